// Drizzle queries of the OJS import (ADR 065); every function takes the db or a transaction. The
// import writes issues, articles, authors, galleys and references as the desk's own writes do,
// without the desk's side effects (mail to authors, new DOIs, deposits): see the ADR.
import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import {
  affiliations,
  articleAuthors,
  articleGalleyFiles,
  articleGalleys,
  articleReferences,
  articleVersions,
  articles,
  crossrefBatches,
  crossrefDeposits,
  issues,
  journals,
  ojsImportLinks,
  ojsImportRuns,
  ojsOldBaseUrls,
} from "~/db/schema";
import { nextArticleNumber } from "~/modules/articles/articles.publishing.repository.server";

export { nextArticleNumber };

/** 'galley_file': a file an HTML galley shows (its image), by `{article}:{file id}`. */
export type LinkKind = "issue" | "article" | "galley" | "file" | "issue_galley" | "galley_file";
export type LinkRow = typeof ojsImportLinks.$inferSelect;

export async function findJournalByShortName(db: Db, shortName: string) {
  const [row] = await db
    .select({ id: journals.id, shortName: journals.shortName, title: journals.title })
    .from(journals)
    .where(eq(journals.shortName, shortName))
    .limit(1);
  return row;
}

export async function findJournalById(db: Db, journalId: string) {
  const [row] = await db
    .select({ id: journals.id, shortName: journals.shortName, title: journals.title })
    .from(journals)
    .where(eq(journals.id, journalId))
    .limit(1);
  return row;
}

export async function findLink(db: Db, journalId: string, kind: LinkKind, ojsId: string): Promise<LinkRow | undefined> {
  const [row] = await db
    .select()
    .from(ojsImportLinks)
    .where(and(eq(ojsImportLinks.journalId, journalId), eq(ojsImportLinks.kind, kind), eq(ojsImportLinks.ojsId, ojsId)))
    .limit(1);
  return row;
}

/** The link of an old URL's segment: by url_path first, then by id (as OJS 3.3 looks them up). */
export async function findLinkByBestId(
  db: Db,
  journalId: string,
  kind: LinkKind,
  bestId: string,
): Promise<LinkRow | undefined> {
  const [byPath] = await db
    .select()
    .from(ojsImportLinks)
    .where(
      and(eq(ojsImportLinks.journalId, journalId), eq(ojsImportLinks.kind, kind), eq(ojsImportLinks.urlPath, bestId)),
    )
    .limit(1);
  return byPath ?? findLink(db, journalId, kind, bestId);
}

export async function upsertLink(db: Db, row: typeof ojsImportLinks.$inferInsert): Promise<void> {
  await db
    .insert(ojsImportLinks)
    .values(row)
    .onConflictDoUpdate({
      target: [ojsImportLinks.journalId, ojsImportLinks.kind, ojsImportLinks.ojsId],
      set: {
        localId: row.localId,
        articleId: row.articleId ?? null,
        urlPath: row.urlPath ?? null,
        fingerprint: row.fingerprint ?? null,
        updatedAt: new Date(),
      },
    });
}

export async function deleteLinks(db: Db, journalId: string, kind: LinkKind, ojsIds: string[]): Promise<void> {
  if (ojsIds.length === 0) return;
  await db
    .delete(ojsImportLinks)
    .where(
      and(
        eq(ojsImportLinks.journalId, journalId),
        eq(ojsImportLinks.kind, kind),
        inArray(ojsImportLinks.ojsId, ojsIds),
      ),
    );
}

export async function findGalleyLinksOfArticle(db: Db, journalId: string, articleId: string): Promise<LinkRow[]> {
  return db
    .select()
    .from(ojsImportLinks)
    .where(
      and(
        eq(ojsImportLinks.journalId, journalId),
        eq(ojsImportLinks.kind, "galley"),
        eq(ojsImportLinks.articleId, articleId),
      ),
    );
}

// --- Issues ----------------------------------------------------------------------------------

export async function findIssueRow(db: Db, issueId: string) {
  const [row] = await db
    .select({ id: issues.id, journalId: issues.journalId, status: issues.status })
    .from(issues)
    .where(eq(issues.id, issueId))
    .limit(1);
  return row;
}

export async function findIssueByNumbers(
  db: Db,
  journalId: string,
  volumeNumber: number,
  issueNumber: number,
): Promise<{ id: string } | undefined> {
  const [row] = await db
    .select({ id: issues.id })
    .from(issues)
    .where(
      and(
        eq(issues.journalId, journalId),
        eq(issues.volumeNumber, volumeNumber),
        eq(issues.issueNumber, issueNumber),
        eq(issues.type, "regular"),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Whether an issue found by its numbers is the journal's own work, which an import must not
 * rewrite: no import made it (no link), and it is published or holds articles. An empty draft
 * made by hand (a shell waiting for the import) may be filled.
 */
export async function isJournalsOwnIssue(db: Db, issueId: string): Promise<boolean> {
  const [row] = await db
    .select({
      own: sql<boolean>`not exists (select 1 from ${ojsImportLinks} where ${ojsImportLinks.kind} = 'issue' and ${ojsImportLinks.localId} = ${issues.id})
        and (${issues.status} = 'published' or exists (select 1 from ${articles} where ${articles.issueId} = ${issues.id}))`,
    })
    .from(issues)
    .where(eq(issues.id, issueId))
    .limit(1);
  return row?.own ?? false;
}

/**
 * The journal's current issue, with whether an import made it: an import's current issue may
 * replace an imported one, never one the journal published itself.
 */
export async function findCurrentIssueOrigin(db: Db, journalId: string) {
  const [row] = await db
    .select({
      id: issues.id,
      volumeNumber: issues.volumeNumber,
      issueNumber: issues.issueNumber,
      imported: sql<boolean>`exists (select 1 from ${ojsImportLinks} where ${ojsImportLinks.kind} = 'issue' and ${ojsImportLinks.localId} = ${issues.id})`,
    })
    .from(issues)
    .where(and(eq(issues.journalId, journalId), eq(issues.isCurrent, true)))
    .limit(1);
  return row;
}

export type IssueWrite = {
  volumeNumber: number;
  issueNumber: number;
  title: string | null;
  description: string | null;
  publicationDate: string | null;
  status: "draft" | "published";
  isCurrent: boolean;
};

export async function insertIssueRow(tx: Db, values: IssueWrite & { journalId: string; createdBy: string | null }) {
  const [row] = await tx
    .insert(issues)
    .values({ ...values, isCurrent: false })
    .returning({ id: issues.id });
  return row!.id;
}

export async function updateIssueRow(tx: Db, issueId: string, values: Omit<IssueWrite, "isCurrent">): Promise<void> {
  await tx.update(issues).set(values).where(eq(issues.id, issueId));
}

/** Makes `issueId` its journal's current issue (at most one per journal). */
export async function makeCurrentIssue(tx: Db, journalId: string, issueId: string): Promise<void> {
  await tx
    .update(issues)
    .set({ isCurrent: false })
    .where(and(eq(issues.journalId, journalId), eq(issues.isCurrent, true), ne(issues.id, issueId)));
  await tx.update(issues).set({ isCurrent: true }).where(eq(issues.id, issueId));
}

// --- Articles --------------------------------------------------------------------------------

export async function findArticleByDoi(db: Db, doi: string) {
  const [row] = await db
    .select({ id: articles.id, journalId: articles.journalId })
    .from(articles)
    .where(sql`lower(${articles.doi}) = lower(${doi})`)
    .limit(1);
  return row;
}

export async function findArticleRow(db: Db, articleId: string) {
  const [row] = await db
    .select({
      id: articles.id,
      journalId: articles.journalId,
      articleNumber: articles.articleNumber,
      status: articles.status,
    })
    .from(articles)
    .where(eq(articles.id, articleId))
    .limit(1);
  return row;
}

export type ArticleWrite = Pick<
  typeof articles.$inferInsert,
  | "issueId"
  | "status"
  | "articleType"
  | "title"
  | "abstract"
  | "keywords"
  | "language"
  | "license"
  | "doi"
  | "pageStart"
  | "pageEnd"
  | "submissionDate"
  | "publicationDate"
  | "articleNumber"
>;

export async function insertArticleRow(
  tx: Db,
  values: ArticleWrite & { id: string; journalId: string; createdBy: string | null },
): Promise<void> {
  await tx.insert(articles).values(values);
}

export async function updateArticleRow(tx: Db, articleId: string, values: ArticleWrite): Promise<void> {
  await tx.update(articles).set(values).where(eq(articles.id, articleId));
}

export type AuthorWrite = {
  name: string;
  givenName: string | null;
  familyName: string | null;
  email: string | null;
  orcid: string | null;
  affiliation: string | null;
  rorId: string | null;
  country: string | null;
  isCorresponding: boolean;
};

/** Replaces an article's authors in the given order, affiliations found or created by name. */
export async function replaceAuthors(tx: Db, articleId: string, authors: readonly AuthorWrite[]): Promise<void> {
  await tx.delete(articleAuthors).where(eq(articleAuthors.articleId, articleId));
  if (authors.length === 0) return;
  const byName = new Map<string, AuthorWrite>();
  for (const a of authors) if (a.affiliation) byName.set(a.affiliation.toLowerCase(), a);
  const ids = new Map<string, string>();
  if (byName.size > 0) {
    await tx
      .insert(affiliations)
      .values([...byName.values()].map((a) => ({ name: a.affiliation!, country: a.country })))
      .onConflictDoNothing();
    const rows = await tx
      .select({ id: affiliations.id, name: affiliations.name })
      .from(affiliations)
      .where(inArray(sql`lower(${affiliations.name})`, [...byName.keys()]));
    for (const r of rows) ids.set(r.name.toLowerCase(), r.id);
  }
  await tx.insert(articleAuthors).values(
    authors.map((a, position) => ({
      articleId,
      position,
      name: a.name,
      givenName: a.givenName,
      familyName: a.familyName,
      email: a.email,
      orcid: a.orcid,
      affiliationId: a.affiliation ? (ids.get(a.affiliation.toLowerCase()) ?? null) : null,
      isCorresponding: a.isCorresponding,
    })),
  );
}

/** The article's current version number (ADR 066). */
export async function articleVersionOf(db: Db, articleId: string): Promise<number> {
  const [row] = await db.select({ version: articles.version }).from(articles).where(eq(articles.id, articleId));
  return row?.version ?? 1;
}

/** Replaces an article's earlier versions and sets its current version number. */
export async function replaceArticleVersions(
  tx: Db,
  articleId: string,
  versions: Omit<typeof articleVersions.$inferInsert, "articleId">[],
  current: { version: number; versionDate: string | null },
): Promise<void> {
  await tx.delete(articleVersions).where(eq(articleVersions.articleId, articleId));
  if (versions.length > 0) await tx.insert(articleVersions).values(versions.map((v) => ({ ...v, articleId })));
  await tx.update(articles).set(current).where(eq(articles.id, articleId));
}

/** The stored files of an article's earlier versions (replaced with them on a re-import). */
export async function findVersionFileKeys(db: Db, articleId: string): Promise<string[]> {
  const rows = await db
    .select({ galleys: articleVersions.galleys })
    .from(articleVersions)
    .where(eq(articleVersions.articleId, articleId));
  return rows.flatMap((r) => r.galleys.map((g) => g.storageKey));
}

export async function replaceReferences(
  tx: Db,
  articleId: string,
  references: readonly { text: string; doi: string | null }[],
): Promise<void> {
  await tx.delete(articleReferences).where(eq(articleReferences.articleId, articleId));
  if (references.length === 0) return;
  await tx
    .insert(articleReferences)
    .values(references.map((r, position) => ({ articleId, position, text: r.text, doi: r.doi })));
}

export async function insertGalleyRow(tx: Db, values: typeof articleGalleys.$inferInsert): Promise<void> {
  await tx.insert(articleGalleys).values(values);
}

export async function findGalleyRows(db: Db, articleId: string) {
  return db
    .select({ id: articleGalleys.id, storageKey: articleGalleys.storageKey, position: articleGalleys.position })
    .from(articleGalleys)
    .where(eq(articleGalleys.articleId, articleId));
}

export async function deleteGalleyRows(tx: Db, galleyIds: string[]): Promise<void> {
  if (galleyIds.length === 0) return;
  await tx.delete(articleGalleys).where(inArray(articleGalleys.id, galleyIds));
}

/** The stored files of the galleys' dependent files (an HTML galley's images), to remove with them. */
export async function findGalleyFileKeys(db: Db, galleyIds: string[]): Promise<string[]> {
  if (galleyIds.length === 0) return [];
  const rows = await db
    .select({ key: articleGalleyFiles.storageKey })
    .from(articleGalleyFiles)
    .where(inArray(articleGalleyFiles.galleyId, galleyIds));
  return rows.map((r) => r.key);
}

export async function insertGalleyFileRows(tx: Db, rows: (typeof articleGalleyFiles.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await tx.insert(articleGalleyFiles).values(rows);
}

/** A dependent file of a galley here, by its id (an old URL's file link). */
export async function findGalleyFileRow(db: Db, id: string) {
  const [row] = await db
    .select({ galleyId: articleGalleyFiles.galleyId, fileName: articleGalleyFiles.fileName })
    .from(articleGalleyFiles)
    .where(eq(articleGalleyFiles.id, id))
    .limit(1);
  return row;
}

export async function setGalleyPosition(tx: Db, galleyId: string, position: number, label: string | null) {
  await tx.update(articleGalleys).set({ position, label }).where(eq(articleGalleys.id, galleyId));
}

// --- DOIs ------------------------------------------------------------------------------------

/**
 * Records imported DOIs as registered: one completed batch of the journal that names them, each
 * with a registered deposit. Nothing is sent: OJS registered them; the DOIs screen shows them
 * registered and its re-deposit sends them with the new URLs.
 */
export async function recordRegisteredDois(
  tx: Db,
  journalId: string,
  items: { articleId: string; doi: string }[],
  actorId: string | null,
): Promise<void> {
  if (items.length === 0) return;
  const now = Date.now();
  const [batch] = await tx
    .insert(crossrefBatches)
    .values({
      journalId,
      batchId: `ojs-import-${crypto.randomUUID()}`,
      timestamp: now,
      mode: "production",
      status: "completed",
      xml: "",
      lastError: null,
      submittedAt: new Date(now),
      completedAt: new Date(now),
      createdBy: actorId,
    })
    .returning({ id: crossrefBatches.id });
  await tx.insert(crossrefDeposits).values(
    items.map((i) => ({
      articleId: i.articleId,
      batchRef: batch!.id,
      doi: i.doi,
      status: "registered" as const,
      warning: "Registered before the move from Open Journal Systems (imported).",
    })),
  );
}

/** Whether the article's DOI is already recorded as registered (a re-import adds no second row). */
export async function doiRecordedRegistered(db: Db, articleId: string, doi: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(crossrefDeposits)
    .where(
      and(
        eq(crossrefDeposits.articleId, articleId),
        eq(crossrefDeposits.doi, doi),
        eq(crossrefDeposits.status, "registered"),
      ),
    )
    .limit(1);
  return row !== undefined;
}

// --- Runs ------------------------------------------------------------------------------------

export type RunRow = typeof ojsImportRuns.$inferSelect;

export async function insertRun(db: Db, values: typeof ojsImportRuns.$inferInsert): Promise<RunRow> {
  const [row] = await db.insert(ojsImportRuns).values(values).returning();
  return row!;
}

export async function findRun(db: Db, runId: string): Promise<RunRow | undefined> {
  const [row] = await db.select().from(ojsImportRuns).where(eq(ojsImportRuns.id, runId)).limit(1);
  return row;
}

export async function updateRun(db: Db, runId: string, values: Partial<typeof ojsImportRuns.$inferInsert>) {
  await db.update(ojsImportRuns).set(values).where(eq(ojsImportRuns.id, runId));
}

export async function findRunsOfJournal(db: Db, journalId: string, limit: number): Promise<RunRow[]> {
  return db
    .select()
    .from(ojsImportRuns)
    .where(eq(ojsImportRuns.journalId, journalId))
    .orderBy(desc(ojsImportRuns.createdAt))
    .limit(limit);
}

// --- Old base URLs ---------------------------------------------------------------------------

export type OldBaseRow = typeof ojsOldBaseUrls.$inferSelect;

export async function findOldBases(db: Db, journalId: string | null): Promise<OldBaseRow[]> {
  const q = db.select().from(ojsOldBaseUrls);
  return journalId ? q.where(eq(ojsOldBaseUrls.journalId, journalId)).orderBy(ojsOldBaseUrls.createdAt) : q;
}

export async function insertOldBase(db: Db, values: typeof ojsOldBaseUrls.$inferInsert): Promise<boolean> {
  const rows = await db
    .insert(ojsOldBaseUrls)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: ojsOldBaseUrls.id });
  return rows.length > 0;
}

export async function deleteOldBase(db: Db, journalId: string, id: string): Promise<void> {
  await db.delete(ojsOldBaseUrls).where(and(eq(ojsOldBaseUrls.journalId, journalId), eq(ojsOldBaseUrls.id, id)));
}

/** What an article's new address is made of. */
export async function findArticleAddress(db: Db, articleId: string) {
  const [row] = await db
    .select({
      shortName: journals.shortName,
      volumeNumber: issues.volumeNumber,
      articleNumber: articles.articleNumber,
      status: articles.status,
    })
    .from(articles)
    .innerJoin(journals, eq(journals.id, articles.journalId))
    .leftJoin(issues, eq(issues.id, articles.issueId))
    .where(eq(articles.id, articleId))
    .limit(1);
  return row;
}

export async function findIssueAddress(db: Db, issueId: string) {
  const [row] = await db
    .select({
      shortName: journals.shortName,
      id: issues.id,
      volumeNumber: issues.volumeNumber,
      issueNumber: issues.issueNumber,
      type: issues.type,
      status: issues.status,
    })
    .from(issues)
    .innerJoin(journals, eq(journals.id, issues.journalId))
    .where(eq(issues.id, issueId))
    .limit(1);
  return row;
}

/** The journal's current issue, if published. */
export async function findCurrentIssueOf(db: Db, journalId: string) {
  const [row] = await db
    .select({ volumeNumber: issues.volumeNumber, issueNumber: issues.issueNumber, type: issues.type })
    .from(issues)
    .where(and(eq(issues.journalId, journalId), eq(issues.isCurrent, true), eq(issues.status, "published")))
    .limit(1);
  return row;
}

/** An article's galley when it has exactly one public galley. */
export async function findSingleGalleyOf(db: Db, articleId: string): Promise<string | null> {
  const rows = await db
    .select({ id: articleGalleys.id })
    .from(articleGalleys)
    .where(and(eq(articleGalleys.articleId, articleId), eq(articleGalleys.isPublic, true)))
    .limit(2);
  return rows.length === 1 ? rows[0]!.id : null;
}

/** A galley of the article by its OJS url_path. */
export async function findGalleyLinkByPath(
  db: Db,
  journalId: string,
  articleId: string,
  urlPath: string,
): Promise<LinkRow | undefined> {
  const [row] = await db
    .select()
    .from(ojsImportLinks)
    .where(
      and(
        eq(ojsImportLinks.journalId, journalId),
        eq(ojsImportLinks.kind, "galley"),
        eq(ojsImportLinks.articleId, articleId),
        eq(ojsImportLinks.urlPath, urlPath),
      ),
    )
    .limit(1);
  return row;
}

/** Published articles of the journal that came from OJS with a DOI, at most `limit`. */
export async function findImportedArticlesWithDoi(db: Db, journalId: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: articles.id })
    .from(ojsImportLinks)
    .innerJoin(articles, eq(articles.id, ojsImportLinks.localId))
    .where(
      and(
        eq(ojsImportLinks.journalId, journalId),
        eq(ojsImportLinks.kind, "article"),
        eq(articles.status, "published"),
        sql`${articles.doi} is not null`,
      ),
    )
    .orderBy(articles.id)
    .limit(limit);
  return rows.map((r) => r.id);
}
