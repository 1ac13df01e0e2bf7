// The History tab's sentences: one per recorded event kind (see submission-events.ts). The stored
// detail is read defensively, so an old or unexpected entry still reads as something sensible.
import { SUBMISSION_STATUS_LABELS, isSubmissionStatus } from "./submissions.constants";

const FIELD_LABELS: Record<string, string> = {
  title: "title",
  submissionType: "submission type",
  authors: "authors",
  abstract: "abstract",
  keywords: "keywords",
  coverLetter: "cover letter",
  suggestedReviewers: "suggested reviewers",
  adminNotes: "admin notes",
  reviewerComments: "comments for the authors",
};

/** "not_started" → "Not Started". */
function words(value: string): string {
  return value
    .split("_")
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(" ");
}

function statusText(value: unknown): string {
  if (isSubmissionStatus(value)) return SUBMISSION_STATUS_LABELS[value];
  return typeof value === "string" && value ? words(value) : "unknown";
}

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

const quoted = (value: unknown) => `“${text(value) || "untitled"}”`;

/** "a, b and c". */
function list(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** "round 2" from an entry's detail (round 1 when it has none). */
const round = (detail: Record<string, unknown>) => `round ${text(String(detail.round ?? "")) || "1"}`;

const RECOMMENDATIONS: Record<string, string> = {
  accept: "acceptance",
  minor: "a minor revision",
  major: "a major revision",
  reject: "rejection",
};

const REMINDER_OCCASIONS: Record<string, string> = {
  due_soon: "a review due soon",
  overdue: "an overdue review",
  unanswered: "an unanswered invitation",
  revision_due: "a revision due soon",
  reviewer_overdue: "a reviewer who is overdue",
};

const STAGE_LABELS: Record<string, string> = {
  submission: "Submission",
  review: "Review",
  copyediting: "Copyediting",
  production: "Production",
  scheduled: "Scheduled",
  published: "Published",
};
const stageText = (value: unknown) => STAGE_LABELS[text(value)] ?? (words(text(value)) || "another stage");

const STAGE_FILE_KINDS: Record<string, string> = {
  copyedited: "the copyedited file",
  author_correction: "the authors' corrections",
  galley: "the galley",
};

const STAGE_REMINDERS: Record<string, string> = {
  due_soon: "work due soon",
  overdue: "overdue work",
  author_due_soon: "an answer due soon",
  author_overdue: "an overdue answer",
};

/** Who acted, for an entry whose actor has no account (an invitee, the platform's reminders). */
export function eventActorLabel(detail: Record<string, unknown>): string | null {
  return text(detail.actorLabel) || null;
}

/** What happened, as a phrase that follows the actor's name ("changed the status from ... to ..."). */
export function describeSubmissionEvent(kind: string, detail: Record<string, unknown>): string {
  switch (kind) {
    case "submitted":
      return "submitted the manuscript";
    case "edited": {
      const fields = Array.isArray(detail.fields)
        ? detail.fields.filter((f): f is string => typeof f === "string")
        : [];
      return fields.length > 0
        ? `edited the ${list(fields.map((f) => FIELD_LABELS[f] ?? words(f).toLowerCase()))}`
        : "edited the submission";
    }
    case "status_changed":
      return `changed the status from ${statusText(detail.from)} to ${statusText(detail.to)}`;
    case "file_uploaded":
      return `uploaded the file ${quoted(detail.fileName)}`;
    case "file_replaced":
      return `replaced the file ${quoted(detail.previousFileName)} with ${quoted(detail.fileName)}`;
    case "file_deleted":
      return `deleted the file ${quoted(detail.fileName)}`;
    case "task_created": {
      const assignee = text(detail.assigneeName);
      const type = text(detail.taskType);
      return `created the task ${quoted(detail.taskTitle)}${type ? ` (${words(type)})` : ""}${assignee ? ` for ${assignee}` : ""}`;
    }
    case "task_status_changed":
      return `changed the task ${quoted(detail.taskTitle)} from ${statusText(detail.from)} to ${statusText(detail.to)}`;
    case "task_deleted":
      return `deleted the task ${quoted(detail.taskTitle)}`;
    case "reviewer_invited":
      return `invited a reviewer (round ${text(String(detail.round ?? "")) || "1"})`;
    case "decision_recorded":
      return `recorded the decision ${words(text(detail.decision)) || "unknown"} (round ${text(String(detail.round ?? "")) || "1"})`;
    case "decision_recommended":
      return `recommended the decision ${words(text(detail.decision)) || "unknown"} (round ${text(String(detail.round ?? "")) || "1"})`;
    case "recommend_only_changed":
      return detail.recommendOnly
        ? `let ${text(detail.editorName) || "an editor"} only recommend decisions`
        : `let ${text(detail.editorName) || "an editor"} decide again`;
    case "review_files_changed": {
      const names = Array.isArray(detail.fileNames) ? detail.fileNames.map((n) => quoted(n)) : [];
      return `chose the files reviewers get in round ${text(String(detail.round ?? "")) || "1"}${names.length ? `: ${names.join(", ")}` : ""}`;
    }
    case "handling_editor_assigned":
      return `made ${text(detail.editorName) || "an editor"} a handling editor`;
    case "handling_editor_removed":
      return `removed ${text(detail.editorName) || "an editor"} from the handling editors`;
    case "revision_due_changed":
      return `moved the revision due date to ${text(detail.dueDate) || "another day"} (${round(detail)})`;
    case "review_accepted":
      return `accepted the invitation to review (${round(detail)})`;
    case "review_declined":
      return `declined the invitation to review (${round(detail)})`;
    case "review_submitted":
      return `submitted a review recommending ${RECOMMENDATIONS[text(detail.recommendation)] ?? "nothing"} (${round(detail)})`;
    case "review_cancelled":
      return `cancelled the review invitation of ${text(detail.reviewerName) || "a reviewer"} (${round(detail)})`;
    case "review_reminder_sent":
      return `reminded ${text(detail.recipientName) || "someone"}: ${REMINDER_OCCASIONS[text(detail.occasion)] ?? "a deadline"} (${round(detail)})`;
    case "review_file_released":
      return `released a reviewer's annotated file to the authors (round ${text(String(detail.round ?? "")) || "1"})`;
    case "revision_submitted":
      return `submitted a revision ${quoted(detail.fileName)} (round ${text(String(detail.round ?? "")) || "2"})`;
    case "stage_moved":
      return `moved the submission from ${stageText(detail.from)} to ${stageText(detail.to)}`;
    case "stage_assigned":
      return `assigned ${text(detail.assigneeName) || "someone"} to ${stageText(detail.stage)}${text(detail.dueDate) ? `, due ${text(detail.dueDate)}` : ""}`;
    case "stage_due_changed":
      return `moved the due date of ${text(detail.assigneeName) || "someone"} in ${stageText(detail.stage)} to ${text(detail.dueDate) || "another day"}`;
    case "stage_unassigned":
      return `removed ${text(detail.assigneeName) || "someone"} from ${stageText(detail.stage)}`;
    case "stage_file_uploaded":
      return `uploaded ${STAGE_FILE_KINDS[text(detail.fileKind)] ?? "a file"} ${quoted(detail.fileName)} (${stageText(detail.stage)})`;
    case "author_review_requested":
      return detail.stage === "production"
        ? `sent the proofs to the authors (${round(detail)}, due ${text(detail.dueDate) || "soon"})`
        : `asked the authors to review the copyedited files (${round(detail)}, due ${text(detail.dueDate) || "soon"})`;
    case "author_review_answered": {
      const what = detail.stage === "production" ? "the proofs" : "the copyedited files";
      if (detail.response === "approved") return `approved ${what} (${round(detail)})`;
      const n = Number(detail.corrections ?? 0);
      return `sent corrections to ${what}${n > 0 ? ` (${n} ${n === 1 ? "correction" : "corrections"})` : ""} (${round(detail)})`;
    }
    case "article_scheduled":
      return `scheduled the article for publication${text(detail.issueTitle) ? ` in ${text(detail.issueTitle)}` : ""}`;
    case "stage_reminder_sent":
      return `reminded ${text(detail.recipientName) || "someone"}: ${STAGE_REMINDERS[text(detail.occasion)] ?? "a deadline"} (${stageText(detail.stage)})`;
    default:
      return "updated the submission";
  }
}

/** The comment an entry carries, if any (task status changes may have one). */
export function eventComment(detail: Record<string, unknown>): string | null {
  const comment = text(detail.comment).trim();
  return comment || null;
}
