// @both-backends: the unread counts and the participants' read marks are SQL subqueries and timestamp comparisons
// Discussions of a submission (ADR 068) through their endpoints with real multipart bodies: an
// editor starts one with the author and a file, the author is e-mailed the thread's link, reads it
// (the unread counts clear) and replies; an author starts one with the editors only; a reviewer and
// the author are refused in one discussion under double-blind and single-blind review, whichever
// joins first, and allowed under open review; the limits of subject, message and files.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import {
  discussionFiles,
  discussionMessages,
  discussions,
  journalSettings,
  mailMessages,
  roleAssignments,
  stageAssignments,
  submissions,
} from "~/db/schema";
import { DISCUSSION_LIMITS, DISCUSSION_MESSAGES } from "~/modules/discussions/discussions.constants";
import type { DiscussionsPanelData, DiscussionThreadData } from "~/modules/discussions/discussions.types";
import { DEFAULT_JOURNAL_SETTINGS } from "~/modules/journal-settings/journal-settings.defaults";
import { uploadedBytesSince } from "~/modules/submission-files/submission-files.repository.server";
import * as discussionPage from "~/routes/dashboard/discussion";
import * as reviewPage from "~/routes/dashboard/review";
import * as submissionPage from "~/routes/dashboard/submission";
import * as discussionFile from "~/routes/resources/discussion-file";
import * as discussionMessagesEndpoint from "~/routes/resources/discussion-messages";
import * as discussionsEndpoint from "~/routes/resources/submission-discussions";
import { journalId } from "../factories/catalogue";
import { MANUSCRIPTS, docBytes } from "../factories/manuscript-files";
import { createActors, createApiApp, type Actor, type Actors } from "../helpers/actors";
import { routeArgs } from "../helpers/route-args";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";
import { createWorld } from "./authorization-fixtures";
import { acceptedReviewer } from "./review-helpers";
import { load, post } from "./submissions-helpers";

let platform: TestPlatform;
let actors: Actors;
let fjphs: string;
const db = (): Db => platform.services.database.db;

beforeAll(async () => {
  platform = await startTestPlatform();
  actors = await createActors(platform, { seeded: true, label: "discussions" });
  fjphs = await journalId(db(), "fjphs");
});
afterAll(() => platform.stop());

type Answer = { status: number; json: { message?: string; discussionId?: string; url?: string } | null };

async function call(fn: unknown, request: Request, params: Record<string, string>): Promise<Answer> {
  let response: Response;
  try {
    response = (await (fn as (args: unknown) => Promise<Response>)(routeArgs(request, params))) as Response;
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    response = thrown;
  }
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as Answer["json"]) : null };
}

type FileFixture = { name: string; bytes: Uint8Array<ArrayBuffer> };
const PDF: FileFixture = { name: "figure-2-notes.pdf", bytes: MANUSCRIPTS.pdf.bytes };

function multipart(fields: Record<string, string>, file?: FileFixture): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (file) form.set("file", new File([file.bytes], file.name, { type: "application/octet-stream" }));
  return form;
}

function start(actor: Actor, submissionId: string, fields: Record<string, string>, file?: FileFixture) {
  const request = actor.request(`/submission/${submissionId}/discussions`, {
    method: "POST",
    body: multipart(fields, file),
  });
  return call(discussionsEndpoint.action, request, { id: submissionId });
}

function reply(actor: Actor, submissionId: string, discussionId: string, body: string, file?: FileFixture) {
  const request = actor.request(`/submission/${submissionId}/discussions/${discussionId}/messages`, {
    method: "POST",
    body: multipart({ body }, file),
  });
  return call(discussionMessagesEndpoint.action, request, { id: submissionId, discussionId });
}

function thread(actor: Actor, submissionId: string, discussionId: string) {
  return load<DiscussionThreadData>(
    discussionPage.loader,
    actor,
    `/submission/${submissionId}/discussions/${discussionId}`,
    { id: submissionId, discussionId },
  );
}

function addPeople(actor: Actor, submissionId: string, discussionId: string, ids: string[]) {
  return post<{ ok: boolean; message: string }>(
    discussionPage.action,
    actor,
    `/submission/${submissionId}/discussions/${discussionId}`,
    { intent: "add-participants", participants: ids.join(",") },
    { id: submissionId, discussionId },
  );
}

async function messagesTab(actor: Actor, submissionId: string) {
  const answer = await load<{ unreadDiscussions: number; tab: { discussions: DiscussionsPanelData } }>(
    submissionPage.loader,
    actor,
    `/submission/${submissionId}?tab=messages`,
    { id: submissionId },
  );
  expect(answer.status).toBe(200);
  return answer.data!;
}

async function setReviewType(reviewType: "single-blind" | "double-blind" | "open") {
  const values = {
    journalId: fjphs,
    editorialWorkflow: { ...DEFAULT_JOURNAL_SETTINGS.editorialWorkflow, reviewType },
  };
  await db()
    .insert(journalSettings)
    .values(values)
    .onConflictDoUpdate({ target: journalSettings.journalId, set: values });
}

async function discussionMails(email: string) {
  return db()
    .select({ subject: mailMessages.subject, text: mailMessages.text })
    .from(mailMessages)
    .where(and(eq(mailMessages.recipient, email), eq(mailMessages.template, "discussion-message")));
}

const countDiscussions = async (submissionId: string) =>
  (await db().select({ id: discussions.id }).from(discussions).where(eq(discussions.submissionId, submissionId)))
    .length;

describe("a discussion between the editor and the author", () => {
  it("starts with a file, e-mails the author the thread's link, counts unread until read, and takes the author's reply", async () => {
    const { editor, author } = actors;
    const w = await createWorld(db(), actors, fjphs, { title: "Thread" });
    const started = await start(
      editor,
      w.submissionId,
      { subject: "Figure 2 resolution", participants: author.userId!, body: "Please send Figure 2 at 300 dpi." },
      PDF,
    );
    expect(started.status, JSON.stringify(started.json)).toBe(201);
    const discussionId = started.json!.discussionId!;

    const mails = await discussionMails(author.email!);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain("Figure 2 resolution");
    expect(mails[0]!.text).toContain(`/submission/${w.submissionId}/discussions/${discussionId}`);
    expect(mails[0]!.text).toContain("figure-2-notes.pdf");
    expect(await discussionMails(editor.email!)).toHaveLength(0);

    // The author sees one unread message on the tab and in the list; the editor none.
    const authorTab = await messagesTab(author, w.submissionId);
    expect(authorTab.unreadDiscussions).toBe(1);
    expect(authorTab.tab.discussions.items).toMatchObject([{ id: discussionId, unread: 1, messageCount: 1 }]);
    expect((await messagesTab(editor, w.submissionId)).unreadDiscussions).toBe(0);

    // Reading the thread marks it read.
    const read = await thread(author, w.submissionId, discussionId);
    expect(read.status).toBe(200);
    expect(read.data!.messages).toMatchObject([
      { from: "Eddie Editor", role: "editor", unread: true, files: [{ fileName: "figure-2-notes.pdf" }] },
    ]);
    expect(read.data!.participants.map((p) => p.role).sort()).toEqual(["author", "editor"]);
    expect((await messagesTab(author, w.submissionId)).unreadDiscussions).toBe(0);

    // The author downloads the file through a signed link.
    const fileId = read.data!.messages[0]!.files[0]!.id;
    const link = await call(
      discussionFile.loader,
      author.request(`/submission/${w.submissionId}/discussions/${discussionId}/files/${fileId}?format=json`),
      { id: w.submissionId, discussionId, fileId },
    );
    expect(link.status).toBe(200);
    const served = await createApiApp().request(new URL(link.json!.url!, platform.services.env.publicUrl).toString());
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PDF.bytes);

    // The author replies: the editor is e-mailed and sees it unread.
    const answered = await reply(author, w.submissionId, discussionId, "Attached is the new figure.", PDF);
    expect(answered.status, JSON.stringify(answered.json)).toBe(201);
    expect(await discussionMails(editor.email!)).toHaveLength(1);
    expect((await messagesTab(editor, w.submissionId)).unreadDiscussions).toBe(1);
    expect((await messagesTab(author, w.submissionId)).unreadDiscussions).toBe(0);

    // Attachments count against the uploader's daily allowance like submission files.
    const since = new Date(Date.now() - 60_000);
    expect((await uploadedBytesSince(db(), author.userId!, since)).bytes).toBeGreaterThanOrEqual(PDF.bytes.length * 2);
  });

  it("lets the author start one with the journal's editors only, and shows it to nobody else", async () => {
    const { author, editor, otherAuthor, reviewer } = actors;
    const w = await createWorld(db(), actors, fjphs, { title: "Author thread" });
    const tab = await messagesTab(author, w.submissionId);
    expect(tab.tab.discussions.canStart).toBe(true);
    expect(tab.tab.discussions.candidates.every((c) => c.role === "editor")).toBe(true);

    const started = await start(author, w.submissionId, {
      subject: "A question about the APC",
      participants: editor.userId!,
      body: "Is there a waiver for students?",
    });
    expect(started.status).toBe(201);
    const discussionId = started.json!.discussionId!;
    expect((await discussionMails(editor.email!)).some((m) => m.subject.includes("A question about the APC"))).toBe(
      true,
    );

    for (const outsider of [otherAuthor, reviewer]) {
      expect((await thread(outsider, w.submissionId, discussionId)).status).toBe(404);
      expect((await reply(outsider, w.submissionId, discussionId, "Hello")).status).toBe(404);
    }
    // The author may not add anyone (403: they see the thread), and starting with a non-editor is refused.
    expect((await addPeople(author, w.submissionId, discussionId, [otherAuthor.userId!])).status).toBe(403);
    const refused = await start(author, w.submissionId, {
      subject: "x",
      participants: otherAuthor.userId!,
      body: "y",
    });
    expect(refused).toMatchObject({ status: 400, json: { message: DISCUSSION_MESSAGES.participantNotAllowed } });
  });
});

describe("the stages after acceptance", () => {
  it("lets the editor add the submission's copyeditor while assigned, who reads the thread no longer once unassigned", async () => {
    const { editor, author, otherAuthor: copyeditor } = actors;
    const w = await createWorld(db(), actors, fjphs, { title: "Copyediting", status: "accepted" });
    const started = await start(editor, w.submissionId, {
      subject: "Copyediting queries",
      participants: author.userId!,
      body: "Two queries on the references.",
    });
    expect(started.status).toBe(201);
    const discussionId = started.json!.discussionId!;
    expect((await addPeople(editor, w.submissionId, discussionId, [copyeditor.userId!])).status).toBe(400);

    await db().insert(roleAssignments).values({ userId: copyeditor.userId!, role: "copyeditor", journalId: fjphs });
    await db().insert(stageAssignments).values({
      submissionId: w.submissionId,
      stage: "copyediting",
      userId: copyeditor.userId!,
      dueDate: "2030-01-01",
    });
    expect((await addPeople(editor, w.submissionId, discussionId, [copyeditor.userId!])).status).toBe(200);
    // Added, they are e-mailed the thread's latest message and its link.
    const [added] = await discussionMails(copyeditor.email!);
    expect(added!.text).toContain("Two queries on the references.");
    expect(added!.text).toContain(`/submission/${w.submissionId}/discussions/${discussionId}`);
    const read = await thread(copyeditor, w.submissionId, discussionId);
    expect(read.status).toBe(200);
    expect(read.data!.participants.find((p) => p.id === copyeditor.userId)?.role).toBe("copyeditor");
    // They see the submission (ADR 069): the thread leads back to its Messages tab.
    expect(read.data!.backTo.href).toBe(`/submission/${w.submissionId}?tab=messages`);

    await db().delete(stageAssignments).where(eq(stageAssignments.submissionId, w.submissionId));
    expect((await thread(copyeditor, w.submissionId, discussionId)).status).toBe(404);
  });
});

describe("reviewers and authors under blind review", () => {
  it("refuses a reviewer and the author in one discussion under double-blind review, whichever joins first", async () => {
    await setReviewType("double-blind");
    const { editor, author, reviewer } = actors;
    const w = await createWorld(db(), actors, fjphs, { title: "Double-blind" });
    const assignmentId = await acceptedReviewer(platform.services, w.submissionId, editor, reviewer);
    const before = await countDiscussions(w.submissionId);

    const together = await start(editor, w.submissionId, {
      subject: "Both",
      participants: `${author.userId},${reviewer.userId}`,
      body: "Hello both",
    });
    expect(together).toMatchObject({ status: 400, json: { message: DISCUSSION_MESSAGES.blind["double-blind"] } });
    expect(await countDiscussions(w.submissionId)).toBe(before);

    // Reviewer first, then the author: refused.
    const withReviewer = await start(editor, w.submissionId, {
      subject: "Reviewer only",
      participants: reviewer.userId!,
      body: "A question on your review",
    });
    expect(withReviewer.status).toBe(201);
    const added = await addPeople(editor, w.submissionId, withReviewer.json!.discussionId!, [author.userId!]);
    expect(added.status).toBe(400);
    expect(added.data).toMatchObject({ ok: false, message: DISCUSSION_MESSAGES.blind["double-blind"] });

    // Author first, then the reviewer: refused.
    const withAuthor = await start(editor, w.submissionId, {
      subject: "Author only",
      participants: author.userId!,
      body: "A question for you",
    });
    expect(withAuthor.status).toBe(201);
    expect((await addPeople(editor, w.submissionId, withAuthor.json!.discussionId!, [reviewer.userId!])).status).toBe(
      400,
    );

    // The reviewer reads their own thread, listed on their review page, and not the author's.
    const reviewerRead = await thread(reviewer, w.submissionId, withReviewer.json!.discussionId!);
    expect(reviewerRead.status).toBe(200);
    expect(reviewerRead.data!.backTo.href).toBe("/dashboard/reviews");
    expect((await thread(reviewer, w.submissionId, withAuthor.json!.discussionId!)).status).toBe(404);
    const reviewPageData = async () =>
      (
        await load<{ discussions: { items: { subject: string }[] } | null }>(
          reviewPage.loader,
          reviewer,
          `/review/${assignmentId}`,
          { assignmentId },
        )
      ).data!.discussions;
    expect((await reviewPageData())?.items.map((d) => d.subject)).toEqual(["Reviewer only"]);

    // Once the submission leaves review, the reviewer is in its discussions no longer.
    await db().update(submissions).set({ status: "accepted" }).where(eq(submissions.id, w.submissionId));
    expect((await thread(reviewer, w.submissionId, withReviewer.json!.discussionId!)).status).toBe(404);
    expect(await reviewPageData()).toBeNull();
  });

  it("refuses them under single-blind review too, and lets them talk under open review", async () => {
    const { editor, author, reviewer } = actors;
    await setReviewType("single-blind");
    const single = await createWorld(db(), actors, fjphs, { title: "Single-blind" });
    await acceptedReviewer(platform.services, single.submissionId, editor, reviewer);
    const refused = await start(editor, single.submissionId, {
      subject: "Both",
      participants: `${author.userId},${reviewer.userId}`,
      body: "Hello both",
    });
    expect(refused).toMatchObject({ status: 400, json: { message: DISCUSSION_MESSAGES.blind["single-blind"] } });

    await setReviewType("open");
    const open = await createWorld(db(), actors, fjphs, { title: "Open" });
    await acceptedReviewer(platform.services, open.submissionId, editor, reviewer);
    const allowed = await start(editor, open.submissionId, {
      subject: "Both",
      participants: `${author.userId},${reviewer.userId}`,
      body: "Hello both",
    });
    expect(allowed.status).toBe(201);
    await setReviewType("double-blind");
  });
});

describe("limits", () => {
  it("refuses a long subject, a long message, a file that is not what it claims and a discussion full of files, writing nothing", async () => {
    const { editor, author } = actors;
    const w = await createWorld(db(), actors, fjphs, { title: "Limits" });
    const base = { subject: "Limits", participants: author.userId!, body: "Hello" };
    expect(await start(editor, w.submissionId, { ...base, subject: "s".repeat(201) })).toMatchObject({
      status: 400,
      json: { message: DISCUSSION_MESSAGES.subjectTooLong },
    });
    expect(
      await start(editor, w.submissionId, { ...base, body: "b".repeat(DISCUSSION_LIMITS.bodyMax + 1) }),
    ).toMatchObject({ status: 400, json: { message: DISCUSSION_MESSAGES.bodyTooLong } });
    const fake = await start(editor, w.submissionId, base, { name: "notes.pdf", bytes: docBytes() });
    expect(fake.status).toBe(400);
    expect(await countDiscussions(w.submissionId)).toBe(0);

    const started = await start(editor, w.submissionId, base);
    expect(started.status).toBe(201);
    const discussionId = started.json!.discussionId!;
    const [message] = await db()
      .select({ id: discussionMessages.id })
      .from(discussionMessages)
      .where(eq(discussionMessages.discussionId, discussionId));
    await db()
      .insert(discussionFiles)
      .values(
        Array.from({ length: DISCUSSION_LIMITS.filesPerDiscussion }, (_, i) => ({
          messageId: message!.id,
          discussionId,
          fileName: `f${i}.pdf`,
          storageKey: `discussions/${w.submissionId}/filler-${i}`,
          mimeType: "application/pdf",
          sizeBytes: 1,
        })),
      );
    expect(await reply(editor, w.submissionId, discussionId, "One more", PDF)).toMatchObject({
      status: 409,
      json: { message: DISCUSSION_MESSAGES.tooManyFiles },
    });
    expect(await reply(editor, w.submissionId, discussionId, "")).toMatchObject({
      status: 400,
      json: { message: DISCUSSION_MESSAGES.bodyRequired },
    });
    // Past the day's upload allowance (shared with submission files) a file is refused, a message is not.
    await db()
      .insert(discussionFiles)
      .values({
        messageId: message!.id,
        discussionId,
        fileName: "large.pdf",
        storageKey: `discussions/${w.submissionId}/large`,
        mimeType: "application/pdf",
        sizeBytes: 600 * 1024 * 1024,
        uploadedBy: author.userId!,
      });
    const other = await start(editor, w.submissionId, { ...base, subject: "Allowance" });
    expect(other.status).toBe(201);
    expect((await reply(author, w.submissionId, other.json!.discussionId!, "With a file", PDF)).status).toBe(429);
    expect((await reply(author, w.submissionId, other.json!.discussionId!, "Without a file")).status).toBe(201);
    // Nothing of the refused messages was stored.
    const stored: string[] = [];
    for await (const item of platform.services.storage.list(`discussions/${w.submissionId}`)) stored.push(item.key);
    expect(stored).toEqual([]);
  });
});
