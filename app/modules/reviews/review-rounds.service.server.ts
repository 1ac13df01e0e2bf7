// A round of review keeps what it opened with: the journal's review type at that moment (a later
// change of the journal's setting applies to new rounds only), and the files the editor gives its
// reviewers (OJS's 'review files'). Reviewers get those files and no others, and only through an
// assignment to that round (ADR 056).
import type { Db } from "~/db/client.server";
import { AppError } from "~/lib/errors";
import { logger } from "~/lib/logger.server";
import { db } from "~/lib/services.server";
import type { CurrentUser } from "~/modules/auth/current-user";
import { filesForReview } from "~/modules/submission-files/submission-files.service.server";
import { recordSubmissionEvent } from "~/modules/submissions/submission-events.server";
import { submissionForReview } from "~/modules/submissions/submission-review-hooks.server";
import type { ReviewType } from "./review-anonymity";
import { REVIEW_MESSAGES } from "./reviews.constants";
import {
  findLatestRound,
  findRoundFileIds,
  insertRound,
  setRoundFiles,
  type RoundRow,
} from "./reviews.repository.server";
import { loadForReviewManagement, reviewSettingsOf } from "./review-support.server";

/**
 * Opens a round of the submission: the journal's review type is fixed on it (open review when the
 * authors asked for it and the journal is not double-blind), and its reviewers get
 * by default every file of the submission (round 1), or the previous round's files and the
 * revision (later rounds); the editor changes that on the Reviews tab.
 */
export async function openRound(
  tx: Db,
  submission: { id: string; journalId: string },
  opts: { roundNumber: number; previous?: RoundRow; responseLetter?: string; revisionFileId?: string },
): Promise<RoundRow> {
  const { reviewType } = await reviewSettingsOf(submission.journalId, tx);
  // Open review at the authors' request (their processing mode), where the journal allows it.
  const requestedOpen = (await submissionForReview(tx, submission.id))?.processingMode === "open_peer_review";
  const round = await insertRound(tx, {
    submissionId: submission.id,
    roundNumber: opts.roundNumber,
    reviewType: requestedOpen && reviewType !== "double-blind" ? "open" : reviewType,
    responseLetter: opts.responseLetter,
    revisionFileId: opts.revisionFileId,
  });
  const files = opts.previous
    ? [...(await findRoundFileIds(tx, opts.previous.id)), ...(opts.revisionFileId ? [opts.revisionFileId] : [])]
    : (await filesForReview(submission.id, tx)).map((f) => f.id);
  await setRoundFiles(tx, round.id, [...new Set(files)]);
  return round;
}

/** The latest round of the submission, or round 1 opened now when review has not started. */
export async function currentRound(tx: Db, submission: { id: string; journalId: string }): Promise<RoundRow> {
  return (await findLatestRound(tx, submission.id)) ?? openRound(tx, submission, { roundNumber: 1 });
}

/** The review type a round opened with (a value stored before the type list changed reads as double-blind). */
export function reviewTypeOf(round: { reviewType: string }): ReviewType {
  const known: readonly string[] = ["single-blind", "double-blind", "open", "post-publication"];
  return (known.includes(round.reviewType) ? round.reviewType : "double-blind") as ReviewType;
}

/**
 * The files of the current round that its reviewers get, chosen by an editor of the journal or an
 * admin while the round is open (the first choice opens round 1). Every id must be a file of the
 * submission and one at least is needed (400); a round waiting for a revision or a decided
 * submission is refused (409). The History says which files reviewers now get.
 */
export async function setReviewFiles(actor: CurrentUser, submissionId: string, fileIds: readonly string[]) {
  await db().transaction(async (tx) => {
    const submission = await loadForReviewManagement(actor, submissionId, tx);
    if (!["submitted", "under_review"].includes(submission.status)) {
      throw new AppError("reviews.not_in_review", 409, REVIEW_MESSAGES.decisionNotAllowed);
    }
    const round = await currentRound(tx, submission);
    if (round.status !== "open") throw new AppError("reviews.round_closed", 409, REVIEW_MESSAGES.decisionNotAllowed);
    const files = await filesForReview(submission.id, tx);
    const chosen = files.filter((f) => fileIds.includes(f.id));
    if (chosen.length !== new Set(fileIds).size) {
      throw new AppError("reviews.review_file_unknown", 400, REVIEW_MESSAGES.reviewFileUnknown);
    }
    if (chosen.length === 0)
      throw new AppError("reviews.review_files_required", 400, REVIEW_MESSAGES.reviewFilesRequired);
    await setRoundFiles(
      tx,
      round.id,
      chosen.map((f) => f.id),
    );
    await recordSubmissionEvent(tx, {
      submissionId: submission.id,
      actorId: actor.id,
      kind: "review_files_changed",
      detail: { round: round.roundNumber, fileNames: chosen.map((f) => f.fileName) },
    });
  });
  logger.info({ submissionId, files: fileIds.length, by: actor.id }, "review files chosen");
}
