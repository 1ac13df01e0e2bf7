import { sql } from "drizzle-orm";
import { bigint, boolean, check, date, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { journals } from "./journals";

// The home page's figures, kept by triggers as articles, their authors and journals change (see
// migration 0024), so that reading them costs the same on any size of catalogue.

/**
 * Published articles and their citations, downloads and views per journal and publication day
 * ('-infinity' for an article without a date): the home page's totals and 12-month windows and a
 * journal's Metrics tab are sums over these few rows.
 */
export const publishedArticleDays = pgTable(
  "published_article_days",
  {
    journalId: uuid()
      .notNull()
      .references(() => journals.id, { onDelete: "cascade" }),
    day: date({ mode: "string" }).notNull(),
    articles: integer().notNull().default(0),
    citations: bigint({ mode: "number" }).notNull().default(0),
    downloads: bigint({ mode: "number" }).notNull().default(0),
    views: bigint({ mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.journalId, t.day] })],
);

/**
 * Each author name (lower-cased and trimmed) with the number of its bylines on published articles
 * of readable journals; a name whose count reaches zero is deleted.
 */
export const authorNames = pgTable("author_names", {
  nameKey: text().primaryKey(),
  articles: integer().notNull(),
});

/** One row: the number of distinct names in author_names. */
export const siteCounters = pgTable(
  "site_counters",
  {
    id: boolean().primaryKey().default(true),
    authors: integer().notNull().default(0),
  },
  (t) => [check("site_counters_one_row", sql`${t.id}`)],
);
