// Dates as the dashboard shows them ("Mar 04, 2026"), in UTC so that the server's HTML and the
// browser's hydration agree whatever the browser's time zone.
const DATE = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "short", day: "2-digit", year: "numeric" });

export function formatUserDate(date: Date | string): string {
  return DATE.format(typeof date === "string" ? new Date(date) : date);
}
