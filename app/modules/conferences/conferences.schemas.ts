import { z } from "zod";
import { CONFERENCE_DATE_STATUSES, CONFERENCE_TYPES } from "./conference-display";

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
