// The stages after acceptance (ADR 069): where an accepted submission stands (copyediting,
// production, scheduled), moves between them, the copyeditors and layout editors assigned to
// them, and the asks to the authors (review the copyedit, approve the proofs) with their answers.
// Every change writes its History entry and its e-mails in its own transaction.
import type { Db } from "~/db/client.server";
import { AppError } from "~/lib/errors";
import { db, services } from "~/lib/services.server";
import type { CurrentUser } from "~/modules/auth/current-user";
import { can, type Action } from "~/modules/auth/permissions";
import { editorialReplyTo, getJournalSettings } from "~/modules/journal-settings/journal-settings.service.server";
import { queueMail } from "~/modules/mail/mail.service.server";
import {
  loadSubmissionFor,
  submissionResource,
  type AccessibleSubmission,
} from "~/modules/submissions/submission-access.server";
import { recordSubmissionEvent } from "~/modules/submissions/submission-events.server";
import type { SubmissionTab } from "~/modules/submissions/submissions.constants";
import { todayUtc } from "~/modules/tasks/due-state";
import {
  BAR_STAGE_LABELS,
  STAGE_LIMITS,
  STAGE_MESSAGES as M,
  STAGE_ROLE,
  type BarStage,
  type EditingStage,
  type StageSwitches,
  type WorkflowStage,
} from "./production.constants";
import {
  answerRefusal,
  askRefusal,
  assignRefusal,
  closedBecause,
  dueDateRefusal,
  firstStage,
  moveBackRefusal,
  moveNextRefusal,
  nextStage,
  previousStage,
  type StageState,
} from "./production.rules";
import {
  answerAuthorReview,
  deleteAssignment,
  findAssignment,
  findAssignments,
  findLatestAuthorReview,
  findStageFiles,
  findStageOf,
  findUserContact,
  holdsRole,
  insertAssignment,
  insertAuthorReview,
  insertCorrections,
  saveStage,
  updateAssignmentDue,
  type StageFileRow,
} from "./production.repository.server";
import type { StageBarView } from "./production.types";

export const invalid = (message: string = M.invalidRequest) => new AppError("stages.invalid", 400, message);
export const conflict = (message: string) => new AppError("stages.conflict", 409, message);
const forbidden = () => new AppError("forbidden", 403, M.notAllowed);

/** The stages the journal's workflow turns on. */
export async function stageSwitchesOf(journalId: string, tx?: Db): Promise<StageSwitches> {
  const settings = await getJournalSettings(journalId, tx);
  return {
    copyediting: settings.publicationWorkflow.copyediting === true,
    production: settings.publicationWorkflow.production === true,
  };
}

/** Where a submission stands on the bar, from its status and its recorded stage. */
export function barStageOf(status: string, recorded: WorkflowStage | null, sw: StageSwitches): BarStage {
  if (status === "submitted") return "submission";
  if (status === "under_review" || status === "revision_requested" || status === "rejected") return "review";
  if (status === "published") return "published";
  return recorded ?? firstStage(sw);
}

/** The stage an accepted submission is in (recorded, else the journal's first). */
async function currentStageOf(
  database: Db,
  submission: { id: string; journalId: string },
  opts: { forUpdate?: boolean } = {},
): Promise<{ stage: WorkflowStage; sw: StageSwitches }> {
  const [recorded, sw] = [
    await findStageOf(database, submission.id, opts),
    await stageSwitchesOf(submission.journalId, database),
  ];
  return { stage: recorded ?? firstStage(sw), sw };
}

/** What the stages' rules read (production.rules.ts): the status, the stage, the switches. */
export async function stageStateOf(
  database: Db,
  submission: { id: string; journalId: string; status: string },
  opts: { forUpdate?: boolean } = {},
): Promise<StageState> {
  const { stage, sw } = await currentStageOf(database, submission, opts);
  return { status: submission.status, stage, switches: sw };
}

/** Throws the rule's refusal as a conflict (409). */
function refuseIf(refusal: string | null): void {
  if (refusal) throw conflict(refusal);
}

/** The stage tabs a user may open: editors and the author both, an assignee their own. */
export function stageTabsFor(user: CurrentUser, submission: AccessibleSubmission): EditingStage[] {
  const resource = submissionResource(submission);
  if (can(user, "stages.manage", resource) || can(user, "stages.respond", resource)) {
    return ["copyediting", "production"];
  }
  const tabs: EditingStage[] = [];
  if (can(user, "copyediting.work", resource)) tabs.push("copyediting");
  if (can(user, "production.work", resource)) tabs.push("production");
  return tabs;
}

/**
 * A copyeditor or layout editor who sees the submission only through an assignment: they open its
 * details, files, history and their stage's tab, never its review, messages or invoices.
 */
export function seesOnlyThroughStage(user: CurrentUser, submission: AccessibleSubmission): boolean {
  const resource = submissionResource(submission);
  const { copyeditorIds, layoutEditorIds, ...plain } = resource;
  void copyeditorIds;
  void layoutEditorIds;
  return !can(user, "submission.view", plain);
}

/** The stage bar of the submission page. */
export async function stageBarOf(user: CurrentUser, submission: AccessibleSubmission): Promise<StageBarView> {
  const [recorded, sw] = [await findStageOf(db(), submission.id), await stageSwitchesOf(submission.journalId)];
  return {
    current: barStageOf(submission.status, recorded, sw),
    switches: sw,
    declined: submission.status === "rejected",
    // A stage's tab once accepted, while the journal runs the stage.
    tabs:
      submission.status === "accepted" || submission.status === "published"
        ? stageTabsFor(user, submission).filter((stage) => sw[stage])
        : [],
  };
}

/**
 * The users assigned to the submission's copyediting or production, for the discussions module
 * (ADR 068): who may be a participant as 'a copyeditor, a layout editor'.
 */
export async function stageAssigneesOf(
  database: Db,
  submissionId: string,
): Promise<{ userId: string; stage: EditingStage; name: string; email: string }[]> {
  return (await findAssignments(database, submissionId)).map((a) => ({
    userId: a.userId,
    stage: a.stage,
    name: a.name,
    email: a.email,
  }));
}

/** The submission, loaded for a change under its lock (404 unless visible; 403 without `action`). */
export async function loadForStageChange(
  user: CurrentUser,
  submissionId: string,
  tx: Db,
  action: Action,
): Promise<AccessibleSubmission> {
  const submission = await loadSubmissionFor(user, submissionId, { tx, forUpdate: true });
  if (!can(user, action, submissionResource(submission))) throw forbidden();
  refuseIf(closedBecause(submission.status));
  return submission;
}

/** Who may work in a stage: the copyeditor's or the layout editor's permission. */
export const workAction = (stage: EditingStage): Action =>
  stage === "copyediting" ? "copyediting.work" : "production.work";

/** A due date as posted: yyyy-mm-dd, from today to a year ahead. */
export function checkDueDate(value: string | undefined, now = new Date()): string {
  if (!value) throw invalid(M.dueDateRequired);
  const today = todayUtc(now);
  const last = todayUtc(new Date(now.getTime() + STAGE_LIMITS.dueDaysMax * 86_400_000));
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) {
    throw invalid(M.dueDateInvalid);
  }
  if (value < today || value > last) throw invalid(M.dueDateInvalid);
  return value;
}

export const stageLabel = (stage: EditingStage | WorkflowStage) => BAR_STAGE_LABELS[stage];

export function stageTabUrl(submissionId: string, stage: EditingStage): string {
  return `${services().env.publicUrl}/submission/${submissionId}?tab=${stage}`;
}

/** One e-mail of the stages, in the caller's transaction. */
export async function queueStageMail(
  tx: Db,
  submission: AccessibleSubmission,
  to: { email: string; name: string },
  occasion: string,
  stage: EditingStage,
  extra: { dueDate?: string | null; answer?: string | null } = {},
): Promise<void> {
  await queueMail(tx, {
    to: to.email,
    template: "stage-notice",
    journalId: submission.journalId,
    replyTo: await editorialReplyTo(submission.journalId, tx),
    data: {
      fullName: to.name,
      occasion,
      stage: stageLabel(stage),
      dueDate: extra.dueDate ?? null,
      answer: extra.answer ?? null,
      submissionTitle: submission.title,
      formattedSubmissionId: submission.code,
      journalName: submission.journalTitle,
      url: stageTabUrl(submission.id, stage),
    },
  });
}

/** The submission's creator (who answers the asks), with name and address. */
function authorOf(tx: Db, submission: AccessibleSubmission) {
  return findUserContact(tx, submission.createdBy);
}

/**
 * The editor moves the submission to the next stage ('Mark copyediting done'); moving into
 * 'scheduled' is scheduling's (production-schedule.service.server.ts). `from` is the stage the
 * editor saw, so that two editors never move it twice.
 */
export async function moveToNextStage(user: CurrentUser, submissionId: string, from: string): Promise<WorkflowStage> {
  return db().transaction(async (tx) => {
    const submission = await loadForStageChange(user, submissionId, tx, "stages.manage");
    const state = await stageStateOf(tx, submission, { forUpdate: true });
    refuseIf(moveNextRefusal(state, from));
    const stage = state.stage;
    const next = nextStage(stage, state.switches)!;
    await saveStage(tx, submission.id, next);
    await recordSubmissionEvent(tx, {
      submissionId: submission.id,
      actorId: user.id,
      kind: "stage_moved",
      detail: { from: stage, to: next },
    });
    return next;
  });
}

/** The editor moves the submission back a stage (never back before copyediting: that is a decision's). */
export async function moveToPreviousStage(
  user: CurrentUser,
  submissionId: string,
  from: string,
): Promise<WorkflowStage> {
  return db().transaction(async (tx) => {
    const submission = await loadForStageChange(user, submissionId, tx, "stages.manage");
    const state = await stageStateOf(tx, submission, { forUpdate: true });
    refuseIf(moveBackRefusal(state, from));
    const stage = state.stage;
    const previous = previousStage(stage, state.switches)!;
    await saveStage(tx, submission.id, previous);
    await recordSubmissionEvent(tx, {
      submissionId: submission.id,
      actorId: user.id,
      kind: "stage_moved",
      detail: { from: stage, to: previous },
    });
    return previous;
  });
}

/** In `tx`: records the move into 'scheduled' (scheduling's last step). */
export async function recordScheduled(
  tx: Db,
  user: CurrentUser,
  submission: AccessibleSubmission,
  issueTitle: string | null,
): Promise<void> {
  const { stage } = await currentStageOf(tx, submission, { forUpdate: true });
  await saveStage(tx, submission.id, "scheduled");
  if (stage !== "scheduled") {
    await recordSubmissionEvent(tx, {
      submissionId: submission.id,
      actorId: user.id,
      kind: "stage_moved",
      detail: { from: stage, to: "scheduled" },
    });
  }
  await recordSubmissionEvent(tx, {
    submissionId: submission.id,
    actorId: user.id,
    kind: "article_scheduled",
    detail: { issueTitle },
  });
}

/** The editor assigns a copyeditor or layout editor (who must hold the role for the journal). */
export async function assignToStage(
  user: CurrentUser,
  submissionId: string,
  input: { stage: EditingStage; userId: string; dueDate: string },
): Promise<void> {
  const dueDate = checkDueDate(input.dueDate);
  await db().transaction(async (tx) => {
    const submission = await loadForStageChange(user, submissionId, tx, "stages.manage");
    refuseIf(assignRefusal(await stageStateOf(tx, submission), input.stage));
    const person = await holdsRole(tx, input.userId, submission.journalId, STAGE_ROLE[input.stage]);
    if (!person) throw invalid(M.assigneeNotEligible);
    const inserted = await insertAssignment(tx, {
      submissionId: submission.id,
      stage: input.stage,
      userId: person.id,
      dueDate,
      assignedBy: user.id,
    });
    if (!inserted) throw conflict(M.alreadyAssigned);
    await recordSubmissionEvent(tx, {
      submissionId: submission.id,
      actorId: user.id,
      kind: "stage_assigned",
      detail: { stage: input.stage, assigneeName: person.name, dueDate },
    });
    await queueStageMail(
      tx,
      submission,
      person,
      input.stage === "copyediting" ? "copyeditor_assigned" : "layout_editor_assigned",
      input.stage,
      { dueDate },
    );
  });
}

/** The editor moves an assignee's due date (a new date is a new reminder occasion). */
export async function changeStageDueDate(
  user: CurrentUser,
  submissionId: string,
  input: { assignmentId: string; dueDate: string },
): Promise<void> {
  const dueDate = checkDueDate(input.dueDate);
  await db().transaction(async (tx) => {
    const submission = await loadForStageChange(user, submissionId, tx, "stages.manage");
    const assignment = /^[0-9a-f-]{36}$/i.test(input.assignmentId)
      ? await findAssignment(tx, submission.id, input.assignmentId)
      : undefined;
    if (!assignment) throw new AppError("stages.not_found", 404, M.assignmentNotFound);
    refuseIf(dueDateRefusal(await stageStateOf(tx, submission), assignment.stage));
    await updateAssignmentDue(tx, assignment.id, dueDate);
    await recordSubmissionEvent(tx, {
      submissionId: submission.id,
      actorId: user.id,
      kind: "stage_due_changed",
      detail: { stage: assignment.stage, assigneeName: assignment.name, dueDate },
    });
  });
}

export async function unassignFromStage(user: CurrentUser, submissionId: string, assignmentId: string): Promise<void> {
  await db().transaction(async (tx) => {
    const submission = await loadForStageChange(user, submissionId, tx, "stages.manage");
    const assignment = /^[0-9a-f-]{36}$/i.test(assignmentId)
      ? await findAssignment(tx, submission.id, assignmentId)
      : undefined;
    if (!assignment) throw new AppError("stages.not_found", 404, M.assignmentNotFound);
    await deleteAssignment(tx, assignment.id);
    await recordSubmissionEvent(tx, {
      submissionId: submission.id,
      actorId: user.id,
      kind: "stage_unassigned",
      detail: { stage: assignment.stage, assigneeName: assignment.name },
    });
  });
}

/** The current files of a stage of one kind (galleys replaced by a later upload left out). */
export function currentFiles(files: StageFileRow[], stage: EditingStage, kind: StageFileRow["kind"]) {
  return files.filter((f) => f.stage === stage && f.kind === kind && !f.replacedAt);
}

/**
 * Asks the authors: review the copyedited files (the copyeditor or an editor), or approve the
 * proofs (an editor). One ask open at a time per stage; the stage must be the current one.
 */
export async function askAuthors(
  user: CurrentUser,
  submissionId: string,
  input: { stage: EditingStage; dueDate: string; message?: string | null },
): Promise<void> {
  const dueDate = checkDueDate(input.dueDate);
  const message = (input.message ?? "").trim();
  if (message.length > STAGE_LIMITS.messageMax) throw invalid(M.commentTooLong);
  await db().transaction(async (tx) => {
    const action: Action = input.stage === "copyediting" ? "copyediting.work" : "stages.manage";
    const submission = await loadForStageChange(user, submissionId, tx, action);
    const state = await stageStateOf(tx, submission, { forUpdate: true });
    const files = await findStageFiles(tx, submission.id, 500);
    const latest = await findLatestAuthorReview(tx, submission.id, input.stage, { forUpdate: true });
    refuseIf(
      askRefusal(state, input.stage, {
        workFiles: currentFiles(files, input.stage, workKind(input.stage)).length,
        openAsk: latest !== undefined && latest !== null && !latest.response,
      }),
    );
    const round = (latest?.roundNumber ?? 0) + 1;
    await insertAuthorReview(tx, {
      submissionId: submission.id,
      stage: input.stage,
      roundNumber: round,
      requestedBy: user.id,
      dueDate,
      message: message || null,
    });
    await recordSubmissionEvent(tx, {
      submissionId: submission.id,
      actorId: user.id,
      kind: "author_review_requested",
      detail: { stage: input.stage, round, dueDate },
    });
    const author = await authorOf(tx, submission);
    if (author?.status === "active") {
      await queueStageMail(
        tx,
        submission,
        author,
        input.stage === "copyediting" ? "copyedit_review_requested" : "proofs_sent",
        input.stage,
        { dueDate },
      );
    }
  });
}

export type AuthorAnswer = {
  stage: EditingStage;
  response: "approved" | "corrections";
  comment?: string | null;
  /** Production: the corrections, each on a galley's page. */
  corrections?: { fileId: string; page: number; comment: string }[];
};

/**
 * In `tx`: the author's answer to the open ask of `stage` (the caller has stored a correction file
 * and passes `afterAnswer` to record it). Tells the stage's assignees and the editor who asked.
 */
export async function recordAuthorAnswer(
  tx: Db,
  user: CurrentUser,
  submission: AccessibleSubmission,
  answer: AuthorAnswer,
  afterAnswer?: (askId: string) => Promise<void>,
): Promise<void> {
  const comment = (answer.comment ?? "").trim();
  if (comment.length > STAGE_LIMITS.commentMax) throw invalid(M.commentTooLong);
  const state = await stageStateOf(tx, submission, { forUpdate: true });
  const ask = await findLatestAuthorReview(tx, submission.id, answer.stage, { forUpdate: true });
  refuseIf(answerRefusal(state, answer.stage, Boolean(ask && !ask.response)));
  if (!ask) throw conflict(M.noOpenAsk);
  const corrections = answer.response === "corrections" ? (answer.corrections ?? []) : [];
  if (answer.stage === "production" && answer.response === "corrections") {
    if (corrections.length === 0) throw invalid(M.correctionsRequired);
    const galleys = new Set(
      currentFiles(await findStageFiles(tx, submission.id, 500), "production", "galley").map((f) => f.id),
    );
    for (const c of corrections) {
      if (!galleys.has(c.fileId) || !Number.isInteger(c.page) || c.page < 1 || c.page > STAGE_LIMITS.pageMax) {
        throw invalid(M.correctionInvalid);
      }
      if (!c.comment.trim() || c.comment.length > STAGE_LIMITS.commentMax) throw invalid(M.correctionInvalid);
    }
  }
  await answerAuthorReview(tx, ask.id, { response: answer.response, respondedBy: user.id, comment: comment || null });
  await insertCorrections(
    tx,
    corrections.map((c) => ({ authorReviewId: ask.id, fileId: c.fileId, page: c.page, comment: c.comment.trim() })),
  );
  if (afterAnswer) await afterAnswer(ask.id);
  await recordSubmissionEvent(tx, {
    submissionId: submission.id,
    actorId: user.id,
    kind: "author_review_answered",
    detail: { stage: answer.stage, round: ask.roundNumber, response: answer.response, corrections: corrections.length },
  });
  const told = new Map<string, { email: string; name: string }>();
  for (const a of await findAssignments(tx, submission.id)) {
    if (a.stage === answer.stage) told.set(a.userId, { email: a.email, name: a.name });
  }
  if (ask.requestedBy && !told.has(ask.requestedBy)) {
    const editor = await findUserContact(tx, ask.requestedBy);
    if (editor?.status === "active") told.set(ask.requestedBy, editor);
  }
  const answerText =
    answer.response === "approved" ? "Approved" : `Corrections requested${comment ? `: ${comment}` : ""}`;
  for (const person of told.values()) {
    await queueStageMail(
      tx,
      submission,
      person,
      answer.stage === "copyediting" ? "copyedit_answered" : "proofs_answered",
      answer.stage,
      { answer: answerText.slice(0, 1000) },
    );
  }
}

/** The author approves, or (production) sends corrections on the proofs. */
export async function answerAuthors(user: CurrentUser, submissionId: string, answer: AuthorAnswer): Promise<void> {
  if (answer.stage === "copyediting" && answer.response === "corrections") throw invalid(M.correctionFileRequired);
  await db().transaction(async (tx) => {
    const submission = await loadForStageChange(user, submissionId, tx, "stages.respond");
    await recordAuthorAnswer(tx, user, submission, answer);
  });
}

/** The kind of file a stage's own work makes. */
export const workKind = (stage: EditingStage) => (stage === "copyediting" ? "copyedited" : "galley");

/**
 * The submission page's tabs this reader has no part in: the stages' tabs they may not open (all
 * of them before acceptance) and, for a copyeditor or layout editor who sees the submission only
 * through an assignment, the review, invoices and tasks.
 */
export function hiddenSubmissionTabs(
  user: CurrentUser,
  submission: AccessibleSubmission,
  bar: StageBarView,
): SubmissionTab[] {
  const hidden: SubmissionTab[] = (["copyediting", "production"] as const).filter((t) => !bar.tabs.includes(t));
  // Their Messages tab holds the discussions they are in (ADR 068), without the review's messages.
  if (seesOnlyThroughStage(user, submission)) hidden.push("tasks", "reviews", "invoices", "other");
  return hidden;
}
