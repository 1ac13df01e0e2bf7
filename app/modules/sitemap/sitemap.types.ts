/** What the /sitemap page receives from its loader (plain, serialisable data). */

export type SitemapListEntry = {
  url: string;
  title: string;
  description: string | null;
  priority: number;
  changeFrequency: string;
  /** 'MMM dd, yyyy' (UTC, so server and browser render the same text). */
  updated: string;
  updatedIso: string;
};

export type SitemapGroup = {
  pageType: string;
  heading: string;
  total: number;
  page: number;
  pageCount: number;
  entries: SitemapListEntry[];
};

export type SitemapOverview = {
  summary: { indexedCount: number; typeCount: number; lastUpdated: string };
  groups: SitemapGroup[];
  /** The group being paged through (?type=...), or null for the overview of every group. */
  focus: string | null;
  /** False when ?type or ?page names nothing (the page answers 404). */
  found: boolean;
};
