import { isTaskIntent, TASK_MESSAGES } from "~/modules/tasks/tasks.constants";
import { parseTaskForm, taskFormValues, updateTaskStatusSchema } from "~/modules/tasks/tasks.schemas";
import { deleteTask, updateTaskStatus } from "~/modules/tasks/tasks.service.server";
import { methodNotAllowed } from "~/lib/json-endpoint.server";
import { readTaskRequest, taskErrorAnswer, taskJson } from "~/modules/tasks/task-http.server";
import type { Route } from "./+types/task";

export function loader() {
  return methodNotAllowed();
}

/**
 * POST /tasks/:taskId with intent=update (status, comment: the status dialog; admins and editors)
 * or intent=delete (admins). JSON: 200 {ok, message}; 400 {ok: false, message, fieldErrors?};
 * 401, 403, 404 {ok: false, message}.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const caller = await readTaskRequest(request);
  if ("answer" in caller) return caller.answer;
  const { user, form, session } = caller;
  const intent = form.get("intent");
  if (!isTaskIntent(intent)) return taskJson({ ok: false, message: TASK_MESSAGES.badRequest }, 400, session);
  try {
    if (intent === "delete") {
      await deleteTask(user, params.taskId);
      return taskJson({ ok: true, message: TASK_MESSAGES.deleted }, 200, session);
    }
    const parsed = parseTaskForm(updateTaskStatusSchema, taskFormValues(form));
    if (!parsed.ok) {
      return taskJson({ ok: false, message: parsed.message, fieldErrors: parsed.fieldErrors }, 400, session);
    }
    await updateTaskStatus(user, params.taskId, parsed.data);
    return taskJson({ ok: true, message: TASK_MESSAGES.updated }, 200, session);
  } catch (err) {
    return taskErrorAnswer(err, session);
  }
}
