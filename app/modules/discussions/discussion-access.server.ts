// Who may be in a submission's discussions, who may read one, and when a reviewer and the authors
// must be kept apart (ADR 068). The server decides all of it; the screens only show the outcome.
import type { Db } from "~/db/client.server";
import { AppError } from "~/lib/errors";
import type { CurrentUser } from "~/modules/auth/current-user";
import { can, type Resource } from "~/modules/auth/permissions";
import { editorialOffice } from "~/modules/notifications/editor-notices.service.server";
import { authorsSeeReviewers, reviewersSeeAuthors, type ReviewType } from "~/modules/reviews/review-anonymity";
import { reviewTypeOf } from "~/modules/reviews/review-rounds.service.server";
import { reviewSettingsOf } from "~/modules/reviews/review-support.server";
import { submissionCode } from "~/modules/submissions/submission-code";
import { DISCUSSION_LIMITS, DISCUSSION_MESSAGES, type ParticipantRole } from "./discussions.constants";
import {
  findActiveUser,
  findDiscussion,
  findParticipants,
  findReviewersInReview,
  findRoundReviewTypes,
  findStageAssignees,
  findSubmissionBasics,
  type ParticipantRow,
  type SubmissionBasics,
} from "./discussions.repository.server";
import { isUuid } from "./discussions.schemas";

export type DiscussionCandidate = { id: string; name: string; email: string; role: ParticipantRole };

/** Statuses in which a submission is in review: its reviewers may be in its discussions then only. */
const IN_REVIEW: readonly string[] = ["submitted", "under_review"];

export const discussionNotFound = () => new AppError("discussions.not_found", 404, DISCUSSION_MESSAGES.notFound);

export const resourceOf = (s: SubmissionBasics): Resource => ({
  journalId: s.journalId,
  ownerId: s.createdBy,
  status: s.status,
});

/** The submission as the permission table sees who may view it: with its copyeditors and layout editors (ADR 069). */
export async function viewResourceOf(db: Db, s: SubmissionBasics): Promise<Resource> {
  const staged = await findStageAssignees(db, s.id);
  return {
    ...resourceOf(s),
    copyeditorIds: staged.filter((p) => p.stage === "copyediting").map((p) => p.id),
    layoutEditorIds: staged.filter((p) => p.stage === "production").map((p) => p.id),
  };
}

export const codeOf = (s: SubmissionBasics) => submissionCode(s.journalShortName, s.submissionNumber, s.id);

/**
 * The people who may be in a discussion of the submission now, each with the reason (the first
 * that applies): its author (the account that submitted it), its reviewers while it is in review
 * (accepted or done, on the open latest round), the journal's editors (its admins when it has no
 * editor of its own), and the people assigned to its copyediting and production (the stages after
 * acceptance, ADR 069). A participant who is no
 * longer a candidate (a reviewer once review is over, an unassigned copyeditor) keeps their row
 * but no longer reads the thread nor gets its e-mails.
 */
export async function discussionCandidates(
  db: Db,
  submission: SubmissionBasics,
): Promise<Map<string, DiscussionCandidate>> {
  const candidates = new Map<string, DiscussionCandidate>();
  const add = (people: { id: string; name: string; email: string }[], role: ParticipantRole) => {
    for (const p of people) if (!candidates.has(p.id)) candidates.set(p.id, { ...p, role });
  };
  // One query after another: a transaction's connection runs one at a time.
  const author = await findActiveUser(db, submission.createdBy);
  if (author) add([author], "author");
  if (IN_REVIEW.includes(submission.status)) add(await findReviewersInReview(db, submission.id), "reviewer");
  // A journal without editors of its own is run by the admins: they are its editors here, as in its mail.
  add(await editorialOffice(db, submission.journalId, DISCUSSION_LIMITS.candidatesLimit), "editor");
  const staged = await findStageAssignees(db, submission.id);
  add(
    staged.filter((p) => p.stage === "copyediting"),
    "copyeditor",
  );
  add(
    staged.filter((p) => p.stage === "production"),
    "layout_editor",
  );
  return candidates;
}

/**
 * The review type that keeps a reviewer and the authors out of the same discussion, or null when
 * they may share one: any round of the submission (or, before the first round, the journal's
 * review type now) that hides the authors from reviewers (double-blind) or the reviewers from the
 * authors (single-blind), whatever later rounds say: what a person was promised stays promised.
 */
export async function reviewTypeKeepingApart(
  db: Db,
  submission: Pick<SubmissionBasics, "id" | "journalId">,
): Promise<Extract<ReviewType, "double-blind" | "single-blind"> | null> {
  const stored = await findRoundReviewTypes(db, submission.id);
  const types = stored.length
    ? stored.map((reviewType) => reviewTypeOf({ reviewType }))
    : [(await reviewSettingsOf(submission.journalId, db)).reviewType];
  if (types.some((t) => !reviewersSeeAuthors(t))) return "double-blind";
  if (types.some((t) => !authorsSeeReviewers(t))) return "single-blind";
  return null;
}

/** Refuses (400) a set of participants' roles holding a reviewer and an author where review keeps them apart. */
export async function refuseReviewersWithAuthors(
  db: Db,
  submission: SubmissionBasics,
  roles: readonly string[],
): Promise<void> {
  if (!roles.includes("reviewer") || !roles.includes("author")) return;
  const apart = await reviewTypeKeepingApart(db, submission);
  if (apart) throw new AppError("discussions.blind", 400, DISCUSSION_MESSAGES.blind[apart]);
}

export type ThreadAccess = {
  submission: SubmissionBasics;
  discussion: NonNullable<Awaited<ReturnType<typeof findDiscussion>>>;
  participants: ParticipantRow[];
  candidates: Map<string, DiscussionCandidate>;
  /** The reader's participant row, when they are in the thread and still may be. */
  me: ParticipantRow | undefined;
  /** An editor of the journal or an admin: reads every thread, adds participants. */
  staff: boolean;
};

/**
 * The discussion when `user` may read it: a participant who is still a candidate, or an editor of
 * the journal or an admin. 404 for everyone else, the same as for a discussion that does not exist.
 */
export async function loadThread(
  db: Db,
  user: CurrentUser,
  submissionId: string,
  discussionId: string,
  forUpdate = false,
): Promise<ThreadAccess> {
  if (!isUuid(submissionId) || !isUuid(discussionId) || user.status !== "active") throw discussionNotFound();
  const submission = await findSubmissionBasics(db, submissionId, forUpdate);
  if (!submission) throw discussionNotFound();
  const discussion = await findDiscussion(db, submission.id, discussionId, forUpdate);
  if (!discussion) throw discussionNotFound();
  const staff = can(user, "discussion.manage", resourceOf(submission));
  const participants = await findParticipants(db, discussion.id);
  const candidates = await discussionCandidates(db, submission);
  const row = participants.find((p) => p.userId === user.id);
  const me = row && (staff || candidates.has(user.id)) ? row : undefined;
  if (!staff && !me) throw discussionNotFound();
  return { submission, discussion, participants, candidates, me, staff };
}

/** Whether a participant may read the thread now: an active account still a candidate, or an admin. */
export function isActiveParticipant(p: ParticipantRow, candidates: Map<string, DiscussionCandidate>): boolean {
  return p.active && (candidates.has(p.userId) || p.isAdmin);
}
