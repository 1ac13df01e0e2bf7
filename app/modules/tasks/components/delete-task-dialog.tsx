import { ConfirmDialog } from "~/components/dashboard/confirm-dialog";
import { TASK_MESSAGES, TASK_TYPE_LABELS } from "../tasks.constants";
import type { TaskView } from "../tasks.types";
import { useTaskFetcher } from "./use-task-fetcher";

/** The delete confirmation of a task (admins). Posts intent=delete to /tasks/{id}. Mount it to open it. */
export function DeleteTaskDialog({ task, onClose }: { task: TaskView; onClose: () => void }) {
  const { fetcher, busy, refusal } = useTaskFetcher(TASK_MESSAGES.deleteFailed, onClose);
  return (
    <ConfirmDialog
      title="Delete Task"
      description={TASK_MESSAGES.deleteConfirm}
      descriptionId="delete-task-description"
      busy={busy}
      error={refusal?.message}
      onConfirm={() => fetcher.submit({ intent: "delete" }, { method: "post", action: `/tasks/${task.id}` })}
      onClose={onClose}
    >
      <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-700">
        <span className="font-medium text-slate-900">{task.title}</span>
        {task.title !== TASK_TYPE_LABELS[task.taskType] ? ` (${TASK_TYPE_LABELS[task.taskType]})` : null}
        {task.assigneeName ? `, assigned to ${task.assigneeName}` : null}
      </p>
    </ConfirmDialog>
  );
}
