// Inviting reviewers (docs/decisions/023): an editor of the submission's journal or an admin
// invites a user with the reviewer role or anyone by e-mail; the invitation e-mail carries an
// expiring link (stored hashed) that accepts or declines once without signing in and, opened
// again, says how it was answered; a reminder's link opens the same invitation (ADR 085). The editor may change the due dates or cancel
// the invitation.
import type { Db } from "~/db/client.server";
import { AppError } from "~/lib/errors";
import { logger } from "~/lib/logger.server";
import { db } from "~/lib/services.server";
import type { CurrentUser } from "~/modules/auth/current-user";
import { queueMail } from "~/modules/mail/mail.service.server";
import type { AccessibleSubmission } from "~/modules/submissions/submission-access.server";
import { recordSubmissionEvent } from "~/modules/submissions/submission-events.server";
import {
  moveSubmissionStatus,
  submissionForReview,
  submissionPeople,
} from "~/modules/submissions/submission-review-hooks.server";
import {
  createInvitedReviewerAccount,
  grantJournalReviewerRole,
  unusablePasswordHash,
} from "~/modules/users/users.service.server";
import { PASSWORD_SET_DAYS } from "~/modules/auth/auth.service.server";
import { fastTrackDays } from "~/modules/submissions/submissions.constants";
import { remindSoon } from "./reminders.service.server";
import { noticeHandlingEditors, sendReviewNotice } from "./handling-editors.service.server";
import { currentRound } from "./review-rounds.service.server";
import { RESPONSE_DAYS, REVIEW_MESSAGES, TOKEN_GRACE_DAYS } from "./reviews.constants";
import {
  addInvitationToken,
  clearInvitationTokens,
  findAssignment,
  findAssignmentByToken,
  findJournalOfSubmission,
  holdsReviewerRole,
  findUserById,
  findUserByEmail,
  hasLiveAssignment,
  insertAssignment,
  updateAssignment,
} from "./reviews.repository.server";
import type { DueDatesInput, InviteInput } from "./reviews.schemas";
import {
  dateAfter,
  hashInvitationToken,
  invitationUrl,
  loadForReviewManagement,
  newInvitationToken,
  reviewsListUrl,
  reviewNotFound,
  reviewSettingsOf,
  UUID,
} from "./review-support.server";
import { editorialReplyTo } from "~/modules/journal-settings/journal-settings.service.server";

const invalidInvitation = () => new AppError("reviews.invitation_invalid", 410, REVIEW_MESSAGES.invitationInvalid);

/**
 * Invites a reviewer to the submission's current round (the first invitation opens round 1 and
 * moves a submitted manuscript to under_review). Refused: the submission's authors (400), someone
 * already invited to this round (409), a user without the reviewer role (400), a round waiting for
 * the author's revision or a decided submission (409). The invitation, the History entry and the
 * e-mail are written in one transaction.
 */
export async function inviteReviewer(
  actor: CurrentUser,
  submissionId: string,
  input: InviteInput,
  now = new Date(),
): Promise<{ id: string }> {
  const result = await db().transaction(async (tx) => {
    const submission = await loadForReviewManagement(actor, submissionId, tx);
    if (!["submitted", "under_review"].includes(submission.status)) {
      throw new AppError("reviews.not_in_review", 409, REVIEW_MESSAGES.decisionNotAllowed);
    }
    const settings = await reviewSettingsOf(submission.journalId, tx);
    let invitee: { userId: string | null; email: string; name: string; affiliation: string | null };
    if (input.kind === "user") {
      const user = await findUserById(tx, input.reviewerId);
      const candidate =
        user && user.status === "active" ? await holdsReviewerRole(tx, user.id, submission.journalId) : false;
      if (!user || !candidate) throw badInvitee();
      invitee = { userId: user.id, email: user.email, name: user.name, affiliation: null };
    } else {
      const user = await findUserByEmail(tx, input.email);
      invitee = user
        ? { userId: user.id, email: user.email, name: user.name, affiliation: null }
        : { userId: null, email: input.email, name: input.name, affiliation: input.affiliation };
    }
    const { people, createdBy } = await submissionPeople(tx, submission.id);
    if (invitee.userId === createdBy || people.some((p) => p.email.toLowerCase() === invitee.email.toLowerCase())) {
      throw new AppError("reviews.author_invited", 400, REVIEW_MESSAGES.authorCannotReview);
    }
    const round = await currentRound(tx, submission);
    if (round.status !== "open") throw new AppError("reviews.round_closed", 409, REVIEW_MESSAGES.decisionNotAllowed);
    if (await hasLiveAssignment(tx, round.id, invitee)) {
      throw new AppError("reviews.already_invited", 409, REVIEW_MESSAGES.alreadyInvited);
    }
    const manuscript = await submissionForReview(tx, submission.id);
    // Fast track (the authors' processing mode): half the journal's review time.
    const reviewDays =
      manuscript?.processingMode === "fast_track" ? fastTrackDays(settings.reviewDuration) : settings.reviewDuration;
    const responseDueDate = dateAfter(now, Math.min(RESPONSE_DAYS, reviewDays));
    const reviewDueDate = dateAfter(now, reviewDays);
    const { token, hash } = newInvitationToken();
    const { id } = await insertAssignment(tx, {
      submissionId: submission.id,
      roundId: round.id,
      reviewerId: invitee.userId,
      inviteeEmail: invitee.email,
      inviteeName: invitee.name,
      inviteeAffiliation: invitee.affiliation,
      invitedBy: actor.id,
      responseDueDate,
      reviewDueDate,
      tokenExpiresAt: new Date(Date.parse(`${responseDueDate}T23:59:59Z`) + TOKEN_GRACE_DAYS * 86_400_000),
    });
    await addInvitationToken(tx, id, hash);
    await recordSubmissionEvent(tx, {
      submissionId: submission.id,
      actorId: actor.id,
      kind: "reviewer_invited",
      detail: { round: round.roundNumber },
    });
    await moveSubmissionStatus(tx, {
      submissionId: submission.id,
      actorId: actor.id,
      from: submission.status,
      to: "under_review",
    });
    await queueMail(tx, {
      to: invitee.email,
      template: "review-invitation",
      replyTo: await editorialReplyTo(submission.journalId, tx),
      journalId: submission.journalId,
      // The editor's edit of the invitation before sending (ADR 067), checked against its template.
      edited: input.edited,
      data: {
        round: round.roundNumber,
        fullName: invitee.name,
        submissionTitle: submission.title,
        // The code names only the journal and a number: nothing about the authors.
        formattedSubmissionId: submission.code,
        journalName: submission.journalTitle,
        abstract: manuscript?.abstract,
        responseDueDate,
        reviewDueDate,
        acceptUrl: invitationUrl(token, "accept"),
        declineUrl: invitationUrl(token, "decline"),
      },
    });
    return { id, submissionId: submission.id };
  });
  logger.info({ assignmentId: result.id, submissionId: result.submissionId, by: actor.id }, "reviewer invited");
  return { id: result.id };
}

const badInvitee = () => new AppError("reviews.not_reviewer", 400, REVIEW_MESSAGES.notReviewer);

/** The assignment of this submission (404 when it belongs to another), locked. */
async function lockSubmissionAssignment(tx: Db, submission: AccessibleSubmission, assignmentId: string) {
  if (!UUID.test(assignmentId)) throw reviewNotFound();
  const row = await findAssignment(tx, assignmentId, true);
  if (!row || row.submissionId !== submission.id) throw reviewNotFound();
  return row;
}

/** Cancels an invitation or an accepted review not yet completed; every link sent for it stops working. */
export async function cancelInvitation(actor: CurrentUser, submissionId: string, assignmentId: string): Promise<void> {
  await db().transaction(async (tx) => {
    const submission = await loadForReviewManagement(actor, submissionId, tx);
    const row = await lockSubmissionAssignment(tx, submission, assignmentId);
    if (row.state !== "invited" && row.state !== "accepted") {
      throw new AppError("reviews.cannot_cancel", 409, REVIEW_MESSAGES.cannotCancel);
    }
    await updateAssignment(tx, row.id, { state: "cancelled" });
    await clearInvitationTokens(tx, row.id);
    await recordSubmissionEvent(tx, {
      submissionId: submission.id,
      actorId: actor.id,
      kind: "review_cancelled",
      detail: { round: row.roundNumber, reviewerName: row.inviteeName },
    });
    await sendReviewNotice(tx, {
      to: { email: row.inviteeEmail, name: row.inviteeName },
      occasion: "review_cancelled",
      submissionId: submission.id,
      url: reviewsListUrl(),
      onceKey: `cancelled:${row.id}`,
    });
  });
  logger.info({ assignmentId, by: actor.id }, "review invitation cancelled");
}

/** Changes an assignment's response and review due dates (not once it is completed, declined or cancelled). */
export async function changeDueDates(actor: CurrentUser, submissionId: string, input: DueDatesInput): Promise<void> {
  await db().transaction(async (tx) => {
    const submission = await loadForReviewManagement(actor, submissionId, tx);
    const row = await lockSubmissionAssignment(tx, submission, input.assignmentId);
    if (row.state !== "invited" && row.state !== "accepted") {
      throw new AppError("reviews.cannot_change", 409, REVIEW_MESSAGES.cannotCancel);
    }
    await updateAssignment(tx, row.id, {
      responseDueDate: input.responseDueDate,
      reviewDueDate: input.reviewDueDate,
    });
    await remindSoon(tx);
  });
}

export type InvitationPreview = {
  journalTitle: string;
  submissionTitle: string;
  abstract: string;
  responseDueDate: string;
  reviewDueDate: string;
  inviteeName: string;
};

/**
 * What an invitation link shows: the invitation while it waits for an answer, or how it was
 * answered (ADR 085). An answered link tells its holder no more than the invitation did, and less:
 * the journal, the title, the answer, and for an acceptance the review's address, which only its
 * reviewer, signed in, can open.
 */
export type InvitationView =
  | { state: "open"; preview: InvitationPreview }
  | { state: "accepted"; assignmentId: string; journalTitle: string; submissionTitle: string }
  | { state: "declined"; journalTitle: string; submissionTitle: string };

/**
 * The invitation page, by any link sent for the invitation (its e-mail's, a reminder's): the
 * invitation until it expires; how it was answered once it was (accepted, or a review since
 * completed; declined), whenever a link is opened again; 410 "This invitation link is no longer
 * valid." for an unknown or expired link and for a cancelled invitation or review (the cancellation
 * clears its links). Changes nothing: mail scanners open links.
 */
export async function readInvitation(token: string, now = new Date()): Promise<InvitationView> {
  if (!wellFormedToken(token)) throw invalidInvitation();
  const row = await findAssignmentByToken(db(), hashInvitationToken(token));
  if (!row) throw invalidInvitation();
  const [journal, manuscript] = await Promise.all([
    findJournalOfSubmission(db(), row.submissionId),
    submissionForReview(db(), row.submissionId),
  ]);
  if (!journal || !manuscript) throw invalidInvitation();
  const titles = { journalTitle: journal.journalTitle, submissionTitle: manuscript.title };
  switch (row.state) {
    case "accepted":
    case "completed":
      return { state: "accepted", assignmentId: row.id, ...titles };
    case "declined":
      return { state: "declined", ...titles };
    case "invited":
      if (row.tokenExpiresAt.getTime() < now.getTime()) throw invalidInvitation();
      return {
        state: "open",
        preview: {
          ...titles,
          abstract: manuscript.abstract,
          responseDueDate: row.responseDueDate,
          reviewDueDate: row.reviewDueDate,
          inviteeName: row.inviteeName,
        },
      };
    default:
      throw invalidInvitation();
  }
}

const wellFormedToken = (token: unknown): token is string =>
  typeof token === "string" && /^[A-Za-z0-9_-]{20,100}$/.test(token);

/** The invitation a live link answers, locked: 409 once answered, 410 when unknown, expired or cancelled. */
async function liveAssignmentOfToken(tx: Db, token: string, now: Date) {
  if (!wellFormedToken(token)) throw invalidInvitation();
  const row = await findAssignmentByToken(tx, hashInvitationToken(token), true);
  if (row && ["accepted", "completed", "declined"].includes(row.state)) {
    throw new AppError("reviews.invitation_answered", 409, REVIEW_MESSAGES.invitationAnswered);
  }
  if (!row || row.state !== "invited" || row.tokenExpiresAt.getTime() < now.getTime()) throw invalidInvitation();
  return row;
}

export type InvitationAnswer = { answer: "accept"; assignmentId: string; newAccount: boolean } | { answer: "decline" };

/**
 * Answers an invitation through any of its links, without signing in, once: every link then only
 * says how it was answered (their hashes are kept for that, ADR 085).
 * Accepting links the assignment to the invitee's account, creating one (with the reviewer role of
 * the journal and a link to choose a password, e-mailed) when the address has none.
 */
export async function answerInvitation(
  token: string,
  answer: { kind: "accept" } | { kind: "decline"; reason: string },
  now = new Date(),
): Promise<InvitationAnswer> {
  // Hashing is slow and must not hold the embedded database's one session: done first, used only
  // when the invitee turns out to have no account.
  const passwordHash = answer.kind === "accept" ? await unusablePasswordHash() : null;
  const outcome = await db().transaction(async (tx) => {
    const row = await liveAssignmentOfToken(tx, token, now);
    if (answer.kind === "decline") {
      await updateAssignment(tx, row.id, {
        state: "declined",
        declineReason: answer.reason || null,
        respondedAt: now,
      });
      await noticeHandlingEditors(tx, {
        occasion: "reviewer_declined",
        submissionId: row.submissionId,
        onceKey: `answered:${row.id}`,
      });
      await recordSubmissionEvent(tx, {
        submissionId: row.submissionId,
        actorId: row.reviewerId,
        kind: "review_declined",
        detail: {
          round: row.roundNumber,
          ...(answer.reason ? { comment: answer.reason } : {}),
          ...(row.reviewerId ? {} : { actorLabel: row.inviteeName }),
        },
      });
      return { answer: "decline" as const, id: row.id };
    }
    const { journalId, journalTitle } = await findJournalOfSubmission(tx, row.submissionId);
    let reviewerId = row.reviewerId;
    let passwordSetUrl: string | null = null;
    if (!reviewerId) {
      const existing = await findUserByEmail(tx, row.inviteeEmail);
      if (existing) {
        reviewerId = existing.id;
      } else {
        const account = await createInvitedReviewerAccount(tx, {
          name: row.inviteeName,
          affiliation: row.inviteeAffiliation,
          email: row.inviteeEmail,
          journalId,
          passwordHash: passwordHash!,
        });
        reviewerId = account.id;
        passwordSetUrl = account.passwordSetUrl;
        await queueMail(tx, {
          to: row.inviteeEmail,
          template: "account-created",
          replyTo: await editorialReplyTo(journalId, tx),
          data: {
            fullName: row.inviteeName,
            journalName: journalTitle,
            createdBy: journalTitle,
            url: passwordSetUrl,
            expiresInDays: PASSWORD_SET_DAYS,
          },
        });
      }
    }
    await grantJournalReviewerRole(tx, reviewerId, journalId);
    await updateAssignment(tx, row.id, { state: "accepted", reviewerId, respondedAt: now });
    await recordSubmissionEvent(tx, {
      submissionId: row.submissionId,
      actorId: reviewerId,
      kind: "review_accepted",
      detail: { round: row.roundNumber },
    });
    await noticeHandlingEditors(tx, {
      occasion: "reviewer_accepted",
      submissionId: row.submissionId,
      onceKey: `answered:${row.id}`,
    });
    return { answer: "accept" as const, id: row.id, newAccount: passwordSetUrl !== null };
  });
  logger.info({ assignmentId: outcome.id, answer: outcome.answer }, "review invitation answered");
  return outcome.answer === "accept"
    ? { answer: "accept", assignmentId: outcome.id, newAccount: outcome.newAccount }
    : { answer: "decline" };
}

/** A signed-in reviewer accepts or declines from their list (the same as through the link). */
export async function answerAsReviewer(
  user: CurrentUser,
  assignmentId: string,
  answer: { kind: "accept" } | { kind: "decline"; reason: string },
  now = new Date(),
): Promise<void> {
  await db().transaction(async (tx) => {
    if (!UUID.test(assignmentId)) throw reviewNotFound();
    const row = await findAssignment(tx, assignmentId, true);
    if (!row || row.reviewerId !== user.id || row.state !== "invited" || user.status !== "active") {
      throw reviewNotFound();
    }
    await updateAssignment(
      tx,
      row.id,
      answer.kind === "accept"
        ? { state: "accepted", respondedAt: now }
        : { state: "declined", declineReason: answer.reason || null, respondedAt: now },
    );
    await noticeHandlingEditors(tx, {
      occasion: answer.kind === "accept" ? "reviewer_accepted" : "reviewer_declined",
      submissionId: row.submissionId,
      onceKey: `answered:${row.id}`,
    });
    await recordSubmissionEvent(
      tx,
      answer.kind === "accept"
        ? {
            submissionId: row.submissionId,
            actorId: user.id,
            kind: "review_accepted",
            detail: { round: row.roundNumber },
          }
        : {
            submissionId: row.submissionId,
            actorId: user.id,
            kind: "review_declined",
            detail: { round: row.roundNumber, ...(answer.reason ? { comment: answer.reason } : {}) },
          },
    );
  });
}
