import { formatDay } from "~/lib/format-date";
// Universal helpers for showing a conference; shared by the card, the listing and their tests.

export const CONFERENCE_TYPES = ["academic", "workshop", "symposium", "seminar", "other"] as const;
export type ConferenceType = (typeof CONFERENCE_TYPES)[number];

/** The statuses a visitor can filter by; derived from the dates, never from the stored status. */
export const CONFERENCE_DATE_STATUSES = ["upcoming", "live", "past"] as const;
export type ConferenceDateStatus = (typeof CONFERENCE_DATE_STATUSES)[number];

export type ConferenceBadge = ConferenceDateStatus | "cancelled";

export const CONFERENCE_BADGE_LABELS: Record<ConferenceBadge, string> = {
  upcoming: "Upcoming",
  live: "Live",
  past: "Past",
  cancelled: "Cancelled",
};

export const CONFERENCE_TYPE_LABELS: Record<ConferenceType, string> = {
  academic: "Academic",
  workshop: "Workshop",
  symposium: "Symposium",
  seminar: "Seminar",
  other: "Other",
};

type DatedConference = { status: string; startDate: string | Date; endDate: string | Date };

/**
 * The badge a visitor sees. A stored 'cancelled' wins because dates cannot tell it; otherwise the
 * stored status is ignored (it goes stale) and the dates decide: start after now is Upcoming,
 * start passed and end not yet is Live, anything else is Past.
 */
export function conferenceBadge(conference: DatedConference, now: Date = new Date()): ConferenceBadge {
  if (conference.status === "cancelled") return "cancelled";
  const start = new Date(conference.startDate).getTime();
  const end = new Date(conference.endDate).getTime();
  const t = now.getTime();
  if (start > t) return "upcoming";
  if (end >= t) return "live";
  return "past";
}

// One fixed zone so that the server render and the browser hydration print the same day. IST is
// the publisher's zone, and it prints the intended day both for dates stored as UTC midnight and
// for dates stored as midnight in India. India (Asia/Kolkata) keeps UTC+05:30 all year, without
// daylight saving since 1945: its zone is this one offset.
export const CONFERENCE_UTC_OFFSET_MINUTES = 330;

/** 'MMM dd, yyyy', e.g. 'Mar 05, 2026'. */
export function formatConferenceDate(value: string | Date): string {
  return formatDay(value, CONFERENCE_UTC_OFFSET_MINUTES);
}

/** 'Mar 05, 2026' for a one-day event, 'Mar 05, 2026 - Mar 07, 2026' otherwise. */
export function formatConferenceDates(start: string | Date, end: string | Date): string {
  const a = formatConferenceDate(start);
  const b = formatConferenceDate(end);
  return a === b ? a : `${a} - ${b}`;
}

const EMAIL = /^[^\s@<>()]+@[^\s@<>()]+\.[^\s@<>()]+$/;

/** The organizer contact when it is an e-mail address (it is free text), else null. */
export function organizerEmail(contact: string | null | undefined): string | null {
  const value = contact?.trim().replace(/^mailto:/i, "");
  return value && EMAIL.test(value) ? value : null;
}

/** Only http(s) links are rendered; anything else in website_url is ignored. */
export function safeWebsiteUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.toString() : null;
  } catch {
    return null;
  }
}
