import { describe, expect, it } from "vitest";
import { STAGE_MESSAGES as M, type WorkflowStage } from "./production.constants";
import {
  assignRefusal,
  moveNextRefusal,
  scheduleRefusal,
  stageControls,
  workRefusal,
  type StageAbilities,
  type StageFacts,
  type StageState,
} from "./production.rules";

const both = { copyediting: true, production: true };
const at = (stage: WorkflowStage, status = "accepted"): StageState => ({ status, stage, switches: both });
const editor: StageAbilities = { manage: true, work: true, respond: false, schedule: true };
const author: StageAbilities = { manage: false, work: false, respond: true, schedule: false };
const approvedProofs = {
  galleysAt: [new Date("2026-12-01T09:00:00Z")],
  latestAsk: { createdAt: new Date("2026-12-01T10:00:00Z"), approved: true },
};
const busy: StageFacts = { workFiles: 1, filesInStage: 1, openAsk: true, proofs: approvedProofs };
const idle: StageFacts = { workFiles: 1, filesInStage: 1, openAsk: false, proofs: approvedProofs };

const offered = (controls: ReturnType<typeof stageControls>) =>
  Object.entries(controls)
    .filter(([, v]) => v)
    .map(([k]) => k);

describe("the stages' rule", () => {
  it("offers nothing on either tab of a published submission, as the server refuses everything", () => {
    const published = at("scheduled", "published");
    for (const tab of ["copyediting", "production"] as const) {
      expect(offered(stageControls(published, tab, editor, idle))).toEqual([]);
      expect(offered(stageControls(published, tab, author, busy))).toEqual([]);
    }
    expect(workRefusal(published, "production")).toBe(M.published);
    expect(assignRefusal(published, "copyediting")).toBe(M.published);
    expect(scheduleRefusal(published, { galleysAt: [], latestAsk: null })).toBe(M.published);
  });

  it("keeps a finished stage read-only but lets an editor end an assignee's access", () => {
    const production = at("production");
    expect(offered(stageControls(production, "copyediting", editor, idle))).toEqual(["unassign"]);
    expect(offered(stageControls(production, "copyediting", author, busy))).toEqual([]);
    expect(assignRefusal(production, "copyediting")).toBe(M.stageOver);
  });

  it("offers the current stage's work, and moves only where the server moves", () => {
    expect(offered(stageControls(at("copyediting"), "copyediting", editor, idle))).toEqual([
      "moveNext",
      "assign",
      "changeDueDate",
      "unassign",
      "upload",
      "ask",
    ]);
    expect(stageControls(at("production"), "production", editor, idle).moveBackFrom).toBe("production");
    expect(stageControls(at("scheduled"), "production", editor, idle).moveBackFrom).toBe("scheduled");
    expect(stageControls(at("production"), "production", editor, idle).schedule).toBe(true);
    expect(stageControls(at("production"), "copyediting", editor, idle).schedule).toBe(false);
    expect(stageControls(at("copyediting"), "copyediting", author, busy).answer).toBe(true);
  });

  it("says a stage not reached yet is not reached, not that the submission left it", () => {
    const copyediting = at("copyediting");
    expect(workRefusal(copyediting, "production")).toBe(M.notYet);
    expect(moveNextRefusal(at("production"), "copyediting")).toBe(M.wrongStage);
    expect(moveNextRefusal(copyediting, "production")).toBe(M.notYet);
    expect(scheduleRefusal(copyediting, { galleysAt: [], latestAsk: null })).toBe(M.scheduleNotYet);
    // Ahead of its stage, a layout editor may be lined up; nothing else is open there.
    expect(offered(stageControls(copyediting, "production", editor, idle))).toEqual([
      "assign",
      "changeDueDate",
      "unassign",
    ]);
  });

  it("schedules once the latest proofs are approved and no galley came after them", () => {
    const sent = new Date("2026-12-01T10:00:00Z");
    const before = new Date("2026-12-01T09:00:00Z");
    const after = new Date("2026-12-01T11:00:00Z");
    const production = at("production");
    expect(scheduleRefusal(production, { galleysAt: [before], latestAsk: { createdAt: sent, approved: true } })).toBe(
      null,
    );
    expect(scheduleRefusal(production, { galleysAt: [after], latestAsk: { createdAt: sent, approved: true } })).toBe(
      M.proofsNotApproved,
    );
    expect(scheduleRefusal(production, { galleysAt: [], latestAsk: null })).toBe(M.nothingToProof);
  });
});
