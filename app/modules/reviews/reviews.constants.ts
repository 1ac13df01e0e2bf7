// Peer review's words and limits, shared by the screens and the server.

export const REVIEW_MESSAGES = {
  notFound: "Review not found.",
  invitationInvalid: "This invitation link is no longer valid.",
  invitationAnswered: "This invitation has already been answered.",
  manageDenied: "Only editors of this journal and admins can manage reviews.",
  authorCannotReview: "The authors of a submission cannot review it.",
  alreadyInvited: "This person is already invited to review this round.",
  notReviewer: "Choose a person with the reviewer role or enter an e-mail address.",
  invited: "Invitation sent.",
  cancelled: "Invitation cancelled.",
  datesSaved: "Due dates saved.",
  cannotCancel: "Only invitations not yet completed can be cancelled.",
  reviewDueBeforeResponse: "The review due date cannot be before the response due date.",
  accepted: "Thank you: the review is now in your list of reviews.",
  declined: "Thank you for letting us know.",
  draftSaved: "Draft saved.",
  submitted: "Review submitted.",
  reviewLocked: "This review was submitted and can no longer be changed.",
  recommendationRequired: "Choose a recommendation.",
  commentsRequired: "Write your comments to the author.",
  decisionRecorded: "Decision recorded.",
  maxRevisionsReached: "This submission has reached the journal's maximum number of revisions.",
  revisionsNotAllowed: "This journal does not allow revisions.",
  decisionNotAllowed: "A decision can only be recorded while the submission is under review.",
  letterRequired: "Write the decision letter.",
  messageSent: "Message sent.",
  messageRequired: "Write a message.",
  messageDenied: "You cannot write messages about this submission.",
  revisionSubmitted: "Revision submitted.",
  revisionNotRequested: "No revision is requested for this submission.",
  revisionFileRequired: "Choose the revised manuscript.",
  responseRequired: "Write a response to the reviewers.",
  revisionDenied: "Only the submission's author can submit its revision.",
  invalidRequest: "Invalid request.",
  attachmentUploaded: "Annotated file attached.",
  attachmentReplaced: "Annotated file replaced.",
  attachmentRemoved: "Annotated file removed.",
  attachmentNotFound: "This review has no annotated file.",
  attachmentFailed: "Failed to attach the file.",
  recommendOnly: "You may only recommend a decision on this submission: a senior editor or an admin decides.",
  recommendationRecorded: "Recommendation recorded.",
  recommendDenied: "Only an editor marked 'recommend only' on this submission records recommendations.",
  noteRequired: "Write a note for the deciding editor.",
  editorPermissionSaved: "Editor permission saved.",
  editorPermissionDenied: "Only an editor who decides on this submission, or an admin, can change who only recommends.",
  notAnEditor: "Choose an editor of this journal.",
  notHandlingEditor: "This editor does not handle this submission.",
  handlingEditorAssigned: "Handling editor assigned.",
  handlingEditorRemoved: "Handling editor removed.",
  resubmissionInvited:
    "The editor invites you to submit a new version of this manuscript as a new submission, answering the decision letter.",
  reviewFilesSaved: "Review files saved.",
  revisionDueSaved: "Revision due date saved.",
  revisionDueInPast: "The revision due date cannot be in the past.",
  attachmentReleased: "Annotated file released to the authors.",
  attachmentNotBlind: (reason: string) =>
    `This annotated file cannot be released to the authors: its document properties, which may name the reviewer, could not be removed (${reason}). Quote what the authors need in the decision letter instead.`,
  reviewFilesRequired: "Choose at least one file for the reviewers.",
  reviewFileUnknown: "Choose files of this submission.",
  reminderSent: "Reminder sent.",
  notRemindable: "Only a reviewer who is invited or reviewing can be reminded.",
} as const;

/**
 * The reminder an editor sends by hand (ADR 067): an unanswered invitation's, else the review's,
 * overdue once its due date has passed. Null for an assignment no longer live.
 */
export function manualReminderOccasion(
  a: { state: string; reviewDueDate: string },
  today: string,
): "unanswered" | "due_soon" | "overdue" | null {
  if (a.state === "invited") return "unanswered";
  if (a.state !== "accepted") return null;
  return a.reviewDueDate < today ? "overdue" : "due_soon";
}

/** An annotated file of a review: PDF, DOC or DOCX, checked by content as manuscripts are. */
export const REVIEW_ATTACHMENT_FORMATS = ["pdf", "doc", "docx"] as const;

export const RECOMMENDATIONS = ["accept", "minor", "major", "reject"] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];
export const RECOMMENDATION_LABELS: Record<Recommendation, string> = {
  accept: "Accept",
  minor: "Minor revision",
  major: "Major revision",
  reject: "Reject",
};

/** The editorial decisions of spec 000 (accept; minor and major revision; reject with and without resubmission). */
export const DECISIONS = ["accept", "minor_revision", "major_revision", "reject_resubmit", "reject"] as const;
export type DecisionKind = (typeof DECISIONS)[number];
export const DECISION_LABELS: Record<DecisionKind, string> = {
  accept: "Accept",
  minor_revision: "Minor revision",
  major_revision: "Major revision",
  reject_resubmit: "Reject and invite resubmission",
  reject: "Reject",
};

export const ASSIGNMENT_STATES = ["invited", "accepted", "declined", "cancelled", "completed"] as const;
export type AssignmentState = (typeof ASSIGNMENT_STATES)[number];
export const ASSIGNMENT_STATE_LABELS: Record<AssignmentState, string> = {
  invited: "Invited",
  accepted: "Accepted",
  declined: "Declined",
  cancelled: "Cancelled",
  completed: "Completed",
};

/** Days a reviewer has to answer an invitation (never more than the review itself). */
export const RESPONSE_DAYS = 7;
/** Days an invitation link stays valid after it is sent, beyond the response due date. */
export const TOKEN_GRACE_DAYS = 7;
/** Overdue reminders are repeated every this many days. */
export const OVERDUE_REPEAT_DAYS = 3;
/** The reminder before the review due date is sent this many days ahead. */
export const DUE_SOON_DAYS = 3;

export const LIMITS = {
  comments: 20000,
  letter: 20000,
  message: 10000,
  declineReason: 2000,
  name: 200,
  affiliation: 300,
  /** Files posted as one round's review files: a bound on the form, above any submission's count. */
  reviewFiles: 100,
} as const;

/** Rows shown per list (reviews tab, my reviews, messages): bounded, newest kept. */
export const REVIEWS_LIST_LIMIT = 200;
