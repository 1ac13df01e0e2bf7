// Fixtures and callers of the authorization suite's submission, file and task rows: a fresh
// "world" for every attempt (a submission of the `author` actor, made through POST
// /api/submissions, with its manuscript and one task), a snapshot of everything an action could
// change, and one way to call any loader or action and read the status it answers.
import { and, count, eq, inArray } from "drizzle-orm";
import {
  reviewAssignments,
  submissionMessages,
  articleEvents,
  articleGalleys,
  articles,
  conferences,
  editorialBoardMembers,
  issues,
  submissionEvents,
  submissionFiles,
  submissionTasks,
  submissions,
} from "~/db/schema";
import type { Db } from "~/db/client.server";
import type { Services } from "~/lib/services.server";
import type { EditSubmissionForm } from "~/modules/submissions/submissions.schemas";
import type { WizardForm } from "~/modules/submissions/wizard-form";
import { isoDateOf } from "~/modules/tasks/due-state";
import { action as createSubmissionAction } from "~/routes/resources/submission-create";
import { attachPdf, createArticle as createCatalogueArticle } from "../factories/catalogue";
import { MANUSCRIPTS } from "../factories/manuscript-files";
import type { Actor, Actors } from "../helpers/actors";
import { wizardData } from "./submissions-helpers";
import { routeArgs } from "../helpers/route-args";

type SubmissionStatus = (typeof submissions.status.enumValues)[number];

/** What one attempt works on: the author's submission, its manuscript and a task assigned to the editor. */
export type World = { journalId: string; editorId: string; submissionId: string; fileId: string; taskId: string };

/** What an answer says about getting through: its status and, for a redirect, where to. */
export type Answer = { status: number; location: string | null };

type RouteFn = (args: never) => unknown;

async function answerOf(run: () => unknown): Promise<Answer> {
  let value: unknown;
  try {
    value = await run();
  } catch (thrown) {
    value = thrown;
  }
  if (value instanceof Response) return { status: value.status, location: value.headers.get("location") };
  if (value && typeof value === "object" && (value as { type?: string }).type === "DataWithResponseInit") {
    return { status: (value as { init?: ResponseInit | null }).init?.status ?? 200, location: null };
  }
  if (value instanceof Error) throw value;
  return { status: 200, location: null };
}

function call(fn: RouteFn, request: Request, params: Record<string, string>): Promise<Answer> {
  return answerOf(() => (fn as (a: unknown) => unknown)(routeArgs(request, params)));
}

/** GET `path` through a loader as `actor`. */
export function get(fn: RouteFn, actor: Actor, path: string, params: Record<string, string> = {}) {
  return call(fn, actor.request(path), params);
}

/** The data a loader answers `actor` on `path` (it must not refuse). */
export async function loaderData<T>(fn: RouteFn, actor: Actor, path: string): Promise<T> {
  const request = actor.request(path);
  return (await (fn as (a: unknown) => unknown)(routeArgs(request))) as T;
}

/** POST a form (urlencoded) to `path` through an action as `actor`. */
export function postForm(
  fn: RouteFn,
  actor: Actor,
  path: string,
  fields: Record<string, string>,
  params: Record<string, string> = {},
) {
  const request = actor.request(path, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
  return call(fn, request, params);
}

/** POST a JSON body to `path` through an action as `actor`. */
export function postJson(fn: RouteFn, actor: Actor, path: string, body: unknown, params: Record<string, string> = {}) {
  const request = actor.request(path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return call(fn, request, params);
}

/** POST a multipart body to `path` through an action as `actor`. */
export function postMultipart(fn: RouteFn, actor: Actor, path: string, form: FormData, params = {}) {
  return call(fn, actor.request(path, { method: "POST", body: form }), params);
}

/** A multipart body: the small valid PDF as "file", and `fields`. */
export function pdfForm(fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const { name, bytes, mimeType } = MANUSCRIPTS.pdf;
  form.set("file", new File([bytes], name, { type: mimeType }));
  return form;
}

/** A valid wizard form for `journalId`, submitted by `actor`. */
export function wizardPayload(journalId: string, actor: Actor): WizardForm {
  return wizardData(journalId, {
    authors: [
      { name: "Submitting Person", email: actor.email ?? "someone@example.org", affiliation: "Mysore", orcid: "" },
    ],
  });
}

/** The Edit Submission dialog's form: the world's submission with a new title, and `change`. */
export function editForm(change: Partial<EditSubmissionForm> = {}): string {
  const form: EditSubmissionForm = {
    title: "A retitled manuscript",
    submissionType: "research_article",
    authors: [{ name: "Ada Author", email: "ada@example.org", affiliation: "Manipal", orcid: "" }],
    abstract: "A shorter abstract, which an edit may have.",
    keywords: ["curcumin"],
    coverLetter: "",
    suggestedReviewers: [],
    ...change,
  };
  return JSON.stringify(form);
}

/** The calendar date `days` from today (UTC), as a task's due date. */
export const daysFromNow = (days: number) => isoDateOf(new Date(Date.now() + days * 86_400_000));

/**
 * A fresh world: the `author` actor submits through POST /api/submissions (so the manuscript is a
 * real stored initial file), the submission is then put in `status`, and an admin's task is
 * assigned to the `editor` actor. `title` starts the submission's and the task's titles.
 */
export async function createWorld(
  db: Db,
  actors: Actors,
  journalId: string,
  { status = "submitted", title = "Proofread" }: { status?: SubmissionStatus; title?: string } = {},
): Promise<World> {
  const wizard = { ...wizardPayload(journalId, actors.author), title: `${title}: curcumin nanoparticles` };
  const form = pdfForm({ data: JSON.stringify(wizard) });
  const response = (await (createSubmissionAction as (a: unknown) => Promise<Response>)(
    routeArgs(actors.author.request("/api/submissions", { method: "POST", body: form })),
  )) as Response;
  if (response.status !== 201) throw new Error(`the world's submission failed: ${await response.text()}`);
  const { id: submissionId } = (await response.json()) as { id: string };
  if (status !== "submitted") await db.update(submissions).set({ status }).where(eq(submissions.id, submissionId));
  const [file] = await db
    .select({ id: submissionFiles.id })
    .from(submissionFiles)
    .where(and(eq(submissionFiles.submissionId, submissionId), eq(submissionFiles.isInitial, true)));
  const [task] = await db
    .insert(submissionTasks)
    .values({
      submissionId,
      assignedTo: actors.editor.userId!,
      assignedBy: actors.admin.userId,
      taskType: "proofreading",
      title: `${title}: the manuscript`,
      dueDate: daysFromNow(7),
    })
    .returning({ id: submissionTasks.id });
  return { journalId, editorId: actors.editor.userId!, submissionId, fileId: file!.id, taskId: task!.id };
}

/**
 * Everything an action of these screens could change: the submission's fields and status, its
 * files (rows and stored objects), its tasks and their statuses, its History, and how many
 * submissions and tasks there are.
 */
export async function snapshotOf(services: Services, world: World) {
  const { db } = services.database;
  const [submission] = await db
    .select({
      title: submissions.title,
      abstract: submissions.abstract,
      status: submissions.status,
      adminNotes: submissions.adminNotes,
    })
    .from(submissions)
    .where(eq(submissions.id, world.submissionId));
  const files = await db
    .select({ id: submissionFiles.id })
    .from(submissionFiles)
    .where(eq(submissionFiles.submissionId, world.submissionId));
  const tasks = await db
    .select({ id: submissionTasks.id, status: submissionTasks.status })
    .from(submissionTasks)
    .where(eq(submissionTasks.submissionId, world.submissionId));
  const [events] = await db
    .select({ n: count() })
    .from(submissionEvents)
    .where(eq(submissionEvents.submissionId, world.submissionId));
  const [allSubmissions] = await db.select({ n: count() }).from(submissions);
  // Peer review: invitations, decisions and messages of the submission.
  const [assignments] = await db
    .select({ n: count() })
    .from(reviewAssignments)
    .where(eq(reviewAssignments.submissionId, world.submissionId));
  const [messages] = await db
    .select({ n: count() })
    .from(submissionMessages)
    .where(eq(submissionMessages.submissionId, world.submissionId));
  const [allTasks] = await db.select({ n: count() }).from(submissionTasks);
  const stored: string[] = [];
  for await (const item of services.storage.list(`submissions/${world.submissionId}`)) stored.push(item.key);
  return {
    submission: submission ?? null,
    files: files.map((f) => f.id).sort(),
    stored: stored.sort(),
    tasks: tasks.map((t) => `${t.id}:${t.status}`).sort(),
    events: events!.n,
    allSubmissions: allSubmissions!.n,
    allTasks: allTasks!.n,
    reviewAssignments: assignments!.n,
    messages: messages!.n,
  };
}

// --- Issues management: a fresh draft issue of a journal, with an uploaded cover, per attempt.

/** What one attempt on issues management works on: a draft issue with a cover (one 240 px WebP). */
export type IssueWorld = { journalId: string; issueId: string; coverPath: string };

export async function createIssueWorld(services: Services, journalId: string): Promise<IssueWorld> {
  const { db } = services.database;
  const [issue] = await db
    .insert(issues)
    .values({
      journalId,
      volumeNumber: 900 + Math.floor(Math.random() * 1_000_000),
      issueNumber: 1,
      title: "An issue in preparation",
      status: "draft",
    })
    .returning({ id: issues.id });
  const version = "0123abcd-240x320";
  const key = `issue-covers/${issue!.id}/${version}`;
  await services.storage.put(`${key}/240.webp`, new Uint8Array([0x52, 0x49, 0x46, 0x46]));
  await db.update(issues).set({ coverImageKey: key }).where(eq(issues.id, issue!.id));
  return { journalId, issueId: issue!.id, coverPath: `/issue-cover/${issue!.id}/${version}/240.webp` };
}

/** Everything an action of issues management could change: the issue, its cover files, the journal's issues. */
export async function issueSnapshotOf(services: Services, world: IssueWorld) {
  const { db } = services.database;
  const [issue] = await db
    .select({
      title: issues.title,
      status: issues.status,
      isCurrent: issues.isCurrent,
      coverImageKey: issues.coverImageKey,
      journalId: issues.journalId,
    })
    .from(issues)
    .where(eq(issues.id, world.issueId));
  const [all] = await db.select({ n: count() }).from(issues).where(eq(issues.journalId, world.journalId));
  const stored: string[] = [];
  for await (const item of services.storage.list(`issue-covers/${world.issueId}`)) stored.push(item.key);
  return { issue: issue ?? null, issuesOfJournal: all!.n, stored: stored.sort() };
}

// --- The publishing desk's articles (spec 002 section 2.6): journal-scoped editors.

/** What one article attempt works on: a draft (or published) article of journal A with a PDF galley. */
export type ArticleWorld = { journalId: string; issueId: string; articleId: string; galleyId: string };

let articleWorlds = 0;

/** A fresh article of `journalId` (issue `issueId`), in `status`, with one author and a stored PDF galley. */
export async function createArticleWorld(
  services: Services,
  at: { journalId: string; issueId: string },
  { status = "draft" }: { status?: "draft" | "published" } = {},
): Promise<ArticleWorld> {
  const n = ++articleWorlds;
  const article = await createCatalogueArticle(
    services.database.db,
    { id: at.issueId, journalId: at.journalId },
    {
      title: `Scoped article number ${n} on buccal films`,
      status,
      // Spaced out: a notice issued for it (ADR 066) takes the journal's next number.
      articleNumber: status === "published" ? 900 + n * 10 : null,
      doi: null,
    },
  );
  const galley = await attachPdf(services.database.db, services.storage, article.id);
  return { ...at, articleId: article.id, galleyId: galley.id };
}

/** Everything an article action could change: its row, galleys (rows and stored files) and history. */
export async function articleSnapshotOf(services: Services, world: ArticleWorld) {
  const { db } = services.database;
  const [article] = await db
    .select({ title: articles.title, status: articles.status, number: articles.articleNumber })
    .from(articles)
    .where(eq(articles.id, world.articleId));
  const galleys = await db
    .select({ id: articleGalleys.id, label: articleGalleys.label, isPublic: articleGalleys.isPublic })
    .from(articleGalleys)
    .where(eq(articleGalleys.articleId, world.articleId));
  const [events] = await db
    .select({ n: count() })
    .from(articleEvents)
    .where(eq(articleEvents.articleId, world.articleId));
  const stored: string[] = [];
  for await (const item of services.storage.list(`galleys/${world.articleId}`)) stored.push(item.key);
  return {
    article: article ?? null,
    galleys: galleys.map((g) => `${g.id}:${g.label}:${g.isPublic}`).sort(),
    stored: stored.sort(),
    events: events!.n,
  };
}

// --- Conferences (001 sections 2 and 6): a fresh conference with an uploaded cover per attempt.

/** What one conference attempt works on: a conference with a cover (one 320 px WebP). */
export type ConferenceWorld = { conferenceId: string; coverPath: string };

export async function createConferenceWorld(services: Services): Promise<ConferenceWorld> {
  const { db } = services.database;
  const start = new Date(Date.now() + 30 * 86_400_000);
  const [row] = await db
    .insert(conferences)
    .values({ title: "A conference in preparation", startDate: start, endDate: new Date(start.getTime() + 86_400_000) })
    .returning({ id: conferences.id });
  const version = "0123abcd-320x180";
  const key = `conference-covers/${row!.id}/${version}`;
  await services.storage.put(`${key}/320.webp`, new Uint8Array([0x52, 0x49, 0x46, 0x46]));
  await db.update(conferences).set({ coverImageKey: key }).where(eq(conferences.id, row!.id));
  return { conferenceId: row!.id, coverPath: `/conference-cover/${row!.id}/${version}/320.webp` };
}

/** Everything a conference action could change: the row, its cover files, how many conferences there are. */
export async function conferenceSnapshotOf(services: Services, world: ConferenceWorld) {
  const { db } = services.database;
  const [row] = await db
    .select({ title: conferences.title, coverImageKey: conferences.coverImageKey })
    .from(conferences)
    .where(eq(conferences.id, world.conferenceId));
  const [all] = await db.select({ n: count() }).from(conferences);
  const stored: string[] = [];
  for await (const item of services.storage.list(`conference-covers/${world.conferenceId}`)) stored.push(item.key);
  return { conference: row ?? null, conferences: all!.n, stored: stored.sort() };
}

// --- Editorial boards: two fresh members of a journal per attempt, the first inactive with a photo.

/** What one attempt on a board works on: `memberId` (inactive, with a stored 96 px photo) and a second member. */
export type BoardWorld = { journalId: string; memberId: string; otherId: string; avatarPath: string };

export async function createBoardWorld(services: Services, journalId: string): Promise<BoardWorld> {
  const { db } = services.database;
  const rows = await db
    .insert(editorialBoardMembers)
    .values([
      { journalId, name: "Aaron Inactive", role: "Reviewer", isActive: false, displayOrder: 0 },
      { journalId, name: "Beatrice Active", role: "Associate Editor", displayOrder: 1 },
    ])
    .returning({ id: editorialBoardMembers.id, name: editorialBoardMembers.name });
  const memberId = rows.find((r) => r.name === "Aaron Inactive")!.id;
  const otherId = rows.find((r) => r.name === "Beatrice Active")!.id;
  const version = "0123abcd-96x96";
  const key = `board-avatars/${memberId}/${version}`;
  await services.storage.put(`${key}/96.webp`, new Uint8Array([0x52, 0x49, 0x46, 0x46]));
  await db.update(editorialBoardMembers).set({ avatarImageKey: key }).where(eq(editorialBoardMembers.id, memberId));
  return { journalId, memberId, otherId, avatarPath: `/board-avatar/${memberId}/${version}/96.webp` };
}

/** Everything a board action could change: the two members, their photo files, the board's size. */
export async function boardSnapshotOf(services: Services, world: BoardWorld) {
  const { db } = services.database;
  const m = editorialBoardMembers;
  const rows = await db
    .select({
      id: m.id,
      name: m.name,
      role: m.role,
      isActive: m.isActive,
      displayOrder: m.displayOrder,
      avatarImageKey: m.avatarImageKey,
    })
    .from(m)
    .where(inArray(m.id, [world.memberId, world.otherId]));
  const [all] = await db.select({ n: count() }).from(m).where(eq(m.journalId, world.journalId));
  const stored: string[] = [];
  for await (const item of services.storage.list(`board-avatars/${world.memberId}`)) stored.push(item.key);
  return {
    members: rows.sort((a, b) => a.id.localeCompare(b.id)),
    boardSize: all!.n,
    stored: stored.sort(),
  };
}
