import { Loader2, Trash2 } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../../components/ui/dialog";
import { TASK_MESSAGES, TASK_TYPE_LABELS } from "../tasks.constants";
import type { TaskView } from "../tasks.types";
import { FormRefusal } from "./task-form-kit";
import { useTaskFetcher } from "./use-task-fetcher";

/** The delete confirmation of a task (admins). Posts intent=delete to /tasks/{id}. Mount it to open it. */
export function DeleteTaskDialog({ task, onClose }: { task: TaskView; onClose: () => void }) {
  const { fetcher, busy, refusal } = useTaskFetcher(TASK_MESSAGES.deleteFailed, onClose);
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent role="alertdialog" aria-describedby="delete-task-description">
        <DialogHeader>
          <DialogTitle>Delete Task</DialogTitle>
          <DialogDescription id="delete-task-description">{TASK_MESSAGES.deleteConfirm}</DialogDescription>
        </DialogHeader>
        <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-700">
          <span className="font-medium text-slate-900">{task.title}</span>
          {task.title !== TASK_TYPE_LABELS[task.taskType] ? ` (${TASK_TYPE_LABELS[task.taskType]})` : null}
          {task.assigneeName ? `, assigned to ${task.assigneeName}` : null}
        </p>
        <FormRefusal message={refusal?.message} />
        <fetcher.Form
          method="post"
          action={`/tasks/${task.id}`}
          className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end"
        >
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" name="intent" value="delete" variant="destructive" disabled={busy}>
            {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Trash2 aria-hidden="true" />}
            {busy ? "Deleting..." : "Delete"}
          </Button>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
