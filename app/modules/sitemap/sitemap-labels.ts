import { PAGE_TYPE_HEADINGS, PAGE_TYPE_ORDER } from "./sitemap.constants";

/** "case_report" or "case-report" -> "Case Report". */
export function titleCase(text: string): string {
  return text
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())
    .join(" ");
}

/** The heading of a page-type group on /sitemap. */
export function pageTypeHeading(pageType: string): string {
  return PAGE_TYPE_HEADINGS[pageType] ?? titleCase(pageType);
}

/** Sorts page types in display order: the known ones first, then the rest alphabetically. */
export function comparePageTypes(a: string, b: string): number {
  const rank = (t: string) => {
    const i = PAGE_TYPE_ORDER.indexOf(t);
    return i === -1 ? PAGE_TYPE_ORDER.length : i;
  };
  // Page types are lower-case words: by code point is alphabetical, without Intl (ADR 083).
  return rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0);
}

/** An entry's title: its meta title, else one derived from the last segment of its URL. */
export function entryTitle(url: string, metaTitle: string | null | undefined): string {
  const title = metaTitle?.trim();
  if (title) return title;
  let path = url;
  try {
    path = new URL(url, "http://x").pathname;
  } catch {
    // Not a URL we can parse: derive from the raw text.
  }
  const last = path.split("/").filter(Boolean).pop();
  if (!last) return "Home";
  let segment = last;
  try {
    segment = decodeURIComponent(last);
  } catch {
    // Keep the raw segment when it is not valid percent-encoding.
  }
  return titleCase(segment) || segment;
}

/** Entries pointing outside the site open in a new tab. */
export function isExternalUrl(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(url);
}

/** Tone of a priority, as in the SEO manager: green at 0.8 or above, orange at 0.5 or above, else red. */
export function priorityTone(priority: number): "success" | "warning" | "danger" {
  if (priority >= 0.8) return "success";
  if (priority >= 0.5) return "warning";
  return "danger";
}
