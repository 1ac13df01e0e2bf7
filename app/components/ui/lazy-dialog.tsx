import { lazy, Suspense, type ComponentType, type FocusEvent, type PointerEvent } from "react";
import { DialogPending, prefetchDialog } from "./dialog";

/**
 * A dialog component whose module (its form, its checks, zod with them) is loaded when it is first
 * mounted, not with the page (ADR 076). The dialogs of the dashboard are mounted to open them, so
 * a page renders what opens one at once and mounts the lazy dialog on the click; until its code
 * has come, DialogPending shows the overlay with a spinner and Escape calls the dialog's `onClose`.
 *
 *   const UserFormDialog = lazyDialog(() => import("~/modules/users/components/user-form-dialog").then((m) => m.UserFormDialog));
 *   <Button {...UserFormDialog.preloadProps} onClick={() => setEditing("new")}>Add User</Button>
 *   {editing ? <UserFormDialog user={...} onClose={...} /> : null}
 *
 * `preloadProps` (onPointerEnter, onFocus) fetch the code when the pointer comes over the button or
 * the keyboard reaches it, so that the click rarely waits. The module must not be imported
 * statically by the same page, or it would be in the page's first visit again.
 */
export type LazyDialog<P> = ComponentType<P> & {
  /** Fetches the dialog's code (and Radix's dialog) now. */
  preload: () => void;
  /** Props for what opens the dialog: fetch its code on hover or focus. */
  preloadProps: { onPointerEnter: (event: PointerEvent) => void; onFocus: (event: FocusEvent) => void };
};

export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>): LazyDialog<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const get = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const Loaded = lazy(() => get().then((component) => ({ default: component })));
  function LazyDialogComponent(props: P) {
    const onClose = (props as { onClose?: unknown }).onClose;
    return (
      <Suspense fallback={<DialogPending onClose={typeof onClose === "function" ? () => onClose() : undefined} />}>
        {/* Empty on the server, as Dialog (dialog.tsx) says why: the same HTML from the first render. */}
        {import.meta.env.SSR ? null : <Loaded {...props} />}
      </Suspense>
    );
  }
  const preload = () => {
    prefetchDialog();
    get().catch(() => {});
  };
  return Object.assign(LazyDialogComponent, {
    preload,
    preloadProps: { onPointerEnter: preload, onFocus: preload },
  });
}
