// React runs a render's effects before it renders again; Preact runs them after the next frame and
// drops those of a component that a render in between removed. A fetcher's answer is handled in an
// effect (`useFetcherAnswer`): when the page's revalidated data came before the frame and removed
// the button that sent it (an issue's Publish button, once the issue is published), its toast was
// never shown. Here the effects still wait for the frame, but a render waits for them.
import { options } from "preact";

/** Preact's flush of the effects waiting for the next frame, while they wait. */
let waiting: (() => void) | null = null;

const flushWaiting = () => {
  const flush = waiting;
  waiting = null;
  flush?.();
};

/**
 * Runs the effects waiting for the next frame now: whether any were waiting. Hydration's slices
 * (slices.ts) give them a task of their own rather than run them before the next part.
 */
export function flushWaitingEffects(): boolean {
  if (!waiting) return false;
  flushWaiting();
  return true;
}

/** After the next frame, as Preact's own scheduling (a frame, or 35 ms when frames do not come). */
options.requestAnimationFrame = (flush) => {
  waiting = flush;
  const done = () => {
    clearTimeout(timeout);
    cancelAnimationFrame(frame);
    setTimeout(flushWaiting);
  };
  const timeout = setTimeout(done, 35);
  const frame = requestAnimationFrame(done);
};

options.debounceRendering = (render) =>
  queueMicrotask(() => {
    flushWaiting();
    render();
  });
