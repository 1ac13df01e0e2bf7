import type { Db } from "~/db/client.server";
import { contentChanged } from "~/lib/content-changes.server";
import { AppError } from "~/lib/errors";
import { db } from "~/lib/services.server";
import { issueLabel } from "~/modules/articles/article-format";
import { getArticleForCitation, getPublishedArticle } from "~/modules/articles/articles.public.service.server";
import type { CurrentUser } from "~/modules/auth/current-user";
import { requirePermission } from "~/modules/auth/permissions.server";
import { prefixTsQuery } from "~/modules/users/search-terms";
import { formatCitations, toBibtex, toRis, type CitableArticle } from "./citation-formats.server";
import {
  deleteCitation,
  deleteReferenceCitationsExcept,
  findCitationCandidates,
  findCitedIds,
  findCitingArticles,
  findExternalCitations,
  findPublishedArticleById,
  findReferenceCitations,
  insertManualCitation,
  lockArticles,
  recountCitations,
  upsertReferenceCitations,
} from "./citations.repository.server";

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

// --- Internal citations: changes (spec 002 sections 2.9, 5 and 6; docs/decisions/025).

export const CITATION_MESSAGES = {
  added: "Citation added successfully",
  addFailed: "Failed to add citation",
  removed: "Citation removed successfully",
  removeFailed: "Failed to remove citation",
  loadFailed: "Failed to load citations",
  citingRequired: "The citation dialog requires a non-empty citing article id.",
  citingNotFound: "The citing article must be one of our published articles.",
  selfCitation: "An article cannot cite itself.",
  duplicate: "This article is already recorded as citing this one.",
  notCiting: "That article is not recorded as citing this one.",
  contextTooLong: "The citation context may be at most 2,000 characters.",
  accessDenied: "Access Denied: Only editors and administrators of this journal can add or remove citations.",
} as const;

export const CITATION_CONTEXT_MAX = 2_000;
const CANDIDATES_LIMIT = 10;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Records the citations an article's reference list makes, in the caller's transaction: `matches`
 * are the cited articles with the reference's text. Reference-list citations no longer matched are
 * removed; citations added by hand are left as they are. The cited articles' counts are recounted.
 */
export async function syncReferenceCitations(
  tx: Db,
  citingId: string,
  matches: readonly { citedId: string; context: string }[],
): Promise<void> {
  const before = (await findReferenceCitations(tx, citingId)).map((r) => r.citedId);
  const affected = [...new Set([...before, ...matches.map((m) => m.citedId)])];
  await lockArticles(tx, affected);
  await deleteReferenceCitationsExcept(
    tx,
    citingId,
    matches.map((m) => m.citedId),
  );
  await upsertReferenceCitations(tx, citingId, matches);
  await recountCitations(tx, affected);
}

/**
 * The citing article changed status (published or withdrawn): the articles it cites are recounted
 * in the caller's transaction, since only published citing articles count.
 */
export async function recountCitationsOf(tx: Db, citingId: string): Promise<void> {
  const cited = await findCitedIds(tx, citingId);
  await lockArticles(tx, cited);
  await recountCitations(tx, cited);
}

type CitedAddress = { shortName: string; volume: string; articleNumber: string };

/** The published article at this address, if `actor` may change its citations (403 otherwise). */
async function citedArticleFor(actor: CurrentUser, at: CitedAddress) {
  const { journal, article } = await getPublishedArticle(at.shortName, at.volume, at.articleNumber);
  requirePermission(actor, "citations.manage", { journalId: journal.id }, CITATION_MESSAGES.accessDenied);
  return article;
}

function citingIdOf(value: unknown): string {
  const id = typeof value === "string" ? value.trim() : "";
  if (id === "") throw new AppError("citations.citing_required", 400, CITATION_MESSAGES.citingRequired);
  if (!UUID.test(id)) throw new AppError("citations.citing_not_found", 400, CITATION_MESSAGES.citingNotFound);
  return id.toLowerCase();
}

/** Internal Citations dialog: `citingArticleId` (one of our published articles) cites this article. */
export async function addCitation(
  actor: CurrentUser,
  at: CitedAddress,
  input: { citingArticleId: unknown; context: unknown },
): Promise<void> {
  const cited = await citedArticleFor(actor, at);
  const citingId = citingIdOf(input.citingArticleId);
  const context = typeof input.context === "string" ? input.context.replace(/\s+/g, " ").trim() : "";
  if (context.length > CITATION_CONTEXT_MAX) {
    throw new AppError("citations.context_too_long", 400, CITATION_MESSAGES.contextTooLong);
  }
  if (citingId === cited.id) throw new AppError("citations.self", 400, CITATION_MESSAGES.selfCitation);
  await db().transaction(async (tx) => {
    if (!(await findPublishedArticleById(tx, citingId))) {
      throw new AppError("citations.citing_not_found", 400, CITATION_MESSAGES.citingNotFound);
    }
    await lockArticles(tx, [cited.id]);
    const added = await insertManualCitation(tx, { citedId: cited.id, citingId, context: context || null });
    if (!added) throw new AppError("citations.duplicate", 409, CITATION_MESSAGES.duplicate);
    await recountCitations(tx, [cited.id]);
  });
  contentChanged();
}

/** Internal Citations dialog: removes the citation of this article by `citingArticleId`. */
export async function removeCitation(
  actor: CurrentUser,
  at: CitedAddress,
  input: { citingArticleId: unknown },
): Promise<void> {
  const cited = await citedArticleFor(actor, at);
  const citingId = citingIdOf(input.citingArticleId);
  await db().transaction(async (tx) => {
    await lockArticles(tx, [cited.id]);
    if (!(await deleteCitation(tx, cited.id, citingId))) {
      throw new AppError("citations.not_citing", 404, CITATION_MESSAGES.notCiting);
    }
    await recountCitations(tx, [cited.id]);
  });
  contentChanged();
}

/** Our published articles matching `query` (a DOI, or words of a title), for the add form. */
export async function searchCitingCandidates(actor: CurrentUser, at: CitedAddress, query: string) {
  const cited = await citedArticleFor(actor, at);
  const text = query.replaceAll("\u0000", "").trim().slice(0, 200);
  const doi = /^(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:\s*)?(10\.\d{4,9}\/\S+)$/i.exec(text)?.[1] ?? null;
  const rows = await findCitationCandidates(db(), {
    doi,
    tsQuery: doi ? null : prefixTsQuery(text),
    excludeId: cited.id,
    limit: CANDIDATES_LIMIT,
  });
  return rows;
}
