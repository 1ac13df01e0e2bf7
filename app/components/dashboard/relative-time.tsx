import { formatDistanceStrict } from "date-fns";
import { useSyncExternalStore } from "react";

// One clock for every relative date on the page, ticking each minute while any is shown.
let clock = Date.now();
const listeners = new Set<() => void>();
let ticker: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!ticker) {
    clock = Date.now();
    ticker = setInterval(() => {
      clock = Date.now();
      for (const l of listeners) l();
    }, 60_000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(ticker);
      ticker = undefined;
    }
  };
}

const browserNow = () => clock;

/**
 * "3 hours ago" for an ISO date. The server's HTML and the browser's first render measure from
 * `now` (pass the loader's clock) so they agree; then the browser's clock takes over, updated
 * every minute. The exact date and time is in the tooltip.
 */
export function RelativeTime({ date, now, className }: { date: string; now: number; className?: string }) {
  const current = useSyncExternalStore(subscribe, browserNow, () => now);
  const at = new Date(date);
  const label =
    Math.abs(current - at.getTime()) < 60_000 ? "just now" : formatDistanceStrict(at, current, { addSuffix: true });
  return (
    <time dateTime={date} title={at.toUTCString()} className={className}>
      {label}
    </time>
  );
}
