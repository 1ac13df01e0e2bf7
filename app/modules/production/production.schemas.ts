// The forms of the Copyediting and Production tabs (ADR 069): one parse for every intent, shared
// by the endpoint (the browser posts the same fields). Deeper checks (due dates in range, the
// galley of a correction) are the services'.
import { STAGE_LIMITS, STAGE_MESSAGES as M, type EditingStage } from "./production.constants";

type Correction = { fileId: string; page: number; comment: string };

export type StageForm =
  | { intent: "move-next" | "move-back"; from: string }
  | { intent: "assign"; stage: EditingStage; userId: string; dueDate: string }
  | { intent: "unassign"; assignmentId: string }
  | { intent: "due-date"; assignmentId: string; dueDate: string }
  | { intent: "ask"; stage: EditingStage; dueDate: string; message: string | null }
  | { intent: "approve"; stage: EditingStage; comment: string | null }
  | { intent: "corrections"; stage: EditingStage; comment: string | null; corrections: Correction[] }
  | { intent: "schedule"; issueId: string | null };

export type ParsedStageForm =
  | { ok: true; data: StageForm; fields: Record<string, unknown> }
  | { ok: false; message: string; fieldErrors: Record<string, string> };

const isStage = (v: string): v is EditingStage => v === "copyediting" || v === "production";

export function parseStageForm(form: FormData): ParsedStageForm {
  const text = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v.trim() : "";
  };
  const all = (name: string) => form.getAll(name).map((v) => (typeof v === "string" ? v.trim() : ""));
  const fields: Record<string, unknown> = {};
  for (const [k, v] of form) if (typeof v === "string") fields[k] = v;
  const fail = (message: string, field?: string): ParsedStageForm => ({
    ok: false,
    message,
    fieldErrors: field ? { [field]: message } : {},
  });
  const ok = (data: StageForm): ParsedStageForm => ({ ok: true, data, fields });
  const intent = text("intent");
  const stage = text("stage");
  switch (intent) {
    case "move-next":
    case "move-back":
      return text("from") ? ok({ intent, from: text("from") }) : fail(M.invalidRequest);
    case "assign":
      if (!isStage(stage)) return fail(M.invalidRequest);
      if (!text("userId")) return fail(M.assigneeRequired, "userId");
      if (!text("dueDate")) return fail(M.dueDateRequired, "dueDate");
      return ok({ intent, stage, userId: text("userId"), dueDate: text("dueDate") });
    case "unassign":
      return text("assignmentId") ? ok({ intent, assignmentId: text("assignmentId") }) : fail(M.invalidRequest);
    case "due-date":
      if (!text("assignmentId")) return fail(M.invalidRequest);
      if (!text("dueDate")) return fail(M.dueDateRequired, "dueDate");
      return ok({ intent, assignmentId: text("assignmentId"), dueDate: text("dueDate") });
    case "ask":
      if (!isStage(stage)) return fail(M.invalidRequest);
      if (!text("dueDate")) return fail(M.dueDateRequired, "dueDate");
      if (text("message").length > STAGE_LIMITS.messageMax) return fail(M.commentTooLong, "message");
      return ok({ intent, stage, dueDate: text("dueDate"), message: text("message") || null });
    case "approve":
      if (!isStage(stage)) return fail(M.invalidRequest);
      if (text("comment").length > STAGE_LIMITS.commentMax) return fail(M.commentTooLong, "comment");
      return ok({ intent, stage, comment: text("comment") || null });
    case "corrections": {
      if (stage !== "production") return fail(M.correctionFileRequired);
      if (text("comment").length > STAGE_LIMITS.commentMax) return fail(M.commentTooLong, "comment");
      const files = all("correctionFileId");
      const pages = all("correctionPage");
      const comments = all("correctionComment");
      if (files.length !== pages.length || files.length !== comments.length) return fail(M.invalidRequest);
      const corrections: Correction[] = [];
      for (let i = 0; i < files.length; i++) {
        // A row left wholly empty is no correction.
        if (!files[i] && !pages[i] && !comments[i]) continue;
        const page = /^\d{1,6}$/.test(pages[i]!) ? Number(pages[i]) : NaN;
        if (!files[i] || !Number.isInteger(page) || page < 1 || page > STAGE_LIMITS.pageMax || !comments[i]) {
          return fail(M.correctionInvalid, "corrections");
        }
        if (comments[i]!.length > STAGE_LIMITS.commentMax) return fail(M.commentTooLong, "corrections");
        corrections.push({ fileId: files[i]!, page, comment: comments[i]! });
      }
      if (corrections.length === 0) return fail(M.correctionsRequired, "corrections");
      if (corrections.length > STAGE_LIMITS.correctionsMax) return fail(M.correctionInvalid, "corrections");
      return ok({ intent, stage, comment: text("comment") || null, corrections });
    }
    case "schedule":
      return ok({ intent, issueId: text("issueId") || null });
    default:
      return fail(M.invalidRequest);
  }
}
