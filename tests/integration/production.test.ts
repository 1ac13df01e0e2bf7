// @both-backends: the stage and answer rows are locked (FOR UPDATE) while they change
// The stages after acceptance (issue 40, ADR 069): an accepted submission of a journal that runs
// copyediting and production goes through both, each assignment, upload, ask and answer recorded
// in the History, and 'Schedule for publication' makes the desk's article from the approved
// galley. Copyeditors and layout editors reach only the submissions they are assigned to.
import { Readable } from "node:stream";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import {
  articleGalleys,
  articles,
  journalSettings,
  mailMessages,
  stageAssignments,
  stageFiles,
  stageReminders,
  submissionEvents,
} from "~/db/schema";
import { sweepOrphanStageFiles } from "~/modules/production/production-file-sweep.server";
import { DEFAULT_JOURNAL_SETTINGS } from "~/modules/journal-settings/journal-settings.defaults";
import { publishArticle } from "~/modules/articles/articles.publishing.service.server";
import { getCurrentUser } from "~/modules/auth/session.server";
import { STAGE_MESSAGES } from "~/modules/production/production.constants";
import { todayUtc } from "~/modules/tasks/due-state";
import { sendStageReminders } from "~/modules/production/production-reminders.service.server";
import { stageAssigneesOf } from "~/modules/production/production.service.server";
import * as dashboardHome from "~/routes/dashboard/home";
import * as submissionPage from "~/routes/dashboard/submission";
import * as submissionsList from "~/routes/dashboard/submissions";
import * as stageFile from "~/routes/resources/submission-stage-file";
import * as stagesEndpoint from "~/routes/resources/submission-stages";
import { createIssue, journalId } from "../factories/catalogue";
import { createActors, createRoleActor, type Actor, type Actors } from "../helpers/actors";
import { routeArgs } from "../helpers/route-args";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";
import { editForm } from "./authorization-fixtures";
import { load, pdfBytes, post, postSubmission, wizardData } from "./submissions-helpers";

let platform: TestPlatform;
let actors: Actors;
let fjphs: string;
let ijcpms: string;
let copyeditor: Actor;
let layoutEditor: Actor;
let otherCopyeditor: Actor;
const db = (): Db => platform.services.database.db;
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function turnStagesOn(journal: string, stages: { copyediting: boolean; production: boolean }) {
  const publicationWorkflow = { ...DEFAULT_JOURNAL_SETTINGS.publicationWorkflow, ...stages };
  await db()
    .insert(journalSettings)
    .values({ journalId: journal, publicationWorkflow })
    .onConflictDoUpdate({ target: journalSettings.journalId, set: { publicationWorkflow } });
}

beforeAll(async () => {
  platform = await startTestPlatform();
  actors = await createActors(platform, { seeded: true, label: "stages" });
  fjphs = await journalId(db(), "fjphs");
  ijcpms = await journalId(db(), "ijcpms");
  await turnStagesOn(fjphs, { copyediting: true, production: true });
  await turnStagesOn(ijcpms, { copyediting: false, production: true });
  copyeditor = await createRoleActor(platform, {
    fullName: "Carla Copyeditor",
    email: "carla-stages@example.org",
    role: "copyeditor",
    journalId: fjphs,
  });
  layoutEditor = await createRoleActor(platform, {
    fullName: "Lars Layout",
    email: "lars-stages@example.org",
    role: "layout_editor",
    journalId: fjphs,
  });
  otherCopyeditor = await createRoleActor(platform, {
    fullName: "Olga Otherjournal",
    email: "olga-stages@example.org",
    role: "copyeditor",
    journalId: ijcpms,
  });
});
afterAll(async () => {
  await platform.stop();
});

let counter = 0;
async function acceptedSubmission(journal = fjphs): Promise<string> {
  const title = `Staged manuscript ${++counter}`;
  const answer = await postSubmission(actors.author, wizardData(journal, { title }), {
    name: "m.pdf",
    bytes: await pdfBytes(title),
  });
  const id = String(answer.json.id);
  const accepted = await post(
    submissionPage.action,
    actors.editor,
    `/submission/${id}`,
    { intent: "update", data: editForm({ status: "accepted", title }) },
    { id },
  );
  expect(accepted.status).toBe(200);
  return id;
}

type Json = { ok?: boolean; message: string };

async function stages(actor: Actor, id: string, fields: [string, string][] | Record<string, string>) {
  const request = actor.request(`/submission/${id}/stages`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
  const response = (await (stagesEndpoint.action as (a: unknown) => Promise<Response>)(
    routeArgs(request, { id }),
  )) as Response;
  return { status: response.status, json: (await response.json()) as Json };
}

async function upload(
  actor: Actor,
  id: string,
  query: string,
  file: { name: string; bytes: Uint8Array; type?: string },
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  form.set("file", new File([Buffer.from(file.bytes)], file.name, { type: file.type ?? "application/pdf" }));
  const request = actor.request(`/submission/${id}/stages?${query}`, { method: "POST", body: form });
  const response = (await (stagesEndpoint.action as (a: unknown) => Promise<Response>)(
    routeArgs(request, { id }),
  )) as Response;
  return { status: response.status, json: (await response.json()) as Json };
}

type PageData = {
  stageBar: { current: string; tabs: string[] };
  hiddenTabs: string[];
  tab: { key: string; data?: { files: { id: string; fileName: string; kind: string; replaced: boolean }[] } };
};

function page(actor: Actor, id: string, tab = "details") {
  return load<PageData>(submissionPage.loader, actor, `/submission/${id}?tab=${tab}`, { id });
}

async function historyKinds(id: string): Promise<string[]> {
  const rows = await db()
    .select({ kind: submissionEvents.kind })
    .from(submissionEvents)
    .where(eq(submissionEvents.submissionId, id))
    .orderBy(asc(submissionEvents.createdAt));
  return rows.map((r) => r.kind);
}

async function mailsTo(email: string, subject: RegExp) {
  const rows = await db().select().from(mailMessages).where(eq(mailMessages.recipient, email));
  return rows.filter((m) => subject.test(m.subject));
}

const assign = (id: string, stage: string, who: Actor, due = day(10)) =>
  stages(actors.editor, id, { intent: "assign", stage, userId: who.userId!, dueDate: due });

describe("the stage bar and moves", () => {
  it("puts an accepted submission in the journal's first stage and moves it on, back and on again", async () => {
    const id = await acceptedSubmission();
    const first = await page(actors.editor, id);
    expect(first.data?.stageBar.current).toBe("copyediting");
    expect(first.data?.stageBar.tabs).toEqual(["copyediting", "production"]);

    expect((await stages(actors.editor, id, { intent: "move-back", from: "copyediting" })).status).toBe(409);
    expect((await stages(actors.editor, id, { intent: "move-next", from: "production" })).status).toBe(409);
    expect((await stages(actors.editor, id, { intent: "move-next", from: "copyediting" })).status).toBe(200);
    expect((await page(actors.editor, id)).data?.stageBar.current).toBe("production");
    // Production's next step is scheduling, never a plain move.
    expect((await stages(actors.editor, id, { intent: "move-next", from: "production" })).status).toBe(409);
    expect((await stages(actors.editor, id, { intent: "move-back", from: "production" })).status).toBe(200);
    expect((await page(actors.editor, id)).data?.stageBar.current).toBe("copyediting");
    expect((await historyKinds(id)).filter((k) => k === "stage_moved")).toHaveLength(2);
    // The author may not move it; neither may a copyeditor of it.
    expect((await stages(actors.author, id, { intent: "move-next", from: "copyediting" })).status).toBe(403);
  });

  it("skips a stage the journal turned off", async () => {
    const id = await acceptedSubmission(ijcpms);
    const { data } = await page(actors.editor, id);
    expect(data?.stageBar.current).toBe("production");
    const back = await stages(actors.editor, id, { intent: "move-back", from: "production" });
    expect(back).toMatchObject({ status: 409, json: { message: STAGE_MESSAGES.noEarlierStage } });
    expect((await assign(id, "copyediting", otherCopyeditor)).json.message).toBe(STAGE_MESSAGES.stageOff);
  });

  it("schedules from Copyediting when the journal runs no production, and moves back from Scheduled", async () => {
    const ijebr = await journalId(db(), "ijebr");
    await turnStagesOn(ijebr, { copyediting: true, production: false });
    const id = await acceptedSubmission(ijebr);
    const { data } = await page(actors.editor, id);
    expect(data?.stageBar.tabs).toEqual(["copyediting"]);
    expect((await page(actors.editor, id, "production")).status).toBe(404);
    const copyediting = await load<{ tab: { data: { schedule: { allowed: boolean } | null } } }>(
      submissionPage.loader,
      actors.editor,
      `/submission/${id}?tab=copyediting`,
      { id },
    );
    expect(copyediting.data?.tab.data.schedule?.allowed).toBe(true);
    expect((await stages(actors.editor, id, { intent: "schedule" })).status).toBe(200);
    const [article] = await db().select().from(articles).where(eq(articles.submissionId, id));
    // No galleys were made: the accepted manuscript comes along as a draft galley, as 'Create article' did.
    const galleys = await db().select().from(articleGalleys).where(eq(articleGalleys.articleId, article!.id));
    expect(galleys.map((g) => [g.fileName, g.isPublic])).toEqual([["m.pdf", false]]);
    expect((await page(actors.editor, id)).data?.stageBar.current).toBe("scheduled");
    expect((await stages(actors.editor, id, { intent: "move-back", from: "scheduled" })).status).toBe(200);
    expect((await page(actors.editor, id)).data?.stageBar.current).toBe("copyediting");
  });

  it("shows no stage tab before acceptance", async () => {
    const answer = await postSubmission(actors.author, wizardData(fjphs, { title: "Not yet accepted" }), {
      name: "m.pdf",
      bytes: await pdfBytes("Not yet accepted"),
    });
    const id = String(answer.json.id);
    const { data } = await page(actors.editor, id);
    expect(data?.stageBar.current).toBe("submission");
    expect(data?.hiddenTabs).toEqual(expect.arrayContaining(["copyediting", "production"]));
    expect((await page(actors.editor, id, "copyediting")).status).toBe(404);
  });
});

describe("assignments and what assignees see", () => {
  it("assigns only holders of the role for the journal, once, with a due date in range", async () => {
    const id = await acceptedSubmission();
    expect((await assign(id, "copyediting", actors.author)).json.message).toBe(STAGE_MESSAGES.assigneeNotEligible);
    expect((await assign(id, "copyediting", otherCopyeditor)).json.message).toBe(STAGE_MESSAGES.assigneeNotEligible);
    expect((await assign(id, "copyediting", copyeditor, day(-1))).json.message).toBe(STAGE_MESSAGES.dueDateInvalid);
    expect((await assign(id, "copyediting", copyeditor)).status).toBe(200);
    expect((await assign(id, "copyediting", copyeditor)).status).toBe(409);
    expect(await mailsTo(copyeditor.email!, /assigned to copyedit/)).not.toHaveLength(0);
    const [assignment] = await db().select().from(stageAssignments).where(eq(stageAssignments.submissionId, id));
    expect(
      (await stages(copyeditor, id, { intent: "due-date", assignmentId: assignment!.id, dueDate: day(20) })).status,
    ).toBe(403);
    expect(
      (await stages(actors.editor, id, { intent: "due-date", assignmentId: assignment!.id, dueDate: day(20) })).status,
    ).toBe(200);
    const [moved] = await db().select().from(stageAssignments).where(eq(stageAssignments.id, assignment!.id));
    expect(moved!.dueDate).toBe(day(20));
    expect(await historyKinds(id)).toContain("stage_due_changed");
    expect(await stageAssigneesOf(db(), id)).toEqual([
      { userId: copyeditor.userId, stage: "copyediting", name: "Carla Copyeditor", email: copyeditor.email },
    ]);
  });

  it("lets an assigned copyeditor open the details, files, history and Copyediting only", async () => {
    const id = await acceptedSubmission();
    const other = await acceptedSubmission();
    const waiting = async () =>
      (await load<{ waiting: { stages: number } | null }>(dashboardHome.loader, copyeditor, "/dashboard")).data?.waiting
        ?.stages ?? 0;
    const before = await waiting();
    await assign(id, "copyediting", copyeditor);
    // Their dashboard tells them of the new assignment.
    expect(await waiting()).toBe(before + 1);
    expect((await page(copyeditor, id)).status).toBe(200);
    expect((await page(copyeditor, id, "copyediting")).status).toBe(200);
    expect((await page(copyeditor, id, "history")).status).toBe(200);
    // Messages: the discussions they are in, never the review's messages with the authors.
    const messages = await load<{ tab: { data: unknown } }>(
      submissionPage.loader,
      copyeditor,
      `/submission/${id}?tab=messages`,
      {
        id,
      },
    );
    expect(messages.status).toBe(200);
    expect(messages.data?.tab.data).toBeNull();
    for (const tab of ["production", "reviews", "invoices", "tasks"]) {
      expect((await page(copyeditor, id, tab)).status, tab).toBe(404);
    }
    // Their dashboard and their submissions list: the assigned submission, and not the other one.
    expect((await load(dashboardHome.loader, copyeditor, "/dashboard")).status).toBe(200);
    const list = await load<{ rows: { id: string }[] }>(submissionsList.loader, copyeditor, "/dashboard/submissions");
    expect(list.data?.rows.map((r) => r.id)).toContain(id);
    expect(list.data?.rows.map((r) => r.id)).not.toContain(other);
    // Not assigned: the submission does not exist for them.
    expect((await page(copyeditor, other)).status).toBe(404);
    expect((await page(layoutEditor, id)).status).toBe(404);
    expect((await page(otherCopyeditor, id)).status).toBe(404);
  });
});

describe("copyediting, production, proofs and scheduling", () => {
  it("takes a manuscript from acceptance to a scheduled article with the approved galley", async () => {
    const id = await acceptedSubmission();
    const issue = await createIssue(db(), { journalId: fjphs, volumeNumber: 9, issueNumber: 3, status: "draft" });
    await assign(id, "copyediting", copyeditor);

    // The copyeditor uploads; a file that is not what its name says is refused.
    const bogus = await upload(copyeditor, id, "intent=upload&stage=copyediting", {
      name: "edited.pdf",
      bytes: new TextEncoder().encode("not a pdf at all"),
    });
    expect(bogus.status).toBe(400);
    expect(
      (await upload(layoutEditor, id, "intent=upload&stage=production", { name: "g.pdf", bytes: await pdfBytes() }))
        .status,
    ).toBe(404);
    const edited = await upload(copyeditor, id, "intent=upload&stage=copyediting", {
      name: "edited.pdf",
      bytes: await pdfBytes("Copyedited"),
    });
    expect(edited).toMatchObject({ status: 200, json: { message: STAGE_MESSAGES.uploaded } });
    // Not in production yet.
    expect(
      (await upload(copyeditor, id, "intent=upload&stage=production", { name: "g.pdf", bytes: await pdfBytes() }))
        .status,
    ).toBe(403);

    // The copyeditor asks the author; only the author answers, once.
    expect((await stages(copyeditor, id, { intent: "ask", stage: "copyediting", dueDate: day(5) })).status).toBe(200);
    expect((await stages(copyeditor, id, { intent: "ask", stage: "copyediting", dueDate: day(5) })).status).toBe(409);
    expect(await mailsTo(actors.author.email!, /review the copyedited/)).not.toHaveLength(0);
    expect((await stages(actors.otherAuthor, id, { intent: "approve", stage: "copyediting" })).status).toBe(404);
    expect((await stages(actors.editor, id, { intent: "approve", stage: "copyediting" })).status).toBe(403);
    expect((await stages(actors.author, id, { intent: "approve", stage: "copyediting" })).status).toBe(200);
    expect((await stages(actors.author, id, { intent: "approve", stage: "copyediting" })).status).toBe(409);
    expect(await mailsTo(copyeditor.email!, /answered on the copyedit/)).not.toHaveLength(0);

    // Copyediting done; the layout editor uploads a galley; the editor sends proofs.
    expect((await stages(actors.editor, id, { intent: "move-next", from: "copyediting" })).status).toBe(200);
    await assign(id, "production", layoutEditor);
    expect(
      (await stages(actors.editor, id, { intent: "ask", stage: "production", dueDate: day(3) })).json.message,
    ).toBe(STAGE_MESSAGES.nothingToProof);
    const galley = await upload(
      layoutEditor,
      id,
      "intent=upload&stage=production",
      { name: "article.pdf", bytes: await pdfBytes("Galley one") },
      { label: "PDF" },
    );
    expect(galley.status).toBe(200);
    expect((await stages(layoutEditor, id, { intent: "ask", stage: "production", dueDate: day(3) })).status).toBe(403);
    expect((await stages(actors.editor, id, { intent: "ask", stage: "production", dueDate: day(3) })).status).toBe(200);

    // One correction round: the galley, its page and a comment.
    const tab = await page(actors.author, id, "production");
    const first = tab.data!.tab.data!.files.find((f) => f.kind === "galley")!;
    const badPage = await stages(actors.author, id, [
      ["intent", "corrections"],
      ["stage", "production"],
      ["correctionFileId", first.id],
      ["correctionPage", "0"],
      ["correctionComment", "Typo"],
    ]);
    expect(badPage.json.message).toBe(STAGE_MESSAGES.correctionInvalid);
    const corrections = await stages(actors.author, id, [
      ["intent", "corrections"],
      ["stage", "production"],
      ["correctionFileId", first.id],
      ["correctionPage", "3"],
      ["correctionComment", "Table 2's header reads 'Dose' twice."],
    ]);
    expect(corrections.status).toBe(200);
    const early = await stages(actors.editor, id, { intent: "schedule", issueId: issue.id });
    expect(early).toMatchObject({ status: 409, json: { message: STAGE_MESSAGES.proofsNotApproved } });

    // The layout editor uploads again (replacing the galley); round 2 is approved.
    const second = await upload(
      layoutEditor,
      id,
      "intent=upload&stage=production",
      { name: "article-v2.pdf", bytes: await pdfBytes("Galley two") },
      { label: "PDF", replaceFileId: first.id },
    );
    expect(second.status).toBe(200);
    expect((await stages(actors.editor, id, { intent: "ask", stage: "production", dueDate: day(3) })).status).toBe(200);
    expect((await stages(actors.author, id, { intent: "approve", stage: "production" })).status).toBe(200);

    // Scheduling: an editor of the journal, into a draft issue; the desk's article holds the approved galley.
    expect((await stages(layoutEditor, id, { intent: "schedule", issueId: issue.id })).status).toBe(403);
    const scheduled = await stages(actors.editor, id, { intent: "schedule", issueId: issue.id });
    expect(scheduled).toMatchObject({ status: 200, json: { message: STAGE_MESSAGES.scheduled } });
    const [article] = await db().select().from(articles).where(eq(articles.submissionId, id));
    expect(article).toMatchObject({ issueId: issue.id, status: "draft" });
    const galleys = await db().select().from(articleGalleys).where(eq(articleGalleys.articleId, article!.id));
    expect(galleys.map((g) => [g.fileName, g.isPublic, g.label])).toEqual([["article-v2.pdf", true, "PDF"]]);
    expect((await page(actors.editor, id)).data?.stageBar.current).toBe("scheduled");
    // Scheduling again updates the same article.
    expect((await stages(actors.editor, id, { intent: "schedule", issueId: issue.id })).status).toBe(200);
    expect(await db().select().from(articles).where(eq(articles.submissionId, id))).toHaveLength(1);

    const kinds = await historyKinds(id);
    for (const kind of [
      "stage_assigned",
      "stage_file_uploaded",
      "author_review_requested",
      "author_review_answered",
      "stage_moved",
      "article_scheduled",
    ]) {
      expect(kinds, kind).toContain(kind);
    }
    expect(kinds.filter((k) => k === "author_review_answered")).toHaveLength(3);

    // The galleys' downloads: the author and the layout editor yes, the copyeditor no.
    const download = (actor: Actor, fileId: string) =>
      load(stageFile.loader, actor, `/submission/${id}/stage-files/${fileId}`, { id, fileId });
    expect((await download(actors.author, first.id)).status).toBe(302);
    expect((await download(layoutEditor, first.id)).status).toBe(302);
    expect((await download(copyeditor, first.id)).status).toBe(404);
    expect((await download(actors.otherAuthor, first.id)).status).toBe(404);
  });

  it("lets the author answer the copyedit with a corrected file", async () => {
    const id = await acceptedSubmission();
    await assign(id, "copyediting", copyeditor);
    await upload(copyeditor, id, "intent=upload&stage=copyediting", { name: "ce.pdf", bytes: await pdfBytes("CE") });
    await stages(copyeditor, id, { intent: "ask", stage: "copyediting", dueDate: day(5) });
    expect(
      (await upload(copyeditor, id, "intent=corrections&stage=copyediting", { name: "c.pdf", bytes: await pdfBytes() }))
        .status,
    ).toBe(403);
    const answer = await upload(
      actors.author,
      id,
      "intent=corrections&stage=copyediting",
      { name: "corrected.pdf", bytes: await pdfBytes("Corrected") },
      { comment: "Two names were misspelt." },
    );
    expect(answer.status).toBe(200);
    const tab = await page(copyeditor, id, "copyediting");
    expect(tab.data?.tab.data?.files.map((f) => [f.fileName, f.kind])).toContainEqual([
      "corrected.pdf",
      "author_correction",
    ]);
  });
});

type StageTabData = {
  standing: { kind: string; date?: string | null; issue?: string | null; deskHref?: string | null };
  controls: Record<string, unknown>;
  schedule: { allowed: boolean; blockedBy: string | null } | null;
  files: { fileName: string; uploadedByName: string | null }[];
  asks: { response: string | null; respondedByName: string | null }[];
};
const stageTab = async (actor: Actor, id: string, tab: "copyediting" | "production") =>
  (await load<{ tab: { data: StageTabData } }>(submissionPage.loader, actor, `/submission/${id}?tab=${tab}`, { id }))
    .data!.tab.data;
/** The controls a tab offers, by name. */
const offered = (data: StageTabData) =>
  Object.entries(data.controls)
    .filter(([, v]) => v)
    .map(([k]) => k);

describe("the tabs tell what the server accepts", () => {
  it("keeps a stage not reached yet from saying the submission left it, and a finished stage read-only", async () => {
    const id = await acceptedSubmission();
    await assign(id, "copyediting", copyeditor);
    // In copyediting, the Production tab's scheduling waits for Production; it never says 'any more'.
    const ahead = await stageTab(actors.editor, id, "production");
    expect(ahead.standing.kind).toBe("upcoming");
    expect(ahead.schedule).toMatchObject({ allowed: false, blockedBy: STAGE_MESSAGES.scheduleNotYet });
    expect(offered(ahead)).toEqual(["assign", "changeDueDate", "unassign"]);

    expect((await stages(actors.editor, id, { intent: "move-next", from: "copyediting" })).status).toBe(200);
    const done = await stageTab(actors.editor, id, "copyediting");
    expect(done.standing.kind).toBe("done");
    expect(offered(done)).toEqual(["unassign"]);
    // The server agrees: a finished stage takes no new assignee.
    expect(await assign(id, "copyediting", copyeditor)).toMatchObject({
      status: 409,
      json: { message: STAGE_MESSAGES.stageOver },
    });
  });

  it("shows both tabs of a published submission read-only, with where and when it was published", async () => {
    const id = await acceptedSubmission();
    const issue = await createIssue(db(), { journalId: fjphs, volumeNumber: 11, issueNumber: 2, status: "draft" });
    await assign(id, "copyediting", copyeditor);
    await upload(copyeditor, id, "intent=upload&stage=copyediting", { name: "ce.pdf", bytes: await pdfBytes("CE") });
    expect((await stages(actors.editor, id, { intent: "move-next", from: "copyediting" })).status).toBe(200);
    await assign(id, "production", layoutEditor);
    await upload(layoutEditor, id, "intent=upload&stage=production", { name: "g.pdf", bytes: await pdfBytes("G") });
    expect((await stages(actors.editor, id, { intent: "ask", stage: "production", dueDate: day(3) })).status).toBe(200);
    expect((await stages(actors.author, id, { intent: "approve", stage: "production" })).status).toBe(200);
    expect((await stages(actors.editor, id, { intent: "schedule", issueId: issue.id })).status).toBe(200);
    const [article] = await db().select().from(articles).where(eq(articles.submissionId, id));
    const editorUser = (await getCurrentUser(actors.editor.request("/")))!;
    await publishArticle(editorUser, article!.id);

    for (const tab of ["copyediting", "production"] as const) {
      for (const actor of [actors.editor, actors.author]) {
        const data = await stageTab(actor, id, tab);
        expect(data.standing, `${tab}, ${actor.email}`).toMatchObject({
          kind: "published",
          date: todayUtc(),
          issue: "Vol. 11, No. 2",
        });
        expect(offered(data), `${tab}, ${actor.email}`).toEqual([]);
        expect(data.schedule).toBeNull();
      }
      // What happened stays on the tab: the files with who uploaded them, the answers.
      const editorView = await stageTab(actors.editor, id, tab);
      expect(editorView.standing.deskHref).toMatch(/^\/dashboard\/articles\?journal=/);
      expect(editorView.files[0]?.uploadedByName).toBe(tab === "copyediting" ? "Carla Copyeditor" : "Lars Layout");
      expect((await stageTab(actors.author, id, tab)).standing.deskHref).toBeNull();
    }
    expect((await stageTab(actors.editor, id, "production")).asks[0]).toMatchObject({ response: "approved" });
    const copyeditorView = await stageTab(copyeditor, id, "copyediting");
    expect(copyeditorView.standing.kind).toBe("published");
    expect(offered(copyeditorView)).toEqual([]);
    // The server refuses as before.
    expect(await stages(actors.editor, id, { intent: "move-back", from: "scheduled" })).toMatchObject({
      status: 409,
      json: { message: STAGE_MESSAGES.published },
    });
    expect(
      (await upload(layoutEditor, id, "intent=upload&stage=production", { name: "h.pdf", bytes: await pdfBytes() }))
        .json.message,
    ).toBe(STAGE_MESSAGES.published);
  });
});

describe("the upload sweeper", () => {
  it("removes a stored stage file no row refers to and keeps the others", async () => {
    const id = await acceptedSubmission();
    await assign(id, "copyediting", copyeditor);
    await upload(copyeditor, id, "intent=upload&stage=copyediting", {
      name: "kept.pdf",
      bytes: await pdfBytes("Kept"),
    });
    const { storage } = platform.services;
    const stray = `production/${id}/00000000-0000-4000-8000-000000000001`;
    await storage.put(stray, Readable.from([Buffer.from("left by a crash")]));
    const removed = await sweepOrphanStageFiles(db(), storage, { modifiedBefore: new Date(Date.now() + 60_000) });
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(await storage.exists(stray)).toBe(false);
    const [kept] = await db().select().from(stageFiles).where(eq(stageFiles.submissionId, id));
    expect(await storage.exists(kept!.storageKey)).toBe(true);
  });
});

describe("upload limits", () => {
  it("counts stage files against the day's upload allowance shared with submission files (429)", async () => {
    const busy = await createRoleActor(platform, {
      fullName: "Busy Copyeditor",
      email: "busy-stages@example.org",
      role: "copyeditor",
      journalId: fjphs,
    });
    const id = await acceptedSubmission();
    await assign(id, "copyediting", busy);
    await db()
      .insert(stageFiles)
      .values({
        submissionId: id,
        stage: "copyediting",
        kind: "copyedited",
        fileName: "huge.pdf",
        storageKey: `production/${id}/00000000-0000-4000-8000-00000000beef`,
        mimeType: "application/pdf",
        sizeBytes: 600 * 1024 * 1024,
        uploadedBy: busy.userId,
      });
    const refused = await upload(busy, id, "intent=upload&stage=copyediting", {
      name: "more.pdf",
      bytes: await pdfBytes(),
    });
    expect(refused.status).toBe(429);
  });
});

describe("reminders", () => {
  it("reminds the assignee and the author once per occasion, unless the journal turned reminders off", async () => {
    const id = await acceptedSubmission();
    await assign(id, "copyediting", copyeditor, day(1));
    await upload(copyeditor, id, "intent=upload&stage=copyediting", { name: "ce.pdf", bytes: await pdfBytes("CE") });
    await stages(copyeditor, id, { intent: "ask", stage: "copyediting", dueDate: day(2) });
    const sent = await sendStageReminders();
    expect(sent).toBeGreaterThanOrEqual(2);
    expect(await sendStageReminders()).toBe(0);
    const keys = (await db().select().from(stageReminders)).map((r) => r.key);
    expect(keys.some((k) => k.startsWith("work-due_soon:"))).toBe(true);
    expect(keys.some((k) => k.startsWith("answer-due_soon:"))).toBe(true);
    // Overdue, a week later: a new occasion each.
    expect(await sendStageReminders(new Date(Date.now() + 5 * 86_400_000))).toBeGreaterThanOrEqual(2);
    expect(await historyKinds(id)).toContain("stage_reminder_sent");

    const quiet = await acceptedSubmission(ijcpms);
    const ijcpmsLayout = await createRoleActor(platform, {
      fullName: "Quiet Layout",
      email: "quiet-stages@example.org",
      role: "layout_editor",
      journalId: ijcpms,
    });
    await db()
      .update(journalSettings)
      .set({ emailNotifications: { ...DEFAULT_JOURNAL_SETTINGS.emailNotifications, deadlineReminders: false } })
      .where(eq(journalSettings.journalId, ijcpms));
    await assign(quiet, "production", ijcpmsLayout, day(0));
    await sendStageReminders();
    const quietEvents = await db()
      .select()
      .from(submissionEvents)
      .where(and(eq(submissionEvents.submissionId, quiet), eq(submissionEvents.kind, "stage_reminder_sent")));
    expect(quietEvents).toHaveLength(0);
  });
});
