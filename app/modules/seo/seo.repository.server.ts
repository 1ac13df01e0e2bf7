// The SEO manager's queries over sitemap_entries: always within the user's scope, paged in SQL.
import {
  and,
  asc,
  count,
  countDistinct,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { journals, sitemapEntries } from "~/db/schema";
import { HIGH_PRIORITY } from "./seo.constants";

/**
 * Which entries a user manages: the site-wide ones (no journal: home, static pages, conferences)
 * when `site`, and those of `journalIds` (null: of every journal).
 */
export type SeoScope = { site: boolean; journalIds: string[] | null };

function scopeCondition(scope: SeoScope): SQL | undefined {
  const journalRows =
    scope.journalIds === null
      ? isNotNull(sitemapEntries.journalId)
      : scope.journalIds.length > 0
        ? inArray(sitemapEntries.journalId, scope.journalIds)
        : sql`false`;
  if (scope.site && scope.journalIds === null) return undefined;
  return scope.site ? or(isNull(sitemapEntries.journalId), journalRows) : journalRows;
}

/**
 * The words of an entry's URL, title and type as a full-text vector. It must stay exactly the
 * expression of the index `sitemap_entries_search_idx` (app/db/schema/community.ts) or searches
 * stop using it. Slashes and other URL punctuation separate words.
 */
const searchVector = sql`to_tsvector('simple'::regconfig, translate(${sitemapEntries.url} || ' ' || coalesce(${sitemapEntries.metaTitle}, '') || ' ' || ${sitemapEntries.pageType}, '/-_.:?=&', '        '))`;

export type SeoFilter = {
  /** A prefix tsquery (users/search-terms.ts), or null for no search. */
  tsQuery: string | null;
  type: string | null;
};

function filterCondition(scope: SeoScope, filter: SeoFilter): SQL | undefined {
  return and(
    scopeCondition(scope),
    filter.tsQuery ? sql`${searchVector} @@ to_tsquery('simple'::regconfig, ${filter.tsQuery})` : undefined,
    filter.type ? eq(sitemapEntries.pageType, filter.type) : undefined,
  );
}

const rowColumns = {
  id: sitemapEntries.id,
  url: sitemapEntries.url,
  pageType: sitemapEntries.pageType,
  priority: sitemapEntries.priority,
  changeFrequency: sitemapEntries.changeFrequency,
  isIndexed: sitemapEntries.isIndexed,
  prioritySetByHand: sitemapEntries.prioritySetByHand,
  indexedSetByHand: sitemapEntries.indexedSetByHand,
  lastModified: sitemapEntries.lastModified,
  metaTitle: sitemapEntries.metaTitle,
  journalId: sitemapEntries.journalId,
};

/** One page of entries, most important first (priority, then URL: the manager's order indexes). */
export async function findSeoEntryPage(
  db: Db,
  scope: SeoScope,
  filter: SeoFilter,
  params: { limit: number; offset: number },
) {
  const where = filterCondition(scope, filter);
  const [rows, [total]] = await Promise.all([
    db
      .select(rowColumns)
      .from(sitemapEntries)
      .where(where)
      .orderBy(desc(sitemapEntries.priority), asc(sitemapEntries.url))
      .limit(params.limit)
      .offset(params.offset),
    db.select({ n: count() }).from(sitemapEntries).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export type SeoEntryRecord = Awaited<ReturnType<typeof findSeoEntryPage>>["rows"][number];

/** The stat cards: every entry in scope, in one aggregate. */
export async function countSeoEntries(db: Db, scope: SeoScope) {
  const [row] = await db
    .select({
      total: count(),
      indexed: sql<number>`count(*) filter (where ${sitemapEntries.isIndexed})`.mapWith(Number),
      highPriority: sql<number>`count(*) filter (where ${sitemapEntries.priority} >= ${HIGH_PRIORITY})`.mapWith(Number),
      pageTypes: countDistinct(sitemapEntries.pageType),
    })
    .from(sitemapEntries)
    .where(scopeCondition(scope));
  return {
    total: row?.total ?? 0,
    indexed: row?.indexed ?? 0,
    highPriority: row?.highPriority ?? 0,
    pageTypes: row?.pageTypes ?? 0,
  };
}

/** The page types of the entries in scope (the type filter's options). */
export async function findSeoPageTypes(db: Db, scope: SeoScope): Promise<string[]> {
  const rows = await db
    .selectDistinct({ pageType: sitemapEntries.pageType })
    .from(sitemapEntries)
    .where(scopeCondition(scope))
    .orderBy(asc(sitemapEntries.pageType));
  return rows.map((r) => r.pageType);
}

/** One entry, locked for the update that follows, or undefined. */
export async function findSeoEntryForUpdate(db: Db, id: string) {
  const [row] = await db.select(rowColumns).from(sitemapEntries).where(eq(sitemapEntries.id, id)).for("update");
  return row;
}

/** Sets a priority chosen by hand (kept by every later regeneration). */
export async function setEntryPriority(db: Db, id: string, priority: number) {
  const [row] = await db
    .update(sitemapEntries)
    .set({ priority, prioritySetByHand: true, updatedAt: new Date() })
    .where(eq(sitemapEntries.id, id))
    .returning(rowColumns);
  return row;
}

/** Sets the indexing chosen by hand (kept by every later regeneration). */
export async function setEntryIndexed(db: Db, id: string, isIndexed: boolean) {
  const [row] = await db
    .update(sitemapEntries)
    .set({ isIndexed, indexedSetByHand: true, updatedAt: new Date() })
    .where(eq(sitemapEntries.id, id))
    .returning(rowColumns);
  return row;
}

/** The next chunk of indexed entries in scope after `afterUrl`, by URL (keyset), for the export. */
export async function findIndexedSeoChunk(db: Db, scope: SeoScope, afterUrl: string | null, limit: number) {
  return db
    .select({
      url: sitemapEntries.url,
      priority: sitemapEntries.priority,
      changeFrequency: sitemapEntries.changeFrequency,
      lastModified: sitemapEntries.lastModified,
    })
    .from(sitemapEntries)
    .where(
      and(
        scopeCondition(scope),
        eq(sitemapEntries.isIndexed, true),
        afterUrl === null ? undefined : gt(sitemapEntries.url, afterUrl),
      ),
    )
    .orderBy(asc(sitemapEntries.url))
    .limit(limit);
}

/** Every journal's id (an editor of all journals regenerates each journal's entries). */
export async function findAllJournalIds(db: Db): Promise<string[]> {
  const rows = await db.select({ id: journals.id }).from(journals).orderBy(asc(journals.shortName));
  return rows.map((r) => r.id);
}
