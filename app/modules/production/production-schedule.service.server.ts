// 'Schedule for publication' (ADR 069): the last step after acceptance. The desk's article is
// created ('Create article' made this step) or updated with the galleys the authors approved, in
// the chosen issue; the submission's stage becomes 'scheduled'. The desk publishes it as today.
import { AppError } from "~/lib/errors";
import { db } from "~/lib/services.server";
import type { CurrentUser } from "~/modules/auth/current-user";
import { can } from "~/modules/auth/permissions";
import {
  createArticleFromSubmission,
  scheduleArticleFromSubmission,
  type ApprovedGalley,
} from "~/modules/articles/article-from-submission.service.server";
import type { GalleyKind } from "~/modules/articles/galley-kind";
import { loadSubmissionFor, submissionResource } from "~/modules/submissions/submission-access.server";
import { STAGE_MESSAGES as M, type StageSwitches, type WorkflowStage } from "./production.constants";
import { findLatestAuthorReview, findStageFiles, type StageFileRow } from "./production.repository.server";
import {
  conflict,
  currentFiles,
  loadForStageChange,
  nextStage,
  recordScheduled,
  stageForScheduling,
  stageSwitchesOf,
} from "./production.service.server";
import type { Db } from "~/db/client.server";

/**
 * Why scheduling is not possible now, or null: the stage must be the last before scheduling (or
 * scheduled already, to update the article); with production on, the latest proofs must be
 * approved and no galley uploaded since.
 */
export async function schedulingBlockedBy(
  database: Db,
  submissionId: string,
  stage: WorkflowStage,
  sw: StageSwitches,
): Promise<string | null> {
  if (stage !== "scheduled" && nextStage(stage, sw) !== "scheduled") return M.wrongStage;
  if (!sw.production) return null;
  const galleys = currentFiles(await findStageFiles(database, submissionId, 500), "production", "galley");
  if (galleys.length === 0) return M.nothingToProof;
  const latest = await findLatestAuthorReview(database, submissionId, "production");
  if (!latest || latest.response !== "approved") return M.proofsNotApproved;
  const newest = galleys.reduce((a, b) => (a.createdAt > b.createdAt ? a : b));
  if (newest.createdAt > latest.createdAt) return M.proofsNotApproved;
  return null;
}

function approvedGalleys(files: StageFileRow[]): ApprovedGalley[] {
  return currentFiles(files, "production", "galley").map((f) => ({
    storageKey: f.storageKey,
    fileName: f.fileName,
    mimeType: f.mimeType,
    sizeBytes: f.sizeBytes,
    kind: (f.galleyKind ?? "pdf") as GalleyKind,
    label: f.label,
  }));
}

/**
 * Schedules the submission's article: checks first (404/403/409), makes or updates the article
 * (its own transaction, files copied outside it), then records the stage and the History entries.
 */
export async function scheduleForPublication(
  user: CurrentUser,
  submissionId: string,
  input: { issueId?: string | null },
): Promise<{ articleId: string }> {
  const submission = await loadSubmissionFor(user, submissionId);
  const resource = submissionResource(submission);
  if (!can(user, "stages.manage", resource) || !can(user, "articles.manage", { journalId: submission.journalId })) {
    throw new AppError("forbidden", 403, M.notAllowed);
  }
  if (submission.status !== "accepted") throw conflict(submission.status === "published" ? M.published : M.notAccepted);
  const { stage, sw } = await stageForScheduling(db(), submission);
  const blocked = await schedulingBlockedBy(db(), submission.id, stage, sw);
  if (blocked) throw conflict(blocked);
  const galleys = sw.production ? approvedGalleys(await findStageFiles(db(), submission.id, 500)) : [];
  const { articleId, issueTitle } = await scheduleArticleFromSubmission(user, submission.id, {
    issueId: input.issueId || undefined,
    galleys,
  });
  await db().transaction(async (tx) => {
    const locked = await loadForStageChange(user, submission.id, tx, "stages.manage");
    await recordScheduled(tx, user, locked, issueTitle);
  });
  return { articleId };
}

/**
 * The Edit page's 'Create article' (intent=create-article): today's path while the journal runs no
 * stage after acceptance; with copyediting or production on, scheduling must wait for them.
 */
export async function createArticleNow(user: CurrentUser, submissionId: string): Promise<{ articleId: string }> {
  const submission = await loadSubmissionFor(user, submissionId);
  const sw = await stageSwitchesOf(submission.journalId);
  if (!sw.copyediting && !sw.production) return createArticleFromSubmission(user, submissionId);
  return scheduleForPublication(user, submissionId, {});
}
