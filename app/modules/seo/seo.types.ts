import type { SitemapOverview } from "~/modules/sitemap/sitemap.types";
import type { SeoTab } from "./seo.constants";

/** One row of the SEO manager's table (plain, serialisable). */
export type SeoEntryRow = {
  id: string;
  url: string;
  title: string;
  pageType: string;
  priority: number;
  changeFrequency: string;
  isIndexed: boolean;
  prioritySetByHand: boolean;
  indexedSetByHand: boolean;
  /** ISO 8601; the page formats it. */
  lastModified: string;
};

/** The four stat cards over every entry the user may manage, whatever the filters. */
export type SeoStats = { total: number; indexed: number; highPriority: number; pageTypes: number };

export type SeoScreen = {
  q: string;
  type: string | null;
  tab: SeoTab;
  page: number;
  pageCount: number;
  /** Entries matching the search and filter. */
  total: number;
  rows: SeoEntryRow[];
  stats: SeoStats;
  /** The page types of the user's entries, for the filter. */
  types: string[];
  /** Whether the user manages the site-wide entries and the whole sitemap (admins). */
  manageSite: boolean;
  /** The Human-Readable Sitemap tab: the public sitemap's overview (only on that tab). */
  overview: SitemapOverview | null;
};
