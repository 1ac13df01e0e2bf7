import { RefreshCw } from "lucide-react";
import { Link } from "~/components/link";
import { Button } from "~/components/ui/button";
import { Skeleton } from "~/components/ui/skeleton";
import { TASK_TYPE_LABELS } from "../tasks.constants";
import type { TaskView } from "../tasks.types";
import { DueDate, TaskPriorityBadge, TaskStatusBadge } from "./task-badges";

const COLUMNS = ["Type", "Submission ID", "Assigned Date", "Due Date", "Priority", "Status", "Actions"] as const;

export type MyTasksTableProps = {
  tasks: TaskView[];
  today: string;
  currentUserId: string;
  onUpdate: (task: TaskView) => void;
  /** False until scripts run: the dialog behind Update needs them. */
  interactive: boolean;
};

/** The task's type, its title when it has its own, and its assignee when it is someone else's task. */
function TaskType({ task, currentUserId }: { task: TaskView; currentUserId: string }) {
  const typeLabel = TASK_TYPE_LABELS[task.taskType];
  return (
    <div className="min-w-0">
      <p className="whitespace-nowrap font-medium text-slate-900">{typeLabel}</p>
      {task.title !== typeLabel ? <p className="text-xs text-slate-600">{task.title}</p> : null}
      {task.assigneeId !== currentUserId ? (
        <p className="text-xs text-slate-500">Assigned to {task.assigneeName ?? "Unknown user"}</p>
      ) : null}
    </div>
  );
}

function SubmissionLink({ task }: { task: TaskView }) {
  return (
    <Link
      to={`/submission/${task.submissionId}`}
      title={task.submissionTitle}
      className="font-mono text-xs font-semibold text-blue-700 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
    >
      {task.submissionCode}
    </Link>
  );
}

function UpdateButton({
  task,
  onUpdate,
  interactive,
}: Pick<MyTasksTableProps, "onUpdate" | "interactive"> & { task: TaskView }) {
  return (
    <Button type="button" variant="outline" size="sm" disabled={!interactive} onClick={() => onUpdate(task)}>
      <RefreshCw aria-hidden="true" />
      Update
      <span className="sr-only"> {task.title}</span>
    </Button>
  );
}

/** The 'Assigned Tasks' table (spec 002 section 2.5); one card per task on phones. */
export function MyTasksTable({ tasks, today, currentUserId, onUpdate, interactive }: MyTasksTableProps) {
  return (
    <>
      <ul className="divide-y divide-slate-100 md:hidden" aria-label="Assigned tasks">
        {tasks.map((task) => (
          <li key={task.id} className="render-when-near space-y-2 p-4" data-task-id={task.id}>
            <div className="flex items-start justify-between gap-3">
              <TaskType task={task} currentUserId={currentUserId} />
              <TaskStatusBadge status={task.status} />
            </div>
            <p className="flex flex-wrap items-center gap-x-2 text-sm text-slate-600">
              <SubmissionLink task={task} />
              <span className="min-w-0 truncate">{task.submissionTitle}</span>
            </p>
            <dl className="grid grid-cols-2 gap-2 text-sm">
              <div>
                <dt className="text-xs text-slate-500">Assigned</dt>
                <dd className="tabular-nums text-slate-700">{task.assignedDate.slice(0, 10)}</dd>
              </div>
              <div>
                <dt className="text-xs text-slate-500">Due</dt>
                <dd className="text-slate-700">
                  <DueDate dueDate={task.dueDate} status={task.status} today={today} />
                </dd>
              </div>
            </dl>
            <div className="flex items-center justify-between gap-2">
              <TaskPriorityBadge priority={task.priority} />
              <UpdateButton task={task} onUpdate={onUpdate} interactive={interactive} />
            </div>
          </li>
        ))}
      </ul>
      <div className="relative hidden overflow-x-auto md:block">
        <table className="w-full min-w-[50rem] text-left text-sm [&_td:first-child]:pl-4 [&_td:last-child]:pr-4 [&_td]:px-3 [&_th:first-child]:pl-4 [&_th:last-child]:pr-4 [&_th]:px-3">
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600">
            <tr>
              {COLUMNS.map((label) => (
                <th key={label} scope="col" className={`py-3 ${label === "Actions" ? "text-right" : ""}`}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {tasks.map((task) => (
              <tr key={task.id} className="hover:bg-slate-50/70" data-task-id={task.id}>
                <td className="py-3">
                  <TaskType task={task} currentUserId={currentUserId} />
                </td>
                <td className="py-3">
                  <SubmissionLink task={task} />
                  <p className="max-w-36 truncate text-xs text-slate-500">{task.submissionTitle}</p>
                </td>
                <td className="whitespace-nowrap py-3 tabular-nums text-slate-700">
                  <time dateTime={task.assignedDate}>{task.assignedDate.slice(0, 10)}</time>
                </td>
                <td className="py-3 text-slate-700">
                  <DueDate dueDate={task.dueDate} status={task.status} today={today} />
                </td>
                <td className="py-3">
                  <TaskPriorityBadge priority={task.priority} />
                </td>
                <td className="py-3">
                  <TaskStatusBadge status={task.status} />
                </td>
                <td className="py-3 text-right">
                  <UpdateButton task={task} onUpdate={onUpdate} interactive={interactive} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** Rows of grey bars while a search, filter or page loads. */
export function MyTasksTableSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <div className="space-y-3 p-4" aria-busy="true" aria-label="Loading tasks">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex items-center gap-4">
          <Skeleton className="h-5 w-1/4" />
          <Skeleton className="h-5 w-20" />
          <Skeleton className="hidden h-5 w-24 md:block" />
          <Skeleton className="hidden h-5 w-24 md:block" />
          <Skeleton className="h-5 w-16" />
          <Skeleton className="ml-auto h-8 w-20" />
        </div>
      ))}
    </div>
  );
}
