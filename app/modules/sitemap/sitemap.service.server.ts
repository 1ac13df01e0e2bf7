import type { Db } from "../../db/client.server";
import { logger } from "../../lib/logger.server";
import { db, services } from "../../lib/services.server";
import { articlePdfPath } from "../issues/issue-paths";
import {
  SITE_SITEMAP_NAME,
  SITEMAP_GROUP_PAGE_SIZE,
  XML_FETCH_CHUNK,
  XML_SITEMAP_PAGE_SIZE,
} from "./sitemap.constants";
import { comparePageTypes, entryTitle, pageTypeHeading } from "./sitemap-labels";
import {
  countIndexedEntries,
  countIndexedEntriesByType,
  findIndexedEntriesOfType,
  findIndexingOfUrl,
  findJournalIdByShortName,
  findJournalSitemapChunk,
  findJournalSitemapPages,
  findJournalSitemapPageStart,
  findSiteSitemapEntries,
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
 * the SEO manager on existing rows. Call it after start-up (once demo content is loaded) and after any change to public
 * content, in the transaction that makes the change: a change within one journal passes `journalId`
 * (its entries and the static pages are refreshed), a conference's passes `siteOnly`.
 */
export async function regenerateSitemapEntries(database: Db, scope: SitemapScope = {}): Promise<RegenerateCounts> {
  const started = performance.now();
  const counts = await database.transaction(async (tx) => {
    await lockForRegeneration(tx);
    return upsertEntriesFromContent(tx, scope);
  });
  logger.info({ ...counts, ...scope, ms: Math.round(performance.now() - started) }, "sitemap entries regenerated");
  return counts;
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
  return (await findIndexingOfUrl(db(), url)) === false;
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
