// Editorial tasks (spec 002 sections 2.5, 3.3, 4, 5, 8 and 9): the values a task takes, their
// labels, the limits and the messages shown to editors and admins, word for word where the spec
// gives them.

export const TASK_TYPES = [
  "plagiarism_check",
  "proofreading",
  "layout_editing",
  "galley_correction",
  "publishing",
] as const;
export type TaskType = (typeof TASK_TYPES)[number];

export const TASK_PRIORITIES = ["low", "medium", "high", "urgent"] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

export const TASK_STATUSES = ["not_started", "in_progress", "completed", "need_revision"] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const TASK_TYPE_LABELS: Record<TaskType, string> = {
  plagiarism_check: "Plagiarism Check",
  proofreading: "Proofreading",
  layout_editing: "Layout Editing",
  galley_correction: "Galley Correction",
  publishing: "Publishing",
};

/** Capitalised, as the task table shows them. */
export const TASK_PRIORITY_LABELS: Record<TaskPriority, string> = {
  low: "Low",
  medium: "Medium",
  high: "High",
  urgent: "Urgent",
};

export const TASK_STATUS_LABELS: Record<TaskStatus, string> = {
  not_started: "Not Started",
  in_progress: "In Progress",
  completed: "Completed",
  need_revision: "Need Revision",
};

export const DEFAULT_TASK_PRIORITY: TaskPriority = "medium";

/** Rows per page of My Tasks. */
export const TASKS_PAGE_SIZE = 20;

/** A task is 'Due Soon' when due in this many days or fewer (spec 002 section 9). */
export const DUE_SOON_DAYS = 3;

/** Most tasks one submission's Tasks tab lists (a submission has a handful: one per editorial step). */
export const SUBMISSION_TASKS_LIMIT = 100;

/** Most editors offered in the Create Task form's assignee list. */
export const ASSIGNABLE_EDITORS_LIMIT = 500;

export const MAX_TASK_TITLE = 200;
export const MAX_TASK_DESCRIPTION = 5000;
export const MAX_TASK_COMMENT = 2000;
export const MAX_TASK_SEARCH = 100;

export const TASK_MESSAGES = {
  // Toasts (spec 002 section 8): a 'Success' or 'Error' title with one of these as description.
  successTitle: "Success",
  errorTitle: "Error",
  created: "Task created successfully",
  updated: "Task updated successfully",
  deleted: "Task deleted successfully",
  loadFailed: "Failed to load tasks",
  createFailed: "Failed to create task",
  updateFailed: "Failed to update task",
  deleteFailed: "Failed to delete task",
  // Screens.
  empty: "No tasks assigned yet",
  noMatch: "No tasks match your search.",
  tabEmpty: "No tasks for this submission yet.",
  readOnly: "You don't have permission to edit tasks.",
  deleteConfirm: "Are you sure you want to delete this task? This action cannot be undone.",
  noEditors: "No editors are available for this journal. Give a user the editor role first.",
  // Refusals (HTTP 400, 403, 404).
  typeRequired: "Task type is required.",
  dueDateRequired: "Due date is required.",
  dueDateInvalid: "Due date must be a valid date (yyyy-MM-dd).",
  dueDatePast: "Due date cannot be in the past",
  assigneeRequired: "Please select an assignee.",
  assigneeNotEditor: "The assignee must be an active editor of this submission's journal.",
  priorityInvalid: "Priority must be low, medium, high or urgent.",
  statusInvalid: "Status must be Not Started, In Progress, Completed or Need Revision.",
  statusUnchanged: "The task already has this status. Choose a different status.",
  titleTooLong: `Title must be at most ${MAX_TASK_TITLE} characters.`,
  descriptionTooLong: `Description must be at most ${MAX_TASK_DESCRIPTION} characters.`,
  commentTooLong: `Comment must be at most ${MAX_TASK_COMMENT} characters.`,
  notFound: "Task not found.",
  createDenied: "Only admins can create tasks.",
  updateDenied: "You don't have permission to edit tasks.",
  deleteDenied: "Only admins can delete tasks.",
  signInRequired: "User not authenticated",
  badRequest: "The request could not be read.",
} as const;

/** What a post to /tasks/:taskId asks for. */
export const TASK_INTENTS = ["update", "delete"] as const;
export type TaskIntent = (typeof TASK_INTENTS)[number];

/** What a post to /dashboard/editor-tasks asks for. */
export const MY_TASKS_INTENT = "update-status";

export function isTaskType(value: unknown): value is TaskType {
  return typeof value === "string" && (TASK_TYPES as readonly string[]).includes(value);
}

export function isTaskStatus(value: unknown): value is TaskStatus {
  return typeof value === "string" && (TASK_STATUSES as readonly string[]).includes(value);
}

export function isTaskIntent(value: unknown): value is TaskIntent {
  return typeof value === "string" && (TASK_INTENTS as readonly string[]).includes(value);
}
