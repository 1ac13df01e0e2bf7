// The HTTP side of the task endpoints (POST /submission/:id/tasks, POST /tasks/:taskId): who is
// asking, the posted form, and JSON answers that are never cached. Callers are fetchers, so every
// outcome is an answer with a status and a message, never a thrown error page.
import { AppError } from "~/lib/errors";
import { methodNotAllowed } from "~/lib/json-endpoint.server";
import { loadSession } from "~/modules/auth/session.server";
import type { CurrentUser } from "~/modules/auth/current-user";
import { TASK_MESSAGES } from "./tasks.constants";
import { fieldErrorsOf } from "./tasks.schemas";
import type { TaskActionData } from "./tasks.types";

/** A JSON answer, personal and never stored, with the session's renewed cookie when there is one. */
export function taskJson(body: TaskActionData | { message: string }, status: number, session?: Headers): Response {
  const headers = new Headers({ "cache-control": "private, no-store" });
  for (const cookie of session?.getSetCookie() ?? []) headers.append("set-cookie", cookie);
  return Response.json(body, { status, headers });
}

type Caller = { user: CurrentUser; form: FormData; session: Headers } | { answer: Response };

/** The signed-in user and the posted form; or the answer to send: 401 for a visitor, 400 for a body that is no form. */
export async function readTaskRequest(request: Request): Promise<Caller> {
  if (request.method !== "POST") return { answer: methodNotAllowed() };
  const { user, headers } = await loadSession(request);
  if (!user) return { answer: taskJson({ ok: false, message: TASK_MESSAGES.signInRequired }, 401, headers) };
  try {
    return { user, form: await request.formData(), session: headers };
  } catch {
    return { answer: taskJson({ ok: false, message: TASK_MESSAGES.badRequest }, 400, headers) };
  }
}

/** The answer to a refused use case (its status and message); anything else is rethrown. */
export function taskErrorAnswer(err: unknown, session: Headers): Response {
  if (err instanceof AppError) {
    const fieldErrors = fieldErrorsOf(err.code, err.message);
    return taskJson({ ok: false, message: err.message, ...(fieldErrors ? { fieldErrors } : {}) }, err.status, session);
  }
  throw err;
}
