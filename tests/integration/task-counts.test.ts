// @both-backends: task_counts is kept by a PL/pgSQL trigger, which each engine runs.
// My Tasks' cards and its count by status, read from task_counts (kept by a trigger on
// submission_tasks, migration 0063, ADR 070), say what the tasks themselves say in every scope
// after every kind of write: tasks created (several in one statement), a status changed, a task
// reassigned, its submission moved to another journal (which moves its tasks, migration 0056), a
// task deleted and a submission deleted with its tasks. Tasks are written directly: the services
// that write them have their own tests (tasks.test.ts).
import { and, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { submissionTasks, submissions } from "~/db/schema";
import type { TaskScope } from "~/modules/tasks/task-scope";
import { TASK_STATUSES, type TaskStatus } from "~/modules/tasks/tasks.constants";
import { countTasks } from "~/modules/tasks/tasks.repository.server";
import { journalId } from "../factories/catalogue";
import { createActors, type Actors } from "../helpers/actors";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";
import { insertSubmission } from "./submission-files-helpers";

let platform: TestPlatform;
let actors: Actors;
const db = (): Db => platform.services.database.db;

beforeAll(async () => {
  platform = await startTestPlatform();
  actors = await createActors(platform, { seeded: true, label: "counts" });
});
afterAll(() => platform.stop());

function task(submissionId: string, assignedTo: string, status: TaskStatus = "not_started") {
  return {
    submissionId,
    assignedTo,
    assignedBy: actors.admin.userId!,
    taskType: "proofreading" as const,
    title: "Proofreading",
    status,
    dueDate: "2030-01-01",
  };
}

/** The cards and the count of `status` as the tasks in scope say them (the count this replaced). */
async function recount(scope: TaskScope, status: TaskStatus | null) {
  const inScope: SQL | undefined = scope.all
    ? undefined
    : or(
        eq(submissionTasks.assignedTo, scope.assigneeId),
        scope.journalIds.length > 0 ? inArray(submissions.journalId, scope.journalIds) : sql`false`,
      );
  const rows = await db()
    .select({ status: submissionTasks.status })
    .from(submissionTasks)
    .innerJoin(submissions, eq(submissions.id, submissionTasks.submissionId))
    .where(and(inScope));
  const of = (s: TaskStatus) => rows.filter((r) => r.status === s).length;
  return {
    total: rows.length,
    notStarted: of("not_started"),
    inProgress: of("in_progress"),
    completed: of("completed"),
    needRevision: of("need_revision"),
    matching: status ? of(status) : rows.length,
  };
}

describe("My Tasks' counts", () => {
  it("say what the tasks say in every scope after every kind of write", async () => {
    const [fjphs, ijcpms] = [await journalId(db(), "fjphs"), await journalId(db(), "ijcpms")];
    const [editor, reviewer] = [actors.editor.userId!, actors.reviewer.userId!];
    const scopes: TaskScope[] = [
      { all: true },
      { all: false, assigneeId: editor, journalIds: [] },
      { all: false, assigneeId: reviewer, journalIds: [fjphs] },
      { all: false, assigneeId: editor, journalIds: [ijcpms, fjphs] },
    ];
    const check = async (when: string) => {
      for (const scope of scopes) {
        for (const status of [null, ...TASK_STATUSES]) {
          const counted = await countTasks(db(), scope, { search: "", status });
          expect(counted, `${when}: ${JSON.stringify(scope)} ${status}`).toEqual(await recount(scope, status));
        }
      }
    };
    await check("none yet");

    const first = await insertSubmission(db(), actors.author.userId!, "under_review");
    const second = await insertSubmission(db(), actors.author.userId!, "under_review");
    const created = await db()
      .insert(submissionTasks)
      .values([task(first, editor), task(first, reviewer, "in_progress"), task(second, editor, "completed")])
      .returning({ id: submissionTasks.id });
    const [a, b, c] = created.map((r) => r.id);
    await check("created");
    await db().update(submissionTasks).set({ status: "need_revision" }).where(eq(submissionTasks.id, a!));
    await check("a status changed");
    await db().update(submissionTasks).set({ assignedTo: editor }).where(eq(submissionTasks.id, b!));
    await check("reassigned");
    await db().update(submissionTasks).set({ title: "Proofreading, again" }).where(eq(submissionTasks.id, b!));
    await check("retitled (nothing counted moves)");
    await db().update(submissions).set({ journalId: ijcpms }).where(eq(submissions.id, first));
    await check("its submission moved to another journal");
    await db().delete(submissionTasks).where(eq(submissionTasks.id, c!));
    await check("a task deleted");
    await db().delete(submissions).where(eq(submissions.id, first));
    await check("a submission deleted with its tasks");
  });
});
