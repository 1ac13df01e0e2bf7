// Drizzle queries of the stages after acceptance (ADR 069). Every function takes the database or
// the transaction first.
import { and, asc, desc, eq, getTableColumns, inArray, isNull, or, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { findJournalRoleHolders } from "~/modules/auth/auth.repository.server";
import {
  authorReviews,
  journals,
  proofCorrections,
  roleAssignments,
  stageAssignments,
  stageFiles,
  stageReminders,
  submissionStages,
  submissions,
  users,
} from "~/db/schema";
import type { EditingStage, WorkflowStage } from "./production.constants";

export type StageFileRow = typeof stageFiles.$inferSelect;
export type AuthorReviewRow = typeof authorReviews.$inferSelect;

export async function findStageOf(db: Db, submissionId: string, opts: { forUpdate?: boolean } = {}) {
  const query = db
    .select({ stage: submissionStages.stage })
    .from(submissionStages)
    .where(eq(submissionStages.submissionId, submissionId));
  const [row] = opts.forUpdate ? await query.for("update") : await query;
  return row?.stage ?? null;
}

export async function saveStage(tx: Db, submissionId: string, stage: WorkflowStage): Promise<void> {
  await tx
    .insert(submissionStages)
    .values({ submissionId, stage })
    .onConflictDoUpdate({ target: submissionStages.submissionId, set: { stage, updatedAt: new Date() } });
}

/** The people assigned to a submission's stages, with their names, oldest assignment first. */
export async function findAssignments(db: Db, submissionId: string) {
  return db
    .select({
      id: stageAssignments.id,
      stage: stageAssignments.stage,
      userId: stageAssignments.userId,
      dueDate: stageAssignments.dueDate,
      name: users.name,
      email: users.email,
      createdAt: stageAssignments.createdAt,
    })
    .from(stageAssignments)
    .innerJoin(users, eq(users.id, stageAssignments.userId))
    .where(eq(stageAssignments.submissionId, submissionId))
    .orderBy(asc(stageAssignments.createdAt), asc(stageAssignments.id));
}

export async function findAssignment(db: Db, submissionId: string, assignmentId: string) {
  const [row] = await db
    .select({
      id: stageAssignments.id,
      stage: stageAssignments.stage,
      userId: stageAssignments.userId,
      name: users.name,
    })
    .from(stageAssignments)
    .innerJoin(users, eq(users.id, stageAssignments.userId))
    .where(and(eq(stageAssignments.submissionId, submissionId), eq(stageAssignments.id, assignmentId)));
  return row;
}

export async function insertAssignment(tx: Db, values: typeof stageAssignments.$inferInsert) {
  const rows = await tx
    .insert(stageAssignments)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: stageAssignments.id });
  return rows.length === 1;
}

export async function updateAssignmentDue(tx: Db, assignmentId: string, dueDate: string): Promise<void> {
  await tx.update(stageAssignments).set({ dueDate }).where(eq(stageAssignments.id, assignmentId));
}

export async function deleteAssignment(tx: Db, assignmentId: string): Promise<void> {
  await tx.delete(stageAssignments).where(eq(stageAssignments.id, assignmentId));
}

/**
 * The active users holding `role` for the journal (or for every journal), by name: those an editor
 * may assign. At most `limit`.
 */
export function findEligibleAssignees(db: Db, journalId: string, role: "copyeditor" | "layout_editor", limit: number) {
  return findJournalRoleHolders(db, role, journalId, limit);
}

/** Whether the user is active and holds `role` for the journal (or every journal). */
export async function holdsRole(db: Db, userId: string, journalId: string, role: "copyeditor" | "layout_editor") {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(roleAssignments)
    .innerJoin(users, eq(users.id, roleAssignments.userId))
    .where(
      and(
        eq(roleAssignments.userId, userId),
        eq(roleAssignments.role, role),
        or(isNull(roleAssignments.journalId), eq(roleAssignments.journalId, journalId)),
        eq(users.status, "active"),
      ),
    )
    .limit(1);
  return row;
}

export async function findStageFiles(db: Db, submissionId: string, limit: number) {
  return db
    .select()
    .from(stageFiles)
    .where(eq(stageFiles.submissionId, submissionId))
    .orderBy(asc(stageFiles.createdAt), asc(stageFiles.id))
    .limit(limit);
}

/** The tab's files: as findStageFiles, with the name of who uploaded each. */
export async function findStageFilesForTab(db: Db, submissionId: string, limit: number) {
  return db
    .select({
      ...getTableColumns(stageFiles),
      uploadedByName: sql<string | null>`(select u.name from "users" u where u.id = ${stageFiles.uploadedBy})`,
    })
    .from(stageFiles)
    .where(eq(stageFiles.submissionId, submissionId))
    .orderBy(asc(stageFiles.createdAt), asc(stageFiles.id))
    .limit(limit);
}

export async function findStageFile(db: Db, submissionId: string, fileId: string) {
  const [row] = await db
    .select()
    .from(stageFiles)
    .where(and(eq(stageFiles.submissionId, submissionId), eq(stageFiles.id, fileId)));
  return row;
}

export async function countStageFiles(db: Db, submissionId: string, stage: EditingStage): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(stageFiles)
    .where(and(eq(stageFiles.submissionId, submissionId), eq(stageFiles.stage, stage)));
  return row?.n ?? 0;
}

export async function insertStageFile(tx: Db, values: typeof stageFiles.$inferInsert): Promise<void> {
  await tx.insert(stageFiles).values(values);
}

export async function markFileReplaced(tx: Db, fileId: string): Promise<void> {
  await tx.update(stageFiles).set({ replacedAt: new Date() }).where(eq(stageFiles.id, fileId));
}

/** The asks to the authors of a submission, oldest first. */
export async function findAuthorReviews(db: Db, submissionId: string) {
  return db
    .select({
      review: authorReviews,
      requestedByName: sql<string | null>`(select u.name from "users" u where u.id = ${authorReviews.requestedBy})`,
      respondedByName: sql<string | null>`(select u.name from "users" u where u.id = ${authorReviews.respondedBy})`,
    })
    .from(authorReviews)
    .where(eq(authorReviews.submissionId, submissionId))
    .orderBy(asc(authorReviews.stage), asc(authorReviews.roundNumber));
}

export async function findLatestAuthorReview(
  db: Db,
  submissionId: string,
  stage: EditingStage,
  opts: { forUpdate?: boolean } = {},
): Promise<AuthorReviewRow | undefined> {
  const query = db
    .select()
    .from(authorReviews)
    .where(and(eq(authorReviews.submissionId, submissionId), eq(authorReviews.stage, stage)))
    .orderBy(desc(authorReviews.roundNumber))
    .limit(1);
  const [row] = opts.forUpdate ? await query.for("update") : await query;
  return row;
}

export async function insertAuthorReview(tx: Db, values: typeof authorReviews.$inferInsert) {
  const [row] = await tx.insert(authorReviews).values(values).returning();
  return row!;
}

export async function answerAuthorReview(
  tx: Db,
  id: string,
  values: { response: "approved" | "corrections"; respondedBy: string; comment: string | null },
): Promise<void> {
  await tx
    .update(authorReviews)
    .set({ ...values, respondedAt: new Date() })
    .where(eq(authorReviews.id, id));
}

export async function insertCorrections(tx: Db, rows: (typeof proofCorrections.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await tx.insert(proofCorrections).values(rows);
}

export async function findCorrections(db: Db, reviewIds: string[]) {
  if (reviewIds.length === 0) return [];
  return db
    .select()
    .from(proofCorrections)
    .where(inArray(proofCorrections.authorReviewId, reviewIds))
    .orderBy(asc(proofCorrections.createdAt), asc(proofCorrections.id));
}

/** Claims a reminder's key; false when it was sent before. */
export async function claimStageReminder(tx: Db, key: string): Promise<boolean> {
  const rows = await tx
    .insert(stageReminders)
    .values({ key })
    .onConflictDoNothing()
    .returning({ key: stageReminders.key });
  return rows.length === 1;
}

const inProgress = sql`${submissions.status} = 'accepted'`;

/** The assignments of accepted submissions, with what their reminders need. */
export async function findAssignmentsForReminders(db: Db, limit: number) {
  return db
    .select({
      id: stageAssignments.id,
      stage: stageAssignments.stage,
      dueDate: stageAssignments.dueDate,
      userName: users.name,
      userEmail: users.email,
      userStatus: users.status,
      submissionId: submissions.id,
      submissionTitle: submissions.title,
      submissionNumber: submissions.submissionNumber,
      journalId: journals.id,
      journalShortName: journals.shortName,
      journalTitle: journals.title,
      currentStage: submissionStages.stage,
    })
    .from(stageAssignments)
    .innerJoin(users, eq(users.id, stageAssignments.userId))
    .innerJoin(submissions, eq(submissions.id, stageAssignments.submissionId))
    .innerJoin(journals, eq(journals.id, submissions.journalId))
    .leftJoin(submissionStages, eq(submissionStages.submissionId, submissions.id))
    .where(inProgress)
    .orderBy(asc(stageAssignments.dueDate), asc(stageAssignments.id))
    .limit(limit);
}

/** The asks still waiting for the authors' answer, with what their reminders need. */
export async function findOpenAuthorReviews(db: Db, limit: number) {
  return db
    .select({
      id: authorReviews.id,
      stage: authorReviews.stage,
      roundNumber: authorReviews.roundNumber,
      dueDate: authorReviews.dueDate,
      authorName: users.name,
      authorEmail: users.email,
      authorStatus: users.status,
      submissionId: submissions.id,
      submissionTitle: submissions.title,
      submissionNumber: submissions.submissionNumber,
      journalId: journals.id,
      journalShortName: journals.shortName,
      journalTitle: journals.title,
    })
    .from(authorReviews)
    .innerJoin(submissions, eq(submissions.id, authorReviews.submissionId))
    .innerJoin(users, eq(users.id, submissions.createdBy))
    .innerJoin(journals, eq(journals.id, submissions.journalId))
    .where(and(isNull(authorReviews.response), inProgress))
    .orderBy(asc(authorReviews.dueDate), asc(authorReviews.id))
    .limit(limit);
}

/** A user's name, address and status (an e-mail's recipient). */
export async function findUserContact(db: Db, userId: string) {
  const [row] = await db
    .select({ name: users.name, email: users.email, status: users.status })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** Which of these storage keys a stage file row refers to (the upload sweeper's check). */
export async function findReferencedStageKeys(db: Db, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: stageFiles.storageKey })
    .from(stageFiles)
    .where(inArray(stageFiles.storageKey, keys));
  return new Set(rows.map((r) => r.key));
}
