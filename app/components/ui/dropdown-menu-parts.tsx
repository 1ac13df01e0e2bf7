// Radix's dropdown menu, loaded the first time a menu opens (ui/dropdown-menu.tsx, ADR 076):
// import the components from "~/components/ui/dropdown-menu", never from here.
import * as Menu from "@radix-ui/react-dropdown-menu";
import type { ReactElement, ReactNode } from "react";

export const DropdownMenuItem = Menu.Item;
export const DropdownMenuSeparator = Menu.Separator;

/**
 * Radix focuses the first item of a menu opened from the keyboard by its own trigger; this menu is
 * mounted open, so it does the same when the click that opened it came from the keyboard. (The
 * prop reaches Radix's content, which its type leaves out because DropdownMenu sets none.)
 */
function focusFirstItem(byKeyboard: boolean): object {
  if (!byKeyboard) return {};
  return {
    onOpenAutoFocus: (event: Event) => {
      event.preventDefault();
      (event.currentTarget as HTMLElement | null)
        ?.querySelector<HTMLElement>('[role="menuitem"]:not([data-disabled])')
        ?.focus({ preventScroll: true });
    },
  };
}

/** The open menu with its trigger (opened at once: it is mounted by a click on the trigger). */
export function LoadedDropdownMenu({
  trigger,
  children,
  byKeyboard,
  content,
}: {
  trigger: ReactElement;
  children: ReactNode;
  /** Opened with the keyboard: the first item gets the focus, as Radix does for its own trigger. */
  byKeyboard: boolean;
  content: Omit<Menu.DropdownMenuContentProps, "children">;
}) {
  return (
    <Menu.Root modal={false} defaultOpen>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Menu.Portal>
        <Menu.Content {...content} {...focusFirstItem(byKeyboard)}>
          {children}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
