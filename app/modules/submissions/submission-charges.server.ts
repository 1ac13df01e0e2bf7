// What article processing charges (app/modules/invoices, ADR 064) need from a submission, inside
// the acceptance's transaction: who the invoice goes to. The caller has checked the permission.
import { and, eq, ne } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { articles, submissionTasks } from "~/db/schema";
import { findSubmissionAuthors, findSubmissionRecord } from "./submissions.repository.server";

export type Invoicee = {
  name: string;
  email: string;
  affiliation: string | null;
  /** ISO 3166-1 alpha-2, or null when the author gave none. */
  country: string | null;
  /** The account that submitted it: the one who sees and answers the invoice. */
  accountId: string;
};

/** The corresponding author (the first author when none is marked), with the submitting account. */
export async function submissionInvoicee(tx: Db, submissionId: string): Promise<Invoicee | undefined> {
  const record = await findSubmissionRecord(tx, submissionId);
  if (!record) return undefined;
  const authors = await findSubmissionAuthors(tx, submissionId);
  const author = authors.find((a) => a.isCorresponding) ?? authors[0];
  if (!author) {
    return {
      name: record.creatorName ?? record.creatorEmail ?? "Author",
      email: record.creatorEmail ?? "",
      affiliation: null,
      country: null,
      accountId: record.submission.createdBy,
    };
  }
  return {
    name: author.name,
    email: author.email,
    affiliation: author.affiliation,
    country: author.country ?? null,
    accountId: record.submission.createdBy,
  };
}

/**
 * Whether typesetting has begun (the refund policy's line for a 75% refund on withdrawal): a
 * layout editing task started on the submission, or an article made from it on the publishing desk.
 */
export async function typesettingBegun(tx: Db, submissionId: string): Promise<boolean> {
  const [task] = await tx
    .select({ id: submissionTasks.id })
    .from(submissionTasks)
    .where(
      and(
        eq(submissionTasks.submissionId, submissionId),
        eq(submissionTasks.taskType, "layout_editing"),
        ne(submissionTasks.status, "not_started"),
      ),
    )
    .limit(1);
  if (task) return true;
  const [article] = await tx
    .select({ id: articles.id })
    .from(articles)
    .where(eq(articles.submissionId, submissionId))
    .limit(1);
  return article !== undefined;
}
