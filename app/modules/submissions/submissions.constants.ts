// Submissions (spec 002 sections 2.1-2.4, 3.1, 5 and 9): the values a submission's fields take,
// their labels, and the limits of the wizard, the edit dialog and the list.

export const SUBMISSION_STATUSES = [
  "submitted",
  "under_review",
  "revision_requested",
  "accepted",
  "rejected",
  "published",
] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

export const SUBMISSION_STATUS_LABELS: Record<SubmissionStatus, string> = {
  submitted: "Submitted",
  under_review: "Under Review",
  revision_requested: "Revision Requested",
  accepted: "Accepted",
  rejected: "Rejected",
  published: "Published",
};

export const SUBMISSION_TYPES = [
  "research_article",
  "review_article",
  "case_study",
  "short_communication",
  "letter_to_editor",
  "editorial",
] as const;
export type SubmissionType = (typeof SUBMISSION_TYPES)[number];

export const SUBMISSION_TYPE_LABELS: Record<SubmissionType, string> = {
  research_article: "Research Article",
  review_article: "Review Article",
  case_study: "Case Study",
  short_communication: "Short Communication",
  letter_to_editor: "Letter to Editor",
  editorial: "Editorial",
};

export const PROCESSING_MODES = ["standard", "fast_track", "open_peer_review", "expedited"] as const;
export type ProcessingMode = (typeof PROCESSING_MODES)[number];

export const PROCESSING_MODE_LABELS: Record<ProcessingMode, string> = {
  standard: "Normal Processing",
  fast_track: "Fast Track",
  open_peer_review: "Open Peer Review",
  expedited: "Expedited",
};

export const PROCESSING_MODE_DESCRIPTIONS: Record<ProcessingMode, string> = {
  standard: "The usual editorial check and peer review, with the journal's deadlines.",
  fast_track: "For urgent findings: reviewers and your revision get half the journal's usual time.",
  open_peer_review: "Open review: the reviewers learn your names and you learn theirs.",
  expedited: "Priority handling by the editorial office (no longer offered).",
};

/** Fast track: the journal's review and revision durations halved, never below a week. */
export function fastTrackDays(days: number): number {
  return Math.max(7, Math.ceil(days / 2));
}

export const PROCESSING_MODE_REFUSED = "Choose a processing mode this journal offers.";

/** Limits of the submission schema (spec 002 sections 5 and 9) and sane caps on free text. */
export const SUBMISSION_LIMITS = {
  titleMax: 500,
  abstractMax: 10_000,
  authorsMax: 50,
  authorNameMax: 200,
  authorEmailMax: 255,
  affiliationMax: 500,
  keywordsMax: 30,
  keywordMax: 100,
  suggestedReviewersMax: 5,
  suggestedReviewerMax: 300,
  coverLetterMax: 10_000,
  declarationTextMax: 5_000,
  urlMax: 500,
  notesMax: 10_000,
} as const;

/** Advice shown in the wizard (spec 002 section 2.2). */
export const WIZARD_ADVICE = {
  keywords: "Add 3-6 keywords that describe your manuscript.",
  suggestedReviewers: "Suggest 2-4 experts in your field who could review your manuscript.",
  review: "Our editorial team will review your submission within 2-3 business days.",
} as const;

/** The wizard's three steps (spec 002 section 2.2). */
export const WIZARD_STEPS = [
  { title: "Basic Info", subtitle: "Title & Authors" },
  { title: "Content", subtitle: "Abstract & Details" },
  { title: "Files & Review", subtitle: "Upload & Submit" },
] as const;

/** Rows per page of the submissions list. */
export const SUBMISSIONS_PAGE_SIZE = 20;

/** Longest search text accepted (longer input is cut). */
export const MAX_SEARCH_LENGTH = 100;

/** Attempts of the list's load before its error state (spec 002 section 9). */
export const SUBMISSION_LIST_ATTEMPTS = 3;

/** The most entries the History tab shows (newest first). */
export const HISTORY_LIMIT = 500;

/** The detail page's tabs, in order (spec 002 section 2.3). */
export const SUBMISSION_TABS = [
  { key: "details", label: "Details" },
  { key: "files", label: "Files" },
  { key: "tasks", label: "Tasks" },
  { key: "reviews", label: "Reviews" },
  // The stages after acceptance (ADR 069): shown on accepted submissions to those with a part.
  { key: "copyediting", label: "Copyediting" },
  { key: "production", label: "Production" },
  { key: "invoices", label: "Invoices" },
  { key: "messages", label: "Messages" },
  { key: "history", label: "History" },
  { key: "other", label: "Other" },
] as const;
export type SubmissionTab = (typeof SUBMISSION_TABS)[number]["key"];

/** What a post to the list or the detail page asks for (the form's `intent`). */
export const SUBMISSION_INTENTS = ["update", "delete", "create-article"] as const;
export type SubmissionIntent = (typeof SUBMISSION_INTENTS)[number];

export function isSubmissionStatus(value: unknown): value is SubmissionStatus {
  return typeof value === "string" && (SUBMISSION_STATUSES as readonly string[]).includes(value);
}

export function isSubmissionType(value: unknown): value is SubmissionType {
  return typeof value === "string" && (SUBMISSION_TYPES as readonly string[]).includes(value);
}

/** Where a submission's review stands, as the submissions list filters it (editors and admins). */
export const REVIEW_STAGES = ["awaiting_reviewers", "reviews_overdue", "all_reviews_in", "revision_due"] as const;
export type ReviewStage = (typeof REVIEW_STAGES)[number];
export const REVIEW_STAGE_LABELS: Record<ReviewStage, string> = {
  awaiting_reviewers: "Awaiting reviewers",
  reviews_overdue: "Reviews overdue",
  all_reviews_in: "All reviews in: decision needed",
  revision_due: "Revision awaited",
};
export const isReviewStage = (v: unknown): v is ReviewStage => REVIEW_STAGES.includes(v as ReviewStage);
