// Article versions (ADR 066): the earlier versions of a revised article, each what its page showed
// then, with copies of its public files.
import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { affiliations, articleAuthors, articleGalleys, articles, articleVersions } from "~/db/schema";

/** What a version keeps: the article as it reads now, with its public galleys in order. */
export async function findVersionSource(db: Db, articleId: string) {
  const [article] = await db
    .select({
      id: articles.id,
      status: articles.status,
      title: articles.title,
      abstract: articles.abstract,
      keywords: articles.keywords,
      version: articles.version,
      versionNote: articles.versionNote,
      versionDate: articles.versionDate,
      publicationDate: articles.publicationDate,
    })
    .from(articles)
    .where(eq(articles.id, articleId));
  if (!article) return undefined;
  const authors = await db
    .select({ name: articleAuthors.name, affiliation: affiliations.name, orcid: articleAuthors.orcid })
    .from(articleAuthors)
    .leftJoin(affiliations, eq(affiliations.id, articleAuthors.affiliationId))
    .where(eq(articleAuthors.articleId, articleId))
    .orderBy(asc(articleAuthors.position));
  const galleys = await db
    .select({
      kind: articleGalleys.kind,
      label: articleGalleys.label,
      fileName: articleGalleys.fileName,
      mimeType: articleGalleys.mimeType,
      sizeBytes: articleGalleys.sizeBytes,
      storageKey: articleGalleys.storageKey,
    })
    .from(articleGalleys)
    .where(and(eq(articleGalleys.articleId, articleId), eq(articleGalleys.isPublic, true)))
    .orderBy(asc(articleGalleys.position), asc(articleGalleys.createdAt));
  return { article, authors, galleys };
}

export type VersionSource = NonNullable<Awaited<ReturnType<typeof findVersionSource>>>;

/** The article's version, locked until the transaction ends. */
export async function lockArticleVersion(tx: Db, articleId: string): Promise<number | undefined> {
  const [row] = await tx
    .select({ version: articles.version })
    .from(articles)
    .where(eq(articles.id, articleId))
    .for("update");
  return row?.version;
}

export async function insertArticleVersion(tx: Db, values: typeof articleVersions.$inferInsert): Promise<void> {
  await tx.insert(articleVersions).values(values);
}

/** The article becomes `version`, with its note and date. */
export async function setArticleVersion(
  tx: Db,
  articleId: string,
  values: { version: number; versionNote: string; versionDate: string },
): Promise<void> {
  await tx
    .update(articles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(articles.id, articleId));
}

/** The earlier versions of an article, newest first, as a JSON array (the article page's statement). */
export function versionsOfSql(articleId: SQL) {
  return sql<{ version: number; versionDate: string | null; versionNote: string | null; supersededAt: string }[]>`
    array_to_json(array(select json_build_object('version', v.version, 'versionDate', v.version_date::text,
      'versionNote', v.version_note, 'supersededAt', v.superseded_at) from article_versions v
      where v.article_id = ${articleId} order by v.version desc))`;
}

/** One earlier version of an article. */
export async function findArticleVersion(db: Db, articleId: string, version: number) {
  const [row] = await db
    .select()
    .from(articleVersions)
    .where(and(eq(articleVersions.articleId, articleId), eq(articleVersions.version, version)));
  return row;
}

/** The storage keys of versions' file copies among `keys` (for a sweep, and the tests). */
export async function findVersionsOf(db: Db, articleId: string) {
  return db
    .select({ version: articleVersions.version, galleys: articleVersions.galleys })
    .from(articleVersions)
    .where(eq(articleVersions.articleId, articleId))
    .orderBy(desc(articleVersions.version));
}
