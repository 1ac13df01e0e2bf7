import { z } from "zod";
import { journalPath } from "~/lib/paths";

export const JOURNAL_TABS = [
  { id: "current", label: "Current Issue" },
  { id: "archives", label: "Archives" },
  { id: "about", label: "About Journal" },
  { id: "editorial-board", label: "Editorial Board" },
  { id: "metrics", label: "Journal Metrics" },
  { id: "indexing", label: "Indexing" },
  { id: "submission", label: "Make Submission" },
] as const;

export type JournalTab = (typeof JOURNAL_TABS)[number]["id"];

const tabIds = JOURNAL_TABS.map((t) => t.id) as [JournalTab, ...JournalTab[]];

// Bad or missing values fall back to defaults: a mistyped link still shows a page.
const positiveInt = z.coerce.number().int().positive().max(1_000_000).optional().catch(undefined);

export const journalPageSearchSchema = z.object({
  tab: z.enum(tabIds).catch("current"),
  /** Browse Issues: the expanded year; "none" collapses all. */
  year: z
    .union([z.literal("none"), z.coerce.number().int().min(1800).max(3000)])
    .optional()
    .catch(undefined),
  /** Archives: volume filter and 1-based page. */
  volume: positiveInt,
  page: positiveInt,
});

export type JournalPageSearch = z.infer<typeof journalPageSearchSchema>;

export function parseJournalPageSearch(params: URLSearchParams): JournalPageSearch {
  return journalPageSearchSchema.parse({
    tab: params.get("tab") ?? undefined,
    year: params.get("year") ?? undefined,
    volume: params.get("volume") || undefined,
    page: params.get("page") || undefined,
  });
}

/** A query string for the journal page that keeps only what the target tab uses. */
export function journalPageHref(
  shortName: string,
  tab: JournalTab,
  extra: { year?: number | "none"; volume?: number; page?: number } = {},
): string {
  const q = new URLSearchParams();
  if (tab !== "current") q.set("tab", tab);
  if (extra.year != null) q.set("year", String(extra.year));
  if (extra.volume != null) q.set("volume", String(extra.volume));
  if (extra.page != null && extra.page > 1) q.set("page", String(extra.page));
  const s = q.toString();
  return `${journalPath(shortName)}${s ? `?${s}` : ""}`;
}

/** The id of a tab's link in the journal page's row of sections. */
export function journalTabAnchor(tab: JournalTab): string {
  return `journal-tab-${tab}`;
}

/**
 * A link within the journal page. On a reader page (ADR 034) following it loads the page again;
 * its fragment lands the reader back at the row of sections, the chosen tab in sight, not at the
 * top of the page.
 */
export function journalSectionHref(...args: Parameters<typeof journalPageHref>): string {
  return `${journalPageHref(...args)}#${journalTabAnchor(args[1])}`;
}
