/** Page types written by the generator; entries of these types are removed when their content goes. */
export const PAGE_TYPES = ["static", "journal", "issue", "article", "conference"] as const;
export type ManagedPageType = (typeof PAGE_TYPES)[number];

/** The headings of the spec; any other type is shown title-cased. */
export const PAGE_TYPE_HEADINGS: Record<string, string> = {
  static: "Main Pages",
  journal: "Journals",
  article: "Articles",
  issue: "Journal Issues",
  conference: "Conferences",
};

/** Display order of the groups on /sitemap; unknown types follow alphabetically. */
export const PAGE_TYPE_ORDER = ["static", "journal", "issue", "article", "conference"];

/**
 * Articles per slice when every entry is regenerated: about 35 ms of the database's time on the
 * 100,000-article bench, PGlite or PostgreSQL (ADR 048), so a request never waits long behind one.
 */
export const SOURCE_SLICE = 500;

export const PRIORITY = { home: 1.0, journal: 0.9, issue: 0.8, article: 0.7, conference: 0.6, static: 0.5 } as const;

/**
 * The date the texts of the static pages were last revised: a static page's lastmod must not move
 * on every regeneration, or search engines learn to ignore our lastmod. Bump it when those texts change.
 */
export const STATIC_CONTENT_DATE = "2025-01-15T00:00:00Z";

/**
 * Which content a static page lists, so its lastmod follows that content (the home page shows the
 * newest articles, /journals the journals, ...); a page without a source keeps STATIC_CONTENT_DATE.
 */
export type StaticSource = "articles" | "journals" | "conferences" | "editorial_board";

export type StaticPage = {
  path: string;
  title: string;
  description: string;
  priority: number;
  changeFrequency: "daily" | "weekly" | "monthly" | "yearly";
  source?: StaticSource;
};

export const STATIC_PAGES: readonly StaticPage[] = [
  {
    path: "/",
    title: "Home",
    description:
      "Peer-reviewed, open-access journals in pharmaceutical and health sciences: journals, recent articles and conferences.",
    priority: PRIORITY.home,
    changeFrequency: "daily",
    source: "articles",
  },
  {
    path: "/journals",
    title: "Journals",
    description: "All our open-access journals with their scope, ISSN, issues and articles.",
    priority: PRIORITY.static,
    changeFrequency: "weekly",
    source: "journals",
  },
  {
    path: "/conferences",
    title: "Conferences & Events",
    description: "Upcoming, live and past conferences, symposia, workshops and seminars.",
    priority: PRIORITY.static,
    changeFrequency: "weekly",
    source: "conferences",
  },
  {
    path: "/contact",
    title: "Contact Us",
    description: "Address, e-mail, phone and office hours of the editorial office.",
    priority: PRIORITY.static,
    changeFrequency: "yearly",
  },
  {
    path: "/sitemap",
    title: "Sitemap",
    description: "Every public page of the site, grouped by type.",
    priority: PRIORITY.static,
    changeFrequency: "weekly",
    source: "articles",
  },
  {
    path: "/about",
    title: "About Us",
    description: "Who we are and how our journals work.",
    priority: PRIORITY.static,
    changeFrequency: "yearly",
  },
  {
    path: "/policies",
    title: "Policies",
    description:
      "Publication ethics, peer review, editorial, authorship, misconduct, open access and copyright policies.",
    priority: PRIORITY.static,
    changeFrequency: "yearly",
  },
  {
    path: "/publication-ethics",
    title: "Publication Ethics",
    description: "Our publication ethics, following COPE and ICMJE standards.",
    priority: PRIORITY.static,
    changeFrequency: "yearly",
  },
  {
    path: "/peer-review-policy",
    title: "Peer Review Policy",
    description: "How manuscripts are reviewed: double-blind peer review by default.",
    priority: PRIORITY.static,
    changeFrequency: "yearly",
  },
  {
    path: "/editorial-policies",
    title: "Editorial Policies",
    description: "The editorial policies of our journals.",
    priority: PRIORITY.static,
    changeFrequency: "yearly",
  },
  {
    path: "/author-guidelines",
    title: "Author Guidelines",
    description: "How to prepare and submit a manuscript.",
    priority: PRIORITY.static,
    changeFrequency: "yearly",
  },
  {
    path: "/reviewer-guidelines",
    title: "Reviewer Guidelines",
    description: "Guidance for peer reviewers and how to become one.",
    priority: PRIORITY.static,
    changeFrequency: "yearly",
  },
  {
    path: "/editorial-board",
    title: "Editorial Board",
    description: "The editors and board members of our journals.",
    priority: PRIORITY.static,
    changeFrequency: "monthly",
    source: "editorial_board",
  },
  {
    path: "/article-processing-charges",
    title: "Article Processing Charges",
    description: "Fees, payment methods and the payment process.",
    priority: PRIORITY.static,
    changeFrequency: "yearly",
  },
  {
    path: "/refund-policy",
    title: "Refund Policy",
    description: "When and how article processing charges are refunded.",
    priority: PRIORITY.static,
    changeFrequency: "yearly",
  },
  {
    path: "/article-retraction-policy",
    title: "Article Retraction Policy",
    description: "Grounds and procedure for retracting an article, following COPE.",
    priority: PRIORITY.static,
    changeFrequency: "yearly",
  },
  {
    path: "/privacy",
    title: "Privacy Policy",
    description: "How we collect and use personal data.",
    priority: PRIORITY.static,
    changeFrequency: "yearly",
  },
  {
    path: "/terms",
    title: "Terms of Service",
    description: "The terms of use of this site.",
    priority: PRIORITY.static,
    changeFrequency: "yearly",
  },
  {
    path: "/cookies",
    title: "Cookie Policy",
    description: "The cookies this site uses and why.",
    priority: PRIORITY.static,
    changeFrequency: "yearly",
  },
];

/** Entries shown per group on /sitemap, and per page of a group's "Show more". */
export const SITEMAP_GROUP_PAGE_SIZE = 20;

/**
 * Entries per XML sitemap file. An article entry also lists its PDF, so a file holds at most twice
 * this many URLs (20,000): far below the 50,000-URL limit, and about 4.7 MB with a 72-character host
 * name, under the 5 MB we hold files to (checked by sitemap-xml.test.ts).
 */
export const XML_SITEMAP_PAGE_SIZE = 10_000;

/** Rows fetched per query while writing one XML sitemap (keyset paging). */
export const XML_FETCH_CHUNK = 2_000;

/** The byte limit we hold each XML sitemap to (sitemaps.org allows more; older crawlers do not). */
export const XML_SITEMAP_MAX_BYTES = 5 * 1024 * 1024;

/** Name of the sitemap of site-wide pages (static pages and journal homes). */
export const SITE_SITEMAP_NAME = "site";

/** Unindexed URLs kept in memory for the public pages' noindex (isUnindexedPage); past this, each page asks. */
export const UNINDEXED_KEPT_MAX = 10_000;
