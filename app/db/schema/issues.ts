import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { contentModifiedIndexed, createdAt, id, updatedAt } from "./columns";
import { journals } from "./journals";
import { users } from "./auth";

export const issueStatus = pgEnum("issue_status", ["draft", "in_progress", "review", "published", "archived"]);
export const issueType = pgEnum("issue_type", ["regular", "special"]);

export const issues = pgTable(
  "issues",
  {
    id: id(),
    journalId: uuid()
      .notNull()
      .references(() => journals.id, { onDelete: "cascade" }),
    volumeNumber: integer().notNull(),
    issueNumber: integer().notNull(),
    type: issueType().notNull().default("regular"),
    title: text(),
    description: text(),
    publicationDate: date({ mode: "string" }),
    status: issueStatus().notNull().default("draft"),
    coverImageUrl: text(),
    // An uploaded cover: the storage key prefix of its generated sizes (see issue cover images).
    coverImageKey: text(),
    // The full-issue PDF, built when the issue is published and again when a galley changes.
    fullPdfKey: text(),
    fullPdfBytes: bigint({ mode: "number" }),
    fullPdfBuiltAt: timestamp({ withTimezone: true }),
    doiPrefix: text(),
    pageRange: text(),
    isCurrent: boolean().notNull().default(false),
    createdBy: text().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique().on(t.journalId, t.volumeNumber, t.type, t.issueNumber),
    // Lets articles reference (issue, journal) so an article's journal always matches its issue.
    unique("issues_id_journal_unique").on(t.id, t.journalId),
    index().on(t.journalId, t.status, t.publicationDate.desc().nullsFirst()),
    // At most one current issue per journal.
    uniqueIndex("issues_one_current_per_journal")
      .on(t.journalId)
      .where(sql`${t.isCurrent}`),
    // A journal's issues not yet published (few): where its online-first articles are.
    index("issues_unpublished_per_journal")
      .on(t.journalId)
      .where(sql`${t.status} <> 'published'`),
    // When a journal's published issues last changed: its home page's sitemap date, and the
    // /journals page's (sitemap.repository.server.ts), read without walking its issues.
    index("issues_published_modified_per_journal")
      .on(t.journalId, contentModifiedIndexed(t))
      .where(sql`${t.status} = 'published'`),
  ],
);
