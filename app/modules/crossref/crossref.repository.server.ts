// Drizzle queries of DOIs and Crossref deposits; every function takes the db or a transaction.
import { and, asc, count, eq, inArray, isNotNull, max, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import {
  affiliations,
  articleAuthors,
  articleGalleys,
  articles,
  crossrefBatches,
  crossrefDeposits,
  crossrefSettings,
  issues,
  jobs,
  journals,
} from "~/db/schema";

/** An article with what its DOI and deposit need from its issue and journal. */
export async function findArticleForDoi(db: Db, articleId: string, opts: { forUpdate?: boolean } = {}) {
  const query = db
    .select({
      id: articles.id,
      journalId: articles.journalId,
      status: articles.status,
      articleType: articles.articleType,
      title: articles.title,
      abstract: articles.abstract,
      version: articles.version,
      versionNote: articles.versionNote,
      // A notice's article's DOI (ADR 066): the deposit's Crossmark `updates` name it.
      updatesDoi: sql<string | null>`(select o.doi from articles o where o.id = ${articles.updatesArticleId})`,
      language: articles.language,
      license: articles.license,
      doi: articles.doi,
      articleNumber: articles.articleNumber,
      pageStart: articles.pageStart,
      pageEnd: articles.pageEnd,
      acceptanceDate: articles.acceptanceDate,
      publicationDate: articles.publicationDate,
      createdAt: articles.createdAt,
      volumeNumber: issues.volumeNumber,
      issueNumber: issues.issueNumber,
      issueType: issues.type,
      issueTitle: issues.title,
      issuePublicationDate: issues.publicationDate,
      journalShortName: journals.shortName,
      journalTitle: journals.title,
      journalAbbreviation: journals.abbreviation,
      issn: journals.issn,
      eissn: journals.eissn,
      publisher: journals.publisher,
      doiPrefix: journals.doiPrefix,
      autoAssignDoi: journals.autoAssignDoi,
    })
    .from(articles)
    .innerJoin(issues, eq(issues.id, articles.issueId))
    .innerJoin(journals, eq(journals.id, articles.journalId))
    .where(eq(articles.id, articleId));
  const [row] = opts.forUpdate ? await query.for("update", { of: articles }) : await query;
  return row;
}

export type ArticleForDoi = NonNullable<Awaited<ReturnType<typeof findArticleForDoi>>>;

export async function findAuthorsForDeposit(db: Db, articleId: string) {
  return db
    .select({
      name: articleAuthors.name,
      givenName: articleAuthors.givenName,
      familyName: articleAuthors.familyName,
      orcid: articleAuthors.orcid,
      affiliation: affiliations.name,
      rorId: affiliations.rorId,
    })
    .from(articleAuthors)
    .leftJoin(affiliations, eq(affiliations.id, articleAuthors.affiliationId))
    .where(eq(articleAuthors.articleId, articleId))
    .orderBy(asc(articleAuthors.position));
}

export async function hasPublicPdf(db: Db, articleId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: articleGalleys.id })
    .from(articleGalleys)
    .where(
      and(eq(articleGalleys.articleId, articleId), eq(articleGalleys.kind, "pdf"), eq(articleGalleys.isPublic, true)),
    )
    .limit(1);
  return Boolean(row);
}

export async function doiInUse(db: Db, doi: string): Promise<boolean> {
  const [row] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(sql`lower(${articles.doi}) = lower(${doi})`)
    .limit(1);
  return Boolean(row);
}

export async function setArticleDoi(db: Db, articleId: string, doi: string): Promise<void> {
  await db.update(articles).set({ doi }).where(eq(articles.id, articleId));
}

/**
 * Whether the article's DOI has gone or is about to go to Crossref: a deposit of it queued (its file
 * written, waiting to be sent), submitted or registered, now or at any time before.
 */
export async function wasDeposited(db: Db, articleId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: crossrefDeposits.id })
    .from(crossrefDeposits)
    .where(
      and(
        eq(crossrefDeposits.articleId, articleId),
        inArray(crossrefDeposits.status, ["queued", "submitted", "registered"]),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Locks (for the caller's transaction) a send job of `kind` that waits, not yet claimed by a
 * worker, for a queued batch holding this article; answers whether there is one. A worker's claim
 * skips a locked job, and a job claimed meanwhile no longer matches once the lock is granted.
 */
export async function lockWaitingDepositOf(db: Db, articleId: string, kind: string): Promise<boolean> {
  const result = await db.execute(sql`
    select ${jobs.id} from ${jobs}
    join ${crossrefDeposits} on ${crossrefDeposits.batchRef}::text = ${jobs.payload} ->> 'batchRef'
    join ${crossrefBatches} on ${crossrefBatches.id} = ${crossrefDeposits.batchRef}
    where ${jobs.kind} = ${kind} and ${jobs.status} = 'queued' and ${crossrefDeposits.articleId} = ${articleId}
      and ${crossrefBatches.status} = 'queued' and ${crossrefDeposits.status} = 'queued'
    limit 1
    for update of ${jobs}`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

export async function findSettings(db: Db, journalId: string) {
  const [row] = await db.select().from(crossrefSettings).where(eq(crossrefSettings.journalId, journalId));
  return row;
}

export type CrossrefSettingsRow = typeof crossrefSettings.$inferSelect;

export async function upsertSettings(
  db: Db,
  journalId: string,
  values: Partial<Omit<CrossrefSettingsRow, "journalId" | "updatedAt">>,
): Promise<void> {
  await db
    .insert(crossrefSettings)
    .values({ journalId, ...values })
    .onConflictDoUpdate({ target: crossrefSettings.journalId, set: { ...values, updatedAt: new Date() } });
}

export async function setAutoAssign(db: Db, journalId: string, autoAssignDoi: boolean): Promise<void> {
  await db.update(journals).set({ autoAssignDoi }).where(eq(journals.id, journalId));
}

/** The greatest timestamp any earlier batch carried for one of these DOIs. */
export async function maxTimestampOf(db: Db, dois: string[]): Promise<number | null> {
  if (dois.length === 0) return null;
  const [row] = await db
    .select({ value: max(crossrefBatches.timestamp) })
    .from(crossrefBatches)
    .innerJoin(crossrefDeposits, eq(crossrefDeposits.batchRef, crossrefBatches.id))
    .where(inArray(crossrefDeposits.doi, dois));
  return row?.value === null || row?.value === undefined ? null : Number(row.value);
}

export async function insertBatch(db: Db, values: typeof crossrefBatches.$inferInsert) {
  const [row] = await db.insert(crossrefBatches).values(values).returning();
  return row!;
}

export async function insertDeposits(db: Db, rows: (typeof crossrefDeposits.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(crossrefDeposits).values(rows);
}

export async function findBatch(db: Db, id: string) {
  const [row] = await db.select().from(crossrefBatches).where(eq(crossrefBatches.id, id));
  return row;
}

export async function updateBatch(db: Db, id: string, values: Partial<typeof crossrefBatches.$inferInsert>) {
  await db.update(crossrefBatches).set(values).where(eq(crossrefBatches.id, id));
}

export async function incrementBatchRetries(db: Db, id: string, lastError: string): Promise<void> {
  await db
    .update(crossrefBatches)
    .set({ retryCount: sql`${crossrefBatches.retryCount} + 1`, lastError })
    .where(eq(crossrefBatches.id, id));
}

export async function findDepositsOfBatch(db: Db, batchRef: string) {
  return db.select().from(crossrefDeposits).where(eq(crossrefDeposits.batchRef, batchRef));
}

export async function updateDeposit(db: Db, id: string, values: Partial<typeof crossrefDeposits.$inferInsert>) {
  await db.update(crossrefDeposits).set(values).where(eq(crossrefDeposits.id, id));
}

export async function updateDepositsOfBatch(
  db: Db,
  batchRef: string,
  values: Partial<typeof crossrefDeposits.$inferInsert>,
): Promise<void> {
  await db.update(crossrefDeposits).set(values).where(eq(crossrefDeposits.batchRef, batchRef));
}

export type DoiStatusFilter = "all" | "none" | "queued" | "submitted" | "registered" | "failed" | "warning";

/** The newest deposit of each article, as a lateral join. */
const latest = sql`lateral (
  select d.status, d.diagnostic, d.warning, d.updated_at, b.retry_count, b.last_error
  from ${crossrefDeposits} d join ${crossrefBatches} b on b.id = d.batch_ref
  where d.article_id = ${articles.id}
  order by d.created_at desc limit 1
) as latest`;

/**
 * Whether the article's DOI was ever registered: it stays registered with Crossref whatever a later
 * deposit of new metadata does (the screen shows that attempt's failure apart).
 */
const everRegistered = sql`exists (
  select 1 from ${crossrefDeposits} r
  where r.article_id = ${articles.id} and r.doi = ${articles.doi} and r.status = 'registered'
)`;

function statusCondition(filter: DoiStatusFilter) {
  switch (filter) {
    case "all":
      return undefined;
    case "none":
      return sql`latest.status is null`;
    case "warning":
      return sql`latest.status = 'registered' and latest.warning is not null`;
    case "registered":
      return sql`(latest.status = 'registered' or ${everRegistered})`;
    default:
      return sql`latest.status = ${filter}`;
  }
}

/** One page of a journal's articles with their DOI and newest deposit, newest articles first. */
export async function findDoiPage(
  db: Db,
  params: { journalId: string; status: DoiStatusFilter; limit: number; offset: number },
) {
  const where = and(eq(articles.journalId, params.journalId), statusCondition(params.status));
  const rows = await db
    .select({
      id: articles.id,
      title: articles.title,
      status: articles.status,
      doi: articles.doi,
      articleNumber: articles.articleNumber,
      volumeNumber: issues.volumeNumber,
      depositStatus: sql<string | null>`latest.status`,
      registered: sql<boolean>`${everRegistered}`,
      diagnostic: sql<string | null>`latest.diagnostic`,
      warning: sql<string | null>`latest.warning`,
      depositedAt: sql<string | null>`latest.updated_at`,
      retryCount: sql<number | null>`latest.retry_count`,
      lastError: sql<string | null>`latest.last_error`,
    })
    .from(articles)
    // Left: an article awaiting its issue may already have its DOI.
    .leftJoin(issues, eq(issues.id, articles.issueId))
    .leftJoin(latest, sql`true`)
    .where(where)
    // As articles_created_id_idx is written (NOT NULL columns: the same order as plain DESC).
    .orderBy(sql`${articles.createdAt} desc nulls last`, sql`${articles.id} desc nulls last`)
    .limit(params.limit)
    .offset(params.offset);
  const [total] = await db
    .select({ n: count() })
    .from(articles)
    .leftJoin(latest, sql`true`)
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Published articles of the journal with a DOI never registered whose newest deposit failed (or none). */
export async function findUnregistered(db: Db, journalId: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: articles.id })
    .from(articles)
    .leftJoin(latest, sql`true`)
    .where(
      and(
        eq(articles.journalId, journalId),
        eq(articles.status, "published"),
        isNotNull(articles.doi),
        sql`(latest.status is null or latest.status = 'failed') and not ${everRegistered}`,
      ),
    )
    .orderBy(asc(articles.articleNumber))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The journals (id, title, short name) in `scope`, or all when null, by title. */
export async function findJournalsIn(db: Db, scope: string[] | null) {
  return db
    .select({ id: journals.id, title: journals.title, shortName: journals.shortName, doiPrefix: journals.doiPrefix })
    .from(journals)
    .where(scope === null ? undefined : scope.length === 0 ? sql`false` : inArray(journals.id, scope))
    .orderBy(asc(journals.title));
}

/**
 * What needs an editor's attention in these journals (all when null), each counted up to `cap`:
 * published articles with a DOI never sent to Crossref, and DOIs whose newest deposit failed.
 */
export async function countDoiAttention(db: Db, journalIds: readonly string[] | null, cap: number) {
  const inScope =
    journalIds === null
      ? sql`true`
      : journalIds.length === 0
        ? sql`false`
        : sql`a.journal_id in (${sql.join(
            journalIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`;
  const result = await db.execute(sql`
    select
      (select count(*)::int from (
        select 1 from ${articles} a
        where ${inScope} and a.status = 'published' and a.doi is not null
          and not exists (select 1 from ${crossrefDeposits} d where d.article_id = a.id)
        limit ${cap}) never) as "notDeposited",
      (select count(*)::int from (
        select 1 from ${articles} a
        join lateral (select d.status from ${crossrefDeposits} d where d.article_id = a.id
          order by d.created_at desc limit 1) newest on true
        where ${inScope} and a.doi is not null and newest.status = 'failed'
        limit ${cap}) failing) as "failed"`);
  const row = (result as unknown as { rows: { notDeposited: number; failed: number }[] }).rows[0];
  return { notDeposited: Number(row?.notDeposited ?? 0), failed: Number(row?.failed ?? 0) };
}

/** Journals with DOIs whose newest deposit failed before `before`, with how many (up to `cap` each). */
export async function findJournalsWithFailures(db: Db, before: Date, cap: number) {
  const result = await db.execute(sql`
    select j.id as "journalId", j.title as "journalTitle", count(*)::int as "failed"
    from ${journals} j
    join lateral (
      select 1 from ${articles} a
      join lateral (select d.status, d.updated_at from ${crossrefDeposits} d where d.article_id = a.id
        order by d.created_at desc limit 1) newest on true
      where a.journal_id = j.id and a.doi is not null and newest.status = 'failed'
        and newest.updated_at < ${before.toISOString()}::timestamptz
      limit ${cap}
    ) failing on true
    group by j.id, j.title
    order by j.title`);
  return (result as unknown as { rows: { journalId: string; journalTitle: string; failed: number }[] }).rows;
}
