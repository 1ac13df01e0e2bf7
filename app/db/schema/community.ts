import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { createdAt, id, updatedAt } from "./columns";
import { journals } from "./journals";
import { users } from "./auth";

export const editorialBoardMembers = pgTable(
  "editorial_board_members",
  {
    id: id(),
    journalId: uuid()
      .notNull()
      .references(() => journals.id, { onDelete: "cascade" }),
    userId: text().references(() => users.id, { onDelete: "set null" }),
    name: text().notNull(),
    role: text().notNull(),
    affiliation: text(),
    email: text(),
    bio: text(),
    avatarUrl: text(),
    // An uploaded photo: the storage key prefix of its generated sizes (see board-avatar-image.ts).
    avatarImageKey: text(),
    orcid: text(),
    expertise: text().array().notNull().default([]),
    displayOrder: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.journalId, t.isActive, t.displayOrder)],
);

export const conferenceType = pgEnum("conference_type", ["academic", "workshop", "symposium", "seminar", "other"]);
export const conferenceStatus = pgEnum("conference_status", ["upcoming", "ongoing", "past", "cancelled"]);

export const conferences = pgTable(
  "conferences",
  {
    id: id(),
    title: text().notNull(),
    description: text(),
    location: text(),
    conferenceType: conferenceType().notNull().default("academic"),
    status: conferenceStatus().notNull().default("upcoming"),
    startDate: timestamp({ withTimezone: true }).notNull(),
    endDate: timestamp({ withTimezone: true }).notNull(),
    registrationDeadline: timestamp({ withTimezone: true }),
    abstractSubmissionDeadline: timestamp({ withTimezone: true }),
    paperSubmissionDeadline: timestamp({ withTimezone: true }),
    websiteUrl: text(),
    organizerContact: text(),
    coverImageUrl: text(),
    /** The uploaded cover's key prefix `conference-covers/<id>/<version>` (see conference-cover-image.ts). */
    coverImageKey: text(),
    createdBy: text().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.startDate), index().on(t.endDate)],
);

export const notificationType = pgEnum("notification_type", ["new_user", "new_submission"]);

export const notifications = pgTable(
  "notifications",
  {
    id: id(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: notificationType().notNull(),
    referenceId: text().notNull(),
    isRead: boolean().notNull().default(false),
    metadata: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId, t.createdAt.desc().nullsFirst()), index().on(t.referenceId)],
);

/**
 * How a user hears of each editorial notice (issue 37): 'immediately' (an e-mail each time),
 * 'daily' (one digest a day) or 'off'. No row: immediately.
 */
export const noticePreferences = pgTable(
  "notice_preferences",
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    notice: text().notNull(),
    delivery: text().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.notice] })],
);

/**
 * Editorial notices kept for the recipient's daily digest; `sentAt` once the digest carrying them
 * was queued. `detail` holds what the digest shows (the manuscript's title, number, journal and
 * link) as it was when the notice happened.
 */
export const noticeDigestItems = pgTable(
  "notice_digest_items",
  {
    id: id(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    notice: text().notNull(),
    detail: jsonb().$type<Record<string, string | null>>().notNull(),
    createdAt: createdAt(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index()
      .on(t.userId)
      .where(sql`${t.sentAt} is null`),
  ],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: id(),
    name: text().notNull(),
    email: text().notNull(),
    organization: text(),
    subject: text().notNull(),
    message: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.createdAt.desc().nullsFirst())],
);

export const sitemapEntries = pgTable(
  "sitemap_entries",
  {
    id: id(),
    url: text().notNull().unique(),
    pageType: text().notNull(),
    // Set for entries that belong to one journal (its home, issues, articles): one XML sitemap per journal.
    journalId: uuid().references(() => journals.id, { onDelete: "cascade" }),
    // The journal, issue, article or conference the entry is generated from (none for static
    // pages): a change to one article or issue refreshes its own entries only (ADR 048).
    sourceId: uuid(),
    priority: doublePrecision().notNull().default(0.5),
    changeFrequency: text().notNull().default("monthly"),
    isIndexed: boolean().notNull().default(true),
    // Set when someone chose the priority or the indexing in the SEO manager: regeneration then keeps
    // that choice instead of the generator's value (docs/decisions/027).
    prioritySetByHand: boolean().notNull().default(false),
    indexedSetByHand: boolean().notNull().default(false),
    lastModified: timestamp({ withTimezone: true }).notNull().defaultNow(),
    metaTitle: text(),
    metaDescription: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.priority.desc().nullsFirst()),
    index().on(t.journalId, t.pageType),
    index().on(t.sourceId),
    index().on(t.pageType, t.priority.desc().nullsFirst()),
    // The SEO manager's order (priority, then URL), over everything and within one journal.
    index("sitemap_entries_manager_order_idx").on(t.priority.desc().nullsFirst(), t.url),
    index("sitemap_entries_journal_order_idx").on(t.journalId, t.priority.desc().nullsFirst(), t.url),
    // The few URLs unindexed in the SEO manager, which every public page's noindex asks about.
    index("sitemap_entries_unindexed_idx")
      .on(t.url)
      .where(sql`not ${t.isIndexed}`),
    // The SEO manager's search: the words of the URL, the title and the type. The expression must
    // stay that of app/modules/seo/seo.repository.server.ts.
    index("sitemap_entries_search_idx").using(
      "gin",
      sql`to_tsvector('simple'::regconfig, translate(${t.url} || ' ' || coalesce(${t.metaTitle}, '') || ' ' || ${t.pageType}, '/-_.:?=&', '        '))`,
    ),
  ],
);
