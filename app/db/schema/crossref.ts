import { bigint, index, integer, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { articles } from "./articles";
import { users } from "./auth";
import { createdAt, id, updatedAt } from "./columns";
import { journals } from "./journals";

/** Which Crossref system a journal deposits to; the spec's default is the test system. */
export const crossrefMode = pgEnum("crossref_mode", ["test", "production"]);

/**
 * A journal's Crossref account and DOI rules (ADR 021). The password is stored encrypted with a key
 * derived from the platform's secret and never leaves the server. No row: nothing configured yet.
 */
export const crossrefSettings = pgTable("crossref_settings", {
  journalId: uuid()
    .primaryKey()
    .references(() => journals.id, { onDelete: "cascade" }),
  username: text(),
  /** AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>` in base64url (crossref-secret.server.ts). */
  passwordCipher: text(),
  depositorName: text(),
  depositorEmail: text(),
  mode: crossrefMode().notNull().default("test"),
  /** The DOI suffix pattern (doi-suffix.ts); null means the default short opaque one. */
  suffixPattern: text(),
  /** The DOI of the journal's Crossmark policy page: with it, notices carry Crossmark `updates` (ADR 066). */
  crossmarkPolicyDoi: text(),
  updatedAt: updatedAt(),
});

export const crossrefBatchStatus = pgEnum("crossref_batch_status", ["queued", "submitted", "completed", "failed"]);

/** One deposit file sent to Crossref: one or more articles of one journal. */
export const crossrefBatches = pgTable(
  "crossref_batches",
  {
    id: id(),
    journalId: uuid()
      .notNull()
      .references(() => journals.id, { onDelete: "cascade" }),
    /** The file's doi_batch_id, which the submission log is asked for. */
    batchId: text().notNull().unique(),
    /** The file's timestamp: strictly greater than every earlier one for any of its DOIs. */
    timestamp: bigint({ mode: "number" }).notNull(),
    mode: crossrefMode().notNull(),
    status: crossrefBatchStatus().notNull().default("queued"),
    xml: text().notNull(),
    /** Sends and log reads retried after a transient answer (5xx, 429, ExceededConcurrentLimit). */
    retryCount: integer().notNull().default(0),
    /** The last transient or final error of sending or polling, for the DOI screen. */
    lastError: text(),
    submittedAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
    createdBy: text().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.journalId, t.createdAt.desc())],
);

export const crossrefDepositStatus = pgEnum("crossref_deposit_status", ["queued", "submitted", "registered", "failed"]);

/**
 * One article's DOI in one batch, with Crossref's own words about it: a failure's message, or a
 * warning on a registered DOI (kept, not a failure). The newest row is the article's DOI status.
 */
export const crossrefDeposits = pgTable(
  "crossref_deposits",
  {
    id: id(),
    articleId: uuid()
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    batchRef: uuid()
      .notNull()
      .references(() => crossrefBatches.id, { onDelete: "cascade" }),
    doi: text().notNull(),
    status: crossrefDepositStatus().notNull().default("queued"),
    diagnostic: text(),
    warning: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.articleId, t.createdAt.desc()), index().on(t.batchRef), index().on(t.doi)],
);
