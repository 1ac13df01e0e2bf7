// Modal dialogs are native <dialog> elements (components/ui/native-dialog.tsx): the browser makes the
// page behind inert, closes on Escape and gives the focus back to the opener. This opens them from their
// buttons (`data-dialog-open="<dialog id>"`), closes them from `data-dialog-close` and from a click
// on the backdrop, and announces each opening as a `reader:dialog-open` event on the dialog, on
// which dialogs load what they show.

const DIALOG_OPEN_EVENT = "reader:dialog-open";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Tab from a modal dialog's last control goes to its first, and Shift+Tab from the first to the
 * last, as in the application's dialogs: the browser alone would let it leave for its own toolbar.
 */
function keepFocusInside(event: KeyboardEvent): void {
  if (event.key !== "Tab") return;
  const dialog = document.querySelector<HTMLDialogElement>("dialog[open]:modal");
  if (!dialog) return;
  const controls = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.closest("[hidden]") && el.getClientRects().length > 0,
  );
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey ? active === first || active === dialog : active === last) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

export function startDialogs(): void {
  document.addEventListener("keydown", keepFocusInside);
  document.addEventListener("click", (event) => {
    const target = event.target as Element;
    const opener = target.closest<HTMLElement>("[data-dialog-open]");
    if (opener) {
      const dialog = document.getElementById(opener.dataset.dialogOpen ?? "");
      if (!(dialog instanceof HTMLDialogElement)) return;
      event.preventDefault();
      if (!dialog.open) dialog.showModal();
      dialog.dispatchEvent(new Event(DIALOG_OPEN_EVENT, { bubbles: true }));
      return;
    }
    const closer = target.closest("[data-dialog-close]");
    if (closer) {
      closer.closest("dialog")?.close();
      return;
    }
    // A click on a modal dialog itself that falls outside its box is a click on the backdrop.
    if (target instanceof HTMLDialogElement && target.open && event instanceof MouseEvent && event.detail > 0) {
      const box = target.getBoundingClientRect();
      const inside =
        event.clientX >= box.left &&
        event.clientX <= box.right &&
        event.clientY >= box.top &&
        event.clientY <= box.bottom;
      if (!inside) target.close();
    }
  });
}

/** Runs `load` the first time a dialog matching `selector` opens (and again after a failure). */
export function onDialogOpen(selector: string, load: (dialog: HTMLDialogElement) => void): void {
  document.addEventListener(DIALOG_OPEN_EVENT, (event) => {
    const dialog = event.target;
    if (dialog instanceof HTMLDialogElement && dialog.matches(selector)) load(dialog);
  });
}
