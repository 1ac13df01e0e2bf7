import { AlarmClock, AlertTriangle } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/lib/utils";
import { DUE_STATE_LABELS, dueState } from "../due-state";
import { TASK_PRIORITY_LABELS, TASK_STATUS_LABELS, type TaskPriority, type TaskStatus } from "../tasks.constants";

const STATUS_CLASSES: Record<TaskStatus, string> = {
  not_started: "border-transparent bg-slate-100 text-slate-700",
  in_progress: "border-transparent bg-blue-100 text-blue-800",
  completed: "border-transparent bg-emerald-100 text-emerald-800",
  need_revision: "border-transparent bg-amber-100 text-amber-800",
};

const PRIORITY_CLASSES: Record<TaskPriority, string> = {
  low: "border-slate-200 text-slate-600",
  medium: "border-blue-200 text-blue-700",
  high: "border-orange-200 bg-orange-50 text-orange-700",
  urgent: "border-red-200 bg-red-50 text-red-700",
};

export function TaskStatusBadge({ status, className }: { status: TaskStatus; className?: string }) {
  return (
    <Badge variant="outline" className={cn("whitespace-nowrap", STATUS_CLASSES[status], className)}>
      {TASK_STATUS_LABELS[status]}
    </Badge>
  );
}

export function TaskPriorityBadge({ priority }: { priority: TaskPriority }) {
  return (
    <Badge variant="outline" className={cn("whitespace-nowrap", PRIORITY_CLASSES[priority])}>
      {TASK_PRIORITY_LABELS[priority]}
    </Badge>
  );
}

/** 'Overdue' or 'Due Soon' (nothing otherwise) for a task, as of the server's `today`. */
export function DueBadge({ dueDate, status, today }: { dueDate: string; status: TaskStatus; today: string }) {
  const state = dueState(dueDate, status, today);
  if (!state) return null;
  const Icon = state === "overdue" ? AlertTriangle : AlarmClock;
  return (
    <Badge variant={state === "overdue" ? "danger" : "warning"} className="whitespace-nowrap">
      <Icon className="size-3" aria-hidden="true" />
      {DUE_STATE_LABELS[state]}
    </Badge>
  );
}

/** A due date (yyyy-MM-dd, as the spec writes it) with its badge. */
export function DueDate({ dueDate, status, today }: { dueDate: string; status: TaskStatus; today: string }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <time dateTime={dueDate} className="whitespace-nowrap tabular-nums">
        {dueDate}
      </time>
      <DueBadge dueDate={dueDate} status={status} today={today} />
    </span>
  );
}
