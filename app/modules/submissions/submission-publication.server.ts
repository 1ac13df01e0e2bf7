// What the publishing desk needs of a submission: its content to create the article from, and
// the 'published' status once the article is out. Kept here so that the publishing module uses
// submissions through this module, never through its tables.
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { submissionEvents, submissionFiles, submissions } from "~/db/schema";
import { recordSubmissionEvent } from "./submission-events.server";
import { findSubmissionAuthors, findSubmissionRecord } from "./submissions.repository.server";

/** The submission with its authors, when it was accepted, and its newest file (the final manuscript). */
export async function findSubmissionForArticle(db: Db, submissionId: string) {
  const record = await findSubmissionRecord(db, submissionId);
  if (!record) return undefined;
  const [authors, [accepted], [newestFile]] = await Promise.all([
    findSubmissionAuthors(db, submissionId),
    db
      .select({ at: submissionEvents.createdAt })
      .from(submissionEvents)
      .where(
        and(
          eq(submissionEvents.submissionId, submissionId),
          eq(submissionEvents.kind, "status_changed"),
          sql`${submissionEvents.detail}->>'to' = 'accepted'`,
        ),
      )
      .orderBy(desc(submissionEvents.createdAt))
      .limit(1),
    db
      .select({
        id: submissionFiles.id,
        fileName: submissionFiles.fileName,
        storageKey: submissionFiles.storageKey,
        mimeType: submissionFiles.mimeType,
        sizeBytes: submissionFiles.sizeBytes,
      })
      .from(submissionFiles)
      .where(eq(submissionFiles.submissionId, submissionId))
      .orderBy(desc(submissionFiles.createdAt))
      .limit(1),
  ]);
  return { ...record, authors, acceptedAt: accepted?.at ?? null, newestFile: newestFile ?? null };
}

export type SubmissionForArticle = NonNullable<Awaited<ReturnType<typeof findSubmissionForArticle>>>;

/**
 * The article made from this submission is published: the submission's status becomes 'published'
 * (with its history entry), in the publishing transaction. No status e-mail: the authors receive
 * the article's own 'published' message.
 */
export async function markSubmissionPublished(tx: Db, submissionId: string, actorId: string): Promise<void> {
  const [current] = await tx
    .select({ status: submissions.status })
    .from(submissions)
    .where(eq(submissions.id, submissionId))
    .for("update");
  if (!current || current.status === "published") return;
  await tx
    .update(submissions)
    .set({ status: "published", updatedAt: new Date() })
    .where(eq(submissions.id, submissionId));
  await recordSubmissionEvent(tx, {
    submissionId,
    actorId,
    kind: "status_changed",
    detail: { from: current.status, to: "published" },
  });
}
