import {
  cloneElement,
  Suspense,
  use,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from "react";
import type * as Parts from "./dropdown-menu-parts";

/*
 * A menu of actions opened by a button (Radix's dropdown menu, in dropdown-menu-parts.tsx), whose
 * code is loaded the first time the menu opens, not with the page (ADR 076). Until then the
 * trigger is the same button, marked as opening a menu; a click, Enter, Space or ArrowDown on it
 * loads the menu and opens it (the first item focused when opened from the keyboard, as Radix
 * does), and the focus returns to the button when it closes. Hover or focus on the button fetch
 * the code before the click.
 *
 *   <DropdownMenu trigger={<Button>…</Button>} content={{ align: "end", className: "…" }}>
 *     <DropdownMenuItem onSelect={…}>Edit</DropdownMenuItem>
 *     <DropdownMenuSeparator />
 *   </DropdownMenu>
 */

let parts: Promise<typeof Parts> | undefined;

function loadMenu(): Promise<typeof Parts> {
  parts ??= import("./dropdown-menu-parts").catch((error: unknown) => {
    parts = undefined;
    throw error;
  });
  return parts;
}

function prefetchMenu(): void {
  loadMenu().catch(() => {});
}

type TriggerProps = {
  onClick?: (event: MouseEvent) => void;
  onKeyDown?: (event: KeyboardEvent) => void;
  disabled?: boolean;
};

export type DropdownMenuProps = {
  /** The button that opens the menu (a Button, with its accessible name). */
  trigger: ReactElement<TriggerProps>;
  /** Props of the menu's content (Radix's DropdownMenu.Content): align, sideOffset, className. */
  content?: Omit<ComponentProps<typeof Parts.LoadedDropdownMenu>["content"], "onOpenAutoFocus">;
  children: ReactNode;
};

export function DropdownMenu({ trigger, content = {}, children }: DropdownMenuProps) {
  // How the menu was first opened; null until then.
  const [opened, setOpened] = useState<"pointer" | "keyboard" | null>(null);
  if (opened === null) {
    const open = (how: "pointer" | "keyboard") => {
      prefetchMenu();
      setOpened(how);
    };
    return cloneElement(trigger, {
      "aria-haspopup": "menu",
      "aria-expanded": false,
      "data-state": "closed",
      onPointerEnter: prefetchMenu,
      onFocus: prefetchMenu,
      // A click from the keyboard (Enter, Space) has no pointer position (detail 0).
      onClick: (event: MouseEvent) => open(event.detail === 0 ? "keyboard" : "pointer"),
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key !== "ArrowDown") return;
        event.preventDefault();
        open("keyboard");
      },
    } as Partial<TriggerProps>);
  }
  return (
    <Suspense fallback={cloneElement(trigger, { "aria-haspopup": "menu", "aria-busy": true } as Partial<TriggerProps>)}>
      <LoadedMenu trigger={trigger} content={content} byKeyboard={opened === "keyboard"}>
        {children}
      </LoadedMenu>
    </Suspense>
  );
}

function LoadedMenu(props: ComponentProps<typeof Parts.LoadedDropdownMenu>) {
  const { LoadedDropdownMenu } = use(loadMenu());
  return <LoadedDropdownMenu {...props} />;
}

export function DropdownMenuItem(props: ComponentProps<typeof Parts.DropdownMenuItem>) {
  const { DropdownMenuItem: Item } = use(loadMenu());
  return <Item {...props} />;
}

export function DropdownMenuSeparator(props: ComponentProps<typeof Parts.DropdownMenuSeparator>) {
  const { DropdownMenuSeparator: Separator } = use(loadMenu());
  return <Separator {...props} />;
}
