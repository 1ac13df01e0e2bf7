import { describe, expect, it } from "vitest";
import {
  conferenceBadge,
  formatConferenceDate,
  formatConferenceDates,
  organizerEmail,
  safeWebsiteUrl,
} from "./conference-display";

const now = new Date("2026-05-10T12:00:00Z");
const conf = (startDate: string, endDate: string, status = "upcoming") => ({ status, startDate, endDate });

describe("conferenceBadge", () => {
  it("is Upcoming when the start is after now", () => {
    expect(conferenceBadge(conf("2026-05-10T12:00:01Z", "2026-05-12T00:00:00Z"), now)).toBe("upcoming");
  });

  it("is Live when the start has passed and the end has not", () => {
    expect(conferenceBadge(conf("2026-05-09T00:00:00Z", "2026-05-11T00:00:00Z"), now)).toBe("live");
  });

  it("is Live at the exact start and at the exact end", () => {
    expect(conferenceBadge(conf("2026-05-10T12:00:00Z", "2026-05-11T00:00:00Z"), now)).toBe("live");
    expect(conferenceBadge(conf("2026-05-01T00:00:00Z", "2026-05-10T12:00:00Z"), now)).toBe("live");
  });

  it("is Past when the end has passed", () => {
    expect(conferenceBadge(conf("2026-05-01T00:00:00Z", "2026-05-10T11:59:59Z"), now)).toBe("past");
  });

  it("follows the dates, not a stale stored status", () => {
    expect(conferenceBadge(conf("2020-01-01T00:00:00Z", "2020-01-02T00:00:00Z", "upcoming"), now)).toBe("past");
    expect(conferenceBadge(conf("2030-01-01T00:00:00Z", "2030-01-02T00:00:00Z", "past"), now)).toBe("upcoming");
  });

  it("shows Cancelled for a cancelled conference whatever its dates", () => {
    expect(conferenceBadge(conf("2030-01-01T00:00:00Z", "2030-01-02T00:00:00Z", "cancelled"), now)).toBe("cancelled");
  });
});

describe("conference dates", () => {
  it("prints dates as 'MMM dd, yyyy'", () => {
    expect(formatConferenceDate("2026-03-05T00:00:00Z")).toBe("Mar 05, 2026");
  });

  it("prints the day as it is in India, whether stored as UTC or Indian midnight", () => {
    expect(formatConferenceDate("2026-03-04T18:30:00Z")).toBe("Mar 05, 2026");
    expect(formatConferenceDate("2026-03-05T00:00:00Z")).toBe("Mar 05, 2026");
    expect(formatConferenceDate("2026-03-05T18:29:59Z")).toBe("Mar 05, 2026");
  });

  it("prints one date for a one-day event and a range otherwise", () => {
    expect(formatConferenceDates("2026-03-05T09:00:00Z", "2026-03-05T17:00:00Z")).toBe("Mar 05, 2026");
    expect(formatConferenceDates("2026-03-05T00:00:00Z", "2026-03-07T00:00:00Z")).toBe("Mar 05, 2026 - Mar 07, 2026");
  });
});

describe("conference links", () => {
  it("offers a mail link only when the organizer contact is an e-mail address", () => {
    expect(organizerEmail("events@example.org")).toBe("events@example.org");
    expect(organizerEmail(" mailto:events@example.org ")).toBe("events@example.org");
    expect(organizerEmail("Dr. Rao, +91 20 1234")).toBeNull();
    expect(organizerEmail(null)).toBeNull();
  });

  it("keeps only http and https website links", () => {
    expect(safeWebsiteUrl("https://conf.example.org/2026")).toBe("https://conf.example.org/2026");
    expect(safeWebsiteUrl("javascript:alert(1)")).toBeNull();
    expect(safeWebsiteUrl("not a url")).toBeNull();
  });
});
