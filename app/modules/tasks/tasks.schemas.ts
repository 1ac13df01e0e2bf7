import { z } from "zod";
import { isIsoDate } from "./due-state";
import {
  DEFAULT_TASK_PRIORITY,
  MAX_TASK_COMMENT,
  MAX_TASK_DESCRIPTION,
  MAX_TASK_SEARCH,
  MAX_TASK_TITLE,
  TASK_MESSAGES,
  TASK_PRIORITIES,
  TASK_STATUSES,
  TASK_TYPES,
  isTaskStatus,
} from "./tasks.constants";
import type { MyTasksQuery } from "./tasks.types";

// --- My Tasks' URL (GET search params): anything unknown falls back to the default, so a
// hand-edited or stale link still shows a list.

/** The search, status filter and page of /dashboard/editor-tasks from its search params. */
export function parseMyTasksQuery(params: URLSearchParams): MyTasksQuery {
  const status = params.get("status");
  const page = Number.parseInt(params.get("page") ?? "", 10);
  return {
    search: (params.get("search") ?? "").trim().slice(0, MAX_TASK_SEARCH),
    status: isTaskStatus(status) ? status : "all",
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, 100_000) : 1,
  };
}

/** The search params of a My Tasks query, leaving out defaults ("?status=completed&page=2"). */
export function myTasksSearch(query: MyTasksQuery, change: Partial<MyTasksQuery> = {}): string {
  const q = { ...query, ...change };
  const params = new URLSearchParams();
  if (q.search) params.set("search", q.search);
  if (q.status !== "all") params.set("status", q.status);
  if (q.page > 1) params.set("page", String(q.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

// --- The Create Task form and the status dialog (spec 002 sections 2.5 and 5, "Task").

/** An optional text: blank means absent. */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .optional()
    .transform((v) => v?.trim() ?? "")
    .pipe(z.string().max(max, message))
    .transform((v) => (v === "" ? null : v));

const dueDate = z
  .string({ error: TASK_MESSAGES.dueDateRequired })
  .trim()
  .min(1, TASK_MESSAGES.dueDateRequired)
  .refine(isIsoDate, TASK_MESSAGES.dueDateInvalid);

export const createTaskSchema = z.object({
  taskType: z.enum(TASK_TYPES, { error: TASK_MESSAGES.typeRequired }),
  /** Left empty, the task is titled by its type (see createTask). */
  title: optionalText(MAX_TASK_TITLE, TASK_MESSAGES.titleTooLong),
  description: optionalText(MAX_TASK_DESCRIPTION, TASK_MESSAGES.descriptionTooLong),
  priority: z.preprocess(
    (v) => (v === "" || v == null ? DEFAULT_TASK_PRIORITY : v),
    z.enum(TASK_PRIORITIES, { error: TASK_MESSAGES.priorityInvalid }),
  ),
  dueDate,
  assignedTo: z
    .string({ error: TASK_MESSAGES.assigneeRequired })
    .trim()
    .min(1, TASK_MESSAGES.assigneeRequired)
    .max(200, TASK_MESSAGES.assigneeRequired),
});

export const updateTaskStatusSchema = z.object({
  status: z.enum(TASK_STATUSES, { error: TASK_MESSAGES.statusInvalid }),
  comment: optionalText(MAX_TASK_COMMENT, TASK_MESSAGES.commentTooLong),
});

/** The task a My Tasks post is about. */
export const taskIdSchema = z.object({
  taskId: z.string({ error: TASK_MESSAGES.notFound }).trim().min(1, TASK_MESSAGES.notFound).max(100),
});

export type CreateTaskInput = z.infer<typeof createTaskSchema>;
export type UpdateTaskStatusInput = z.infer<typeof updateTaskStatusSchema>;

/** Fields of the task forms that can carry an error. */
export type TaskFormField =
  "taskType" | "title" | "description" | "priority" | "dueDate" | "assignedTo" | "status" | "comment" | "taskId";
export type TaskFieldErrors = Partial<Record<TaskFormField, string>>;

export type ParsedTaskForm<T> = { ok: true; data: T } | { ok: false; fieldErrors: TaskFieldErrors; message: string };

/** The form field a refusal of the service is about (shown under that field), by error code. */
const ERROR_FIELDS: Record<string, TaskFormField> = {
  "tasks.due_date_past": "dueDate",
  "tasks.assignee_not_editor": "assignedTo",
  "tasks.status_unchanged": "status",
};

/** `{ field: message }` for a refusal about one field, else undefined. */
export function fieldErrorsOf(code: string, message: string): TaskFieldErrors | undefined {
  const field = ERROR_FIELDS[code];
  return field ? { [field]: message } : undefined;
}

/** Validates form values; on failure, the first message of each field and the first overall. */
export function parseTaskForm<T>(schema: z.ZodType<T>, values: Record<string, unknown>): ParsedTaskForm<T> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors: TaskFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && !fieldErrors[field as TaskFormField]) {
      fieldErrors[field as TaskFormField] = issue.message;
    }
  }
  return { ok: false, fieldErrors, message: result.error.issues[0]?.message ?? TASK_MESSAGES.badRequest };
}

/** The text fields of a posted form (files and repeated fields are ignored). */
export function taskFormValues(form: FormData): Record<string, string | undefined> {
  const values: Record<string, string | undefined> = {};
  for (const name of [
    "taskId",
    "taskType",
    "title",
    "description",
    "priority",
    "dueDate",
    "assignedTo",
    "status",
    "comment",
  ]) {
    const value = form.get(name);
    values[name] = typeof value === "string" ? value : undefined;
  }
  return values;
}
