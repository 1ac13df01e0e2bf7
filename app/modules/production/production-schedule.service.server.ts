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
import { STAGE_MESSAGES as M } from "./production.constants";
import { findLatestAuthorReview, findStageFiles, type StageFileRow } from "./production.repository.server";
import { scheduleRefusal, type ProofsState, type StageState } from "./production.rules";
import {
  conflict,
  currentFiles,
  loadForStageChange,
  recordScheduled,
  stageStateOf,
  stageSwitchesOf,
} from "./production.service.server";
import type { Db } from "~/db/client.server";

/** What scheduling needs to know of the proofs (read for the rule, production.rules.ts). */
export async function proofsStateOf(database: Db, submissionId: string): Promise<ProofsState> {
  const galleys = currentFiles(await findStageFiles(database, submissionId, 500), "production", "galley");
  const latest = await findLatestAuthorReview(database, submissionId, "production");
  return {
    galleysAt: galleys.map((g) => g.createdAt),
    latestAsk: latest ? { createdAt: latest.createdAt, approved: latest.response === "approved" } : null,
  };
}

/** Why scheduling is not possible now, or null (scheduleRefusal on what the database holds). */
export async function schedulingBlockedBy(
  database: Db,
  submissionId: string,
  state: StageState,
): Promise<string | null> {
  // The proofs count only where the rule reads them: an open, accepted submission with production on.
  const reads = state.status === "accepted" && state.switches.production;
  return scheduleRefusal(state, reads ? await proofsStateOf(database, submissionId) : NO_PROOFS);
}

/** No proofs: what scheduling reads without production. */
export const NO_PROOFS: ProofsState = { galleysAt: [], latestAsk: null };

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
  const state = await stageStateOf(db(), submission, { forUpdate: true });
  const blocked = await schedulingBlockedBy(db(), submission.id, state);
  if (blocked) throw conflict(blocked);
  const galleys = state.switches.production ? approvedGalleys(await findStageFiles(db(), submission.id, 500)) : [];
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
