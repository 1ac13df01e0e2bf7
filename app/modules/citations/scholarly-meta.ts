import type { MetaDescriptor } from "react-router";
import { jsonLd } from "../../lib/seo";
import { orcidUrl } from "../articles/article-format";

export const CC_BY_4_URL = "https://creativecommons.org/licenses/by/4.0/";

export type ScholarlyArticleMeta = {
  url: string;
  pdfUrl: string | null;
  title: string;
  abstract: string | null;
  keywords: string[];
  language: string;
  doi: string | null;
  publicationDate: string | null;
  updatedAt: string;
  pageStart: number | null;
  pageEnd: number | null;
  authors: {
    name: string;
    givenName: string | null;
    familyName: string | null;
    orcid: string | null;
    affiliation: string | null;
  }[];
  issue: { volumeNumber: number; issueNumber: number; type: string; url: string; publicationDate: string | null };
  journal: {
    title: string;
    abbreviation: string | null;
    issn: string | null;
    eissn: string | null;
    publisher: string | null;
    url: string;
  };
};

const slashDate = (d: string) => d.replaceAll("-", "/");

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
  add("citation_issue", a.issue.issueNumber);
  add("citation_firstpage", a.pageStart);
  add("citation_lastpage", a.pageEnd);
  add("citation_doi", a.doi);
  add("citation_pdf_url", a.pdfUrl);
  add("citation_abstract_html_url", a.url);
  add("citation_fulltext_html_url", a.url);
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

  tags.push({ property: "article:published_time", content: a.publicationDate ?? "" });
  for (const author of a.authors) tags.push({ property: "article:author", content: author.name });
  tags.push({ tagName: "link", rel: "license", href: CC_BY_4_URL });
  if (a.pdfUrl) tags.push({ tagName: "link", rel: "alternate", type: "application/pdf", href: a.pdfUrl });

  const issns = [a.journal.issn, a.journal.eissn].filter(Boolean);
  tags.push(
    jsonLd({
      "@context": "https://schema.org",
      "@type": "ScholarlyArticle",
      "@id": a.url,
      url: a.url,
      headline: a.title.slice(0, 110),
      name: a.title,
      abstract: a.abstract ?? undefined,
      keywords: a.keywords.length ? a.keywords.join(", ") : undefined,
      inLanguage: a.language,
      datePublished: a.publicationDate ?? undefined,
      dateModified: a.updatedAt,
      isAccessibleForFree: true,
      license: CC_BY_4_URL,
      pageStart: a.pageStart ?? undefined,
      pageEnd: a.pageEnd ?? undefined,
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
      isPartOf: {
        "@type": "PublicationIssue",
        "@id": a.issue.url,
        issueNumber: String(a.issue.issueNumber),
        datePublished: a.issue.publicationDate ?? undefined,
        isPartOf: {
          "@type": "PublicationVolume",
          volumeNumber: String(a.issue.volumeNumber),
          isPartOf: {
            "@type": "Periodical",
            "@id": a.journal.url,
            name: a.journal.title,
            alternateName: a.journal.abbreviation ?? undefined,
            issn: issns.length > 1 ? issns : issns[0],
            publisher: a.journal.publisher ? { "@type": "Organization", name: a.journal.publisher } : undefined,
          },
        },
      },
    }),
  );
  return tags;
}
