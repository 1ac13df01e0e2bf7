import { sql, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { READABLE_JOURNAL_STATUSES } from "~/modules/journals/journal-visibility";
import { contentModifiedSql } from "~/modules/sitemap/content-date.server";
import { noticesOfSql, updatedArticleSql } from "~/modules/articles/articles.notices.repository.server";
import type { NoticeLink } from "~/modules/articles/notice-links";

/** Rows of a raw query: node-postgres and PGlite both answer with `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

// The record's datestamp: when its content last really changed (the same as the sitemap's lastmod).
// articles_oai_datestamp_idx indexes this very expression with the id, so paging is an index seek.
const DATESTAMP = contentModifiedSql("a");
const readableJournals = sql.raw(READABLE_JOURNAL_STATUSES.map((s) => `'${s}'`).join(", "));

/** What selects a list of records: a set (journal), a datestamp window and where the last page ended. */
export type RecordFilter = {
  journalId?: string | null;
  /** Inclusive lower bound. */
  from?: Date | null;
  /** Exclusive upper bound. */
  before?: Date | null;
  /** The last (datestamp, id) already delivered; the datestamp to the microsecond, as `key` gives it. */
  after?: { key: string; id: string } | null;
};

function where(filter: RecordFilter): SQL {
  const parts: SQL[] = [sql`a.status in ('published', 'withdrawn')`, sql`j.status in (${readableJournals})`];
  if (filter.journalId) parts.push(sql`a.journal_id = ${filter.journalId}::uuid`);
  if (filter.from) parts.push(sql`${sql.raw(DATESTAMP)} >= ${filter.from.toISOString()}::timestamptz`);
  if (filter.before) parts.push(sql`${sql.raw(DATESTAMP)} < ${filter.before.toISOString()}::timestamptz`);
  if (filter.after) {
    parts.push(sql`(${sql.raw(DATESTAMP)}, a.id) > (${filter.after.key}::timestamptz, ${filter.after.id}::uuid)`);
  }
  return sql.join(parts, sql` and `);
}

export type HeaderRow = {
  id: string;
  status: "published" | "withdrawn";
  shortName: string;
  /** UTC, to the second: what the record's header says. */
  datestamp: string;
  /** UTC, to the microsecond: where the next page starts. */
  key: string;
};

const headerColumns = sql.raw(`a.id, a.status, j.short_name as "shortName",
  to_char(${DATESTAMP} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as datestamp,
  to_char(${DATESTAMP} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as key`);

export type RecordRow = HeaderRow & {
  articleType: string;
  title: string;
  abstract: string | null;
  keywords: string[];
  language: string;
  license: string;
  doi: string | null;
  pageStart: number | null;
  pageEnd: number | null;
  submissionDate: string | null;
  revisedDate: string | null;
  acceptanceDate: string | null;
  publicationDate: string | null;
  articleNumber: number;
  volumeNumber: number;
  issueNumber: number;
  issueType: string;
  issuePublished: boolean;
  journalTitle: string;
  abbreviation: string | null;
  issn: string | null;
  eissn: string | null;
  publisher: string | null;
  /** The version readers see, notices about it, and a notice's article (ADR 066). */
  version: number;
  notices: NoticeLink[];
  updates: NoticeLink[];
};

// Dates as text (yyyy-mm-dd) on both drivers: node-postgres would make Date objects of them.
const recordColumns = sql.raw(`a.article_type as "articleType", a.title, a.abstract, a.keywords, a.language,
  a.license, a.doi, a.page_start as "pageStart", a.page_end as "pageEnd",
  a.submission_date::text as "submissionDate", a.revised_date::text as "revisedDate",
  a.acceptance_date::text as "acceptanceDate", a.publication_date::text as "publicationDate",
  a.article_number as "articleNumber", i.volume_number as "volumeNumber", i.issue_number as "issueNumber",
  i.type as "issueType", (i.status = 'published') as "issuePublished", j.title as "journalTitle",
  j.abbreviation, j.issn, j.eissn, j.publisher, a.version`);

/** Notices about the record's article, and a notice's article (ADR 066). */
const linkColumns = sql`${noticesOfSql(sql.raw("a.id"))} as "notices", ${updatedArticleSql(sql.raw("a.updates_article_id"))} as "updates"`;

/** Up to `limit` record headers after `filter.after`, in (datestamp, id) order. */
export async function findRecordHeaders(db: Db, filter: RecordFilter, limit: number): Promise<HeaderRow[]> {
  const result = await db.execute(sql`
    select ${headerColumns}
    from articles a join journals j on j.id = a.journal_id
    where ${where(filter)}
    order by ${sql.raw(DATESTAMP)}, a.id
    limit ${limit}`);
  return rowsOf<HeaderRow>(result);
}

/** Up to `limit` full records after `filter.after`, in (datestamp, id) order. */
export async function findRecords(db: Db, filter: RecordFilter, limit: number): Promise<RecordRow[]> {
  const result = await db.execute(sql`
    select ${headerColumns}, ${recordColumns}, ${linkColumns}
    from articles a join journals j on j.id = a.journal_id join issues i on i.id = a.issue_id
    where ${where(filter)}
    order by ${sql.raw(DATESTAMP)}, a.id
    limit ${limit}`);
  return rowsOf<RecordRow>(result);
}

/** One record by article id (published or withdrawn, in a readable journal). */
export async function findRecord(db: Db, id: string): Promise<RecordRow | undefined> {
  const result = await db.execute(sql`
    select ${headerColumns}, ${recordColumns}, ${linkColumns}
    from articles a join journals j on j.id = a.journal_id join issues i on i.id = a.issue_id
    where ${where({})} and a.id = ${id}::uuid`);
  return rowsOf<RecordRow>(result)[0];
}

export async function countRecords(db: Db, filter: RecordFilter): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as n from articles a join journals j on j.id = a.journal_id where ${where(filter)}`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

/** The oldest datestamp of any record (UTC, to the second), or null when there is none. */
export async function findEarliestDatestamp(db: Db): Promise<string | null> {
  const [row] = await findRecordHeaders(db, {}, 1);
  return row?.datestamp ?? null;
}

export type AuthorRow = {
  articleId: string;
  name: string;
  givenName: string | null;
  familyName: string | null;
  orcid: string | null;
  isCorresponding: boolean;
  affiliation: string | null;
  affiliationRor: string | null;
};

/** The authors of several articles at once, each article's in order. */
export async function findAuthorsOf(db: Db, articleIds: string[]): Promise<AuthorRow[]> {
  if (articleIds.length === 0) return [];
  const ids = sql.join(
    articleIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select aa.article_id as "articleId", aa.name, aa.given_name as "givenName", aa.family_name as "familyName",
      aa.orcid, aa.is_corresponding as "isCorresponding", af.name as affiliation, af.ror_id as "affiliationRor"
    from article_authors aa left join affiliations af on af.id = aa.affiliation_id
    where aa.article_id in (${ids})
    order by aa.article_id, aa.position`);
  return rowsOf<AuthorRow>(result);
}

export type SetRow = { id: string; shortName: string; title: string };

/** The sets: one per readable journal, by short name. */
export async function findSets(db: Db): Promise<SetRow[]> {
  const result = await db.execute(sql`
    select id, short_name as "shortName", title from journals
    where status in (${readableJournals}) order by short_name`);
  return rowsOf<SetRow>(result);
}
