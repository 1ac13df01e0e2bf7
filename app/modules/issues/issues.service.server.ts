import { db } from "~/lib/services.server";
import {
  countPublishedIssues,
  countPublishedIssuesPerVolume,
  countPublishedIssuesPerYear,
  findCurrentIssue,
  findPublishedIssuesOfYear,
  findPublishedIssuesPage,
  type IssueRow,
} from "./issues.repository.server";

export type IssueSummary = NonNullable<IssueRow>;
export type IssueYearCount = { year: number; count: number };
export type IssueVolumeCount = { volumeNumber: number; year: number | null; count: number };

/** Upper bound of issues shown under one year in the Browse Issues panel (weekly plus specials). */
export const ISSUES_PER_YEAR_LIMIT = 60;
export const ARCHIVE_PAGE_SIZE = 24;

/** The issue flagged current if it is published, otherwise the newest published issue. */
export async function getCurrentIssue(journalId: string): Promise<IssueSummary | null> {
  return (await findCurrentIssue(db(), journalId)) ?? null;
}

export async function listIssueYears(journalId: string): Promise<IssueYearCount[]> {
  return countPublishedIssuesPerYear(db(), journalId);
}

export async function listIssuesOfYear(journalId: string, year: number): Promise<IssueSummary[]> {
  return findPublishedIssuesOfYear(db(), journalId, year, ISSUES_PER_YEAR_LIMIT);
}

export async function listIssueVolumes(journalId: string): Promise<IssueVolumeCount[]> {
  return countPublishedIssuesPerVolume(db(), journalId);
}

export type IssuePage = { issues: IssueSummary[]; total: number; page: number; pageCount: number; pageSize: number };

/** One archive page (1-based) of published issues, optionally of one volume. */
export async function findPublishedIssues(
  journalId: string,
  opts: { volumeNumber?: number; page: number; pageSize?: number },
): Promise<IssuePage> {
  const pageSize = opts.pageSize ?? ARCHIVE_PAGE_SIZE;
  const total = await countPublishedIssues(db(), journalId, opts.volumeNumber);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, opts.page), pageCount);
  const rows = total
    ? await findPublishedIssuesPage(db(), journalId, {
        volumeNumber: opts.volumeNumber,
        limit: pageSize,
        offset: (page - 1) * pageSize,
      })
    : [];
  return { issues: rows, total, page, pageCount, pageSize };
}
