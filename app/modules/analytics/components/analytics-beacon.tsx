import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * Sends the time spent on a public page when it is left (ADR 028): on pagehide, when the tab is
 * hidden, or on a client navigation to another page, with navigator.sendBeacon (no cookies are
 * needed or read; the server derives the visitor itself). Page views, client navigations included,
 * are counted by the server from the page's own request, so the beacon only carries time.
 */
export function AnalyticsBeacon() {
  const { pathname } = useLocation();
  useEffect(() => {
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
  }, [pathname]);
  return null;
}
