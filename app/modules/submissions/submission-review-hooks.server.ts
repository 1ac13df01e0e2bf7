// What peer review needs from a submission, inside the review workflow's own transaction: who its
// authors are (never invitable, the recipients of decisions), what a reviewer may read, and status
// moves with their History entry. The caller has checked the permission.
import type { Db } from "~/db/client.server";
import { recordSubmissionEvent } from "./submission-events.server";
import { findSubmissionAuthors, findSubmissionRecord, updateSubmissionFields } from "./submissions.repository.server";
import type { SubmissionStatus } from "./submissions.constants";

export type SubmissionPerson = { name: string; email: string; affiliation: string | null; orcid: string | null };

/**
 * The people behind a submission: its listed authors and the account that submitted it, by
 * distinct lowercased e-mail. Empty when the submission does not exist.
 */
export async function submissionPeople(
  tx: Db,
  submissionId: string,
): Promise<{ people: SubmissionPerson[]; createdBy: string | null }> {
  // One after another: a transaction's connection runs one query at a time.
  const record = await findSubmissionRecord(tx, submissionId);
  const authors = await findSubmissionAuthors(tx, submissionId);
  if (!record) return { people: [], createdBy: null };
  const byEmail = new Map<string, SubmissionPerson>();
  for (const a of authors) {
    const key = a.email.toLowerCase();
    if (!byEmail.has(key))
      byEmail.set(key, { name: a.name, email: a.email, affiliation: a.affiliation, orcid: a.orcid });
  }
  if (record.creatorEmail && !byEmail.has(record.creatorEmail.toLowerCase())) {
    byEmail.set(record.creatorEmail.toLowerCase(), {
      name: record.creatorName ?? record.creatorEmail,
      email: record.creatorEmail,
      affiliation: null,
      orcid: null,
    });
  }
  return { people: [...byEmail.values()], createdBy: record.submission.createdBy };
}

/** What a reviewer reads of the manuscript: the record without anyone's identity. */
export async function submissionForReview(tx: Db, submissionId: string) {
  const record = await findSubmissionRecord(tx, submissionId);
  if (!record) return undefined;
  const s = record.submission;
  return {
    submissionNumber: s.submissionNumber,
    title: s.title,
    abstract: s.abstract,
    keywords: s.keywords,
    submissionType: s.submissionType,
    suggestedReviewers: s.suggestedReviewers,
    processingMode: s.processingMode,
  };
}

/** Moves the submission to `to` (nothing when it is there already) with its `status_changed` entry. */
export async function moveSubmissionStatus(
  tx: Db,
  change: { submissionId: string; actorId: string | null; from: SubmissionStatus; to: SubmissionStatus },
): Promise<void> {
  if (change.from === change.to) return;
  await updateSubmissionFields(tx, change.submissionId, { status: change.to });
  await recordSubmissionEvent(tx, {
    submissionId: change.submissionId,
    actorId: change.actorId,
    kind: "status_changed",
    detail: { from: change.from, to: change.to },
  });
}
