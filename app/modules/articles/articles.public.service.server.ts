import { format, startOfMonth, subMonths } from "date-fns";
import { notFound } from "~/lib/errors";
import { parseIntParam } from "~/lib/int-param";
import { db, services } from "~/lib/services.server";
import { getPublicJournal, type PublicJournal } from "~/modules/journals/journals.service.server";
import { articlePath, articlePdfPath } from "~/lib/paths";
import { storedReference } from "~/modules/references/stored-reference";
import { REFERENCE_LIMITS } from "~/modules/references/reference-text";
import {
  findArticleAuthors,
  findArticleGalleys,
  findArticlePage,
  findGalleyFileByName,
  findPublishedArticleByIdOrNumber,
  findPublishedArticleByNumber,
  type ArticleVisibility,
} from "./articles.public.repository.server";
import { findNoticeLinks } from "./articles.notices.repository.server";
import { stampedRetractedPdf } from "./retracted-pdf.server";
import type { NoticeLink } from "./notice-links";

export const RELATED_ARTICLES_LIMIT = 4;
export const USAGE_CHART_MONTHS = 6;

export const ARTICLE_NOT_FOUND = "Article Not Found";

type ArticleRow = NonNullable<Awaited<ReturnType<typeof findPublishedArticleByNumber>>>;

async function journalOrNotFound(shortName: string): Promise<PublicJournal> {
  try {
    return await getPublicJournal(shortName);
  } catch {
    throw notFound("articles.not_found", ARTICLE_NOT_FOUND);
  }
}

/** The canonical path of a published article found by id or number; throws 404 when none. */
export async function resolveArticlePath(shortName: string, idOrNumber: string): Promise<string> {
  const journal = await journalOrNotFound(shortName);
  const row = await findPublishedArticleByIdOrNumber(db(), journal.id, idOrNumber, "published-or-withdrawn");
  if (!row) throw notFound("articles.not_found", ARTICLE_NOT_FOUND);
  return articlePath(journal.shortName, row.issue.volumeNumber, row.articleNumber);
}

/**
 * A published article at its canonical address (or a withdrawn one, with "published-or-withdrawn");
 * throws 404 'Article Not Found' otherwise.
 */
export async function getPublishedArticle(
  shortName: string,
  volume: string,
  articleNumber: string,
  visibility: ArticleVisibility = "published",
) {
  return findAtAddress(shortName, volume, articleNumber, (journalShortName, volumeNumber, number) =>
    findPublishedArticleByNumber(db(), journalShortName, volumeNumber, number, visibility),
  );
}

/** The journal and what `find` finds at an article's address; throws 404 'Article Not Found' when none. */
async function findAtAddress<Row>(
  shortName: string,
  volume: string,
  articleNumber: string,
  find: (journalShortName: string, volumeNumber: number, articleNumber: number) => Promise<Row | undefined>,
) {
  const volumeNumber = parseIntParam(volume, 0);
  const number = parseIntParam(articleNumber);
  if (volumeNumber === null || number === null) throw notFound("articles.not_found", ARTICLE_NOT_FOUND);
  // The journal and the article at once: the article is found through the journal's short name.
  const [journal, article] = await Promise.all([
    journalOrNotFound(shortName),
    find(shortName.toLowerCase(), volumeNumber, number),
  ]);
  if (!article) throw notFound("articles.not_found", ARTICLE_NOT_FOUND);
  return { journal, article };
}

/** The author Email Author writes to: the corresponding author, else the first (spec 000 §2.9). */
export function emailRecipient(authors: { name: string; email: string | null; isCorresponding: boolean }[]) {
  const author = authors.find((a) => a.isCorresponding) ?? authors[0];
  return author ? { name: author.name, email: author.email?.trim() || null } : null;
}

/**
 * What the article page shows a signed-in reader only (through GET /api/session, never in the
 * shared page): the one address Email Author needs, and the journal, for the reader's permissions.
 */
export async function getArticleContact(shortName: string, volume: string, articleNumber: string) {
  const { journal, article } = await getPublishedArticle(shortName, volume, articleNumber, "published-or-withdrawn");
  const authors = await findArticleAuthors(db(), article.id);
  return { journalId: journal.id, recipient: emailRecipient(authors) };
}

/**
 * Everything the article page shows. It is the same for every reader, signed in or not, and is
 * served from the page cache: author e-mail addresses stay out of it (see getArticleContact).
 */
export async function getArticlePage(
  shortName: string,
  volume: string,
  articleNumber: string,
  { now = new Date() }: { now?: Date } = {},
) {
  const chart = chartWindow(now);
  const { journal, article: row } = await findAtAddress(
    shortName,
    volume,
    articleNumber,
    (journalShortName, volumeNumber, number) =>
      findArticlePage(db(), {
        journalShortName,
        volumeNumber,
        articleNumber: number,
        fromMonth: chart.fromMonth,
        relatedLimit: RELATED_ARTICLES_LIMIT,
        referenceLimit: REFERENCE_LIMITS.count,
      }),
  );
  const { authors, galleys, related, usage, references, notices, updates, versions, ...article } = row;
  // A withdrawn article keeps its page and record, but its files are no longer offered.
  const withdrawn = article.status === "withdrawn";
  return {
    journal,
    article,
    authors,
    galleys: withdrawn ? [] : galleys,
    related: withdrawn ? [] : related,
    monthlyUsage: fillMonths(usage, chart.months),
    references: references.map(storedReference),
    notices,
    updates,
    versions,
    publicUrl: services().env.publicUrl,
  };
}

export type ArticlePageData = Awaited<ReturnType<typeof getArticlePage>>;
export type ArticleDetail = ArticleRow;

/** The usage chart's months: the first day of the first one, and each month's key and label. */
type ChartWindow = { fromMonth: string; months: { month: string; label: string }[] };

/**
 * The chart window that ends in `now`'s month, worked out once per month: formatting its dates
 * took about 2% of an article page's render.
 */
function chartWindow(now: Date): ChartWindow {
  const key = now.getFullYear() * 12 + now.getMonth();
  if (lastWindow?.key === key) return lastWindow.chart;
  const firstMonth = startOfMonth(subMonths(now, USAGE_CHART_MONTHS - 1));
  const chart = {
    fromMonth: format(firstMonth, "yyyy-MM-dd"),
    months: Array.from({ length: USAGE_CHART_MONTHS }, (_, i) => {
      const month = subMonths(firstMonth, -i);
      return { month: format(month, "yyyy-MM"), label: format(month, "MMM yyyy") };
    }),
  };
  lastWindow = { key, chart };
  return chart;
}
let lastWindow: { key: number; chart: ChartWindow } | undefined;

/** One entry per month of the chart window, zero where nothing was counted. */
function fillMonths(
  rows: { month: string; investigations: number; requests: number }[],
  months: ChartWindow["months"],
) {
  const byMonth = new Map(rows.map((r) => [r.month.slice(0, 7), r]));
  return months.map(({ month, label }) => {
    const row = byMonth.get(month);
    return { month, label, downloads: row?.requests ?? 0, views: row?.investigations ?? 0 };
  });
}

/** A galley of a published article, with the storage key, for downloading. */
export async function getArticleGalley(
  shortName: string,
  volume: string,
  articleNumber: string,
  galleyId: string | "pdf",
) {
  const { journal, article } = await getPublishedArticle(shortName, volume, articleNumber);
  const galleys = await findArticleGalleys(db(), article.id);
  const galley = galleyId === "pdf" ? galleys.find((g) => g.kind === "pdf") : galleys.find((g) => g.id === galleyId);
  if (!galley) throw notFound("galleys.not_found", "File not found");
  // A retracted article's PDF is served stamped (ADR 066): which notice, and its page.
  const { notices } = galley.kind === "pdf" ? await findNoticeLinks(db(), article.id) : { notices: [] };
  const notice = notices.find((n) => n.articleType === "retraction");
  const retraction = notice
    ? {
        id: notice.id,
        date: notice.publicationDate,
        url: `${services().env.publicUrl}${articlePath(journal.shortName, notice.volumeNumber, notice.articleNumber)}`,
      }
    : null;
  return { journal, article, galley, retraction };
}

/**
 * An HTML galley's page or one of the files it shows, by name (ADR 072): the galley's own file
 * when `fileName` is its name, else the dependent file of that name. Only for HTML galleys.
 */
export async function getHtmlGalleyFile(
  shortName: string,
  volume: string,
  articleNumber: string,
  galleyId: string,
  fileName: string,
) {
  const found = await getArticleGalley(shortName, volume, articleNumber, galleyId);
  const { galley } = found;
  if (galley.kind !== "html") throw notFound("galleys.not_found", "File not found");
  if (fileName === galley.fileName)
    return { ...found, file: { fileName, storageKey: galley.storageKey, mimeType: galley.mimeType }, isPage: true };
  const file = await findGalleyFileByName(db(), galley.id, fileName);
  if (!file) throw notFound("galleys.not_found", "File not found");
  return { ...found, file, isPage: false };
}

/**
 * What a reader downloads of a galley: a retracted article's PDF stamped 'RETRACTED' on every page
 * (the stored file unchanged), otherwise the stored file as it is; null when the file is missing.
 */
export async function openReaderGalley(
  galley: { storageKey: string; kind: string },
  retraction: { id: string; url: string; date: string | null } | null,
): Promise<{ body: BodyInit; sizeBytes: number } | null> {
  if (retraction && galley.kind === "pdf") {
    const stamped = await stampedRetractedPdf(galley.storageKey, retraction);
    if (stamped) return { body: new Uint8Array(stamped), sizeBytes: stamped.byteLength };
  }
  const stored = await services().storage.get(galley.storageKey);
  return stored ? { body: stored.stream, sizeBytes: stored.sizeBytes } : null;
}

/** A published article with what a reference needs (authors in order, journal, issue, the PDF's stable URL). */
export async function getArticleForCitation(shortName: string, volume: string, articleNumber: string) {
  const { journal, article } = await getPublishedArticle(shortName, volume, articleNumber);
  const [authors, galleys] = await Promise.all([
    findArticleAuthors(db(), article.id),
    findArticleGalleys(db(), article.id),
  ]);
  const { publicUrl } = services().env;
  const { volumeNumber } = article.issue;
  return {
    journal,
    article,
    authors,
    url: `${publicUrl}${articlePath(journal.shortName, volumeNumber, article.articleNumber)}`,
    pdfUrl: galleys.some((g) => g.kind === "pdf")
      ? `${publicUrl}${articlePdfPath(journal.shortName, volumeNumber, article.articleNumber)}`
      : null,
  };
}

/**
 * A published or withdrawn article as a scholarly record (JATS): journal, issue, authors in order
 * with affiliations, the canonical URL, and its public full-text HTML galley when it has one.
 */
export async function getArticleRecord(shortName: string, volume: string, articleNumber: string) {
  const { journal, article } = await getPublishedArticle(shortName, volume, articleNumber, "published-or-withdrawn");
  const [authors, galleys, links] = await Promise.all([
    findArticleAuthors(db(), article.id),
    article.status === "withdrawn" ? [] : findArticleGalleys(db(), article.id),
    findNoticeLinks(db(), article.id),
  ]);
  const html = galleys.find((g) => g.kind === "html");
  const { publicUrl } = services().env;
  return {
    journal,
    article,
    authors: authors.map(({ email: _email, ...author }) => author),
    url: `${publicUrl}${articlePath(journal.shortName, article.issue.volumeNumber, article.articleNumber)}`,
    /** Notices about it and, for a notice, its article (ADR 066), each with its page's URL. */
    links,
    linkUrl: (link: NoticeLink) =>
      `${publicUrl}${articlePath(journal.shortName, link.volumeNumber, link.articleNumber)}`,
    fullTextHtml: html ? { storageKey: html.storageKey, sizeBytes: html.sizeBytes } : null,
  };
}
