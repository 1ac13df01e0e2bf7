import { and, asc, desc, eq, inArray, ne, notInArray, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { READABLE_JOURNAL_STATUSES } from "~/modules/journals/journal-visibility";
import { articleAuthors, articles, publishedNumber, citations, externalCitations, issues, journals } from "~/db/schema";

/** Published articles of the platform that cite `articleId`, newest first. */
export async function findCitingArticles(db: Db, articleId: string, limit: number) {
  const rows = await db
    .select({
      id: articles.id,
      title: articles.title,
      publicationDate: articles.publicationDate,
      articleNumber: publishedNumber,
      volumeNumber: issues.volumeNumber,
      journalShortName: journals.shortName,
      context: citations.citationContext,
      origin: citations.origin,
    })
    .from(citations)
    .innerJoin(articles, eq(articles.id, citations.citingArticleId))
    .innerJoin(issues, eq(issues.id, articles.issueId))
    .innerJoin(journals, eq(journals.id, articles.journalId))
    .where(
      and(
        eq(citations.citedArticleId, articleId),
        eq(articles.status, "published"),
        inArray(journals.status, [...READABLE_JOURNAL_STATUSES]),
      ),
    )
    .orderBy(desc(articles.publicationDate))
    .limit(limit);
  if (rows.length === 0) return [];
  const authors = await db
    .select({ articleId: articleAuthors.articleId, name: articleAuthors.name })
    .from(articleAuthors)
    .where(
      inArray(
        articleAuthors.articleId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(articleAuthors.articleId), asc(articleAuthors.position));
  return rows.map((r) => ({ ...r, authors: authors.filter((a) => a.articleId === r.id).map((a) => a.name) }));
}

export async function findExternalCitations(db: Db, articleId: string, limit: number) {
  return db
    .select({
      id: externalCitations.id,
      source: externalCitations.source,
      title: externalCitations.title,
      authors: externalCitations.authors,
      journalName: externalCitations.journalName,
      url: externalCitations.url,
      publicationDate: externalCitations.publicationDate,
      lastUpdated: externalCitations.lastUpdated,
    })
    .from(externalCitations)
    .where(eq(externalCitations.articleId, articleId))
    .orderBy(desc(externalCitations.lastUpdated))
    .limit(limit);
}

// --- Writes. Every change to the citations of a cited article recounts its citation_count in the
// same transaction, after locking the cited rows (in id order) before the change, so that two
// concurrent changes of one article's citations are counted one after the other, never lost.

/** Locks these articles' rows (id order, so that concurrent lockers cannot deadlock). */
export async function lockArticles(tx: Db, articleIds: readonly string[]): Promise<void> {
  if (articleIds.length === 0) return;
  await tx
    .select({ id: articles.id })
    .from(articles)
    .where(inArray(articles.id, [...articleIds]))
    .orderBy(asc(articles.id))
    .for("update");
}

/**
 * Sets each article's citation_count to the number of its citations by published articles
 * (docs/decisions/025: a draft or withdrawn citing article is recorded but not counted).
 */
export async function recountCitations(tx: Db, articleIds: readonly string[]): Promise<void> {
  if (articleIds.length === 0) return;
  await tx.execute(sql`
    update articles set citation_count = (
      select count(*)::int from citations c
      join articles citing on citing.id = c.citing_article_id
      where c.cited_article_id = articles.id and citing.status = 'published'
    )
    where articles.id in (${sql.join(
      articleIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`);
}

/** The articles `citingId` cites (every origin), at most `limit` (a reference list holds 500). */
export async function findCitedIds(tx: Db, citingId: string, limit = 1_000): Promise<string[]> {
  const rows = await tx
    .select({ id: citations.citedArticleId })
    .from(citations)
    .where(eq(citations.citingArticleId, citingId))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The citations `citingId` has from its reference list. */
export async function findReferenceCitations(tx: Db, citingId: string) {
  return tx
    .select({ citedId: citations.citedArticleId })
    .from(citations)
    .where(and(eq(citations.citingArticleId, citingId), eq(citations.origin, "reference")));
}

/** Removes the reference-list citations of `citingId` that are not of `keepCitedIds`. */
export async function deleteReferenceCitationsExcept(tx: Db, citingId: string, keepCitedIds: readonly string[]) {
  await tx
    .delete(citations)
    .where(
      and(
        eq(citations.citingArticleId, citingId),
        eq(citations.origin, "reference"),
        keepCitedIds.length > 0 ? notInArray(citations.citedArticleId, [...keepCitedIds]) : undefined,
      ),
    );
}

/**
 * Records reference-list citations; a citation that exists already keeps its origin (one an editor
 * added by hand stays theirs), a reference-list one takes the reference's current text.
 */
export async function upsertReferenceCitations(
  tx: Db,
  citingId: string,
  cited: readonly { citedId: string; context: string }[],
) {
  if (cited.length === 0) return;
  await tx
    .insert(citations)
    .values(
      cited.map((c) => ({
        citedArticleId: c.citedId,
        citingArticleId: citingId,
        citationContext: c.context,
        origin: "reference" as const,
      })),
    )
    .onConflictDoUpdate({
      target: [citations.citedArticleId, citations.citingArticleId],
      set: { citationContext: sql`excluded.citation_context` },
      setWhere: sql`${citations.origin} = 'reference'`,
    });
}

/** Adds a citation by hand; false when `citingId` already cites `citedId`. */
export async function insertManualCitation(
  tx: Db,
  values: { citedId: string; citingId: string; context: string | null },
): Promise<boolean> {
  const rows = await tx
    .insert(citations)
    .values({
      citedArticleId: values.citedId,
      citingArticleId: values.citingId,
      citationContext: values.context,
      origin: "manual",
    })
    .onConflictDoNothing()
    .returning({ id: citations.id });
  return rows.length > 0;
}

/** Removes the citation of `citedId` by `citingId` (whatever its origin); false when there was none. */
export async function deleteCitation(tx: Db, citedId: string, citingId: string): Promise<boolean> {
  const rows = await tx
    .delete(citations)
    .where(and(eq(citations.citedArticleId, citedId), eq(citations.citingArticleId, citingId)))
    .returning({ id: citations.id });
  return rows.length > 0;
}

/** A published article of the platform, by id (null when there is none). */
export async function findPublishedArticleById(tx: Db, articleId: string) {
  const [row] = await tx
    .select({ id: articles.id, title: articles.title })
    .from(articles)
    .where(and(eq(articles.id, articleId), eq(articles.status, "published")))
    .limit(1);
  return row ?? null;
}

/**
 * Published articles an editor may add as citing `articleId`: by DOI (exact, case-insensitive,
 * on `articles_doi_lower_idx`) or by words of the title (the desk's full-text `search_vector`).
 */
export async function findCitationCandidates(
  db: Db,
  search: { doi: string | null; tsQuery: string | null; excludeId: string; limit: number },
) {
  const match = search.doi
    ? sql`lower(${articles.doi}) = lower(${search.doi})`
    : search.tsQuery
      ? sql`"articles"."search_vector" @@ to_tsquery('simple'::regconfig, ${search.tsQuery})`
      : null;
  if (!match) return [];
  return db
    .select({
      id: articles.id,
      title: articles.title,
      doi: articles.doi,
      publicationDate: articles.publicationDate,
      journalShortName: journals.shortName,
    })
    .from(articles)
    .innerJoin(journals, eq(journals.id, articles.journalId))
    .where(
      and(
        match,
        eq(articles.status, "published"),
        ne(articles.id, search.excludeId),
        inArray(journals.status, [...READABLE_JOURNAL_STATUSES]),
      ),
    )
    .orderBy(desc(articles.publicationDate), desc(articles.id))
    .limit(search.limit);
}
