import { integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { articles } from "./articles";

/**
 * The last time each external source was asked for an article's citations, and what came of it
 * (ADR 026): the External Citations dialog's Sources tab, and the progress of the weekly refresh,
 * which skips an article whose sources were all asked recently, so a stopped refresh resumes where
 * it stopped. `found` is how many citing works the source returned; `reported_total` the total the
 * source itself reports when it has one (Crossref's is-referenced-by-count), which may be larger.
 */
export const externalCitationFetches = pgTable(
  "external_citation_fetches",
  {
    articleId: uuid()
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    source: text().notNull(),
    fetchedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** 'ok' or 'failed'. */
    status: text().notNull(),
    error: text(),
    found: integer().notNull().default(0),
    reportedTotal: integer(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.source] })],
);

export type ExternalCitationFetch = typeof externalCitationFetches.$inferSelect;
