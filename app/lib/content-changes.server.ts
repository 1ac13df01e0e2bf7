// Public pages are served from caches (the page cache of server/http-app.ts, the metrics caches).
// A change to public content (an article or issue published or withdrawn, a galley replaced) must
// show at once, not when a cache expires: the service that commits such a change calls
// `contentChanged()` after the commit, and every cache that registered here is emptied.
// Emptying everything is exact and cheap: publishing is rare next to reading, and the caches
// refill from the next requests.

type Listener = () => void;

const listeners = new Set<Listener>();

/** Calls `listener` after every committed change to public content; returns the unsubscribe function. */
export function onContentChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Public content changed (call it after the transaction committed, never inside it). */
export function contentChanged(): void {
  for (const listener of listeners) listener();
}
