// Peer review end to end through the pages' loaders and actions: invitations and their links,
// the reviewer's page and files, anonymity by review type, decisions, revisions and reminders.
import { and, asc, desc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  jobs,
  journalSettings,
  mailMessages,
  reviewAssignments,
  reviewInvitationTokens,
  reviewQuestions,
  reviewRounds,
  roleAssignments,
  submissionEvents,
  submissions,
  users,
} from "~/db/schema";
import { DEFAULT_JOURNAL_SETTINGS } from "~/modules/journal-settings/journal-settings.defaults";
import { reminderClock, REVIEW_REMINDERS_JOB, sendReviewReminders } from "~/modules/reviews/reminders.service.server";
import { answerRequired, QUESTION_MESSAGES, type ReviewQuestionView } from "~/modules/reviews/review-questions.schemas";
import { hashInvitationToken } from "~/modules/reviews/review-support.server";
import { REVIEW_MESSAGES } from "~/modules/reviews/reviews.constants";
import type { MessagesTabData, MyReviewItem, ReviewPageData, ReviewsTabData } from "~/modules/reviews/reviews.types";
import * as reviewPage from "~/routes/dashboard/review";
import * as reviewQuestionsPage from "~/routes/dashboard/review-questions";
import * as reviewsList from "~/routes/dashboard/reviews";
import * as submissionPage from "~/routes/dashboard/submission";
import * as invitationPage from "~/routes/public/review-invitation";
import * as reviewFile from "~/routes/resources/review-file";
import { createHttpApp } from "../../server/http-app";
import { createActors, createApiApp, type Actor } from "../helpers/actors";
import { pageRouteBuild } from "../helpers/page-route-build";
import { routeArgs } from "../helpers/route-args";
import { createWorld, type World } from "./authorization-fixtures";
import { load, post, submissionsWorld } from "./submissions-helpers";

const world = submissionsWorld();
const db = () => world.db();
const a = () => world.actors;

type ReviewType = "single-blind" | "double-blind" | "open";

async function setJournal(
  journalId: string,
  opts: { reviewType?: ReviewType; maxRevisions?: number; deadlineReminders?: boolean } = {},
) {
  const values = {
    journalId,
    editorialWorkflow: { ...DEFAULT_JOURNAL_SETTINGS.editorialWorkflow, reviewType: opts.reviewType ?? "double-blind" },
    publicationWorkflow: { ...DEFAULT_JOURNAL_SETTINGS.publicationWorkflow, maxRevisions: opts.maxRevisions ?? 3 },
    emailNotifications: {
      ...DEFAULT_JOURNAL_SETTINGS.emailNotifications,
      deadlineReminders: opts.deadlineReminders ?? true,
    },
  };
  await db()
    .insert(journalSettings)
    .values(values)
    .onConflictDoUpdate({ target: journalSettings.journalId, set: values });
}

const submissionPath = (w: World, tab?: string) => `/submission/${w.submissionId}${tab ? `?tab=${tab}` : ""}`;

function act(actor: Actor, w: World, fields: Record<string, string>) {
  return post<{ ok: boolean; message: string }>(submissionPage.action, actor, submissionPath(w), fields, {
    id: w.submissionId,
  });
}

async function tab<T>(actor: Actor, w: World, key: "reviews" | "messages"): Promise<T> {
  const answer = await load<{ tab: { data: T } }>(submissionPage.loader, actor, submissionPath(w, key), {
    id: w.submissionId,
  });
  expect(answer.status).toBe(200);
  return answer.data!.tab.data;
}

/** The last e-mail to `to` with this template, and its token when it is an invitation. */
async function lastMail(to: string, template: string) {
  const [row] = await db()
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.recipient, to), eq(mailMessages.template, template)))
    .orderBy(desc(mailMessages.createdAt))
    .limit(1);
  const token = row ? /review-invitation\/([A-Za-z0-9_-]+)/.exec(row.text)?.[1] : undefined;
  return { mail: row, token };
}

async function assignmentOf(w: World, email: string) {
  const [row] = await db()
    .select()
    .from(reviewAssignments)
    .where(and(eq(reviewAssignments.submissionId, w.submissionId), eq(reviewAssignments.inviteeEmail, email)));
  return row!;
}

function answerLink(token: string, fields: Record<string, string>) {
  const request = new Request(`${world.platform.services.env.publicUrl}/review-invitation/${token}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
  return (invitationPage.action as (args: unknown) => Promise<unknown>)(routeArgs(request, { token }));
}

const statusOf = async (w: World) =>
  (await db().select({ s: submissions.status }).from(submissions).where(eq(submissions.id, w.submissionId)))[0]!.s;

let w: World;
beforeEach(async () => {
  await setJournal(world.fjphs);
  w = await createWorld(db(), a(), world.fjphs, { title: "Review" });
});

describe("invitations", () => {
  it("an editor invites a reviewer: the submission goes under review and the e-mail has single-use links", async () => {
    const reviewer = a().reviewer;
    const invited = await act(a().editor, w, { intent: "invite", reviewerId: reviewer.userId! });
    expect(invited.data).toMatchObject({ ok: true, message: REVIEW_MESSAGES.invited });
    expect(await statusOf(w)).toBe("under_review");
    const { mail, token } = await lastMail(reviewer.email!, "review-invitation");
    expect(token).toBeTruthy();
    // Double-blind: the invitation names no author.
    expect(mail!.text).not.toContain(a().author.email!);
    // Only the link's hash is stored.
    const stored = await assignmentOf(w, reviewer.email!);
    const links = await db()
      .select({ hash: reviewInvitationTokens.tokenHash })
      .from(reviewInvitationTokens)
      .where(eq(reviewInvitationTokens.assignmentId, stored.id));
    expect(links).toEqual([{ hash: hashInvitationToken(token!) }]);

    const preview = await load(invitationPage.loader, a().visitor, `/review-invitation/${token}`, { token: token! });
    expect(preview.status).toBe(200);
    expect(await answerLink(token!, { answer: "accept" })).toMatchObject({
      data: { done: "accept" },
      init: { status: 200 },
    });
    expect((await assignmentOf(w, reviewer.email!)).state).toBe("accepted");
    // Used once: a second answer is refused, and the page says how it was answered (ADR 085).
    expect(await answerLink(token!, { answer: "decline" })).toMatchObject({
      data: { error: REVIEW_MESSAGES.invitationAnswered },
      init: { status: 409 },
    });
    expect((await assignmentOf(w, reviewer.email!)).state).toBe("accepted");
    const again = await load(invitationPage.loader, a().visitor, `/review-invitation/${token}`, { token: token! });
    expect(again.status).toBe(200);
    expect(again.data).toMatchObject({ view: { state: "accepted" } });
  });

  it("answered without scripts, the page thanks the reviewer with 200, then says the invitation was accepted", async () => {
    const reviewer = a().reviewer;
    await act(a().editor, w, { intent: "invite", reviewerId: reviewer.userId! });
    const { token } = await lastMail(reviewer.email!, "review-invitation");
    // A browser without scripts posts the form itself: the whole page comes back, as HTML.
    const app = createHttpApp(async () => pageRouteBuild(), "production");
    const url = `${world.platform.services.env.publicUrl}/review-invitation/${token}`;
    const answered = await app.request(url, {
      method: "POST",
      headers: {
        origin: new URL(url).origin,
        accept: "text/html",
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ answer: "accept" }),
    });
    expect(answered.status).toBe(200);
    expect(await answered.text()).toContain("Thank you for accepting");
    expect((await assignmentOf(w, reviewer.email!)).state).toBe("accepted");
    const reopened = await app.request(url, { headers: { accept: "text/html" } });
    expect(reopened.status).toBe(200);
    expect(reopened.headers.get("cache-control")).toBe("private, no-store");
    const html = await reopened.text();
    expect(html).toContain("You have accepted this invitation");
    expect(html).toContain(`href="/review/${(await assignmentOf(w, reviewer.email!)).id}" rel="noreferrer"`);
    expect(html).not.toContain("Accept invitation");
  });

  it("the submission's authors can never be invited, by account or by e-mail", async () => {
    const byEmail = await act(a().editor, w, { intent: "invite", email: a().author.email!.toUpperCase() });
    expect(byEmail.status).toBe(400);
    expect(byEmail.data?.message).toBe(REVIEW_MESSAGES.authorCannotReview);
    // Someone without the reviewer role cannot be picked from the list either.
    const notReviewer = await act(a().editor, w, { intent: "invite", reviewerId: a().otherAuthor.userId! });
    expect(notReviewer.status).toBe(400);
    expect(
      (await db().select().from(reviewAssignments).where(eq(reviewAssignments.submissionId, w.submissionId))).length,
    ).toBe(0);
  });

  it("only editors of the journal and admins invite; the others are refused and nothing is written", async () => {
    const fields = { intent: "invite", email: "outsider@example.org", name: "Outsider" };
    expect((await act(a().author, w, fields)).status).toBe(403);
    expect((await act(a().otherAuthor, w, fields)).status).toBe(404);
    expect((await act(a().reviewer, w, fields)).status).toBe(404);
    expect((await act(a().visitor, w, fields)).status).toBe(302);
    expect((await act(a().admin, w, fields)).status).toBe(200);
    expect((await act(a().admin, w, fields)).status).toBe(409);
  });

  it("someone invited by e-mail gets an account with the reviewer role on accepting; declining keeps the reason", async () => {
    await act(a().editor, w, { intent: "invite", email: "new.reviewer@example.org", name: "Nina New" });
    await act(a().editor, w, { intent: "invite", email: "busy.reviewer@example.org", name: "Bo Busy" });
    const nina = await lastMail("new.reviewer@example.org", "review-invitation");
    expect(await answerLink(nina.token!, { answer: "accept" })).toMatchObject({
      data: { done: "accept", newAccount: true },
    });
    const [account] = await db().select().from(users).where(eq(users.email, "new.reviewer@example.org"));
    expect(account).toBeTruthy();
    const roles = await db().select().from(roleAssignments).where(eq(roleAssignments.userId, account!.id));
    expect(roles).toContainEqual(expect.objectContaining({ role: "reviewer", journalId: world.fjphs }));
    const created = (await lastMail("new.reviewer@example.org", "account-created")).mail;
    // The link to choose a password leads, after signing in, to Reviews, where the review waits.
    const link = /https?:\/\/\S+\/api\/auth\/reset-password\/\S+/.exec(created!.text)?.[0];
    const opened = await createApiApp().request(link!);
    expect(opened.status).toBe(302);
    const target = new URL(opened.headers.get("location")!, world.platform.services.env.publicUrl);
    expect([target.pathname, target.searchParams.get("redirectTo")]).toEqual(["/auth", "/dashboard/reviews"]);
    expect(target.searchParams.get("token")).toBeTruthy();

    const bo = await lastMail("busy.reviewer@example.org", "review-invitation");
    expect(await answerLink(bo.token!, { answer: "decline", reason: "On leave until May." })).toMatchObject({
      data: { done: "decline" },
      init: { status: 200 },
    });
    const declined = await assignmentOf(w, "busy.reviewer@example.org");
    expect(declined).toMatchObject({ state: "declined", declineReason: "On leave until May." });
    // The link, opened again, says it was declined: it cannot be answered again.
    expect(await answerLink(bo.token!, { answer: "accept" })).toMatchObject({ init: { status: 409 } });
    expect((await assignmentOf(w, "busy.reviewer@example.org")).state).toBe("declined");
  });

  it("a link opened again after its answer says only how it was answered; cancelled, unknown or expired links say they are no longer valid", async () => {
    const page = async (token: string) => {
      const answer = await load<{ view: unknown; gone?: string }>(
        invitationPage.loader,
        a().visitor,
        `/review-invitation/${token}`,
        { token },
      );
      return { status: answer.status, view: answer.data?.view, gone: answer.data?.gone };
    };
    const invite = async (email: string, name: string) => {
      await act(a().editor, w, { intent: "invite", email, name });
      return (await lastMail(email, "review-invitation")).token!;
    };
    const [title] = await db()
      .select({ t: submissions.title })
      .from(submissions)
      .where(eq(submissions.id, w.submissionId));
    const titles = { journalTitle: expect.any(String), submissionTitle: title!.t };
    const gone = { status: 410, view: null, gone: REVIEW_MESSAGES.invitationInvalid };

    // Accepted through the link: the answer, the journal and the title, and the review's address;
    // not the abstract, the invitee's name or address, the dates, which the open invitation showed.
    const accepting = await invite("again.accepted@example.org", "Ada Again");
    expect((await page(accepting)).view).toMatchObject({ state: "open" });
    await answerLink(accepting, { answer: "accept" });
    const accepted = await assignmentOf(w, "again.accepted@example.org");
    expect(await page(accepting)).toEqual({
      status: 200,
      view: { state: "accepted", assignmentId: accepted.id, ...titles },
      gone: undefined,
    });
    // An answer does not expire with the link: the review is written for weeks after.
    await db()
      .update(reviewAssignments)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(reviewAssignments.id, accepted.id));
    expect((await page(accepting)).view).toMatchObject({ state: "accepted" });

    // Accepted by a signed-in reviewer from the dashboard: the e-mailed link says so too.
    await act(a().editor, w, { intent: "invite", reviewerId: a().reviewer.userId! });
    const fromList = (await lastMail(a().reviewer.email!, "review-invitation")).token!;
    const listed = await assignmentOf(w, a().reviewer.email!);
    await review(a().reviewer, listed.id, { intent: "accept" });
    expect((await page(fromList)).view).toEqual({ state: "accepted", assignmentId: listed.id, ...titles });
    await review(a().reviewer, listed.id, { submit: "final", recommendation: "minor", commentsToAuthor: "Fine." });
    expect((await assignmentOf(w, a().reviewer.email!)).state).toBe("completed");
    expect((await page(fromList)).view).toEqual({ state: "accepted", assignmentId: listed.id, ...titles });

    // Declined: the answer and the titles; never the reason given.
    const declining = await invite("again.declined@example.org", "Dan Again");
    await answerLink(declining, { answer: "decline", reason: "Private reason." });
    expect(await page(declining)).toEqual({
      status: 200,
      view: { state: "declined", ...titles },
      gone: undefined,
    });

    // Cancelled after being accepted: the existing message, and no way back to the review.
    const cancelling = await invite("again.cancelled@example.org", "Cy Again");
    await answerLink(cancelling, { answer: "accept" });
    const cancelled = await assignmentOf(w, "again.cancelled@example.org");
    expect((await act(a().editor, w, { intent: "cancel-invitation", assignmentId: cancelled.id })).status).toBe(200);
    expect(await page(cancelling)).toEqual(gone);

    // An unknown link, and an unanswered one past its expiry.
    expect(await page("x".repeat(43))).toEqual(gone);
    const late = await invite("again.late@example.org", "Lu Again");
    await db()
      .update(reviewAssignments)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(reviewAssignments.inviteeEmail, "again.late@example.org"));
    expect(await page(late)).toEqual(gone);

    // A decision cancels the accepted review not yet written: its link says no longer valid.
    const pending = await invite("again.pending@example.org", "Pia Again");
    await answerLink(pending, { answer: "accept" });
    expect((await page(pending)).view).toMatchObject({ state: "accepted" });
    expect(
      (await act(a().editor, w, { intent: "decide", kind: "reject", letter: "Out of scope." })).data,
    ).toMatchObject({ ok: true });
    expect(await page(pending)).toEqual(gone);
    const pendingLinks = await db()
      .select()
      .from(reviewInvitationTokens)
      .where(eq(reviewInvitationTokens.tokenHash, hashInvitationToken(pending)));
    expect(pendingLinks).toEqual([]);
    // The completed review and the declined invitation keep their answers.
    expect((await page(fromList)).view).toMatchObject({ state: "accepted" });
    expect((await page(declining)).view).toMatchObject({ state: "declined" });
  });

  it("every link sent for an invitation opens it: the original e-mail's and a reminder's, answered through either, until cancelled", async () => {
    const page = async (token: string) => {
      const answer = await load<{ view: { state: string } | null }>(
        invitationPage.loader,
        a().visitor,
        `/review-invitation/${token}`,
        { token },
      );
      return { status: answer.status, state: answer.data?.view?.state };
    };
    const invitedWithReminder = async (email: string, name: string) => {
      await act(a().editor, w, { intent: "invite", email, name });
      const original = (await lastMail(email, "review-invitation")).token!;
      const { id } = await assignmentOf(w, email);
      expect((await act(a().editor, w, { intent: "remind", assignmentId: id })).status).toBe(200);
      const reminded = (await lastMail(email, "review-reminder")).token!;
      expect(reminded).not.toBe(original);
      return { id, original, reminded };
    };

    // The reviewer opens the first e-mail after the reminder came, and answers from it.
    const kept = await invitedWithReminder("two.links@example.org", "Tia Twolinks");
    expect(await page(kept.original)).toEqual({ status: 200, state: "open" });
    expect(await page(kept.reminded)).toEqual({ status: 200, state: "open" });
    expect(await answerLink(kept.original, { answer: "accept" })).toMatchObject({ init: { status: 200 } });
    expect(await page(kept.original)).toEqual({ status: 200, state: "accepted" });
    expect(await page(kept.reminded)).toEqual({ status: 200, state: "accepted" });
    // Either link answers once for both.
    expect(await answerLink(kept.reminded, { answer: "decline" })).toMatchObject({ init: { status: 409 } });
    expect((await assignmentOf(w, "two.links@example.org")).state).toBe("accepted");

    // Cancelled: neither link opens or answers any more.
    const cancelled = await invitedWithReminder("two.cancelled@example.org", "Cal Twolinks");
    expect((await act(a().editor, w, { intent: "cancel-invitation", assignmentId: cancelled.id })).status).toBe(200);
    for (const token of [cancelled.original, cancelled.reminded]) {
      expect(await page(token)).toEqual({ status: 410, state: undefined });
      expect(await answerLink(token, { answer: "accept" })).toMatchObject({ init: { status: 410 } });
    }
    // Both hashes are gone with it; the answered invitation keeps its two.
    const hashesOf = async (assignmentId: string) =>
      (
        await db()
          .select({ hash: reviewInvitationTokens.tokenHash })
          .from(reviewInvitationTokens)
          .where(eq(reviewInvitationTokens.assignmentId, assignmentId))
      ).map((l) => l.hash);
    expect(await hashesOf(cancelled.id)).toEqual([]);
    expect((await hashesOf(kept.id)).sort()).toEqual([kept.original, kept.reminded].map(hashInvitationToken).sort());
  });

  it("an expired link no longer answers", async () => {
    await act(a().editor, w, { intent: "invite", email: "late@example.org", name: "Lee Late" });
    const { token } = await lastMail("late@example.org", "review-invitation");
    await db()
      .update(reviewAssignments)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(reviewAssignments.inviteeEmail, "late@example.org"));
    expect(await answerLink(token!, { answer: "accept" })).toMatchObject({ init: { status: 410 } });
  });

  it("the editor changes due dates and cancels; a cancelled link stops working", async () => {
    await act(a().editor, w, { intent: "invite", email: "dates@example.org", name: "Dee Dates" });
    const row = await assignmentOf(w, "dates@example.org");
    const bad = await act(a().editor, w, {
      intent: "due-dates",
      assignmentId: row.id,
      responseDueDate: "2030-02-10",
      reviewDueDate: "2030-02-01",
    });
    expect(bad.data?.message).toBe(REVIEW_MESSAGES.reviewDueBeforeResponse);
    const ok = await act(a().editor, w, {
      intent: "due-dates",
      assignmentId: row.id,
      responseDueDate: "2030-02-01",
      reviewDueDate: "2030-03-01",
    });
    expect(ok.status).toBe(200);
    expect(await assignmentOf(w, "dates@example.org")).toMatchObject({ reviewDueDate: "2030-03-01" });
    const { token } = await lastMail("dates@example.org", "review-invitation");
    expect((await act(a().editor, w, { intent: "cancel-invitation", assignmentId: row.id })).status).toBe(200);
    expect(await answerLink(token!, { answer: "accept" })).toMatchObject({ init: { status: 410 } });
  });
});

/** Invites the suite's reviewer and accepts through the link; the assignment's id. */
async function acceptedReviewer(target: World, reviewer: Actor = a().reviewer): Promise<string> {
  await act(a().editor, target, { intent: "invite", reviewerId: reviewer.userId! });
  const { token } = await lastMail(reviewer.email!, "review-invitation");
  await answerLink(token!, { answer: "accept" });
  return (await assignmentOf(target, reviewer.email!)).id;
}

function review(actor: Actor, id: string, fields: Record<string, string>) {
  return post<{ ok: boolean; message: string }>(
    reviewPage.action,
    actor,
    `/review/${id}`,
    { intent: "save-review", ...fields },
    { assignmentId: id },
  );
}

describe("the reviewer's page", () => {
  it("a reviewer sees only their own assignment, and only while assigned; file names hide the authors", async () => {
    const id = await acceptedReviewer(w);
    const page = await load<ReviewPageData>(reviewPage.loader, a().reviewer, `/review/${id}`, { assignmentId: id });
    expect(page.status).toBe(200);
    expect(page.data!.manuscript.authors).toBeNull();
    expect(JSON.stringify(page.data)).not.toContain(a().author.email!);
    expect(page.data!.files[0]!.fileName).toMatch(/^FJPHS-\d{3}-file-1\.pdf$/);
    const file = page.data!.files[0]!;
    const download = await load(reviewFile.loader, a().reviewer, `/review/${id}/files/${file.id}?format=json`, {
      assignmentId: id,
      fileId: file.id,
    });
    expect(download.status).toBe(200);

    for (const other of [a().author, a().otherAuthor, a().editor, a().admin]) {
      const refused = await load(reviewPage.loader, other, `/review/${id}`, { assignmentId: id });
      expect(refused.status, other.name).toBe(404);
    }
    const list = await load<{ items: MyReviewItem[] }>(reviewsList.loader, a().reviewer, "/dashboard/reviews");
    expect(list.data!.items.map((i) => i.id)).toContain(id);
    const othersList = await load<{ items: MyReviewItem[] }>(reviewsList.loader, a().editor, "/dashboard/reviews");
    expect(othersList.data!.items).toEqual([]);

    await act(a().editor, w, { intent: "cancel-invitation", assignmentId: id });
    expect((await load(reviewPage.loader, a().reviewer, `/review/${id}`, { assignmentId: id })).status).toBe(404);
    const afterCancel = await load(reviewFile.loader, a().reviewer, `/review/${id}/files/${file.id}?format=json`, {
      assignmentId: id,
      fileId: file.id,
    });
    expect(afterCancel.status).toBe(404);
  });

  it("single-blind shows the authors to the reviewer", async () => {
    await setJournal(world.fjphs, { reviewType: "single-blind" });
    const id = await acceptedReviewer(w);
    const page = await load<ReviewPageData>(reviewPage.loader, a().reviewer, `/review/${id}`, { assignmentId: id });
    expect(page.data!.manuscript.authors?.length).toBeGreaterThan(0);
  });

  it("a review is a draft until submitted, needs a recommendation and comments, then is read-only", async () => {
    const id = await acceptedReviewer(w);
    expect((await review(a().reviewer, id, { commentsToAuthor: "Half done." })).data?.ok).toBe(true);
    const missing = await review(a().reviewer, id, { submit: "final", commentsToAuthor: "Done." });
    expect(missing.data?.message).toBe(REVIEW_MESSAGES.recommendationRequired);
    const done = await review(a().reviewer, id, {
      submit: "final",
      recommendation: "minor",
      commentsToAuthor: "Clarify the methods.",
      confidentialComments: "Possibly salami slicing.",
    });
    expect(done.data?.message).toBe(REVIEW_MESSAGES.submitted);
    const again = await review(a().reviewer, id, { submit: "final", recommendation: "reject", commentsToAuthor: "x" });
    expect(again.status).toBe(409);
    expect((await assignmentOf(w, a().reviewer.email!)).state).toBe("completed");
    // Someone else's attempt: as if it did not exist.
    expect((await review(a().otherAuthor, id, { commentsToAuthor: "x" })).status).toBe(404);
  });
});

describe("anonymity, decisions and rounds", () => {
  async function reviewedAndDecided(kind: string) {
    const id = await acceptedReviewer(w);
    await review(a().reviewer, id, {
      submit: "final",
      recommendation: "major",
      commentsToAuthor: "Add a control group.",
      confidentialComments: "Secret note for the editor.",
    });
    const decided = await act(a().editor, w, {
      intent: "decide",
      kind,
      letter: "Reviewer 1:\nAdd a control group.",
    });
    expect(decided.data).toMatchObject({ ok: true });
  }

  it("a decision made before a reviewer has reviewed tells that reviewer the review is no longer needed", async () => {
    const id = await acceptedReviewer(w);
    await review(a().reviewer, id, { submit: "draft", commentsToAuthor: "Half-written thoughts." });
    await act(a().editor, w, { intent: "invite", email: "pending@example.org", name: "Pat Pending" });
    expect(
      (await act(a().editor, w, { intent: "decide", kind: "reject", letter: "Out of scope." })).data,
    ).toMatchObject({ ok: true });
    for (const email of [a().reviewer.email!, "pending@example.org"]) {
      const { mail } = await lastMail(email, "review-reminder");
      expect(mail?.subject).toMatch(/^Your review is no longer needed/);
    }
  });

  it("the author reads a submitted review only once the editor has decided on its round", async () => {
    const id = await acceptedReviewer(w);
    await review(a().reviewer, id, {
      submit: "final",
      recommendation: "minor",
      commentsToAuthor: "Tighten the discussion.",
    });
    const before = await tab<ReviewsTabData>(a().author, w, "reviews");
    expect(before.mode).toBe("author");
    expect(JSON.stringify(before)).not.toContain("Tighten the discussion.");
    expect(
      (await act(a().editor, w, { intent: "decide", kind: "minor_revision", letter: "Please revise." })).data,
    ).toMatchObject({
      ok: true,
    });
    expect(JSON.stringify(await tab<ReviewsTabData>(a().author, w, "reviews"))).toContain("Tighten the discussion.");
  });

  for (const reviewType of ["double-blind", "single-blind"] as const) {
    it(`under ${reviewType} review the author never receives the reviewer's identity or confidential comments`, async () => {
      await setJournal(world.fjphs, { reviewType });
      await reviewedAndDecided("major_revision");
      const reviewer = a().reviewer;
      const [reviewerRow] = await db().select().from(users).where(eq(users.id, reviewer.userId!));
      const reviews = await tab<ReviewsTabData>(a().author, w, "reviews");
      const messages = await tab<MessagesTabData>(a().author, w, "messages");
      const history = await load(submissionPage.loader, a().author, submissionPath(w, "history"), {
        id: w.submissionId,
      });
      const authorMail = await db().select().from(mailMessages).where(eq(mailMessages.recipient, a().author.email!));
      const everything = JSON.stringify([reviews, messages, history.data, authorMail]);
      expect(reviews.mode).toBe("author");
      expect(everything).toContain("Add a control group.");
      expect(everything).not.toContain(reviewerRow!.name);
      expect(everything).not.toContain(reviewer.email!);
      expect(everything).not.toContain("Secret note for the editor.");
      // The editor sees both.
      const editorView = JSON.stringify(await tab<ReviewsTabData>(a().editor, w, "reviews"));
      expect(editorView).toContain(reviewerRow!.name);
      expect(editorView).toContain("Secret note for the editor.");
    });
  }

  it("under open review the author sees who reviewed, never the confidential comments", async () => {
    await setJournal(world.fjphs, { reviewType: "open" });
    await reviewedAndDecided("accept");
    const [reviewerRow] = await db().select().from(users).where(eq(users.id, a().reviewer.userId!));
    const reviews = JSON.stringify(await tab<ReviewsTabData>(a().author, w, "reviews"));
    expect(reviews).toContain(reviewerRow!.name);
    expect(reviews).not.toContain("Secret note for the editor.");
    expect(await statusOf(w)).toBe("accepted");
  });

  it("a revision request opens a new round when the author answers; statuses follow and reach History", async () => {
    await setJournal(world.fjphs, { maxRevisions: 1 });
    await reviewedAndDecided("major_revision");
    expect(await statusOf(w)).toBe("revision_requested");
    const decisionMail = await lastMail(a().author.email!, "editorial-decision");
    expect(decisionMail.mail?.text).toContain("Major Revision");

    // Only the author sends the revision.
    const revise = { intent: "revise", fileId: w.fileId, responseLetter: "We added a control group." };
    expect((await act(a().editor, w, revise)).status).toBe(403);
    expect((await act(a().author, w, { ...revise, responseLetter: "" })).status).toBe(400);
    expect((await act(a().author, w, revise)).data).toMatchObject({ ok: true });
    expect(await statusOf(w)).toBe("under_review");

    const editorTab = await tab<ReviewsTabData>(a().editor, w, "reviews");
    expect(editorTab.mode === "editor" && editorTab.rounds.map((r) => r.number)).toEqual([1, 2]);
    // maxRevisions 1: no second revision request.
    expect(editorTab.mode === "editor" && editorTab.decisions).toEqual(["accept", "reject_resubmit", "reject"]);
    const refused = await act(a().editor, w, { intent: "decide", kind: "minor_revision", letter: "Again." });
    expect(refused.status).toBe(409);
    expect(refused.data?.message).toBe(REVIEW_MESSAGES.maxRevisionsReached);
    await act(a().editor, w, { intent: "decide", kind: "accept", letter: "Accepted, thank you." });
    expect(await statusOf(w)).toBe("accepted");

    const events = await db()
      .select({ kind: submissionEvents.kind, detail: submissionEvents.detail })
      .from(submissionEvents)
      .where(eq(submissionEvents.submissionId, w.submissionId))
      // Each move is its own transaction: their times order them (rows come back in any order).
      .orderBy(asc(submissionEvents.createdAt));
    const moves = events.filter((e) => e.kind === "status_changed").map((e) => e.detail.to);
    expect(moves).toEqual(["under_review", "revision_requested", "under_review", "accepted"]);
    const messages = await tab<MessagesTabData>(a().author, w, "messages");
    expect(messages.messages.filter((m) => m.decision).map((m) => m.decision)).toEqual(["major_revision", "accept"]);
  });

  it("editor and author write to each other in Messages; another author cannot", async () => {
    expect((await act(a().author, w, { intent: "message", body: "Is the data statement enough?" })).status).toBe(200);
    expect((await act(a().editor, w, { intent: "message", body: "Yes, it is." })).status).toBe(200);
    expect((await act(a().otherAuthor, w, { intent: "message", body: "Hello" })).status).toBe(404);
    expect((await act(a().reviewer, w, { intent: "message", body: "Hello" })).status).toBe(404);
    const messages = await tab<MessagesTabData>(a().author, w, "messages");
    expect(messages.messages.map((m) => m.body)).toEqual(["Is the data statement enough?", "Yes, it is."]);
    expect((await lastMail(a().author.email!, "submission-message")).mail?.text).toContain("Yes, it is.");
  });
});

describe("reminders with a controllable clock", () => {
  const day = 86_400_000;
  // Only this test's assignments are live: earlier tests' reviews would have their own reminders.
  beforeEach(async () => {
    await db().delete(reviewAssignments);
  });

  async function mailsTo(email: string) {
    return db()
      .select({ text: mailMessages.text, subject: mailMessages.subject })
      .from(mailMessages)
      .where(and(eq(mailMessages.recipient, email), eq(mailMessages.template, "review-reminder")))
      .orderBy(asc(mailMessages.createdAt));
  }

  it("before the due date, when overdue (repeated), for an unanswered invitation: each once, even when run twice", async () => {
    const other = (await createActors(world.platform, { label: "rem" })).reviewer;
    await acceptedReviewer(w);
    await act(a().editor, w, { intent: "invite", reviewerId: other.userId! });
    const row = await assignmentOf(w, a().reviewer.email!);
    const due = Date.parse(`${row.reviewDueDate}T12:00:00Z`);
    const before = (await mailsTo(a().reviewer.email!)).length;

    await sendReviewReminders(new Date(due - 2 * day));
    await sendReviewReminders(new Date(due - 2 * day));
    const soon = await mailsTo(a().reviewer.email!);
    expect(soon.length - before).toBe(1);
    expect(soon.at(-1)!.subject).toContain("due soon");

    await sendReviewReminders(new Date(due + 1 * day));
    await sendReviewReminders(new Date(due + 2 * day));
    expect((await mailsTo(a().reviewer.email!)).length - before).toBe(2);
    await sendReviewReminders(new Date(due + 4 * day));
    expect((await mailsTo(a().reviewer.email!)).length - before).toBe(3);
    // The inviting editor hears once that the reviewer is overdue.
    const editorMails = (await mailsTo(a().editor.email!)).filter((m) => m.subject.includes("A review is overdue"));
    expect(editorMails.length).toBeGreaterThanOrEqual(1);
    // The other invitation was never answered: once, with a fresh link that works.
    const unanswered = (await mailsTo(other.email!)).filter((m) => m.subject.includes("Will you review"));
    expect(unanswered.length).toBe(1);
    const token = /review-invitation\/([A-Za-z0-9_-]+)/.exec(unanswered[0]!.text)?.[1];
    // The first e-mail's link keeps working beside it; an answer through either shows in both.
    const original = (await lastMail(other.email!, "review-invitation")).token!;
    const opened = (t: string) =>
      load<{ view: { state: string } | null }>(invitationPage.loader, a().visitor, `/review-invitation/${t}`, {
        token: t,
      });
    expect((await opened(original)).data?.view).toMatchObject({ state: "open" });
    expect(await answerLink(token!, { answer: "decline" })).toMatchObject({ data: { done: "decline" } });
    expect((await opened(original)).data?.view).toMatchObject({ state: "declined" });
    expect((await opened(token!)).data?.view).toMatchObject({ state: "declined" });
  });

  it("the author before a revision is due, once, with the clock moved to two days before", async () => {
    const id = await acceptedReviewer(w);
    await review(a().reviewer, id, { submit: "final", recommendation: "major", commentsToAuthor: "Redo." });
    await act(a().editor, w, { intent: "decide", kind: "major_revision", letter: "Please revise." });
    const [round] = await db()
      .select({ due: reviewRounds.revisionDueDate })
      .from(reviewRounds)
      .where(eq(reviewRounds.submissionId, w.submissionId));
    const due = Date.parse(`${round!.due}T12:00:00Z`);
    const revisionMails = async () =>
      (await mailsTo(a().author.email!)).filter((m) => m.subject.includes("Your revision is due soon"));
    const before = (await revisionMails()).length;
    await sendReviewReminders(new Date(due - 10 * day));
    expect((await revisionMails()).length).toBe(before);
    await sendReviewReminders(new Date(due - 2 * day));
    await sendReviewReminders(new Date(due - 1 * day));
    const after = await revisionMails();
    expect(after.length - before).toBe(1);
    expect(after.at(-1)!.text).toContain(round!.due!);
  });

  it("the inviting editor when all reviews of a round are in, once, and only if the journal's notices are on", async () => {
    const second = (await createActors(world.platform, { label: "all" })).reviewer;
    const first = await acceptedReviewer(w);
    const other = await acceptedReviewer(w, second);
    const allIn = async () =>
      (await mailsTo(a().editor.email!)).filter((m) => m.subject.includes("All reviews are in")).length;
    const before = await allIn();
    const later = new Date(Date.now() + 2 * day);
    await review(a().reviewer, first, { submit: "final", recommendation: "minor", commentsToAuthor: "One." });
    expect(await allIn()).toBe(before);
    await review(second, other, { submit: "final", recommendation: "accept", commentsToAuthor: "Two." });
    expect(await allIn()).toBe(before + 1);
    // The reminders job at a later clock sends nothing more for the round.
    await sendReviewReminders(later);
    expect(await allIn()).toBe(before + 1);

    // With the journal's 'review completed' notices off, nothing.
    const values = {
      journalId: world.fjphs,
      emailNotifications: { ...DEFAULT_JOURNAL_SETTINGS.emailNotifications, reviewCompleted: false },
    };
    await db()
      .insert(journalSettings)
      .values(values)
      .onConflictDoUpdate({ target: journalSettings.journalId, set: values });
    const w2 = await createWorld(db(), a(), world.fjphs, { title: "Quiet" });
    const quiet = await acceptedReviewer(w2);
    await review(a().reviewer, quiet, { submit: "final", recommendation: "minor", commentsToAuthor: "Three." });
    expect(await allIn()).toBe(before + 1);
  });

  it("moving a due date queues one look at the reminders, which reads the clock offset", async () => {
    const id = await acceptedReviewer(w);
    await db().delete(jobs).where(eq(jobs.kind, REVIEW_REMINDERS_JOB));
    const today = new Date().toISOString().slice(0, 10);
    const moved = await act(a().editor, w, {
      intent: "due-dates",
      assignmentId: id,
      responseDueDate: today,
      reviewDueDate: today,
    });
    expect(moved.status).toBe(200);
    const queued = await db().select().from(jobs).where(eq(jobs.kind, REVIEW_REMINDERS_JOB));
    expect(queued.map((j) => j.payload)).toEqual([{ once: true }]);
    // Due today: at today's clock only 'due soon'; a day later, overdue.
    const overdue = async () =>
      (await mailsTo(a().reviewer.email!)).filter((m) => m.subject.includes("Your review is overdue")).length;
    const before = await overdue();
    await sendReviewReminders(new Date());
    expect(await overdue()).toBe(before);
    const env = world.platform.services.env as { REVIEW_REMINDERS_CLOCK_OFFSET_DAYS: number };
    const saved = env.REVIEW_REMINDERS_CLOCK_OFFSET_DAYS;
    env.REVIEW_REMINDERS_CLOCK_OFFSET_DAYS = 1;
    try {
      await sendReviewReminders(reminderClock());
    } finally {
      env.REVIEW_REMINDERS_CLOCK_OFFSET_DAYS = saved;
    }
    expect(await overdue()).toBe(before + 1);
  });

  it("a journal with deadline reminders off sends none", async () => {
    await setJournal(world.fjphs, { deadlineReminders: false });
    await acceptedReviewer(w);
    const row = await assignmentOf(w, a().reviewer.email!);
    const before = (await mailsTo(a().reviewer.email!)).length;
    await sendReviewReminders(new Date(Date.parse(`${row.reviewDueDate}T12:00:00Z`) + 5 * day));
    expect((await mailsTo(a().reviewer.email!)).length).toBe(before);
  });
});

describe("extra review questions (ADR 031)", () => {
  const questionsPath = "/journal/fjphs/review-questions";
  const change = (actor: Actor, fields: Record<string, string>) =>
    post<{ ok: boolean; message: string }>(reviewQuestionsPage.action, actor, questionsPath, fields, {
      shortName: "fjphs",
    });
  const listed = async () =>
    (
      await load<{ questions: ReviewQuestionView[] }>(reviewQuestionsPage.loader, a().admin, questionsPath, {
        shortName: "fjphs",
      })
    ).data!.questions;

  beforeEach(async () => {
    await db().delete(reviewQuestions);
  });

  it("only admins define them; the form checks the text and a choice's options", async () => {
    for (const actor of [a().editor, a().reviewer, a().author]) {
      const refused = await change(actor, { intent: "add", question: "Novel?", kind: "yes_no" });
      expect(refused.status, actor.name).toBe(403);
      expect(
        (await load(reviewQuestionsPage.loader, actor, questionsPath, { shortName: "fjphs" })).status,
        actor.name,
      ).toBe(403);
    }
    expect((await change(a().admin, { intent: "add", question: " ", kind: "text" })).data?.message).toBe(
      QUESTION_MESSAGES.questionRequired,
    );
    expect(
      (await change(a().admin, { intent: "add", question: "Which?", kind: "choice", options: "Only one" })).data
        ?.message,
    ).toBe(QUESTION_MESSAGES.optionsRequired);
    expect(await listed()).toEqual([]);
    await change(a().admin, { intent: "add", question: "First?", kind: "yes_no" });
    await change(a().admin, { intent: "add", question: "Second?", kind: "text" });
    const [first, second] = await listed();
    expect((await change(a().admin, { intent: "move", questionId: second!.id, direction: "up" })).status).toBe(200);
    expect((await listed()).map((q) => q.question)).toEqual(["Second?", "First?"]);
    expect((await change(a().admin, { intent: "remove", questionId: first!.id })).status).toBe(200);
    expect((await listed()).map((q) => q.question)).toEqual(["Second?"]);
    expect(
      (await load(reviewQuestionsPage.loader, a().admin, "/journal/nope/review-questions", { shortName: "nope" }))
        .status,
    ).toBe(404);
  });

  it("reviewers answer them with the draft, required ones on submit; answers keep their question; authors see only the visible ones", async () => {
    await change(a().admin, {
      intent: "add",
      question: "Are the conclusions supported?",
      kind: "yes_no",
      required: "on",
      visibleToAuthors: "on",
    });
    await change(a().admin, {
      intent: "add",
      question: "Statistics reviewed by",
      kind: "choice",
      options: "Me\nA statistician",
    });
    await change(a().admin, { intent: "add", question: "Conflicts of interest?", kind: "text" });
    const [supported, statistics, conflicts] = await listed();

    const id = await acceptedReviewer(w);
    const page = await load<ReviewPageData>(reviewPage.loader, a().reviewer, `/review/${id}`, { assignmentId: id });
    expect(page.data!.questions.map((q) => q.question)).toEqual([
      "Are the conclusions supported?",
      "Statistics reviewed by",
      "Conflicts of interest?",
    ]);
    const base = { recommendation: "minor", commentsToAuthor: "Good work." };
    const field = (q: ReviewQuestionView | undefined) => `answer.${q!.id}`;
    // A draft keeps partial answers; an answer outside the choices is refused.
    expect((await review(a().reviewer, id, { ...base, [field(conflicts)]: "None known." })).data?.ok).toBe(true);
    const reloaded = await load<ReviewPageData>(reviewPage.loader, a().reviewer, `/review/${id}`, { assignmentId: id });
    expect(reloaded.data!.review!.answers.find((x) => x.questionId === conflicts!.id)?.value).toBe("None known.");
    const wrong = await review(a().reviewer, id, { ...base, [field(statistics)]: "My cat" });
    expect(wrong.status).toBe(400);
    expect(wrong.data?.message).toBe(QUESTION_MESSAGES.invalidChoice);
    const missing = await review(a().reviewer, id, { ...base, submit: "final", [field(conflicts)]: "None known." });
    expect(missing.status).toBe(400);
    expect(missing.data?.message).toBe(answerRequired("Are the conclusions supported?"));
    const done = await review(a().reviewer, id, {
      ...base,
      submit: "final",
      [field(supported)]: "yes",
      [field(statistics)]: "A statistician",
      [field(conflicts)]: "None known.",
    });
    expect(done.data?.message).toBe(REVIEW_MESSAGES.submitted);
    // Submitted: read-only, even for the answers.
    expect((await review(a().reviewer, id, { ...base, submit: "final", [field(supported)]: "no" })).status).toBe(409);

    // The admin rewords one question and removes another: the answers given keep their wording.
    await change(a().admin, {
      intent: "update",
      questionId: supported!.id,
      question: "Reworded?",
      kind: "yes_no",
      visibleToAuthors: "on",
    });
    await change(a().admin, { intent: "remove", questionId: conflicts!.id });
    const editorTab = await tab<ReviewsTabData>(a().editor, w, "reviews");
    const answers = editorTab.mode === "editor" ? editorTab.assignments[0]!.answers : [];
    expect(answers.map((x) => [x.question, x.value])).toEqual([
      ["Are the conclusions supported?", "yes"],
      ["Statistics reviewed by", "A statistician"],
      ["Conflicts of interest?", "None known."],
    ]);
    const own = await load<ReviewPageData>(reviewPage.loader, a().reviewer, `/review/${id}`, { assignmentId: id });
    expect(own.data!.review!.answers.map((x) => x.question)).toContain("Conflicts of interest?");

    // The author, once the round is decided: only the question marked visible to authors.
    await act(a().editor, w, { intent: "decide", kind: "minor_revision", letter: "Please revise." });
    const authorTab = await tab<ReviewsTabData>(a().author, w, "reviews");
    const authorAnswers = authorTab.mode === "author" ? authorTab.reviews[0]!.answers : [];
    expect(authorAnswers.map((x) => [x.question, x.value])).toEqual([["Are the conclusions supported?", "yes"]]);
    expect(JSON.stringify(authorTab)).not.toContain("None known.");
    expect(JSON.stringify(authorTab)).not.toContain("A statistician");
  });
});

describe("draft decisions (ADR 031)", () => {
  it("a recommend-only editor recommends instead of deciding; the senior editor sees it and decides; authors never see it", async () => {
    const section = (await createActors(world.platform, { label: "sect" })).editor;
    // Only who decides changes who only recommends; the author and the reviewer cannot.
    const mark = { intent: "recommend-only", editorId: section.userId!, recommendOnly: "on" };
    expect((await act(a().author, w, mark)).status).toBe(403);
    expect((await act(a().reviewer, w, mark)).status).toBe(404);
    expect((await act(a().editor, w, { ...mark, editorId: a().author.userId! })).data?.message).toBe(
      REVIEW_MESSAGES.notAnEditor,
    );
    expect((await act(a().editor, w, mark)).data).toMatchObject({ ok: true });

    const id = await acceptedReviewer(w);
    await review(a().reviewer, id, { submit: "final", recommendation: "minor", commentsToAuthor: "Fine." });
    const sectionTab = await tab<ReviewsTabData>(section, w, "reviews");
    expect(sectionTab.mode === "editor" && [sectionTab.canDecide, sectionTab.canRecommend]).toEqual([false, true]);

    // The server refuses the recommend-only editor's decision, and their attempt to lift the mark.
    const refused = await act(section, w, { intent: "decide", kind: "accept", letter: "Accepted." });
    expect(refused.status).toBe(403);
    expect(refused.data?.message).toBe(REVIEW_MESSAGES.recommendOnly);
    expect(await statusOf(w)).toBe("under_review");
    expect((await act(section, w, { ...mark, recommendOnly: "off" })).status).toBe(403);
    expect((await act(section, w, { intent: "recommend", kind: "minor_revision", note: "" })).status).toBe(400);
    const recommended = await act(section, w, {
      intent: "recommend",
      kind: "minor_revision",
      note: "Minor points only; ask for the revision.",
    });
    expect(recommended.data).toMatchObject({ ok: true, message: REVIEW_MESSAGES.recommendationRecorded });
    expect(await statusOf(w)).toBe("under_review");
    // A deciding editor does not recommend.
    expect((await act(a().editor, w, { intent: "recommend", kind: "accept", note: "x" })).status).toBe(403);

    const senior = await tab<ReviewsTabData>(a().editor, w, "reviews");
    expect(senior.mode === "editor" && senior.canDecide).toBe(true);
    expect(senior.mode === "editor" && senior.recommendations.map((r) => [r.kind, r.note, r.by])).toEqual([
      ["minor_revision", "Minor points only; ask for the revision.", "Eddie Editor"],
    ]);
    expect(senior.mode === "editor" && senior.editors.find((e) => e.id === section.userId)?.recommendOnly).toBe(true);
    const history = (actor: Actor) =>
      load<{ tab: { entries: { kind: string }[] } }>(submissionPage.loader, actor, submissionPath(w, "history"), {
        id: w.submissionId,
      });
    const editorKinds = (await history(a().editor)).data!.tab.entries.map((e) => e.kind);
    expect(editorKinds).toEqual(expect.arrayContaining(["decision_recommended", "recommend_only_changed"]));
    const authorHistory = JSON.stringify((await history(a().author)).data);
    expect(authorHistory).not.toContain("decision_recommended");
    expect(authorHistory).not.toContain("Minor points only");

    expect(
      (await act(a().editor, w, { intent: "decide", kind: "minor_revision", letter: "Please revise." })).data,
    ).toMatchObject({ ok: true });
    expect(await statusOf(w)).toBe("revision_requested");
    expect(JSON.stringify(await tab<MessagesTabData>(a().author, w, "messages"))).not.toContain("Minor points only");
  });
});
