// The kinds of entries in a submission's history (the History tab) and the detail each one keeps.
// Every service that changes a submission, its files or its tasks records one in the same
// transaction as the change, so the history can never disagree with the data.
export type SubmissionEventDetail = {
  submitted: Record<string, never>;
  edited: { fields: string[] };
  status_changed: { from: string; to: string };
  file_uploaded: { fileName: string };
  file_replaced: { fileName: string; previousFileName: string };
  file_deleted: { fileName: string };
  task_created: { taskTitle: string; taskType: string; assigneeName: string };
  task_status_changed: { taskTitle: string; from: string; to: string; comment?: string };
  task_deleted: { taskTitle: string };
  // Peer review: never a reviewer's identity, since the authors read the History too.
  reviewer_invited: { round: number };
  decision_recorded: { decision: string; round: number };
  revision_submitted: { round: number; fileName: string };
  // Draft decisions (ADR 031): editorial deliberation, shown only to those who manage the review.
  decision_recommended: { decision: string; round: number; comment: string };
  recommend_only_changed: { editorName: string; recommendOnly: boolean };
  // The files a round's reviewers get (ADR 056): the editors' choice, not the authors' business.
  review_files_changed: { round: number; fileNames: string[] };
  // A review's annotated file released to the authors (ADR 057), naming no reviewer.
  review_file_released: { round: number };
  // The journal's editors assigned to handle the submission (editors only).
  handling_editor_assigned: { editorName: string };
  handling_editor_removed: { editorName: string };
  // The revision's due date moved by an editor after the decision (the authors see it too).
  revision_due_changed: { round: number; dueDate: string };
  // Every step of a review, for the editors only (they know who reviews). `actorLabel` names who
  // acted when no account did: an invitee without one, or the platform for reminders.
  review_accepted: { round: number };
  review_declined: { round: number; comment?: string; actorLabel?: string };
  review_submitted: { round: number; recommendation: string };
  review_cancelled: { round: number; reviewerName: string };
  review_reminder_sent: { round: number; occasion: string; recipientName: string; actorLabel: string };
  // Stages after acceptance (ADR 069): every move, assignment, file, ask and answer.
  stage_moved: { from: string; to: string };
  stage_assigned: { stage: string; assigneeName: string; dueDate: string };
  stage_unassigned: { stage: string; assigneeName: string };
  stage_due_changed: { stage: string; assigneeName: string; dueDate: string };
  stage_file_uploaded: { stage: string; fileKind: string; fileName: string };
  author_review_requested: { stage: string; round: number; dueDate: string };
  author_review_answered: { stage: string; round: number; response: string; corrections: number };
  article_scheduled: { issueTitle: string | null };
  stage_reminder_sent: { stage: string; occasion: string; recipientName: string; actorLabel: string };
};

/** History entries the authors never see: they belong to the editors' deliberation. */
export const EDITORIAL_ONLY_EVENTS: readonly string[] = [
  "decision_recommended",
  "recommend_only_changed",
  "review_files_changed",
  "review_accepted",
  "review_declined",
  "review_submitted",
  "review_cancelled",
  "review_reminder_sent",
  "handling_editor_assigned",
  "handling_editor_removed",
  "stage_reminder_sent",
];

export type SubmissionEventKind = keyof SubmissionEventDetail;
