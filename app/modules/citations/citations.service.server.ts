import { db } from "../../lib/services.server";
import { issueLabel } from "../articles/article-format";
import { getArticleForCitation, getPublishedArticle } from "../article-detail/article-detail.service.server";
import { formatCitations, toBibtex, toRis, type CitableArticle } from "./citation-formats.server";
import { findCitingArticles, findExternalCitations } from "./citations.repository.server";

export const CITATION_FORMATS = {
  apa: { contentType: "text/plain; charset=utf-8", extension: null },
  mla: { contentType: "text/plain; charset=utf-8", extension: null },
  chicago: { contentType: "text/plain; charset=utf-8", extension: null },
  vancouver: { contentType: "text/plain; charset=utf-8", extension: null },
  bibtex: { contentType: "application/x-bibtex; charset=utf-8", extension: "bib" },
  ris: { contentType: "application/x-research-info-systems; charset=utf-8", extension: "ris" },
} as const;

export type CitationFormat = keyof typeof CITATION_FORMATS;

const DIALOG_LIST_LIMIT = 50;
/** The citing-article list names the first three authors, then 'et al.' */
export const CITING_AUTHORS_SHOWN = 3;

export async function getArticleCitation(
  shortName: string,
  volume: string,
  articleNumber: string,
  format: CitationFormat,
) {
  const { journal, article, authors, url, pdfUrl } = await getArticleForCitation(shortName, volume, articleNumber);
  const citable: CitableArticle = {
    id: `${journal.shortName}-${article.issue.volumeNumber}-${article.articleNumber}`,
    title: article.title,
    authors,
    journalTitle: journal.title,
    journalAbbrev: journal.abbreviation,
    issn: journal.issn,
    eissn: journal.eissn,
    publisher: journal.publisher,
    volume: article.issue.volumeNumber,
    issue: issueLabel(article.issue),
    pageStart: article.pageStart,
    pageEnd: article.pageEnd,
    doi: article.doi,
    publicationDate: article.publicationDate,
    url,
    pdfUrl,
    abstract: article.abstract,
    keywords: article.keywords,
    language: article.language,
  };
  const spec = CITATION_FORMATS[format];
  const body =
    format === "bibtex" ? toBibtex(citable) : format === "ris" ? toRis(citable) : formatCitations(citable)[format];
  return { body, contentType: spec.contentType, fileName: spec.extension ? `${citable.id}.${spec.extension}` : null };
}

function shortAuthorList(names: string[]): string {
  if (names.length === 0) return "Author not available";
  return names.length > CITING_AUTHORS_SHOWN
    ? `${names.slice(0, CITING_AUTHORS_SHOWN).join(", ")}, et al.`
    : names.join(", ");
}

/** What the Citation Metrics dialogs list: citing articles of the platform and external citations. */
export async function getArticleCitationDetails(shortName: string, volume: string, articleNumber: string) {
  const { article } = await getPublishedArticle(shortName, volume, articleNumber);
  const [citing, external] = await Promise.all([
    findCitingArticles(db(), article.id, DIALOG_LIST_LIMIT),
    findExternalCitations(db(), article.id, DIALOG_LIST_LIMIT),
  ]);
  return {
    internal: citing.map((c) => ({ ...c, authorList: shortAuthorList(c.authors) })),
    external,
  };
}
