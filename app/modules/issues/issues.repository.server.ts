import { and, desc, eq, isNotNull, isNull, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { builtOnce } from "~/db/prepared.server";
import { articles, issues } from "~/db/schema";

// An issue without a publication date still belongs to a year: the one it was created in.
const issueYear = sql<number>`extract(year from coalesce(${issues.publicationDate}, ${issues.createdAt}::date))::int`;

/**
 * `issueYear = year`, written so that the index on (journal, status, publication date) finds the
 * year's issues: the expression itself cannot be indexed (a timestamp's date depends on the
 * session's time zone), and computed for every issue it read all of a journal's (2-6 ms for 1,000).
 */
function issueYearIs(year: SQLWrapper) {
  return sql`((${issues.publicationDate} >= make_date(${year}, 1, 1) and ${issues.publicationDate} < make_date(${year} + 1, 1, 1))
    or (${issues.publicationDate} is null and extract(year from ${issues.createdAt}::date)::int = ${year}))`;
}

// Written with explicit qualifiers: Drizzle leaves columns unqualified in single-table selects,
// which would bind "id" inside the subquery to the article instead of the issue.
const publishedArticleCount = sql<number>`(select count(*)::int from ${articles} as pa where pa.issue_id = ${sql.identifier("issues")}.id and pa.status = 'published')`;

const issueColumns = {
  id: issues.id,
  volumeNumber: issues.volumeNumber,
  issueNumber: issues.issueNumber,
  type: issues.type,
  title: issues.title,
  description: issues.description,
  publicationDate: issues.publicationDate,
  coverImageUrl: issues.coverImageUrl,
  coverImageKey: issues.coverImageKey,
  pageRange: issues.pageRange,
  isCurrent: issues.isCurrent,
  /** The full-issue PDF's size; null until it is built. */
  fullPdfBytes: issues.fullPdfBytes,
  year: issueYear,
  articleCount: publishedArticleCount,
};

export type IssueRow = Awaited<ReturnType<typeof findCurrentIssue>>;

const newestFirst = [
  sql`${issues.publicationDate} desc nulls last`,
  desc(issues.volumeNumber),
  desc(issues.issueNumber),
  desc(issues.createdAt),
];

function published(journalId: string | SQLWrapper, ...more: (SQL | undefined)[]) {
  return and(eq(issues.journalId, journalId), eq(issues.status, "published"), ...more);
}

/** The published issue flagged current, otherwise the newest published issue. */
export async function findCurrentIssue(db: Db, journalId: string) {
  const [row] = await currentIssueQuery(db).execute({ journalId });
  return row;
}

// The flagged issue comes from the one-current-per-journal index; only a journal without one
// (published) has its issues sorted, by the second branch, which is not run otherwise. Sorting
// them all every time took about 1.5 ms for a journal of 1,000 issues.
const currentIssueQuery = builtOnce("current_issue", (db, statement) =>
  db
    .select(issueColumns)
    .from(issues)
    // The column itself, not "= $n": a generic plan can then use the partial index too.
    .where(published(sql.placeholder("journalId"), sql`${issues.isCurrent}`))
    .limit(1)
    .unionAll(
      db
        .select(issueColumns)
        .from(issues)
        .where(published(sql.placeholder("journalId")))
        .orderBy(...newestFirst)
        .limit(1),
    )
    .limit(1)
    .prepare(statement),
);

/** Published issues per year, newest year first (one row per year, never one per issue). */
export async function countPublishedIssuesPerYear(db: Db, journalId: string) {
  return issuesPerYearQuery(db).execute({ journalId });
}

// Dated and undated issues apart: the dated ones' years come from the index on (journal, status,
// publication date) alone, without reading the issues (0.8 ms instead of 2.1 ms for 1,000 issues).
const issuesPerYearQuery = builtOnce("issues_per_year", (db, statement) => {
  const journalId = sql.placeholder("journalId");
  const perYear = db
    .select({
      year: sql<number>`extract(year from ${issues.publicationDate})::int`.as("year"),
      count: sql<number>`count(*)`.as("count"),
    })
    .from(issues)
    .where(published(journalId, isNotNull(issues.publicationDate)))
    .groupBy(sql`1`)
    .unionAll(
      db
        .select({
          year: sql<number>`extract(year from ${issues.createdAt}::date)::int`.as("year"),
          count: sql<number>`count(*)`.as("count"),
        })
        .from(issues)
        .where(published(journalId, isNull(issues.publicationDate)))
        .groupBy(sql`1`),
    )
    .as("per_year");
  return db
    .select({ year: perYear.year, count: sql<number>`sum(${perYear.count})::int` })
    .from(perYear)
    .groupBy(perYear.year)
    .orderBy(desc(perYear.year))
    .prepare(statement);
});

/** Published issues of one year, newest first, at most `limit`. */
export async function findPublishedIssuesOfYear(db: Db, journalId: string, year: number, limit: number) {
  return issuesOfYearQuery(db).execute({ journalId, year, limit });
}

const issuesOfYearQuery = builtOnce("issues_of_year", (db, statement) =>
  db
    .select(issueColumns)
    .from(issues)
    .where(published(sql.placeholder("journalId"), issueYearIs(sql.placeholder("year"))))
    .orderBy(...newestFirst)
    .limit(sql.placeholder("limit"))
    .prepare(statement),
);

/** Published issues per volume with the volume's first year, newest volume first. */
export async function countPublishedIssuesPerVolume(db: Db, journalId: string) {
  return db
    .select({
      volumeNumber: issues.volumeNumber,
      year: sql<number | null>`min(${issueYear})`,
      count: sql<number>`count(*)::int`,
    })
    .from(issues)
    .where(published(journalId))
    .groupBy(issues.volumeNumber)
    .orderBy(desc(issues.volumeNumber));
}

/** One page of published issues (optionally of one volume), newest first. */
export async function findPublishedIssuesPage(
  db: Db,
  journalId: string,
  opts: { volumeNumber?: number; limit: number; offset: number },
) {
  return db
    .select(issueColumns)
    .from(issues)
    .where(published(journalId, opts.volumeNumber != null ? eq(issues.volumeNumber, opts.volumeNumber) : undefined))
    .orderBy(...newestFirst)
    .limit(opts.limit)
    .offset(opts.offset);
}

export async function countPublishedIssues(db: Db, journalId: string, volumeNumber?: number) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(issues)
    .where(published(journalId, volumeNumber != null ? eq(issues.volumeNumber, volumeNumber) : undefined));
  return row?.count ?? 0;
}
