// Changing a submission: the Edit Submission dialog (spec 002 sections 2.4, 4, 5 and 6) and deletion.
import { db, services } from "~/lib/services.server";
import { logger } from "~/lib/logger.server";
import type { Db } from "~/db/client.server";
import type { CurrentUser } from "~/modules/auth/current-user";
import { can } from "~/modules/auth/permissions";
import { AppError } from "~/lib/errors";
import { getJournalSettings } from "~/modules/journal-settings/journal-settings.service.server";
import { queueMail } from "~/modules/mail/mail.service.server";
import type { TemplateText } from "~/modules/mail/mail-templates";
import { forgetSubmissionNotifications } from "~/modules/notifications/notifications.service.server";
import { loadSubmissionFor, submissionResource, type AccessibleSubmission } from "./submission-access.server";
import { recordSubmissionEvent } from "./submission-events.server";
import { EDIT_MESSAGES, LIST_MESSAGES } from "./submission-messages";
import { statusMailData, type StatusChange } from "./submission-status-mail.service.server";
import { dialogDecisionOf, dialogLetter, type DialogDecisionStatus } from "./dialog-decision";
import type { EditSubmissionInput } from "./submissions.schemas";
import {
  countStatusChangesTo,
  deleteSubmissionRow,
  findSubmissionAuthors,
  findSubmissionFileKeys,
  findSubmissionRecord,
  replaceSubmissionAuthors,
  updateSubmissionFields,
  type AuthorRow,
  type SubmissionRecord,
} from "./submissions.repository.server";
import { editorialReplyTo } from "~/modules/journal-settings/journal-settings.service.server";

/** The fields an edit may change, as the `edited` event names them. */
export type EditedField =
  | "title"
  | "submissionType"
  | "authors"
  | "abstract"
  | "keywords"
  | "coverLetter"
  | "suggestedReviewers"
  | "adminNotes"
  | "reviewerComments";

type SubmissionFieldChanges = Parameters<typeof updateSubmissionFields>[2];

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

const authorKey = (a: AuthorRow) =>
  JSON.stringify([a.name, a.email, a.affiliation ?? "", a.orcid ?? "", a.country ?? ""]);

const IN_REVIEW: readonly string[] = ["submitted", "under_review"];

/**
 * What peer review does with the dialog's status changes, in the dialog's transaction (the reviews
 * module's `dialogReviewSteps`, handed over by the route: peer review builds on submissions, not
 * the other way round). `decide` records a change to accepted, rejected or revision requested as
 * the current round's decision (status, History, the letter e-mailed to the authors); `resume`
 * closes a round waiting for a revision that the editor stopped waiting for (the submission moved
 * back under review without one), so that the review goes on in a new round.
 */
export type DialogReviewSteps = {
  decide(
    tx: Db,
    actor: CurrentUser,
    submission: AccessibleSubmission,
    change: { to: DialogDecisionStatus; letter: string; edited?: TemplateText },
  ): Promise<void>;
  resume(tx: Db, actor: CurrentUser, submission: AccessibleSubmission): Promise<void>;
};

/**
 * Saves the Edit Submission dialog. Whoever may edit the submission (admins and editors; its author
 * while it is submitted or revision_requested, else 403) changes its content; only admins and
 * editors change the status, the admin notes and the reviewer comments (403 for anyone else who
 * sends a change to them). One transaction writes the change, an `edited` event (the changed
 * fields), a `status_changed` event and, when the status changed, the status e-mail to every
 * distinct author address and the submitting user (with the decision message and reviewer comments).
 * One way to decide (issue 37): while the submission is submitted or under review, a change to
 * accepted, rejected or revision requested is recorded by `review.decide` as the round's decision,
 * with its letter in Messages and the decision e-mail instead of the status e-mail; a move out of
 * revision requested back under review resumes the review in a new round (`review.resume`).
 * `edited` is the e-mail to the authors as the editor edited it before it goes (ADR 067): checked
 * against its template (a 400 with the template module's message, nothing written) and sent
 * instead of the stored template; without it, the stored template goes.
 */
export async function updateSubmission(
  actor: CurrentUser,
  id: string,
  input: EditSubmissionInput,
  review: DialogReviewSteps,
  edited?: TemplateText,
): Promise<{ changed: EditedField[]; statusChanged: boolean }> {
  return db().transaction(async (tx) => {
    const submission = await loadSubmissionFor(actor, id, {
      action: "submission.edit",
      deniedMessage: EDIT_MESSAGES.notEditable,
      tx,
      forUpdate: true,
    });
    const record = await findSubmissionRecord(tx, id);
    if (!record) throw new AppError("submission.not_found", 404, EDIT_MESSAGES.notEditable);
    const current = record.submission;
    const privileged = can(actor, "submission.changeStatus", submissionResource(submission));

    const newStatus = input.status ?? current.status;
    const newAdminNotes = input.adminNotes ?? current.adminNotes ?? "";
    const newReviewerComments = input.reviewerComments ?? current.reviewerComments ?? "";
    if (
      !privileged &&
      (newStatus !== current.status ||
        newAdminNotes !== (current.adminNotes ?? "") ||
        newReviewerComments !== (current.reviewerComments ?? "") ||
        Boolean(input.editorDecision))
    ) {
      throw new AppError("forbidden", 403, EDIT_MESSAGES.statusNotAllowed);
    }

    const authorsBefore = await findSubmissionAuthors(tx, id);
    const authorsAfter: AuthorRow[] = input.authors.map((a) => ({
      name: a.name,
      email: a.email,
      affiliation: a.affiliation || null,
      orcid: a.orcid || null,
      country: a.country || null,
    }));
    const changed: EditedField[] = [];
    const fields: SubmissionFieldChanges = {};
    const change = <K extends EditedField & keyof SubmissionFieldChanges>(key: K, value: SubmissionFieldChanges[K]) => {
      fields[key] = value;
      changed.push(key);
    };
    if (input.title !== current.title) change("title", input.title);
    if (input.submissionType !== current.submissionType) change("submissionType", input.submissionType);
    if (!sameList(authorsBefore.map(authorKey), authorsAfter.map(authorKey))) changed.push("authors");
    if (input.abstract !== current.abstract) change("abstract", input.abstract);
    if (!sameList(input.keywords, current.keywords)) change("keywords", input.keywords);
    if (input.coverLetter !== (current.coverLetter ?? "")) change("coverLetter", input.coverLetter || null);
    if (!sameList(input.suggestedReviewers, current.suggestedReviewers)) {
      change("suggestedReviewers", input.suggestedReviewers);
    }
    if (newAdminNotes !== (current.adminNotes ?? "")) change("adminNotes", newAdminNotes || null);
    if (newReviewerComments !== (current.reviewerComments ?? "")) {
      change("reviewerComments", newReviewerComments || null);
    }
    const statusChanged = newStatus !== current.status;
    const decision = dialogDecisionOf(current.status, newStatus);
    if (statusChanged) {
      await checkPublicationWorkflow(tx, submission, current.status, newStatus);
      if (!decision) fields.status = newStatus;
    }

    await updateSubmissionFields(tx, id, fields);
    if (changed.includes("authors")) await replaceSubmissionAuthors(tx, id, authorsAfter);
    if (changed.length > 0) {
      await recordSubmissionEvent(tx, {
        submissionId: id,
        actorId: actor.id,
        kind: "edited",
        detail: { fields: changed },
      });
    }
    if (decision) {
      await review.decide(tx, actor, submission, {
        to: decision,
        letter: dialogLetter(decision, input.editorDecision, newReviewerComments),
        edited,
      });
    } else if (statusChanged) {
      await recordSubmissionEvent(tx, {
        submissionId: id,
        actorId: actor.id,
        kind: "status_changed",
        detail: { from: current.status, to: newStatus },
      });
      await queueStatusMails(tx, submission, record, authorsAfter, {
        status: newStatus,
        title: fields.title ?? current.title,
        editorDecision: input.editorDecision || undefined,
        reviewerComments: newReviewerComments || undefined,
        edited,
      });
      if (current.status === "revision_requested" && IN_REVIEW.includes(newStatus)) {
        await review.resume(tx, actor, submission);
      }
    }
    logger.info(
      { submissionId: id, by: actor.id, changed, status: statusChanged ? newStatus : undefined },
      "submission edited",
    );
    return { changed, statusChanged };
  });
}

/**
 * The journal's publication workflow (its settings) limits status changes: with peer review
 * required, a submission is accepted or published only once it has been under review; revisions
 * may be switched off or limited to a number of rounds. 409 with the reason otherwise.
 */
async function checkPublicationWorkflow(
  tx: Db,
  submission: AccessibleSubmission,
  from: string,
  to: string,
): Promise<void> {
  const { publicationWorkflow: pw } = await getJournalSettings(submission.journalId, tx);
  if (pw.requireReview && (to === "accepted" || to === "published") && from !== "under_review") {
    if ((await countStatusChangesTo(tx, submission.id, "under_review")) === 0) {
      throw new AppError("submission.review_required", 409, EDIT_MESSAGES.reviewRequired);
    }
  }
  if (to === "revision_requested") {
    if (!pw.allowRevisions) throw new AppError("submission.revisions_off", 409, EDIT_MESSAGES.revisionsNotAllowed);
    if ((await countStatusChangesTo(tx, submission.id, "revision_requested")) >= pw.maxRevisions) {
      throw new AppError("submission.revision_limit", 409, EDIT_MESSAGES.revisionLimit(pw.maxRevisions));
    }
  }
}

/** The status e-mail to every distinct author address and the submitting user (spec 002 section 2.4). */
async function queueStatusMails(
  tx: Db,
  submission: AccessibleSubmission,
  record: SubmissionRecord,
  authors: readonly AuthorRow[],
  change: StatusChange & { edited?: TemplateText },
): Promise<void> {
  const recipients = new Map<string, string>();
  for (const a of authors) if (!recipients.has(a.email.toLowerCase())) recipients.set(a.email.toLowerCase(), a.name);
  if (record.creatorEmail && !recipients.has(record.creatorEmail.toLowerCase())) {
    recipients.set(record.creatorEmail.toLowerCase(), record.creatorName ?? "");
  }
  const replyTo = await editorialReplyTo(submission.journalId, tx);
  for (const [to, fullName] of recipients) {
    await queueMail(tx, {
      to,
      template: "submission-status",
      replyTo,
      journalId: submission.journalId,
      edited: change.edited,
      data: statusMailData(submission, change, fullName),
    });
  }
}

/**
 * Deletes a submission (admins only: 403 for others who may see it, 404 for those who may not)
 * with its authors, files, events and tasks; its stored files are removed once the deletion has
 * committed (a file left by a crash in between is found by the storage sweep).
 */
export async function deleteSubmission(actor: CurrentUser, id: string): Promise<void> {
  const keys = await db().transaction(async (tx) => {
    await loadSubmissionFor(actor, id, {
      action: "submission.delete",
      deniedMessage: LIST_MESSAGES.deleteNotAllowed,
      tx,
      forUpdate: true,
    });
    const fileKeys = await findSubmissionFileKeys(tx, id);
    await deleteSubmissionRow(tx, id);
    // The admins' "new submission" notices would otherwise lead to a page that no longer exists.
    await forgetSubmissionNotifications(tx, id);
    return fileKeys;
  });
  const { storage } = services();
  for (const key of keys) {
    await storage
      .delete(key)
      .catch((err: unknown) => logger.warn({ err, key }, "a deleted submission's file stayed in storage"));
  }
  logger.info({ submissionId: id, by: actor.id, files: keys.length }, "submission deleted");
}
