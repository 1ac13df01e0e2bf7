const DATE_TIME = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "short",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: "UTC",
});

/**
 * "Mar 04, 2026, 05:06 UTC": in UTC, so the server's HTML and the browser's render agree whatever
 * the reader's time zone.
 */
export function formatDateTimeUtc(value: Date | string): string {
  return `${DATE_TIME.format(new Date(value))} UTC`;
}
