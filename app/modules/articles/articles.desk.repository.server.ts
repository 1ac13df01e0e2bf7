import { and, asc, desc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import {
  affiliations,
  articleAuthors,
  articleEvents,
  articleGalleyFiles,
  articleGalleys,
  articles,
  issues,
  journals,
  users,
} from "~/db/schema";
import type { ListStatusFilter, StoredArticleType } from "./articles.desk.constants";

/**
 * The words of an article's title and abstract as a full-text vector: the stored generated column
 * `search_vector` (migration 0007_publishing_desk, GIN index `articles_search_vector_idx`), not in
 * the Drizzle schema so that whole-row selects do not carry it. Its expression there must stay
 * to_tsvector('simple', title || ' ' || coalesce(abstract, '')).
 */
const searchVector = sql`"articles"."search_vector"`;

/** Which journals' articles: every journal (null), or these. */
export type JournalScope = readonly string[] | null;

export type ArticleFilter = {
  /** A prefix tsquery (see users/search-terms.ts), or null for no search. */
  tsQuery: string | null;
  journalId: string | null;
  issueId: string | null;
  status: ListStatusFilter | null;
  type: StoredArticleType | null;
};

function scopeCondition(scope: JournalScope): SQL | undefined {
  if (scope === null) return undefined;
  return scope.length > 0 ? inArray(articles.journalId, [...scope]) : sql`false`;
}

/**
 * The filter's conditions. A search matching few articles (`fewMatches`) reads their ids from the
 * full-text index first: otherwise PostgreSQL walks the (created_at, id) index newest first and
 * tests every row until a page is full, which for a rare word means the whole table. A search
 * matching many fills a page early on the date index.
 */
function filterConditions(filter: ArticleFilter, fewMatches = false): SQL[] {
  const conditions: SQL[] = [];
  if (filter.tsQuery && fewMatches) {
    conditions.push(sql`${articles.id} = any(array(
      select a.id from articles a
      where a.search_vector @@ to_tsquery('simple'::regconfig, ${filter.tsQuery})))`);
  } else if (filter.tsQuery) {
    conditions.push(sql`${searchVector} @@ to_tsquery('simple'::regconfig, ${filter.tsQuery})`);
  }
  if (filter.journalId) conditions.push(eq(articles.journalId, filter.journalId));
  if (filter.issueId) conditions.push(eq(articles.issueId, filter.issueId));
  if (filter.status === "published") conditions.push(eq(articles.status, "published"));
  else if (filter.status === "withdrawn") conditions.push(eq(articles.status, "withdrawn"));
  // The spec's list treats every status other than published as Draft.
  else if (filter.status === "draft") conditions.push(inArray(articles.status, ["draft", "submitted"]));
  if (filter.type) conditions.push(eq(articles.articleType, filter.type));
  return conditions;
}

/**
 * How many articles of the scope match the filter, counted up to `cap + 1`: counting every match of
 * a common word (or the whole table) costs hundreds of milliseconds on 100,000 articles, and past a
 * few hundred pages nobody pages on; a count over `cap` means "more than cap".
 */
export async function countArticles(db: Db, scope: JournalScope, filter: ArticleFilter, cap: number): Promise<number> {
  const matches = db
    .select({ one: sql`1` })
    .from(articles)
    .where(and(scopeCondition(scope), ...filterConditions(filter)))
    .limit(cap + 1)
    .as("matches");
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(matches);
  return row?.n ?? 0;
}

/** One page of the scoped articles matching the filter, newest first (index articles_created_id_idx). */
export async function findArticlePage(
  db: Db,
  opts: { scope: JournalScope; filter: ArticleFilter; fewMatches: boolean; limit: number; offset: number },
) {
  return (
    db
      .select({
        id: articles.id,
        articleNumber: articles.articleNumber,
        title: articles.title,
        articleType: articles.articleType,
        status: articles.status,
        publicationDate: articles.publicationDate,
        createdAt: articles.createdAt,
        journalShortName: journals.shortName,
        volumeNumber: issues.volumeNumber,
        issueNumber: issues.issueNumber,
        issueType: issues.type,
      })
      .from(articles)
      .innerJoin(journals, eq(journals.id, articles.journalId))
      // Left: an article awaiting its issue is listed too.
      .leftJoin(issues, eq(issues.id, articles.issueId))
      .where(and(scopeCondition(opts.scope), ...filterConditions(opts.filter, opts.fewMatches)))
      // NULLS LAST as the index is declared (the columns are never null): plain DESC would be NULLS
      // FIRST, which the index cannot serve, and every page would sort the whole table.
      .orderBy(sql`${articles.createdAt} desc nulls last`, sql`${articles.id} desc nulls last`)
      .limit(opts.limit)
      .offset(opts.offset)
  );
}

export type ArticlePageRow = Awaited<ReturnType<typeof findArticlePage>>[number];

/** The journals of the scope, by title. */
export async function findJournalsOf(db: Db, scope: JournalScope) {
  return db
    .select({ id: journals.id, shortName: journals.shortName, title: journals.title })
    .from(journals)
    .where(scope === null ? undefined : scope.length > 0 ? inArray(journals.id, [...scope]) : sql`false`)
    .orderBy(asc(journals.title));
}

/** A journal's issues, newest first (spec 002 section 7), at most `limit`. */
export async function findIssuesOfJournal(db: Db, journalId: string, limit: number) {
  return db
    .select({
      id: issues.id,
      journalId: issues.journalId,
      volumeNumber: issues.volumeNumber,
      issueNumber: issues.issueNumber,
      type: issues.type,
      title: issues.title,
      status: issues.status,
    })
    .from(issues)
    .where(eq(issues.journalId, journalId))
    .orderBy(desc(issues.createdAt), desc(issues.volumeNumber), desc(issues.issueNumber))
    .limit(limit);
}

export async function findIssue(db: Db, issueId: string) {
  const [row] = await db
    .select({ id: issues.id, journalId: issues.journalId })
    .from(issues)
    .where(eq(issues.id, issueId))
    .limit(1);
  return row;
}

export async function journalExists(db: Db, journalId: string): Promise<boolean> {
  const [row] = await db.select({ id: journals.id }).from(journals).where(eq(journals.id, journalId)).limit(1);
  return row !== undefined;
}

export async function journalHasIssues(db: Db, journalId: string): Promise<boolean> {
  const [row] = await db.select({ id: issues.id }).from(issues).where(eq(issues.journalId, journalId)).limit(1);
  return row !== undefined;
}

/** The article with its journal and issue (none while it awaits one); locked until the transaction ends with `forUpdate`. */
export async function findArticleRecord(db: Db, articleId: string, opts: { forUpdate?: boolean } = {}) {
  const query = db
    .select({
      article: articles,
      journalShortName: journals.shortName,
      volumeNumber: issues.volumeNumber,
    })
    .from(articles)
    .innerJoin(journals, eq(journals.id, articles.journalId))
    .leftJoin(issues, eq(issues.id, articles.issueId))
    .where(eq(articles.id, articleId))
    .limit(1);
  const [row] = opts.forUpdate ? await query.for("update", { of: articles }) : await query;
  return row;
}

export type ArticleRecord = NonNullable<Awaited<ReturnType<typeof findArticleRecord>>>;

export async function findArticleAuthors(db: Db, articleId: string) {
  return db
    .select({
      name: articleAuthors.name,
      email: articleAuthors.email,
      orcid: articleAuthors.orcid,
      isCorresponding: articleAuthors.isCorresponding,
      affiliation: affiliations.name,
    })
    .from(articleAuthors)
    .leftJoin(affiliations, eq(affiliations.id, articleAuthors.affiliationId))
    .where(eq(articleAuthors.articleId, articleId))
    .orderBy(asc(articleAuthors.position));
}

/** Another article (not `excludeId`) with this title, compared case-insensitively. */
export async function titleTaken(db: Db, title: string, excludeId: string | null): Promise<boolean> {
  const [row] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(sql`lower(${articles.title}) = lower(${title})`, excludeId ? ne(articles.id, excludeId) : undefined))
    .limit(1);
  return row !== undefined;
}

/** Another article (not `excludeId`) with this DOI (unique in the table). */
export async function doiTaken(db: Db, doi: string, excludeId: string | null): Promise<boolean> {
  const [row] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(sql`lower(${articles.doi}) = lower(${doi})`, excludeId ? ne(articles.id, excludeId) : undefined))
    .limit(1);
  return row !== undefined;
}

export type ArticleValues = Pick<
  typeof articles.$inferInsert,
  | "journalId"
  | "issueId"
  | "title"
  | "abstract"
  | "articleType"
  | "status"
  | "keywords"
  | "doi"
  | "pageStart"
  | "pageEnd"
  | "submissionDate"
  | "revisedDate"
  | "acceptanceDate"
  | "publicationDate"
>;

export async function insertArticle(tx: Db, values: ArticleValues & { id: string; createdBy: string }): Promise<void> {
  await tx.insert(articles).values(values);
}

export async function updateArticleRow(tx: Db, articleId: string, values: Partial<ArticleValues>): Promise<void> {
  await tx
    .update(articles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(articles.id, articleId));
}

/** Deletes the article; its authors, galleys' rows and events go with it (ON DELETE CASCADE). */
export async function deleteArticleRow(tx: Db, articleId: string): Promise<void> {
  await tx.delete(articles).where(eq(articles.id, articleId));
}

/** The article's history, newest first, with the name of who did each thing. */
export async function findArticleEvents(db: Db, articleId: string, limit: number) {
  return db
    .select({
      id: articleEvents.id,
      kind: articleEvents.kind,
      detail: articleEvents.detail,
      actorName: users.name,
      createdAt: articleEvents.createdAt,
    })
    .from(articleEvents)
    .leftJoin(users, eq(users.id, articleEvents.actorId))
    .where(eq(articleEvents.articleId, articleId))
    .orderBy(desc(articleEvents.createdAt), desc(articleEvents.id))
    .limit(limit);
}

// --- Galleys

export type GalleyRow = typeof articleGalleys.$inferSelect;

/** The article's galleys in reading order (public and draft ones). */
export async function findGalleys(db: Db, articleId: string, limit: number): Promise<GalleyRow[]> {
  return db
    .select()
    .from(articleGalleys)
    .where(eq(articleGalleys.articleId, articleId))
    .orderBy(asc(articleGalleys.position), asc(articleGalleys.createdAt), asc(articleGalleys.id))
    .limit(limit);
}

/** One galley of one article (a galley id of another article is not found); locked with `forUpdate`. */
export async function findGalley(
  db: Db,
  articleId: string,
  galleyId: string,
  opts: { forUpdate?: boolean } = {},
): Promise<GalleyRow | undefined> {
  const query = db
    .select()
    .from(articleGalleys)
    .where(and(eq(articleGalleys.id, galleyId), eq(articleGalleys.articleId, articleId)));
  const [row] = opts.forUpdate ? await query.for("update") : await query;
  return row;
}

export async function insertGalley(tx: Db, values: typeof articleGalleys.$inferInsert): Promise<void> {
  await tx.insert(articleGalleys).values(values);
}

export async function updateGalleyRow(
  tx: Db,
  galleyId: string,
  values: Partial<Pick<GalleyRow, "label" | "isPublic" | "position">>,
): Promise<void> {
  await tx.update(articleGalleys).set(values).where(eq(articleGalleys.id, galleyId));
}

export async function deleteGalleyRow(tx: Db, galleyId: string): Promise<void> {
  await tx.delete(articleGalleys).where(eq(articleGalleys.id, galleyId));
}

/** The storage keys of the article's galleys (to remove them once its deletion has committed). */
export async function findGalleyKeys(db: Db, articleId: string): Promise<string[]> {
  const rows = await db
    .select({ key: articleGalleys.storageKey })
    .from(articleGalleys)
    .where(eq(articleGalleys.articleId, articleId));
  return rows.map((r) => r.key);
}

/** Which of `keys` a galley row refers to. */
export async function findReferencedGalleyKeys(db: Db, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: articleGalleys.storageKey })
    .from(articleGalleys)
    .where(inArray(articleGalleys.storageKey, keys));
  // An HTML galley's images are stored under its folder too (ADR 072).
  const files = await db
    .select({ key: articleGalleyFiles.storageKey })
    .from(articleGalleyFiles)
    .where(inArray(articleGalleyFiles.storageKey, keys));
  return new Set([...rows, ...files].map((r) => r.key));
}
