import type { ImageUploadRules } from "~/modules/images/image-versions";

// Conference management (spec 001 sections 2, 5, 8 and 9): limits, stored statuses and the
// messages editors see, word for word where the spec gives them.

/** Stored statuses, set by hand in the form and used by the status filter (the badge follows the dates). */
export const CONFERENCE_STATUSES = ["upcoming", "ongoing", "past", "cancelled"] as const;
export type ConferenceStatus = (typeof CONFERENCE_STATUSES)[number];

export const CONFERENCE_STATUS_LABELS: Record<ConferenceStatus, string> = {
  upcoming: "Upcoming",
  ongoing: "Ongoing",
  past: "Past",
  cancelled: "Cancelled",
};

/** The dashboard's tabs: all, and the three date buckets of the time badge (spec 001 section 4). */
export const CONFERENCE_TABS = ["all", "upcoming", "live", "past"] as const;
export type ConferenceTab = (typeof CONFERENCE_TABS)[number];

export const DESK_PAGE_SIZE = 12;

// Bounds of the form's fields (the spec sets none; these keep rows and pages sane).
export const TITLE_MAX = 300;
export const DESCRIPTION_MAX = 5000;
export const LOCATION_MAX = 300;
export const WEBSITE_MAX = 2000;
export const CONTACT_MAX = 300;

/** Cover images: at most 5 MB (spec 001 sections 5 and 9). */
export const CONFERENCE_COVER_MAX_BYTES = 5 * 1024 * 1024;

export const CONFERENCE_MESSAGES = {
  // Section 5, in the order they are checked.
  validationTitle: "Validation Error",
  titleRequired: "Conference title is required",
  datesRequired: "Start and end dates are required",
  endBeforeStart: "End date must be after start date",
  // Section 8.
  created: "Conference created",
  createdText: "The conference has been successfully created.",
  updated: "Conference updated",
  updatedText: "The conference has been successfully updated.",
  deleted: "Conference deleted",
  deletedText: "The conference has been successfully deleted.",
  error: "Error",
  createFailed: "Failed to create conference",
  updateFailed: "Failed to update conference",
  deleteFailed: "Failed to delete conference",
  forbidden: "Insufficient permissions",
  loadFailed: "Failed to load conferences",
  unexpected: "An unexpected error occurred",
  // Section 2.
  deleteTitle: "Are you sure?",
  deleteText: (title: string) =>
    `This action cannot be undone. This will permanently delete the conference "${title}" and all associated data.`,
  emptyTitle: "No conferences found",
  emptyFiltered: "Try adjusting your filters to see more results.",
  emptyFirst: "Get started by creating your first conference.",
  coverHint: "PNG, JPG up to 5MB",
  coverTooLargeTitle: "File too large",
  coverTooLarge: "Please select an image smaller than 5MB",
  // Refusals the spec does not word.
  notFound: "Conference not found",
  invalidRequest: "The request could not be understood.",
  invalidDate: "Please pick a valid date.",
  invalidWebsite: "Website URL must start with http:// or https://",
  invalidType: "Please choose a conference type.",
  invalidStatus: "Please choose a status.",
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  coverUploaded: "Cover image uploaded",
  coverFailed: "Upload failed",
  coverInvalid: "The file is not a JPEG, PNG, WebP or GIF image.",
  coverUnreadable: "The image could not be read. It may be damaged.",
  coverTooManyPixels: "The image is too large (more than 40 megapixels).",
  coverNoFile: "Please choose an image to upload.",
  coverInterrupted: "The upload was interrupted. Please try again.",
  coverRemoved: "Cover image removed",
} as const;

export const CONFERENCE_COVER_RULES: ImageUploadRules = {
  maxBytes: CONFERENCE_COVER_MAX_BYTES,
  messages: {
    invalidRequest: CONFERENCE_MESSAGES.invalidRequest,
    tooLarge: CONFERENCE_MESSAGES.coverTooLarge,
    invalid: CONFERENCE_MESSAGES.coverInvalid,
    unreadable: CONFERENCE_MESSAGES.coverUnreadable,
    tooManyPixels: CONFERENCE_MESSAGES.coverTooManyPixels,
    noFile: CONFERENCE_MESSAGES.coverNoFile,
    interrupted: CONFERENCE_MESSAGES.coverInterrupted,
  },
};
