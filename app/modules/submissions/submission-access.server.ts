// The one way every submission screen and endpoint loads "a submission this user may see": one
// lookup, then the permission table. A submission that does not exist and one the user may not see
// answer the same 404, so that nobody learns that another author's submission exists.
import { eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { journals, stageAssignments, submissions } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { db } from "~/lib/services.server";
import type { CurrentUser } from "~/modules/auth/current-user";
import { can, type Action, type Resource } from "~/modules/auth/permissions";
import { submissionCode } from "./submission-code";
import { SUBMISSION_NOT_FOUND } from "./submission-messages";

export type AccessibleSubmission = {
  id: string;
  journalId: string;
  journalShortName: string;
  journalTitle: string;
  submissionNumber: number;
  /** "FJPHS-007" */
  code: string;
  title: string;
  status: (typeof submissions.status.enumValues)[number];
  createdBy: string;
  /** The copyeditors and layout editors assigned to its stages after acceptance (ADR 069). */
  copyeditorIds: string[];
  layoutEditorIds: string[];
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const submissionNotFound = () => new AppError("submission.not_found", 404, SUBMISSION_NOT_FOUND);

/** The permission-table resource of a submission (its journal, its author, its status). */
export function submissionResource(
  s: Pick<AccessibleSubmission, "journalId" | "createdBy" | "status"> &
    Partial<Pick<AccessibleSubmission, "copyeditorIds" | "layoutEditorIds">>,
): Resource {
  return {
    journalId: s.journalId,
    ownerId: s.createdBy,
    status: s.status,
    copyeditorIds: s.copyeditorIds,
    layoutEditorIds: s.layoutEditorIds,
  };
}

/** The users assigned to one stage of the submission, as an array (empty when none). */
const assigneesOf = (stage: "copyediting" | "production") =>
  sql<string[]>`coalesce((select array_agg(${stageAssignments.userId}) from ${stageAssignments}
    where ${stageAssignments.submissionId} = ${submissions.id} and ${stageAssignments.stage} = ${stage}), '{}')`;

/**
 * The submission `id` when `user` may view it (404 with the spec's text otherwise, also for an id
 * that is not a uuid), then, when `action` is given, 403 with `deniedMessage` unless the user may
 * also do that. Pass `tx` (with `forUpdate`) to read it inside a transaction and lock the row.
 */
export async function loadSubmissionFor(
  user: CurrentUser,
  id: string,
  options: { action?: Action; deniedMessage?: string; tx?: Db; forUpdate?: boolean } = {},
): Promise<AccessibleSubmission> {
  if (!UUID.test(id)) throw submissionNotFound();
  const query = (options.tx ?? db())
    .select({
      id: submissions.id,
      journalId: submissions.journalId,
      journalShortName: journals.shortName,
      journalTitle: journals.title,
      submissionNumber: submissions.submissionNumber,
      title: submissions.title,
      status: submissions.status,
      createdBy: submissions.createdBy,
      copyeditorIds: assigneesOf("copyediting"),
      layoutEditorIds: assigneesOf("production"),
    })
    .from(submissions)
    .innerJoin(journals, eq(journals.id, submissions.journalId))
    .where(eq(submissions.id, id));
  const [row] = options.forUpdate ? await query.for("update", { of: submissions }) : await query;
  if (!row || !can(user, "submission.view", submissionResource(row))) throw submissionNotFound();
  if (options.action && !can(user, options.action, submissionResource(row))) {
    throw new AppError("forbidden", 403, options.deniedMessage ?? "Insufficient permissions");
  }
  return { ...row, code: submissionCode(row.journalShortName, row.submissionNumber, row.id) };
}
