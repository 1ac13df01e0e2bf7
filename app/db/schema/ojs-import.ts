import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, id, updatedAt } from "./columns";
import { journals } from "./journals";

// Moving a journal in from Open Journal Systems (ADR 065): the runs of the importer, what each OJS
// object became here, and the old addresses whose links must keep working.

export const ojsImportRunStatus = pgEnum("ojs_import_run_status", ["queued", "running", "done", "failed"]);

/** One Native XML file imported into a journal from the journal's administration (a background job). */
export const ojsImportRuns = pgTable(
  "ojs_import_runs",
  {
    id: id(),
    journalId: uuid()
      .notNull()
      .references(() => journals.id, { onDelete: "cascade" }),
    fileName: text().notNull(),
    /** The uploaded file, kept in storage until the run is over (a restart resumes from it). */
    storageKey: text().notNull(),
    status: ojsImportRunStatus().notNull().default("queued"),
    itemsDone: integer().notNull().default(0),
    itemsTotal: integer().notNull().default(0),
    /** What was imported, updated, left unchanged and skipped (with why): OjsImportReport. */
    report: jsonb().$type<Record<string, unknown>>(),
    error: text(),
    createdBy: text().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.journalId, t.createdAt.desc())],
);

/**
 * What an OJS object of an export became here: kind 'issue', 'article', 'galley' (article galley),
 * 'issue_galley' or 'file' (a submission file a galley served), keyed by the export's internal id.
 * Re-imports match on it, and old URLs are answered from it (by id or by url_path).
 */
export const ojsImportLinks = pgTable(
  "ojs_import_links",
  {
    journalId: uuid()
      .notNull()
      .references(() => journals.id, { onDelete: "cascade" }),
    kind: text().notNull(),
    ojsId: text().notNull(),
    /** The issue, article or galley here (no foreign key: one column for several tables). */
    localId: uuid().notNull(),
    /** The article a galley or file belongs to here. */
    articleId: uuid(),
    urlPath: text(),
    /** A digest of what was imported, so that importing the same thing again changes nothing. */
    fingerprint: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.journalId, t.kind, t.ojsId] }),
    index("ojs_import_links_url_path_idx")
      .on(t.journalId, t.kind, t.urlPath)
      .where(sql`${t.urlPath} is not null`),
    index().on(t.localId),
    index().on(t.articleId),
  ],
);

/**
 * An address the journal had on OJS: requests this installation receives for it (its host pointed
 * here) answer 301 to the new pages. `host` is lower case with any port; `pathPrefix` is what comes
 * before the OJS page ('' for a journal host of its own, '/index.php/jpk' or '/jpk').
 */
export const ojsOldBaseUrls = pgTable(
  "ojs_old_base_urls",
  {
    id: id(),
    journalId: uuid()
      .notNull()
      .references(() => journals.id, { onDelete: "cascade" }),
    baseUrl: text().notNull(),
    host: text().notNull(),
    pathPrefix: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique().on(t.host, t.pathPrefix), index().on(t.journalId)],
);
