import type { IssueIntent, IssueStatus, IssueType } from "./issues.desk.constants";
import type { IssueFieldErrors } from "./issues.desk.schemas";

/** A journal the user manages issues of: the filter's and the form's choices. */
export type DeskJournal = { id: string; title: string; shortName: string; cardGradient: string };

/** One card of the list (spec 002 section 3.5, with the journal's names). */
export type DeskIssue = {
  id: string;
  journalId: string;
  journalTitle: string;
  journalShortName: string;
  volumeNumber: number;
  issueNumber: number;
  type: IssueType;
  title: string | null;
  description: string | null;
  publicationDate: string | null;
  status: IssueStatus;
  coverImageUrl: string | null;
  coverImageKey: string | null;
  pageRange: string | null;
  isCurrent: boolean;
  /** Every article of the issue, whatever its status. */
  articleCount: number;
  publishedArticleCount: number;
};

/** The list's filters and page, as read from the URL. */
export type IssueListQuery = {
  journal: string | "all";
  status: IssueStatus | "all";
  type: IssueType | "all";
  search: string;
  page: number;
};

export type IssueListPage = {
  query: IssueListQuery;
  journals: DeskJournal[];
  issues: DeskIssue[];
  /** Issues matching the filters (all pages). */
  matching: number;
  pageCount: number;
  pageSize: number;
};

/** The answer of /dashboard/issues' action: a message for the toast, field errors for the dialog. */
export type IssueActionData = {
  intent: IssueIntent | null;
  ok: boolean;
  message: string;
  fieldErrors?: IssueFieldErrors;
  /** The issue created or changed. */
  issueId?: string;
  /**
   * Publishing was not done and waits for the editor's word: articles it would publish have no
   * public galley (ADR 066). The desk asks, and sends again with `confirmed=no-public-galley`.
   */
  warning?: "no_public_galley";
};

/** The answer of the cover upload endpoint. */
export type CoverUploadAnswer = { message: string; coverImageKey?: string };
