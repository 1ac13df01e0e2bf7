import type { Db } from "~/db/client.server";
import { contentChanged, onContentChange } from "~/lib/content-changes.server";
import { enqueueJob, hasWaitingJob, type JobHandlers } from "~/lib/jobs.server";
import { logger } from "~/lib/logger.server";
import { db, services } from "~/lib/services.server";
import { articlePdfPath } from "~/lib/paths";
import {
  SITE_SITEMAP_NAME,
  SITEMAP_GROUP_PAGE_SIZE,
  SOURCE_SLICE,
  UNINDEXED_KEPT_MAX,
  XML_FETCH_CHUNK,
  XML_SITEMAP_PAGE_SIZE,
} from "./sitemap.constants";
import { comparePageTypes, entryTitle, pageTypeHeading } from "./sitemap-labels";
import {
  countIndexedEntries,
  countIndexedEntriesByType,
  deleteEntriesWithoutSource,
  entriesNeedWalk,
  findIndexedEntriesOfType,
  findIndexingOfUrl,
  findJournalIdByShortName,
  findJournalSitemapChunk,
  findJournalSitemapPages,
  findJournalSitemapPageStart,
  findSourceSliceEnd,
  findSiteSitemapEntries,
  findUnindexedUrls,
  lockForRegeneration,
  summariseSiteSitemap,
  upsertEntriesFromContent,
  type ListedEntryRow,
  type RegenerateCounts,
  type SitemapScope,
} from "./sitemap.repository.server";
import { parseSitemapFileName, type SitemapPageQuery } from "./sitemap.schemas";
import type { SitemapGroup, SitemapListEntry, SitemapOverview } from "./sitemap.types";
import {
  absoluteUrl,
  sitemapIndexXml,
  urlElement,
  urlsetClose,
  urlsetOpen,
  type SitemapIndexItem,
} from "./sitemap-xml";

/**
 * Rebuilds the sitemap entries from the public content (static pages, conferences, active
 * journals, published issues and articles). Keeps the priority and indexing choices made by hand in
 * the SEO manager on existing rows. Call it after any change to public content, in the transaction
 * that makes the change, with the narrowest scope that holds it (SitemapScope): an article's change
 * passes `articleId`, an issue's `issueId`, a journal's `journalId`, a conference's `siteOnly`.
 * Without a scope it walks the whole catalogue (regenerateAllSitemapEntries).
 */
export async function regenerateSitemapEntries(database: Db, scope: SitemapScope = {}): Promise<RegenerateCounts> {
  if (Object.keys(scope).length === 0) return regenerateAllSitemapEntries(database);
  const started = performance.now();
  const counts = await regenerateOnce(database, scope);
  logger.info({ ...counts, ...scope, ms: Math.round(performance.now() - started) }, "sitemap entries regenerated");
  return counts;
}

function regenerateOnce(database: Db, scope: SitemapScope): Promise<RegenerateCounts> {
  return database.transaction(async (tx) => {
    await lockForRegeneration(tx);
    return upsertEntriesFromContent(tx, scope);
  });
}

/**
 * Every entry, in slices of about SOURCE_SLICE articles, each its own short transaction, for the
 * SEO manager's Regenerate and the start-up catch-up. On the embedded database, whose one
 * connection serves every request, a request then waits for one slice at most, never for the
 * whole catalogue; `paced` also rests as long as each slice took, so that the walk never takes
 * more than half of the database's time (ADR 048).
 */
export async function regenerateAllSitemapEntries(
  database: Db,
  opts: { sliceSize?: number; paced?: boolean } = {},
): Promise<RegenerateCounts> {
  const started = performance.now();
  const counts = await regenerateOnce(database, { siteOnly: true });
  let slices = 0;
  let from: string | null = null;
  do {
    const sliceStarted = performance.now();
    const to = await findSourceSliceEnd(database, from, opts.sliceSize ?? SOURCE_SLICE);
    const slice = await regenerateOnce(database, { sources: { from, to } });
    counts.total += slice.total;
    counts.inserted += slice.inserted;
    counts.updated += slice.updated;
    counts.removed += slice.removed;
    slices += 1;
    from = to;
    // PGlite answers within the same turn of the event loop: without a macrotask in between, the
    // walk would keep every request (and, at start-up, the listening socket) waiting until its end.
    const rest = opts.paced ? performance.now() - sliceStarted : 0;
    await new Promise((resolve) => (rest >= 1 ? setTimeout(resolve, rest) : setImmediate(resolve)));
  } while (from !== null);
  counts.removed += await database.transaction(async (tx) => {
    await lockForRegeneration(tx);
    return deleteEntriesWithoutSource(tx);
  });
  logger.info({ ...counts, slices, ms: Math.round(performance.now() - started) }, "sitemap entries regenerated");
  return counts;
}

/**
 * At start-up: every write of public content refreshes its own entries in its transaction, so
 * the catalogue is walked only when its entries cannot be trusted: none yet (a new installation,
 * a catalogue loaded by a script), or entries written before entries named their source (an
 * upgrade; a change to what the generator writes ships with a migration that clears source_id).
 * After a restore or hand-made SQL, the SEO manager's Regenerate does the same walk.
 */
export async function catchUpSitemapEntries(database: Db): Promise<RegenerateCounts | null> {
  if (!(await entriesNeedWalk(database))) return null;
  const counts = await regenerateAllSitemapEntries(database, { paced: true });
  // The XML sitemaps and the pages' noindex may have been served, and kept, before the walk.
  if (counts.inserted + counts.updated + counts.removed > 0) contentChanged();
  return counts;
}

/** The catch-up walk in the background: a job, so a walk that fails is tried again with backoff. */
export const SITEMAP_CATCH_UP_JOB = "sitemap.catch-up";

export function sitemapJobHandlers(): JobHandlers {
  return {
    [SITEMAP_CATCH_UP_JOB]: async (_payload, { db: database }) => {
      await catchUpSitemapEntries(database);
    },
  };
}

/**
 * At start-up, when the entries cannot be trusted (catchUpSitemapEntries): the walk is queued, not
 * awaited. Before, a walk that failed (the database away for a moment) waited for the next start,
 * and the sitemaps lacked what an older version had written until then.
 */
export async function scheduleSitemapCatchUp(database: Db): Promise<void> {
  if (!(await entriesNeedWalk(database))) return;
  if (!(await hasWaitingJob(database, SITEMAP_CATCH_UP_JOB))) await enqueueJob(database, SITEMAP_CATCH_UP_JOB, {});
}

/**
 * Whether a public page must tell crawlers not to index it: its sitemap entry was unindexed in the
 * SEO manager. A page without an entry is indexed as usual. Public page loaders pass the answer to
 * pageMeta() as `noindex`.
 */
export async function isUnindexedPage(path: string): Promise<boolean> {
  // Stored URLs are paths without a trailing slash ('/' alone for the home page).
  const url = path.length > 1 ? path.replace(/\/+$/, "") : path;
  if (url.length > 2000 || url.includes("\u0000")) return false;
  const unindexed = await unindexedUrls();
  if (unindexed) return unindexed.has(url);
  return (await findIndexingOfUrl(db(), url)) === false;
}

// The unindexed URLs, read once per database and kept until the next change to public content:
// every public page asks, and the answer changes only in the SEO manager and when entries are
// written, which call contentChanged() (other instances hear it too), as the page cache that keeps
// the answer in its pages does. Few pages are unindexed by hand; past UNINDEXED_KEPT_MAX of them
// nothing is kept (null) and each page asks the database.
let unindexedKept = new WeakMap<Db, Promise<Set<string> | null>>();
onContentChange(() => {
  unindexedKept = new WeakMap();
});

function unindexedUrls(): Promise<Set<string> | null> {
  const database = db();
  const kept = unindexedKept;
  let urls = kept.get(database);
  if (!urls) {
    urls = findUnindexedUrls(database, UNINDEXED_KEPT_MAX + 1).then((rows) =>
      rows.length > UNINDEXED_KEPT_MAX ? null : new Set(rows),
    );
    kept.set(database, urls);
    // A failed read is not kept: the next request reads again.
    urls.catch(() => kept.delete(database));
  }
  return urls;
}

// ---- The human-readable /sitemap page ----

const UTC_DAY = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "short", day: "2-digit" });
const UTC_DATE = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "short", day: "2-digit", year: "numeric" });

function toListEntry(row: ListedEntryRow): SitemapListEntry {
  return {
    url: row.url,
    title: entryTitle(row.url, row.metaTitle),
    description: row.metaDescription?.replace(/\s+/g, " ").trim() || null,
    priority: row.priority,
    changeFrequency: row.changeFrequency,
    updated: UTC_DATE.format(row.lastModified),
    updatedIso: row.lastModified.toISOString(),
  };
}

/** The public sitemap: summary figures and, per page type, one page of its indexed entries. */
export async function getSitemapOverview(query: SitemapPageQuery): Promise<SitemapOverview> {
  const database = db();
  const [totals, byType] = await Promise.all([countIndexedEntries(database), countIndexedEntriesByType(database)]);
  const summary = {
    indexedCount: totals.indexedCount,
    typeCount: totals.typeCount,
    lastUpdated: totals.lastModified ? UTC_DAY.format(totals.lastModified) : "N/A",
  };

  const types = byType.map((t) => t.pageType).sort(comparePageTypes);
  const totalOf = new Map(byType.map((t) => [t.pageType, t.total]));
  const focus = query.type ?? null;
  const shown = focus ? types.filter((t) => t === focus) : types;
  const page = focus ? query.page : 1;

  const groups = await Promise.all(
    shown.map(async (pageType): Promise<SitemapGroup> => {
      const total = totalOf.get(pageType) ?? 0;
      const rows = await findIndexedEntriesOfType(
        database,
        pageType,
        SITEMAP_GROUP_PAGE_SIZE,
        (page - 1) * SITEMAP_GROUP_PAGE_SIZE,
      );
      return {
        pageType,
        heading: pageTypeHeading(pageType),
        total,
        page,
        pageCount: Math.max(1, Math.ceil(total / SITEMAP_GROUP_PAGE_SIZE)),
        entries: rows.map(toListEntry),
      };
    }),
  );

  const found = focus === null || (groups.length === 1 && groups[0].entries.length > 0);
  return { summary, groups, focus, found };
}

// ---- XML sitemaps ----

export type XmlSitemapOptions = { pageSize?: number; publicUrl?: string };

function sitemapUrl(publicUrl: string, name: string): string {
  return absoluteUrl(publicUrl, `/sitemaps/${encodeURIComponent(name)}.xml`);
}

/**
 * robots.txt: everything public may be crawled, article PDFs and galleys included (they live on the
 * article's path, `…/pdf` and `…/galley/{id}`); the dashboard and signed, expiring file links
 * (/files/, private files only) may not.
 */
export function robotsTxt(publicUrl = services().env.publicUrl): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /dashboard",
    "Disallow: /files/",
    "",
    `Sitemap: ${absoluteUrl(publicUrl, "/sitemap.xml")}`,
    "",
  ].join("\n");
}

/** The sitemap index: the site-wide sitemap, then each journal's sitemap pages. */
export async function buildSitemapIndexXml(opts: XmlSitemapOptions = {}): Promise<string> {
  const database = db();
  const publicUrl = opts.publicUrl ?? services().env.publicUrl;
  const pageSize = opts.pageSize ?? XML_SITEMAP_PAGE_SIZE;
  const [site, journalPages] = await Promise.all([
    summariseSiteSitemap(database),
    findJournalSitemapPages(database, pageSize),
  ]);

  const items: SitemapIndexItem[] = [];
  // An index needs at least one sitemap, so the site sitemap is listed even in the (odd) case it is empty.
  if (site.total > 0 || journalPages.length === 0) {
    items.push({ loc: sitemapUrl(publicUrl, SITE_SITEMAP_NAME), lastmod: site.lastModified });
  }
  for (const p of journalPages) {
    items.push({ loc: sitemapUrl(publicUrl, `${p.shortName}-${p.page}`), lastmod: p.lastModified });
  }
  return sitemapIndexXml(items);
}

/**
 * One XML sitemap by file name ('site.xml', 'fjphs-2.xml'), written as a stream of chunks read
 * with keyset paging; null when there is no such sitemap.
 */
export async function openSitemapFile(
  fileName: string,
  opts: XmlSitemapOptions = {},
): Promise<AsyncIterable<string> | null> {
  const parsed = parseSitemapFileName(fileName);
  if (!parsed) return null;
  const database = db();
  const publicUrl = opts.publicUrl ?? services().env.publicUrl;
  const pageSize = opts.pageSize ?? XML_SITEMAP_PAGE_SIZE;

  if (parsed.kind === "site") {
    const rows = await findSiteSitemapEntries(database, pageSize);
    if (rows.length === 0) return null;
    return (async function* () {
      yield urlsetOpen();
      for (const r of rows) {
        yield urlElement({
          loc: absoluteUrl(publicUrl, r.url),
          lastmod: r.lastModified,
          changefreq: r.changeFrequency,
          priority: r.priority,
        });
      }
      yield urlsetClose();
    })();
  }

  const journalId = await findJournalIdByShortName(database, parsed.shortName);
  if (!journalId) return null;
  const startUrl = await findJournalSitemapPageStart(database, journalId, parsed.page, pageSize);
  if (startUrl === undefined) return null;
  const { shortName } = parsed;

  return (async function* () {
    yield urlsetOpen();
    let written = 0;
    let after: string | null = null;
    while (written < pageSize) {
      const chunk = await findJournalSitemapChunk(
        database,
        journalId,
        startUrl,
        after,
        Math.min(XML_FETCH_CHUNK, pageSize - written),
      );
      if (chunk.length === 0) break;
      let xml = "";
      for (const r of chunk) {
        const entry = { lastmod: r.lastModified, changefreq: r.changeFrequency, priority: r.priority };
        xml += urlElement({ loc: absoluteUrl(publicUrl, r.url), ...entry });
        const pdf = r.hasPdf ? pdfPathOf(shortName, r.url) : null;
        if (pdf) xml += urlElement({ loc: absoluteUrl(publicUrl, pdf), ...entry });
      }
      yield xml;
      written += chunk.length;
      after = chunk[chunk.length - 1].url;
    }
    yield urlsetClose();
  })();
}

/** The stable PDF URL of an article entry ('/journal/x/article/3/12' -> articlePdfPath(x, 3, 12)). */
function pdfPathOf(shortName: string, url: string): string | null {
  const m = /\/article\/(\d+)\/(\d+)$/.exec(url);
  return m ? articlePdfPath(shortName, Number(m[1]), Number(m[2])) : null;
}

/** Collects a streamed sitemap into one string (tests, small files). */
export async function readAll(chunks: AsyncIterable<string>): Promise<string> {
  let out = "";
  for await (const c of chunks) out += c;
  return out;
}
