/** A small writer for sitemaps.org 0.9 files: sitemap indexes and urlsets. */
import { escapeXml } from "~/lib/xml";

export const SITEMAP_NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

export const CHANGE_FREQUENCIES = ["always", "hourly", "daily", "weekly", "monthly", "yearly", "never"] as const;

/** The absolute, percent-encoded URL of a stored path ('/journal/fjphs') on the public base URL. */
export function absoluteUrl(publicUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return new URL(path).href;
  const base = publicUrl.replace(/\/+$/, "");
  return new URL(`${base}${path.startsWith("/") ? path : `/${path}`}`).href;
}

/** W3C datetime in UTC, to the second: 2025-01-15T08:30:00+00:00. */
export function w3cDateTime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, "+00:00");
}

/** A priority as the schema wants it: a decimal between 0.0 and 1.0. */
export function formatPriority(priority: number): string {
  const clamped = Math.min(1, Math.max(0, Number.isFinite(priority) ? priority : 0.5));
  const twoDecimals = clamped.toFixed(2);
  return twoDecimals.endsWith("0") ? clamped.toFixed(1) : twoDecimals;
}

export type UrlElement = {
  loc: string;
  lastmod?: Date | null;
  changefreq?: string | null;
  priority?: number | null;
};

export function urlsetOpen(): string {
  return `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NAMESPACE}">\n`;
}

export function urlsetClose(): string {
  return "</urlset>\n";
}

export function urlElement(url: UrlElement): string {
  let xml = `<url><loc>${escapeXml(url.loc)}</loc>`;
  if (url.lastmod) xml += `<lastmod>${w3cDateTime(url.lastmod)}</lastmod>`;
  const changefreq = url.changefreq?.toLowerCase();
  // A value outside the schema's list (possible in old rows) is left out rather than making the file invalid.
  if (changefreq && (CHANGE_FREQUENCIES as readonly string[]).includes(changefreq)) {
    xml += `<changefreq>${changefreq}</changefreq>`;
  }
  if (url.priority !== null && url.priority !== undefined)
    xml += `<priority>${formatPriority(url.priority)}</priority>`;
  return `${xml}</url>\n`;
}

export type SitemapIndexItem = { loc: string; lastmod?: Date | null };

export function sitemapIndexXml(items: SitemapIndexItem[]): string {
  const body = items
    .map(
      (s) =>
        `<sitemap><loc>${escapeXml(s.loc)}</loc>${s.lastmod ? `<lastmod>${w3cDateTime(s.lastmod)}</lastmod>` : ""}</sitemap>\n`,
    )
    .join("");
  return `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n${body}</sitemapindex>\n`;
}
