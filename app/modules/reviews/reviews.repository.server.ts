// Drizzle queries of peer review; every function takes the database or the transaction first.
import { and, asc, desc, eq, inArray, isNull, notInArray, or, sql, type SQL } from "drizzle-orm";
import { anyOf } from "~/db/any-of.server";
import type { Db } from "~/db/client.server";
import {
  editorialDecisions,
  editorialRecommendations,
  submissionHandlingEditors,
  submissionRecommendOnlyEditors,
  journals,
  reviewAssignments,
  reviewerRecords,
  reviewInvitationTokens,
  reviewReminders,
  reviewRoundFiles,
  reviewRounds,
  reviews,
  roleAssignments,
  submissionMessages,
  submissions,
  users,
} from "~/db/schema";
import type { ReviewAnswer } from "~/db/schema/reviews";

export async function findRounds(db: Db, submissionId: string) {
  return db
    .select()
    .from(reviewRounds)
    .where(eq(reviewRounds.submissionId, submissionId))
    .orderBy(asc(reviewRounds.roundNumber));
}

export type RoundRow = Awaited<ReturnType<typeof findRounds>>[number];

export async function findLatestRound(db: Db, submissionId: string): Promise<RoundRow | undefined> {
  const [row] = await db
    .select()
    .from(reviewRounds)
    .where(eq(reviewRounds.submissionId, submissionId))
    .orderBy(desc(reviewRounds.roundNumber))
    .limit(1);
  return row;
}

export async function insertRound(
  tx: Db,
  values: {
    submissionId: string;
    roundNumber: number;
    reviewType: string;
    responseLetter?: string;
    revisionFileId?: string;
  },
): Promise<RoundRow> {
  const [row] = await tx.insert(reviewRounds).values(values).returning();
  return row;
}

/** The ids of the files a round's reviewers get. */
export async function findRoundFileIds(db: Db, roundId: string): Promise<string[]> {
  const rows = await db
    .select({ fileId: reviewRoundFiles.fileId })
    .from(reviewRoundFiles)
    .where(eq(reviewRoundFiles.roundId, roundId));
  return rows.map((r) => r.fileId);
}

/** Makes `fileIds` the files a round's reviewers get (the caller checked they are the submission's). */
export async function setRoundFiles(tx: Db, roundId: string, fileIds: readonly string[]): Promise<void> {
  await tx
    .delete(reviewRoundFiles)
    .where(
      fileIds.length
        ? and(eq(reviewRoundFiles.roundId, roundId), notInArray(reviewRoundFiles.fileId, [...fileIds]))
        : eq(reviewRoundFiles.roundId, roundId),
    );
  if (fileIds.length === 0) return;
  await tx
    .insert(reviewRoundFiles)
    .values(fileIds.map((fileId) => ({ roundId, fileId })))
    .onConflictDoNothing();
}

export async function updateRound(
  tx: Db,
  id: string,
  values: Partial<Pick<RoundRow, "status" | "revisionDueDate">>,
): Promise<void> {
  await tx.update(reviewRounds).set(values).where(eq(reviewRounds.id, id));
}

const assignmentColumns = {
  id: reviewAssignments.id,
  submissionId: reviewAssignments.submissionId,
  roundId: reviewAssignments.roundId,
  roundNumber: reviewRounds.roundNumber,
  /** The review type of the assignment's round, fixed when the round opened. */
  roundReviewType: reviewRounds.reviewType,
  /** The author's revision that opened the assignment's round (rounds after the first). */
  roundRevisionFileId: reviewRounds.revisionFileId,
  reviewerId: reviewAssignments.reviewerId,
  inviteeEmail: reviewAssignments.inviteeEmail,
  inviteeName: reviewAssignments.inviteeName,
  inviteeAffiliation: reviewAssignments.inviteeAffiliation,
  state: reviewAssignments.state,
  invitedBy: reviewAssignments.invitedBy,
  responseDueDate: reviewAssignments.responseDueDate,
  reviewDueDate: reviewAssignments.reviewDueDate,
  declineReason: reviewAssignments.declineReason,
  tokenExpiresAt: reviewAssignments.tokenExpiresAt,
  respondedAt: reviewAssignments.respondedAt,
  completedAt: reviewAssignments.completedAt,
  createdAt: reviewAssignments.createdAt,
  reviewId: reviews.id,
  reviewStatus: reviews.status,
  recommendation: reviews.recommendation,
  commentsToAuthor: reviews.commentsToAuthor,
  confidentialComments: reviews.confidentialComments,
  reviewFileName: reviews.fileName,
  reviewFileSizeBytes: reviews.fileSizeBytes,
  reviewFileReleasedAt: reviews.fileReleasedAt,
  answers: reviews.answers,
  submittedAt: reviews.submittedAt,
};

/** Every assignment of a submission with its review, oldest first (the Reviews tab). */
export async function findAssignments(db: Db, submissionId: string, limit: number) {
  return db
    .select(assignmentColumns)
    .from(reviewAssignments)
    .innerJoin(reviewRounds, eq(reviewRounds.id, reviewAssignments.roundId))
    .leftJoin(reviews, eq(reviews.assignmentId, reviewAssignments.id))
    .where(eq(reviewAssignments.submissionId, submissionId))
    .orderBy(asc(reviewAssignments.createdAt))
    .limit(limit);
}

export type AssignmentRow = Awaited<ReturnType<typeof findAssignments>>[number];

/**
 * Locks the submission of the assignment `which` selects (on review_assignments "a") before the
 * assignment is locked: a change of an assignment's state updates its round's counts (a trigger,
 * migration 0057), and a decision locks the submission, then the round, then the assignments; so
 * every transaction that changes an assignment takes the submission first, and none waits on
 * another in a circle (ADR 070). FOR NO KEY UPDATE: what a decision's FOR UPDATE waits for, while
 * rows that only refer to the submission (events, messages) can still be written by others.
 */
async function lockSubmissionOfAssignment(db: Db, which: SQL): Promise<void> {
  await db.execute(sql`select s.id from submissions s
    where s.id = (select a.submission_id from review_assignments a where ${which}) for no key update of s`);
}

/**
 * One assignment with its review (locked with `forUpdate`, inside a transaction, after its
 * submission: lockSubmissionOfAssignment).
 */
export async function findAssignment(db: Db, id: string, forUpdate = false): Promise<AssignmentRow | undefined> {
  if (forUpdate) await lockSubmissionOfAssignment(db, sql`a.id = ${id}`);
  const query = db
    .select(assignmentColumns)
    .from(reviewAssignments)
    .innerJoin(reviewRounds, eq(reviewRounds.id, reviewAssignments.roundId))
    .leftJoin(reviews, eq(reviews.assignmentId, reviewAssignments.id))
    .where(eq(reviewAssignments.id, id));
  const [row] = forUpdate ? await query.for("update", { of: reviewAssignments }) : await query;
  return row;
}

/**
 * The assignment one of whose invitation links (the invitation's, a reminder's) hashes to
 * `tokenHash`, answered or not (locked with `forUpdate`, inside a transaction, after its submission).
 */
export async function findAssignmentByToken(
  db: Db,
  tokenHash: string,
  forUpdate = false,
): Promise<AssignmentRow | undefined> {
  if (forUpdate) {
    await lockSubmissionOfAssignment(
      db,
      sql`a.id = (select t.assignment_id from review_invitation_tokens t where t.token_hash = ${tokenHash})`,
    );
  }
  const query = db
    .select(assignmentColumns)
    .from(reviewInvitationTokens)
    .innerJoin(reviewAssignments, eq(reviewAssignments.id, reviewInvitationTokens.assignmentId))
    .innerJoin(reviewRounds, eq(reviewRounds.id, reviewAssignments.roundId))
    .leftJoin(reviews, eq(reviews.assignmentId, reviewAssignments.id))
    .where(eq(reviewInvitationTokens.tokenHash, tokenHash));
  const [row] = forUpdate ? await query.for("update", { of: reviewAssignments }) : await query;
  return row;
}

/** Records a link sent for the assignment (its hash): it opens the invitation beside those sent before. */
export async function addInvitationToken(tx: Db, assignmentId: string, tokenHash: string): Promise<void> {
  await tx.insert(reviewInvitationTokens).values({ assignmentId, tokenHash });
}

/** Forgets every link sent for the assignment (a cancellation): each then says no longer valid. */
export async function clearInvitationTokens(tx: Db, assignmentId: string): Promise<void> {
  await tx.delete(reviewInvitationTokens).where(eq(reviewInvitationTokens.assignmentId, assignmentId));
}

export async function insertAssignment(tx: Db, values: typeof reviewAssignments.$inferInsert): Promise<{ id: string }> {
  const [row] = await tx.insert(reviewAssignments).values(values).returning({ id: reviewAssignments.id });
  return row;
}

export async function updateAssignment(
  tx: Db,
  id: string,
  values: Partial<typeof reviewAssignments.$inferInsert>,
): Promise<void> {
  await tx.update(reviewAssignments).set(values).where(eq(reviewAssignments.id, id));
}

/** Whether this round already has a live (not declined or cancelled) assignment for the address or user. */
export async function hasLiveAssignment(
  db: Db,
  roundId: string,
  who: { email: string; userId: string | null },
): Promise<boolean> {
  const [row] = await db
    .select({ id: reviewAssignments.id })
    .from(reviewAssignments)
    .where(
      and(
        eq(reviewAssignments.roundId, roundId),
        inArray(reviewAssignments.state, ["invited", "accepted", "completed"]),
        who.userId
          ? or(
              eq(reviewAssignments.reviewerId, who.userId),
              sql`lower(${reviewAssignments.inviteeEmail}) = ${who.email.toLowerCase()}`,
            )
          : sql`lower(${reviewAssignments.inviteeEmail}) = ${who.email.toLowerCase()}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function upsertReview(
  tx: Db,
  values: {
    assignmentId: string;
    recommendation: "accept" | "minor" | "major" | "reject" | null;
    commentsToAuthor: string;
    confidentialComments: string;
    answers: ReviewAnswer[];
    status: "draft" | "submitted";
    submittedAt: Date | null;
  },
): Promise<void> {
  await tx
    .insert(reviews)
    .values(values)
    .onConflictDoUpdate({
      target: reviews.assignmentId,
      set: {
        recommendation: values.recommendation,
        commentsToAuthor: values.commentsToAuthor,
        confidentialComments: values.confidentialComments,
        answers: values.answers,
        status: values.status,
        submittedAt: values.submittedAt,
      },
    });
}

export { findJournalRoleHolders } from "~/modules/auth/auth.repository.server";

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, status: users.status })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

export async function findUserById(db: Db, id: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, status: users.status })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

/** A reviewer's assignments (not cancelled), with their submission's journal, for /dashboard/reviews. */
export async function findReviewerAssignments(db: Db, reviewerId: string, limit: number) {
  return db
    .select({
      id: reviewAssignments.id,
      state: reviewAssignments.state,
      responseDueDate: reviewAssignments.responseDueDate,
      reviewDueDate: reviewAssignments.reviewDueDate,
      completedAt: reviewAssignments.completedAt,
      roundNumber: reviewRounds.roundNumber,
      submissionId: submissions.id,
      submissionNumber: submissions.submissionNumber,
      submissionTitle: submissions.title,
      journalShortName: journals.shortName,
      journalTitle: journals.title,
      reviewStatus: reviews.status,
    })
    .from(reviewAssignments)
    .innerJoin(reviewRounds, eq(reviewRounds.id, reviewAssignments.roundId))
    .innerJoin(submissions, eq(submissions.id, reviewAssignments.submissionId))
    .innerJoin(journals, eq(journals.id, submissions.journalId))
    .leftJoin(reviews, eq(reviews.assignmentId, reviewAssignments.id))
    .where(
      and(
        eq(reviewAssignments.reviewerId, reviewerId),
        inArray(reviewAssignments.state, ["invited", "accepted", "completed"]),
      ),
    )
    .orderBy(asc(reviewAssignments.reviewDueDate), asc(reviewAssignments.id))
    .limit(limit);
}

export async function insertDecision(tx: Db, values: typeof editorialDecisions.$inferInsert): Promise<{ id: string }> {
  const [row] = await tx.insert(editorialDecisions).values(values).returning({ id: editorialDecisions.id });
  return row;
}

export async function insertMessage(tx: Db, values: typeof submissionMessages.$inferInsert): Promise<void> {
  await tx.insert(submissionMessages).values(values);
}

/** The Messages tab, oldest first, with the decision each decision message carries. */
export async function findMessages(db: Db, submissionId: string, limit: number) {
  return db
    .select({
      id: submissionMessages.id,
      senderRole: submissionMessages.senderRole,
      senderName: users.name,
      body: submissionMessages.body,
      decision: editorialDecisions.kind,
      createdAt: submissionMessages.createdAt,
    })
    .from(submissionMessages)
    .leftJoin(users, eq(users.id, submissionMessages.senderId))
    .leftJoin(editorialDecisions, eq(editorialDecisions.id, submissionMessages.decisionId))
    .where(eq(submissionMessages.submissionId, submissionId))
    .orderBy(asc(submissionMessages.createdAt), asc(submissionMessages.id))
    .limit(limit);
}

export async function findDecisions(db: Db, submissionId: string) {
  return db
    .select({
      id: editorialDecisions.id,
      kind: editorialDecisions.kind,
      roundId: editorialDecisions.roundId,
      letter: editorialDecisions.letter,
      createdAt: editorialDecisions.createdAt,
    })
    .from(editorialDecisions)
    .where(eq(editorialDecisions.submissionId, submissionId))
    .orderBy(asc(editorialDecisions.createdAt));
}

/** Claims a reminder's occasion: true only for the first caller, ever (the key is the primary key). */
export async function claimReminder(tx: Db, key: string): Promise<boolean> {
  const rows = await tx
    .insert(reviewReminders)
    .values({ key })
    .onConflictDoNothing()
    .returning({ key: reviewReminders.key });
  return rows.length === 1;
}

/** Live assignments of every submission, with what the reminders need to know. */
export async function findAssignmentsForReminders(db: Db, limit: number) {
  return db
    .select({
      id: reviewAssignments.id,
      state: reviewAssignments.state,
      reviewerId: reviewAssignments.reviewerId,
      inviteeEmail: reviewAssignments.inviteeEmail,
      inviteeName: reviewAssignments.inviteeName,
      responseDueDate: reviewAssignments.responseDueDate,
      reviewDueDate: reviewAssignments.reviewDueDate,
      invitedBy: reviewAssignments.invitedBy,
      roundNumber: reviewRounds.roundNumber,
      submissionId: submissions.id,
      submissionNumber: submissions.submissionNumber,
      submissionTitle: submissions.title,
      journalId: submissions.journalId,
      journalShortName: journals.shortName,
      journalTitle: journals.title,
    })
    .from(reviewAssignments)
    .innerJoin(reviewRounds, eq(reviewRounds.id, reviewAssignments.roundId))
    .innerJoin(submissions, eq(submissions.id, reviewAssignments.submissionId))
    .innerJoin(journals, eq(journals.id, submissions.journalId))
    .where(inArray(reviewAssignments.state, ["invited", "accepted"]))
    .orderBy(asc(reviewAssignments.reviewDueDate))
    .limit(limit);
}

/** Rounds waiting for the author's revision, with their submission. */
export async function findRoundsAwaitingRevision(db: Db, limit: number) {
  return db
    .select({
      roundId: reviewRounds.id,
      roundNumber: reviewRounds.roundNumber,
      revisionDueDate: reviewRounds.revisionDueDate,
      submissionId: submissions.id,
      submissionNumber: submissions.submissionNumber,
      submissionTitle: submissions.title,
      journalId: submissions.journalId,
      journalShortName: journals.shortName,
      journalTitle: journals.title,
    })
    .from(reviewRounds)
    .innerJoin(submissions, eq(submissions.id, reviewRounds.submissionId))
    .innerJoin(journals, eq(journals.id, submissions.journalId))
    .where(and(eq(reviewRounds.status, "revision_requested"), eq(submissions.status, "revision_requested")))
    .limit(limit);
}

/** The journal of a submission. */
export async function findJournalOfSubmission(db: Db, submissionId: string) {
  const [row] = await db
    .select({ journalId: journals.id, journalTitle: journals.title, journalShortName: journals.shortName })
    .from(submissions)
    .innerJoin(journals, eq(journals.id, submissions.journalId))
    .where(eq(submissions.id, submissionId));
  return row;
}

/** Whether the user holds the reviewer role for every journal or for this one. */
export async function holdsReviewerRole(db: Db, userId: string, journalId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: roleAssignments.id })
    .from(roleAssignments)
    .where(
      and(
        eq(roleAssignments.userId, userId),
        eq(roleAssignments.role, "reviewer"),
        or(isNull(roleAssignments.journalId), eq(roleAssignments.journalId, journalId)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The review's annotated file (name and storage key); locked with `forUpdate`, inside a transaction. */
export async function findReviewAttachment(db: Db, assignmentId: string, forUpdate = false) {
  const query = db
    .select({
      id: reviews.id,
      status: reviews.status,
      fileName: reviews.fileName,
      fileStorageKey: reviews.fileStorageKey,
      fileReleasedAt: reviews.fileReleasedAt,
      fileBlindKey: reviews.fileBlindKey,
    })
    .from(reviews)
    .where(eq(reviews.assignmentId, assignmentId));
  const [row] = forUpdate ? await query.for("update") : await query;
  return row;
}

/** The review row of an assignment, created as an empty draft when there is none yet. */
export async function ensureDraftReview(tx: Db, assignmentId: string): Promise<void> {
  await tx
    .insert(reviews)
    .values({ assignmentId, status: "draft" })
    .onConflictDoNothing({ target: reviews.assignmentId });
}

export async function setReviewAttachment(
  tx: Db,
  reviewId: string,
  values: { fileName: string | null; fileStorageKey: string | null; fileSizeBytes: number | null },
): Promise<void> {
  await tx.update(reviews).set(values).where(eq(reviews.id, reviewId));
}

/** Which of `keys` a review's annotated file still refers to (the orphan sweep). */
export async function findReferencedReviewKeys(db: Db, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: reviews.fileStorageKey, blindKey: reviews.fileBlindKey })
    .from(reviews)
    .where(or(inArray(reviews.fileStorageKey, [...keys]), inArray(reviews.fileBlindKey, [...keys])));
  return new Set(rows.flatMap((r) => [r.key, r.blindKey]).filter((k): k is string => k !== null));
}

/** Records the annotated file's copy without document properties (ADR 057). */
export async function setReviewFileBlindKey(db: Db, reviewId: string, key: string): Promise<void> {
  await db.update(reviews).set({ fileBlindKey: key }).where(eq(reviews.id, reviewId));
}

/** Marks the review's annotated file released to the authors; false when it already was. */
export async function releaseReviewFile(tx: Db, reviewId: string, releasedBy: string): Promise<boolean> {
  const rows = await tx
    .update(reviews)
    .set({ fileReleasedAt: new Date(), fileReleasedBy: releasedBy })
    .where(and(eq(reviews.id, reviewId), isNull(reviews.fileReleasedAt)))
    .returning({ id: reviews.id });
  return rows.length > 0;
}

// --- Draft decisions (ADR 031): editors marked 'recommend only' on a submission, and their recommendations.

export async function findRecommendOnlyEditorIds(db: Db, submissionId: string): Promise<string[]> {
  const rows = await db
    .select({ id: submissionRecommendOnlyEditors.editorId })
    .from(submissionRecommendOnlyEditors)
    .where(eq(submissionRecommendOnlyEditors.submissionId, submissionId));
  return rows.map((r) => r.id);
}

export async function setRecommendOnlyEditor(
  tx: Db,
  values: { submissionId: string; editorId: string; assignedBy: string },
  on: boolean,
): Promise<boolean> {
  if (on) {
    const rows = await tx
      .insert(submissionRecommendOnlyEditors)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: submissionRecommendOnlyEditors.editorId });
    return rows.length > 0;
  }
  const rows = await tx
    .delete(submissionRecommendOnlyEditors)
    .where(
      and(
        eq(submissionRecommendOnlyEditors.submissionId, values.submissionId),
        eq(submissionRecommendOnlyEditors.editorId, values.editorId),
      ),
    )
    .returning({ id: submissionRecommendOnlyEditors.editorId });
  return rows.length > 0;
}

export async function insertRecommendation(
  tx: Db,
  values: typeof editorialRecommendations.$inferInsert,
): Promise<void> {
  await tx.insert(editorialRecommendations).values(values);
}

/** A submission's recommendations, oldest first, with who made them. */
export async function findRecommendations(db: Db, submissionId: string, limit: number) {
  return db
    .select({
      id: editorialRecommendations.id,
      roundId: editorialRecommendations.roundId,
      kind: editorialRecommendations.kind,
      note: editorialRecommendations.note,
      byName: users.name,
      createdAt: editorialRecommendations.createdAt,
    })
    .from(editorialRecommendations)
    .leftJoin(users, eq(users.id, editorialRecommendations.recommendedBy))
    .where(eq(editorialRecommendations.submissionId, submissionId))
    .orderBy(asc(editorialRecommendations.createdAt))
    .limit(limit);
}

// --- Handling editors: the journal's editors assigned to a submission.

export async function findHandlingEditors(db: Db, submissionId: string) {
  return db
    .select({ id: users.id, name: users.name, email: users.email, status: users.status })
    .from(submissionHandlingEditors)
    .innerJoin(users, eq(users.id, submissionHandlingEditors.editorId))
    .where(eq(submissionHandlingEditors.submissionId, submissionId))
    .orderBy(asc(submissionHandlingEditors.createdAt));
}

/** Assigns a handling editor; false when they already were one. */
export async function insertHandlingEditor(
  tx: Db,
  values: { submissionId: string; editorId: string; assignedBy: string },
): Promise<boolean> {
  const rows = await tx
    .insert(submissionHandlingEditors)
    .values(values)
    .onConflictDoNothing()
    .returning({ editorId: submissionHandlingEditors.editorId });
  return rows.length > 0;
}

/** Removes a handling editor; false when they were not one. */
export async function deleteHandlingEditor(tx: Db, submissionId: string, editorId: string): Promise<boolean> {
  const rows = await tx
    .delete(submissionHandlingEditors)
    .where(
      and(eq(submissionHandlingEditors.submissionId, submissionId), eq(submissionHandlingEditors.editorId, editorId)),
    )
    .returning({ editorId: submissionHandlingEditors.editorId });
  return rows.length > 0;
}

/**
 * The reviewer pool's figures for each of `userIds` (the candidates of an invitation): their areas
 * of interest, reviews in progress and completed, the mean days from accepting to submitting, the
 * last review submitted, and invitations declined out of those answered, over every journal.
 */
export async function findReviewerRecords(db: Db, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  // Counted by triggers as assignments change (reviewer_records, migration 0062); a candidate never
  // invited has no row and no figures.
  return db
    .select({
      id: users.id,
      interests: users.interests,
      inProgress: sql<number>`coalesce(${reviewerRecords.inProgress}, 0)`.mapWith(Number),
      completed: sql<number>`coalesce(${reviewerRecords.completed}, 0)`.mapWith(Number),
      meanDays: sql<number | null>`${reviewerRecords.timedDays} / nullif(${reviewerRecords.timedReviews}, 0)`,
      lastCompletedAt: reviewerRecords.lastCompletedAt,
      declined: sql<number>`coalesce(${reviewerRecords.declined}, 0)`.mapWith(Number),
      answered: sql<number>`coalesce(${reviewerRecords.answered}, 0)`.mapWith(Number),
    })
    .from(users)
    .leftJoin(reviewerRecords, eq(reviewerRecords.reviewerId, users.id))
    .where(anyOf(users.id, userIds, "text"));
}
