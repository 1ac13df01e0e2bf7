// The handling editors of a submission, and the notices of its review (issue 37). The journal's
// editors and admins assign editors of the journal to a submission; the assigned editors are
// e-mailed, find it under 'Assigned to me', and hear of each step of its review: a reviewer's
// answer, each review, all reviews in, the authors' revision. Without an assigned editor, those
// who invited the round's reviewers hear of it, as before. Reviewers hear that their invitation
// was withdrawn, and are thanked when a decision is made. Each notice goes out once (its key is
// claimed in the transaction that queues it); editors take the switchable ones right away, in a
// daily digest or not at all, as they chose under Settings (notifications/editor-notices).
import type { Db } from "~/db/client.server";
import { AppError } from "~/lib/errors";
import { logger } from "~/lib/logger.server";
import { db } from "~/lib/services.server";
import type { CurrentUser } from "~/modules/auth/current-user";
import { editorialReplyTo } from "~/modules/journal-settings/journal-settings.service.server";
import { queueMail } from "~/modules/mail/mail.service.server";
import {
  deliverEditorNotice,
  editorialOffice,
  type DigestOccasion,
} from "~/modules/notifications/editor-notices.service.server";
import type { EditorNotice } from "~/modules/notifications/notice-preferences";
import { submissionCode } from "~/modules/submissions/submission-code";
import { recordSubmissionEvent } from "~/modules/submissions/submission-events.server";
import { submissionForReview } from "~/modules/submissions/submission-review-hooks.server";
import { REVIEW_MESSAGES, REVIEWS_LIST_LIMIT } from "./reviews.constants";
import {
  claimReminder,
  deleteHandlingEditor,
  findAssignments,
  findHandlingEditors,
  findJournalOfSubmission,
  findJournalRoleHolders,
  findUserById,
  insertHandlingEditor,
} from "./reviews.repository.server";
import { loadForReviewManagement, submissionReviewsUrl } from "./review-support.server";

const EDITORS_LIMIT = 200;

type Person = { email: string; name: string };

/**
 * Who hears of the submission's review: its assigned handling editors (active), else the editors
 * who invited its reviewers, else the journal's editorial office (its editors, or its admins when
 * it has none): an author's message or revision before anyone took the submission in hand reaches
 * someone.
 */
export async function handlingEditorsOf(tx: Db, submissionId: string): Promise<(Person & { id: string })[]> {
  const assigned = (await findHandlingEditors(tx, submissionId)).filter((e) => e.status === "active");
  if (assigned.length > 0) return assigned;
  const ids = new Set<string>();
  for (const a of await findAssignments(tx, submissionId, REVIEWS_LIST_LIMIT)) if (a.invitedBy) ids.add(a.invitedBy);
  const editors = [];
  for (const id of ids) {
    const u = await findUserById(tx, id);
    if (u?.status === "active") editors.push(u);
  }
  if (editors.length > 0) return editors;
  const journal = await findJournalOfSubmission(tx, submissionId);
  return journal ? editorialOffice(tx, journal.journalId) : [];
}

export type ReviewNoticeOccasion =
  | "all_reviews_in"
  | "reviewer_accepted"
  | "reviewer_declined"
  | "review_submitted"
  | "review_thanks"
  | "review_cancelled"
  | "editor_assigned";

/** The notices of a review an editor may switch off or take as a daily digest (Settings). */
const SWITCHABLE: Partial<Record<ReviewNoticeOccasion, EditorNotice>> = {
  reviewer_accepted: "reviewer_answered",
  reviewer_declined: "reviewer_answered",
  review_submitted: "review_submitted",
  all_reviews_in: "all_reviews_in",
};

/**
 * One notice of the submission's review to `to`, naming the manuscript, with the journal's
 * editorial address as Reply-To; once per `onceKey` when one is given. An editor (`to.id`) hears
 * of the switchable ones as they chose under Settings.
 */
export async function sendReviewNotice(
  tx: Db,
  notice: {
    to: Person & { id?: string };
    occasion: ReviewNoticeOccasion;
    submissionId: string;
    url: string;
    onceKey?: string;
  },
): Promise<void> {
  if (notice.onceKey && !(await claimReminder(tx, notice.onceKey))) return;
  // One after the other: a transaction's connection answers one statement at a time.
  const journal = await findJournalOfSubmission(tx, notice.submissionId);
  const manuscript = await submissionForReview(tx, notice.submissionId);
  if (!journal || !manuscript) return;
  const detail = {
    submissionTitle: manuscript.title,
    formattedSubmissionId: submissionCode(
      journal.journalShortName,
      manuscript.submissionNumber ?? null,
      notice.submissionId,
    ),
    journalName: journal.journalTitle,
    url: notice.url,
  };
  const sendNow = async () => {
    await queueMail(tx, {
      to: notice.to.email,
      template: "review-reminder",
      replyTo: await editorialReplyTo(journal.journalId, tx),
      journalId: journal.journalId,
      data: { fullName: notice.to.name, occasion: notice.occasion, ...detail },
    });
  };
  const switchable = SWITCHABLE[notice.occasion];
  if (!notice.to.id || !switchable) return sendNow();
  await deliverEditorNotice(tx, {
    userId: notice.to.id,
    notice: switchable,
    occasion: notice.occasion as DigestOccasion,
    detail,
    sendNow,
  });
}

/** The same notice to each handling editor of the submission, once per editor and `onceKey`. */
export async function noticeHandlingEditors(
  tx: Db,
  notice: { occasion: ReviewNoticeOccasion; submissionId: string; onceKey: string },
): Promise<void> {
  for (const editor of await handlingEditorsOf(tx, notice.submissionId)) {
    await sendReviewNotice(tx, {
      to: editor,
      occasion: notice.occasion,
      submissionId: notice.submissionId,
      url: submissionReviewsUrl(notice.submissionId),
      onceKey: `${notice.onceKey}:${editor.id}`,
    });
  }
}

/**
 * Assigns an editor of the submission's journal as one of its handling editors (editors of the
 * journal and admins; 400 for anyone else as the assignee). The editor is e-mailed; the History
 * (editors only) records it. Assigning again changes nothing.
 */
export async function assignHandlingEditor(actor: CurrentUser, submissionId: string, editorId: string) {
  await db().transaction(async (tx) => {
    const submission = await loadForReviewManagement(actor, submissionId, tx);
    const editor = (await findJournalRoleHolders(tx, "editor", submission.journalId, EDITORS_LIMIT)).find(
      (e) => e.id === editorId,
    );
    if (!editor) throw new AppError("reviews.not_an_editor", 400, REVIEW_MESSAGES.notAnEditor);
    if (!(await insertHandlingEditor(tx, { submissionId: submission.id, editorId: editor.id, assignedBy: actor.id })))
      return;
    await recordSubmissionEvent(tx, {
      submissionId: submission.id,
      actorId: actor.id,
      kind: "handling_editor_assigned",
      detail: { editorName: editor.name },
    });
    if (editor.id !== actor.id) {
      await sendReviewNotice(tx, {
        to: editor,
        occasion: "editor_assigned",
        submissionId: submission.id,
        url: submissionReviewsUrl(submission.id),
      });
    }
  });
  logger.info({ submissionId, editorId, by: actor.id }, "handling editor assigned");
}

/** Removes a handling editor (editors of the journal and admins); the History records it. */
export async function unassignHandlingEditor(actor: CurrentUser, submissionId: string, editorId: string) {
  await db().transaction(async (tx) => {
    const submission = await loadForReviewManagement(actor, submissionId, tx);
    const editor = (await findHandlingEditors(tx, submission.id)).find((e) => e.id === editorId);
    if (!editor || !(await deleteHandlingEditor(tx, submission.id, editor.id))) {
      throw new AppError("reviews.not_handling", 400, REVIEW_MESSAGES.notHandlingEditor);
    }
    await recordSubmissionEvent(tx, {
      submissionId: submission.id,
      actorId: actor.id,
      kind: "handling_editor_removed",
      detail: { editorName: editor.name },
    });
  });
}
