// The data of the submission's Copyediting and Production tabs (ADR 069): each person sees what
// their part needs. Editors: everything, with the people they may assign and the issues to
// schedule into; the assignee: their stage's files and asks; the author: the files and asks
// addressed to them.
import { AppError } from "~/lib/errors";
import { db } from "~/lib/services.server";
import type { CurrentUser } from "~/modules/auth/current-user";
import { can } from "~/modules/auth/permissions";
import { articleOfSubmission } from "~/modules/articles/article-from-submission.service.server";
import { listIssuesForArticles } from "~/modules/articles/articles.desk.service.server";
import { listSubmissionFiles } from "~/modules/submission-files/submission-files.service.server";
import { submissionResource, type AccessibleSubmission } from "~/modules/submissions/submission-access.server";
import { todayUtc } from "~/modules/tasks/due-state";
import { STAGE_MESSAGES as M, STAGE_ROLE, type EditingStage } from "./production.constants";
import {
  findAssignments,
  findAuthorReviews,
  findCorrections,
  findEligibleAssignees,
  findStageFiles,
  type StageFileRow,
} from "./production.repository.server";
import { schedulingBlockedBy } from "./production-schedule.service.server";
import { stageBarOf, stageSwitchesOf, workAction } from "./production.service.server";
import type { StageFileView, StageTabView } from "./production.types";

const ELIGIBLE_LIMIT = 200;

function fileView(f: StageFileRow): StageFileView {
  return {
    id: f.id,
    stage: f.stage,
    kind: f.kind,
    fileName: f.fileName,
    label: f.label,
    galleyKind: f.galleyKind,
    sizeBytes: f.sizeBytes,
    createdAt: f.createdAt.toISOString(),
    replaced: f.replacedAt !== null,
    authorReviewId: f.authorReviewId,
  };
}

/** The tab of `stage` for `user` (404 when the user has no part in it). */
export async function loadStageTab(
  user: CurrentUser,
  submission: AccessibleSubmission,
  stage: EditingStage,
): Promise<StageTabView> {
  const bar = await stageBarOf(user, submission);
  if (!bar.tabs.includes(stage)) throw new AppError("stages.not_found", 404, M.notAllowed);
  const resource = submissionResource(submission);
  const canManage = can(user, "stages.manage", resource);
  const canRespond = can(user, "stages.respond", resource);
  const canWork = can(user, workAction(stage), resource);
  const sw = await stageSwitchesOf(submission.journalId);
  const current = bar.current;
  const [assignments, files, asks] = [
    await findAssignments(db(), submission.id),
    await findStageFiles(db(), submission.id, 500),
    await findAuthorReviews(db(), submission.id),
  ];
  const stageAsks = asks.filter((a) => a.review.stage === stage);
  const corrections = await findCorrections(
    db(),
    stageAsks.map((a) => a.review.id),
  );
  const fileNames = new Map(files.map((f) => [f.id, f.fileName]));
  // The author sees the files made for them to review, never the team's working files before an ask.
  const visibleFiles = files.filter((f) => f.stage === stage && (!canRespond || canManage || stageAsks.length > 0));
  const sourceStageFiles =
    stage === "production" ? files.filter((f) => f.stage === "copyediting" && !f.replacedAt && !canRespond) : [];
  let schedule: StageTabView["schedule"] = null;
  // Scheduling is the last running stage's last step (Production's, or Copyediting's without it).
  const lastStage = sw.production ? "production" : "copyediting";
  if (stage === lastStage && canManage && can(user, "articles.manage", { journalId: submission.journalId })) {
    const recorded = current === "copyediting" || current === "production" || current === "scheduled" ? current : null;
    const blockedBy =
      submission.status === "accepted" && recorded
        ? await schedulingBlockedBy(db(), submission.id, recorded, sw)
        : M.notAccepted;
    const issues = await listIssuesForArticles(user, submission.journalId);
    schedule = {
      allowed: blockedBy === null,
      blockedBy,
      issues: issues.filter((i) => i.status !== "published").map((i) => ({ id: i.id, label: i.label })),
      article: (await articleOfSubmission(submission.id)) ?? null,
    };
  }
  return {
    submissionId: submission.id,
    stage,
    bar,
    isCurrent: submission.status === "accepted" && current === stage,
    canManage,
    canWork,
    canRespond,
    assignments: assignments
      .filter((a) => a.stage === stage)
      .map((a) => ({ id: a.id, stage: a.stage, name: a.name, dueDate: a.dueDate, isMe: a.userId === user.id })),
    eligible: canManage
      ? await findEligibleAssignees(db(), submission.journalId, STAGE_ROLE[stage], ELIGIBLE_LIMIT)
      : [],
    files: visibleFiles.map(fileView),
    sourceFiles: stage === "copyediting" && (canManage || canWork) ? await listSubmissionFiles(user, submission) : [],
    sourceStageFiles: sourceStageFiles.map(fileView),
    asks: stageAsks.map(({ review: r, requestedByName, respondedByName }) => ({
      id: r.id,
      stage: r.stage,
      round: r.roundNumber,
      dueDate: r.dueDate,
      message: r.message,
      requestedAt: r.createdAt.toISOString(),
      requestedByName,
      response: r.response,
      respondedAt: r.respondedAt?.toISOString() ?? null,
      respondedByName,
      comment: r.comment,
      corrections: corrections
        .filter((c) => c.authorReviewId === r.id)
        .map((c) => ({
          fileName: c.fileId ? (fileNames.get(c.fileId) ?? null) : null,
          page: c.page,
          comment: c.comment,
        })),
    })),
    schedule,
    today: todayUtc(),
  };
}
