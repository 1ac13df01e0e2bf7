import { and, asc, eq, inArray, ne, sql, type SQLWrapper } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "~/db/client.server";
import { jsonRows } from "~/db/json-rows.server";
import { builtOnce } from "~/db/prepared.server";
import { articleReferences, articles, issues, journals, titleKeySql } from "~/db/schema";
import { READABLE_JOURNAL_STATUSES } from "~/modules/journals/journal-visibility";

/**
 * Articles with a public record (published or withdrawn): written as the partial index's own
 * predicate, so that the planner uses it.
 */
const isPublic = sql`${articles.status} not in ('draft', 'submitted')`;
/** Values per IN list (PostgreSQL takes at most 65,535 parameters in one statement). */
const CHUNK = 1_000;

function chunks<T>(values: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < values.length; i += CHUNK) out.push(values.slice(i, i + CHUNK));
  return out;
}

/**
 * An article's reference list in order, at most `limit` entries, with the address of the matched
 * article when it is published in a readable journal (its page can be linked).
 */
export async function findReferences(db: Db, articleId: string, limit: number) {
  return referencesQuery(db).execute({ articleId, limit });
}

// The matched article, its issue and journal under names of their own: the article page reads the
// references inside its own query of those tables (referencesAsJson).
const matched = alias(articles, "matched_article");
const matchedIssue = alias(issues, "matched_issue");
const matchedJournal = alias(journals, "matched_journal");

const referenceFields = {
  position: articleReferences.position,
  text: articleReferences.text,
  doi: articleReferences.doi,
  matchedArticleId: articleReferences.matchedArticleId,
  matchedNumber: matched.articleNumber,
  matchedVolume: matchedIssue.volumeNumber,
  matchedJournal: matchedJournal.shortName,
};
const matchedPublished = and(eq(matched.id, articleReferences.matchedArticleId), sql`${matched.status} = 'published'`);
const matchedReadable = and(
  eq(matchedJournal.id, matched.journalId),
  inArray(matchedJournal.status, [...READABLE_JOURNAL_STATUSES]),
);

const referencesQuery = builtOnce("article_references", (db, statement) =>
  db
    .select(referenceFields)
    .from(articleReferences)
    .leftJoin(matched, matchedPublished)
    .leftJoin(matchedIssue, eq(matchedIssue.id, matched.issueId))
    .leftJoin(matchedJournal, matchedReadable)
    .where(eq(articleReferences.articleId, sql.placeholder("articleId")))
    .orderBy(asc(articleReferences.position))
    .limit(sql.placeholder("limit"))
    .prepare(statement),
);

export type ReferenceRow = Awaited<ReturnType<typeof findReferences>>[number];

/** An article's references as findReferences reads them, as a JSON array inside another query. */
export function referencesAsJson(articleId: SQLWrapper, limit: SQLWrapper) {
  return jsonRows<ReferenceRow>(
    referenceFields,
    sql`from ${articleReferences} left join ${articles} ${matched} on ${matchedPublished} left join ${issues} ${matchedIssue} on ${eq(matchedIssue.id, matched.issueId)} left join ${journals} ${matchedJournal} on ${matchedReadable} where ${eq(articleReferences.articleId, articleId)}`,
    sql`${articleReferences.position}`,
    sql`${limit}`,
  );
}

/** Replaces an article's reference list. */
export async function replaceReferences(
  tx: Db,
  articleId: string,
  rows: readonly { text: string; doi: string | null; matchedArticleId: string | null }[],
) {
  await tx.delete(articleReferences).where(eq(articleReferences.articleId, articleId));
  for (const part of chunks(rows.map((r, i) => ({ ...r, position: i + 1, articleId })))) {
    await tx.insert(articleReferences).values(part);
  }
}

/** Public articles (not `excludeId`) with one of these DOIs, compared case-insensitively. */
export async function findPublicArticlesByDoi(tx: Db, dois: readonly string[], excludeId: string) {
  const out: { id: string; doiKey: string }[] = [];
  for (const part of chunks([...new Set(dois.map((d) => d.toLowerCase()))])) {
    const rows = await tx
      .select({ id: articles.id, doiKey: sql<string>`lower(${articles.doi})` })
      .from(articles)
      .where(and(inArray(sql`lower(${articles.doi})`, part), isPublic, ne(articles.id, excludeId)));
    out.push(...rows);
  }
  return out;
}

/** Public articles (not `excludeId`) whose title key is one of `keys` (index `articles_title_key_idx`). */
export async function findPublicArticlesByTitleKey(tx: Db, keys: readonly string[], excludeId: string) {
  const out: { id: string; key: string }[] = [];
  for (const part of chunks([...new Set(keys)])) {
    const rows = await tx
      .select({ id: articles.id, key: sql<string>`${titleKeySql(articles.title)}` })
      .from(articles)
      .where(and(inArray(titleKeySql(articles.title), part), isPublic, ne(articles.id, excludeId)));
    out.push(...rows);
  }
  return out;
}
