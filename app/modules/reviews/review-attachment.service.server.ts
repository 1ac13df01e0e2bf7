// A review's one optional annotated file (docs/decisions/023): attached, replaced and removed by its
// reviewer while the review is a draft; read by editors of the journal and admins once submitted,
// and by the authors once an editor released it and a decision on its round was recorded (ADR 057:
// named "Reviewer N – annotated manuscript.pdf" and without its document properties unless the
// review is open). Received by the manuscript upload pipeline (ADR 010)
// with PDF, DOC and DOCX; the stored file is moved to its key just before the transaction that points
// the review at it, removed again if that rolls back, and a replaced one is removed after the commit.
import crypto from "node:crypto";
import { AppError } from "~/lib/errors";
import { logger } from "~/lib/logger.server";
import { db, services } from "~/lib/services.server";
import { signedDownloadUrl } from "~/lib/storage.server";
import type { CurrentUser } from "~/modules/auth/current-user";
import { can } from "~/modules/auth/permissions";
import {
  MANUSCRIPT_FORMAT_INFO,
  formatOfFileName,
  type ManuscriptFormat,
} from "~/modules/submission-files/manuscript-format";
import { discardStoredFile, transactionAfterStoring } from "~/modules/submission-files/submission-files.service.server";
import type { DownloadLink, TempFile } from "~/modules/submission-files/submission-files.types";
import { storeCopyWithoutProperties } from "~/modules/submission-files/blind-copy.server";
import { loadSubmissionFor, submissionResource } from "~/modules/submissions/submission-access.server";
import { recordSubmissionEvent } from "~/modules/submissions/submission-events.server";
import { submissionRulesFor } from "~/modules/submissions/submission-rules.server";
import { anonymousAttachmentName, authorsSeeReviewers, reviewerLabels } from "./review-anonymity";
import { reviewTypeOf } from "./review-rounds.service.server";
import { REVIEW_ATTACHMENT_FORMATS, REVIEW_MESSAGES, REVIEWS_LIST_LIMIT } from "./reviews.constants";
import {
  ensureDraftReview,
  findAssignments,
  findDecisions,
  findJournalOfSubmission,
  findReviewAttachment,
  releaseReviewFile,
  setReviewAttachment,
  setReviewFileBlindKey,
  type AssignmentRow,
} from "./reviews.repository.server";
import { REVIEW_FILES_PREFIX } from "./review-file-sweep.server";
import { loadOwnAssignment, reviewNotFound, UUID } from "./review-support.server";

/**
 * Where a review's file is stored: chosen here, never from anything the reviewer sent, under the
 * assignment (checked to be the reviewer's own before anything is stored).
 */
export function reviewAttachmentKey(assignmentId: string): string {
  return `${REVIEW_FILES_PREFIX}/${assignmentId}/${crypto.randomUUID()}`;
}

const locked = () => new AppError("reviews.locked", 409, REVIEW_MESSAGES.reviewLocked);
const noAttachment = () => new AppError("reviews.no_attachment", 404, REVIEW_MESSAGES.attachmentNotFound);

/** Refuses (409) a review that is no longer a draft. */
function requireDraft(row: AssignmentRow) {
  if (row.state === "completed" || row.reviewStatus === "submitted") throw locked();
}

/**
 * Before a byte of the upload is read: the assignment is the user's own and accepted (404
 * otherwise), its review still a draft (409). The journal's size limit to receive it with.
 */
export async function prepareReviewAttachmentUpload(
  user: CurrentUser,
  assignmentId: string,
): Promise<{ maxBytes: number; allowedFormats: readonly ManuscriptFormat[] }> {
  const row = await loadOwnAssignment(user, assignmentId, { states: ["accepted", "completed"] });
  requireDraft(row);
  const journal = await findJournalOfSubmission(db(), row.submissionId);
  if (!journal) throw reviewNotFound();
  const rules = await submissionRulesFor(journal.journalId);
  return { maxBytes: rules.maxFileBytes, allowedFormats: REVIEW_ATTACHMENT_FORMATS };
}

/**
 * Attaches the received file to the user's draft review, replacing the one it had. Checked again
 * under the assignment's lock (the review may have been submitted while the file arrived).
 */
export async function attachReviewFile(
  user: CurrentUser,
  assignmentId: string,
  file: TempFile,
): Promise<{ fileName: string; replaced: boolean }> {
  // The file is stored first under a key of its own (a reviewer who may not attach is refused
  // before that, and again under the assignment's lock).
  await loadOwnAssignment(user, assignmentId, { states: ["accepted", "completed"] });
  const key = reviewAttachmentKey(assignmentId);
  let previousKey: string | null = null;
  await transactionAfterStoring([{ storageKey: key, tempPath: file.tempPath }], async (tx) => {
    const row = await loadOwnAssignment(user, assignmentId, {
      tx,
      forUpdate: true,
      states: ["accepted", "completed"],
    });
    requireDraft(row);
    await ensureDraftReview(tx, row.id);
    const review = await findReviewAttachment(tx, row.id, true);
    if (!review || review.status !== "draft") throw locked();
    previousKey = review.fileStorageKey;
    await setReviewAttachment(tx, review.id, {
      fileName: file.fileName,
      fileStorageKey: key,
      fileSizeBytes: file.sizeBytes,
    });
  });
  // After the commit: a rollback must never leave the review pointing at nothing.
  if (previousKey) await discardStoredFile(previousKey);
  logger.info({ assignmentId, by: user.id }, "review file attached");
  return { fileName: file.fileName, replaced: previousKey !== null };
}

/** Removes the draft review's annotated file (404 when it has none, 409 once submitted). */
export async function removeReviewFile(user: CurrentUser, assignmentId: string): Promise<void> {
  const key = await db().transaction(async (tx) => {
    const row = await loadOwnAssignment(user, assignmentId, { tx, forUpdate: true, states: ["accepted", "completed"] });
    requireDraft(row);
    const review = await findReviewAttachment(tx, row.id, true);
    if (!review?.fileStorageKey) throw noAttachment();
    await setReviewAttachment(tx, review.id, { fileName: null, fileStorageKey: null, fileSizeBytes: null });
    return review.fileStorageKey;
  });
  await discardStoredFile(key);
}

/** A signed link (300 s) to a review's stored file, saved under `fileName`. */
async function linkOf(storageKey: string, fileName: string): Promise<DownloadLink> {
  const platform = services();
  const { storage } = platform;
  if (!(await storage.exists(storageKey))) {
    logger.error({ storageKey }, "review row without its stored file");
    throw noAttachment();
  }
  const format = formatOfFileName(fileName);
  const url = await signedDownloadUrl(platform, {
    key: storageKey,
    fileName,
    mimeType: format ? MANUSCRIPT_FORMAT_INFO[format].mimeType : "application/octet-stream",
    disposition: "attachment",
  });
  return { url, fileName };
}

/** The reviewer's own annotated file (their assignment only, accepted or completed). */
export async function ownReviewFileDownload(user: CurrentUser, assignmentId: string): Promise<DownloadLink> {
  const row = await loadOwnAssignment(user, assignmentId, { states: ["accepted", "completed"] });
  const review = row.reviewId ? await findReviewAttachment(db(), row.id) : undefined;
  if (!review?.fileStorageKey || !review.fileName) throw noAttachment();
  return linkOf(review.fileStorageKey, review.fileName);
}

/**
 * The annotated file of a review of the submission, from its Reviews tab. Editors of the journal
 * and admins: once the review is submitted, under its own name. The submission's authors: once an
 * editor released it and a decision on the review's round was recorded (ADR 057), named "Reviewer
 * N – annotated manuscript.<ext>" and without the document properties that name people unless the
 * round's review shows reviewers. 404 for anything else.
 */
export async function submissionReviewFileDownload(
  user: CurrentUser,
  submissionId: string,
  assignmentId: string,
): Promise<DownloadLink> {
  const submission = await loadSubmissionFor(user, submissionId);
  if (!UUID.test(assignmentId)) throw reviewNotFound();
  const rows = await findAssignments(db(), submission.id, REVIEWS_LIST_LIMIT);
  const row = rows.find((r) => r.id === assignmentId);
  if (!row || row.reviewStatus !== "submitted") throw noAttachment();
  const review = await findReviewAttachment(db(), row.id);
  if (!review?.fileStorageKey || !review.fileName) throw noAttachment();
  if (can(user, "review.manage", submissionResource(submission))) return linkOf(review.fileStorageKey, review.fileName);
  if (!review.fileReleasedAt) throw noAttachment();
  const decided = (await findDecisions(db(), submission.id)).some((d) => d.roundId === row.roundId);
  if (!decided) throw noAttachment();
  if (authorsSeeReviewers(reviewTypeOf({ reviewType: row.roundReviewType })))
    return linkOf(review.fileStorageKey, review.fileName);
  // Released before its copy existed (migration 0032): the copy is made now, or the file withheld.
  const key =
    review.fileBlindKey ??
    (await blindCopyOf({ id: review.id, fileName: review.fileName, fileStorageKey: review.fileStorageKey })).key;
  return linkOf(key, anonymousAttachmentName(reviewerLabels(rows).get(row.id)!, review.fileName));
}

/** Where a released annotated file's copy without document properties is stored: beside it. */
const blindKeyOf = (storageKey: string) => `${storageKey}.blind`;

/** The annotated file's copy without the properties that name its reviewer, stored and recorded; 422 when none can be made. */
async function blindCopyOf(review: { id: string; fileName: string; fileStorageKey: string }) {
  const format = formatOfFileName(review.fileName);
  const state = await storeCopyWithoutProperties(
    { storageKey: review.fileStorageKey, mimeType: format ? MANUSCRIPT_FORMAT_INFO[format].mimeType : "" },
    blindKeyOf(review.fileStorageKey),
  );
  if (!state) throw noAttachment();
  if (!state.blindCopyKey) {
    throw new AppError(
      "reviews.attachment_not_blind",
      422,
      REVIEW_MESSAGES.attachmentNotBlind(state.blindCopyError ?? ""),
    );
  }
  await setReviewFileBlindKey(db(), review.id, state.blindCopyKey);
  return { key: state.blindCopyKey };
}

/**
 * An editor of the journal or an admin releases a submitted review's annotated file to the
 * authors (ADR 057). Where the round's review hides reviewers from authors, the copy they will get
 * is made first, in the sandbox, without the document properties that name people; a file whose
 * copy cannot be made is not released, and the editor reads why (422). Releasing again changes
 * nothing. The History records it, naming no reviewer.
 */
export async function releaseReviewAttachment(actor: CurrentUser, submissionId: string, assignmentId: string) {
  const submission = await loadSubmissionFor(actor, submissionId, {
    action: "review.manage",
    deniedMessage: REVIEW_MESSAGES.manageDenied,
  });
  const row = (await findAssignments(db(), submission.id, REVIEWS_LIST_LIMIT)).find((r) => r.id === assignmentId);
  if (!row || row.reviewStatus !== "submitted") throw noAttachment();
  const review = await findReviewAttachment(db(), row.id);
  if (!review?.fileStorageKey || !review.fileName) throw noAttachment();
  if (review.fileReleasedAt) return;
  const blind = !authorsSeeReviewers(reviewTypeOf({ reviewType: row.roundReviewType }));
  // Slow work in the sandbox, before the transaction: the file of a submitted review never changes.
  if (blind && !review.fileBlindKey)
    await blindCopyOf({ id: review.id, fileName: review.fileName, fileStorageKey: review.fileStorageKey });
  await db().transaction(async (tx) => {
    await loadSubmissionFor(actor, submissionId, {
      action: "review.manage",
      deniedMessage: REVIEW_MESSAGES.manageDenied,
      tx,
      forUpdate: true,
    });
    if (!(await releaseReviewFile(tx, review.id, actor.id))) return;
    await recordSubmissionEvent(tx, {
      submissionId: submission.id,
      actorId: actor.id,
      kind: "review_file_released",
      detail: { round: row.roundNumber },
    });
  });
  logger.info({ submissionId, assignmentId, by: actor.id }, "annotated review file released");
}
