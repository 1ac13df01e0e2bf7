import { ClipboardList, Eye, Pencil, Plus, Trash2 } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { lazyDialog } from "~/components/ui/lazy-dialog";
import { toast } from "~/components/ui/toast";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { useHydrated } from "~/lib/use-hydrated";
import { TASK_MESSAGES, TASK_TYPE_LABELS } from "../tasks.constants";
import type { TasksTabData, TaskView } from "../tasks.types";
import { DueDate, TaskPriorityBadge, TaskStatusBadge } from "./task-badges";

// Dialogs load when first opened, not with the page (ADR 076).
const CreateTaskDialog = lazyDialog(() => import("./create-task-dialog").then((m) => m.CreateTaskDialog));
const DeleteTaskDialog = lazyDialog(() => import("./delete-task-dialog").then((m) => m.DeleteTaskDialog));
const TaskStatusDialog = lazyDialog(() => import("./task-status-dialog").then((m) => m.TaskStatusDialog));

type RowActionsProps = {
  task: TaskView;
  interactive: boolean;
  onOpen: (task: TaskView) => void;
  onDelete: (task: TaskView) => void;
};

/** Edit (admins, editors) or View (read-only), and Delete (admins). */
function RowActions({ task, interactive, onOpen, onDelete }: RowActionsProps) {
  return (
    <div className="flex justify-end gap-1">
      <Button type="button" variant="ghost" size="sm" disabled={!interactive} onClick={() => onOpen(task)}>
        {task.canUpdate ? <Pencil aria-hidden="true" /> : <Eye aria-hidden="true" />}
        {task.canUpdate ? "Edit" : "View"}
        <span className="sr-only"> {task.title}</span>
      </Button>
      {task.canDelete ? (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="text-red-600 hover:bg-red-50"
          disabled={!interactive}
          onClick={() => onDelete(task)}
        >
          <Trash2 aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">Delete</span>
          <span className="sr-only"> {task.title}</span>
        </Button>
      ) : null}
    </div>
  );
}

function TaskName({ task }: { task: TaskView }) {
  const typeLabel = TASK_TYPE_LABELS[task.taskType];
  return (
    <div className="min-w-0">
      <p className="font-medium text-slate-900">{task.title}</p>
      {task.title !== typeLabel ? <p className="text-xs text-slate-500">{typeLabel}</p> : null}
    </div>
  );
}

/**
 * The Tasks tab of /submission/{id} (spec 002 section 2.3): the submission's tasks, due date
 * ascending, with their assignee; 'Create Task' for admins; Edit (the status dialog) on rows for
 * admins and editors, a read-only View for everyone else; Delete for admins, after confirmation.
 * Changes post to the task endpoints; the page's loader then runs again and the list follows.
 */
export function TasksTab({ submissionId, data }: { submissionId: string; data: TasksTabData }) {
  const { tasks, canCreate, editors, today, loadFailed } = data;
  const interactive = useHydrated();
  const [creating, setCreating] = useState(false);
  const [opened, setOpened] = useState<TaskView | null>(null);
  const [deleting, setDeleting] = useState<TaskView | null>(null);
  const closeCreate = useCallback(() => setCreating(false), []);
  const closeOpened = useCallback(() => setOpened(null), []);
  const closeDelete = useCallback(() => setDeleting(null), []);

  useEffect(() => {
    if (loadFailed) toast.error(TASK_MESSAGES.errorTitle, { description: TASK_MESSAGES.loadFailed });
  }, [loadFailed]);

  return (
    <Card className="overflow-hidden" data-testid="tasks-tab">
      <div className="flex flex-col gap-3 border-b border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">Tasks</h2>
          <p className="text-sm text-slate-600">
            {tasks.length === 1 ? "1 task" : `${tasks.length} tasks`}, by due date
          </p>
        </div>
        {canCreate ? (
          <Button
            type="button"
            {...CreateTaskDialog.preloadProps}
            onClick={() => setCreating(true)}
            disabled={!interactive}
          >
            <Plus aria-hidden="true" />
            Create Task
          </Button>
        ) : null}
      </div>

      {loadFailed ? (
        <p role="alert" className="px-4 py-12 text-center text-sm text-red-700">
          {TASK_MESSAGES.loadFailed}
        </p>
      ) : tasks.length === 0 ? (
        <div className="flex flex-col items-center gap-2 px-4 py-12 text-center text-sm text-slate-600">
          <ClipboardList className="size-8 text-slate-300" aria-hidden="true" />
          {TASK_MESSAGES.tabEmpty}
        </div>
      ) : (
        <>
          <ul className="divide-y divide-slate-100 md:hidden" aria-label="Tasks">
            {tasks.map((task) => (
              <li key={task.id} className="render-when-near space-y-2 p-4" data-task-id={task.id}>
                <div className="flex items-start justify-between gap-3">
                  <TaskName task={task} />
                  <TaskStatusBadge status={task.status} />
                </div>
                <p className="text-sm text-slate-600">Assigned to {task.assigneeName ?? "Unknown user"}</p>
                <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
                  <span className="text-slate-500">Due</span>
                  <DueDate dueDate={task.dueDate} status={task.status} today={today} />
                  <TaskPriorityBadge priority={task.priority} />
                </div>
                <RowActions task={task} interactive={interactive} onOpen={setOpened} onDelete={setDeleting} />
              </li>
            ))}
          </ul>
          <div className="relative hidden overflow-x-auto md:block">
            <table className="w-full min-w-[48rem] text-left text-sm">
              <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600">
                <tr>
                  <th scope="col" className="px-4 py-3">
                    Task
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Assigned To
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Due Date
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Priority
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Status
                  </th>
                  <th scope="col" className="px-4 py-3 text-right">
                    Actions
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {tasks.map((task) => (
                  <tr key={task.id} className="hover:bg-slate-50/70" data-task-id={task.id}>
                    <td className="px-4 py-3">
                      <TaskName task={task} />
                    </td>
                    <td className="px-4 py-3 text-slate-700">{task.assigneeName ?? "Unknown user"}</td>
                    <td className="px-4 py-3 text-slate-700">
                      <DueDate dueDate={task.dueDate} status={task.status} today={today} />
                    </td>
                    <td className="px-4 py-3">
                      <TaskPriorityBadge priority={task.priority} />
                    </td>
                    <td className="px-4 py-3">
                      <TaskStatusBadge status={task.status} />
                    </td>
                    <td className="px-4 py-3">
                      <RowActions task={task} interactive={interactive} onOpen={setOpened} onDelete={setDeleting} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}

      {creating ? <CreateTaskDialog submissionId={submissionId} editors={editors} onClose={closeCreate} /> : null}
      {opened ? (
        <TaskStatusDialog
          task={opened}
          action={`/tasks/${opened.id}`}
          intent="update"
          readOnly={!opened.canUpdate}
          today={today}
          onClose={closeOpened}
        />
      ) : null}
      {deleting ? <DeleteTaskDialog task={deleting} onClose={closeDelete} /> : null}
    </Card>
  );
}
