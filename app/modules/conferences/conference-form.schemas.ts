// The conference form (spec 001 section 5): one check shared by the dialog (before it posts) and
// the action (which decides). Its first three refusals come in the spec's order (title, both dates,
// end after start); the remaining bounds follow. Universal.
import { z } from "zod";
import { CONFERENCE_TYPES, type ConferenceType } from "./conference-display";
import { endOfConferenceDay, isCalendarDay, startOfConferenceDay } from "./conference-dates";
import {
  CONFERENCE_MESSAGES as M,
  CONFERENCE_STATUSES,
  CONTACT_MAX,
  DESCRIPTION_MAX,
  LOCATION_MAX,
  TITLE_MAX,
  WEBSITE_MAX,
  type ConferenceStatus,
} from "./conferences.constants";

export const CONFERENCE_FORM_FIELDS = [
  "title",
  "description",
  "conferenceType",
  "status",
  "location",
  "startDate",
  "endDate",
  "registrationDeadline",
  "abstractSubmissionDeadline",
  "paperSubmissionDeadline",
  "websiteUrl",
  "organizerContact",
] as const;
export type ConferenceFormField = (typeof CONFERENCE_FORM_FIELDS)[number];
export type ConferenceFieldErrors = Partial<Record<ConferenceFormField, string>>;

/** What is written to the row (timestamps already mapped from the picked days). */
export type ConferenceInput = {
  title: string;
  description: string | null;
  conferenceType: ConferenceType;
  status: ConferenceStatus;
  location: string | null;
  startDate: Date;
  endDate: Date;
  registrationDeadline: Date | null;
  abstractSubmissionDeadline: Date | null;
  paperSubmissionDeadline: Date | null;
  websiteUrl: string | null;
  organizerContact: string | null;
};

export type ConferenceFormResult =
  { ok: true; data: ConferenceInput } | { ok: false; title: string; message: string; field: ConferenceFormField };

const text = (v: unknown) => (typeof v === "string" ? v.trim() : "");
const optional = (v: unknown) => text(v) || null;

/** Only http(s) addresses with a host: the website is rendered as a link on public pages. */
export function isWebsiteUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

const typeSchema = z.enum(CONFERENCE_TYPES);
const statusSchema = z.enum(CONFERENCE_STATUSES);

/** Checks the form's values (strings from FormData or the dialog) in the spec's order. */
export function parseConferenceForm(values: Partial<Record<ConferenceFormField, unknown>>): ConferenceFormResult {
  const refuse = (field: ConferenceFormField, message: string, title: string = M.error) =>
    ({ ok: false, title, message, field }) as const;
  const title = text(values.title);
  if (!title) return refuse("title", M.titleRequired, M.validationTitle);
  const start = text(values.startDate);
  const end = text(values.endDate);
  if (!start || !end) return refuse(start ? "endDate" : "startDate", M.datesRequired, M.validationTitle);
  if (!isCalendarDay(start)) return refuse("startDate", M.invalidDate, M.validationTitle);
  if (!isCalendarDay(end)) return refuse("endDate", M.invalidDate, M.validationTitle);
  // Days compare as their ISO strings; the same day is not after itself (the spec's strict rule).
  if (end <= start) return refuse("endDate", M.endBeforeStart, M.validationTitle);

  if (title.length > TITLE_MAX) return refuse("title", M.tooLong("Conference title", TITLE_MAX));
  const type = typeSchema.safeParse(text(values.conferenceType) || "academic");
  if (!type.success) return refuse("conferenceType", M.invalidType);
  const status = statusSchema.safeParse(text(values.status) || "upcoming");
  if (!status.success) return refuse("status", M.invalidStatus);
  const deadlines: Partial<Record<ConferenceFormField, Date | null>> = {};
  for (const field of ["registrationDeadline", "abstractSubmissionDeadline", "paperSubmissionDeadline"] as const) {
    const day = text(values[field]);
    if (day && !isCalendarDay(day)) return refuse(field, M.invalidDate);
    deadlines[field] = day ? endOfConferenceDay(day) : null;
  }
  const bounds: [ConferenceFormField, string, number][] = [
    ["description", "Description", DESCRIPTION_MAX],
    ["location", "Location", LOCATION_MAX],
    ["websiteUrl", "Website URL", WEBSITE_MAX],
    ["organizerContact", "Organizer contact", CONTACT_MAX],
  ];
  for (const [field, label, max] of bounds) {
    if (text(values[field]).length > max) return refuse(field, M.tooLong(label, max));
  }
  const websiteUrl = optional(values.websiteUrl);
  if (websiteUrl && !isWebsiteUrl(websiteUrl)) return refuse("websiteUrl", M.invalidWebsite);

  return {
    ok: true,
    data: {
      title,
      description: optional(values.description),
      conferenceType: type.data,
      status: status.data,
      location: optional(values.location),
      startDate: startOfConferenceDay(start),
      endDate: endOfConferenceDay(end),
      registrationDeadline: deadlines.registrationDeadline ?? null,
      abstractSubmissionDeadline: deadlines.abstractSubmissionDeadline ?? null,
      paperSubmissionDeadline: deadlines.paperSubmissionDeadline ?? null,
      websiteUrl,
      organizerContact: optional(values.organizerContact),
    },
  };
}
