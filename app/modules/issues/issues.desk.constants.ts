import type { ImageUploadRules } from "~/modules/images/image-versions";

// Issues management (spec 002 sections 2.7, 3.5, 5 "Issue", 8 and 9): limits, statuses and the
// messages editors see, word for word where the spec gives them.

/** Issue cards per page of the list. */
export const ISSUES_PAGE_SIZE = 12;

/** Longest search text accepted (longer input is cut). */
export const MAX_SEARCH_LENGTH = 100;

export const ISSUE_STATUSES = ["draft", "in_progress", "review", "published", "archived"] as const;
export type IssueStatus = (typeof ISSUE_STATUSES)[number];

/** The statuses the form offers (spec 002 section 4); other stored statuses load as they are. */
export const FORM_STATUSES = ["draft", "published"] as const satisfies readonly IssueStatus[];

export const ISSUE_TYPES = ["regular", "special"] as const;
export type IssueType = (typeof ISSUE_TYPES)[number];

export const ISSUE_STATUS_LABELS: Record<IssueStatus, string> = {
  draft: "Draft",
  in_progress: "In Progress",
  review: "Under Review",
  published: "Published",
  archived: "Archived",
};

export const ISSUE_TYPE_LABELS: Record<IssueType, string> = { regular: "Regular", special: "Special" };

/** Cover images: JPEG, PNG, WebP or GIF, at most 5 MB (spec 002 sections 5 and 9). */
export const COVER_MAX_BYTES = 5 * 1024 * 1024;
export { IMAGE_ACCEPT as COVER_ACCEPT } from "~/modules/images/image-versions";

export const TITLE_MAX = 300;
export const DESCRIPTION_MAX = 5000;
export const PAGE_RANGE_MAX = 50;

export const ISSUES_ACCESS_DENIED = {
  title: "Access Denied",
  message: "You need editor or admin privileges to manage issues.",
} as const;

export const ISSUE_MESSAGES = {
  // The spec's toasts (section 8).
  createFailed: "Failed to create issue",
  updateFailed: "Failed to update issue",
  deleteFailed: "Failed to delete issue",
  statusFailed: "Failed to update issue status",
  coverFailed: "Upload failed: Failed to upload cover image",
  loadFailed: "Failed to load issues",
  // Successes, in the style of the other screens.
  created: "Issue created successfully",
  updated: "Issue updated successfully",
  deleted: "Issue deleted successfully",
  published: "Issue published successfully",
  setCurrent: "Issue set as current",
  unsetCurrent: "Issue is no longer current",
  coverUploaded: "Cover image uploaded successfully",
  coverRemoved: "Cover image removed",
  // Refusals.
  notFound: "Issue not found",
  empty: "No issues found matching your criteria.",
  emptyFirst: "No issues yet. Create the first issue of a journal.",
  noJournals: "You do not manage any journal yet.",
  deleteConfirm: "Are you sure you want to delete this issue? This action cannot be undone.",
  duplicate: "This journal already has an issue with this volume, type and number.",
  hasPublishedArticles:
    "This issue has published articles and cannot be deleted. Unpublish or move its articles first.",
  journalHasArticles: "This issue already holds articles, so it cannot move to another journal.",
  statusNotOffered: "Status must be Draft or Published.",
  invalidRequest: "The request could not be understood.",
  coverTooLarge: "The cover image must be 5 MB or smaller.",
  coverInvalid: "The file is not a JPEG, PNG, WebP or GIF image.",
  coverUnreadable: "The image could not be read. It may be damaged.",
  coverTooManyPixels: "The image is too large (more than 40 megapixels).",
  coverNoFile: "Please choose an image to upload.",
  coverInterrupted: "The upload was interrupted. Please try again.",
} as const;

/** What a post to /dashboard/issues asks for (the form's `intent`). */
export const ISSUE_INTENTS = ["create", "update", "delete", "set-current", "publish", "remove-cover"] as const;
export type IssueIntent = (typeof ISSUE_INTENTS)[number];

export function isIssueIntent(value: unknown): value is IssueIntent {
  return typeof value === "string" && (ISSUE_INTENTS as readonly string[]).includes(value);
}

/** How an issue cover upload is checked and what it answers when refused. */
export const COVER_UPLOAD_RULES: ImageUploadRules = {
  maxBytes: COVER_MAX_BYTES,
  messages: {
    invalidRequest: ISSUE_MESSAGES.invalidRequest,
    tooLarge: ISSUE_MESSAGES.coverTooLarge,
    invalid: ISSUE_MESSAGES.coverInvalid,
    unreadable: ISSUE_MESSAGES.coverUnreadable,
    tooManyPixels: ISSUE_MESSAGES.coverTooManyPixels,
    noFile: ISSUE_MESSAGES.coverNoFile,
    interrupted: ISSUE_MESSAGES.coverInterrupted,
  },
};
