// The time spent on a reader page (ADR 028), sent when it is left, as the application's
// AnalyticsBeacon does for its pages; page views are counted by the server from the request.

export function startTimeBeacon(): void {
  const started = performance.now();
  let sent = false;
  const send = () => {
    if (sent) return;
    sent = true;
    navigator.sendBeacon?.(
      "/api/analytics/beacon",
      JSON.stringify({ p: location.pathname, t: Math.round(performance.now() - started) }),
    );
  };
  addEventListener("pagehide", send);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") send();
  });
}
