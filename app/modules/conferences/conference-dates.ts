// How the form's calendar dates become stored timestamps, and back. The columns hold timestamps
// (timestamptz), the form picks days. A day is read in the publisher's zone (India, UTC+05:30 all
// year, CONFERENCE_UTC_OFFSET_MINUTES) so that the day an editor picks is the day every page
// prints: a start date is the first instant of that day there, an end date or a deadline its last
// instant, so a conference is Live through the whole of its last day and a deadline is "ahead"
// until its day ends.
// Universal: the dialog and the server use the same functions.
import { formatIsoDay } from "~/lib/format-date";
import { CONFERENCE_UTC_OFFSET_MINUTES } from "./conference-display";

const IST_OFFSET = "+05:30";
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar day written `yyyy-mm-dd` (no 2026-02-30). */
export function isCalendarDay(value: string): boolean {
  const m = ISO_DAY.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(Date.UTC(y, mo - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d;
}

/** The first instant of `day` in India. */
export function startOfConferenceDay(day: string): Date {
  return new Date(`${day}T00:00:00.000${IST_OFFSET}`);
}

/** The last instant of `day` in India. */
export function endOfConferenceDay(day: string): Date {
  return new Date(`${day}T23:59:59.999${IST_OFFSET}`);
}

/** The calendar day (`yyyy-mm-dd`) a stored timestamp falls on in India; "" for none. */
export function conferenceDayOf(value: string | Date | null | undefined): string {
  if (!value) return "";
  return formatIsoDay(value, CONFERENCE_UTC_OFFSET_MINUTES);
}
