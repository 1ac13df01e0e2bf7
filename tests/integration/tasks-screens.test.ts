// The task screens as the server renders them: My Tasks and the Tasks tab, from real loader data.
import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { submissionTasks, submissions } from "~/db/schema";
import { getUserWithRoles } from "~/modules/auth/auth.service.server";
import { loadSubmissionFor } from "~/modules/submissions/submission-access.server";
import { TasksTab } from "~/modules/tasks/components/tasks-tab";
import { isoDateOf } from "~/modules/tasks/due-state";
import { loadTasksTab } from "~/modules/tasks/tasks-tab.server";
import type { TasksTabData } from "~/modules/tasks/tasks.types";
import MyTasksPage, { loader as myTasksLoader } from "~/routes/dashboard/editor-tasks";
import { journalId } from "../factories/catalogue";
import { createActors, type Actor, type Actors } from "../helpers/actors";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";
import { callLoader } from "./users-helpers";

let platform: TestPlatform;
let actors: Actors;
let submissionId: string;
const db = () => platform.services.database.db;
const daysFromNow = (days: number) => isoDateOf(new Date(Date.now() + days * 86_400_000));

beforeAll(async () => {
  platform = await startTestPlatform();
  actors = await createActors(platform, { seeded: true });
  const [submission] = await db()
    .insert(submissions)
    .values({
      journalId: await journalId(db(), "fjphs"),
      createdBy: actors.author.userId!,
      submissionNumber: 7,
      title: "Sleep and memory in adolescents",
      abstract: "An abstract.",
      conflictOfInterest: { hasConflict: false },
      ethicsDeclaration: { involveHumanSubjects: false, involveAnimalSubjects: false },
      authorshipDeclaration: { allAuthorsConsent: true },
      dataAvailability: {},
    })
    .returning();
  submissionId = submission.id;
  const task = (title: string, dueInDays: number, status: "not_started" | "completed" = "not_started") => ({
    submissionId,
    assignedTo: actors.editor.userId!,
    assignedBy: actors.admin.userId!,
    taskType: "proofreading" as const,
    title,
    status,
    priority: "high" as const,
    dueDate: daysFromNow(dueInDays),
  });
  await db()
    .insert(submissionTasks)
    .values([
      task("Late proofs", -1),
      task("Proofreading", 2),
      task("Finished proofs", -5, "completed"),
      task("Far", 30),
    ]);
});
afterAll(() => platform.stop());

function toText(html: string): string {
  return html
    .replace(/<!--.*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

/** Server-renders `Component` inside a data router with `loaderData`, as the app does. */
function render(Component: ComponentType, path: string, loaderData: unknown): string {
  const Stub = createRoutesStub([{ id: "page", path, Component, loader: () => loaderData }]);
  return toText(
    renderToString(
      createElement(Stub, { initialEntries: [path], hydrationData: { loaderData: { page: loaderData } } }),
    ),
  );
}

async function tabText(actor: Actor): Promise<string> {
  const user = (await getUserWithRoles(actor.userId!))!;
  const data = await loadTasksTab(user, await loadSubmissionFor(user, submissionId));
  const Tab = () => createElement(TasksTab, { submissionId, data });
  return render(Tab, `/submission/${submissionId}`, data);
}

describe("the My Tasks screen", () => {
  it("shows the heading, the five counts, the table with its badges and the Update buttons", async () => {
    const answer = await callLoader(myTasksLoader, actors.editor, "/dashboard/editor-tasks");
    const text = render(MyTasksPage as ComponentType, "/dashboard/editor-tasks", answer.data);
    for (const expected of [
      "My Tasks",
      "Manage your assigned submission tasks",
      "Total Tasks 4",
      "Not Started 3",
      "In Progress 0",
      "Completed 1",
      "Need Revision 0",
      "Assigned Tasks",
      "All Statuses",
      "Submission ID",
      "Assigned Date",
      "FJPHS-007",
      "Overdue",
      "Due Soon",
      "High",
      "Update",
    ]) {
      expect(text).toContain(expected);
    }
    // Only 'Late proofs' is overdue (shown twice: phone card and table row); the completed task, past
    // its date too, has no badge.
    expect(text.match(/Overdue/g)).toHaveLength(2);
    expect(text).toContain(daysFromNow(2));
  });

  it("says 'No tasks assigned yet' to someone without tasks", async () => {
    const answer = await callLoader(myTasksLoader, actors.author, "/dashboard/editor-tasks");
    const text = render(MyTasksPage as ComponentType, "/dashboard/editor-tasks", answer.data);
    expect(text).toContain("No tasks assigned yet");
    expect(text).toContain("Total Tasks 0");
  });
});

describe("the Tasks tab", () => {
  it("offers admins Create Task, Edit and Delete", async () => {
    const text = await tabText(actors.admin);
    expect(text).toContain("Create Task");
    expect(text).toMatch(/\bEdit\b/);
    expect(text).toContain("Delete");
    expect(text).toContain("Eddie Editor");
  });

  it("offers editors Edit only", async () => {
    const text = await tabText(actors.editor);
    expect(text).not.toContain("Create Task");
    expect(text).toMatch(/\bEdit\b/);
    expect(text).not.toContain("Delete");
  });

  it("shows the author the tasks read-only", async () => {
    const text = await tabText(actors.author);
    expect(text).toContain("Late proofs");
    expect(text).not.toContain("Create Task");
    expect(text).not.toMatch(/\bEdit\b/);
    expect(text).not.toContain("Delete");
    expect(text).toMatch(/\bView\b/);
  });

  it("says when the tasks could not be loaded", () => {
    const data: TasksTabData = {
      tasks: [],
      canCreate: false,
      canUpdate: false,
      canDelete: false,
      editors: [],
      today: "2026-03-10",
      loadFailed: true,
    };
    const Tab = () => createElement(TasksTab, { submissionId, data });
    expect(render(Tab, "/submission/x", data)).toContain("Failed to load tasks");
  });
});
