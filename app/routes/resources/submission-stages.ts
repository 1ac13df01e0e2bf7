import { AppError } from "~/lib/errors";
import { answerJson, methodNotAllowed, noStoreJson } from "~/lib/json-endpoint.server";
import { containsNul } from "~/lib/nul";
import { requireApiUser } from "~/modules/auth/session.server";
import { STAGE_MESSAGES as M } from "~/modules/production/production.constants";
import { receiveStageUpload } from "~/modules/production/production-files.service.server";
import { scheduleForPublication } from "~/modules/production/production-schedule.service.server";
import { parseStageForm } from "~/modules/production/production.schemas";
import {
  answerAuthors,
  askAuthors,
  assignToStage,
  changeStageDueDate,
  moveToNextStage,
  moveToPreviousStage,
  unassignFromStage,
} from "~/modules/production/production.service.server";
import type { StageActionAnswer } from "~/modules/production/production.types";
import type { Route } from "./+types/submission-stages";

const done = (message: string) => noStoreJson({ ok: true, message } satisfies StageActionAnswer);

/** The endpoint only takes posts: a GET or HEAD is answered 405, not by the router's 400 and a logged stack. */
export function loader() {
  return methodNotAllowed();
}

/**
 * POST /submission/:id/stages: the Copyediting and Production tabs' changes, answered as JSON
 * {ok, message}. Editors: move-next, move-back, assign, due-date, unassign, ask (proofs), schedule; the
 * copyeditor: ask (the copyedit); the author: approve, corrections. With a file (multipart, the
 * intent and stage in the query): upload (a copyedited file or a galley) and the author's
 * corrected file (intent=corrections&stage=copyediting). Who may not see the submission gets 404
 * before anything is read; the services check every permission again.
 */
export async function action({ request, params, url }: Route.ActionArgs) {
  return answerJson(async () => {
    if (request.method !== "POST") return methodNotAllowed();
    const user = await requireApiUser(request);
    const id = params.id;
    if (/^multipart\/form-data/i.test(request.headers.get("content-type") ?? "")) {
      return done(await receiveStageUpload(user, id, request, url.searchParams));
    }
    if (Number(request.headers.get("content-length")) > 256 * 1024)
      throw new AppError("stages.invalid", 413, M.invalidRequest);
    const form = await request.formData().catch(() => {
      throw new AppError("stages.invalid", 400, M.invalidRequest);
    });
    const parsed = parseStageForm(form);
    if (!parsed.ok) {
      return noStoreJson(
        { ok: false, message: parsed.message, fieldErrors: parsed.fieldErrors } satisfies StageActionAnswer,
        400,
      );
    }
    if (containsNul(parsed.fields)) throw new AppError("stages.invalid", 400, M.invalidRequest);
    const input = parsed.data;
    switch (input.intent) {
      case "move-next":
        await moveToNextStage(user, id, input.from);
        return done(M.moved);
      case "move-back":
        await moveToPreviousStage(user, id, input.from);
        return done(M.movedBack);
      case "assign":
        await assignToStage(user, id, input);
        return done(M.assigned);
      case "due-date":
        await changeStageDueDate(user, id, input);
        return done(M.dueDateSaved);
      case "unassign":
        await unassignFromStage(user, id, input.assignmentId);
        return done(M.unassigned);
      case "ask":
        await askAuthors(user, id, input);
        return done(M.asked);
      case "approve":
        await answerAuthors(user, id, { stage: input.stage, response: "approved", comment: input.comment });
        return done(M.answered);
      case "corrections":
        await answerAuthors(user, id, {
          stage: input.stage,
          response: "corrections",
          comment: input.comment,
          corrections: input.corrections,
        });
        return done(M.answered);
      case "schedule":
        await scheduleForPublication(user, id, { issueId: input.issueId });
        return done(M.scheduled);
    }
  }, M.changeFailed);
}
