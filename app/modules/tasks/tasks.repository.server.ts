import { and, asc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "~/db/client.server";
import { journals, roleAssignments, submissionTasks, submissions, taskStatusHistory, users } from "~/db/schema";
import type { TaskPriority, TaskStatus, TaskType } from "./tasks.constants";
import type { TaskScope } from "./task-scope";
import type { AssignableEditor, TaskCounts } from "./tasks.types";

const assignee = alias(users, "assignee");
const assigner = alias(users, "assigner");

/** A task with what the lists show of its submission and people, and what permissions need. */
export type TaskRow = {
  id: string;
  taskType: TaskType;
  title: string;
  description: string | null;
  priority: TaskPriority;
  status: TaskStatus;
  assignedDate: Date;
  dueDate: string;
  submissionId: string;
  submissionTitle: string;
  submissionNumber: number;
  submissionStatus: (typeof submissions.status.enumValues)[number];
  submissionCreatedBy: string;
  journalId: string;
  journalShortName: string;
  assignedTo: string;
  assigneeName: string | null;
  assignedByName: string | null;
};

const taskRowColumns = {
  id: submissionTasks.id,
  taskType: submissionTasks.taskType,
  title: submissionTasks.title,
  description: submissionTasks.description,
  priority: submissionTasks.priority,
  status: submissionTasks.status,
  assignedDate: submissionTasks.assignedDate,
  dueDate: submissionTasks.dueDate,
  submissionId: submissionTasks.submissionId,
  submissionTitle: submissions.title,
  submissionNumber: submissions.submissionNumber,
  submissionStatus: submissions.status,
  submissionCreatedBy: submissions.createdBy,
  journalId: submissions.journalId,
  journalShortName: journals.shortName,
  assignedTo: submissionTasks.assignedTo,
  assigneeName: assignee.name,
  assignedByName: assigner.name,
};

/** Due date first (the spec's order), then creation and id so that pages never overlap. */
const taskOrder = [asc(submissionTasks.dueDate), asc(submissionTasks.createdAt), asc(submissionTasks.id)];

/** Escapes LIKE wildcards so that a searched '%' or '_' is matched literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The submission's code as the dashboard writes it ("FJPHS-007"), for searching by it. */
const submissionCodeSql = sql`upper(${journals.shortName}) || '-' || lpad(${submissions.submissionNumber}::text, 3, '0')`;

function scopeCondition(scope: TaskScope): SQL | undefined {
  if (scope.all) return undefined;
  const own = eq(submissionTasks.assignedTo, scope.assigneeId);
  return scope.journalIds.length > 0 ? or(own, inArray(submissions.journalId, scope.journalIds)) : own;
}

export type TaskFilter = { search: string; status: TaskStatus | null };

function filterCondition(filter: TaskFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.search) {
    const pattern = likePattern(filter.search);
    conditions.push(
      or(
        ilike(submissionTasks.title, pattern),
        ilike(submissions.title, pattern),
        sql`${submissionCodeSql} ilike ${pattern}`,
      )!,
    );
  }
  if (filter.status) conditions.push(eq(submissionTasks.status, filter.status));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** One page of the tasks in `scope` matching `filter`, due date ascending. */
export async function findTaskPage(
  db: Db,
  opts: { scope: TaskScope; filter: TaskFilter; limit: number; offset: number },
): Promise<TaskRow[]> {
  return db
    .select(taskRowColumns)
    .from(submissionTasks)
    .innerJoin(submissions, eq(submissions.id, submissionTasks.submissionId))
    .innerJoin(journals, eq(journals.id, submissions.journalId))
    .leftJoin(assignee, eq(assignee.id, submissionTasks.assignedTo))
    .leftJoin(assigner, eq(assigner.id, submissionTasks.assignedBy))
    .where(and(scopeCondition(opts.scope), filterCondition(opts.filter)))
    .orderBy(...taskOrder)
    .limit(opts.limit)
    .offset(opts.offset);
}

/** The five count cards (every task in scope) and the number matching the filter, in one statement. */
export async function countTasks(
  db: Db,
  scope: TaskScope,
  filter: TaskFilter,
): Promise<TaskCounts & { matching: number }> {
  const condition = filterCondition(filter);
  const countWhere = (status: TaskStatus) =>
    sql<number>`(count(*) filter (where ${submissionTasks.status} = ${status}))::int`;
  const columns = {
    total: sql<number>`count(*)::int`,
    notStarted: countWhere("not_started"),
    inProgress: countWhere("in_progress"),
    completed: countWhere("completed"),
    needRevision: countWhere("need_revision"),
    matching: condition ? sql<number>`(count(*) filter (where ${condition}))::int` : sql<number>`count(*)::int`,
  };
  // The submission and journal are joined only when the scope or the search needs them: joining
  // every submission to count an admin's 50,000 tasks took 200 ms, the tasks alone 10 ms.
  const needsSubmission = filter.search !== "" || (!scope.all && scope.journalIds.length > 0);
  const [row] = needsSubmission
    ? await db
        .select(columns)
        .from(submissionTasks)
        .innerJoin(submissions, eq(submissions.id, submissionTasks.submissionId))
        .innerJoin(journals, eq(journals.id, submissions.journalId))
        .where(scopeCondition(scope))
    : await db.select(columns).from(submissionTasks).where(scopeCondition(scope));
  return row ?? { total: 0, notStarted: 0, inProgress: 0, completed: 0, needRevision: 0, matching: 0 };
}

/** A submission's tasks, due date ascending (at most `limit`). */
export async function findSubmissionTasks(db: Db, submissionId: string, limit: number): Promise<TaskRow[]> {
  return db
    .select(taskRowColumns)
    .from(submissionTasks)
    .innerJoin(submissions, eq(submissions.id, submissionTasks.submissionId))
    .innerJoin(journals, eq(journals.id, submissions.journalId))
    .leftJoin(assignee, eq(assignee.id, submissionTasks.assignedTo))
    .leftJoin(assigner, eq(assigner.id, submissionTasks.assignedBy))
    .where(eq(submissionTasks.submissionId, submissionId))
    .orderBy(...taskOrder)
    .limit(limit);
}

export type LockedTask = {
  id: string;
  submissionId: string;
  taskType: TaskType;
  title: string;
  status: TaskStatus;
  assignedTo: string;
  assignedBy: string | null;
};

/** A task, its row locked until the transaction ends (changes of one task happen one at a time). */
export async function lockTask(tx: Db, taskId: string): Promise<LockedTask | undefined> {
  const [row] = await tx
    .select({
      id: submissionTasks.id,
      submissionId: submissionTasks.submissionId,
      taskType: submissionTasks.taskType,
      title: submissionTasks.title,
      status: submissionTasks.status,
      assignedTo: submissionTasks.assignedTo,
      assignedBy: submissionTasks.assignedBy,
    })
    .from(submissionTasks)
    .where(eq(submissionTasks.id, taskId))
    .for("update");
  return row;
}

/** Active users holding the editor role for every journal or for `journalId`. */
function editorOf(journalId: string): SQL {
  return and(
    eq(users.status, "active"),
    sql`exists (select 1 from ${roleAssignments} where ${roleAssignments.userId} = ${users.id}
      and ${roleAssignments.role} = 'editor'
      and (${roleAssignments.journalId} is null or ${roleAssignments.journalId} = ${journalId}))`,
  )!;
}

/** The editors a task on a submission of `journalId` may be assigned to, by name. */
export async function findAssignableEditors(db: Db, journalId: string, limit: number): Promise<AssignableEditor[]> {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(editorOf(journalId))
    .orderBy(sql`lower(${users.name})`, asc(users.email))
    .limit(limit);
}

/** The user `userId` when they may be assigned a task of `journalId` (an active editor of it). */
export async function findAssignableEditor(
  db: Db,
  userId: string,
  journalId: string,
): Promise<AssignableEditor | undefined> {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), editorOf(journalId)));
  return row;
}

/** Name and address of a user (the recipients of task e-mails), or undefined. */
export async function findUserContact(
  db: Db,
  userId: string,
): Promise<{ id: string; name: string; email: string; status: "active" | "inactive" } | undefined> {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, status: users.status })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function insertTask(
  tx: Db,
  values: {
    submissionId: string;
    taskType: TaskType;
    title: string;
    description: string | null;
    priority: TaskPriority;
    dueDate: string;
    assignedTo: string;
    assignedBy: string;
  },
): Promise<{ id: string }> {
  const [row] = await tx.insert(submissionTasks).values(values).returning({ id: submissionTasks.id });
  return row;
}

/** Sets the status and writes its history record (old status, new status, comment, who). */
export async function changeTaskStatus(
  tx: Db,
  change: { taskId: string; oldStatus: TaskStatus; newStatus: TaskStatus; comment: string | null; changedBy: string },
): Promise<void> {
  await tx.update(submissionTasks).set({ status: change.newStatus }).where(eq(submissionTasks.id, change.taskId));
  await tx.insert(taskStatusHistory).values({
    taskId: change.taskId,
    oldStatus: change.oldStatus,
    newStatus: change.newStatus,
    comment: change.comment,
    changedBy: change.changedBy,
  });
}

/** Deletes a task (its status history goes with it). */
export async function deleteTaskRow(tx: Db, taskId: string): Promise<void> {
  await tx.delete(submissionTasks).where(eq(submissionTasks.id, taskId));
}
