import { and, desc, eq, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { articleGalleys, articles, issues, journals, journalThemes } from "~/db/schema";
import type { IssueStatus, IssueType } from "./issues.desk.constants";
import type { DeskIssue } from "./issues.desk.types";

/** The journals issues can belong to, in title order, with their card gradient (null: the default theme). */
export async function findJournals(db: Db) {
  return db
    .select({
      id: journals.id,
      title: journals.title,
      shortName: journals.shortName,
      cardGradient: sql<string | null>`${journalThemes.gradients}->>'card'`,
    })
    .from(journals)
    .leftJoin(journalThemes, eq(journalThemes.journalId, journals.id))
    .orderBy(journals.title, journals.id);
}

export type IssueFilter = {
  /** The journals the user manages (never empty here: the service answers an empty page itself). */
  journalIds: string[];
  status: IssueStatus | null;
  type: IssueType | null;
  search: string | null;
};

/** LIKE pattern of a literal text: its wildcards escaped. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function filterCondition(filter: IssueFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [inArray(issues.journalId, filter.journalIds)];
  if (filter.status) conditions.push(eq(issues.status, filter.status));
  if (filter.type) conditions.push(eq(issues.type, filter.type));
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    // "3", "Vol 3", "Volume 3": the volume number as well as the words of the title and description.
    const volume = /^(?:vol(?:ume)?\.?\s*)?(\d{1,9})$/i.exec(filter.search)?.[1];
    conditions.push(
      or(
        sql`${issues.title} ilike ${pattern}`,
        sql`${issues.description} ilike ${pattern}`,
        volume ? eq(issues.volumeNumber, Number(volume)) : undefined,
      ),
    );
  }
  return and(...conditions);
}

// Written with explicit qualifiers: Drizzle leaves columns unqualified where a subquery would bind
// "id" to the article instead of the issue.
const articleCount = sql<number>`(select count(*)::int from ${articles} as a where a.issue_id = ${sql.identifier("issues")}.id)`;
const publishedArticleCount = sql<number>`(select count(*)::int from ${articles} as a where a.issue_id = ${sql.identifier("issues")}.id and a.status = 'published')`;

/**
 * One page of issues matching the filter, newest first (spec 002 section 7: by creation). Only the
 * page's rows count their articles (on the articles' (issue_id, status) index).
 */
export async function findIssuePage(
  db: Db,
  opts: { filter: IssueFilter; limit: number; offset: number },
): Promise<DeskIssue[]> {
  return (
    db
      .select({
        id: issues.id,
        journalId: issues.journalId,
        journalTitle: journals.title,
        journalShortName: journals.shortName,
        volumeNumber: issues.volumeNumber,
        issueNumber: issues.issueNumber,
        type: issues.type,
        title: issues.title,
        description: issues.description,
        publicationDate: issues.publicationDate,
        status: issues.status,
        coverImageUrl: issues.coverImageUrl,
        coverImageKey: issues.coverImageKey,
        pageRange: issues.pageRange,
        isCurrent: issues.isCurrent,
        articleCount,
        publishedArticleCount,
      })
      .from(issues)
      .innerJoin(journals, eq(journals.id, issues.journalId))
      .where(filterCondition(opts.filter))
      // Issues created together (an import, the demo content) newest published first.
      .orderBy(
        desc(issues.createdAt),
        sql`${issues.publicationDate} desc nulls first`,
        desc(issues.volumeNumber),
        desc(issues.issueNumber),
        desc(issues.id),
      )
      .limit(opts.limit)
      .offset(opts.offset)
  );
}

export async function countIssues(db: Db, filter: IssueFilter): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(issues)
    .where(filterCondition(filter));
  return row?.n ?? 0;
}

const issueStateColumns = {
  id: issues.id,
  journalId: issues.journalId,
  status: issues.status,
  isCurrent: issues.isCurrent,
  coverImageKey: issues.coverImageKey,
  fullPdfKey: issues.fullPdfKey,
};

export type IssueState = {
  id: string;
  journalId: string;
  status: IssueStatus;
  isCurrent: boolean;
  coverImageKey: string | null;
  fullPdfKey: string | null;
};

/** An issue's journal, status and stored files (no lock). */
export async function findIssueState(db: Db, issueId: string): Promise<IssueState | undefined> {
  const [row] = await db.select(issueStateColumns).from(issues).where(eq(issues.id, issueId));
  return row;
}

/** The same, locked until the transaction ends. */
export async function lockIssueState(tx: Db, issueId: string): Promise<IssueState | undefined> {
  const [row] = await tx.select(issueStateColumns).from(issues).where(eq(issues.id, issueId)).for("update");
  return row;
}

export type IssueValues = {
  journalId: string;
  volumeNumber: number;
  issueNumber: number;
  type: IssueType;
  title: string;
  description: string | null;
  publicationDate: string | null;
  status: IssueStatus;
  pageRange: string | null;
};

export async function insertIssue(tx: Db, values: IssueValues & { createdBy: string }): Promise<string> {
  const [row] = await tx.insert(issues).values(values).returning({ id: issues.id });
  return row!.id;
}

export async function updateIssueRow(
  tx: Db,
  issueId: string,
  values: Partial<IssueValues> & { coverImageKey?: string | null; coverImageUrl?: string | null },
): Promise<void> {
  await tx
    .update(issues)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(issues.id, issueId));
}

/** Whether another issue of the journal has this volume, type and number. */
export async function hasDuplicateIssue(
  tx: Db,
  ref: { journalId: string; volumeNumber: number; type: IssueType; issueNumber: number; exceptId?: string },
): Promise<boolean> {
  const [row] = await tx
    .select({ id: issues.id })
    .from(issues)
    .where(
      and(
        eq(issues.journalId, ref.journalId),
        eq(issues.volumeNumber, ref.volumeNumber),
        eq(issues.type, ref.type),
        eq(issues.issueNumber, ref.issueNumber),
        ref.exceptId ? ne(issues.id, ref.exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** How many articles the issue holds: all of them, and those readers have seen (published or withdrawn). */
export async function countArticlesOfIssue(tx: Db, issueId: string): Promise<{ all: number; public: number }> {
  const [row] = await tx
    .select({
      all: sql<number>`count(*)::int`,
      public: sql<number>`(count(*) filter (where ${articles.status} in ('published', 'withdrawn')))::int`,
    })
    .from(articles)
    .where(eq(articles.issueId, issueId));
  return { all: row?.all ?? 0, public: row?.public ?? 0 };
}

/** The storage keys of every galley of the issue's articles. */
export async function findGalleyKeysOfIssue(tx: Db, issueId: string): Promise<string[]> {
  const rows = await tx
    .select({ key: articleGalleys.storageKey })
    .from(articleGalleys)
    .innerJoin(articles, eq(articles.id, articleGalleys.articleId))
    .where(eq(articles.issueId, issueId));
  return rows.map((r) => r.key);
}

/** Deletes the issue; its articles (and their galleys, authors, history) go with it (foreign keys). */
export async function deleteIssueRow(tx: Db, issueId: string): Promise<void> {
  await tx.delete(issues).where(eq(issues.id, issueId));
}

/**
 * Makes concurrent changes of one journal's current issue take turns (to the end of the
 * transaction), so that unsetting the old one and setting the new one never collide on the
 * one-current-issue index.
 */
export async function lockCurrentIssueOfJournal(tx: Db, journalId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('issue_current'), hashtext(${journalId}))`);
}

/** Clears the current flag of the journal's issues; returns the issues that lost it. */
export async function clearCurrentIssue(tx: Db, journalId: string): Promise<{ id: string; status: IssueStatus }[]> {
  return tx
    .update(issues)
    .set({ isCurrent: false, updatedAt: new Date() })
    .where(and(eq(issues.journalId, journalId), eq(issues.isCurrent, true)))
    .returning({ id: issues.id, status: issues.status });
}

export async function setCurrentFlag(tx: Db, issueId: string, isCurrent: boolean): Promise<void> {
  await tx.update(issues).set({ isCurrent, updatedAt: new Date() }).where(eq(issues.id, issueId));
}

/** The SQLSTATE of a database error (drizzle wraps the driver's error in `cause`). */
export function databaseErrorCode(err: unknown): string | undefined {
  for (let e = err, depth = 0; e && typeof e === "object" && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}
