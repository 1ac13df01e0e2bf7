import type {
  AuthorshipDeclaration,
  ConflictOfInterest,
  DataAvailability,
  EthicsDeclaration,
} from "~/db/schema/submissions";
import type { SubmissionEventKind } from "./submission-events";
import type { SubmissionRules } from "./submission-rules";
import type { FieldErrors } from "./submissions.schemas";
import type { ProcessingMode, SubmissionIntent, SubmissionStatus, SubmissionType } from "./submissions.constants";
import type { ReviewStage } from "./submissions.constants";

/** The list's search, filters and page, as read from the URL. */
export type SubmissionListQuery = {
  search: string;
  status: "all" | SubmissionStatus;
  type: "all" | SubmissionType;
  /** Only the submissions the user is a handling editor of ('Assigned to me'). */
  assigned: boolean;
  /** Only the submissions whose review stands there. */
  review: "all" | ReviewStage;
  page: number;
};

/** The four stat cards: every submission the user may list, whatever the filters. */
export type SubmissionCounts = { total: number; submitted: number; underReview: number; copeCompliant: number };

/** A row of the submissions list. */
export type SubmissionListRow = {
  id: string;
  /** "FJPHS-007" */
  code: string;
  title: string;
  submissionType: SubmissionType;
  status: SubmissionStatus;
  /** ISO date-time. */
  submittedAt: string;
  journalShortName: string;
  /** Whether the submission has an initial manuscript file (the row's download action). */
  hasManuscript: boolean;
  /** What the user may do with this row. */
  canEdit: boolean;
  canDelete: boolean;
};

export type SubmissionListPage = {
  query: SubmissionListQuery;
  counts: SubmissionCounts;
  rows: SubmissionListRow[];
  /** Submissions matching the filters (all pages), at most COUNT_CAP for a search or a review filter. */
  matching: number;
  /** Whether more than `matching` match (the count stopped at its cap). */
  matchingCapped: boolean;
  pageCount: number;
  pageSize: number;
  /** Whether the user sees every submission (heading 'Manage all manuscript submissions'). */
  managesAll: boolean;
  /** Admins see 'Manage all manuscript submissions', others 'Track your submitted manuscripts'. */
  isAdmin: boolean;
  canCreate: boolean;
  /** Whether the user may be a handling editor (an editor or an admin): the 'Assigned to me' filter. */
  canBeAssigned: boolean;
};

export type SubmissionAuthorView = {
  position: number;
  name: string;
  email: string;
  affiliation: string | null;
  orcid: string | null;
  /** ISO 3166-1 alpha-2, when the author gave it. */
  country: string | null;
  /** The country's English name, named by the server (the page loads no country list, ADR 076). */
  countryName?: string | null;
  isCorresponding: boolean;
};

/** One submission as the detail page and the edit dialog show it (fields by permission). */
export type SubmissionDetail = {
  id: string;
  code: string;
  journalId: string;
  journalShortName: string;
  journalTitle: string;
  title: string;
  abstract: string;
  submissionType: SubmissionType;
  status: SubmissionStatus;
  processingMode: ProcessingMode;
  keywords: string[];
  /** ISO date-time. */
  submittedAt: string;
  submittedBy: { name: string; email: string } | null;
  authors: SubmissionAuthorView[];
  conflictOfInterest: ConflictOfInterest;
  ethicsDeclaration: EthicsDeclaration;
  authorshipDeclaration: AuthorshipDeclaration;
  dataAvailability: DataAvailability;
  /** Only for those who may edit the submission (else null). */
  coverLetter: string | null;
  suggestedReviewers: string[] | null;
  /** Only for admins and editors (else null). */
  adminNotes: string | null;
  reviewerComments: string | null;
  hasManuscript: boolean;
};

/** What the user may do on the detail page. */
export type SubmissionAbilities = {
  canEdit: boolean;
  canChangeStatus: boolean;
  canDelete: boolean;
  canUploadFiles: boolean;
  canManageFiles: boolean;
};

/** One line of the History tab. */
export type SubmissionHistoryEntry = {
  id: string;
  kind: SubmissionEventKind | string;
  detail: Record<string, unknown>;
  actorName: string | null;
  /** ISO date-time. */
  at: string;
};

/** An active journal the wizard offers, with its rules. */
export type WizardJournal = { id: string; shortName: string; title: string; rules: SubmissionRules };

/** The answer of the list's and the detail page's actions: a message for the toast, field errors for the dialog. */
export type SubmissionActionData = {
  intent: SubmissionIntent | null;
  ok: boolean;
  message: string;
  description?: string;
  fieldErrors?: FieldErrors;
};

/** The answer of POST /api/submissions. */
export type CreateSubmissionAnswer =
  { id: string; code: string; confirmationEmailed: boolean } | { message: string; fieldErrors?: FieldErrors };
