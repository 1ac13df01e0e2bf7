import { describe, expect, it } from "vitest";
import { addDays, addMonths, monthGrid, parseDay, pickerYears } from "~/components/ui/date-picker";
import { conferenceDayOf, endOfConferenceDay, isCalendarDay, startOfConferenceDay } from "./conference-dates";

describe("conference days and stored timestamps", () => {
  it("reads a picked day in India: start at its first instant, end at its last, and back to the same day", () => {
    expect(startOfConferenceDay("2026-03-05").toISOString()).toBe("2026-03-04T18:30:00.000Z");
    expect(endOfConferenceDay("2026-03-05").toISOString()).toBe("2026-03-05T18:29:59.999Z");
    expect(conferenceDayOf(startOfConferenceDay("2026-03-05"))).toBe("2026-03-05");
    expect(conferenceDayOf(endOfConferenceDay("2026-12-31"))).toBe("2026-12-31");
    // The demo content's 09:00 in India.
    expect(conferenceDayOf("2026-10-17T03:30:00.000Z")).toBe("2026-10-17");
    expect(conferenceDayOf(null)).toBe("");
  });

  it("accepts only real calendar days", () => {
    expect(isCalendarDay("2028-02-29")).toBe(true);
    expect(isCalendarDay("2026-02-29")).toBe(false);
    expect(isCalendarDay("2026-13-01")).toBe(false);
    expect(isCalendarDay("05/03/2026")).toBe(false);
  });
});

describe("the date picker's calendar", () => {
  it("offers 100 years, 50 before and 49 after the current one", () => {
    const years = pickerYears(2026);
    expect(years).toHaveLength(100);
    expect(years[0]).toBe(1976);
    expect(years.at(-1)).toBe(2075);
  });

  it("moves by days and months across month and year ends, keeping a valid day", () => {
    const jan31 = parseDay("2027-01-31")!;
    expect(addDays(jan31, 1)).toEqual(parseDay("2027-02-01"));
    expect(addMonths(jan31, 1)).toEqual(parseDay("2027-02-28"));
    expect(addMonths(jan31, -13)).toEqual(parseDay("2025-12-31"));
    expect(parseDay("2027-02-30")).toBeNull();
  });

  it("lays a month out in weeks from Sunday", () => {
    const weeks = monthGrid(2026, 10); // November 2026 starts on a Sunday
    expect(weeks[0]![0]).toEqual({ y: 2026, m: 10, d: 1 });
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
  });
});
