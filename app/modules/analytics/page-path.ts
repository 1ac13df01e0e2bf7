// Which requests are page views of the public site, and under which path they are counted. The URL
// space stays bounded: the path only (no query string, no fragment), capped in length, and only for
// pages the router answered with 200 (so a made-up address, a 404, is never stored).

/** Longer paths are not counted at all (no real page of the site has one). */
export const MAX_PATH_LENGTH = 300;

/** Signed-in screens and endpoints, never counted: the dashboard, submissions, reviews, sign-in, APIs. */
const PRIVATE_PREFIX = /^\/(dashboard|submission|review|review-invitation|auth|api)(\/|$)/;
const JOURNAL_SETTINGS = /^\/journal\/[^/]+\/settings$/;

/**
 * The counted path of a public page: its pathname without a trailing slash, or null when it is not a
 * page of the public site (or too long). A client navigation's data request (`/x.data`,
 * `/_.data` for the home page) is counted under the page's own path.
 */
export function publicPagePath(pathname: string): string | null {
  let path = pathname;
  // As React Router reads it: `/_.data` is the home page's data, `/x.data` the page /x's.
  if (path.endsWith("/_.data")) path = path.slice(0, -"_.data".length);
  else if (path.endsWith(".data")) path = path.slice(0, -".data".length);
  if (path.length > 1) path = path.replace(/\/+$/, "");
  if (!path.startsWith("/") || path.length === 0 || path.length > MAX_PATH_LENGTH) return null;
  if (path.includes("\0") || path.includes("//")) return null;
  if (PRIVATE_PREFIX.test(path) || JOURNAL_SETTINGS.test(path)) return null;
  return path;
}

/** Whether a request is a client navigation's data request (React Router's single fetch). */
export function isDataRequest(pathname: string): boolean {
  return pathname.endsWith(".data");
}

/** The path prefix of a journal's pages: `/journal/{shortName}`. */
export function journalPathPrefix(shortName: string): string {
  return `/journal/${shortName}`;
}
