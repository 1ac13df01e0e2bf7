import { describe, expect, it } from "vitest";
import { formatDateTimeUtc, formatDay, formatIsoDay, formatMonthDay } from "./format-date";

// The Intl formats these functions replace (ADR 083): they must write the same text.
const DAY = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "short", day: "2-digit", year: "numeric" });
const DAY_IN_INDIA = new Intl.DateTimeFormat("en-US", {
  timeZone: "Asia/Kolkata",
  month: "short",
  day: "2-digit",
  year: "numeric",
});
const ISO_DAY_IN_INDIA = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Asia/Kolkata",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});
const MONTH_DAY = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "short", day: "numeric" });
const DATE_TIME = new Intl.DateTimeFormat("en-US", {
  timeZone: "UTC",
  year: "numeric",
  month: "short",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
const INDIA = 330;

/** Instants from 1950 to 2100, among them every midnight and the minutes around it in UTC and India. */
function instants(): Date[] {
  const out: Date[] = [];
  for (let i = 0; i < 3000; i++) out.push(new Date(Date.UTC(1950, 0, 1) + Math.floor(Math.random() * 4.73e12)));
  for (const iso of [
    "2026-03-04T05:06:07Z",
    "2026-12-31T23:59:59.999Z",
    "2027-01-01T00:00:00Z",
    "2024-02-29T12:00:00Z",
  ]) {
    out.push(new Date(iso));
  }
  for (const edge of ["T18:29:59.999Z", "T18:30:00Z", "T23:59:59.999Z", "T00:00:00Z"])
    out.push(new Date(`2026-06-30${edge}`));
  return out;
}

describe("dates without Intl", () => {
  it("write what Intl writes, in UTC and in India", () => {
    for (const d of instants()) {
      const at = d.toISOString();
      expect(formatDay(d), at).toBe(DAY.format(d));
      expect(formatDay(d, INDIA), at).toBe(DAY_IN_INDIA.format(d));
      expect(formatIsoDay(d, INDIA), at).toBe(ISO_DAY_IN_INDIA.format(d));
      expect(formatMonthDay(d), at).toBe(MONTH_DAY.format(d));
      expect(formatDateTimeUtc(d), at).toBe(`${DATE_TIME.format(d)} UTC`);
    }
  });

  it("take ISO strings and milliseconds as well as dates, and refuse an invalid one as Intl does", () => {
    expect(formatDay("2026-03-04")).toBe("Mar 04, 2026");
    expect(formatDateTimeUtc(Date.UTC(2026, 2, 4, 5, 6))).toBe("Mar 04, 2026, 05:06 UTC");
    expect(() => formatDay("not a date")).toThrow(RangeError);
    expect(() => DAY.format(new Date("not a date"))).toThrow(RangeError);
  });
});
