import { z } from "zod";
import { CITATION_SOURCES, EXTERNAL_CITATION_MESSAGES as M, QUERYABLE_SOURCES } from "./external-citations.constants";

/**
 * 'Fetch citations': the chosen sources (form field `sources`, repeated). Google Scholar is refused
 * with its reason: it has no API.
 */
export const fetchCitationsSchema = z.object({
  sources: z
    .array(z.string())
    .min(1, { error: M.noSource })
    .max(CITATION_SOURCES.length, { error: M.unknownSource })
    .refine((list) => !list.includes("google_scholar"), { error: M.googleScholar })
    .refine((list) => list.every((s) => (QUERYABLE_SOURCES as readonly string[]).includes(s)), {
      error: M.unknownSource,
    })
    .transform((list) => [...new Set(list)] as (typeof QUERYABLE_SOURCES)[number][]),
});

export type FetchCitationsInput = z.infer<typeof fetchCitationsSchema>;
