import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { updatedAt } from "./columns";

// SEO analytics (ADR 028): page views counted by the server without cookies or stored addresses,
// and search performance from Google Search Console (an uploaded export or its API).

/**
 * The random salt of one day (UTC) from which visitor keys are derived. Only today's row exists:
 * yesterday's is deleted when today's is made, so keys of two days cannot be linked.
 */
export const analyticsSalts = pgTable("analytics_salts", {
  day: date({ mode: "string" }).primaryKey(),
  salt: text().notNull(),
});

/**
 * One visit: a visitor key on one day, with the page it entered on and how many pages it viewed.
 * Rolled up into `page_views_daily.entries/bounces` by the daily job and then deleted.
 */
export const analyticsVisits = pgTable(
  "analytics_visits",
  {
    day: date({ mode: "string" }).notNull(),
    visitorKey: text().notNull(),
    entryPath: text().notNull(),
    pageViews: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.visitorKey] })],
);

/**
 * Page views of one public page (its path) on one day (UTC). `entries`/`bounces`: visits that began
 * here, and those of them that viewed this one page only (written by the daily rollup).
 * `timeMs`/`timeSamples`: time on page reported by the beacon.
 */
export const pageViewsDaily = pgTable(
  "page_views_daily",
  {
    path: text().notNull(),
    day: date({ mode: "string" }).notNull(),
    views: integer().notNull().default(0),
    entries: integer().notNull().default(0),
    bounces: integer().notNull().default(0),
    timeMs: bigint({ mode: "number" }).notNull().default(0),
    timeSamples: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.path, t.day] }), index().on(t.day, t.path)],
);

/**
 * `page_views_daily` summed per day for the whole site (scope '') and for each journal (scope
 * '/journal/{shortName}'), written in the same statements, so the cards and the traffic chart read
 * one row a day whatever the number of pages.
 */
export const pageViewsRollup = pgTable(
  "page_views_rollup",
  {
    scope: text().notNull(),
    day: date({ mode: "string" }).notNull(),
    views: integer().notNull().default(0),
    entries: integer().notNull().default(0),
    bounces: integer().notNull().default(0),
    timeMs: bigint({ mode: "number" }).notNull().default(0),
    timeSamples: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.scope, t.day] })],
);

/**
 * Search performance of one page over a date range: one day (the Search Analytics API) or the range
 * of an uploaded Performance export (Pages.csv). Position is Google's average position.
 */
export const searchPageStats = pgTable(
  "search_page_stats",
  {
    path: text().notNull(),
    startDate: date({ mode: "string" }).notNull(),
    endDate: date({ mode: "string" }).notNull(),
    clicks: integer().notNull(),
    impressions: integer().notNull(),
    position: doublePrecision(),
    source: text({ enum: ["upload", "api"] }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.path, t.startDate, t.endDate] }),
    index().on(t.startDate, t.endDate),
    check("search_page_stats_range", sql`${t.endDate} >= ${t.startDate}`),
  ],
);

/** Search performance of the whole site on one day (Dates.csv of an export, or the API's rows summed). */
export const searchDailyTotals = pgTable("search_daily_totals", {
  day: date({ mode: "string" }).primaryKey(),
  clicks: integer().notNull(),
  impressions: integer().notNull(),
  position: doublePrecision(),
  source: text({ enum: ["upload", "api"] }).notNull(),
});

/**
 * The Search Console connection (one row, id 'site'): the property's URL and a service account key,
 * stored encrypted (AES-256-GCM, like the Crossref password), never sent to the browser.
 */
export const searchConsoleSettings = pgTable("search_console_settings", {
  id: text().primaryKey().default("site"),
  siteUrl: text().notNull(),
  clientEmail: text().notNull(),
  keyCipher: text().notNull(),
  lastSyncAt: timestamp({ withTimezone: true }),
  lastError: text(),
  updatedAt: updatedAt(),
});
