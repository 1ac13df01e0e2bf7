// Editorial tasks (spec 002 sections 2.3, 2.5, 4 and 6): admins create them on a submission and
// assign them to an editor; admins and editors move them between statuses; admins delete them.
// Every function takes the acting user and checks the permission table itself; every change is
// one transaction with its history entry and the e-mails it causes.
import type { Db } from "~/db/client.server";
import { AppError } from "~/lib/errors";
import { logger } from "~/lib/logger.server";
import { db } from "~/lib/services.server";
import type { CurrentUser } from "~/modules/auth/current-user";
import { can } from "~/modules/auth/permissions";
import { queueMail } from "~/modules/mail/mail.service.server";
import {
  loadSubmissionFor,
  submissionResource,
  type AccessibleSubmission,
} from "~/modules/submissions/submission-access.server";
import { recordSubmissionEvent } from "~/modules/submissions/submission-events.server";
import { submissionCode } from "~/modules/submissions/submission-code";
import { earliestDueDate, todayUtc } from "./due-state";
import { taskScopeOf } from "./task-scope";
import {
  ASSIGNABLE_EDITORS_LIMIT,
  SUBMISSION_TASKS_LIMIT,
  TASK_MESSAGES,
  TASK_TYPE_LABELS,
  TASKS_PAGE_SIZE,
} from "./tasks.constants";
import {
  changeTaskStatus,
  countTasks,
  deleteTaskRow,
  findAssignableEditor,
  findAssignableEditors,
  findSubmissionTasks,
  findTaskPage,
  findUserContact,
  FEW_TASK_MATCHES,
  type TaskFilter,
  insertTask,
  lockTask,
  type LockedTask,
  type TaskRow,
} from "./tasks.repository.server";
import type { CreateTaskInput, UpdateTaskStatusInput } from "./tasks.schemas";
import type { AssignableEditor, MyTasksPage, MyTasksQuery, TaskView } from "./tasks.types";
import { editorialReplyTo } from "~/modules/journal-settings/journal-settings.service.server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const taskNotFound = () => new AppError("tasks.not_found", 404, TASK_MESSAGES.notFound);

/** Where the e-mails send the assignee, and the one who assigned the task. */
const MY_TASKS_PATH = "/dashboard/editor-tasks";
const submissionTasksPath = (submissionId: string) => `/submission/${submissionId}?tab=tasks`;

/** A task row as the screens show it, with what `viewer` may do with it. */
function toTaskView(row: TaskRow, viewer: CurrentUser): TaskView {
  const resource = submissionResource({
    journalId: row.journalId,
    createdBy: row.submissionCreatedBy,
    status: row.submissionStatus,
  });
  return {
    id: row.id,
    taskType: row.taskType,
    title: row.title,
    description: row.description,
    priority: row.priority,
    status: row.status,
    assignedDate: row.assignedDate.toISOString(),
    dueDate: row.dueDate,
    submissionId: row.submissionId,
    submissionCode: submissionCode(row.journalShortName, row.submissionNumber, row.submissionId),
    submissionTitle: row.submissionTitle,
    assigneeId: row.assignedTo,
    assigneeName: row.assigneeName,
    assignedByName: row.assignedByName,
    canUpdate: can(viewer, "task.update", resource),
    canDelete: can(viewer, "task.delete", resource),
  };
}

/**
 * My Tasks: one page (due date ascending) of the tasks the user sees (see taskScopeOf), searched
 * over the task title and the submission's title and code, filtered by status, with the five
 * count cards. Paged and counted in SQL.
 */
export async function findMyTasks(actor: CurrentUser, query: MyTasksQuery, now = new Date()): Promise<MyTasksPage> {
  const scope = taskScopeOf(actor);
  const filter: TaskFilter = { search: query.search, status: query.status === "all" ? null : query.status };
  // Counted first: how many match decides how a search's page is read (see searchOverRows). A
  // search's matches are read once, in the count's statement, with the ids of the first
  // FEW_TASK_MATCHES + 1 (in every scope): when they are few the page tests them; many are tested
  // along the page's index.
  const { matching, matchingIds, ...counts } = await countTasks(db(), scope, filter, FEW_TASK_MATCHES + 1);
  if (matchingIds && matchingIds.length <= FEW_TASK_MATCHES) filter.matchingIds = matchingIds;
  const rows =
    matching === 0
      ? []
      : await findTaskPage(db(), {
          scope,
          filter,
          fewMatches: matching <= FEW_TASK_MATCHES,
          limit: TASKS_PAGE_SIZE,
          offset: (query.page - 1) * TASKS_PAGE_SIZE,
        });
  return {
    query,
    counts,
    tasks: rows.map((row) => toTaskView(row, actor)),
    matching,
    pageCount: Math.max(1, Math.ceil(matching / TASKS_PAGE_SIZE)),
    pageSize: TASKS_PAGE_SIZE,
    today: todayUtc(now),
  };
}

/** The tasks of a submission the user may view (the caller loaded it with loadSubmissionFor). */
export async function listSubmissionTasks(viewer: CurrentUser, submission: AccessibleSubmission): Promise<TaskView[]> {
  const rows = await findSubmissionTasks(db(), submission.id, SUBMISSION_TASKS_LIMIT);
  return rows.map((row) => toTaskView(row, viewer));
}

/**
 * The editors a task on this submission may be assigned to: active users holding the editor role
 * for every journal or for the submission's journal. Only for those who may create tasks.
 */
export async function listAssignableEditors(
  actor: CurrentUser,
  submission: AccessibleSubmission,
): Promise<AssignableEditor[]> {
  if (!can(actor, "task.create", submissionResource(submission))) return [];
  return findAssignableEditors(db(), submission.journalId, ASSIGNABLE_EDITORS_LIMIT);
}

/**
 * Creates a task on a submission (admins: 'task.create') and assigns it to an editor of the
 * submission's journal: the task (assigned by the actor, titled by its type when no title is
 * given), the 'task_created' history entry and the "task-assigned" e-mail to the assignee, in one
 * transaction. 404 when the submission is not visible, 403 for non-admins, 400 for a due date in
 * the past or an assignee who is not an active editor of the journal.
 */
export async function createTask(
  actor: CurrentUser,
  submissionId: string,
  input: CreateTaskInput,
  now = new Date(),
): Promise<{ id: string }> {
  const task = await db().transaction(async (tx) => {
    // Locked so that the submission cannot be deleted between this check and the insert.
    const submission = await loadSubmissionFor(actor, submissionId, {
      action: "task.create",
      deniedMessage: TASK_MESSAGES.createDenied,
      tx,
      forUpdate: true,
    });
    if (input.dueDate < earliestDueDate(now)) {
      throw new AppError("tasks.due_date_past", 400, TASK_MESSAGES.dueDatePast);
    }
    const editor = await findAssignableEditor(tx, input.assignedTo, submission.journalId);
    if (!editor) throw new AppError("tasks.assignee_not_editor", 400, TASK_MESSAGES.assigneeNotEditor);
    const title = input.title ?? TASK_TYPE_LABELS[input.taskType];
    const { id } = await insertTask(tx, {
      submissionId: submission.id,
      taskType: input.taskType,
      title,
      description: input.description,
      priority: input.priority,
      dueDate: input.dueDate,
      assignedTo: editor.id,
      assignedBy: actor.id,
    });
    await recordSubmissionEvent(tx, {
      submissionId: submission.id,
      actorId: actor.id,
      kind: "task_created",
      detail: { taskTitle: title, taskType: input.taskType, assigneeName: editor.name },
    });
    await queueMail(tx, {
      to: editor.email,
      template: "task-assigned",
      replyTo: await editorialReplyTo(submission.journalId, tx),
      journalId: submission.journalId,
      data: {
        fullName: editor.name,
        taskTitle: title,
        taskType: input.taskType,
        priority: input.priority,
        dueDate: input.dueDate,
        description: input.description,
        assignedBy: actor.name,
        submissionTitle: submission.title,
        formattedSubmissionId: submission.code,
        journalName: submission.journalTitle,
        url: MY_TASKS_PATH,
      },
    });
    return { id, submissionId: submission.id };
  });
  logger.info({ taskId: task.id, submissionId: task.submissionId, by: actor.id }, "task created");
  return { id: task.id };
}

/**
 * The task `taskId`, locked, and its submission when `actor` may view the submission and do
 * `action` on it. A task that does not exist and one on a submission the actor may not see both
 * answer 404 "Task not found."; a visible one the actor may not change, 403 with `deniedMessage`.
 */
async function lockTaskFor(
  tx: Db,
  actor: CurrentUser,
  taskId: string,
  action: "task.update" | "task.delete",
  deniedMessage: string,
): Promise<{ task: LockedTask; submission: AccessibleSubmission }> {
  if (!UUID.test(taskId)) throw taskNotFound();
  const task = await lockTask(tx, taskId);
  if (!task) throw taskNotFound();
  try {
    const submission = await loadSubmissionFor(actor, task.submissionId, { action, deniedMessage, tx });
    return { task, submission };
  } catch (err) {
    if (err instanceof AppError && err.status === 404) throw taskNotFound();
    throw err;
  }
}

/**
 * Moves a task to another status (admins and editors: 'task.update'; any status to any other):
 * the status, its history record (old, new, comment, who), the 'task_status_changed' history entry
 * of the submission and the "task-updated" e-mail to the assignee, and to whoever assigned the
 * task when someone else changed it, in one transaction. 400 when the status is unchanged.
 */
export async function updateTaskStatus(
  actor: CurrentUser,
  taskId: string,
  input: UpdateTaskStatusInput,
): Promise<void> {
  const change = await db().transaction(async (tx) => {
    const { task, submission } = await lockTaskFor(tx, actor, taskId, "task.update", TASK_MESSAGES.updateDenied);
    if (task.status === input.status) {
      throw new AppError("tasks.status_unchanged", 400, TASK_MESSAGES.statusUnchanged);
    }
    await changeTaskStatus(tx, {
      taskId: task.id,
      oldStatus: task.status,
      newStatus: input.status,
      comment: input.comment,
      changedBy: actor.id,
    });
    await recordSubmissionEvent(tx, {
      submissionId: submission.id,
      actorId: actor.id,
      kind: "task_status_changed",
      detail: {
        taskTitle: task.title,
        from: task.status,
        to: input.status,
        ...(input.comment ? { comment: input.comment } : {}),
      },
    });
    const mail = {
      taskTitle: task.title,
      taskType: task.taskType,
      oldStatus: task.status,
      newStatus: input.status,
      comment: input.comment,
      changedBy: actor.name,
      submissionTitle: submission.title,
      formattedSubmissionId: submission.code,
      journalName: submission.journalTitle,
    };
    const replyTo = await editorialReplyTo(submission.journalId, tx);
    const assignee = await findUserContact(tx, task.assignedTo);
    if (assignee) {
      await queueMail(tx, {
        to: assignee.email,
        template: "task-updated",
        replyTo,
        journalId: submission.journalId,
        data: { ...mail, fullName: assignee.name, url: MY_TASKS_PATH },
      });
    }
    // The admin who assigned the task hears of changes made by others (not of their own).
    if (task.assignedBy && task.assignedBy !== actor.id && task.assignedBy !== task.assignedTo) {
      const assigner = await findUserContact(tx, task.assignedBy);
      if (assigner?.status === "active") {
        await queueMail(tx, {
          to: assigner.email,
          template: "task-updated",
          replyTo,
          journalId: submission.journalId,
          data: { ...mail, fullName: assigner.name, url: submissionTasksPath(submission.id) },
        });
      }
    }
    return { from: task.status, submissionId: submission.id };
  });
  logger.info({ taskId, from: change.from, to: input.status, by: actor.id }, "task status changed");
}

/** Deletes a task (admins: 'task.delete') with the 'task_deleted' history entry, in one transaction. */
export async function deleteTask(actor: CurrentUser, taskId: string): Promise<void> {
  const submissionId = await db().transaction(async (tx) => {
    const { task, submission } = await lockTaskFor(tx, actor, taskId, "task.delete", TASK_MESSAGES.deleteDenied);
    await deleteTaskRow(tx, task.id);
    await recordSubmissionEvent(tx, {
      submissionId: submission.id,
      actorId: actor.id,
      kind: "task_deleted",
      detail: { taskTitle: task.title },
    });
    return submission.id;
  });
  logger.info({ taskId, submissionId, by: actor.id }, "task deleted");
}
