import { journalPath } from "~/lib/paths";
import type { MetaDescriptor } from "react-router";
import { jsonLd } from "~/lib/seo";
import { issueLabel, orcidUrl } from "~/modules/articles/article-format";

export const CC_BY_4_URL = "https://creativecommons.org/licenses/by/4.0/";

export type ScholarlyArticleMeta = {
  url: string;
  pdfUrl: string | null;
  /** The public full-text HTML galley, when the article has one. */
  fullTextHtmlUrl?: string | null;
  title: string;
  abstract: string | null;
  keywords: string[];
  language: string;
  doi: string | null;
  publicationDate: string | null;
  /** When the content last really changed (ISO): the sitemap's lastmod, never a reader's visit. */
  dateModified: string;
  pageStart: number | null;
  pageEnd: number | null;
  authors: {
    name: string;
    givenName: string | null;
    familyName: string | null;
    orcid: string | null;
    affiliation: string | null;
  }[];
  issue: IssueMeta;
  journal: JournalMeta;
  /**
   * Notices (ADR 066): an article's status from its notices ('Retracted'...) and the notices about
   * it (schema.org `correction`); a notice's article (`about`). Each with its page's URL.
   */
  status?: string | null;
  notices?: { url: string; title: string; datePublished: string | null }[];
  about?: { url: string; title: string } | null;
  /** A revised article's version (2 and up). */
  version?: number | null;
};

export type JournalMeta = {
  title: string;
  abbreviation: string | null;
  issn: string | null;
  eissn: string | null;
  publisher: string | null;
  url: string;
};

/** A journal's metadata for the scholarly tags, with its public address. */
export function journalMetaOf(
  journal: Omit<JournalMeta, "url"> & { shortName: string },
  publicUrl: string,
): JournalMeta {
  const { title, abbreviation, issn, eissn, publisher } = journal;
  return { title, abbreviation, issn, eissn, publisher, url: `${publicUrl}${journalPath(journal.shortName)}` };
}

export type IssueMeta = {
  volumeNumber: number;
  issueNumber: number;
  type: string;
  title?: string | null;
  url: string;
  publicationDate: string | null;
};

const slashDate = (d: string) => d.replaceAll("-", "/");

/** schema.org and Google: a headline of at most 110 characters. */
export const HEADLINE_LIMIT = 110;

/** The title as a headline: whole when it fits, else cut at the last word boundary with an ellipsis. */
export function headlineOf(title: string, limit = HEADLINE_LIMIT): string {
  const clean = title.replace(/\s+/g, " ").trim();
  if (clean.length <= limit) return clean;
  const room = clean.slice(0, limit - 1); // one character left for the ellipsis
  const atSpace = room.lastIndexOf(" ");
  const cut = atSpace > 0 ? room.slice(0, atSpace) : room;
  return `${cut.replace(/[\s,;:.–—-]+$/, "")}…`;
}

/** '45-52', or '5' for a one-page article; null without pages. */
function paginationOf(pageStart: number | null, pageEnd: number | null): string | null {
  if (pageStart == null) return null;
  return pageEnd != null && pageEnd !== pageStart ? `${pageStart}-${pageEnd}` : String(pageStart);
}

/** schema.org Periodical of a journal (its page's JSON-LD, and the top of every article's isPartOf). */
export function periodicalJsonLd(journal: JournalMeta): Record<string, unknown> {
  const issns = [...new Set([journal.issn, journal.eissn].filter((i): i is string => !!i))];
  return {
    "@type": "Periodical",
    "@id": journal.url,
    url: journal.url,
    name: journal.title,
    alternateName: journal.abbreviation ?? undefined,
    issn: issns.length > 1 ? issns : issns[0],
    publisher: journal.publisher ? { "@type": "Organization", name: journal.publisher } : undefined,
    isAccessibleForFree: true,
  };
}

/**
 * schema.org PublicationIssue → PublicationVolume → Periodical. issueNumber is the label every
 * export uses ('2', 'S1' for Special Issue 1), so a special issue never reads as regular issue 1.
 */
export function publicationIssueJsonLd(issue: IssueMeta, journal: JournalMeta): Record<string, unknown> {
  return {
    "@type": "PublicationIssue",
    "@id": issue.url,
    url: issue.url,
    issueNumber: issueLabel(issue),
    name: issue.title || undefined,
    datePublished: issue.publicationDate ?? undefined,
    isPartOf: {
      "@type": "PublicationVolume",
      volumeNumber: String(issue.volumeNumber),
      isPartOf: periodicalJsonLd(journal),
    },
  };
}

/** The journal page's structured data. */
export function journalJsonLd(journal: JournalMeta): MetaDescriptor {
  return jsonLd({ "@context": "https://schema.org", ...periodicalJsonLd(journal) });
}

/** The issue page's structured data. */
export function issueJsonLd(issue: IssueMeta, journal: JournalMeta): MetaDescriptor {
  return jsonLd({ "@context": "https://schema.org", ...publicationIssueJsonLd(issue, journal) });
}

/**
 * Highwire Press tags (Google Scholar, Zotero), Dublin Core and schema.org JSON-LD for the
 * canonical article page. Order matters for Highwire: each author is followed by their
 * institution and ORCID.
 */
export function scholarlyArticleMeta(a: ScholarlyArticleMeta): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [];
  const add = (name: string, content: string | number | null | undefined) => {
    if (content !== null && content !== undefined && content !== "") tags.push({ name, content: String(content) });
  };

  add("citation_title", a.title);
  for (const author of a.authors) {
    add("citation_author", author.name);
    add("citation_author_institution", author.affiliation);
    add("citation_author_orcid", author.orcid ? orcidUrl(author.orcid) : null);
  }
  add("citation_publication_date", a.publicationDate && slashDate(a.publicationDate));
  add("citation_online_date", a.publicationDate && slashDate(a.publicationDate));
  add("citation_journal_title", a.journal.title);
  add("citation_journal_abbrev", a.journal.abbreviation);
  add("citation_issn", a.journal.issn);
  if (a.journal.eissn && a.journal.eissn !== a.journal.issn) add("citation_issn", a.journal.eissn);
  add("citation_volume", a.issue.volumeNumber);
  add("citation_issue", issueLabel(a.issue));
  add("citation_firstpage", a.pageStart);
  // A one-page article has a first page only ('5', never '5-5').
  if (a.pageEnd !== a.pageStart) add("citation_lastpage", a.pageEnd);
  add("citation_doi", a.doi);
  // The full abstract for reference managers (Zotero reads it here); og:description stays short.
  add("citation_abstract", a.abstract);
  add("citation_pdf_url", a.pdfUrl);
  add("citation_abstract_html_url", a.url);
  // Only a full-text HTML galley is the full text in HTML; the page itself is the abstract's.
  add("citation_fulltext_html_url", a.fullTextHtmlUrl);
  if (a.keywords.length) add("citation_keywords", a.keywords.join("; "));
  add("citation_language", a.language);
  add("citation_publisher", a.journal.publisher);

  add("DC.title", a.title);
  for (const author of a.authors) add("DC.creator", author.name);
  add("DC.date", a.publicationDate);
  add("DC.identifier", a.doi ? `doi:${a.doi}` : a.url);
  add("DC.publisher", a.journal.publisher);
  add("DC.language", a.language);
  add("DC.rights", CC_BY_4_URL);
  add("DC.type", "Text.Serial.Journal");
  add("DC.source", a.journal.title);
  add("DC.description", a.abstract);
  for (const keyword of a.keywords) add("DC.subject", keyword);
  // The notices about it, and a notice's article: Dublin Core relations (ADR 066).
  for (const notice of a.notices ?? []) add("DC.relation.isReferencedBy", notice.url);
  if (a.about) add("DC.relation.references", a.about.url);

  tags.push({ property: "article:published_time", content: a.publicationDate ?? "" });
  for (const author of a.authors) tags.push({ property: "article:author", content: author.name });
  tags.push({ tagName: "link", rel: "license", href: CC_BY_4_URL });
  if (a.pdfUrl) tags.push({ tagName: "link", rel: "alternate", type: "application/pdf", href: a.pdfUrl });

  const pagination = paginationOf(a.pageStart, a.pageEnd);
  tags.push(
    jsonLd({
      "@context": "https://schema.org",
      "@type": "ScholarlyArticle",
      "@id": a.url,
      url: a.url,
      headline: headlineOf(a.title),
      name: a.title,
      abstract: a.abstract ?? undefined,
      keywords: a.keywords.length ? a.keywords.join(", ") : undefined,
      inLanguage: a.language,
      datePublished: a.publicationDate ?? undefined,
      dateModified: a.dateModified,
      isAccessibleForFree: true,
      license: CC_BY_4_URL,
      pageStart: a.pageStart ?? undefined,
      pageEnd: a.pageEnd != null && a.pageEnd !== a.pageStart ? a.pageEnd : undefined,
      pagination: pagination ?? undefined,
      identifier: a.doi ? { "@type": "PropertyValue", propertyID: "DOI", value: a.doi } : undefined,
      sameAs: a.doi ? `https://doi.org/${a.doi}` : undefined,
      author: a.authors.map((author) => ({
        "@type": "Person",
        name: author.name,
        givenName: author.givenName ?? undefined,
        familyName: author.familyName ?? undefined,
        sameAs: author.orcid ? orcidUrl(author.orcid) : undefined,
        affiliation: author.affiliation ? { "@type": "Organization", name: author.affiliation } : undefined,
      })),
      publisher: a.journal.publisher ? { "@type": "Organization", name: a.journal.publisher } : undefined,
      encoding: a.pdfUrl
        ? { "@type": "MediaObject", contentUrl: a.pdfUrl, encodingFormat: "application/pdf" }
        : undefined,
      isPartOf: publicationIssueJsonLd(a.issue, a.journal),
      creativeWorkStatus: a.status ?? undefined,
      version: a.version && a.version > 1 ? String(a.version) : undefined,
      correction: a.notices?.length
        ? a.notices.map((n) => ({
            "@type": "CorrectionComment",
            url: n.url,
            name: n.title,
            datePublished: n.datePublished ?? undefined,
          }))
        : undefined,
      about: a.about
        ? { "@type": "ScholarlyArticle", "@id": a.about.url, url: a.about.url, name: a.about.title }
        : undefined,
    }),
  );
  return tags;
}
