// The application's pages are hydrated by React, which expects the document as the server sent it:
// a script that adds content before then makes React throw the server's HTML away and render the
// page again (and lose what the script did). What adds content waits for this; a reader page, which
// is never hydrated, runs it at once.

import { whenAllHydrated } from "~/lib/hydration-slices";

const READY_EVENT = "app:hydrated";

/**
 * Called by the application once its root has hydrated (root.tsx): the page is marked once the
 * parts whose hydration was put off to later tasks have hydrated too.
 */
export function markHydrated(): void {
  whenAllHydrated(() => {
    document.documentElement.dataset.hydrated = "";
    document.dispatchEvent(new Event(READY_EVENT));
  });
}

/** Runs `then` once the page is the browser's own to change. */
export function afterHydration(then: () => void): void {
  const root = document.documentElement;
  if (root.hasAttribute("data-reader-page") || root.hasAttribute("data-hydrated")) then();
  else document.addEventListener(READY_EVENT, then, { once: true });
}
