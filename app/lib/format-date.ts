// Dates as the pages print them, in English, from a date's numbers alone, without Intl: in the
// browser the first use of Intl's formats loads its locale data, tens of milliseconds on a desktop
// and four times that on a phone, inside the hydration of the page (ADR 083). Written the same on
// the server and in the browser whatever their time zones and ICU versions, so hydration never
// finds another text.

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * The calendar and clock of `value` in UTC, or `offsetMinutes` east of it (a zone that keeps one
 * offset all year, as India's does). An invalid date throws, as Intl's `format` does.
 */
function partsOf(value: Date | string | number, offsetMinutes = 0) {
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) throw new RangeError("Invalid time value");
  const d = new Date(time + offsetMinutes * 60_000);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth(),
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
  };
}

/** "Mar 04, 2026": the day in UTC, or `offsetMinutes` east of it. */
export function formatDay(value: Date | string | number, offsetMinutes = 0): string {
  const p = partsOf(value, offsetMinutes);
  return `${MONTHS[p.month]} ${pad(p.day)}, ${p.year}`;
}

/** "2026-03-04": the day in UTC, or `offsetMinutes` east of it. */
export function formatIsoDay(value: Date | string | number, offsetMinutes = 0): string {
  const p = partsOf(value, offsetMinutes);
  return `${String(p.year).padStart(4, "0")}-${pad(p.month + 1)}-${pad(p.day)}`;
}

/** "Mar 4": a chart's axis, in UTC. */
export function formatMonthDay(value: Date | string | number): string {
  const p = partsOf(value);
  return `${MONTHS[p.month]} ${p.day}`;
}

/** "Mar 04, 2026, 05:06 UTC". */
export function formatDateTimeUtc(value: Date | string | number): string {
  const p = partsOf(value);
  return `${MONTHS[p.month]} ${pad(p.day)}, ${p.year}, ${pad(p.hour)}:${pad(p.minute)} UTC`;
}
