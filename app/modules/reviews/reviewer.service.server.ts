// The reviewer's side (docs/decisions/023): /dashboard/reviews, the review page with the manuscript
// and its files as the journal's review type allows, and the review form (a draft until submitted,
// then read-only). Everything goes through loadOwnAssignment: a reviewer reaches a submission only
// through an assignment of their own that is still live.
import { AppError } from "~/lib/errors";
import { logger } from "~/lib/logger.server";
import { db } from "~/lib/services.server";
import type { CurrentUser } from "~/modules/auth/current-user";
import { submissionCode } from "~/modules/submissions/submission-code";
import { filesForReview, reviewFileLink } from "~/modules/submission-files/submission-files.service.server";
import type { DownloadLink } from "~/modules/submission-files/submission-files.types";
import { recordSubmissionEvent } from "~/modules/submissions/submission-events.server";
import { submissionForReview, submissionPeople } from "~/modules/submissions/submission-review-hooks.server";
import { submissionRulesFor } from "~/modules/submissions/submission-rules.server";
import { todayUtc } from "~/modules/tasks/due-state";
import { anonymousFileName, authorsSeeReviewers, reviewersSeeAuthors, withoutNames } from "./review-anonymity";
import { noticeHandlingEditors } from "./handling-editors.service.server";
import { reviewTypeOf } from "./review-rounds.service.server";
import { REVIEW_MESSAGES, REVIEWS_LIST_LIMIT } from "./reviews.constants";
import {
  findAssignments,
  findJournalOfSubmission,
  findReviewerAssignments,
  findDecisions,
  findRoundFileIds,
  findRounds,
  updateAssignment,
  upsertReview,
  type AssignmentRow,
} from "./reviews.repository.server";
import { checkAnswers } from "./review-questions.schemas";
import { questionsOfJournal } from "./review-questions.service.server";
import type { ReviewInput } from "./reviews.schemas";
import type { MyReviewItem, ReviewPageData } from "./reviews.types";
import { loadOwnAssignment, reviewSettingsOf } from "./review-support.server";

/** /dashboard/reviews: the user's live assignments, grouped (awaiting response, in progress, overdue, completed). */
export async function listMyReviews(user: CurrentUser, now = new Date()): Promise<MyReviewItem[]> {
  if (user.status !== "active") return [];
  const today = todayUtc(now);
  const rows = await findReviewerAssignments(db(), user.id, REVIEWS_LIST_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    submissionCode: submissionCode(r.journalShortName, r.submissionNumber, r.submissionId),
    submissionTitle: r.submissionTitle,
    journalTitle: r.journalTitle,
    round: r.roundNumber,
    state: r.state,
    responseDueDate: r.responseDueDate,
    reviewDueDate: r.reviewDueDate,
    group:
      r.state === "completed"
        ? "completed"
        : r.state === "invited"
          ? r.responseDueDate < today
            ? "overdue"
            : "awaiting"
          : r.reviewDueDate < today
            ? "overdue"
            : "in_progress",
  }));
}

/** The review page: the manuscript (authors only when the review type shows them), its files once accepted, the review. */
export async function getReviewPage(user: CurrentUser, assignmentId: string): Promise<ReviewPageData> {
  const row = await loadOwnAssignment(user, assignmentId);
  const [journal, manuscript] = await Promise.all([
    findJournalOfSubmission(db(), row.submissionId),
    submissionForReview(db(), row.submissionId),
  ]);
  if (!journal || !manuscript) throw new AppError("reviews.not_found", 404, REVIEW_MESSAGES.notFound);
  const code = submissionCodeOf(journal.journalShortName, row.submissionId, manuscript);
  // The round's review type, fixed when it opened: a later change of the journal's never unblinds it.
  const reviewType = reviewTypeOf({ reviewType: row.roundReviewType });
  const showAuthors = reviewersSeeAuthors(reviewType);
  const people = showAuthors ? (await submissionPeople(db(), row.submissionId)).people : null;
  const files = row.state === "invited" ? [] : await namedFiles(row, code, showAuthors);
  const earlier = row.state === "invited" || row.roundNumber === 1 ? null : await earlierRounds(user, row, showAuthors);
  return {
    assignmentId: row.id,
    state: row.state,
    submissionCode: code,
    journalTitle: journal.journalTitle,
    round: row.roundNumber,
    responseDueDate: row.responseDueDate,
    reviewDueDate: row.reviewDueDate,
    manuscript: {
      title: manuscript.title,
      abstract: manuscript.abstract,
      keywords: manuscript.keywords,
      authors: people ? people.map((p) => ({ name: p.name, affiliation: p.affiliation })) : null,
    },
    attachmentMaxBytes: (await submissionRulesFor(journal.journalId)).maxFileBytes,
    namedToAuthors: authorsSeeReviewers(reviewType),
    // A submitted review keeps the questions as they were answered; a draft shows today's.
    questions: row.reviewStatus === "submitted" ? [] : await questionsOfJournal(journal.journalId),
    earlier,
    files: files.map((f) => ({
      id: f.id,
      fileName: f.shownName,
      sizeBytes: f.sizeBytes,
      revision: f.id === row.roundRevisionFileId,
    })),
    review: row.reviewId
      ? {
          recommendation: row.recommendation,
          commentsToAuthor: row.commentsToAuthor ?? "",
          confidentialComments: row.confidentialComments ?? "",
          status: row.reviewStatus ?? "draft",
          attachment: row.reviewFileName ? { fileName: row.reviewFileName, sizeBytes: row.reviewFileSizeBytes } : null,
          answers: row.answers ?? [],
        }
      : null,
  };
}

function submissionCodeOf(shortName: string, submissionId: string, m: { submissionNumber?: number }) {
  return submissionCode(shortName, m.submissionNumber ?? null, submissionId);
}

/**
 * What a re-review needs (round 2 on): the authors' response that opened the round, the decision
 * letter of the round before, and the reviewer's own reviews of earlier rounds.
 */
async function earlierRounds(
  user: CurrentUser,
  row: AssignmentRow,
  showAuthors: boolean,
): Promise<ReviewPageData["earlier"]> {
  const [rounds, decisions, assignments, people] = await Promise.all([
    findRounds(db(), row.submissionId),
    findDecisions(db(), row.submissionId),
    findAssignments(db(), row.submissionId, REVIEWS_LIST_LIMIT),
    showAuthors ? [] : submissionPeople(db(), row.submissionId).then((p) => p.people),
  ]);
  // Where the round hides the authors, their names, addresses, affiliations and ORCID iDs are
  // taken out of both letters.
  const shown = (text: string | null | undefined) => (text ? (showAuthors ? text : withoutNames(text, people)) : null);
  const current = rounds.find((r) => r.id === row.roundId);
  const previous = rounds.find((r) => r.roundNumber === row.roundNumber - 1);
  const decision = previous ? decisions.filter((d) => d.roundId === previous.id).at(-1) : undefined;
  return {
    responseLetter: shown(current?.responseLetter),
    decisionLetter: shown(decision?.letter),
    ownReviews: assignments
      .filter((a) => a.reviewerId === user.id && a.roundNumber < row.roundNumber && a.reviewStatus === "submitted")
      .map((a) => ({
        round: a.roundNumber,
        recommendation: a.recommendation,
        commentsToAuthor: a.commentsToAuthor ?? "",
        confidentialComments: a.confidentialComments ?? "",
      })),
  };
}

/**
 * The files the editor gave the assignment's round (and no other), with the names a reviewer gets:
 * their own, or the code and a number when authors are hidden.
 */
async function namedFiles(row: AssignmentRow, code: string, showNames: boolean) {
  const [files, chosen] = await Promise.all([filesForReview(row.submissionId), findRoundFileIds(db(), row.roundId)]);
  // Oldest first, so that the numbers stay put when a revision adds a file.
  const ordered = files
    .filter((f) => chosen.includes(f.id))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
  return ordered.map((f, i) => ({ ...f, shownName: showNames ? f.fileName : anonymousFileName(code, i, f.fileName) }));
}

/** A download link to one of the submission's files for its reviewer (accepted or completed only). */
export async function reviewerFileDownload(
  user: CurrentUser,
  assignmentId: string,
  fileId: string,
): Promise<DownloadLink> {
  const row = await loadOwnAssignment(user, assignmentId, { states: ["accepted", "completed"] });
  const [journal, manuscript] = await Promise.all([
    findJournalOfSubmission(db(), row.submissionId),
    submissionForReview(db(), row.submissionId),
  ]);
  if (!journal || !manuscript) throw new AppError("reviews.not_found", 404, REVIEW_MESSAGES.notFound);
  const code = submissionCodeOf(journal.journalShortName, row.submissionId, manuscript);
  const showAuthors = reviewersSeeAuthors(reviewTypeOf({ reviewType: row.roundReviewType }));
  // Only a file the editor gave this assignment's round.
  const file = (await namedFiles(row, code, showAuthors)).find((f) => f.id === fileId);
  if (!file) throw new AppError("submission_file.not_found", 404, "File not found");
  // Under double-blind review, the copy without the document properties that name people (ADR 054).
  return reviewFileLink(row.submissionId, file.id, file.shownName, { blind: !showAuthors });
}

/**
 * Saves the review as a draft, or submits it (`submit`): a submitted review needs a recommendation
 * and comments to the author, completes the assignment and can no longer be changed. When the last
 * live review of the round comes in, the editors who invited its reviewers hear of it once (if the
 * journal's 'review completed' notices are on).
 */
export async function saveReview(
  user: CurrentUser,
  assignmentId: string,
  input: ReviewInput,
  submit: boolean,
  now = new Date(),
): Promise<void> {
  await db().transaction(async (tx) => {
    const row = await loadOwnAssignment(user, assignmentId, {
      tx,
      forUpdate: true,
      states: ["accepted", "completed"],
    });
    if (row.state === "completed" || row.reviewStatus === "submitted") {
      throw new AppError("reviews.locked", 409, REVIEW_MESSAGES.reviewLocked);
    }
    if (submit && !input.recommendation) {
      throw new AppError("reviews.recommendation_required", 400, REVIEW_MESSAGES.recommendationRequired);
    }
    if (submit && !input.commentsToAuthor) {
      throw new AppError("reviews.comments_required", 400, REVIEW_MESSAGES.commentsRequired);
    }
    const journalOfRow = await findJournalOfSubmission(tx, row.submissionId);
    const questions = journalOfRow ? await questionsOfJournal(journalOfRow.journalId, tx) : [];
    const checked = checkAnswers(questions, input.answers ?? {}, submit);
    if (!checked.ok) throw new AppError("reviews.answer_invalid", 400, checked.message);
    await upsertReview(tx, {
      assignmentId: row.id,
      recommendation: input.recommendation,
      commentsToAuthor: input.commentsToAuthor,
      confidentialComments: input.confidentialComments,
      answers: checked.answers,
      status: submit ? "submitted" : "draft",
      submittedAt: submit ? now : null,
    });
    if (!submit) return;
    await updateAssignment(tx, row.id, { state: "completed", completedAt: now });
    await recordSubmissionEvent(tx, {
      submissionId: row.submissionId,
      actorId: user.id,
      kind: "review_submitted",
      detail: { round: row.roundNumber, recommendation: input.recommendation ?? "" },
    });
    await noticeHandlingEditors(tx, {
      occasion: "review_submitted",
      submissionId: row.submissionId,
      onceKey: `submitted:${row.id}`,
    });
    const round = (await findAssignments(tx, row.submissionId, REVIEWS_LIST_LIMIT)).filter(
      (a) => a.roundId === row.roundId && (a.state === "invited" || a.state === "accepted" || a.state === "completed"),
    );
    const allIn = round.every((a) => a.state === "completed" || a.id === row.id);
    const journal = await findJournalOfSubmission(tx, row.submissionId);
    if (!allIn || !journal || !(await reviewSettingsOf(journal.journalId, tx)).reviewCompleted) return;
    await noticeHandlingEditors(tx, {
      occasion: "all_reviews_in",
      submissionId: row.submissionId,
      onceKey: `all-reviews-in:${row.roundId}`,
    });
  });
  if (submit) logger.info({ assignmentId, by: user.id }, "review submitted");
}
