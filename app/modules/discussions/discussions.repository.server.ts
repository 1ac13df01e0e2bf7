// Drizzle queries of submission discussions (ADR 068); every function takes the database or the
// transaction first. The candidates' queries read the tables of review and of the stages after
// acceptance for who is assigned to the submission (read only).
import { and, asc, count, desc, eq, gt, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import {
  discussionFiles,
  discussionMessages,
  discussionParticipants,
  discussions,
  journals,
  reviewAssignments,
  reviewRounds,
  roleAssignments,
  stageAssignments,
  submissions,
  users,
} from "~/db/schema";

/** What the discussions need of a submission; locked with `forUpdate` inside a transaction. */
export async function findSubmissionBasics(db: Db, submissionId: string, forUpdate = false) {
  const query = db
    .select({
      id: submissions.id,
      journalId: submissions.journalId,
      journalTitle: journals.title,
      journalShortName: journals.shortName,
      submissionNumber: submissions.submissionNumber,
      title: submissions.title,
      status: submissions.status,
      createdBy: submissions.createdBy,
    })
    .from(submissions)
    .innerJoin(journals, eq(journals.id, submissions.journalId))
    .where(eq(submissions.id, submissionId));
  const [row] = forUpdate ? await query.for("update", { of: submissions }) : await query;
  return row;
}
export type SubmissionBasics = NonNullable<Awaited<ReturnType<typeof findSubmissionBasics>>>;

/**
 * The reviewers of the submission's latest round while it is open: those who accepted (or have
 * completed their review), with an account.
 */
export async function findReviewersInReview(db: Db, submissionId: string) {
  return db
    .selectDistinct({ id: users.id, name: users.name, email: users.email })
    .from(reviewAssignments)
    .innerJoin(reviewRounds, eq(reviewRounds.id, reviewAssignments.roundId))
    .innerJoin(users, eq(users.id, reviewAssignments.reviewerId))
    .where(
      and(
        eq(reviewAssignments.submissionId, submissionId),
        inArray(reviewAssignments.state, ["accepted", "completed"]),
        eq(reviewRounds.status, "open"),
        eq(users.status, "active"),
        sql`${reviewRounds.roundNumber} = (select max(r.round_number) from review_rounds r where r.submission_id = ${submissionId})`,
      ),
    );
}

/** The copyeditors and layout editors assigned to the submission's stages (ADR 069). */
export async function findStageAssignees(db: Db, submissionId: string) {
  return db
    .selectDistinct({ id: users.id, name: users.name, email: users.email, stage: stageAssignments.stage })
    .from(stageAssignments)
    .innerJoin(users, eq(users.id, stageAssignments.userId))
    .where(and(eq(stageAssignments.submissionId, submissionId), eq(users.status, "active")));
}

/** The submission of the reviewer's own assignment. */
export async function findAssignmentSubmission(db: Db, assignmentId: string, reviewerId: string) {
  const [row] = await db
    .select({ submissionId: reviewAssignments.submissionId })
    .from(reviewAssignments)
    .where(and(eq(reviewAssignments.id, assignmentId), eq(reviewAssignments.reviewerId, reviewerId)));
  return row?.submissionId;
}

/** The review types the submission's rounds opened with. */
export async function findRoundReviewTypes(db: Db, submissionId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ reviewType: reviewRounds.reviewType })
    .from(reviewRounds)
    .where(eq(reviewRounds.submissionId, submissionId));
  return rows.map((r) => r.reviewType);
}

export async function findActiveUser(db: Db, userId: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.status, "active")));
  return row;
}

export async function insertDiscussion(
  tx: Db,
  values: { submissionId: string; subject: string; createdBy: string; at: Date },
): Promise<{ id: string }> {
  const [row] = await tx
    .insert(discussions)
    .values({
      submissionId: values.submissionId,
      subject: values.subject,
      createdBy: values.createdBy,
      createdAt: values.at,
      lastMessageAt: values.at,
    })
    .returning({ id: discussions.id });
  return row!;
}

export async function insertParticipants(
  tx: Db,
  rows: { discussionId: string; userId: string; role: string; addedBy: string; lastReadAt?: Date | null }[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(discussionParticipants).values(rows).onConflictDoNothing();
}

export async function insertMessage(
  tx: Db,
  values: { discussionId: string; authorId: string; body: string; at: Date },
): Promise<{ id: string }> {
  const [row] = await tx
    .insert(discussionMessages)
    .values({ discussionId: values.discussionId, authorId: values.authorId, body: values.body, createdAt: values.at })
    .returning({ id: discussionMessages.id });
  return row!;
}

export async function insertFile(tx: Db, values: typeof discussionFiles.$inferInsert): Promise<void> {
  await tx.insert(discussionFiles).values(values);
}

export async function touchDiscussion(tx: Db, discussionId: string, at: Date): Promise<void> {
  await tx.update(discussions).set({ lastMessageAt: at }).where(eq(discussions.id, discussionId));
}

/** Marks the thread read by `userId` up to `at` (never back). */
export async function markRead(db: Db, discussionId: string, userId: string, at: Date): Promise<void> {
  await db
    .update(discussionParticipants)
    .set({ lastReadAt: at })
    .where(
      and(
        eq(discussionParticipants.discussionId, discussionId),
        eq(discussionParticipants.userId, userId),
        or(isNull(discussionParticipants.lastReadAt), sql`${discussionParticipants.lastReadAt} < ${at}`),
      ),
    );
}

/** A discussion of the submission (locked with `forUpdate`). */
export async function findDiscussion(db: Db, submissionId: string, discussionId: string, forUpdate = false) {
  const query = db
    .select()
    .from(discussions)
    .where(and(eq(discussions.id, discussionId), eq(discussions.submissionId, submissionId)));
  const [row] = forUpdate ? await query.for("update") : await query;
  return row;
}

/** A discussion's participants with their names, in the order they joined. */
export async function findParticipants(db: Db, discussionId: string) {
  return db
    .select({
      userId: discussionParticipants.userId,
      role: discussionParticipants.role,
      lastReadAt: discussionParticipants.lastReadAt,
      name: users.name,
      email: users.email,
      active: sql<boolean>`${users.status} = 'active'`,
      /** Admins read every thread; one who joined stays in it whatever the candidates. */
      isAdmin: sql<boolean>`exists (select 1 from ${roleAssignments} ra where ra.user_id = ${users.id} and ra.role = 'admin')`,
    })
    .from(discussionParticipants)
    .innerJoin(users, eq(users.id, discussionParticipants.userId))
    .where(eq(discussionParticipants.discussionId, discussionId))
    .orderBy(asc(discussionParticipants.createdAt), asc(users.name));
}
export type ParticipantRow = Awaited<ReturnType<typeof findParticipants>>[number];

const unreadOf = (userId: string) => sql<number>`(
  select count(*)::int from ${discussionMessages} m
  where m.discussion_id = ${discussions.id}
    and (m.author_id is null or m.author_id <> ${userId})
    and (${discussionParticipants.lastReadAt} is null or m.created_at > ${discussionParticipants.lastReadAt})
)`;

/**
 * The submission's discussions, newest activity first: all of them (`all`, the journal's editors),
 * or those `userId` is in; with the user's unread count where they are a participant.
 */
export async function findDiscussionsOf(
  db: Db,
  submissionId: string,
  opts: { userId: string; all: boolean; limit: number },
) {
  return db
    .select({
      id: discussions.id,
      subject: discussions.subject,
      lastMessageAt: discussions.lastMessageAt,
      isParticipant: sql<boolean>`${discussionParticipants.userId} is not null`,
      unread: sql<number>`case when ${discussionParticipants.userId} is null then 0 else ${unreadOf(opts.userId)} end`,
      messageCount: sql<number>`(select count(*)::int from ${discussionMessages} m where m.discussion_id = ${discussions.id})`,
      participants: sql<
        string[]
      >`(select coalesce(array_agg(u.name order by p.created_at, u.name), '{}') from ${discussionParticipants} p join ${users} u on u.id = p.user_id where p.discussion_id = ${discussions.id})`,
      lastFrom: sql<
        string | null
      >`(select u.name from ${discussionMessages} m left join ${users} u on u.id = m.author_id where m.discussion_id = ${discussions.id} order by m.created_at desc limit 1)`,
    })
    .from(discussions)
    .leftJoin(
      discussionParticipants,
      and(eq(discussionParticipants.discussionId, discussions.id), eq(discussionParticipants.userId, opts.userId)),
    )
    .where(
      and(
        eq(discussions.submissionId, submissionId),
        opts.all ? undefined : sql`${discussionParticipants.userId} is not null`,
      ),
    )
    .orderBy(desc(discussions.lastMessageAt), desc(discussions.id))
    .limit(opts.limit);
}

/** Messages by others the user has not read, over the submission's discussions they are in. */
export async function countUnread(db: Db, submissionId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(discussionMessages)
    .innerJoin(discussions, eq(discussions.id, discussionMessages.discussionId))
    .innerJoin(
      discussionParticipants,
      and(eq(discussionParticipants.discussionId, discussions.id), eq(discussionParticipants.userId, userId)),
    )
    .where(
      and(
        eq(discussions.submissionId, submissionId),
        or(isNull(discussionMessages.authorId), ne(discussionMessages.authorId, userId)),
        or(
          isNull(discussionParticipants.lastReadAt),
          gt(discussionMessages.createdAt, discussionParticipants.lastReadAt),
        ),
      ),
    );
  return row?.n ?? 0;
}

/** The newest `limit` messages of a discussion, oldest first, with their writers' names. */
export async function findMessages(db: Db, discussionId: string, limit: number) {
  const rows = await db
    .select({
      id: discussionMessages.id,
      authorId: discussionMessages.authorId,
      authorName: users.name,
      body: discussionMessages.body,
      createdAt: discussionMessages.createdAt,
    })
    .from(discussionMessages)
    .leftJoin(users, eq(users.id, discussionMessages.authorId))
    .where(eq(discussionMessages.discussionId, discussionId))
    .orderBy(desc(discussionMessages.createdAt), desc(discussionMessages.id))
    .limit(limit);
  return rows.reverse();
}

export async function findFilesOfDiscussion(db: Db, discussionId: string) {
  return db
    .select({
      id: discussionFiles.id,
      messageId: discussionFiles.messageId,
      fileName: discussionFiles.fileName,
      sizeBytes: discussionFiles.sizeBytes,
    })
    .from(discussionFiles)
    .where(eq(discussionFiles.discussionId, discussionId))
    .orderBy(asc(discussionFiles.createdAt));
}

export async function findFile(db: Db, discussionId: string, fileId: string) {
  const [row] = await db
    .select()
    .from(discussionFiles)
    .where(and(eq(discussionFiles.id, fileId), eq(discussionFiles.discussionId, discussionId)));
  return row;
}

export async function countFiles(db: Db, discussionId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(discussionFiles)
    .where(eq(discussionFiles.discussionId, discussionId));
  return row?.n ?? 0;
}

export async function setFileBlindCopy(
  db: Db,
  fileId: string,
  state: { blindCopyKey: string | null; blindCopyError: string | null },
): Promise<void> {
  await db.update(discussionFiles).set(state).where(eq(discussionFiles.id, fileId));
}

/** Which of `keys` a discussion file row refers to (the file or its blind copy). */
export async function findReferencedDiscussionKeys(db: Db, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: discussionFiles.storageKey, blindCopyKey: discussionFiles.blindCopyKey })
    .from(discussionFiles)
    .where(or(inArray(discussionFiles.storageKey, [...keys]), inArray(discussionFiles.blindCopyKey, [...keys])));
  return new Set(rows.flatMap((r) => (r.blindCopyKey ? [r.key, r.blindCopyKey] : [r.key])));
}
