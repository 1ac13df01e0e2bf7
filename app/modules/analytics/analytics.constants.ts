// Limits and messages of SEO analytics (spec 002 sections 2.11, 8 and 9; ADR 028).

/** The period selector (spec 002 section 9). */
export const ANALYTICS_PERIODS = [7, 30, 90] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const DEFAULT_PERIOD: AnalyticsPeriod = 30;
/** Page Performance lists the 10 most viewed pages (section 9). */
export const TOP_PAGES = 10;
/** The pie chart's five colours (section 9). */
export const PIE_COLOURS = ["#2563eb", "#16a34a", "#f59e0b", "#dc2626", "#7c3aed"] as const;

/** A beacon body is a path and a number: anything longer is refused. */
export const BEACON_MAX_BYTES = 512;
/** Time on one page is counted up to 30 minutes (a tab left open is not reading). */
export const MAX_TIME_ON_PAGE_MS = 30 * 60_000;
/** Beacons accepted per visitor and day; more is a script. */
export const BEACONS_PER_VISITOR_PER_DAY = 500;
/** Buffered counts are written at once when this many keys wait. */
export const MAX_BUFFERED = 20_000;
/** An uploaded export (CSV files or .zip) is at most this big. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** The daily job asks the Search Analytics API for the last days (Google's data settle in 2-3 days). */
export const SEARCH_SYNC_DAYS = 5;

export const ANALYTICS_MESSAGES = {
  fetchFailed: "Failed to fetch analytics",
  notConnected: "Not connected",
  uploaded: "Search Console export uploaded",
  uploadFailed: "Failed to upload the Search Console export",
  noFiles: "Choose the export's Pages.csv and Dates.csv, or its .zip file.",
  needPages: "The export has no Pages.csv.",
  needRange: "Give the export's date range, or include its Dates.csv.",
  badRange: "The date range must be two dates (YYYY-MM-DD), the first not after the second.",
  tooLarge: "The export is too large (at most 5 MB).",
  settingsSaved: "Search Console settings saved",
  settingsRemoved: "Search Console disconnected",
  settingsFailed: "Failed to save Search Console settings",
  badSiteUrl: "The site URL must be the Search Console property: https://... or sc-domain:example.org.",
  syncQueued: "Search Console data will be fetched in the background",
} as const;
