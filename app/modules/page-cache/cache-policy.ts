// How long shared caches (the page cache of server/http-app.ts, a CDN) keep public pages. Every
// change to public content calls contentChanged() after its commit, which empties the page cache
// at once (app/lib/content-changes.server.ts), so the shared lifetime can be long; browsers keep
// nothing (max-age=0), so a reader never sees a page older than the server's.

/** Seconds a shared cache keeps a public page: a day (invalidation is exact). */
export const PUBLIC_PAGE_SHARED_MAX_AGE = 24 * 60 * 60;

/** Cache-Control of every public page and public resource. */
export const PUBLIC_PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${PUBLIC_PAGE_SHARED_MAX_AGE}`;

/**
 * Seconds a shared cache keeps an article page: five minutes. Its views and downloads are counted
 * without emptying the cache (ADR 005), so the counts it shows are at most this old (issue 38),
 * while a page read often is still rendered once per five minutes, not per reader.
 */
export const ARTICLE_PAGE_SHARED_MAX_AGE = 5 * 60;

/** Cache-Control of an article page. */
export const ARTICLE_PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${ARTICLE_PAGE_SHARED_MAX_AGE}`;
