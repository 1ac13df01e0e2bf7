import { toast } from "./toasts";

// Copy buttons: `data-copy-text` holds what to copy, or `data-copy-from` names the element whose
// text is copied; `data-copied` is the success toast's title and `data-copy-failed` the error's
// description (without it a failure says nothing more than the browser did).

export function startCopyButtons(): void {
  document.addEventListener("click", (event) => {
    const button = (event.target as Element).closest<HTMLElement>("[data-copy-text], [data-copy-from]");
    if (!button) return;
    const text =
      button.dataset.copyText ?? document.getElementById(button.dataset.copyFrom ?? "")?.textContent?.trim() ?? "";
    if (!text) return;
    navigator.clipboard.writeText(text).then(
      () => toast("success", button.dataset.copied ?? "Copied"),
      () => toast("error", "Error", button.dataset.copyFailed ?? "Could not copy to the clipboard."),
    );
  });
}
