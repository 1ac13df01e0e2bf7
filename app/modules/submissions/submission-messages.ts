// User-facing texts of the submission screens (spec 002 sections 2.1-2.4 and 8), in one place so
// that the server, the UI and the tests use the same words.
export const SUBMISSION_NOT_FOUND =
  "Submission not found. The submission you're looking for doesn't exist or you don't have permission to view it.";

/** The wizard's messages (spec 002 sections 5 "Wizard" and 8), word for word where the spec gives them. */
export const WIZARD_MESSAGES = {
  countryInvalid: "Please choose a country from the list.",
  basicInfoRequired: "Please fill in all required fields in Basic Information.",
  abstractRequired: "Please provide an abstract for your submission.",
  manuscriptRequired: "Manuscript Required: Please upload your manuscript file before submitting.",
  createFailed: "Failed to create submission",
  // Not in the spec: asked before leaving a wizard that keeps nothing until Submit.
  leaveTitle: "Leave this submission?",
  leaveQuestion: "Nothing is saved until you submit: what you have entered and the file you chose will be lost.",
  invalidEmail: "Invalid email format",
  titleRequired: "Title is required.",
  journalRequired: "Please select a journal.",
  journalUnavailable: "This journal is not accepting submissions.",
  authorRequired: "At least one author is required.",
  authorNameRequired: "Author name is required.",
  authorEmailRequired: "Author email is required.",
  affiliationRequired: "Affiliation is required.",
  consentRequired: "Please confirm that all authors consent to this submission.",
  conflictDetailsRequired: "Please describe the conflict of interest.",
  ethicsCommitteeRequired: "Please name the ethics committee that approved the study.",
  ethicsApprovalRequired: "Please give the ethics approval number.",
  dataAvailabilityRequired: "Please provide a data availability statement.",
  duplicateEntries: "Entries must be unique.",
  tooManyReviewers: "You can suggest at most 5 reviewers.",
  coverLetterTooLong: "Cover letter must be at most 10,000 characters.",
  invalidData: "The submission form could not be read. Please reload the page and try again.",
  signInRequired: "Please sign in to submit a manuscript.",
  submitted: "Submission created successfully",
} as const;

/** The Edit Submission dialog's messages (spec 002 section 5 "Submission edit"). */
export const EDIT_MESSAGES = {
  reviewRequired:
    "This journal requires peer review: the submission must be under review before it is accepted or published.",
  revisionsNotAllowed: "This journal does not allow revisions.",
  revisionLimit: (max: number) =>
    `This submission has had the journal's maximum of ${max} revision ${max === 1 ? "round" : "rounds"}.`,
  titleRequired: "Title is required.",
  authorsIncomplete: "All authors must have name and email filled in.",
  authorsInvalidEmail: "Please provide valid email addresses for all authors.",
  abstractRequired: "Please provide an abstract for your submission.",
  notEditable: "This submission can no longer be edited.",
  statusNotAllowed: "Only editors and admins can change the status or the internal notes of a submission.",
  saved: "Submission updated successfully",
  saveFailed: "Failed to update submission",
  invalidRequest: "The request could not be read. Please reload the page and try again.",
} as const;

/** The list's and the detail page's messages (spec 002 sections 2.1 and 8). */
export const LIST_MESSAGES = {
  loadFailed: "Failed to load submissions",
  tryAgain: "Try Again",
  retrying: (attempt: number, of: number) => `Retrying... (attempt ${attempt}/${of})`,
  empty: "No submissions found",
  emptyFiltered: "Try adjusting your filters to see more results.",
  emptyFirst: "Get started by creating your first submission.",
  deleted: "Submission deleted",
  deletedDescription: "The submission has been permanently deleted.",
  deleteFailed: "Failed to delete submission",
  deleteConfirm: "Are you sure you want to delete this submission? This action cannot be undone.",
  deleteNotAllowed: "Only admins can delete submissions.",
} as const;
