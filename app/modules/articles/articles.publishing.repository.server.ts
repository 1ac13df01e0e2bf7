import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { affiliations, articleAuthors, articleEvents, articleGalleys, articles, issues, journals } from "~/db/schema";
import type { ArticleEventDetail, ArticleEventKind } from "./article-events";

/** An article with what publishing it needs, locked until the transaction ends. */
export async function lockArticle(tx: Db, articleId: string) {
  const [row] = await tx
    .select({
      id: articles.id,
      journalId: articles.journalId,
      // The issue's own id (the join requires one): an article awaiting its issue is not found here.
      issueId: issues.id,
      status: articles.status,
      articleType: articles.articleType,
      title: articles.title,
      language: articles.language,
      license: articles.license,
      doi: articles.doi,
      articleNumber: articles.articleNumber,
      publicationDate: articles.publicationDate,
      submissionId: articles.submissionId,
      pageStart: articles.pageStart,
      pageEnd: articles.pageEnd,
      volumeNumber: issues.volumeNumber,
      issueNumber: issues.issueNumber,
      issueType: issues.type,
      issueStatus: issues.status,
      journalShortName: journals.shortName,
      journalTitle: journals.title,
      journalAbbreviation: journals.abbreviation,
    })
    .from(articles)
    .innerJoin(issues, eq(issues.id, articles.issueId))
    .innerJoin(journals, eq(journals.id, articles.journalId))
    .where(eq(articles.id, articleId))
    .for("update", { of: articles });
  return row;
}

export type LockedArticle = NonNullable<Awaited<ReturnType<typeof lockArticle>>>;

/** The journal of an article that awaits its issue (it cannot be published yet), if it is one. */
export async function findArticleAwaitingIssue(tx: Db, articleId: string) {
  const [row] = await tx
    .select({ journalId: articles.journalId })
    .from(articles)
    .where(and(eq(articles.id, articleId), isNull(articles.issueId)));
  return row;
}

/**
 * The journal's next article number. Numbers are given at first publication; the advisory lock
 * (held to the end of the transaction) makes concurrent publications of one journal take turns.
 */
export async function nextArticleNumber(tx: Db, journalId: string): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('article_number'), hashtext(${journalId}))`);
  const [row] = await tx
    .select({ last: sql<number>`coalesce(max(${articles.articleNumber}), 0)::int` })
    .from(articles)
    .where(eq(articles.journalId, journalId));
  return (row?.last ?? 0) + 1;
}

export async function markArticlePublished(
  tx: Db,
  articleId: string,
  values: { articleNumber: number; publicationDate: string },
): Promise<void> {
  await tx
    .update(articles)
    .set({ ...values, status: "published", withdrawnAt: null, withdrawalReason: null, updatedAt: new Date() })
    .where(eq(articles.id, articleId));
}

export async function markArticleWithdrawn(tx: Db, articleId: string, reason: string): Promise<void> {
  await tx
    .update(articles)
    .set({ status: "withdrawn", withdrawnAt: new Date(), withdrawalReason: reason, updatedAt: new Date() })
    .where(eq(articles.id, articleId));
}

/** Appends one entry to an article's history. Call it in the transaction that makes the change. */
export async function recordArticleEvent<K extends ArticleEventKind>(
  tx: Db,
  event: { articleId: string; actorId: string | null; kind: K; detail: ArticleEventDetail[K] },
): Promise<void> {
  await tx.insert(articleEvents).values({
    articleId: event.articleId,
    actorId: event.actorId,
    kind: event.kind,
    detail: event.detail as Record<string, unknown>,
    // The wall clock keeps events in the order they happened, also within one transaction; the
    // embedded database's clock can repeat a value for two quick inserts, so an event is never
    // earlier than the article's last one plus a microsecond.
    createdAt: sql`greatest(clock_timestamp(), (select max(e.created_at) + interval '1 microsecond' from ${articleEvents} e where e.article_id = ${event.articleId}))`,
  });
}

export async function findAuthorsOfArticles(db: Db, articleIds: string[]) {
  if (articleIds.length === 0) return [];
  return db
    .select({
      articleId: articleAuthors.articleId,
      name: articleAuthors.name,
      email: articleAuthors.email,
      familyName: articleAuthors.familyName,
      givenName: articleAuthors.givenName,
    })
    .from(articleAuthors)
    .where(inArray(articleAuthors.articleId, articleIds))
    .orderBy(asc(articleAuthors.articleId), asc(articleAuthors.position));
}

export async function lockIssue(tx: Db, issueId: string) {
  const [row] = await tx
    .select({
      id: issues.id,
      journalId: issues.journalId,
      status: issues.status,
      publicationDate: issues.publicationDate,
      volumeNumber: issues.volumeNumber,
    })
    .from(issues)
    .where(eq(issues.id, issueId))
    .for("update");
  return row;
}

export async function markIssuePublished(tx: Db, issueId: string, publicationDate: string): Promise<void> {
  await tx
    .update(issues)
    .set({ status: "published", publicationDate, updatedAt: new Date() })
    .where(eq(issues.id, issueId));
}

/** The issue's articles that publishing the issue publishes, in table-of-contents order. */
export async function findArticlesToPublishWithIssue(tx: Db, issueId: string) {
  return tx
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.issueId, issueId), inArray(articles.status, ["draft", "submitted"])))
    .orderBy(sql`${articles.pageStart} asc nulls last`, asc(articles.createdAt), asc(articles.id));
}

export async function countArticleAuthors(tx: Db, articleId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(articleAuthors)
    .where(eq(articleAuthors.articleId, articleId));
  return row?.n ?? 0;
}

export type ArticleAuthorInput = {
  name: string;
  email: string | null;
  affiliation: string | null;
  orcid: string | null;
  isCorresponding: boolean;
};

/** Replaces an article's authors (in the given order), creating affiliations by name as needed. */
export async function replaceArticleAuthors(tx: Db, articleId: string, authors: readonly ArticleAuthorInput[]) {
  await tx.delete(articleAuthors).where(eq(articleAuthors.articleId, articleId));
  if (authors.length === 0) return;
  const names = [...new Set(authors.map((a) => a.affiliation?.trim()).filter((n): n is string => !!n))];
  const affiliationIds = new Map<string, string>();
  if (names.length > 0) {
    await tx
      .insert(affiliations)
      .values(names.map((name) => ({ name })))
      .onConflictDoNothing();
    const rows = await tx
      .select({ id: affiliations.id, name: affiliations.name })
      .from(affiliations)
      .where(
        inArray(
          sql`lower(${affiliations.name})`,
          names.map((n) => n.toLowerCase()),
        ),
      );
    for (const r of rows) affiliationIds.set(r.name.toLowerCase(), r.id);
  }
  await tx.insert(articleAuthors).values(
    authors.map((a, position) => {
      const { givenName, familyName } = splitName(a.name);
      return {
        articleId,
        position,
        name: a.name.trim(),
        givenName,
        familyName,
        email: a.email?.trim() || null,
        orcid: a.orcid?.trim() || null,
        affiliationId: a.affiliation?.trim() ? (affiliationIds.get(a.affiliation.trim().toLowerCase()) ?? null) : null,
        isCorresponding: a.isCorresponding,
      };
    }),
  );
}

/** "Asha R. Patil" -> given "Asha R.", family "Patil"; "Patil, Asha" -> the same. */
export function splitName(name: string): { givenName: string | null; familyName: string | null } {
  const trimmed = name.trim().replace(/\s+/g, " ");
  if (trimmed.includes(",")) {
    const [family, given] = trimmed.split(",", 2).map((s) => s.trim());
    return { givenName: given || null, familyName: family || null };
  }
  const parts = trimmed.split(" ");
  if (parts.length < 2) return { givenName: null, familyName: trimmed || null };
  return { givenName: parts.slice(0, -1).join(" "), familyName: parts.at(-1)! };
}

/**
 * The articles that publishing the issue would publish without a public galley (readers would find
 * no file): up to `limit` titles in table-of-contents order, and how many there are in all.
 */
export async function findIssueArticlesWithoutPublicGalley(db: Db, issueId: string, limit: number) {
  const rows = await db
    .select({ title: articles.title, total: sql<number>`count(*) over ()::int` })
    .from(articles)
    .where(
      and(
        eq(articles.issueId, issueId),
        inArray(articles.status, ["draft", "submitted"]),
        sql`not exists (select 1 from ${articleGalleys} g where g.article_id = ${articles.id} and g.is_public)`,
      ),
    )
    .orderBy(sql`${articles.pageStart} asc nulls last`, asc(articles.createdAt), asc(articles.id))
    .limit(limit);
  return { titles: rows.map((r) => r.title), total: rows[0]?.total ?? 0 };
}

/** An issue's journal (to check who may publish it) and status. */
export async function findIssueJournal(db: Db, issueId: string) {
  const [row] = await db
    .select({ journalId: issues.journalId, status: issues.status })
    .from(issues)
    .where(eq(issues.id, issueId));
  return row;
}
