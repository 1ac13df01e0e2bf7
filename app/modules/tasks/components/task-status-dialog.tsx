import { Loader2 } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { fieldA11y, FormField } from "~/components/ui/form-field";
import { FormRefusal } from "~/components/ui/form-refusal";
import { Textarea } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import {
  isTaskStatus,
  MAX_TASK_COMMENT,
  TASK_MESSAGES,
  TASK_STATUSES,
  TASK_STATUS_LABELS,
  TASK_TYPE_LABELS,
} from "../tasks.constants";
import type { TaskView } from "../tasks.types";
import { DueDate, TaskPriorityBadge, TaskStatusBadge } from "./task-badges";
import { useTaskFetcher } from "./use-task-fetcher";

export type TaskStatusDialogProps = {
  task: TaskView;
  /** Where the form posts: "/tasks/{id}" (intent "update") or My Tasks' own action (intent "update-status"). */
  action: string;
  intent: string;
  /** The viewer may not change the task: the dialog only shows it, with 'Close'. */
  readOnly?: boolean;
  /** The server's today, for the due badge. */
  today: string;
  onClose: () => void;
};

/** A read-only row of the dialog's task summary. */
function SummaryRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[7.5rem_minmax(0,1fr)] items-start gap-2 py-1.5">
      <dt className="text-slate-500">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * The status dialog of a task (spec 002 section 2.5): any status may follow any other; 'Update
 * Status' stays disabled while the chosen status is the current one; the comment is optional.
 * In read-only mode it says 'You don't have permission to edit tasks.' and offers Close only.
 * Mount it to open it.
 */
export function TaskStatusDialog({ task, action, intent, readOnly = false, today, onClose }: TaskStatusDialogProps) {
  const [status, setStatus] = useState(task.status);
  const { fetcher, busy, refusal } = useTaskFetcher(TASK_MESSAGES.updateFailed, onClose);
  const errors = refusal?.fieldErrors ?? {};
  const unchanged = status === task.status;

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent aria-describedby="task-status-description">
        <DialogHeader>
          <DialogTitle>{readOnly ? "Task Details" : "Update Task Status"}</DialogTitle>
          <DialogDescription id="task-status-description">
            {readOnly ? TASK_MESSAGES.readOnly : "Choose the task's new status and, if useful, add a comment."}
          </DialogDescription>
        </DialogHeader>

        <dl className="divide-y divide-slate-100 rounded-lg border border-slate-200 px-3 text-sm">
          <SummaryRow label="Task">
            <span className="font-medium">{task.title}</span>
            {task.title !== TASK_TYPE_LABELS[task.taskType] ? (
              <span className="block text-xs text-slate-500">{TASK_TYPE_LABELS[task.taskType]}</span>
            ) : null}
          </SummaryRow>
          <SummaryRow label="Submission">
            <span className="font-mono text-xs font-semibold">{task.submissionCode}</span>
            <span className="block text-xs text-slate-600">{task.submissionTitle}</span>
          </SummaryRow>
          <SummaryRow label="Assigned to">{task.assigneeName ?? "Unknown user"}</SummaryRow>
          <SummaryRow label="Due date">
            <DueDate dueDate={task.dueDate} status={task.status} today={today} />
          </SummaryRow>
          <SummaryRow label="Priority">
            <TaskPriorityBadge priority={task.priority} />
          </SummaryRow>
          <SummaryRow label="Current status">
            <TaskStatusBadge status={task.status} />
          </SummaryRow>
          {task.description ? (
            <SummaryRow label="Description">
              <span className="whitespace-pre-line">{task.description}</span>
            </SummaryRow>
          ) : null}
        </dl>

        {readOnly ? (
          <div className="flex justify-end">
            <Button type="button" variant="outline" onClick={onClose}>
              Close
            </Button>
          </div>
        ) : (
          <fetcher.Form method="post" action={action} className="space-y-4">
            <input type="hidden" name="taskId" value={task.id} />
            <FormField id="task-status" label="New Status" error={errors.status}>
              <NativeSelect
                id="task-status"
                name="status"
                value={status}
                onChange={(e) => {
                  if (isTaskStatus(e.currentTarget.value)) setStatus(e.currentTarget.value);
                }}
                {...fieldA11y("task-status", { error: errors.status })}
              >
                {TASK_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {TASK_STATUS_LABELS[s]}
                    {s === task.status ? " (current)" : ""}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField id="task-comment" label="Comment" optional error={errors.comment}>
              <Textarea
                id="task-comment"
                name="comment"
                maxLength={MAX_TASK_COMMENT}
                rows={3}
                placeholder="Add a note about this change..."
                {...fieldA11y("task-comment", { error: errors.comment })}
              />
            </FormField>
            <FormRefusal message={refusal && !refusal.fieldErrors ? refusal.message : undefined} />
            <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
              <Button type="button" variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" name="intent" value={intent} disabled={busy || unchanged}>
                {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
                {busy ? "Updating..." : "Update Status"}
              </Button>
            </div>
          </fetcher.Form>
        )}
      </DialogContent>
    </Dialog>
  );
}
