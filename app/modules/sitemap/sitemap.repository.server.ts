import { and, asc, count, countDistinct, desc, eq, gt, isNull, max, ne, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { builtOnce } from "~/db/prepared.server";
import { journals, sitemapEntries } from "~/db/schema";
import { contentModifiedSql } from "./content-date.server";
import { PAGE_TYPES, PRIORITY, STATIC_CONTENT_DATE, STATIC_PAGES } from "./sitemap.constants";

/** Rows of a raw query: node-postgres and PGlite both answer with `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

// Meta descriptions are stored short: pages show two lines, search snippets about 160 characters.
// Cut first, then trim: character functions cost time per character walked, which adds up to
// seconds over 100,000 abstracts on the embedded database. Inner line breaks are left for the
// page to collapse.
const DESCRIPTION_CHARS = 300;
const shortText = (column: string) =>
  sql.raw(`nullif(btrim(left(${column}, ${DESCRIPTION_CHARS}), E' \\t\\r\\n'), '')`);

// lastmod is when the content last really changed (contentModifiedSql), never when this
// installation happened to write a row: demo content loaded today carries its publication dates.
const articleModified = sql.raw(contentModifiedSql("a"));
const issueModified = sql.raw(contentModifiedSql("i"));
/**
 * A journal's own record counts once edited (its creation is the installation's); its home page
 * shows the current issue, so it changes with its published issues. created_at without either.
 */
const journalModified = sql.raw(`coalesce(greatest(
    case when j.updated_at > j.created_at then j.updated_at end,
    (select max(${contentModifiedSql("i")}) from issues i where i.journal_id = j.id and i.status = 'published')
  ), j.created_at)`);

export type RegenerateCounts = { total: number; inserted: number; updated: number; removed: number };

/**
 * What a regeneration covers. Each scope but `sources` also refreshes the static pages, whose
 * dates follow the content.
 * - nothing: everything (the service walks a whole catalogue in `sources` slices instead);
 * - `journalId`: that journal's entries (its home, published issues and articles);
 * - `issueId`: the issue's entry, its articles' entries and its journal's home (the journal of
 *   `journalId` when given: an issue deleted or moved to another journal);
 * - `articleId`: the article's entry (a journal's home does not show articles);
 * - `siteOnly`: the entries outside every journal (conferences);
 * - `sources`: the journals, issues and articles whose id is in [from, to) (an open end is null).
 */
export type SitemapScope = {
  journalId?: string;
  issueId?: string;
  articleId?: string;
  siteOnly?: boolean;
  sources?: { from: string | null; to: string | null };
};

/** `and <column> in [from, to)` for a `sources` scope; nothing otherwise. */
function inSources(scope: SitemapScope, column: string): SQL {
  const { from = null, to = null } = scope.sources ?? {};
  const col = sql.raw(column);
  return sql`${from === null ? sql`` : sql` and ${col} >= ${from}::uuid`}${to === null ? sql`` : sql` and ${col} < ${to}::uuid`}`;
}

/**
 * Every entry the scope's content calls for, as one SELECT (url, page_type, journal_id, source_id,
 * priority, change_frequency, last_modified, meta_title, meta_description). URL shapes must match
 * app/lib/paths.ts (journalPath, issuePath, articlePath); the integration tests hold them together.
 */
function desiredEntries(scope: SitemapScope): SQL {
  const parts: SQL[] = [];
  if (!scope.sources) parts.push(staticEntries);
  if (!scope.journalId && !scope.issueId && !scope.articleId && !scope.sources) parts.push(conferenceEntries);
  if (!scope.siteOnly) {
    // An issue's change shows on its journal's home (which lists the current issue).
    const ofJournal = scope.journalId
      ? sql` and j.id = ${scope.journalId}::uuid`
      : scope.issueId
        ? sql` and j.id = (select journal_id from issues where id = ${scope.issueId}::uuid)`
        : sql``;
    if (!scope.articleId) {
      parts.push(sql`${journalHomes} ${ofJournal} ${inSources(scope, "j.id")}`);
      const ofIssue = scope.issueId ? sql` and i.id = ${scope.issueId}::uuid` : sql``;
      parts.push(sql`${issueEntries} ${ofJournal} ${ofIssue} ${inSources(scope, "i.id")}`);
    }
    const ofArticles = scope.articleId
      ? sql` and a.id = ${scope.articleId}::uuid`
      : sql`${ofJournal}${scope.issueId ? sql` and a.issue_id = ${scope.issueId}::uuid` : sql``}`;
    parts.push(sql`${articleEntries} ${ofArticles} ${inSources(scope, "a.id")}`);
  }
  // The names are given here: the first part of the union (which would name them) varies.
  return sql`select * from (${sql.join(parts, sql` union all `)}) as d(url, page_type, journal_id, source_id,
    priority, change_frequency, last_modified, meta_title, meta_description)`;
}

const staticRows = sql.join(
  STATIC_PAGES.map(
    (p) =>
      sql`(${p.path}::text, ${p.title}::text, ${p.description}::text, ${p.priority}::float8, ${p.changeFrequency}::text, ${p.source ?? null}::text)`,
  ),
  sql`, `,
);

/** The static pages; one that lists content (the home page, /journals, ...) changed when it did. */
const staticEntries = sql`
    select s.url, 'static'::text as page_type, null::uuid as journal_id, null::uuid as source_id, s.priority,
      s.change_frequency,
      greatest(${STATIC_CONTENT_DATE}::timestamptz, case s.source
        when 'articles' then d.articles when 'journals' then d.journals
        when 'conferences' then d.conferences when 'editorial_board' then d.editorial_board end) as last_modified,
      s.meta_title, s.meta_description
    from (values ${staticRows}) as s(url, meta_title, meta_description, priority, change_frequency, source)
    cross join (select
      (select max(${articleModified}) from articles a where a.status = 'published') as articles,
      (select max(${journalModified}) from journals j where j.status in ('active', 'archived')) as journals,
      (select max(updated_at) from conferences) as conferences,
      (select max(updated_at) from editorial_board_members where is_active) as editorial_board) d
`;

/** Each conference's public page; they belong to no journal, so they are in the site's file. */
const conferenceEntries = sql`
    select '/conferences/' || c.id, 'conference', null::uuid, c.id, ${PRIORITY.conference}::float8, 'monthly',
      c.updated_at, c.title, ${shortText("c.description")}
    from conferences c
`;

// The journals' home pages, published issues and articles; desiredEntries() appends conditions.

/** A journal home shows its current issue, so it changes when a published issue does. */
const journalHomes = sql`
    select '/journal/' || j.short_name, 'journal', j.id, j.id, ${PRIORITY.journal}::float8, 'weekly', ${journalModified},
      j.title, ${shortText("j.description")}
    from journals j
    where j.status in ('active', 'archived')
`;

const issueEntries = sql`
    select '/journal/' || j.short_name || '/issue/v' || i.volume_number || '-'
        || (case when i.type = 'special' then 's' else 'i' end) || i.issue_number,
      'issue', j.id, i.id, ${PRIORITY.issue}::float8, 'monthly', ${issueModified},
      'Volume ' || i.volume_number || ', ' || (case when i.type = 'special' then 'Special Issue ' else 'Issue ' end)
        || i.issue_number || coalesce(': ' || nullif(btrim(i.title), ''), '') || ' | ' || j.title,
      coalesce(${shortText("i.description")}, 'A published issue of ' || j.title || '.')
    from issues i
    join journals j on j.id = i.journal_id
    where i.status = 'published' and j.status in ('active', 'archived')
`;

/** A published article is public before its issue is (online first). */
const articleEntries = sql`
    select '/journal/' || j.short_name || '/article/' || i.volume_number || '/' || a.article_number,
      'article', j.id, a.id, ${PRIORITY.article}::float8, 'monthly', ${articleModified},
      a.title, ${shortText("a.abstract")}
    from articles a
    join issues i on i.id = a.issue_id
    join journals j on j.id = a.journal_id
    where a.status = 'published' and j.status in ('active', 'archived')
`;

/**
 * Which existing entries the scope answers for: those it does not call for any more are deleted.
 * Entries of types the generator does not write are never touched.
 */
function entriesInScope(scope: SitemapScope): SQL {
  if (scope.articleId) return sql`e.source_id = ${scope.articleId}::uuid`;
  if (scope.issueId) {
    return sql`(e.source_id = ${scope.issueId}::uuid
      or e.source_id in (select a.id from articles a where a.issue_id = ${scope.issueId}::uuid))`;
  }
  if (scope.sources) return sql`e.page_type in ('journal', 'issue', 'article') ${inSources(scope, "e.source_id")}`;
  if (scope.siteOnly) return sql`e.page_type in ('static', 'conference')`;
  if (scope.journalId) return sql`(e.journal_id = ${scope.journalId}::uuid or e.page_type = 'static')`;
  return sql`e.page_type in (${sql.join(
    PAGE_TYPES.map((t) => sql`${t}::text`),
    sql`, `,
  )})`;
}

/**
 * Brings the scope's sitemap_entries in line with the public content in one statement, so the
 * catalogue is never walked in JavaScript. A priority or indexing set by hand in the SEO manager
 * (priority_set_by_hand, indexed_set_by_hand) survives; automatic ones follow the generator; rows
 * of generated types whose content is gone or no longer public are deleted. Unchanged rows are not
 * touched, so a run over an unchanged catalogue of 100,000 articles writes nothing.
 */
export async function upsertEntriesFromContent(db: Db, scope: SitemapScope = {}): Promise<RegenerateCounts> {
  const result = await db.execute(sql`
    with desired as (${desiredEntries(scope)}),
    upserted as (
      insert into sitemap_entries as e
        (url, page_type, journal_id, source_id, priority, change_frequency, last_modified, meta_title, meta_description)
      select d.url, d.page_type, d.journal_id, d.source_id, d.priority, d.change_frequency, d.last_modified,
        d.meta_title, d.meta_description
      from desired d
      left join sitemap_entries cur on cur.url = d.url
      -- Unchanged rows are filtered out here: ON CONFLICT would lock (and so write) each of them.
      where cur.url is null
        or (cur.page_type, cur.journal_id, cur.source_id, cur.change_frequency, cur.last_modified, cur.meta_title,
            cur.meta_description)
          is distinct from
          (d.page_type, d.journal_id, d.source_id, d.change_frequency, d.last_modified, d.meta_title, d.meta_description)
        or (not cur.priority_set_by_hand and cur.priority is distinct from d.priority)
        or (not cur.indexed_set_by_hand and not cur.is_indexed)
      on conflict (url) do update set
        -- A priority or indexing chosen in the SEO manager stays; an automatic one follows the generator.
        priority = case when e.priority_set_by_hand then e.priority else excluded.priority end,
        is_indexed = case when e.indexed_set_by_hand then e.is_indexed else true end,
        page_type = excluded.page_type,
        journal_id = excluded.journal_id,
        source_id = excluded.source_id,
        change_frequency = excluded.change_frequency,
        last_modified = excluded.last_modified,
        meta_title = excluded.meta_title,
        meta_description = excluded.meta_description,
        updated_at = now()
      returning (xmax = 0) as inserted
    ),
    removed as (
      delete from sitemap_entries e
      where ${entriesInScope(scope)}
        and not exists (select 1 from desired d where d.url = e.url)
      returning 1
    )
    select
      (select count(*)::int from desired) as total,
      (select count(*)::int from upserted where inserted) as inserted,
      (select count(*)::int from upserted where not inserted) as updated,
      (select count(*)::int from removed) as removed
  `);
  const [row] = rowsOf<RegenerateCounts>(result);
  return {
    total: Number(row.total),
    inserted: Number(row.inserted),
    updated: Number(row.updated),
    removed: Number(row.removed),
  };
}

/**
 * Where the slice of the catalogue that starts at `from` (null: the start) ends: the id of the
 * article `size` articles on, or null when the slice runs to the end.
 */
export async function findSourceSliceEnd(db: Db, from: string | null, size: number): Promise<string | null> {
  const result = await db.execute(sql`
    select id from articles ${from === null ? sql`` : sql`where id >= ${from}::uuid`}
    order by id offset ${size} limit 1`);
  return rowsOf<{ id: string }>(result)[0]?.id ?? null;
}

/**
 * Entries of generated types other than static pages with no source: written before entries
 * recorded their source. A walk over the whole catalogue gives every live one its source first,
 * so those still without one are for content that is gone.
 */
export async function deleteEntriesWithoutSource(db: Db): Promise<number> {
  const result = await db.execute(sql`
    with removed as (
      delete from sitemap_entries
      where source_id is null and page_type in ('journal', 'issue', 'article', 'conference')
      returning 1
    )
    select count(*)::int as n from removed`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

/** Whether the entries are to be rebuilt from the whole catalogue (catchUpSitemapEntries). */
export async function entriesNeedWalk(db: Db): Promise<boolean> {
  const result = await db.execute(sql`
    select not exists (select 1 from sitemap_entries where page_type = 'static')
      or exists (select 1 from sitemap_entries
        where source_id is null and page_type in ('journal', 'issue', 'article', 'conference')) as needed`);
  return rowsOf<{ needed: boolean }>(result)[0]?.needed === true;
}

/** Serialises regenerations, which would otherwise race on the same rows. */
export async function lockForRegeneration(db: Db): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('sitemap_entries.regenerate'))`);
}

// ---- The public /sitemap page (indexed entries only) ----

const indexed = eq(sitemapEntries.isIndexed, true);

export async function countIndexedEntries(db: Db) {
  const [row] = await db
    .select({
      indexedCount: count(),
      typeCount: countDistinct(sitemapEntries.pageType),
      lastModified: max(sitemapEntries.lastModified),
    })
    .from(sitemapEntries)
    .where(indexed);
  return {
    indexedCount: row?.indexedCount ?? 0,
    typeCount: row?.typeCount ?? 0,
    lastModified: row?.lastModified ?? null,
  };
}

export async function countIndexedEntriesByType(db: Db) {
  return db
    .select({ pageType: sitemapEntries.pageType, total: count() })
    .from(sitemapEntries)
    .where(indexed)
    .groupBy(sitemapEntries.pageType);
}

const listedColumns = {
  url: sitemapEntries.url,
  pageType: sitemapEntries.pageType,
  priority: sitemapEntries.priority,
  changeFrequency: sitemapEntries.changeFrequency,
  lastModified: sitemapEntries.lastModified,
  metaTitle: sitemapEntries.metaTitle,
  metaDescription: sitemapEntries.metaDescription,
};

/** One page of a type's indexed entries, most important first. */
export async function findIndexedEntriesOfType(db: Db, pageType: string, limit: number, offset: number) {
  return db
    .select(listedColumns)
    .from(sitemapEntries)
    .where(and(indexed, eq(sitemapEntries.pageType, pageType)))
    .orderBy(desc(sitemapEntries.priority), desc(sitemapEntries.lastModified), asc(sitemapEntries.url))
    .limit(limit)
    .offset(offset);
}

export type ListedEntryRow = Awaited<ReturnType<typeof findIndexedEntriesOfType>>[number];

/** Up to `limit` URLs whose entries are unindexed (the partial index sitemap_entries_unindexed_idx). */
export async function findUnindexedUrls(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .select({ url: sitemapEntries.url })
    .from(sitemapEntries)
    .where(eq(sitemapEntries.isIndexed, false))
    .limit(limit);
  return rows.map((r) => r.url);
}

/** Whether the entry of `url` is indexed; undefined when the URL has no entry. */
export async function findIndexingOfUrl(db: Db, url: string): Promise<boolean | undefined> {
  const [row] = await indexingOfUrlQuery(db).execute({ url });
  return row?.isIndexed;
}

const indexingOfUrlQuery = builtOnce("page_indexing", (db, statement) =>
  db
    .select({ isIndexed: sitemapEntries.isIndexed })
    .from(sitemapEntries)
    .where(eq(sitemapEntries.url, sql.placeholder("url")))
    .limit(1)
    .prepare(statement),
);

// ---- XML sitemaps ----
// The site sitemap holds entries without a journal plus the journal homes; each journal's own
// sitemap holds the rest of its entries (issues, articles), split in pages ordered by URL.

const inSiteSitemap = or(isNull(sitemapEntries.journalId), eq(sitemapEntries.pageType, "journal"));
const inJournalSitemap = (journalId: string) =>
  and(eq(sitemapEntries.journalId, journalId), ne(sitemapEntries.pageType, "journal"));

export async function summariseSiteSitemap(db: Db) {
  const [row] = await db
    .select({ total: count(), lastModified: max(sitemapEntries.lastModified) })
    .from(sitemapEntries)
    .where(and(indexed, inSiteSitemap));
  return { total: row?.total ?? 0, lastModified: row?.lastModified ?? null };
}

export async function findSiteSitemapEntries(db: Db, limit: number) {
  return db
    .select({
      url: sitemapEntries.url,
      priority: sitemapEntries.priority,
      changeFrequency: sitemapEntries.changeFrequency,
      lastModified: sitemapEntries.lastModified,
    })
    .from(sitemapEntries)
    .where(and(indexed, inSiteSitemap))
    .orderBy(desc(sitemapEntries.priority), asc(sitemapEntries.url))
    .limit(limit);
}

export type JournalSitemapPage = { shortName: string; page: number; lastModified: Date };

/** Every page of every journal's sitemap, with the newest lastmod of its entries. */
export async function findJournalSitemapPages(db: Db, pageSize: number): Promise<JournalSitemapPage[]> {
  const result = await db.execute(sql`
    select j.short_name as "shortName", ((e.rn - 1) / ${pageSize}::int + 1)::int as page, max(e.last_modified) as "lastModified"
    from (
      select journal_id, last_modified, row_number() over (partition by journal_id order by url) as rn
      from sitemap_entries
      where is_indexed and journal_id is not null and page_type <> 'journal'
    ) e
    join journals j on j.id = e.journal_id
    group by j.short_name, 2
    order by j.short_name, 2
  `);
  return rowsOf<{ shortName: string; page: number; lastModified: string | Date }>(result).map((r) => ({
    shortName: r.shortName,
    page: Number(r.page),
    lastModified: new Date(r.lastModified),
  }));
}

export async function findJournalIdByShortName(db: Db, shortName: string): Promise<string | undefined> {
  const [row] = await db.select({ id: journals.id }).from(journals).where(eq(journals.shortName, shortName)).limit(1);
  return row?.id;
}

/** The first URL of a page of a journal's sitemap, or undefined past the last page. */
export async function findJournalSitemapPageStart(db: Db, journalId: string, page: number, pageSize: number) {
  const [row] = await db
    .select({ url: sitemapEntries.url })
    .from(sitemapEntries)
    .where(and(indexed, inJournalSitemap(journalId)))
    .orderBy(asc(sitemapEntries.url))
    .limit(1)
    .offset((page - 1) * pageSize);
  return row?.url;
}

/**
 * The next chunk of a journal's sitemap after `afterUrl` (keyset), with whether an article has a
 * PDF galley (only then is its PDF URL listed: a sitemap must not point at missing files).
 */
export async function findJournalSitemapChunk(
  db: Db,
  journalId: string,
  fromUrl: string,
  afterUrl: string | null,
  limit: number,
) {
  // Article URLs end in /{volume}/{articleNumber}: the number finds the article through its unique index.
  const articleNumber = sql`split_part(${sitemapEntries.url}, '/', 6)`;
  return db
    .select({
      url: sitemapEntries.url,
      pageType: sitemapEntries.pageType,
      priority: sitemapEntries.priority,
      changeFrequency: sitemapEntries.changeFrequency,
      lastModified: sitemapEntries.lastModified,
      hasPdf: sql<boolean>`(${sitemapEntries.pageType} = 'article' and ${articleNumber} ~ '^[0-9]{1,9}$' and exists (
        select 1 from articles a join article_galleys g on g.article_id = a.id and g.kind = 'pdf'
        where a.journal_id = ${sitemapEntries.journalId} and a.article_number = ${articleNumber}::int and a.status = 'published'))`,
    })
    .from(sitemapEntries)
    .where(
      and(
        indexed,
        inJournalSitemap(journalId),
        afterUrl === null ? sql`${sitemapEntries.url} >= ${fromUrl}` : gt(sitemapEntries.url, afterUrl),
      ),
    )
    .orderBy(asc(sitemapEntries.url))
    .limit(limit);
}
