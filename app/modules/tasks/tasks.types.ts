import type { TaskFieldErrors } from "./tasks.schemas";
import type { TaskPriority, TaskStatus, TaskType } from "./tasks.constants";

/**
 * A task as My Tasks and the Tasks tab show it, with what the viewer may do with it. Dates are
 * strings so that the server's HTML and the hydrated page read the same values.
 */
export type TaskView = {
  id: string;
  taskType: TaskType;
  title: string;
  description: string | null;
  priority: TaskPriority;
  status: TaskStatus;
  /** ISO timestamp. */
  assignedDate: string;
  /** yyyy-MM-dd. */
  dueDate: string;
  submissionId: string;
  /** "FJPHS-007" */
  submissionCode: string;
  submissionTitle: string;
  assigneeId: string;
  assigneeName: string | null;
  assignedByName: string | null;
  /** The viewer may change the status ('task.update' on the submission). */
  canUpdate: boolean;
  /** The viewer may delete it ('task.delete'). */
  canDelete: boolean;
};

/** The five count cards of My Tasks: every task the viewer sees, whatever the filters. */
export type TaskCounts = {
  total: number;
  notStarted: number;
  inProgress: number;
  completed: number;
  needRevision: number;
};

/** My Tasks' search, status filter and page, as read from the URL. */
export type MyTasksQuery = {
  search: string;
  status: "all" | TaskStatus;
  page: number;
};

export type MyTasksPage = {
  query: MyTasksQuery;
  counts: TaskCounts;
  tasks: TaskView[];
  /** Tasks matching the search and filter (all pages). */
  matching: number;
  pageCount: number;
  pageSize: number;
  /** The server's today (yyyy-MM-dd), for the Due Soon and Overdue badges. */
  today: string;
};

/** An editor who may be assigned a task on a submission. */
export type AssignableEditor = { id: string; name: string; email: string };

/** What the Tasks tab of /submission/{id} shows (see loadTasksTab). */
export type TasksTabData = {
  /** Due date ascending. */
  tasks: TaskView[];
  /** The Create Task button ('task.create': admins). */
  canCreate: boolean;
  /** The Edit action on rows ('task.update': admins and editors); others get a read-only view. */
  canUpdate: boolean;
  /** The Delete action on rows ('task.delete': admins). */
  canDelete: boolean;
  /** The assignee choices of the create form; empty unless canCreate. */
  editors: AssignableEditor[];
  /** The server's today (yyyy-MM-dd), for the badges. */
  today: string;
  /** The tasks could not be read: the tab says so, the rest of the page still works. */
  loadFailed: boolean;
};

/** The answer of every task action (JSON of the resource routes, data of My Tasks' action). */
export type TaskActionData = {
  ok: boolean;
  message: string;
  fieldErrors?: TaskFieldErrors;
  /** The created task's id. */
  taskId?: string;
};
