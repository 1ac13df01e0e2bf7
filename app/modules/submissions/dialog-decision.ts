// The Edit Submission dialog's status changes that are editorial decisions (issue 37): while the
// submission is submitted or under review, accepting, rejecting or asking for a revision is the
// round's decision. Shared by the dialog (which e-mail it shows for editing before it goes, ADR
// 067), the service that saves it and peer review, which records it.

export const DIALOG_DECISION_STATUSES = ["accepted", "rejected", "revision_requested"] as const;
export type DialogDecisionStatus = (typeof DIALOG_DECISION_STATUSES)[number];
const IN_REVIEW: readonly string[] = ["submitted", "under_review"];

/** What a status chosen in the dialog decides (the Reviews tab tells minor from major). */
export const DIALOG_DECISION_KINDS = {
  accepted: "accept",
  rejected: "reject",
  revision_requested: "major_revision",
} as const satisfies Record<DialogDecisionStatus, string>;

/** The decision a change from `from` to `to` records, or null for a plain status change. */
export function dialogDecisionOf(from: string, to: string): DialogDecisionStatus | null {
  return from !== to && IN_REVIEW.includes(from) && (DIALOG_DECISION_STATUSES as readonly string[]).includes(to)
    ? (to as DialogDecisionStatus)
    : null;
}

const DEFAULT_LETTERS: Record<DialogDecisionStatus, string> = {
  accepted: "The editor has accepted your submission.",
  rejected: "The editor has decided not to accept your submission.",
  revision_requested: "The editor asks you to revise your submission.",
};

/**
 * The letter of a decision taken in the dialog: the decision message (or a sentence saying what was
 * decided), followed by the comments for the authors when there are any, as the status e-mail had them.
 */
export function dialogLetter(
  to: DialogDecisionStatus,
  editorDecision: string | undefined,
  reviewerComments: string,
): string {
  const opening = editorDecision?.trim() || DEFAULT_LETTERS[to];
  return reviewerComments.trim() ? `${opening}\n\nComments for the authors:\n${reviewerComments.trim()}` : opening;
}
