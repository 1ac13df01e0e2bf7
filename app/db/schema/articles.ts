import { sql } from "drizzle-orm";
import {
  check,
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { contentModifiedIndexed, createdAt, id, updatedAt } from "./columns";
import { issues } from "./issues";
import { journals } from "./journals";
import { users } from "./auth";

// 'withdrawn': once published, then taken down by an editor. The record keeps its number and URL,
// whose page says it was withdrawn (a scholarly record is not deleted).
export const articleStatus = pgEnum("article_status", ["draft", "submitted", "published", "withdrawn"]);
export const articleType = pgEnum("article_type", [
  "research_article",
  "review_article",
  "case_study",
  "case_report",
  "short_communication",
  "letter_to_editor",
  "editorial",
  // Notices about another published article (ADR 066): issued from the desk, never chosen in the form.
  "correction",
  "expression_of_concern",
  "retraction",
]);

/** The title key of references/reference-text.ts `titleKey`, spelled in SQL (the two must agree). */
export function titleKeySql(title: AnyPgColumn) {
  return sql`btrim(lower(regexp_replace(${title}, '[^A-Za-z0-9]+', ' ', 'g')))`;
}

export const articles = pgTable(
  "articles",
  {
    id: id(),
    // Denormalised from the issue (kept consistent by the composite foreign key below) so that
    // journal-wide lists (recent, most cited) are single index scans.
    journalId: uuid().notNull(),
    // Null while an accepted article awaits its issue (a new journal accepts before it makes
    // issues); only an unpublished one (draft or submitted) may be without one (the check below).
    issueId: uuid(),
    // Given at first publication (the canonical URL needs it) and never changed after.
    articleNumber: integer(),
    status: articleStatus().notNull().default("draft"),
    articleType: articleType().notNull().default("research_article"),
    title: text().notNull(),
    abstract: text(),
    keywords: text().array().notNull().default([]),
    language: text().notNull().default("en"),
    license: text().notNull().default("CC-BY-4.0"),
    doi: text().unique(),
    pageStart: integer(),
    pageEnd: integer(),
    submissionDate: date({ mode: "string" }),
    revisedDate: date({ mode: "string" }),
    acceptanceDate: date({ mode: "string" }),
    publicationDate: date({ mode: "string" }),
    downloadCount: integer().notNull().default(0),
    viewCount: integer().notNull().default(0),
    citationCount: integer().notNull().default(0),
    mentionCount: integer().notNull().default(0),
    lastViewedAt: timestamp({ withTimezone: true }),
    lastDownloadedAt: timestamp({ withTimezone: true }),
    withdrawnAt: timestamp({ withTimezone: true }),
    withdrawalReason: text(),
    // A notice (correction, expression of concern, retraction) names the article it is about (ADR 066).
    updatesArticleId: uuid().references((): AnyPgColumn => articles.id, { onDelete: "restrict" }),
    // The version readers see (ADR 066): 1 until the article is revised; earlier ones are in
    // article_versions. The note says what changed in this version, and since when it is current.
    version: integer().notNull().default(1),
    versionNote: text(),
    versionDate: date({ mode: "string" }),
    // The accepted manuscript this article was made from (one article per submission).
    submissionId: uuid().unique(),
    createdBy: text().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({ columns: [t.issueId, t.journalId], foreignColumns: [issues.id, issues.journalId] }).onDelete(
      "cascade",
    ),
    foreignKey({ columns: [t.journalId], foreignColumns: [journals.id] }).onDelete("cascade"),
    check("articles_issue_unless_draft", sql`${t.issueId} is not null or ${t.status} in ('draft', 'submitted')`),
    unique().on(t.journalId, t.articleNumber),
    index().on(t.issueId, t.status, t.articleNumber),
    index().on(t.journalId, t.status, t.publicationDate.desc().nullsFirst()),
    index().on(t.journalId, t.status, t.citationCount.desc().nullsFirst()),
    index().on(t.status, t.publicationDate.desc().nullsFirst()),
    index().on(t.updatedAt),
    index().on(t.updatesArticleId),
    // The publishing desk's list: newest first, ties by id.
    index("articles_created_id_idx").on(t.createdAt.desc(), t.id.desc()),
    // OAI-PMH harvests page through the public records (published and withdrawn) by (datestamp, id),
    // site-wide or per journal. The datestamp is contentModifiedSql (sitemap/content-date.server.ts),
    // spelled here as the index needs it; the two must stay the same expression. The predicate names
    // only the enum's first values: PostgreSQL refuses 'withdrawn' (added by 0007) inside the one
    // transaction that migrates a new database.
    index("articles_oai_datestamp_idx")
      .on(contentModifiedIndexed(t), t.id)
      .where(sql`${t.status} not in ('draft', 'submitted')`),
    // A reference names one of our articles by its title: the title's key (ASCII letters and digits,
    // lower-cased, other characters as single spaces; references/reference-text.ts titleKey), looked
    // up by equality among the public articles.
    index("articles_title_key_idx")
      .on(titleKeySql(t.title))
      .where(sql`${t.status} not in ('draft', 'submitted')`),
    index("articles_oai_journal_datestamp_idx")
      .on(t.journalId, contentModifiedIndexed(t), t.id)
      .where(sql`${t.status} not in ('draft', 'submitted')`),
  ],
);

/** What happened to an article on the publishing desk (published, withdrawn, galleys...), newest last. */
export const articleEvents = pgTable(
  "article_events",
  {
    id: id(),
    articleId: uuid()
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    kind: text().notNull(),
    actorId: text().references(() => users.id, { onDelete: "set null" }),
    detail: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.articleId, t.createdAt)],
);

/**
 * An earlier version of a revised article (ADR 066): what its page showed then, readable at
 * `…/version/{version}`. Its galleys are copies of the files of that time, stored under their own keys.
 */
export const articleVersions = pgTable(
  "article_versions",
  {
    id: id(),
    articleId: uuid()
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    version: integer().notNull(),
    title: text().notNull(),
    abstract: text(),
    keywords: text().array().notNull().default([]),
    authors: jsonb()
      .$type<{ name: string; affiliation: string | null; orcid: string | null }[]>()
      .notNull()
      .default([]),
    galleys: jsonb()
      .$type<
        {
          kind: string;
          label: string | null;
          fileName: string;
          mimeType: string;
          sizeBytes: number;
          storageKey: string;
        }[]
      >()
      .notNull()
      .default([]),
    /** What the note of this version said, and the date it became current. */
    versionNote: text(),
    versionDate: date({ mode: "string" }),
    /** When the next version replaced it. */
    supersededAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdBy: text().references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [unique().on(t.articleId, t.version)],
);

/** An institution; kept separate so a ROR id (and later a country) can be attached once. */
export const affiliations = pgTable(
  "affiliations",
  {
    id: id(),
    name: text().notNull(),
    rorId: text(),
    country: text(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("affiliations_name_lower_unique").on(sql`lower(${t.name})`), uniqueIndex().on(t.rorId)],
);

export const articleAuthors = pgTable(
  "article_authors",
  {
    id: id(),
    articleId: uuid()
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    position: integer().notNull(),
    name: text().notNull(),
    givenName: text(),
    familyName: text(),
    email: text(),
    orcid: text(),
    affiliationId: uuid().references(() => affiliations.id, { onDelete: "set null" }),
    isCorresponding: boolean().notNull().default(false),
  },
  (t) => [unique().on(t.articleId, t.position)],
);

export const galleyKind = pgEnum("galley_kind", ["pdf", "html", "xml", "epub", "latex", "file"]);

/** A published file of an article (PDF, HTML, XML, ...), stored through the storage layer. */
export const articleGalleys = pgTable(
  "article_galleys",
  {
    id: id(),
    articleId: uuid()
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    position: integer().notNull().default(0),
    kind: galleyKind().notNull(),
    // What the reader's button says ('PDF', 'Full text (HTML)'); the kind's name when empty.
    label: text(),
    // A draft galley (the accepted manuscript, say) is kept for the editors and never offered to readers.
    isPublic: boolean().notNull().default(true),
    fileName: text().notNull(),
    storageKey: text().notNull().unique(),
    mimeType: text().notNull(),
    sizeBytes: bigint({ mode: "number" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.articleId, t.position)],
);

/**
 * The files an HTML galley shows beside it (its images and stylesheets, OJS's 'dependent' files),
 * served under the galley's own path by their names, so that the HTML's relative links find them
 * (ADR 072). Stored under the galley's folder (galleyFileStorageKey); they go with their galley.
 */
export const articleGalleyFiles = pgTable(
  "article_galley_files",
  {
    id: id(),
    galleyId: uuid()
      .notNull()
      .references(() => articleGalleys.id, { onDelete: "cascade" }),
    fileName: text().notNull(),
    storageKey: text().notNull().unique(),
    mimeType: text().notNull(),
    sizeBytes: bigint({ mode: "number" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique().on(t.galleyId, t.fileName)],
);

/**
 * How an internal citation came to be: added by an editor in the Internal Citations dialog
 * ('manual'), or recorded from a reference of the citing article's reference list ('reference'),
 * which an edit of that list removes again when the reference no longer matches.
 */
export const citationOrigin = pgEnum("citation_origin", ["manual", "reference"]);

export const citations = pgTable(
  "citations",
  {
    id: id(),
    citedArticleId: uuid()
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    citingArticleId: uuid()
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    citationContext: text(),
    origin: citationOrigin().notNull().default("manual"),
    createdAt: createdAt(),
  },
  (t) => [unique().on(t.citedArticleId, t.citingArticleId), index().on(t.citingArticleId)],
);

/**
 * One entry of an article's reference list, in order: the text as the editor gave it, the DOI read
 * from it (if any), and the platform's own article it was matched to (if any).
 */
export const articleReferences = pgTable(
  "article_references",
  {
    id: id(),
    articleId: uuid()
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    position: integer().notNull(),
    text: text().notNull(),
    doi: text(),
    matchedArticleId: uuid().references(() => articles.id, { onDelete: "set null" }),
  },
  (t) => [unique().on(t.articleId, t.position), index().on(t.matchedArticleId)],
);

export const externalCitations = pgTable(
  "external_citations",
  {
    id: id(),
    articleId: uuid()
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    source: text().notNull(),
    externalId: text(),
    title: text().notNull(),
    authors: text().array().notNull().default([]),
    journalName: text(),
    abstract: text(),
    keywords: text().array().notNull().default([]),
    url: text(),
    citationCount: integer().notNull().default(0),
    publicationDate: date({ mode: "string" }),
    lastUpdated: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.articleId, t.lastUpdated.desc().nullsFirst()), unique().on(t.articleId, t.source, t.externalId)],
);

export const articleMetricsHistory = pgTable(
  "article_metrics_history",
  {
    id: id(),
    articleId: uuid()
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    recordedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    citationCount: integer().notNull(),
    downloadCount: integer().notNull(),
    viewCount: integer().notNull(),
    mentionCount: integer().notNull(),
  },
  (t) => [index().on(t.articleId, t.recordedAt), index().on(t.recordedAt)],
);

/** COUNTER-style monthly usage: investigations (page views) and requests (downloads). */
export const articleUsageMonthly = pgTable(
  "article_usage_monthly",
  {
    articleId: uuid()
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    month: date({ mode: "string" }).notNull(),
    investigations: integer().notNull().default(0),
    requests: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.month] })],
);

/**
 * An article's number in queries of public (published or withdrawn) articles, which always have one:
 * typed as a number there, where the column itself is null until first publication.
 */
export const publishedNumber = sql<number>`${articles.articleNumber}`;
