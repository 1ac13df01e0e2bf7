// What the peer review services share: dates, invitation tokens, the journal's review settings and
// the loading of an assignment for the reviewer it belongs to.
import crypto from "node:crypto";
import type { Db } from "~/db/client.server";
import { AppError } from "~/lib/errors";
import { db, services } from "~/lib/services.server";
import type { CurrentUser } from "~/modules/auth/current-user";
import { getJournalSettings } from "~/modules/journal-settings/journal-settings.service.server";
import { loadSubmissionFor } from "~/modules/submissions/submission-access.server";
import { submissionPeople } from "~/modules/submissions/submission-review-hooks.server";
import { isoDateOf } from "~/modules/tasks/due-state";
import type { ReviewType } from "./review-anonymity";
import { REVIEW_MESSAGES } from "./reviews.constants";
import { findAssignment, type AssignmentRow } from "./reviews.repository.server";

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const reviewNotFound = () => new AppError("reviews.not_found", 404, REVIEW_MESSAGES.notFound);

/** The calendar date `days` after `now` (UTC), yyyy-MM-dd. */
export function dateAfter(now: Date, days: number): string {
  return isoDateOf(new Date(now.getTime() + days * 86_400_000));
}

/** Whole days from the date `from` to the date `to` (both yyyy-MM-dd). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** A new invitation token: the secret for the link, its hash for the database. */
export function newInvitationToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(32).toString("base64url");
  return { token, hash: hashInvitationToken(token) };
}

export function hashInvitationToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

/** The invitation page of a token (absolute, for e-mails). */
export function invitationUrl(token: string, answer?: "accept" | "decline"): string {
  return `${services().env.publicUrl}/review-invitation/${token}${answer ? `?answer=${answer}` : ""}`;
}

export const reviewPageUrl = (assignmentId: string) => `${services().env.publicUrl}/review/${assignmentId}`;
export const reviewsListUrl = () => `${services().env.publicUrl}/dashboard/reviews`;
export const submissionReviewsUrl = (submissionId: string) =>
  `${services().env.publicUrl}/submission/${submissionId}?tab=reviews`;
export const submissionMessagesUrl = (submissionId: string) =>
  `${services().env.publicUrl}/submission/${submissionId}?tab=messages`;

export type ReviewSettings = {
  reviewType: ReviewType;
  reviewDuration: number;
  revisionDuration: number;
  allowRevisions: boolean;
  maxRevisions: number;
  requireReview: boolean;
  deadlineReminders: boolean;
  reviewCompleted: boolean;
};

/** The journal's review type, durations, revision limits and notification switches. */
export async function reviewSettingsOf(journalId: string, tx?: Db): Promise<ReviewSettings> {
  const s = await getJournalSettings(journalId, tx);
  return {
    reviewType: s.editorialWorkflow.reviewType as ReviewType,
    reviewDuration: s.editorialWorkflow.reviewDuration,
    revisionDuration: s.editorialWorkflow.revisionDuration,
    allowRevisions: s.publicationWorkflow.allowRevisions,
    maxRevisions: s.publicationWorkflow.maxRevisions,
    requireReview: s.publicationWorkflow.requireReview,
    deadlineReminders: s.emailNotifications.deadlineReminders,
    reviewCompleted: s.emailNotifications.reviewCompleted,
  };
}

/**
 * The assignment `assignmentId` when it belongs to `user` and is still theirs (invited, accepted or
 * completed); 404 "Review not found." otherwise, also for a cancelled or declined one, so that a
 * reviewer sees a submission only while assigned to it.
 */
export async function loadOwnAssignment(
  user: CurrentUser,
  assignmentId: string,
  opts: { tx?: Db; forUpdate?: boolean; states?: readonly string[] } = {},
): Promise<AssignmentRow> {
  if (!UUID.test(assignmentId) || user.status !== "active") throw reviewNotFound();
  const row = await findAssignment(opts.tx ?? db(), assignmentId, opts.forUpdate);
  const states = opts.states ?? ["invited", "accepted", "completed"];
  if (!row || row.reviewerId !== user.id || !states.includes(row.state)) throw reviewNotFound();
  // Checked at the invitation, and again at every step: an editor may list the reviewer among the
  // authors later, and nobody reviews their own manuscript.
  const { people, createdBy } = await submissionPeople(opts.tx ?? db(), row.submissionId);
  const email = user.email.toLowerCase();
  if (createdBy === user.id || people.some((p) => p.email.toLowerCase() === email)) throw reviewNotFound();
  return row;
}

/** The submission, locked, when `actor` may manage its reviews (404 when not visible, 403 otherwise). */
export function loadForReviewManagement(actor: CurrentUser, submissionId: string, tx: Db) {
  return loadSubmissionFor(actor, submissionId, {
    action: "review.manage",
    deniedMessage: REVIEW_MESSAGES.manageDenied,
    tx,
    forUpdate: true,
  });
}
