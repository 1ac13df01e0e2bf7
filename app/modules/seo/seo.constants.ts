// The SEO manager (/dashboard/seo, spec 002 sections 2.12, 4, 5, 8 and 9; docs/decisions/027).

/** The spec's toasts and texts, word for word (002 section 8), and the server's refusals. */
export const SEO_MESSAGES = {
  regenerated: "Sitemap has been regenerated successfully",
  entryUpdated: "Sitemap entry updated successfully",
  downloaded: "XML sitemap has been downloaded",
  errorTitle: "Error",
  regenerateFailed: "Failed to generate sitemap",
  updateFailed: "Failed to update sitemap entry",
  fetchFailed: "Failed to fetch sitemap entries",
  notFound: "Sitemap entry not found",
  invalidPriority: "Priority must be a number from 0 to 1, in steps of 0.1",
  invalidIndexed: "Indexed must be true or false",
  accessDenied: "Insufficient permissions",
} as const;

/** Entries a page of the table. */
export const SEO_PAGE_SIZE = 25;

/** Longest search text kept from the URL. */
export const SEO_MAX_SEARCH = 100;

/** High priority: at or above 0.8 (002 section 9). */
export const HIGH_PRIORITY = 0.8;

/** Priorities are edited from 0 to 1 in steps of 0.1 (002 section 5). */
export const PRIORITY_STEP = 0.1;

/** Rows read per query while writing the exported XML (keyset paging). */
export const SEO_EXPORT_CHUNK = 2_000;

export const SEO_TABS = ["entries", "sitemap"] as const;
export type SeoTab = (typeof SEO_TABS)[number];
