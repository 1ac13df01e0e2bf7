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
import { issueLabel } from "~/modules/issues/issue-format";
import { listSubmissionFiles } from "~/modules/submission-files/submission-files.service.server";
import { submissionResource, type AccessibleSubmission } from "~/modules/submissions/submission-access.server";
import { todayUtc } from "~/modules/tasks/due-state";
import { STAGE_ROLE, STAGE_MESSAGES as M, type EditingStage } from "./production.constants";
import {
  findAssignments,
  findAuthorReviews,
  findCorrections,
  findEligibleAssignees,
  findStageFilesForTab,
} from "./production.repository.server";
import { NO_PROOFS, proofsStateOf } from "./production-schedule.service.server";
import { scheduleRefusal, schedulingTab, stageControls, stagePosition } from "./production.rules";
import { stageBarOf, stageStateOf, workAction, workKind } from "./production.service.server";
import type { StageFileView, StageStanding, StageTabView } from "./production.types";

const ELIGIBLE_LIMIT = 200;

type TabFileRow = Awaited<ReturnType<typeof findStageFilesForTab>>[number];

function fileView(f: TabFileRow): StageFileView {
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
    uploadedByName: f.uploadedByName,
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
  const mayScheduleArticles = canManage && can(user, "articles.manage", { journalId: submission.journalId });
  const state = await stageStateOf(db(), submission);
  const [assignments, files, asks] = [
    await findAssignments(db(), submission.id),
    await findStageFilesForTab(db(), submission.id, 500),
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
  // Scheduling is the last running stage's last step (Production's, or Copyediting's without it),
  // shown until the article is out.
  const holdsScheduling =
    stage === schedulingTab(state.switches) && mayScheduleArticles && submission.status === "accepted";
  const proofs = holdsScheduling && state.switches.production ? await proofsStateOf(db(), submission.id) : NO_PROOFS;
  const ownFiles = files.filter((f) => f.stage === stage);
  const controls = stageControls(
    state,
    stage,
    { manage: canManage, work: canWork, respond: canRespond, schedule: holdsScheduling },
    {
      workFiles: ownFiles.filter((f) => f.kind === workKind(stage) && !f.replacedAt).length,
      filesInStage: ownFiles.length,
      openAsk: stageAsks.some((a) => a.review.response === null),
      proofs,
    },
  );
  const article =
    holdsScheduling || submission.status === "published" ? await articleOfSubmission(submission.id) : null;
  let schedule: StageTabView["schedule"] = null;
  if (holdsScheduling) {
    const issues = await listIssuesForArticles(user, submission.journalId);
    schedule = {
      allowed: controls.schedule,
      blockedBy: scheduleRefusal(state, proofs),
      issues: issues.filter((i) => i.status !== "published").map((i) => ({ id: i.id, label: i.label })),
      article: article ? { id: article.id, status: article.status } : null,
    };
  }
  let standing: StageStanding;
  if (submission.status === "published") {
    standing = {
      kind: "published",
      date: article?.publicationDate ?? null,
      issue:
        article && article.volumeNumber !== null && article.issueNumber !== null && article.issueType !== null
          ? issueLabel({
              volumeNumber: article.volumeNumber,
              issueNumber: article.issueNumber,
              type: article.issueType,
            })
          : null,
      deskHref:
        article && can(user, "articles.manage", { journalId: submission.journalId })
          ? `/dashboard/articles?${new URLSearchParams({ journal: submission.journalId, search: submission.title })}`
          : null,
    };
  } else {
    const position = stagePosition(stage, state.stage);
    standing = position === "current" ? { kind: "current" } : { kind: position, current: bar.current };
  }
  return {
    submissionId: submission.id,
    stage,
    bar,
    standing,
    controls,
    manages: canManage,
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
