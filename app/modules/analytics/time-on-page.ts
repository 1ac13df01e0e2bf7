/**
 * Sends the time spent on a page when it is left (ADR 028): on pagehide or when the tab is hidden,
 * with navigator.sendBeacon (no cookies are needed or read; the server derives the visitor itself),
 * once. Page views are counted by the server from the page's own request, so the beacon only
 * carries time. Returns what a client navigation calls on leaving: it sends and stops listening.
 * Used by the application (AnalyticsBeacon) and by reader pages (the reader script).
 */
export function timeOnPage(pathname: string): () => void {
  const started = performance.now();
  let sent = false;
  const send = () => {
    if (sent) return;
    sent = true;
    navigator.sendBeacon?.(
      "/api/analytics/beacon",
      JSON.stringify({ p: pathname, t: Math.round(performance.now() - started) }),
    );
  };
  const hidden = () => document.visibilityState === "hidden" && send();
  addEventListener("pagehide", send);
  document.addEventListener("visibilitychange", hidden);
  return () => {
    send();
    removeEventListener("pagehide", send);
    document.removeEventListener("visibilitychange", hidden);
  };
}
