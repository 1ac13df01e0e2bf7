import { db } from "~/lib/services.server";
import {
  countPublishedArticlesPerYear,
  findOnlineFirstArticles,
  findPublishedArticlesOfIssue,
  findRecentPublishedArticles,
  sumPublishedArticleCounters,
} from "./articles.repository.server";

export type ArticleListItem = {
  id: string;
  title: string;
  articleNumber: number;
  articleType: string;
  doi: string | null;
  publicationDate: string | null;
  viewCount: number;
  authorNames: string[];
  /** A published retraction notice names it (ADR 066): lists mark it. */
  retracted: boolean;
  volumeNumber: number;
  issueNumber: number;
  issueType: "regular" | "special";
  journalShortName: string;
  journalTitle: string;
};

/** A list item with the figures article cards show. */
export type ArticleSummary = ArticleListItem & {
  pageStart: number | null;
  pageEnd: number | null;
  downloadCount: number;
  citationCount: number;
};

/** Hard cap for any caller-supplied limit: lists are bounded in SQL whatever is asked. */
const MAX_LIST_LIMIT = 50;
const clampLimit = (limit: number) => Math.max(0, Math.min(MAX_LIST_LIMIT, Math.floor(limit)));

/** The newest published articles across all active journals (home page). */
export async function listRecentPublishedArticles(limit: number): Promise<ArticleListItem[]> {
  const n = clampLimit(limit);
  return n ? findRecentPublishedArticles(db(), n) : [];
}

/** A journal's articles published before their issue (online first), newest first. */
export async function listOnlineFirstArticles(journalId: string, limit: number): Promise<ArticleSummary[]> {
  const n = clampLimit(limit);
  return n ? findOnlineFirstArticles(db(), journalId, n) : [];
}

/** The first `limit` published articles of an issue, in article-number order. */
export async function listIssueArticles(issueId: string, limit: number): Promise<ArticleSummary[]> {
  const n = clampLimit(limit);
  return n ? findPublishedArticlesOfIssue(db(), issueId, n) : [];
}

export type JournalArticleMetrics = {
  publishedArticles: number;
  totalCitations: number;
  totalDownloads: number;
  totalViews: number;
  /** The last `years` calendar years, oldest first, zero-filled. */
  perYear: { year: number; count: number }[];
};

/** Figures of a journal's published articles: sums over a few counted rows, so never cached. */
export async function getJournalArticleMetrics(
  journalId: string,
  years = 5,
  now = new Date(),
): Promise<JournalArticleMetrics> {
  const toYear = now.getUTCFullYear();
  const fromYear = toYear - years + 1;
  const [totals, perYearRows] = await Promise.all([
    sumPublishedArticleCounters(db(), journalId),
    countPublishedArticlesPerYear(db(), journalId, fromYear, toYear),
  ]);
  const byYear = new Map(perYearRows.map((r) => [r.year, r.count]));
  return {
    publishedArticles: totals.articles,
    totalCitations: totals.citations,
    totalDownloads: totals.downloads,
    totalViews: totals.views,
    perYear: Array.from({ length: years }, (_, i) => ({ year: fromYear + i, count: byYear.get(fromYear + i) ?? 0 })),
  };
}
