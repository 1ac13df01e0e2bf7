import { and, eq, inArray, lt, sql, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { analyticsSalts, journals, searchConsoleSettings, searchDailyTotals, searchPageStats } from "~/db/schema";

/** Rows of a raw query: node-postgres and PGlite both answer with `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Which pages a reader of the figures may see: the whole site, or pages under these path prefixes. */
export type PathScope = { all: true } | { all: false; prefixes: string[] };

const likePrefix = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}/%`;

/** `column` is one of the scope's pages (the prefix itself or a page below it). */
function inScope(column: SQL, scope: PathScope): SQL {
  if (scope.all) return sql`true`;
  if (scope.prefixes.length === 0) return sql`false`;
  return sql`(${sql.join(
    scope.prefixes.map((p) => sql`${column} = ${p} or ${column} like ${likePrefix(p)}`),
    sql` or `,
  )})`;
}

/**
 * The rollup scopes of a row `v` with a `path` column: the whole site ('') and, for a journal's
 * pages, the journal ('/journal/{shortName}').
 */
const ROLLUP_SCOPES = sql.raw(
  `cross join lateral (values (''), (substring(v.path from '^/journal/[^/]+'))) as s(scope) where s.scope is not null`,
);

/** Rebuilds the rollup from `page_views_daily` (after rows were written there directly: imports, tests). */
export async function rebuildRollup(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from page_views_rollup`);
    await tx.execute(sql`
      insert into page_views_rollup (scope, day, views, entries, bounces, time_ms, time_samples)
      select s.scope, v.day, sum(v.views), sum(v.entries), sum(v.bounces), sum(v.time_ms), sum(v.time_samples)
      from page_views_daily v ${ROLLUP_SCOPES}
      group by s.scope, v.day`);
  });
}

const CHUNK = 1000;
function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

// --- Salts and counting.

/**
 * Today's salt: made by the first instance that asks (another's candidate loses the insert), and
 * every older salt deleted in the same statement's transaction.
 */
export async function ensureDailySalt(db: Db, day: string, candidate: string): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.insert(analyticsSalts).values({ day, salt: candidate }).onConflictDoNothing();
    await tx.delete(analyticsSalts).where(lt(analyticsSalts.day, day));
    const [row] = await tx
      .select({ salt: analyticsSalts.salt })
      .from(analyticsSalts)
      .where(eq(analyticsSalts.day, day));
    return row!.salt;
  });
}

export type ViewCount = { day: string; path: string; views: number };
export type VisitCount = { day: string; visitorKey: string; entryPath: string; views: number };
export type TimeSample = { day: string; path: string; ms: number; samples: number };

/** Adds buffered counts, in one transaction: page views, visits, and time on already counted pages. */
export async function addCounts(db: Db, views: ViewCount[], visits: VisitCount[], times: TimeSample[]) {
  await db.transaction(async (tx) => {
    for (const part of chunks(views)) {
      await tx.execute(sql`
        with v(path, day, views) as (values ${sql.join(
          part.map((v) => sql`(${v.path}, ${v.day}::date, ${v.views}::int)`),
          sql`, `,
        )}),
        pages as (
          insert into page_views_daily as p (path, day, views) select path, day, views from v
          on conflict (path, day) do update set views = p.views + excluded.views
        )
        insert into page_views_rollup as r (scope, day, views)
        select s.scope, v.day, sum(v.views) from v ${ROLLUP_SCOPES} group by s.scope, v.day
        on conflict (scope, day) do update set views = r.views + excluded.views`);
    }
    for (const part of chunks(visits)) {
      await tx.execute(sql`
        insert into analytics_visits as v (day, visitor_key, entry_path, page_views)
        values ${sql.join(
          part.map((v) => sql`(${v.day}::date, ${v.visitorKey}, ${v.entryPath}, ${v.views}::int)`),
          sql`, `,
        )}
        on conflict (day, visitor_key) do update set page_views = v.page_views + excluded.page_views`);
    }
    // Time goes only to pages already counted that day: a beacon cannot add new paths.
    for (const part of chunks(times)) {
      await tx.execute(sql`
        with v as (
          update page_views_daily p
          set time_ms = p.time_ms + t.ms, time_samples = p.time_samples + t.samples
          from (values ${sql.join(
            part.map((t) => sql`(${t.path}, ${t.day}::date, ${t.ms}::bigint, ${t.samples}::int)`),
            sql`, `,
          )}) as t(path, day, ms, samples)
          where p.path = t.path and p.day = t.day
          returning t.path, t.day, t.ms, t.samples
        )
        insert into page_views_rollup as r (scope, day, time_ms, time_samples)
        select s.scope, v.day, sum(v.ms), sum(v.samples) from v ${ROLLUP_SCOPES} group by s.scope, v.day
        on conflict (scope, day) do update
          set time_ms = r.time_ms + excluded.time_ms, time_samples = r.time_samples + excluded.time_samples`);
    }
  });
}

/**
 * Folds the visits of days before `today` into their entry pages' `entries` and `bounces` (visits
 * that viewed one page only) and deletes them, visitor keys included, in one statement.
 */
export async function rollUpVisits(db: Db, today: string): Promise<number> {
  const result = await db.execute(sql`
    with gone as (
      delete from analytics_visits where day < ${today}::date
      returning day, entry_path, page_views
    ),
    summed as (
      select entry_path, day, count(*)::int as entries, count(*) filter (where page_views <= 1)::int as bounces
      from gone group by entry_path, day
    ),
    written as (
      insert into page_views_daily as p (path, day, entries, bounces)
      select entry_path, day, entries, bounces from summed
      on conflict (path, day) do update set entries = p.entries + excluded.entries, bounces = p.bounces + excluded.bounces
      returning 1
    ),
    rolled as (
      insert into page_views_rollup as r (scope, day, entries, bounces)
      select s.scope, v.day, sum(v.entries), sum(v.bounces)
      from (select entry_path as path, day, entries, bounces from summed) v ${ROLLUP_SCOPES}
      group by s.scope, v.day
      on conflict (scope, day) do update set entries = r.entries + excluded.entries, bounces = r.bounces + excluded.bounces
      returning 1
    )
    select (select count(*)::int from gone) as visits`);
  return Number(rowsOf<{ visits: number }>(result)[0]?.visits ?? 0);
}

// --- Reading the figures.

export type TrafficDay = {
  day: string;
  views: number;
  timeMs: number;
  timeSamples: number;
  entries: number;
  bounces: number;
};

/**
 * Page views, time on page and visits per day between two days (inclusive), within the scope: from
 * the rollup (one row a day for the site or each journal), plus today's visits not yet rolled up.
 */
export async function trafficByDay(db: Db, scope: PathScope, from: string, to: string): Promise<TrafficDay[]> {
  const scopes = scope.all ? [""] : scope.prefixes;
  if (scopes.length === 0) return [];
  const result = await db.execute(sql`
    with rolled as (
      select day, sum(views)::bigint as views, sum(time_ms)::bigint as time_ms, sum(time_samples)::bigint as time_samples,
        sum(entries)::bigint as entries, sum(bounces)::bigint as bounces
      from page_views_rollup
      where day between ${from}::date and ${to}::date and scope in (${sql.join(
        scopes.map((p) => sql`${p}`),
        sql`, `,
      )})
      group by day
    ),
    live as (
      select day, count(*)::bigint as entries, count(*) filter (where page_views <= 1)::bigint as bounces
      from analytics_visits
      where day between ${from}::date and ${to}::date and ${inScope(sql`entry_path`, scope)}
      group by day
    )
    select to_char(coalesce(r.day, l.day), 'YYYY-MM-DD') as day,
      coalesce(r.views, 0) as views, coalesce(r.time_ms, 0) as "timeMs", coalesce(r.time_samples, 0) as "timeSamples",
      coalesce(r.entries, 0) + coalesce(l.entries, 0) as entries, coalesce(r.bounces, 0) + coalesce(l.bounces, 0) as bounces
    from rolled r full join live l on l.day = r.day
    order by 1`);
  return rowsOf<Record<string, string | number>>(result).map((r) => ({
    day: String(r.day),
    views: Number(r.views),
    timeMs: Number(r.timeMs),
    timeSamples: Number(r.timeSamples),
    entries: Number(r.entries),
    bounces: Number(r.bounces),
  }));
}

export type SearchDay = { day: string; clicks: number; impressions: number; position: number | null };

/**
 * Search performance per day. The whole site: the site's daily totals (Dates.csv or the API).
 * A scope of journals: the pages' own daily rows (the API's), summed.
 */
export async function searchByDay(db: Db, scope: PathScope, from: string, to: string): Promise<SearchDay[]> {
  const result = scope.all
    ? await db.execute(sql`
        select to_char(day, 'YYYY-MM-DD') as day, clicks, impressions, position
        from search_daily_totals where day between ${from}::date and ${to}::date order by day`)
    : await db.execute(sql`
        select to_char(start_date, 'YYYY-MM-DD') as day, sum(clicks)::bigint as clicks, sum(impressions)::bigint as impressions,
          sum(position * impressions) / nullif(sum(impressions) filter (where position is not null), 0) as position
        from search_page_stats
        where start_date = end_date and start_date between ${from}::date and ${to}::date and ${inScope(sql`path`, scope)}
        group by start_date order by start_date`);
  return rowsOf<Record<string, string | number | null>>(result).map((r) => ({
    day: String(r.day),
    clicks: Number(r.clicks),
    impressions: Number(r.impressions),
    position: r.position === null ? null : Number(r.position),
  }));
}

/**
 * Search totals of a scope of journals over a period: every page row whose range lies within it
 * (the API's days and uploaded exports' ranges). Null when there is none.
 */
export async function scopedSearchTotals(
  db: Db,
  scope: PathScope,
  from: string,
  to: string,
): Promise<{ clicks: number; impressions: number } | null> {
  const result = await db.execute(sql`
    select count(*)::int as n, coalesce(sum(clicks), 0)::bigint as clicks, coalesce(sum(impressions), 0)::bigint as impressions
    from search_page_stats
    where start_date >= ${from}::date and end_date <= ${to}::date and ${inScope(sql`path`, scope)}`);
  const [row] = rowsOf<{ n: number; clicks: string; impressions: string }>(result);
  return row && Number(row.n) > 0 ? { clicks: Number(row.clicks), impressions: Number(row.impressions) } : null;
}

export type TopPage = {
  path: string;
  views: number;
  clicks: number | null;
  impressions: number | null;
  position: number | null;
};

/** The most viewed pages of the period, with their search figures of ranges within the period. */
export async function topPages(db: Db, scope: PathScope, from: string, to: string, limit: number): Promise<TopPage[]> {
  const result = await db.execute(sql`
    with v as (
      select path, sum(views)::bigint as views
      from page_views_daily
      where day between ${from}::date and ${to}::date and ${inScope(sql`path`, scope)}
      group by path
      having sum(views) > 0
      order by views desc, path
      limit ${limit}
    )
    select v.path, v.views, s.clicks, s.impressions, s.position
    from v
    left join lateral (
      select sum(clicks)::bigint as clicks, sum(impressions)::bigint as impressions,
        sum(position * impressions) / nullif(sum(impressions) filter (where position is not null), 0) as position
      from search_page_stats
      where path = v.path and start_date >= ${from}::date and end_date <= ${to}::date
      having count(*) > 0
    ) s on true
    order by v.views desc, v.path`);
  return rowsOf<Record<string, string | number | null>>(result).map((r) => ({
    path: String(r.path),
    views: Number(r.views),
    clicks: r.clicks === null || r.clicks === undefined ? null : Number(r.clicks),
    impressions: r.impressions === null || r.impressions === undefined ? null : Number(r.impressions),
    position: r.position === null || r.position === undefined ? null : Number(r.position),
  }));
}

export type ContentTypeRow = {
  pageType: string;
  pages: number;
  averagePriority: number;
  indexedShare: number;
  views: number;
};

/** Sitemap entries per page type (of these journals, or all), with their pages' views in the period. */
export async function contentTypes(
  db: Db,
  journalIds: string[] | null,
  from: string,
  to: string,
): Promise<ContentTypeRow[]> {
  const journalFilter =
    journalIds === null
      ? sql`true`
      : journalIds.length === 0
        ? sql`false`
        : sql`e.journal_id in (${sql.join(
            journalIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`;
  const result = await db.execute(sql`
    with v as (
      select path, sum(views)::bigint as views from page_views_daily
      where day between ${from}::date and ${to}::date group by path
    )
    select e.page_type as "pageType", count(*)::int as pages, avg(e.priority) as "averagePriority",
      avg(case when e.is_indexed then 1.0 else 0.0 end) as "indexedShare", coalesce(sum(v.views), 0)::bigint as views
    from sitemap_entries e left join v on v.path = e.url
    where ${journalFilter}
    group by e.page_type
    order by views desc, pages desc, e.page_type`);
  return rowsOf<Record<string, string | number>>(result).map((r) => ({
    pageType: String(r.pageType),
    pages: Number(r.pages),
    averagePriority: Number(r.averagePriority),
    indexedShare: Number(r.indexedShare),
    views: Number(r.views),
  }));
}

/** Whether any search data exists (for the whole site, or pages of the scope). */
export async function hasSearchData(db: Db, scope: PathScope): Promise<boolean> {
  const result = scope.all
    ? await db.execute(sql`
        select exists (select 1 from search_daily_totals) or exists (select 1 from search_page_stats) as found`)
    : await db.execute(
        sql`select exists (select 1 from search_page_stats where ${inScope(sql`path`, scope)}) as found`,
      );
  return Boolean(rowsOf<{ found: boolean }>(result)[0]?.found);
}

/** The journals with these ids: their short names make the path prefixes of their pages. */
export async function journalShortNames(db: Db, ids: string[] | null) {
  const query = db.select({ id: journals.id, shortName: journals.shortName }).from(journals);
  return ids === null ? query : ids.length === 0 ? [] : query.where(inArray(journals.id, ids));
}

// --- Search Console data.

export type SearchPageInput = {
  path: string;
  startDate: string;
  endDate: string;
  clicks: number;
  impressions: number;
  position: number | null;
};

/** Stores an uploaded export: its page totals replace those of the same range, its days replace those days. */
export async function storeUpload(
  tx: Db,
  range: { startDate: string; endDate: string },
  pages: SearchPageInput[],
  days: SearchDay[],
): Promise<void> {
  await tx
    .delete(searchPageStats)
    .where(and(eq(searchPageStats.startDate, range.startDate), eq(searchPageStats.endDate, range.endDate)));
  for (const part of chunks(pages))
    await tx.insert(searchPageStats).values(part.map((p) => ({ ...p, source: "upload" as const })));
  await upsertDays(tx, days, "upload");
}

async function upsertDays(tx: Db, days: SearchDay[], source: "upload" | "api") {
  for (const part of chunks(days)) {
    await tx
      .insert(searchDailyTotals)
      .values(part.map((d) => ({ ...d, source })))
      .onConflictDoUpdate({
        target: searchDailyTotals.day,
        set: {
          clicks: sql`excluded.clicks`,
          impressions: sql`excluded.impressions`,
          position: sql`excluded.position`,
          source: sql`excluded.source`,
        },
      });
  }
}

/** Stores the API's rows of these days: per page and day, and the days' site totals summed from them. */
export async function storeApiDays(tx: Db, pages: SearchPageInput[], days: SearchDay[]): Promise<void> {
  for (const part of chunks(pages)) {
    await tx
      .insert(searchPageStats)
      .values(part.map((p) => ({ ...p, source: "api" as const })))
      .onConflictDoUpdate({
        target: [searchPageStats.path, searchPageStats.startDate, searchPageStats.endDate],
        set: {
          clicks: sql`excluded.clicks`,
          impressions: sql`excluded.impressions`,
          position: sql`excluded.position`,
          source: sql`excluded.source`,
        },
      });
  }
  await upsertDays(tx, days, "api");
}

export async function getSearchConsoleSettings(db: Db) {
  const [row] = await db.select().from(searchConsoleSettings).where(eq(searchConsoleSettings.id, "site"));
  return row ?? null;
}

export async function saveSearchConsoleSettings(
  db: Db,
  values: { siteUrl: string; clientEmail: string; keyCipher: string },
): Promise<void> {
  await db
    .insert(searchConsoleSettings)
    .values({ id: "site", ...values, lastError: null, lastSyncAt: null })
    .onConflictDoUpdate({ target: searchConsoleSettings.id, set: { ...values, lastError: null, lastSyncAt: null } });
}

export async function deleteSearchConsoleSettings(db: Db): Promise<void> {
  await db.delete(searchConsoleSettings).where(eq(searchConsoleSettings.id, "site"));
}

export async function markSearchConsoleSync(db: Db, outcome: { error: string | null }): Promise<void> {
  await db
    .update(searchConsoleSettings)
    .set(outcome.error ? { lastError: outcome.error } : { lastError: null, lastSyncAt: new Date() })
    .where(eq(searchConsoleSettings.id, "site"));
}
