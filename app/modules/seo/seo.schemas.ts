// The SEO manager's inputs (universal: the loader and action read them, the page writes them).
import { PRIORITY_STEP, SEO_MAX_SEARCH, SEO_TABS, type SeoTab } from "./seo.constants";

export type SeoQuery = { q: string; type: string | null; page: number; tab: SeoTab };

/**
 * `?search=` (trimmed, control characters dropped, cut), `?type=` (a page type's shape, else none),
 * `?page=` (1-based; anything else is 1) and `?tab=`. The URL is anyone's to edit: bad values fall back.
 */
export function parseSeoQuery(params: URLSearchParams): SeoQuery {
  const q = (params.get("search") ?? "")
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, " ")
    .trim()
    .slice(0, SEO_MAX_SEARCH);
  const rawType = params.get("type") ?? "";
  const type = /^[a-z0-9_-]{1,40}$/.test(rawType) ? rawType : null;
  const page = Number(params.get("page"));
  const rawTab = params.get("tab");
  const tab = (SEO_TABS as readonly string[]).includes(rawTab ?? "") ? (rawTab as SeoTab) : "entries";
  return { q, type, page: Number.isSafeInteger(page) && page >= 1 && page <= 100_000 ? page : 1, tab };
}

export function seoSearch(query: Partial<SeoQuery>): string {
  const params = new URLSearchParams();
  if (query.tab && query.tab !== "entries") params.set("tab", query.tab);
  if (query.q) params.set("search", query.q);
  if (query.type) params.set("type", query.type);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const s = params.toString();
  return s ? `?${s}` : "";
}

/**
 * A priority typed by hand: a number from 0 to 1 on the 0.1 grid ("0.7", ".7", "1", " 0.30 "), as
 * that tenth; null for anything else (empty, "abc", "1.5", "0.75", "1e-1", "Infinity"). The page
 * drops such an edit (002 section 4); the server refuses it with 400.
 */
export function parsePriority(input: unknown): number | null {
  if (typeof input !== "string" && typeof input !== "number") return null;
  const text = String(input).trim();
  if (!/^(?:\d{1,3}(?:\.\d{0,6})?|\.\d{1,6})$/.test(text)) return null;
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0 || value > 1) return null;
  const tenths = Math.round(value / PRIORITY_STEP);
  if (Math.abs(value - tenths * PRIORITY_STEP) > 1e-9) return null;
  return tenths / 10;
}

/** The indexed toggle's value: "true" or "false", nothing else. */
export function parseIndexed(input: unknown): boolean | null {
  if (input === "true") return true;
  if (input === "false") return false;
  return null;
}
