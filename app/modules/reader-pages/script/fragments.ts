import { onDialogOpen } from "./dialogs";
import { selectTab } from "./tabs";

// A dialog's part that the server renders on demand (`data-fragment="<url>"`, an HTML fragment of
// a resource route, such as the Citation Metrics panels): fetched the first time the dialog opens,
// again after a failure. An address without a leading slash follows the nearest
// `data-fragment-base` (the article's address), so that the dialog can be the same on every page.

function addressOf(slot: HTMLElement): string {
  const address = slot.dataset.fragment ?? "";
  if (address.startsWith("/")) return address;
  const base = slot.closest<HTMLElement>("[data-fragment-base]")?.dataset.fragmentBase;
  return base ? `${base}/${address}` : address;
}

export function startFragments(): void {
  onDialogOpen("dialog", (dialog) => {
    for (const slot of dialog.querySelectorAll<HTMLElement>("[data-fragment]")) {
      if (slot.dataset.state === "loading" || slot.dataset.state === "loaded") continue;
      slot.dataset.state = "loading";
      fetch(addressOf(slot), { headers: { accept: "text/html" } })
        .then((response) => (response.ok ? response.text() : Promise.reject(new Error(String(response.status)))))
        .then(
          (html) => {
            // Our own server's HTML, rendered by React from escaped values.
            slot.innerHTML = html;
            slot.dataset.state = "loaded";
            for (const tab of slot.querySelectorAll<HTMLElement>(
              '[data-static-tabs] [role="tab"][aria-selected="true"]',
            )) {
              selectTab(tab);
            }
          },
          () => {
            slot.textContent = slot.dataset.fragmentFailed ?? "Failed to load.";
            slot.classList.add("text-red-700");
            slot.dataset.state = "failed";
          },
        );
    }
  });
}
