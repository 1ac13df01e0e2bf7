import { TASK_MESSAGES } from "~/modules/tasks/tasks.constants";
import { createTaskSchema, parseTaskForm, taskFormValues } from "~/modules/tasks/tasks.schemas";
import { createTask } from "~/modules/tasks/tasks.service.server";
import { methodNotAllowed } from "~/lib/json-endpoint.server";
import { readTaskRequest, taskErrorAnswer, taskJson } from "~/modules/tasks/task-http.server";
import type { Route } from "./+types/submission-tasks";

/** Tasks are listed on the submission's Tasks tab; this endpoint only creates them. */
export function loader() {
  return methodNotAllowed();
}

/**
 * POST /submission/:id/tasks: creates a task (the Create Task form of the Tasks tab, admins only).
 * JSON: 201 {ok, message, taskId}; 400 {ok: false, message, fieldErrors?}; 401, 403, 404 {ok: false, message}.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const caller = await readTaskRequest(request);
  if ("answer" in caller) return caller.answer;
  const { user, form, session } = caller;
  const parsed = parseTaskForm(createTaskSchema, taskFormValues(form));
  if (!parsed.ok) {
    return taskJson({ ok: false, message: parsed.message, fieldErrors: parsed.fieldErrors }, 400, session);
  }
  try {
    const { id } = await createTask(user, params.id, parsed.data);
    return taskJson({ ok: true, message: TASK_MESSAGES.created, taskId: id }, 201, session);
  } catch (err) {
    return taskErrorAnswer(err, session);
  }
}
