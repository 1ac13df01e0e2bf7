// A submission's handling editors (issue 37): assigned by the journal's editors, e-mailed, found
// under 'Assigned to me', and told of each step of the review, once each; reviewers thanked on
// the decision and told when their invitation is withdrawn. Through the pages' loaders and actions.
import { and, eq, gte } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { mailMessages, reviewAssignments, submissionEvents } from "~/db/schema";
import { REVIEW_MESSAGES } from "~/modules/reviews/reviews.constants";
import type { ReviewsTabData } from "~/modules/reviews/reviews.types";
import type { SubmissionListPage } from "~/modules/submissions/submissions.types";
import * as myTasks from "~/routes/dashboard/editor-tasks";
import * as reviewPage from "~/routes/dashboard/review";
import * as submissionPage from "~/routes/dashboard/submission";
import * as submissionsList from "~/routes/dashboard/submissions";
import { journalId } from "../factories/catalogue";
import { createActors, type Actor } from "../helpers/actors";
import { answerInvitation, assignmentOf, lastInvitationToken } from "./review-helpers";
import { insertSubmission, uploadFile } from "./submission-files-helpers";
import { load, pdfBytes, post, submissionsWorld } from "./submissions-helpers";

const world = submissionsWorld();
const db = () => world.db();
const a = () => world.actors;
let handler: Actor;
let otherJournalEditor: Actor;
let secondReviewer: Actor;

beforeAll(async () => {
  const more = await createActors(world.platform, { seeded: true, editorJournalId: world.fjphs, label: "handler" });
  handler = more.editor;
  secondReviewer = more.reviewer;
  otherJournalEditor = (
    await createActors(world.platform, { seeded: true, editorJournalId: await journalId(db(), "bjps"), label: "other" })
  ).editor;
});

async function submission() {
  const submissionId = await insertSubmission(db(), a().author.userId!);
  const upload = await uploadFile(a().author, submissionId, {
    name: "manuscript.pdf",
    bytes: new Uint8Array(await pdfBytes("Manuscript")),
    mimeType: "application/pdf",
  });
  expect(upload.status).toBe(201);
  return submissionId;
}

const act = (actor: Actor, submissionId: string, fields: Record<string, string>) =>
  post<{ ok: boolean; message: string }>(submissionPage.action, actor, `/submission/${submissionId}`, fields, {
    id: submissionId,
  });

/** The e-mails `to` got since `since`: each with its template and subject. */
const mailsTo = (to: string, since: Date) =>
  db()
    .select({ template: mailMessages.template, subject: mailMessages.subject, text: mailMessages.text })
    .from(mailMessages)
    .where(and(eq(mailMessages.recipient, to), gte(mailMessages.createdAt, since)));

describe("handling editors", () => {
  it("an editor of the journal is assigned: e-mailed, listed under 'Assigned to me', recorded for editors only", async () => {
    const since = new Date();
    const submissionId = await submission();
    const assigned = await act(a().editor, submissionId, { intent: "assign-editor", editorId: handler.userId! });
    expect(assigned.data).toMatchObject({ ok: true, message: REVIEW_MESSAGES.handlingEditorAssigned });
    // Again: nothing more.
    expect((await act(a().editor, submissionId, { intent: "assign-editor", editorId: handler.userId! })).status).toBe(
      200,
    );
    const told = await mailsTo(handler.email!, since);
    expect(told.map((m) => m.subject)).toEqual([expect.stringMatching(/^You are a handling editor \(FJPHS-\d+\)$/)]);
    expect(told[0]!.text).toContain("Stability of amoxicillin suspensions after reconstitution");

    const list = async (actor: Actor) =>
      (
        await load<SubmissionListPage>(submissionsList.loader, actor, "/dashboard/submissions?assigned=me")
      ).data!.rows.map((r) => r.id);
    expect(await list(handler)).toContain(submissionId);
    expect(await list(a().editor)).not.toContain(submissionId);
    // My Tasks lists it for the handling editor, not for the other editor; authors have no such list.
    const handledOn = async (actor: Actor) =>
      (await load<{ handled: { rows: { id: string }[] } | null }>(myTasks.loader, actor, "/dashboard/editor-tasks"))
        .data!.handled;
    expect((await handledOn(handler))!.rows.map((r) => r.id)).toContain(submissionId);
    expect((await handledOn(a().editor))!.rows.map((r) => r.id)).not.toContain(submissionId);
    expect(await handledOn(a().author)).toBeNull();

    const tab = await load<{ tab: { data: ReviewsTabData } }>(
      submissionPage.loader,
      a().editor,
      `/submission/${submissionId}?tab=reviews`,
      { id: submissionId },
    );
    const data = tab.data!.tab.data;
    expect(data.mode === "editor" && data.handlingEditors.assigned.map((e) => e.id)).toEqual([handler.userId]);

    const events = await db()
      .select({ kind: submissionEvents.kind })
      .from(submissionEvents)
      .where(eq(submissionEvents.submissionId, submissionId));
    expect(events.filter((e) => e.kind === "handling_editor_assigned")).toHaveLength(1);

    expect(
      (await act(a().editor, submissionId, { intent: "unassign-editor", editorId: handler.userId! })).data,
    ).toMatchObject({
      ok: true,
    });
    expect(await list(handler)).not.toContain(submissionId);
  });

  it("refuses an assignee who is not an editor of the journal, and anyone who does not manage the review", async () => {
    const submissionId = await submission();
    const notEditor = await act(a().editor, submissionId, { intent: "assign-editor", editorId: a().author.userId! });
    expect(notEditor.status).toBe(400);
    expect(notEditor.data?.message).toBe(REVIEW_MESSAGES.notAnEditor);
    const elsewhere = await act(a().editor, submissionId, {
      intent: "assign-editor",
      editorId: otherJournalEditor.userId!,
    });
    expect(elsewhere.status).toBe(400);
    expect((await act(a().author, submissionId, { intent: "assign-editor", editorId: handler.userId! })).status).toBe(
      403,
    );
    expect(
      (await act(otherJournalEditor, submissionId, { intent: "assign-editor", editorId: handler.userId! })).status,
    ).toBe(404);
    expect((await act(a().editor, submissionId, { intent: "unassign-editor", editorId: handler.userId! })).status).toBe(
      400,
    );
  });

  it("hears of each step of the review once; reviewers are thanked, or told their invitation was withdrawn", async () => {
    const submissionId = await submission();
    await act(a().editor, submissionId, { intent: "assign-editor", editorId: handler.userId! });
    const since = new Date();
    await act(a().editor, submissionId, { intent: "invite", reviewerId: a().reviewer.userId! });
    await answerInvitation(world.platform.services, await lastInvitationToken(db(), a().reviewer.email!), {
      answer: "accept",
    });
    await act(a().editor, submissionId, { intent: "invite", reviewerId: secondReviewer.userId! });
    const withdrawn = await assignmentOf(db(), submissionId, secondReviewer);
    await act(a().editor, submissionId, { intent: "cancel-invitation", assignmentId: withdrawn });
    const assignmentId = await assignmentOf(db(), submissionId, a().reviewer);
    const submitted = await post<{ ok: boolean }>(
      reviewPage.action,
      a().reviewer,
      `/review/${assignmentId}`,
      { intent: "save-review", submit: "final", recommendation: "minor", commentsToAuthor: "Tighten it." },
      { assignmentId },
    );
    expect(submitted.data?.ok).toBe(true);
    await act(a().editor, submissionId, { intent: "decide", kind: "accept", letter: "Accepted." });

    const toHandler = await mailsTo(handler.email!, since);
    expect(toHandler.map((m) => m.subject.replace(/ \(FJPHS-\d+\)$/, "")).sort()).toEqual([
      "A review is in",
      "A reviewer accepted",
      "All reviews are in",
    ]);
    // Each names the manuscript.
    for (const m of toHandler) expect(m.text).toContain("For the manuscript “Stability of amoxicillin");
    // The inviting editor, who is not a handling editor, is not told.
    expect((await mailsTo(a().editor.email!, since)).filter((m) => m.template === "review-reminder")).toEqual([]);
    const toReviewer = await mailsTo(a().reviewer.email!, since);
    expect(toReviewer.filter((m) => m.subject.startsWith("Thank you for your review"))).toHaveLength(1);
    const toWithdrawn = await mailsTo(secondReviewer.email!, since);
    expect(toWithdrawn.filter((m) => m.subject.startsWith("Your review is no longer needed"))).toHaveLength(1);
  });

  it("the list filters by where the review stands: awaiting reviewers, overdue, all in, revision awaited", async () => {
    const stageOf = async (stage: string) =>
      (
        await load<SubmissionListPage>(submissionsList.loader, a().editor, `/dashboard/submissions?review=${stage}`)
      ).data!.rows.map((r) => r.id);
    const waiting = await submission();
    const overdue = await submission();
    await act(a().editor, overdue, { intent: "invite", reviewerId: a().reviewer.userId! });
    await db()
      .update(reviewAssignments)
      .set({ responseDueDate: "2020-01-01" })
      .where(eq(reviewAssignments.submissionId, overdue));
    const allIn = await submission();
    await act(a().editor, allIn, { intent: "invite", reviewerId: a().reviewer.userId! });
    await answerInvitation(world.platform.services, await lastInvitationToken(db(), a().reviewer.email!), {
      answer: "accept",
    });
    const assignmentId = await assignmentOf(db(), allIn, a().reviewer);
    await post(
      reviewPage.action,
      a().reviewer,
      `/review/${assignmentId}`,
      { intent: "save-review", submit: "final", recommendation: "minor", commentsToAuthor: "Fine." },
      { assignmentId },
    );
    const revising = await submission();
    await act(a().editor, revising, { intent: "decide", kind: "major_revision", letter: "Please revise." });

    const awaiting = await stageOf("awaiting_reviewers");
    expect(awaiting).toContain(waiting);
    expect(awaiting).not.toContain(overdue);
    expect(awaiting).not.toContain(allIn);
    expect(await stageOf("reviews_overdue")).toContain(overdue);
    expect(await stageOf("reviews_overdue")).not.toContain(waiting);
    const decisionNeeded = await stageOf("all_reviews_in");
    expect(decisionNeeded).toContain(allIn);
    expect(decisionNeeded).not.toContain(overdue);
    expect(await stageOf("revision_due")).toEqual(expect.arrayContaining([revising]));
    expect(await stageOf("revision_due")).not.toContain(allIn);
  });
});
