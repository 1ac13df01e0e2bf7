import { and, asc, eq, ilike, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { anyOf } from "~/db/any-of.server";
import type { Db } from "~/db/client.server";
import {
  journals,
  roleAssignments,
  submissionTasks,
  submissions,
  taskCounts,
  taskStatusHistory,
  users,
} from "~/db/schema";
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

/**
 * The scope on rows that have an assignee and a journal: tasks (the journal is kept on each by a
 * trigger, migration 0056, so no submission is joined for it) or task_counts' rows.
 */
function scopeCondition(scope: TaskScope, assignee: SQLWrapper, journal: SQLWrapper): SQL | undefined {
  if (scope.all) return undefined;
  const own = sql`${assignee} = ${scope.assigneeId}`;
  return scope.journalIds.length > 0 ? or(own, anyOf(journal, scope.journalIds, "uuid")) : own;
}

/** A task's journal (outside the Drizzle schema, as search_vector). */
const taskJournal = sql`"submission_tasks"."journal_id"`;

export type TaskFilter = {
  search: string;
  status: TaskStatus | null;
  /** The search's matching task ids, when read first (findMatchingTaskIds): tested instead of it. */
  matchingIds?: readonly string[];
};

/** The search's condition as a list of task ids (one parameter, not one per id). */
const amongIds = (ids: readonly string[]) => anyOf(submissionTasks.id, ids, "uuid");

/**
 * The submission's number as its code writes it (`lpad` cuts a longer one to three digits, as the
 * code does); searched through submissions_code_number_trgm_idx, whose expression this must stay.
 */
const paddedNumber = sql`lpad(s.submission_number::text, 3, '0')`;

/**
 * The conditions (on submissions "s") of a submission's code containing `text` (case-insensitive),
 * the code being what the dashboard shows, `upper(journal short name) || '-' || lpad(number::text,
 * 3, '0')` ("FJPHS-007"), without building every submission's code: an occurrence lies within the
 * journal's part ("FJPHS-": read from the tasks' journal, in matchingTaskIds), within the number's
 * (digits only), or starts in the first and ends in the second (its part up to a '-' ends the
 * journal's, its digits begin the number). These two, returned here, read the submissions'
 * numbers, and only for a text with digits.
 */
function codeContains(text: string): SQL[] {
  const journalsWhere = (pattern: string) =>
    sql`s.journal_id in (select j.id from journals j where (upper(j.short_name) || '-') ilike ${pattern})`;
  const ways: SQL[] = [];
  if (/^[0-9]+$/.test(text)) ways.push(sql`${paddedNumber} like ${`%${text}%`}`);
  for (let i = 1; i < text.length; i++) {
    const [head, digits] = [text.slice(0, i), text.slice(i)];
    if (head.endsWith("-") && /^[0-9]+$/.test(digits)) {
      ways.push(sql`${journalsWhere(`%${likePattern(head).slice(1, -1)}`)} and ${paddedNumber} like ${`${digits}%`}`);
    }
  }
  return ways;
}

/**
 * The ids of the tasks whose title, submission title or submission code contains `text`
 * (case-insensitive), each way read on its own: the titles from their trigram indexes
 * (submission_tasks_title_trgm_idx, submissions_title_trgm_idx), the codes from the journals
 * (codeContains). As one condition over the joined rows, every task and its submission were read
 * (50,000 tasks: 90-400 ms; ADR 070).
 */
function matchingTaskIds(text: string): SQL {
  const pattern = likePattern(text);
  const ofSubmissions = [sql`s.title ilike ${pattern}`, ...codeContains(text)].map(
    (condition) =>
      sql`select t.id from submission_tasks t join submissions s on s.id = t.submission_id where ${condition}`,
  );
  // Within the journal's part of the code: the tasks of those journals, from the journal kept on
  // each task (submission_tasks_journal_idx, migration 0056), not by joining every submission of
  // the journal to every task (12,500 of 50,000 tasks: 15-45 ms; ADR 070).
  const ofJournals = sql`select t.id from submission_tasks t where t.journal_id in
    (select j.id from journals j where (upper(j.short_name) || '-') ilike ${pattern})`;
  return sql`select t.id from submission_tasks t where t.title ilike ${pattern}
    union ${ofJournals} union ${sql.join(ofSubmissions, sql` union `)}`;
}

/** The submission's code as the dashboard writes it ("FJPHS-007"), for searching by it. */
const submissionCodeSql = sql`upper(${journals.shortName}) || '-' || lpad(${submissions.submissionNumber}::text, 3, '0')`;

/**
 * The search as a condition on the joined rows (a task, its submission, its journal): for a page
 * of a search matching many tasks, read along the due-date index, which fills a page early.
 * For few, the page is read from their ids (matchingTaskIds) instead: along the index, a rare word
 * tested every task and its submission (250 ms at 50,000 tasks).
 */
function searchOverRows(text: string): SQL {
  const pattern = likePattern(text);
  return or(
    ilike(submissionTasks.title, pattern),
    ilike(submissions.title, pattern),
    sql`${submissionCodeSql} ilike ${pattern}`,
  )!;
}

/** Up to this many matches, a search's page is read from the matching tasks' ids (see searchOverRows). */
export const FEW_TASK_MATCHES = 2000;

/**
 * The ids of the tasks (any scope) matching the search, at most `limit`: read once, so that the
 * count and the page test a list instead of each reading the matches again.
 */
export async function findMatchingTaskIds(db: Db, search: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: sql<string>`m.id` })
    .from(sql`(${matchingTaskIds(search)}) m`)
    .limit(limit);
  return rows.map((r) => r.id);
}

function filterCondition(filter: TaskFilter, fewMatches = false): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.search && filter.matchingIds) {
    conditions.push(amongIds(filter.matchingIds));
  } else if (filter.search && fewMatches) {
    conditions.push(sql`${submissionTasks.id} = any(array(${matchingTaskIds(filter.search)}))`);
  } else if (filter.search) {
    conditions.push(searchOverRows(filter.search));
  }
  if (filter.status) conditions.push(eq(submissionTasks.status, filter.status));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** One page of the tasks in `scope` matching `filter`, due date ascending. */
export async function findTaskPage(
  db: Db,
  opts: {
    scope: TaskScope;
    filter: TaskFilter;
    /** The search matches few tasks (at most FEW_TASK_MATCHES in scope): read from their ids. */
    fewMatches: boolean;
    limit: number;
    offset: number;
  },
): Promise<TaskRow[]> {
  return db
    .select(taskRowColumns)
    .from(submissionTasks)
    .innerJoin(submissions, eq(submissions.id, submissionTasks.submissionId))
    .innerJoin(journals, eq(journals.id, submissions.journalId))
    .leftJoin(assignee, eq(assignee.id, submissionTasks.assignedTo))
    .leftJoin(assigner, eq(assigner.id, submissionTasks.assignedBy))
    .where(
      and(
        scopeCondition(opts.scope, submissionTasks.assignedTo, taskJournal),
        filterCondition(opts.filter, opts.fewMatches),
      ),
    )
    .orderBy(...taskOrder)
    .limit(opts.limit)
    .offset(opts.offset);
}

/**
 * The five count cards (every task in scope) and the number matching the filter, in one statement.
 * The cards, and the number when only a status is asked for, are sums of task_counts (kept by a
 * trigger, migration 0063): counting an admin's 50,000 tasks took 8-10 ms at every request. With
 * `idsUpTo`, a search not yet read as ids is read once (a CTE) for both the count and the ids of its
 * first `idsUpTo` matches in any scope, which the page then tests: read apart, a search matching a
 * quarter of the tasks was read twice (ADR 070).
 */
export async function countTasks(
  db: Db,
  scope: TaskScope,
  filter: TaskFilter,
  idsUpTo = 0,
): Promise<TaskCounts & { matching: number; matchingIds?: string[] }> {
  const matches =
    filter.search && !filter.matchingIds && idsUpTo > 0
      ? db
          .$with("m")
          .as(db.select({ id: sql<string>`m0.id`.as("id") }).from(sql`(${matchingTaskIds(filter.search)}) m0`))
      : null;
  const countOf = (status: TaskStatus) =>
    sql<number>`coalesce(sum(${taskCounts.tasks}) filter (where ${taskCounts.status} = ${status}), 0)::int`;
  // The search as a set of ids, counted over the tasks in scope (each looked up in it, hashed once);
  // every task matching in every scope (an admin's search) is the matches counted.
  const search =
    filter.search && filter.matchingIds
      ? amongIds(filter.matchingIds)
      : matches
        ? sql`${submissionTasks.id} in (select id from ${matches})`
        : filter.search
          ? sql`${submissionTasks.id} in (${matchingTaskIds(filter.search)})`
          : null;
  const matching = !search
    ? filter.status
      ? countOf(filter.status)
      : sql<number>`coalesce(sum(${taskCounts.tasks}), 0)::int`
    : matches && scope.all && !filter.status
      ? sql<number>`(select count(*) from ${matches})::int`
      : sql<number>`(select count(*) from ${submissionTasks} where ${and(
          scopeCondition(scope, submissionTasks.assignedTo, taskJournal),
          search,
          filter.status ? eq(submissionTasks.status, filter.status) : undefined,
        )})::int`;
  const base = matches ? db.with(matches) : db;
  const [row] = await base
    .select({
      total: sql<number>`coalesce(sum(${taskCounts.tasks}), 0)::int`,
      notStarted: countOf("not_started"),
      inProgress: countOf("in_progress"),
      completed: countOf("completed"),
      needRevision: countOf("need_revision"),
      matching,
      ids: matches
        ? sql<string | null>`(select string_agg(x.id::text, ',') from (select id from ${matches} limit ${idsUpTo}) x)`
        : sql<null>`null`,
    })
    .from(taskCounts)
    .where(scopeCondition(scope, taskCounts.assignedTo, taskCounts.journalId));
  const { ids, ...counts } = row!;
  return matches ? { ...counts, matchingIds: ids ? ids.split(",") : [] } : counts;
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
