import { z } from "zod";
import { CONFERENCE_DATE_STATUSES, CONFERENCE_TYPES } from "./conference-display";
import { CONFERENCE_STATUSES, CONFERENCE_TABS } from "./conferences.constants";

export const CONFERENCES_PAGE_SIZE = 12;
export const CONFERENCE_SEARCH_MAX_LENGTH = 200;

// Filters come from the URL, which anyone can edit: a bad value is dropped rather than an error page.
export const conferenceListQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .transform((s) => s.slice(0, CONFERENCE_SEARCH_MAX_LENGTH))
    .optional()
    .catch(undefined),
  type: z.enum(CONFERENCE_TYPES).optional().catch(undefined),
  status: z.enum(CONFERENCE_DATE_STATUSES).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).default(1).catch(1),
});

export type ConferenceListQuery = z.infer<typeof conferenceListQuerySchema>;

/** Reads the listing filters from URL search params ('all' and empty values mean no filter). */
export function parseConferenceListQuery(params: URLSearchParams): ConferenceListQuery {
  const pick = (key: string) => {
    const v = params.get(key);
    return v === null || v === "" || v === "all" ? undefined : v;
  };
  const parsed = conferenceListQuerySchema.parse({
    q: pick("q"),
    type: pick("type"),
    status: pick("status"),
    page: pick("page"),
  });
  return { ...parsed, q: parsed.q || undefined };
}

// --- The dashboard's list (/dashboard/conferences): search, type, stored status, tab and page.

export const deskQuerySchema = z.object({
  q: conferenceListQuerySchema.shape.q,
  type: conferenceListQuerySchema.shape.type,
  status: z.enum(CONFERENCE_STATUSES).optional().catch(undefined),
  tab: z.enum(CONFERENCE_TABS).default("all").catch("all"),
  page: conferenceListQuerySchema.shape.page,
});

export type ConferenceDeskQuery = z.infer<typeof deskQuerySchema>;

/** Reads the dashboard list's filters from the URL (`search`, `type`, `status`, `tab`, `page`); unknown values are dropped, not refused. */
export function parseConferenceDeskQuery(params: URLSearchParams): ConferenceDeskQuery {
  const pick = (key: string) => {
    const v = params.get(key);
    return v === null || v === "" || v === "all" ? undefined : v;
  };
  const parsed = deskQuerySchema.parse({
    q: pick("search"),
    type: pick("type"),
    status: pick("status"),
    tab: pick("tab"),
    page: pick("page"),
  });
  return { ...parsed, q: parsed.q || undefined };
}

/** The query string of the dashboard list with `change` applied; defaults are left out. */
export function conferenceDeskSearch(query: ConferenceDeskQuery, change: Partial<ConferenceDeskQuery> = {}): string {
  const next = { ...query, ...change };
  const params = new URLSearchParams();
  if (next.q) params.set("search", next.q);
  if (next.type) params.set("type", next.type);
  if (next.status) params.set("status", next.status);
  if (next.tab && next.tab !== "all") params.set("tab", next.tab);
  if (next.page && next.page > 1) params.set("page", String(next.page));
  const qs = params.toString();
  return qs ? `?${qs}` : "";
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` can be a conference id (anything else is a 404 before any query). */
export function isConferenceId(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}
