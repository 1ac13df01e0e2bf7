// Editorial notices as each editor chose under Settings (issue 37): a new submission to a journal
// they edit, reviewers' answers, reviews, all reviews in, revisions; right away, in a daily digest
// (one message a day, each notice once), or off. Through the pages' loaders and actions and the
// submission API.
import { and, eq, gte, isNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { mailMessages, noticeDigestItems } from "~/db/schema";
import { SETTINGS_NOTICES } from "~/modules/users/account-settings.schemas";
import { sendNoticeDigests } from "~/modules/notifications/editor-notices.service.server";
import type { NoticePreferences } from "~/modules/notifications/notice-preferences";
import * as reviewPage from "~/routes/dashboard/review";
import * as settingsPage from "~/routes/dashboard/settings";
import * as submissionPage from "~/routes/dashboard/submission";
import { journalId } from "../factories/catalogue";
import { createActors, type Actor } from "../helpers/actors";
import { answerInvitation, assignmentOf, lastInvitationToken } from "./review-helpers";
import { insertSubmission, uploadFile } from "./submission-files-helpers";
import { load, pdfBytes, post, postSubmission, submissionsWorld, wizardData } from "./submissions-helpers";

const world = submissionsWorld();
const db = () => world.db();
const a = () => world.actors;
let handler: Actor;
let quiet: Actor;
let otherJournalEditor: Actor;

beforeAll(async () => {
  handler = (await createActors(world.platform, { seeded: true, editorJournalId: world.fjphs, label: "digest" }))
    .editor;
  quiet = (await createActors(world.platform, { seeded: true, editorJournalId: world.fjphs, label: "quiet" })).editor;
  otherJournalEditor = (
    await createActors(world.platform, {
      seeded: true,
      editorJournalId: await journalId(db(), "bjps"),
      label: "elsewhere",
    })
  ).editor;
});

const mailsTo = (to: string, since: Date) =>
  db()
    .select({ template: mailMessages.template, subject: mailMessages.subject, text: mailMessages.text })
    .from(mailMessages)
    .where(and(eq(mailMessages.recipient, to), gte(mailMessages.createdAt, since)));

const choose = (actor: Actor, preferences: Partial<NoticePreferences>) =>
  post<{ ok: boolean; notice: { text: string } }>(settingsPage.action, actor, "/dashboard/settings", {
    intent: "notices",
    new_submission: "immediately",
    reviewer_answered: "immediately",
    review_submitted: "immediately",
    all_reviews_in: "immediately",
    revision_submitted: "immediately",
    ...preferences,
  });

const act = (actor: Actor, submissionId: string, fields: Record<string, string>) =>
  post<{ ok: boolean; message: string }>(submissionPage.action, actor, `/submission/${submissionId}`, fields, {
    id: submissionId,
  });

describe("editorial notices", () => {
  it("editors and admins choose them under Settings; others neither see nor save them", async () => {
    const before = await load<{ notices: NoticePreferences | null }>(
      settingsPage.loader,
      handler,
      "/dashboard/settings",
    );
    expect(before.data!.notices).toEqual({
      new_submission: "immediately",
      reviewer_answered: "immediately",
      review_submitted: "immediately",
      all_reviews_in: "immediately",
      revision_submitted: "immediately",
    });
    const saved = await choose(quiet, { new_submission: "off", review_submitted: "daily" });
    expect(saved.data).toMatchObject({ ok: true, notice: SETTINGS_NOTICES.noticesSaved });
    const after = await load<{ notices: NoticePreferences | null }>(settingsPage.loader, quiet, "/dashboard/settings");
    expect(after.data!.notices).toMatchObject({ new_submission: "off", review_submitted: "daily" });

    const bad = await choose(quiet, { new_submission: "hourly" as never });
    expect(bad.status).toBe(400);
    expect(bad.data?.notice.text).toBe(SETTINGS_NOTICES.noticesFailed.text);

    const author = await load<{ notices: NoticePreferences | null }>(
      settingsPage.loader,
      a().author,
      "/dashboard/settings",
    );
    expect(author.data!.notices).toBeNull();
    expect((await choose(a().author, {})).status).toBe(403);
  });

  it("a new submission is e-mailed to the journal's editors who want it, not to other journals' editors", async () => {
    await choose(quiet, { new_submission: "off" });
    const since = new Date();
    const created = await postSubmission(a().author, wizardData(world.fjphs), {
      name: "manuscript.pdf",
      bytes: await pdfBytes("New"),
    });
    expect(created.status).toBe(201);
    const told = await mailsTo(handler.email!, since);
    expect(told.map((m) => m.subject)).toEqual([expect.stringMatching(/^A new submission \(FJPHS-\d+\)$/)]);
    expect(told[0]!.text).toContain("For the manuscript “Solid lipid nanoparticles of curcumin”");
    expect(await mailsTo(quiet.email!, since)).toEqual([]);
    expect(await mailsTo(otherJournalEditor.email!, since)).toEqual([]);
  });

  it("a daily digest gathers what the editor chose to hear of once a day, each notice once", async () => {
    await choose(handler, { reviewer_answered: "daily", review_submitted: "daily", all_reviews_in: "off" });
    const submissionId = await insertSubmission(db(), a().author.userId!);
    const upload = await uploadFile(a().author, submissionId, {
      name: "manuscript.pdf",
      bytes: new Uint8Array(await pdfBytes("Manuscript")),
      mimeType: "application/pdf",
    });
    expect(upload.status).toBe(201);
    await act(a().editor, submissionId, { intent: "assign-editor", editorId: handler.userId! });
    const since = new Date();
    await act(a().editor, submissionId, { intent: "invite", reviewerId: a().reviewer.userId! });
    await answerInvitation(world.platform.services, await lastInvitationToken(db(), a().reviewer.email!), {
      answer: "accept",
    });
    const assignmentId = await assignmentOf(db(), submissionId, a().reviewer);
    const submitted = await post<{ ok: boolean }>(
      reviewPage.action,
      a().reviewer,
      `/review/${assignmentId}`,
      { intent: "save-review", submit: "final", recommendation: "minor", commentsToAuthor: "Tighten it." },
      { assignmentId },
    );
    expect(submitted.data?.ok).toBe(true);
    // Nothing right away: two notices wait, 'all reviews in' is off.
    expect(await mailsTo(handler.email!, since)).toEqual([]);
    const waiting = await db()
      .select({ notice: noticeDigestItems.notice })
      .from(noticeDigestItems)
      .where(and(eq(noticeDigestItems.userId, handler.userId!), isNull(noticeDigestItems.sentAt)));
    expect(waiting.map((w) => w.notice).sort()).toEqual(["review_submitted", "reviewer_answered"]);

    expect(await sendNoticeDigests()).toBeGreaterThanOrEqual(1);
    const digest = await mailsTo(handler.email!, since);
    expect(digest.map((m) => m.subject)).toEqual(["Your daily digest: 2 notices"]);
    expect(digest[0]!.text).toMatch(/1\. A reviewer accepted: “Stability of amoxicillin[^”]*” \(FJPHS-\d+,/);
    expect(digest[0]!.text).toMatch(/2\. A review is in: “Stability of amoxicillin/);
    // Sent once: the next run has nothing for them.
    await sendNoticeDigests();
    expect(await mailsTo(handler.email!, since)).toHaveLength(1);
  });
});
