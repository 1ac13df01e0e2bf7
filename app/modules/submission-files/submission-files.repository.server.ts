import { and, count, desc, eq, gt, inArray, min, or, sql, sum } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { discussionFiles, reviewRounds, stageFiles, submissionFiles, users } from "~/db/schema";

export type SubmissionFileRow = typeof submissionFiles.$inferSelect;

/** A submission carries a handful of files; this bounds the Files tab all the same. */
export const SUBMISSION_FILES_LIMIT = 500;

export async function insertSubmissionFile(tx: Db, values: typeof submissionFiles.$inferInsert): Promise<void> {
  await tx.insert(submissionFiles).values(values);
}

/** The files of a submission, newest first, with the uploader's name. */
export async function findSubmissionFiles(db: Db, submissionId: string) {
  return db
    .select({
      id: submissionFiles.id,
      fileName: submissionFiles.fileName,
      sizeBytes: submissionFiles.sizeBytes,
      mimeType: submissionFiles.mimeType,
      isInitial: submissionFiles.isInitial,
      uploadedByName: users.name,
      createdAt: submissionFiles.createdAt,
      propertiesError: submissionFiles.propertiesError,
    })
    .from(submissionFiles)
    .leftJoin(users, eq(users.id, submissionFiles.uploadedBy))
    .where(eq(submissionFiles.submissionId, submissionId))
    .orderBy(desc(submissionFiles.createdAt), desc(submissionFiles.id))
    .limit(SUBMISSION_FILES_LIMIT);
}

/** One file of one submission (a file id of another submission is not found); locked with `forUpdate`. */
export async function findSubmissionFile(
  db: Db,
  submissionId: string,
  fileId: string,
  opts: { forUpdate?: boolean } = {},
): Promise<SubmissionFileRow | undefined> {
  const query = db
    .select()
    .from(submissionFiles)
    .where(and(eq(submissionFiles.id, fileId), eq(submissionFiles.submissionId, submissionId)));
  const [row] = opts.forUpdate ? await query.for("update") : await query;
  return row;
}

/**
 * The manuscript as it stands: the revision the author gave for the latest round that has one, else
 * the newest file marked as the original manuscript. The earlier versions stay on the Files tab.
 */
export async function findCurrentManuscript(db: Db, submissionId: string): Promise<SubmissionFileRow | undefined> {
  const newestRevision = db
    .select({ id: reviewRounds.revisionFileId })
    .from(reviewRounds)
    .where(and(eq(reviewRounds.submissionId, submissionId), sql`${reviewRounds.revisionFileId} is not null`))
    .orderBy(desc(reviewRounds.roundNumber))
    .limit(1);
  const [revision] = await db
    .select()
    .from(submissionFiles)
    .where(and(eq(submissionFiles.submissionId, submissionId), inArray(submissionFiles.id, newestRevision)));
  return revision ?? findInitialFile(db, submissionId);
}

/** The newest file marked as the original manuscript. */
async function findInitialFile(db: Db, submissionId: string): Promise<SubmissionFileRow | undefined> {
  const [row] = await db
    .select()
    .from(submissionFiles)
    .where(and(eq(submissionFiles.submissionId, submissionId), eq(submissionFiles.isInitial, true)))
    .orderBy(desc(submissionFiles.createdAt))
    .limit(1);
  return row;
}

/** What is stored of each file of a submission once read (ADR 049), newest first. */
export async function findFileProperties(db: Db, submissionId: string) {
  return db
    .select({
      id: submissionFiles.id,
      fileName: submissionFiles.fileName,
      storageKey: submissionFiles.storageKey,
      sizeBytes: submissionFiles.sizeBytes,
      mimeType: submissionFiles.mimeType,
      pdfInfoAuthor: submissionFiles.pdfInfoAuthor,
      propertiesCheckedAt: submissionFiles.propertiesCheckedAt,
      propertiesError: submissionFiles.propertiesError,
      blindCopyKey: submissionFiles.blindCopyKey,
      blindCopyError: submissionFiles.blindCopyError,
    })
    .from(submissionFiles)
    .where(eq(submissionFiles.submissionId, submissionId))
    .orderBy(desc(submissionFiles.createdAt), desc(submissionFiles.id))
    .limit(SUBMISSION_FILES_LIMIT);
}

export type FilePropertiesRow = Awaited<ReturnType<typeof findFileProperties>>[number];

/** Records what reading the file found. */
export async function setFileProperties(
  db: Db,
  fileId: string,
  values: { pdfInfoAuthor: string | null; propertiesError: string | null; propertiesCheckedAt: Date },
): Promise<void> {
  await db.update(submissionFiles).set(values).where(eq(submissionFiles.id, fileId));
}

/** Records the file's blind copy, or why it could not be made (ADR 054). */
export async function setBlindCopy(
  db: Db,
  fileId: string,
  values: { blindCopyKey: string | null; blindCopyError: string | null },
): Promise<void> {
  await db.update(submissionFiles).set(values).where(eq(submissionFiles.id, fileId));
}

export async function deleteSubmissionFileRow(tx: Db, fileId: string): Promise<void> {
  await tx.delete(submissionFiles).where(eq(submissionFiles.id, fileId));
}

/** Which of `keys` a file row refers to. */
export async function findReferencedStorageKeys(db: Db, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: submissionFiles.storageKey, blindCopyKey: submissionFiles.blindCopyKey })
    .from(submissionFiles)
    .where(or(inArray(submissionFiles.storageKey, keys), inArray(submissionFiles.blindCopyKey, keys)));
  return new Set(rows.flatMap((r) => (r.blindCopyKey ? [r.key, r.blindCopyKey] : [r.key])));
}

/** How many files a submission holds. */
export async function countSubmissionFiles(db: Db, submissionId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(submissionFiles)
    .where(eq(submissionFiles.submissionId, submissionId));
  return row?.n ?? 0;
}

/**
 * The bytes of the files `userId` uploaded after `since` that are still stored, and when the oldest
 * of them was uploaded (index submission_files_uploaded_by_created_at_quota_idx, migration 0006).
 */
export async function uploadedBytesSince(
  db: Db,
  userId: string,
  since: Date,
): Promise<{ bytes: number; oldest: Date | null }> {
  const [row] = await db
    .select({ bytes: sum(submissionFiles.sizeBytes).mapWith(Number), oldest: min(submissionFiles.createdAt) })
    .from(submissionFiles)
    .where(and(eq(submissionFiles.uploadedBy, userId), gt(submissionFiles.createdAt, since)));
  // A discussion's attachments count against the same allowance (ADR 068).
  const [attached] = await db
    .select({ bytes: sum(discussionFiles.sizeBytes).mapWith(Number), oldest: min(discussionFiles.createdAt) })
    .from(discussionFiles)
    .where(and(eq(discussionFiles.uploadedBy, userId), gt(discussionFiles.createdAt, since)));
  // So do the files of the stages after acceptance: copyedited files, corrections, galleys (ADR 069).
  const [staged] = await db
    .select({ bytes: sum(stageFiles.sizeBytes).mapWith(Number), oldest: min(stageFiles.createdAt) })
    .from(stageFiles)
    .where(and(eq(stageFiles.uploadedBy, userId), gt(stageFiles.createdAt, since)));
  const oldest = [row?.oldest, attached?.oldest, staged?.oldest].filter((d): d is Date => d instanceof Date);
  return {
    bytes: (row?.bytes ?? 0) + (attached?.bytes ?? 0) + (staged?.bytes ?? 0),
    oldest: oldest.length ? new Date(Math.min(...oldest.map((d) => d.getTime()))) : null,
  };
}

/**
 * Makes concurrent uploads of one user, on any instance, take turns on the daily allowance until
 * the caller's transaction ends (a transaction-scoped advisory lock).
 */
export async function lockUploaderQuota(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`upload-quota|${userId}`}, 0))`);
}
