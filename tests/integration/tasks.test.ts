import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  mailMessages,
  roleAssignments,
  submissionEvents,
  submissionTasks,
  submissions,
  taskStatusHistory,
  users,
} from "~/db/schema";
import { getUserWithRoles } from "~/modules/auth/auth.service.server";
import type { CurrentUser } from "~/modules/auth/current-user";
import { loadSubmissionFor } from "~/modules/submissions/submission-access.server";
import { isoDateOf } from "~/modules/tasks/due-state";
import { loadTasksTab } from "~/modules/tasks/tasks-tab.server";
import { TASK_MESSAGES, TASKS_PAGE_SIZE, type TaskStatus } from "~/modules/tasks/tasks.constants";
import { createTaskSchema } from "~/modules/tasks/tasks.schemas";
import { countTasks, findMatchingTaskIds, findTaskPage } from "~/modules/tasks/tasks.repository.server";
import { createTask, updateTaskStatus } from "~/modules/tasks/tasks.service.server";
import type { MyTasksPage, TaskActionData } from "~/modules/tasks/tasks.types";
import { action as myTasksAction, loader as myTasksLoader } from "~/routes/dashboard/editor-tasks";
import { action as createTaskAction, loader as createTaskLoader } from "~/routes/resources/submission-tasks";
import { action as taskAction, loader as taskLoader } from "~/routes/resources/task";
import { journalId } from "../factories/catalogue";
import { createActors, type Actor, type Actors } from "../helpers/actors";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";
import { callAction, callLoader } from "./users-helpers";
import { routeArgs } from "../helpers/route-args";

let platform: TestPlatform;
let actors: Actors;
let fjphs: string;
let ijcpms: string;
/** An editor of IJCPMS only, an inactive editor, signed-in users of their own. */
let ijEditor: Actor;
let inactiveEditorId: string;
const db = () => platform.services.database.db;

beforeAll(async () => {
  platform = await startTestPlatform();
  fjphs = await journalId(db(), "fjphs");
  ijcpms = await journalId(db(), "ijcpms");
  actors = await createActors(platform, { seeded: true });
  ijEditor = (await createActors(platform, { seeded: true, editorJournalId: ijcpms, label: "ij" })).editor;
  inactiveEditorId = "inactive-editor";
  await db().insert(users).values({
    id: inactiveEditorId,
    name: "Ivy Inactive",
    email: "ivy@example.org",
    status: "inactive",
  });
  await db().insert(roleAssignments).values({ userId: inactiveEditorId, role: "editor" });
});
afterAll(() => platform.stop());

beforeEach(async () => {
  await db().delete(submissionTasks);
  await db().delete(submissionEvents);
  await db().delete(mailMessages);
});

const userOf = async (actor: Actor): Promise<CurrentUser> => (await getUserWithRoles(actor.userId!))!;

/** The calendar date `days` from today (UTC). */
const daysFromNow = (days: number) => isoDateOf(new Date(Date.now() + days * 86_400_000));

let submissionCounter = 0;
async function insertSubmission(
  values: { journalId?: string; createdBy?: string; title?: string; submissionNumber?: number } = {},
) {
  submissionCounter++;
  const [row] = await db()
    .insert(submissions)
    .values({
      journalId: values.journalId ?? fjphs,
      createdBy: values.createdBy ?? actors.author.userId!,
      submissionNumber: values.submissionNumber ?? submissionCounter,
      title: values.title ?? `Submission ${submissionCounter}`,
      abstract: "An abstract.",
      conflictOfInterest: { hasConflict: false },
      ethicsDeclaration: { involveHumanSubjects: false, involveAnimalSubjects: false },
      authorshipDeclaration: { allAuthorsConsent: true },
      dataAvailability: {},
    })
    .returning();
  return row;
}

/** POSTs a form to one of the task endpoints as `actor`; the status and the JSON answer. */
async function postTo(
  action: (args: never) => unknown,
  actor: Actor,
  path: string,
  params: Record<string, string>,
  fields: Record<string, string>,
): Promise<{ status: number; body: TaskActionData }> {
  const response = (await (action as (a: unknown) => Promise<Response>)(
    routeArgs(
      actor.request(path, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields),
      }),
      params,
    ),
  )) as Response;
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  return { status: response.status, body: (await response.json()) as TaskActionData };
}

const postCreate = (actor: Actor, submissionId: string, fields: Record<string, string>) =>
  postTo(createTaskAction, actor, `/submission/${submissionId}/tasks`, { id: submissionId }, fields);

const postTask = (actor: Actor, taskId: string, fields: Record<string, string>) =>
  postTo(taskAction, actor, `/tasks/${taskId}`, { taskId }, fields);

const validTask = (overrides: Record<string, string> = {}) => ({
  taskType: "plagiarism_check",
  dueDate: daysFromNow(10),
  assignedTo: actors.editor.userId!,
  ...overrides,
});

/** Inserts a task directly (for lists): assigned by the admin, due `dueInDays` from today. */
async function insertTask(values: {
  submissionId: string;
  assignedTo: string;
  title?: string;
  status?: TaskStatus;
  dueInDays?: number;
}) {
  const [row] = await db()
    .insert(submissionTasks)
    .values({
      submissionId: values.submissionId,
      assignedTo: values.assignedTo,
      assignedBy: actors.admin.userId!,
      taskType: "proofreading",
      title: values.title ?? "Proofreading",
      status: values.status ?? "not_started",
      dueDate: daysFromNow(values.dueInDays ?? 7),
    })
    .returning();
  return row;
}

const mailsTo = async (template: string) =>
  (await db().select().from(mailMessages).where(eq(mailMessages.template, template))).map((m) => m.recipient).sort();

const eventsOf = (submissionId: string) =>
  db()
    .select({ kind: submissionEvents.kind, detail: submissionEvents.detail, actorId: submissionEvents.actorId })
    .from(submissionEvents)
    .where(eq(submissionEvents.submissionId, submissionId));

describe("creating a task", () => {
  it("lets an admin create a task: assigned by the admin, medium priority, titled by its type, with the history entry and the assignment e-mail", async () => {
    const submission = await insertSubmission({ title: "Vitamin D in winter" });
    const dueDate = daysFromNow(5);
    const answer = await postCreate(
      actors.admin,
      submission.id,
      validTask({ dueDate, description: "Run iThenticate" }),
    );
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ ok: true, message: "Task created successfully" });

    const [task] = await db().select().from(submissionTasks).where(eq(submissionTasks.submissionId, submission.id));
    expect(task).toMatchObject({
      id: answer.body.taskId,
      taskType: "plagiarism_check",
      title: "Plagiarism Check",
      description: "Run iThenticate",
      priority: "medium",
      status: "not_started",
      dueDate,
      assignedTo: actors.editor.userId,
      assignedBy: actors.admin.userId,
    });
    expect(await eventsOf(submission.id)).toEqual([
      {
        kind: "task_created",
        actorId: actors.admin.userId,
        detail: { taskTitle: "Plagiarism Check", taskType: "plagiarism_check", assigneeName: "Eddie Editor" },
      },
    ]);
    const [mail] = await db().select().from(mailMessages).where(eq(mailMessages.template, "task-assigned"));
    expect(mail.recipient).toBe(actors.editor.email);
    expect(mail.subject).toBe(
      `New task assigned: Plagiarism Check (FJPHS-${String(submission.submissionNumber).padStart(3, "0")})`,
    );
    expect(mail.text).toContain(dueDate);
  });

  it("keeps a given title and priority", async () => {
    const submission = await insertSubmission();
    const answer = await postCreate(
      actors.admin,
      submission.id,
      validTask({ taskType: "layout_editing", title: "Typeset tables", priority: "urgent" }),
    );
    expect(answer.status).toBe(201);
    const [task] = await db().select().from(submissionTasks).where(eq(submissionTasks.id, answer.body.taskId!));
    expect(task).toMatchObject({ title: "Typeset tables", priority: "urgent", taskType: "layout_editing" });
  });

  it("refuses editors and authors (403), hides other authors' submissions (404), asks visitors to sign in (401), and writes nothing", async () => {
    const submission = await insertSubmission();
    const expected: [Actor, number, string][] = [
      [actors.editor, 403, TASK_MESSAGES.createDenied],
      [actors.author, 403, TASK_MESSAGES.createDenied],
      [
        actors.reviewer,
        404,
        "Submission not found. The submission you're looking for doesn't exist or you don't have permission to view it.",
      ],
      [
        actors.otherAuthor,
        404,
        "Submission not found. The submission you're looking for doesn't exist or you don't have permission to view it.",
      ],
      [actors.visitor, 401, "User not authenticated"],
    ];
    for (const [actor, status, message] of expected) {
      const answer = await postCreate(actor, submission.id, validTask());
      expect(answer.status, actor.name).toBe(status);
      expect(answer.body, actor.name).toEqual({ ok: false, message });
    }
    expect(await db().select().from(submissionTasks)).toEqual([]);
    expect(await db().select().from(mailMessages)).toEqual([]);
    expect(await eventsOf(submission.id)).toEqual([]);
  });

  it("answers 404 for an unknown submission or one that is not a uuid", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const answer = await postCreate(actors.admin, id, validTask());
      expect(answer.status, id).toBe(404);
    }
  });

  it("refuses a due date in the past with the spec's message", async () => {
    const submission = await insertSubmission();
    const answer = await postCreate(actors.admin, submission.id, validTask({ dueDate: daysFromNow(-2) }));
    expect(answer).toEqual({
      status: 400,
      body: {
        ok: false,
        message: "Due date cannot be in the past",
        fieldErrors: { dueDate: "Due date cannot be in the past" },
      },
    });
    expect(await db().select().from(submissionTasks)).toEqual([]);
  });

  it("accepts today and refuses yesterday as of an injected now", async () => {
    const submission = await insertSubmission();
    const admin = await userOf(actors.admin);
    const now = new Date("2026-03-10T15:00:00Z");
    const input = (dueDate: string) => createTaskSchema.parse(validTask({ dueDate }));
    await expect(createTask(admin, submission.id, input("2026-03-09"), now)).rejects.toMatchObject({
      status: 400,
      message: TASK_MESSAGES.dueDatePast,
    });
    await expect(createTask(admin, submission.id, input("2026-03-10"), now)).resolves.toHaveProperty("id");
  });

  it("refuses an assignee who is not an active editor of the submission's journal", async () => {
    const submission = await insertSubmission({ journalId: fjphs });
    const notEditors = [
      actors.author.userId!,
      actors.reviewer.userId!,
      actors.admin.userId!,
      ijEditor.userId!,
      inactiveEditorId,
      "no-such-user",
    ];
    for (const assignedTo of notEditors) {
      const answer = await postCreate(actors.admin, submission.id, validTask({ assignedTo }));
      expect(answer, assignedTo).toEqual({
        status: 400,
        body: {
          ok: false,
          message: TASK_MESSAGES.assigneeNotEditor,
          fieldErrors: { assignedTo: TASK_MESSAGES.assigneeNotEditor },
        },
      });
    }
    // The IJCPMS editor may be assigned a task of an IJCPMS submission.
    const ijSubmission = await insertSubmission({ journalId: ijcpms });
    const answer = await postCreate(actors.admin, ijSubmission.id, validTask({ assignedTo: ijEditor.userId! }));
    expect(answer.status).toBe(201);
  });

  it("says which required field is missing or wrong", async () => {
    const submission = await insertSubmission();
    const answer = await postCreate(actors.admin, submission.id, {
      taskType: "",
      dueDate: "2026-02-30",
      assignedTo: "",
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors).toEqual({
      taskType: TASK_MESSAGES.typeRequired,
      dueDate: TASK_MESSAGES.dueDateInvalid,
      assignedTo: TASK_MESSAGES.assigneeRequired,
    });
    const missing = await postCreate(actors.admin, submission.id, { taskType: "proofreading", assignedTo: "x" });
    expect(missing.body.fieldErrors).toEqual({ dueDate: TASK_MESSAGES.dueDateRequired });
    const badPriority = await postCreate(actors.admin, submission.id, validTask({ priority: "whenever" }));
    expect(badPriority.body.fieldErrors).toEqual({ priority: TASK_MESSAGES.priorityInvalid });
  });
});

describe("My Tasks", () => {
  const myTasks = (actor: Actor, search = "") =>
    callLoader<MyTasksPage & { currentUserId: string }>(myTasksLoader, actor, `/dashboard/editor-tasks${search}`);

  it("shows an admin every task, an editor their own and an author none, with counts of what each sees", async () => {
    const s1 = await insertSubmission({ title: "Sleep and memory" });
    const s2 = await insertSubmission({ journalId: ijcpms, title: "Statins in the elderly" });
    await insertTask({ submissionId: s1.id, assignedTo: actors.editor.userId!, status: "in_progress", dueInDays: 9 });
    await insertTask({ submissionId: s1.id, assignedTo: actors.editor.userId!, status: "completed", dueInDays: 2 });
    await insertTask({ submissionId: s2.id, assignedTo: ijEditor.userId!, status: "need_revision", dueInDays: 5 });

    const admin = await myTasks(actors.admin);
    expect(admin.status).toBe(200);
    expect(admin.data!.tasks).toHaveLength(3);
    expect(admin.data!.counts).toEqual({ total: 3, notStarted: 0, inProgress: 1, completed: 1, needRevision: 1 });
    // Due date ascending.
    expect(admin.data!.tasks.map((t) => t.status)).toEqual(["completed", "need_revision", "in_progress"]);

    const editor = await myTasks(actors.editor);
    expect(editor.data!.tasks.map((t) => t.assigneeId)).toEqual([actors.editor.userId, actors.editor.userId]);
    expect(editor.data!.counts).toEqual({ total: 2, notStarted: 0, inProgress: 1, completed: 1, needRevision: 0 });
    expect(editor.data!.tasks.every((t) => t.canUpdate && !t.canDelete)).toBe(true);

    const author = await myTasks(actors.author);
    expect(author.data!.tasks).toEqual([]);
    expect(author.data!.counts.total).toBe(0);

    const visitor = await myTasks(actors.visitor);
    expect(visitor.status).toBe(302);
    expect(visitor.location).toBe("/auth?redirectTo=%2Fdashboard%2Feditor-tasks");
  });

  it("searches the task title, the submission title and the submission ID, and filters by status", async () => {
    const s1 = await insertSubmission({ title: "Sleep and memory" });
    const s2 = await insertSubmission({ title: "Statins in the elderly" });
    await insertTask({ submissionId: s1.id, assignedTo: actors.editor.userId!, title: "Check figures" });
    await insertTask({
      submissionId: s2.id,
      assignedTo: actors.editor.userId!,
      title: "Proofread",
      status: "completed",
    });
    const code2 = `FJPHS-${String(s2.submissionNumber).padStart(3, "0")}`;

    const titles = async (search: string) =>
      ((await myTasks(actors.editor, search)).data?.tasks ?? []).map((t) => t.title);
    expect(await titles("?search=figures")).toEqual(["Check figures"]);
    expect(await titles("?search=STATINS")).toEqual(["Proofread"]);
    expect(await titles(`?search=${code2.toLowerCase()}`)).toEqual(["Proofread"]);
    expect(await titles("?status=completed")).toEqual(["Proofread"]);
    expect(await titles("?status=completed&search=figures")).toEqual([]);
    // A literal percent sign matches nothing rather than everything.
    expect(await titles("?search=%25")).toEqual([]);

    const filtered = await myTasks(actors.editor, "?status=completed");
    expect(filtered.data!.matching).toBe(1);
    expect(filtered.data!.counts.total).toBe(2);
    expect((await myTasks(actors.editor)).data!.tasks[0].submissionCode).toMatch(/^FJPHS-\d{3}$/);
  });

  it("finds by every part of the submission ID and by the titles what testing every task's row finds, read either way", async () => {
    const made = [
      await insertSubmission({ title: "Sleep and memory" }),
      await insertSubmission({ journalId: ijcpms, title: "Statins in the elderly" }),
      // lpad cuts a number of four digits to its first three in the code: FJPHS-123.
      await insertSubmission({ title: "Ward 7 audit", submissionNumber: 1234 }),
      await insertSubmission({ journalId: ijcpms, title: "Renal dosing", submissionNumber: 7007 }),
      await insertSubmission({ journalId: ijcpms, submissionNumber: 70 }),
    ];
    for (const [i, s] of made.entries()) {
      await insertTask({
        submissionId: s.id,
        assignedTo: i % 2 ? actors.editor.userId! : ijEditor.userId!,
        title: i % 2 ? "Proofread 100%" : "Check figures_2",
      });
    }
    const searches = [
      ...["figures", "PROOF", "100%", "%", "_", "s_2", "statins", "sleep and", "o", "zzz"],
      ...["fjphs", "Cpms-", "s-", "-", "-0", "0", "00", "07", "7", "70", "700", "123", "1234"],
      ...["-123", "phs-12", "ms-07", "CPMS-070", "cpms-700", "IJCPMS-7", "S-1", "s-0", "-1"],
    ];
    const scope = { all: true } as const;
    const found: Record<string, number> = {};
    for (const search of searches) {
      const filter = { search, status: null };
      const read = async (fewMatches: boolean) =>
        (await findTaskPage(db(), { scope, filter, fewMatches, limit: 100, offset: 0 })).map((t) => t.id);
      const byRows = await read(false);
      expect(await read(true), search).toEqual(byRows);
      expect((await countTasks(db(), scope, filter)).matching, search).toBe(byRows.length);
      // Read first as a list of ids, the search gives the same page and count.
      const listed = { ...filter, matchingIds: await findMatchingTaskIds(db(), search, 1000) };
      expect(
        (await findTaskPage(db(), { scope, filter: listed, fewMatches: false, limit: 100, offset: 0 })).map(
          (t) => t.id,
        ),
        search,
      ).toEqual(byRows);
      expect((await countTasks(db(), scope, listed)).matching, search).toBe(byRows.length);
      // Read once in the count's statement (as the service does), the same count and ids.
      const once = await countTasks(db(), scope, filter, 1000);
      expect(once.matching, search).toBe(byRows.length);
      expect([...once.matchingIds!].sort(), search).toEqual([...listed.matchingIds].sort());
      found[search] = byRows.length;
    }
    // A submission moved to another journal takes its tasks along (their journal is kept on each
    // task, migration 0056): its journal's part finds them there, and no more in the old one.
    const moved = made[0]!;
    const foundIn = async (search: string) => {
      const filter = { search, status: null };
      const ids = await findMatchingTaskIds(db(), search, 1000);
      const byRows = (await findTaskPage(db(), { scope, filter, fewMatches: false, limit: 100, offset: 0 })).map(
        (t) => t.id,
      );
      expect([...ids].sort(), search).toEqual([...byRows].sort());
      return ids.length;
    };
    const [fjphsBefore, ijcpmsBefore] = [await foundIn("fjphs-"), await foundIn("ijcpms-")];
    await db()
      .update(submissions)
      .set({ journalId: ijcpms, submissionNumber: 900_002 })
      .where(eq(submissions.id, moved.id));
    expect(await foundIn("fjphs-")).toBe(fjphsBefore - 1);
    expect(await foundIn("ijcpms-")).toBe(ijcpmsBefore + 1);
    // The comparisons compared something: each way of matching an ID finds tasks, and not all.
    for (const search of ["Cpms-", "0", "07", "123", "-123", "ms-07", "CPMS-070", "IJCPMS-7"]) {
      expect(found[search], search).toBeGreaterThan(0);
      expect(found[search], search).toBeLessThan(made.length);
    }
    expect(found["zzz"]).toBe(0);
  });

  it("pages twenty tasks at a time in due date order and sends a page past the end to the last page", async () => {
    const submission = await insertSubmission();
    for (let i = 0; i < TASKS_PAGE_SIZE + 3; i++) {
      await insertTask({
        submissionId: submission.id,
        assignedTo: actors.editor.userId!,
        title: `Task ${i}`,
        dueInDays: 30 - i,
      });
    }
    const first = await myTasks(actors.editor);
    expect(first.data!.tasks).toHaveLength(TASKS_PAGE_SIZE);
    expect(first.data!.tasks[0].title).toBe(`Task ${TASKS_PAGE_SIZE + 2}`);
    expect(first.data!.pageCount).toBe(2);
    const second = await myTasks(actors.editor, "?page=2");
    expect(second.data!.tasks.map((t) => t.title)).toEqual(["Task 2", "Task 1", "Task 0"]);
    const past = await myTasks(actors.editor, "?page=9");
    expect(past.status).toBe(302);
    expect(past.location).toBe("/dashboard/editor-tasks?page=2");
  });

  it("gives the server's today for the Due Soon and Overdue badges", async () => {
    const page = await myTasks(actors.admin);
    expect(page.data!.today).toBe(isoDateOf(new Date()));
  });
});

describe("updating a task's status", () => {
  const historyOf = (taskId: string) =>
    db()
      .select({
        oldStatus: taskStatusHistory.oldStatus,
        newStatus: taskStatusHistory.newStatus,
        comment: taskStatusHistory.comment,
        changedBy: taskStatusHistory.changedBy,
      })
      .from(taskStatusHistory)
      .where(eq(taskStatusHistory.taskId, taskId));

  it("writes the history record, the submission's history entry and e-mails the assignee and the admin who assigned it", async () => {
    const submission = await insertSubmission();
    const task = await insertTask({
      submissionId: submission.id,
      assignedTo: actors.editor.userId!,
      title: "Proofread",
    });
    const answer = await postTask(actors.editor, task.id, {
      intent: "update",
      status: "in_progress",
      comment: "Started today",
    });
    expect(answer).toEqual({ status: 200, body: { ok: true, message: "Task updated successfully" } });

    const [row] = await db().select().from(submissionTasks).where(eq(submissionTasks.id, task.id));
    expect(row.status).toBe("in_progress");
    expect(await historyOf(task.id)).toEqual([
      { oldStatus: "not_started", newStatus: "in_progress", comment: "Started today", changedBy: actors.editor.userId },
    ]);
    expect(await eventsOf(submission.id)).toEqual([
      {
        kind: "task_status_changed",
        actorId: actors.editor.userId,
        detail: { taskTitle: "Proofread", from: "not_started", to: "in_progress", comment: "Started today" },
      },
    ]);
    expect(await mailsTo("task-updated")).toEqual([actors.admin.email, actors.editor.email].sort());
  });

  it("e-mails only the assignee when the admin who assigned the task changes it, and allows any move", async () => {
    const submission = await insertSubmission();
    const task = await insertTask({
      submissionId: submission.id,
      assignedTo: actors.editor.userId!,
      status: "completed",
    });
    const answer = await postTask(actors.admin, task.id, { intent: "update", status: "not_started" });
    expect(answer.status).toBe(200);
    expect(await mailsTo("task-updated")).toEqual([actors.editor.email]);
    expect(await historyOf(task.id)).toEqual([
      { oldStatus: "completed", newStatus: "not_started", comment: null, changedBy: actors.admin.userId },
    ]);
  });

  it("refuses an unchanged status (400) and changes nothing", async () => {
    const submission = await insertSubmission();
    const task = await insertTask({
      submissionId: submission.id,
      assignedTo: actors.editor.userId!,
      status: "in_progress",
    });
    const answer = await postTask(actors.editor, task.id, { intent: "update", status: "in_progress" });
    expect(answer).toEqual({
      status: 400,
      body: {
        ok: false,
        message: TASK_MESSAGES.statusUnchanged,
        fieldErrors: { status: TASK_MESSAGES.statusUnchanged },
      },
    });
    expect(await historyOf(task.id)).toEqual([]);
    expect(await eventsOf(submission.id)).toEqual([]);
    expect(await db().select().from(mailMessages)).toEqual([]);
  });

  it("refuses the submission's author (403), hides the task from others (404) and answers 404 for unknown tasks", async () => {
    const submission = await insertSubmission({ createdBy: actors.author.userId! });
    const task = await insertTask({ submissionId: submission.id, assignedTo: actors.editor.userId! });
    const author = await postTask(actors.author, task.id, { intent: "update", status: "completed" });
    expect(author).toEqual({ status: 403, body: { ok: false, message: TASK_MESSAGES.updateDenied } });
    for (const actor of [actors.otherAuthor, actors.reviewer, ijEditor]) {
      const answer = await postTask(actor, task.id, { intent: "update", status: "completed" });
      expect(answer, actor.name).toEqual({ status: 404, body: { ok: false, message: TASK_MESSAGES.notFound } });
    }
    for (const id of ["00000000-0000-4000-8000-000000000000", "nope"]) {
      const answer = await postTask(actors.admin, id, { intent: "update", status: "completed" });
      expect(answer.status, id).toBe(404);
    }
    const invalid = await postTask(actors.admin, task.id, { intent: "update", status: "done" });
    expect(invalid.status).toBe(400);
    expect(invalid.body.fieldErrors).toEqual({ status: TASK_MESSAGES.statusInvalid });
    const noIntent = await postTask(actors.admin, task.id, { status: "completed" });
    expect(noIntent.status).toBe(400);
    const [row] = await db().select().from(submissionTasks).where(eq(submissionTasks.id, task.id));
    expect(row.status).toBe("not_started");
  });

  it("is one transaction: when the e-mail cannot be queued, neither the status nor any history is kept", async () => {
    const submission = await insertSubmission();
    await db().insert(users).values({ id: "broken-editor", name: "Bea Broken", email: "not-an-address" });
    await db().insert(roleAssignments).values({ userId: "broken-editor", role: "editor" });
    const task = await insertTask({ submissionId: submission.id, assignedTo: "broken-editor" });
    await expect(
      updateTaskStatus(await userOf(actors.admin), task.id, { status: "completed", comment: null }),
    ).rejects.toThrow(/invalid recipient/);
    const [row] = await db().select().from(submissionTasks).where(eq(submissionTasks.id, task.id));
    expect(row.status).toBe("not_started");
    expect(await historyOf(task.id)).toEqual([]);
    expect(await eventsOf(submission.id)).toEqual([]);
    await db().delete(submissionTasks).where(eq(submissionTasks.id, task.id));
    await db().delete(users).where(eq(users.id, "broken-editor"));
  });

  it("works from the My Tasks dialog (intent=update-status) too", async () => {
    const submission = await insertSubmission();
    const task = await insertTask({ submissionId: submission.id, assignedTo: actors.editor.userId! });
    const post = (fields: Record<string, string>) =>
      callAction<TaskActionData>(myTasksAction, actors.editor, "/dashboard/editor-tasks", fields);
    const done = await post({ intent: "update-status", taskId: task.id, status: "completed" });
    expect(done).toMatchObject({ status: 200, data: { ok: true, message: "Task updated successfully" } });
    const again = await post({ intent: "update-status", taskId: task.id, status: "completed" });
    expect(again).toMatchObject({
      status: 400,
      data: {
        ok: false,
        message: TASK_MESSAGES.statusUnchanged,
        fieldErrors: { status: TASK_MESSAGES.statusUnchanged },
      },
    });
    const other = await callAction<TaskActionData>(myTasksAction, actors.otherAuthor, "/dashboard/editor-tasks", {
      intent: "update-status",
      taskId: task.id,
      status: "in_progress",
    });
    expect(other).toMatchObject({ status: 404, data: { ok: false, message: TASK_MESSAGES.notFound } });
    expect((await historyOf(task.id)).map((h) => h.newStatus)).toEqual(["completed"]);
  });
});

describe("the task endpoints", () => {
  it("answer a GET with 405 and say they take posts", () => {
    for (const loader of [createTaskLoader, taskLoader]) {
      const response = loader();
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("POST");
      expect(response.headers.get("cache-control")).toBe("private, no-store");
    }
  });
});

describe("deleting a task", () => {
  it("lets an admin delete a task with its status history, recording the deletion", async () => {
    const submission = await insertSubmission();
    const task = await insertTask({ submissionId: submission.id, assignedTo: actors.editor.userId!, title: "Galleys" });
    await postTask(actors.admin, task.id, { intent: "update", status: "in_progress" });
    await db().delete(submissionEvents);

    const answer = await postTask(actors.admin, task.id, { intent: "delete" });
    expect(answer).toEqual({ status: 200, body: { ok: true, message: "Task deleted successfully" } });
    expect(await db().select().from(submissionTasks).where(eq(submissionTasks.id, task.id))).toEqual([]);
    expect(await db().select().from(taskStatusHistory).where(eq(taskStatusHistory.taskId, task.id))).toEqual([]);
    expect(await eventsOf(submission.id)).toEqual([
      { kind: "task_deleted", actorId: actors.admin.userId, detail: { taskTitle: "Galleys" } },
    ]);
  });

  it("refuses editors and the author, and keeps the task", async () => {
    const submission = await insertSubmission({ createdBy: actors.author.userId! });
    const task = await insertTask({ submissionId: submission.id, assignedTo: actors.editor.userId! });
    for (const actor of [actors.editor, actors.author]) {
      const answer = await postTask(actor, task.id, { intent: "delete" });
      expect(answer, actor.name).toEqual({ status: 403, body: { ok: false, message: TASK_MESSAGES.deleteDenied } });
    }
    expect(await postTask(actors.visitor, task.id, { intent: "delete" })).toMatchObject({ status: 401 });
    expect(await db().select().from(submissionTasks).where(eq(submissionTasks.id, task.id))).toHaveLength(1);
    expect(await eventsOf(submission.id)).toEqual([]);
  });
});

describe("the Tasks tab of a submission", () => {
  it("lists the tasks by due date with the assignee's name; only admins may create or delete and get the editors", async () => {
    const submission = await insertSubmission({ createdBy: actors.author.userId! });
    await insertTask({ submissionId: submission.id, assignedTo: actors.editor.userId!, title: "Later", dueInDays: 20 });
    await insertTask({ submissionId: submission.id, assignedTo: actors.editor.userId!, title: "Sooner", dueInDays: 1 });
    const other = await insertSubmission();
    await insertTask({ submissionId: other.id, assignedTo: actors.editor.userId!, title: "Elsewhere" });

    const tabFor = async (actor: Actor) => {
      const user = await userOf(actor);
      return loadTasksTab(user, await loadSubmissionFor(user, submission.id));
    };
    const admin = await tabFor(actors.admin);
    expect(admin.tasks.map((t) => [t.title, t.assigneeName])).toEqual([
      ["Sooner", "Eddie Editor"],
      ["Later", "Eddie Editor"],
    ]);
    expect(admin).toMatchObject({ canCreate: true, canUpdate: true, canDelete: true, loadFailed: false });
    // Editors of every journal or of FJPHS, active: not the IJCPMS editor, not the inactive one.
    const editorIds = admin.editors.map((e) => e.id);
    expect(editorIds).toContain(actors.editor.userId);
    expect(editorIds).not.toContain(ijEditor.userId);
    expect(editorIds).not.toContain(inactiveEditorId);
    expect(editorIds).not.toContain(actors.admin.userId);

    const editor = await tabFor(actors.editor);
    expect(editor).toMatchObject({ canCreate: false, canUpdate: true, canDelete: false, editors: [] });
    expect(editor.tasks.every((t) => t.canUpdate && !t.canDelete)).toBe(true);

    const author = await tabFor(actors.author);
    expect(author).toMatchObject({ canCreate: false, canUpdate: false, canDelete: false, editors: [] });
    expect(author.tasks.map((t) => t.title)).toEqual(["Sooner", "Later"]);
    expect(author.tasks.some((t) => t.canUpdate || t.canDelete)).toBe(false);
  });
});
