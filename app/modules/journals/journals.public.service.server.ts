import { getJournalSettings } from "~/modules/journal-settings/journal-settings.service.server";
import { publicJournalSettings, type PublicJournalSettings } from "~/modules/journal-settings/public-settings";
import {
  getJournalArticleMetrics,
  listIssueArticles,
  listOnlineFirstArticles,
  type ArticleSummary,
  type JournalArticleMetrics,
} from "~/modules/articles/articles.service.server";
import {
  listPublicBoardMembers,
  type PublicBoardMember,
} from "~/modules/editorial-board/editorial-board.service.server";
import {
  findPublishedIssues,
  getCurrentIssue,
  listIssueVolumes,
  listIssueYears,
  listIssuesOfYear,
  type IssuePage,
  type IssueSummary,
  type IssueVolumeCount,
  type IssueYearCount,
} from "~/modules/issues/issues.service.server";
import { getPublicJournalWithCounts, type PublicJournalWithCounts } from "./journals.service.server";
import type { JournalPageSearch } from "./journals.public.schemas";

/** Article cards shown under the current issue; the rest are one click away on the issue page. */
export const CURRENT_ISSUE_ARTICLE_LIMIT = 10;
/** Online-first articles shown on the journal's home, newest first. */
export const ONLINE_FIRST_LIMIT = 10;

export type CurrentIssueTabData = {
  tab: "current";
  issue: IssueSummary | null;
  articles: ArticleSummary[];
  /** Articles published before their issue (online first). */
  onlineFirst: ArticleSummary[];
  years: IssueYearCount[];
  /** The year whose issues are listed in Browse Issues (null: all collapsed). */
  expandedYear: number | null;
  expandedIssues: IssueSummary[];
};

export type ArchivesTabData = {
  tab: "archives";
  volumes: IssueVolumeCount[];
  volumeNumber: number | null;
  page: IssuePage;
};

export type BoardTabData = { tab: "editorial-board"; members: PublicBoardMember[] };
export type MetricsTabData = { tab: "metrics"; metrics: JournalArticleMetrics; issueCount: number };
export type StaticTabData = { tab: "about" | "indexing" | "submission" };

export type JournalTabData = CurrentIssueTabData | ArchivesTabData | BoardTabData | MetricsTabData | StaticTabData;

export type JournalPageData = {
  journal: PublicJournalWithCounts;
  tabData: JournalTabData;
  /** The review model, manuscript guidelines and SEO fields of the journal's settings. */
  settings: PublicJournalSettings;
};

/** Everything the journal home needs for the selected tab; throws a 404 AppError for an unknown journal. */
export async function loadJournalPage(shortName: string, search: JournalPageSearch): Promise<JournalPageData> {
  const journal = await getPublicJournalWithCounts(shortName);
  const [tabData, settings] = await Promise.all([loadTab(journal, search), getJournalSettings(journal.id)]);
  return { journal, tabData, settings: publicJournalSettings(settings) };
}

async function loadTab(journal: PublicJournalWithCounts, search: JournalPageSearch): Promise<JournalTabData> {
  switch (search.tab) {
    case "current":
      return loadCurrentIssueTab(journal.id, search.year);
    case "archives":
      return loadArchivesTab(journal.id, search.volume, search.page ?? 1);
    case "editorial-board":
      return { tab: "editorial-board", members: await listPublicBoardMembers(journal.id) };
    case "metrics":
      return { tab: "metrics", metrics: await getJournalArticleMetrics(journal.id), issueCount: journal.issueCount };
    default:
      return { tab: search.tab };
  }
}

export async function loadCurrentIssueTab(
  journalId: string,
  requestedYear?: number | "none",
): Promise<CurrentIssueTabData> {
  const [issue, years, onlineFirst] = await Promise.all([
    getCurrentIssue(journalId),
    listIssueYears(journalId),
    listOnlineFirstArticles(journalId, ONLINE_FIRST_LIMIT),
  ]);
  const expandedYear = pickExpandedYear(years, issue, requestedYear);
  const [articles, expandedIssues] = await Promise.all([
    issue ? listIssueArticles(issue.id, CURRENT_ISSUE_ARTICLE_LIMIT) : [],
    expandedYear != null ? listIssuesOfYear(journalId, expandedYear) : [],
  ]);
  return { tab: "current", issue, articles, onlineFirst, years, expandedYear, expandedIssues };
}

/** The year asked for if it has issues; otherwise the current issue's year, otherwise the newest. */
export function pickExpandedYear(
  years: IssueYearCount[],
  currentIssue: Pick<IssueSummary, "year"> | null,
  requested?: number | "none",
): number | null {
  if (requested === "none") return null;
  if (requested != null && years.some((y) => y.year === requested)) return requested;
  if (currentIssue && years.some((y) => y.year === currentIssue.year)) return currentIssue.year;
  return years[0]?.year ?? null;
}

export async function loadArchivesTab(
  journalId: string,
  volume: number | undefined,
  page: number,
): Promise<ArchivesTabData> {
  const volumes = await listIssueVolumes(journalId);
  const volumeNumber = volume != null ? volume : null;
  const issuePage = await findPublishedIssues(journalId, { volumeNumber: volumeNumber ?? undefined, page });
  return { tab: "archives", volumes, volumeNumber, page: issuePage };
}
