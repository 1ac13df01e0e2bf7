import type { GalleyKind } from "./galley-kind";
import type { ExtractedPdfMetadata } from "~/modules/pdf-metadata/pdf-metadata.types";
import type { ArticleIntent, ArticleStatus, ListStatusFilter, StoredArticleType } from "./articles.desk.constants";
import type { ArticleForm, FieldErrors } from "./articles.desk.schemas";

/** The list's filters and page, as read from the URL. */
export type ArticleListQuery = {
  search: string;
  /** A journal id, or "all" (the journals the user manages). */
  journal: string;
  /** An issue id of that journal, or "all". */
  issue: string;
  status: "all" | ListStatusFilter;
  type: "all" | StoredArticleType;
  page: number;
};

export type JournalOption = { id: string; shortName: string; title: string };
export type IssueOption = { id: string; journalId: string; label: string; status: string };

/** A row of the articles list. */
export type ArticleListRow = {
  id: string;
  /** 'N/A' or the number padded to 3 digits. */
  displayId: string;
  title: string;
  journalShortName: string;
  issueLabel: string;
  articleType: StoredArticleType;
  status: ArticleStatus;
  /** ISO date: the publication date, else the day it was added. */
  date: string;
  dateKind: "published" | "added";
  /** The public article page, for articles that have one (published or withdrawn). */
  publicPath: string | null;
  /** Drafts only: a published or withdrawn article is never deleted. */
  canDelete: boolean;
};

/** A galley as the dialog shows it. */
export type GalleyView = {
  id: string;
  kind: GalleyKind;
  /** The editor's label (null: the kind's name is shown). */
  label: string | null;
  /** What readers see on the button. */
  displayLabel: string;
  isPublic: boolean;
  fileName: string;
  sizeBytes: number;
  createdAt: string;
};

export type ArticleHistoryEntry = {
  id: string;
  kind: string;
  detail: Record<string, unknown>;
  actorName: string | null;
  /** ISO 8601. */
  at: string;
};

/** An article opened in the dialog. */
export type ArticleDetail = {
  id: string;
  status: ArticleStatus;
  displayId: string;
  publicPath: string | null;
  withdrawalReason: string | null;
  form: ArticleForm;
  /** The issues of the article's journal (for the Issue select). */
  issues: IssueOption[];
  galleys: GalleyView[];
  history: ArticleHistoryEntry[];
};

export type ArticleListPage = {
  query: ArticleListQuery;
  rows: ArticleListRow[];
  /** Articles matching the filters (all pages), counted up to a cap. */
  matching: number;
  /** More than `matching` match (the count stopped at its cap). */
  matchingCapped: boolean;
  pageCount: number;
  pageSize: number;
  /** The journals the user manages articles of, by title. */
  journals: JournalOption[];
  /** The issues of the filtered journal (empty without a journal filter). */
  issues: IssueOption[];
};

/** The answer of /dashboard/articles' action: a message for the toast, field errors for the dialog. */
export type ArticleActionData = {
  intent: ArticleIntent | null;
  ok: boolean;
  message: string;
  fieldErrors?: FieldErrors;
  /** The saved article (after create or update). */
  articleId?: string;
  /**
   * Publish was not done and waits for the editor's word: the article has no public galley. The
   * list asks, and publishes when asked again with `confirmed=no-public-galley`.
   */
  warning?: "no_public_galley";
};

/** The JSON answer of the galley and metadata endpoints. */
export type GalleyEndpointAnswer = { message: string; galley?: GalleyView; metadata?: ExtractedPdfMetadata };
