import type { ImageUploadRules } from "~/modules/images/image-versions";

// Journals management (spec 001 sections 2, 3, 5, 8 and 9): limits, choices and the messages admins
// see, word for word where the spec gives them.

export const JOURNAL_STATUSES = ["active", "inactive", "archived"] as const;
export type JournalStatus = (typeof JOURNAL_STATUSES)[number];

export const JOURNAL_STATUS_LABELS: Record<JournalStatus, string> = {
  active: "Active",
  inactive: "Inactive",
  archived: "Archived",
};

/** What each status means for readers and authors (shown under the form's Status field). */
export const JOURNAL_STATUS_HINTS: Record<JournalStatus, string> = {
  active: "Listed on the site and open to submissions.",
  inactive: "Hidden from the public site; its pages answer 404 and it takes no submissions.",
  archived: "Takes no submissions; its published articles stay online, listed under 'Archived'.",
};

export const PUBLICATION_FREQUENCIES = ["weekly", "monthly", "quarterly", "biannually", "annually"] as const;
export type PublicationFrequency = (typeof PUBLICATION_FREQUENCIES)[number];

export const FREQUENCY_LABELS: Record<PublicationFrequency, string> = {
  weekly: "Weekly",
  monthly: "Monthly",
  quarterly: "Quarterly",
  biannually: "Biannually",
  annually: "Annually",
};

export const JOURNAL_TABS = ["manage", "themes", "board"] as const;
export type JournalTab = (typeof JOURNAL_TABS)[number];

export const TITLE_MAX = 300;
export const DESCRIPTION_MAX = 5000;
export const SCOPE_TAG_MAX = 80;
export const SCOPE_TAGS_MAX = 30;
export const COVER_URL_MAX = 2000;
export const IMPACT_FACTOR_MIN = 0;
export const IMPACT_FACTOR_MAX = 10;
export const MAX_SEARCH_LENGTH = 100;

/** Cover images: JPEG, PNG, WebP or GIF, under 5 MB (spec 001 sections 5 and 9). */
export const COVER_MAX_BYTES = 5 * 1024 * 1024;

export const JOURNALS_ACCESS_DENIED = {
  title: "Access Denied",
  message: "You need admin privileges to manage journals.",
} as const;

export const JOURNAL_MESSAGES = {
  // The spec's toasts and texts (sections 2 and 8).
  created: "Journal created successfully",
  updated: "Journal updated successfully",
  saveFailed: "Failed to save journal",
  unexpected: "An unexpected error occurred",
  uploadFailed: "Upload failed",
  uploadUnexpected: "An unexpected error occurred during upload",
  loadFailed: "Unable to fetch journals. Please try again.",
  deleted: "Journal deleted successfully",
  deleteFailed: "Unable to delete journal. Please try again.",
  deleteConfirm: "This will permanently delete the journal and all associated data.",
  loading: "Loading journals...",
  emptyTitle: "No journals yet",
  emptyText: "Get started by creating your first journal.",
  noMatchTitle: "No journals match your filters",
  noMatchText: "Try adjusting your search or filter criteria.",
  noThemeJournals: "No journals to theme",
  noBoardJournals: "No journals for editorial management",
  // Validation (section 5).
  titleRequired: "Title is required",
  invalidShortNameTitle: "Invalid Short Name",
  invalidShortName: "Short name must be 3-10 lowercase letters only",
  invalidIssnTitle: "Invalid ISSN",
  invalidIssn: "ISSN must be in format XXXX-XXXX (e.g., 1234-5678)",
  issnCheckDigit:
    "This ISSN's check digit is wrong: please check the number (the last character is computed from the first seven).",
  impactFactorRange: "Impact factor must be a number from 0 to 10",
  invalidFileTypeTitle: "Invalid file type",
  invalidFileType: "Please select a JPEG, PNG, WebP, or GIF image.",
  fileTooLargeTitle: "File too large",
  fileTooLarge: "Please select an image smaller than 5MB.",
  // The platform's own refusals.
  shortNameTaken: "This short name is already used by another journal.",
  shortNameLocked:
    "The short name cannot change once the journal has published articles: it is part of every article's address, which DOIs and citations point to.",
  coverUrlInvalid: "The cover image URL must be an http:// or https:// address.",
  scopeTooLong: `A scope tag may have at most ${SCOPE_TAG_MAX} characters.`,
  scopeTooMany: `A journal may have at most ${SCOPE_TAGS_MAX} scope tags.`,
  hasPublishedArticles:
    "This journal has published articles and cannot be deleted: their addresses must keep working. Set its status to Archived instead.",
  notFound: "Journal not found",
  invalidRequest: "The request could not be understood.",
  coverUploaded: "Cover image uploaded successfully",
  coverRemoved: "Cover image removed",
  coverUnreadable: "The image could not be read. It may be damaged.",
  coverTooManyPixels: "The image is too large (more than 40 megapixels).",
  coverNoFile: "Please choose an image to upload.",
  coverInterrupted: "The upload was interrupted. Please try again.",
} as const;

/** What a post to /dashboard/journals asks for (the form's `intent`). */
export const JOURNAL_INTENTS = ["create", "update", "delete", "remove-cover"] as const;
export type JournalIntent = (typeof JOURNAL_INTENTS)[number];

export function isJournalIntent(value: unknown): value is JournalIntent {
  return typeof value === "string" && (JOURNAL_INTENTS as readonly string[]).includes(value);
}

/** How a journal cover upload is checked and what it answers when refused. */
export const JOURNAL_COVER_UPLOAD_RULES: ImageUploadRules = {
  maxBytes: COVER_MAX_BYTES,
  messages: {
    invalidRequest: JOURNAL_MESSAGES.invalidRequest,
    tooLarge: JOURNAL_MESSAGES.fileTooLarge,
    invalid: JOURNAL_MESSAGES.invalidFileType,
    unreadable: JOURNAL_MESSAGES.coverUnreadable,
    tooManyPixels: JOURNAL_MESSAGES.coverTooManyPixels,
    noFile: JOURNAL_MESSAGES.coverNoFile,
    interrupted: JOURNAL_MESSAGES.coverInterrupted,
  },
};
