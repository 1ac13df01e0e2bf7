// The SEO manager's use cases (spec 002 sections 2.12, 4, 5, 8; docs/decisions/027). Who manages
// what: admins every entry and the whole sitemap; an editor the entries of the journals they edit
// (sitemap_entries.journal_id) and a regeneration of those journals. Site-wide entries (home, static
// pages, conferences) are admins' only. Every function checks this itself, whatever the page shows.
import { contentChanged } from "~/lib/content-changes.server";
import { AppError } from "~/lib/errors";
import { db, services } from "~/lib/services.server";
import type { CurrentUser } from "~/modules/auth/current-user";
import { can } from "~/modules/auth/permissions";
import { entryTitle } from "~/modules/sitemap/sitemap-labels";
import { absoluteUrl, urlElement, urlsetClose, urlsetOpen } from "~/modules/sitemap/sitemap-xml";
import { getSitemapOverview, regenerateSitemapEntries } from "~/modules/sitemap/sitemap.service.server";
import { prefixTsQuery } from "~/modules/users/search-terms";
import { SEO_EXPORT_CHUNK, SEO_MESSAGES as M, SEO_PAGE_SIZE } from "./seo.constants";
import {
  countSeoEntries,
  findAllJournalIds,
  findIndexedSeoChunk,
  findSeoEntryForUpdate,
  findSeoEntryPage,
  findSeoPageTypes,
  setEntryIndexed,
  setEntryPriority,
  type SeoEntryRecord,
  type SeoScope,
} from "./seo.repository.server";
import { parseIndexed, parsePriority, type SeoQuery } from "./seo.schemas";
import type { SeoEntryRow, SeoScreen } from "./seo.types";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The entries `user` manages (403 when none: seo.manage is needed in at least one journal). */
export function seoScopeOf(user: CurrentUser): SeoScope {
  if (!can(user, "seo.manage")) throw new AppError("forbidden", 403, M.accessDenied);
  const grants = user.roles.filter((grant) =>
    can({ ...user, roles: [grant] }, "seo.manage", { journalId: grant.journalId }),
  );
  const journalIds = grants.some((g) => g.journalId === null)
    ? null
    : [...new Set(grants.map((g) => g.journalId as string))];
  return { site: can(user, "seo.manageSite"), journalIds };
}

function inScope(scope: SeoScope, journalId: string | null): boolean {
  if (journalId === null) return scope.site;
  return scope.journalIds === null || scope.journalIds.includes(journalId);
}

function toRow(r: SeoEntryRecord): SeoEntryRow {
  return {
    id: r.id,
    url: r.url,
    title: entryTitle(r.url, r.metaTitle),
    pageType: r.pageType,
    priority: r.priority,
    changeFrequency: r.changeFrequency,
    isIndexed: r.isIndexed,
    prioritySetByHand: r.prioritySetByHand,
    indexedSetByHand: r.indexedSetByHand,
    lastModified: r.lastModified.toISOString(),
  };
}

/** The SEO manager: stats, type filter, one page of the user's entries; on its second tab the public overview. */
export async function findSeoEntries(user: CurrentUser, query: SeoQuery): Promise<SeoScreen> {
  const scope = seoScopeOf(user);
  const database = db();
  const page = Math.max(1, query.page);
  const [stats, types, { rows, total }, overview] = await Promise.all([
    countSeoEntries(database, scope),
    findSeoPageTypes(database, scope),
    findSeoEntryPage(
      database,
      scope,
      { tsQuery: prefixTsQuery(query.q), type: query.type },
      { limit: SEO_PAGE_SIZE, offset: (page - 1) * SEO_PAGE_SIZE },
    ),
    query.tab === "sitemap" ? getSitemapOverview({ type: undefined, page: 1 }) : null,
  ]);
  return {
    q: query.q,
    type: query.type,
    tab: query.tab,
    page,
    pageCount: Math.max(1, Math.ceil(total / SEO_PAGE_SIZE)),
    total,
    rows: rows.map(toRow),
    stats,
    types,
    manageSite: scope.site,
    overview,
  };
}

export type SeoEntryChange = { entryId: unknown; priority?: unknown; indexed?: unknown };

/**
 * Sets an entry's priority (0 to 1 in steps of 0.1) or its indexing, as chosen by hand: later
 * regenerations keep it. 400 for a bad value, 404 for an entry that does not exist or is outside
 * the user's scope (the same answer, so nobody learns of entries they may not manage). The public
 * pages and sitemaps show the change at once (contentChanged after the commit).
 */
export async function updateSeoEntry(user: CurrentUser, change: SeoEntryChange): Promise<SeoEntryRow> {
  const scope = seoScopeOf(user);
  const id = typeof change.entryId === "string" && UUID.test(change.entryId) ? change.entryId : null;
  let priority: number | null = null;
  let indexed: boolean | null = null;
  if (change.priority !== undefined) {
    priority = parsePriority(change.priority);
    if (priority === null) throw new AppError("seo.invalid_priority", 400, M.invalidPriority);
  } else {
    indexed = parseIndexed(change.indexed);
    if (indexed === null) throw new AppError("seo.invalid_indexed", 400, M.invalidIndexed);
  }
  if (id === null) throw new AppError("seo.not_found", 404, M.notFound);
  const row = await db().transaction(async (tx) => {
    const entry = await findSeoEntryForUpdate(tx, id);
    if (!entry || !inScope(scope, entry.journalId)) throw new AppError("seo.not_found", 404, M.notFound);
    return priority !== null ? setEntryPriority(tx, id, priority) : setEntryIndexed(tx, id, indexed as boolean);
  });
  contentChanged();
  return toRow(row);
}

/**
 * Regenerate Sitemap: an admin rebuilds every entry; an editor the entries of their journals (each
 * journal's own regeneration, which also refreshes the static pages' dates from that journal's
 * content). Choices made by hand survive. Returns how many entries the rebuilt scopes hold.
 */
export async function regenerateSeoSitemap(user: CurrentUser): Promise<{ total: number }> {
  const scope = seoScopeOf(user);
  const database = db();
  let total = 0;
  if (scope.site && scope.journalIds === null) {
    total = (await regenerateSitemapEntries(database)).total;
  } else {
    for (const journalId of scope.journalIds ?? (await findAllJournalIds(database))) {
      total += (await regenerateSitemapEntries(database, { journalId })).total;
    }
    if (scope.site) total += (await regenerateSitemapEntries(database, { siteOnly: true })).total;
  }
  contentChanged();
  return { total };
}

/**
 * Export XML: a sitemaps.org urlset of the indexed entries the user manages (loc, lastmod,
 * changefreq, priority), written in chunks read by URL with keyset paging.
 */
export function exportSeoSitemap(user: CurrentUser): AsyncIterable<string> {
  const scope = seoScopeOf(user);
  const database = db();
  const publicUrl = services().env.publicUrl;
  return (async function* () {
    yield urlsetOpen();
    let after: string | null = null;
    for (;;) {
      const chunk = await findIndexedSeoChunk(database, scope, after, SEO_EXPORT_CHUNK);
      if (chunk.length === 0) break;
      let xml = "";
      for (const r of chunk) {
        xml += urlElement({
          loc: absoluteUrl(publicUrl, r.url),
          lastmod: r.lastModified,
          changefreq: r.changeFrequency,
          priority: r.priority,
        });
      }
      yield xml;
      if (chunk.length < SEO_EXPORT_CHUNK) break;
      after = chunk[chunk.length - 1].url;
    }
    yield urlsetClose();
  })();
}
