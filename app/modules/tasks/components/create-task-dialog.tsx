import { format } from "date-fns";
import { Loader2, Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { fieldA11y, FormField } from "~/components/ui/form-field";
import { FormRefusal } from "~/components/ui/form-refusal";
import { Input, Textarea } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import {
  DEFAULT_TASK_PRIORITY,
  isTaskType,
  MAX_TASK_DESCRIPTION,
  MAX_TASK_TITLE,
  TASK_MESSAGES,
  TASK_PRIORITIES,
  TASK_PRIORITY_LABELS,
  TASK_TYPES,
  TASK_TYPE_LABELS,
  type TaskType,
} from "../tasks.constants";
import type { AssignableEditor } from "../tasks.types";
import { useTaskFetcher } from "./use-task-fetcher";
import { useFieldErrors } from "~/lib/use-field-errors";

export type CreateTaskDialogProps = {
  submissionId: string;
  /** The editors the task may be assigned to. */
  editors: AssignableEditor[];
  onClose: () => void;
};

/**
 * The Create Task form of a submission (spec 002 sections 2.5 and 5): task type, due date and
 * assignee required, due date not in the past, priority medium unless changed, description
 * optional; an empty title becomes the type's name. Posts to /submission/{id}/tasks. Mount it to
 * open it (it runs in the browser only, so "today" is the admin's own date).
 */
export function CreateTaskDialog({ submissionId, editors, onClose }: CreateTaskDialogProps) {
  const [taskType, setTaskType] = useState<TaskType | "">("");
  const { fetcher, busy, refusal } = useTaskFetcher(TASK_MESSAGES.createFailed, onClose);
  const { errors, onInput } = useFieldErrors(refusal?.fieldErrors);
  const today = format(new Date(), "yyyy-MM-dd");
  const noEditors = editors.length === 0;

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent aria-describedby="create-task-description" className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Create Task</DialogTitle>
          <DialogDescription id="create-task-description">
            Assign an editorial task on this submission to an editor. They are notified by e-mail.
          </DialogDescription>
        </DialogHeader>
        <fetcher.Form
          method="post"
          action={`/submission/${submissionId}/tasks`}
          noValidate
          className="space-y-4"
          onInput={onInput}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="task-type" label="Task Type" error={errors.taskType}>
              <NativeSelect
                id="task-type"
                name="taskType"
                required
                value={taskType}
                onChange={(e) => setTaskType(isTaskType(e.currentTarget.value) ? e.currentTarget.value : "")}
                {...fieldA11y("task-type", { error: errors.taskType })}
              >
                <option value="" disabled>
                  Select task type
                </option>
                {TASK_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {TASK_TYPE_LABELS[type]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField id="task-priority" label="Priority" error={errors.priority}>
              <NativeSelect
                id="task-priority"
                name="priority"
                defaultValue={DEFAULT_TASK_PRIORITY}
                {...fieldA11y("task-priority", { error: errors.priority })}
              >
                {TASK_PRIORITIES.map((priority) => (
                  <option key={priority} value={priority}>
                    {TASK_PRIORITY_LABELS[priority]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          </div>
          <FormField id="task-title" label="Title" optional error={errors.title}>
            <Input
              id="task-title"
              name="title"
              maxLength={MAX_TASK_TITLE}
              placeholder={taskType ? TASK_TYPE_LABELS[taskType] : "Defaults to the task type"}
              {...fieldA11y("task-title", { error: errors.title })}
            />
          </FormField>
          <FormField id="task-description" label="Description" optional error={errors.description}>
            <Textarea
              id="task-description"
              name="description"
              rows={3}
              maxLength={MAX_TASK_DESCRIPTION}
              placeholder="What should be done, and anything the editor should know..."
              {...fieldA11y("task-description", { error: errors.description })}
            />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="task-due-date" label="Due Date" error={errors.dueDate}>
              <Input
                id="task-due-date"
                name="dueDate"
                type="date"
                required
                min={today}
                {...fieldA11y("task-due-date", { error: errors.dueDate })}
              />
            </FormField>
            <FormField id="task-assignee" label="Assign To" error={errors.assignedTo}>
              <NativeSelect
                id="task-assignee"
                name="assignedTo"
                required
                defaultValue=""
                disabled={noEditors}
                {...fieldA11y("task-assignee", { error: errors.assignedTo })}
              >
                <option value="" disabled>
                  Select an editor
                </option>
                {editors.map((editor) => (
                  <option key={editor.id} value={editor.id}>
                    {editor.name} ({editor.email})
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          </div>
          {noEditors ? (
            <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">{TASK_MESSAGES.noEditors}</p>
          ) : null}
          <FormRefusal message={refusal && !refusal.fieldErrors ? refusal.message : undefined} />
          <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy || noEditors}>
              {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Plus aria-hidden="true" />}
              {busy ? "Creating..." : "Create Task"}
            </Button>
          </div>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
