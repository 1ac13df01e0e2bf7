// The reader pages' toasts: a live region below the sticky header, like the application's, with
// the same wording (spec 000: 'Citation Copied', 'Link Copied', 'Opening PDF', 'Download Started').

export type ToastKind = "success" | "error";

const SHOWN_MS = 4_000;
const KIND_CLASSES: Record<ToastKind, string> = {
  success: "border-green-200 bg-green-50 text-green-800",
  error: "border-red-200 bg-red-50 text-red-700",
};

let region: HTMLElement | null = null;

function toastRegion(): HTMLElement {
  if (region?.isConnected) return region;
  region = document.createElement("section");
  region.setAttribute("aria-label", "Notifications");
  region.setAttribute("aria-live", "polite");
  // A manual popover: in the top layer, so a toast shows above an open modal dialog too.
  region.popover = "manual";
  region.className =
    "pointer-events-none fixed inset-auto top-[72px] right-4 m-0 flex w-[356px] max-w-[calc(100%-2rem)] flex-col gap-2 overflow-visible border-0 bg-transparent p-0 sm:top-20";
  document.body.append(region);
  return region;
}

/** Puts the region on top of the top layer (above a dialog opened since), or hides it when empty. */
function raise(list: HTMLElement): void {
  // A browser without popovers (before 2024) shows the region as a fixed element below dialogs.
  if (typeof list.showPopover !== "function") return;
  if (list.matches(":popover-open")) list.hidePopover();
  if (list.childElementCount > 0) list.showPopover();
}

/** Shows a toast for four seconds (or until its close button is pressed). */
export function toast(kind: ToastKind, title: string, description?: string): void {
  const item = document.createElement("div");
  item.setAttribute("role", kind === "error" ? "alert" : "status");
  item.dataset.toast = kind;
  item.className = `pointer-events-auto relative rounded-lg border p-4 pr-10 text-sm shadow-lg ${KIND_CLASSES[kind]}`;
  const heading = document.createElement("p");
  heading.className = "font-semibold";
  heading.textContent = title;
  item.append(heading);
  if (description) {
    const text = document.createElement("p");
    text.className = "mt-0.5";
    text.textContent = description;
    item.append(text);
  }
  const close = document.createElement("button");
  close.type = "button";
  close.className =
    "absolute top-2 right-2 rounded-sm px-1.5 leading-none opacity-70 hover:opacity-100 focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:outline-none";
  close.setAttribute("aria-label", "Close notification");
  close.textContent = "×";
  const list = toastRegion();
  const remove = () => {
    item.remove();
    if (list.childElementCount === 0 && typeof list.hidePopover === "function" && list.matches(":popover-open")) {
      list.hidePopover();
    }
  };
  close.addEventListener("click", remove);
  item.append(close);
  list.append(item);
  raise(list);
  setTimeout(remove, SHOWN_MS);
}

/**
 * A button or link with `data-toast="success|error"` shows its toast when pressed
 * (`data-toast-title`, optional `data-toast-description`).
 */
export function startDeclaredToasts(): void {
  document.addEventListener("click", (event) => {
    const source = (event.target as Element).closest<HTMLElement>("[data-toast]");
    if (!source?.dataset.toastTitle) return;
    toast(
      source.dataset.toast === "error" ? "error" : "success",
      source.dataset.toastTitle,
      source.dataset.toastDescription,
    );
  });
}
