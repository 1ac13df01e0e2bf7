import type { MetaDescriptor } from "react-router";

export const SITE_NAME = "Scholarly Press";
export const META_DESCRIPTION_LIMIT = 160;
export const OG_DESCRIPTION_LIMIT = 200;

/** Cuts text at a word boundary to at most `limit` characters, adding an ellipsis when cut. */
export function truncate(text: string, limit: number): string {
  // An abstract runs to thousands of characters, of which the first `limit` are kept: when the
  // start of the text is already longer than that once cleaned, the rest is not looked at.
  const start = text.length > 2 * limit ? collapseSpaces(text.slice(0, 2 * limit)) : "";
  const clean = start.length > limit ? start : collapseSpaces(text);
  if (clean.length <= limit) return clean;
  const cut = clean.slice(0, limit - 1);
  const atSpace = cut.lastIndexOf(" ");
  return `${(atSpace > limit * 0.6 ? cut.slice(0, atSpace) : cut).trimEnd()}…`;
}

function collapseSpaces(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

type MetaArgsLike = {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
  /** The page's own loader data: `noindex: true` in it makes the page say noindex (see pageMeta). */
  loaderData?: unknown;
};

/** The robots tag of a page whose sitemap entry was unindexed in the SEO manager. */
export const NOINDEX_ROBOTS = "noindex";

/** The absolute base URL, from the root loader (PUBLIC_URL or the request origin). */
export function publicUrlFrom(args: MetaArgsLike): string {
  const root = args.matches.find((m) => m?.id === "root")?.loaderData as { publicUrl?: string } | undefined;
  return root?.publicUrl ?? "";
}

export type PageSeo = {
  title: string;
  description: string;
  /** Canonical path; defaults to the current path. */
  path?: string;
  image?: string;
  type?: "website" | "article";
  /** The Twitter card when there is an image (default summary_large_image); without one, summary. */
  twitterCard?: "summary" | "summary_large_image";
  /** A keywords meta tag, when given and not empty. */
  keywords?: readonly string[];
  /** Extra tags (Highwire, JSON-LD, ...). */
  extra?: MetaDescriptor[];
};

/**
 * Title, description (cut at 160), canonical URL, Open Graph and Twitter tags, robots. The robots
 * tag says "noindex" when the page's loader answered `noindex: true` (isUnindexedPage() of the
 * sitemap service: the page was unindexed in the SEO manager), otherwise "index, follow".
 */
export function pageMeta(args: MetaArgsLike, seo: PageSeo): MetaDescriptor[] {
  const noindex = (args.loaderData as { noindex?: unknown } | null | undefined)?.noindex === true;
  const base = publicUrlFrom(args);
  const url = `${base}${seo.path ?? args.location.pathname}`;
  const title = seo.title.includes(SITE_NAME) ? seo.title : `${seo.title} | ${SITE_NAME}`;
  const description = truncate(seo.description, META_DESCRIPTION_LIMIT);
  const ogDescription = truncate(seo.description, OG_DESCRIPTION_LIMIT);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { name: "robots", content: noindex ? NOINDEX_ROBOTS : "index, follow" },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:type", content: seo.type ?? "website" },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: ogDescription },
    { property: "og:url", content: url },
    { name: "twitter:card", content: seo.image ? (seo.twitterCard ?? "summary_large_image") : "summary" },
    { name: "twitter:title", content: seo.title },
    { name: "twitter:description", content: ogDescription },
  ];
  if (seo.keywords && seo.keywords.length > 0) tags.push({ name: "keywords", content: seo.keywords.join(", ") });
  if (seo.image) {
    const image = seo.image.startsWith("http") ? seo.image : `${base}${seo.image}`;
    tags.push({ property: "og:image", content: image }, { name: "twitter:image", content: image });
  }
  return [...tags, ...(seo.extra ?? [])];
}

/** A JSON-LD script tag for meta(). */
export function jsonLd(data: Record<string, unknown>): MetaDescriptor {
  return { "script:ld+json": data };
}
