// Which changes of the stages after acceptance are open, and why not (ADR 069). One rule for both
// sides: the services refuse with the message a rule returns, and the Copyediting and Production
// tabs offer a control only where the same rule returns null, so a tab never shows a button the
// server would refuse. Pure and universal; permissions (who) stay in the permission table, these
// rules say when.
import {
  STAGE_LIMITS,
  STAGE_MESSAGES as M,
  type EditingStage,
  type StageSwitches,
  type WorkflowStage,
} from "./production.constants";

/** Where a submission stands, as these rules read it. */
export type StageState = {
  /** The submission's status: only an accepted one changes. */
  status: string;
  /** The stage it is in (recorded, else the journal's first). */
  stage: WorkflowStage;
  switches: StageSwitches;
};

/** The stage an accepted submission enters: the first one the journal runs, else scheduling. */
export function firstStage(sw: StageSwitches): WorkflowStage {
  return sw.copyediting ? "copyediting" : sw.production ? "production" : "scheduled";
}

/** The stage after `stage` (scheduling follows the last one the journal runs). */
export function nextStage(stage: WorkflowStage, sw: StageSwitches): WorkflowStage | null {
  if (stage === "copyediting") return sw.production ? "production" : "scheduled";
  if (stage === "production") return "scheduled";
  return null;
}

/** The stage before `stage` after acceptance, skipping those turned off; null at the first. */
export function previousStage(stage: WorkflowStage, sw: StageSwitches): EditingStage | null {
  if (stage === "scheduled") return sw.production ? "production" : sw.copyediting ? "copyediting" : null;
  if (stage === "production") return sw.copyediting ? "copyediting" : null;
  return null;
}

const ORDER: Record<WorkflowStage, number> = { copyediting: 0, production: 1, scheduled: 2 };

/** `stage` seen from where the submission is: not reached yet, the current one, or done. */
export function stagePosition(stage: WorkflowStage, current: WorkflowStage): "upcoming" | "current" | "done" {
  if (stage === current) return "current";
  return ORDER[stage] < ORDER[current] ? "done" : "upcoming";
}

/** Why nothing of the stages may change: the article is published, or the submission is not accepted. */
export function closedBecause(status: string): string | null {
  if (status === "published") return M.published;
  if (status !== "accepted") return M.notAccepted;
  return null;
}

/** A request named `stage`, the submission is elsewhere: past it, or not there yet. */
function elsewhere(state: StageState, stage: WorkflowStage): string | null {
  const position = stagePosition(stage, state.stage);
  if (position === "current") return null;
  return position === "done" ? M.wrongStage : M.notYet;
}

/** A stage's work (uploads, asks to the authors and their answers) is open while it is the current one. */
export function workRefusal(state: StageState, stage: EditingStage): string | null {
  return closedBecause(state.status) ?? elsewhere(state, stage);
}

/** An upload to `stage` (a copyedited file, a galley): its work is open and it has room. */
export function uploadRefusal(state: StageState, stage: EditingStage, filesInStage: number): string | null {
  const refused = workRefusal(state, stage);
  if (refused) return refused;
  return filesInStage >= STAGE_LIMITS.filesPerStage ? M.tooManyFiles : null;
}

/** Asking the authors (review the copyedit, approve the proofs): something to show, no ask open. */
export function askRefusal(
  state: StageState,
  stage: EditingStage,
  facts: { workFiles: number; openAsk: boolean },
): string | null {
  const refused = workRefusal(state, stage);
  if (refused) return refused;
  if (facts.workFiles === 0) return stage === "copyediting" ? M.nothingToReview : M.nothingToProof;
  return facts.openAsk ? M.askOpen : null;
}

/** The authors' answer: to the open ask of the current stage. */
export function answerRefusal(state: StageState, stage: EditingStage, openAsk: boolean): string | null {
  return workRefusal(state, stage) ?? (openAsk ? null : M.noOpenAsk);
}

/**
 * Assigning someone to a stage: the journal runs it and it is not over (ahead of it is fine: a
 * layout editor may be lined up during copyediting). An assignment gives access to the submission,
 * so none is added to a finished stage.
 */
export function assignRefusal(state: StageState, stage: EditingStage): string | null {
  const closed = closedBecause(state.status);
  if (closed) return closed;
  if (!state.switches[stage]) return M.stageOff;
  return stagePosition(stage, state.stage) === "done" ? M.stageOver : null;
}

/** Moving an assignee's due date: the stage is not over. */
export function dueDateRefusal(state: StageState, stage: EditingStage): string | null {
  const closed = closedBecause(state.status);
  if (closed) return closed;
  return stagePosition(stage, state.stage) === "done" ? M.stageOver : null;
}

/** Removing an assignee (which ends their access) stays open until publication. */
export function unassignRefusal(state: StageState): string | null {
  return closedBecause(state.status);
}

/** 'Mark copyediting done': a plain move forward from the stage the editor saw (`from`). */
export function moveNextRefusal(state: StageState, from: string): string | null {
  const closed = closedBecause(state.status);
  if (closed) return closed;
  if (!isWorkflowStage(from)) return M.wrongStage;
  const misplaced = elsewhere(state, from);
  if (misplaced) return misplaced;
  const next = nextStage(from, state.switches);
  if (!next) return M.alreadyScheduled;
  return next === "scheduled" ? M.scheduleInstead : null;
}

/** A move back a stage from the stage the editor saw (`from`); never back before copyediting. */
export function moveBackRefusal(state: StageState, from: string): string | null {
  const closed = closedBecause(state.status);
  if (closed) return closed;
  if (!isWorkflowStage(from)) return M.wrongStage;
  return elsewhere(state, from) ?? (previousStage(from, state.switches) ? null : M.noEarlierStage);
}

/** What scheduling needs to know of the proofs (production only). */
export type ProofsState = {
  /** When each current galley was uploaded. */
  galleysAt: readonly Date[];
  /** The latest proofs round: when it was sent and whether the authors approved it. */
  latestAsk: { createdAt: Date; approved: boolean } | null;
};

/**
 * 'Schedule for publication': from the last stage the journal runs (or scheduled already, to
 * update the article); with production on, the latest proofs approved and no galley since.
 */
export function scheduleRefusal(state: StageState, proofs: ProofsState): string | null {
  const closed = closedBecause(state.status);
  if (closed) return closed;
  if (state.stage !== "scheduled" && nextStage(state.stage, state.switches) !== "scheduled") {
    return M.scheduleNotYet;
  }
  if (!state.switches.production) return null;
  if (proofs.galleysAt.length === 0) return M.nothingToProof;
  const ask = proofs.latestAsk;
  if (!ask || !ask.approved) return M.proofsNotApproved;
  if (proofs.galleysAt.some((at) => at > ask.createdAt)) return M.proofsNotApproved;
  return null;
}

function isWorkflowStage(value: string): value is WorkflowStage {
  return value === "copyediting" || value === "production" || value === "scheduled";
}

/** What the reader of a tab may do, by the permission table. */
export type StageAbilities = {
  /** Editors: assign, move, send the proofs. */
  manage: boolean;
  /** The stage's copyeditor or layout editor (and editors): upload, ask for the copyedit. */
  work: boolean;
  /** The author: answer the asks. */
  respond: boolean;
  /** An editor who may also make the desk's article. */
  schedule: boolean;
};

/** What a tab's controls depend on besides the state: the stage's files and asks. */
export type StageFacts = {
  /** Current files of the stage's own kind (copyedited files, galleys). */
  workFiles: number;
  /** Files the stage holds (replaced ones too). */
  filesInStage: number;
  /** The authors have an ask of this stage still unanswered. */
  openAsk: boolean;
  /** What scheduling reads of the proofs (production on). */
  proofs: ProofsState;
};

/** The controls one tab offers: each is true only where the service would accept the change. */
export type StageControls = {
  /** 'Mark copyediting done'. */
  moveNext: boolean;
  /** 'Move back to …': the `from` it posts, when offered on this tab. */
  moveBackFrom: WorkflowStage | null;
  assign: boolean;
  changeDueDate: boolean;
  unassign: boolean;
  upload: boolean;
  ask: boolean;
  answer: boolean;
  schedule: boolean;
};

/** The tab that holds 'Schedule for publication': the last stage the journal runs. */
export function schedulingTab(sw: StageSwitches): EditingStage {
  return sw.production ? "production" : "copyediting";
}

/** The controls of `tab` for a reader with `can`, from the same rules the services apply. */
export function stageControls(
  state: StageState,
  tab: EditingStage,
  can: StageAbilities,
  facts: StageFacts,
): StageControls {
  // A move back is offered on the tab of the stage it returns from (Production), or, from
  // 'scheduled', on the tab of the stage it returns to.
  const backFrom =
    state.stage === tab || (state.stage === "scheduled" && previousStage("scheduled", state.switches) === tab)
      ? state.stage
      : null;
  const askAbility = tab === "copyediting" ? can.work : can.manage;
  return {
    moveNext: can.manage && moveNextRefusal(state, tab) === null,
    moveBackFrom: can.manage && backFrom && moveBackRefusal(state, backFrom) === null ? backFrom : null,
    assign: can.manage && assignRefusal(state, tab) === null,
    changeDueDate: can.manage && dueDateRefusal(state, tab) === null,
    unassign: can.manage && unassignRefusal(state) === null,
    upload: can.work && uploadRefusal(state, tab, facts.filesInStage) === null,
    ask: askAbility && askRefusal(state, tab, facts) === null,
    answer: can.respond && answerRefusal(state, tab, facts.openAsk) === null,
    schedule: can.schedule && tab === schedulingTab(state.switches) && scheduleRefusal(state, facts.proofs) === null,
  };
}
