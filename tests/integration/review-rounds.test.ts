// A round of review keeps what it opened with (ADR 056): the review type at that moment, and the
// files the editor gives its reviewers, who get those and no others, through an assignment to that
// round only; a reviewer keeps one number across the rounds of a submission. Through the pages'
// loaders and actions, with the bytes a reviewer downloads read back.
import { and, desc, eq, gte } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  journalSettings,
  mailMessages,
  reviewAssignments,
  reviewRounds,
  submissionAuthors,
  submissionEvents,
  submissionFiles,
  submissions,
  users,
} from "~/db/schema";
import { DEFAULT_JOURNAL_SETTINGS } from "~/modules/journal-settings/journal-settings.defaults";
import { REVIEW_MESSAGES } from "~/modules/reviews/reviews.constants";
import { fastTrackDays, PROCESSING_MODE_REFUSED } from "~/modules/submissions/submissions.constants";
import type { MessagesTabData, ReviewPageData, ReviewsTabData } from "~/modules/reviews/reviews.types";
import type { SubmissionFileView } from "~/modules/submission-files/submission-files.types";
import { describeSubmissionEvent } from "~/modules/submissions/submission-history";
import type { SubmissionHistoryEntry } from "~/modules/submissions/submissions.types";
import { sendReviewReminders } from "~/modules/reviews/reminders.service.server";
import * as reviewPage from "~/routes/dashboard/review";
import * as submissionPage from "~/routes/dashboard/submission";
import * as reviewFile from "~/routes/resources/review-file";
import * as manuscript from "~/routes/resources/submission-manuscript";
import { pdfNaming, pdfText } from "../factories/named-documents";
import { createActors, createApiApp, type Actor } from "../helpers/actors";
import {
  acceptedReviewer as acceptReview,
  answerInvitation,
  assignmentOf,
  lastInvitationToken,
} from "./review-helpers";
import { insertSubmission, uploadFile } from "./submission-files-helpers";
import { load, pdfBytes, post, postSubmission, submissionsWorld, wizardData } from "./submissions-helpers";

const NAME = "Asha Author";
const world = submissionsWorld();
const db = () => world.db();
const a = () => world.actors;
let second: Actor;

type ReviewType = "single-blind" | "double-blind" | "open";

async function setReviewType(reviewType: ReviewType, editorialEmail = "") {
  const values = {
    journalId: world.fjphs,
    editorialWorkflow: { ...DEFAULT_JOURNAL_SETTINGS.editorialWorkflow, reviewType },
    emailNotifications: { ...DEFAULT_JOURNAL_SETTINGS.emailNotifications, editorialEmail },
  };
  await db()
    .insert(journalSettings)
    .values(values)
    .onConflictDoUpdate({ target: journalSettings.journalId, set: values });
}

beforeEach(async () => {
  await setReviewType("double-blind");
  second ??= (await createActors(world.platform, { seeded: true, label: "rounds" })).reviewer;
});

/** The author's submission with a manuscript whose PDF properties name them and an anonymised copy. */
async function submission() {
  const submissionId = await insertSubmission(db(), a().author.userId!);
  const upload = async (name: string, bytes: Uint8Array<ArrayBuffer>) => {
    const answer = await uploadFile(a().author, submissionId, { name, bytes, mimeType: "application/pdf" });
    expect(answer.status, name).toBe(201);
    return (answer.json as { file: SubmissionFileView }).file.id;
  };
  const original = await upload("asha-manuscript.pdf", await pdfNaming(NAME));
  const anonymised = await upload("anonymised.pdf", new Uint8Array(await pdfBytes("Anonymised manuscript")));
  return { submissionId, original, anonymised };
}

function act(actor: Actor, submissionId: string, fields: Record<string, string> | [string, string][]) {
  return post<{ ok: boolean; message: string }>(submissionPage.action, actor, `/submission/${submissionId}`, fields, {
    id: submissionId,
  });
}

const chooseFiles = (actor: Actor, submissionId: string, fileIds: string[]) =>
  act(actor, submissionId, [["intent", "review-files"], ...fileIds.map((id): [string, string] => ["fileId", id])]);

async function reviewsTab(actor: Actor, submissionId: string) {
  const answer = await load<{ tab: { data: ReviewsTabData } }>(
    submissionPage.loader,
    actor,
    `/submission/${submissionId}?tab=reviews`,
    { id: submissionId },
  );
  expect(answer.status).toBe(200);
  return answer.data!.tab.data;
}

async function editorTab(submissionId: string) {
  const data = await reviewsTab(a().editor, submissionId);
  if (data.mode !== "editor") throw new Error("the editor got the author's tab");
  return data;
}

/** The editor invites `reviewer`, who accepts through the e-mailed link; the new assignment's id. */
const acceptedReviewer = (submissionId: string, reviewer: Actor) =>
  acceptReview(world.platform.services, submissionId, a().editor, reviewer);

async function reviewPageOf(reviewer: Actor, assignmentId: string) {
  const page = await load<ReviewPageData>(reviewPage.loader, reviewer, `/review/${assignmentId}`, { assignmentId });
  expect(page.status).toBe(200);
  return page.data!;
}

/** What the reviewer's download serves: its status, and the bytes behind the signed link it redirects to. */
async function download(reviewer: Actor, assignmentId: string, fileId: string) {
  const path = `/review/${assignmentId}/files/${fileId}`;
  const answer = await load(reviewFile.loader, reviewer, path, { assignmentId, fileId });
  if (answer.status !== 302) return { status: answer.status, bytes: null };
  const served = await createApiApp().request(`${world.platform.services.env.publicUrl}${answer.location}`);
  return { status: 302, bytes: new Uint8Array(await served.arrayBuffer()) };
}

async function submitReview(reviewer: Actor, assignmentId: string) {
  const answer = await post<{ ok: boolean }>(
    reviewPage.action,
    reviewer,
    `/review/${assignmentId}`,
    { intent: "save-review", submit: "final", recommendation: "major", commentsToAuthor: "Add a control group." },
    { assignmentId },
  );
  expect(answer.data?.ok).toBe(true);
}

/** Round 1 decided as a major revision, and the author's revision (a new file) sent: round 2 opens. */
async function reviseWithNewFile(
  submissionId: string,
  letters = { decision: "Please revise.", response: "We added a control group." },
) {
  expect(
    (await act(a().editor, submissionId, { intent: "decide", kind: "major_revision", letter: letters.decision })).data
      ?.ok,
  ).toBe(true);
  const upload = await uploadFile(a().author, submissionId, {
    name: "revised.pdf",
    bytes: new Uint8Array(await pdfBytes("Revised manuscript")),
    mimeType: "application/pdf",
  });
  const revision = (upload.json as { file: SubmissionFileView }).file.id;
  const revised = await act(a().author, submissionId, {
    intent: "revise",
    fileId: revision,
    responseLetter: letters.response,
  });
  expect(revised.data?.ok).toBe(true);
  return revision;
}

describe("review files", () => {
  it("the editor chooses the round's files; its reviewer sees and downloads only those", async () => {
    const { submissionId, original, anonymised } = await submission();
    // Before review starts, round 1 would give every file.
    const before = await editorTab(submissionId);
    expect(before.reviewFiles).toMatchObject({ round: 1, editable: true });
    expect(before.reviewFiles.files.map((f) => f.chosen)).toEqual([true, true]);

    expect((await chooseFiles(a().editor, submissionId, [anonymised])).data).toMatchObject({
      ok: true,
      message: REVIEW_MESSAGES.reviewFilesSaved,
    });
    const after = await editorTab(submissionId);
    expect(after.reviewFiles.files.filter((f) => f.chosen).map((f) => f.id)).toEqual([anonymised]);

    const assignmentId = await acceptedReviewer(submissionId, a().reviewer);
    const page = await reviewPageOf(a().reviewer, assignmentId);
    expect(page.files.map((f) => f.id)).toEqual([anonymised]);
    expect(JSON.stringify(page)).not.toContain("asha");
    expect((await download(a().reviewer, assignmentId, anonymised)).status).toBe(302);
    // The file left out is not theirs, whatever its id.
    expect((await download(a().reviewer, assignmentId, original)).status).toBe(404);

    // The History tells the editors, never the authors.
    const events = await db()
      .select({ kind: submissionEvents.kind, detail: submissionEvents.detail })
      .from(submissionEvents)
      .where(eq(submissionEvents.submissionId, submissionId));
    expect(events.find((e) => e.kind === "review_files_changed")?.detail).toEqual({
      round: 1,
      fileNames: ["anonymised.pdf"],
    });
  });

  it("refuses no file, a file of another submission, and anyone who does not manage the review", async () => {
    const { submissionId, anonymised } = await submission();
    const other = await submission();
    const none = await act(a().editor, submissionId, { intent: "review-files" });
    expect(none.status).toBe(400);
    expect(none.data?.message).toBe(REVIEW_MESSAGES.reviewFilesRequired);
    const foreign = await chooseFiles(a().editor, submissionId, [other.anonymised]);
    expect(foreign.status).toBe(400);
    expect(foreign.data?.message).toBe(REVIEW_MESSAGES.reviewFileUnknown);
    const notAnId = await act(a().editor, submissionId, { intent: "review-files", fileId: "../../etc/passwd" });
    expect(notAnId.status).toBe(400);
    expect((await chooseFiles(a().author, submissionId, [anonymised])).status).toBe(403);
    expect((await chooseFiles(a().reviewer, submissionId, [anonymised])).status).toBe(404);
    expect((await chooseFiles(a().otherAuthor, submissionId, [anonymised])).status).toBe(404);
    // Nothing changed: round 1 has not even opened.
    expect(await db().select().from(reviewRounds).where(eq(reviewRounds.submissionId, submissionId))).toEqual([]);
  });

  it("a round-1 reviewer never gets round 2's revision; round 2 marks it and its reviewers keep their numbers", async () => {
    const { submissionId, original, anonymised } = await submission();
    await chooseFiles(a().editor, submissionId, [anonymised]);
    const first = await acceptedReviewer(submissionId, a().reviewer);
    const secondFirst = await acceptedReviewer(submissionId, second);
    await submitReview(a().reviewer, first);
    await submitReview(second, secondFirst);
    const revision = await reviseWithNewFile(submissionId);

    // Round 2 gives the round-1 files and the revision, and the editor may change that again.
    const tab = await editorTab(submissionId);
    expect(tab.reviewFiles.round).toBe(2);
    expect(tab.reviewFiles.files.filter((f) => f.chosen).map((f) => f.id)).toEqual([anonymised, revision]);
    expect(tab.reviewFiles.files.find((f) => f.id === revision)?.revision).toBe(true);
    expect(tab.reviewFiles.files.find((f) => f.id === original)?.chosen).toBe(false);

    // Through the round-1 assignment, the revision is not there.
    expect((await reviewPageOf(a().reviewer, first)).files.map((f) => f.id)).toEqual([anonymised]);
    expect((await download(a().reviewer, first, revision)).status).toBe(404);

    // Re-invited in the other order, each keeps the number they had in round 1.
    const secondAgain = await acceptedReviewer(submissionId, second);
    const firstAgain = await acceptedReviewer(submissionId, a().reviewer);
    const labels = new Map((await editorTab(submissionId)).assignments.map((x) => [x.id, x.label]));
    expect([labels.get(first), labels.get(secondFirst)]).toEqual(["Reviewer 1", "Reviewer 2"]);
    expect([labels.get(firstAgain), labels.get(secondAgain)]).toEqual(["Reviewer 1", "Reviewer 2"]);

    const page = await reviewPageOf(a().reviewer, firstAgain);
    expect(page.round).toBe(2);
    expect(page.files.map((f) => [f.id, f.revision])).toEqual([
      [anonymised, false],
      [revision, true],
    ]);
    expect((await download(a().reviewer, firstAgain, revision)).status).toBe(302);
  });
});

describe("the manuscript's download", () => {
  /** The file name under which Download Manuscript's link serves the actor the file. */
  async function manuscriptName(actor: Actor, submissionId: string) {
    const answer = await load(manuscript.loader, actor, `/submission/${submissionId}/manuscript`, { id: submissionId });
    expect(answer.status).toBe(302);
    const served = await createApiApp().request(`${world.platform.services.env.publicUrl}${answer.location}`);
    expect(served.status).toBe(200);
    return /filename\*=UTF-8''(\S+)/.exec(served.headers.get("content-disposition") ?? "")?.[1];
  }

  it("gives the latest round's revision once there is one, the original before", async () => {
    const { submissionId, original } = await submission();
    await db().update(submissionFiles).set({ isInitial: true }).where(eq(submissionFiles.id, original));
    expect(await manuscriptName(a().editor, submissionId)).toBe("asha-manuscript.pdf");
    await submitReview(a().reviewer, await acceptedReviewer(submissionId, a().reviewer));
    await reviseWithNewFile(submissionId);
    expect(await manuscriptName(a().editor, submissionId)).toBe("revised.pdf");
    expect(await manuscriptName(a().author, submissionId)).toBe("revised.pdf");
  });
});

describe("decisions and invitations", () => {
  it("'reject and invite resubmission' closes the submission and offers its author a new submission", async () => {
    const { submissionId } = await submission();
    const tab = await editorTab(submissionId);
    expect(tab.decisions).toEqual(["accept", "minor_revision", "major_revision", "reject_resubmit", "reject"]);
    const decided = await act(a().editor, submissionId, {
      intent: "decide",
      kind: "reject_resubmit",
      letter: "Not in this form; a trial with a control group would be welcome.",
    });
    expect(decided.data?.ok).toBe(true);
    const [row] = await db()
      .select({ status: submissions.status })
      .from(submissions)
      .where(eq(submissions.id, submissionId));
    expect(row!.status).toBe("rejected");
    const [mail] = await db()
      .select({ subject: mailMessages.subject })
      .from(mailMessages)
      .where(and(eq(mailMessages.recipient, a().author.email!), eq(mailMessages.template, "editorial-decision")))
      .orderBy(desc(mailMessages.createdAt))
      .limit(1);
    expect(mail!.subject).toContain("Reject and Invite Resubmission");
    const messages = (actor: Actor) =>
      load<{ tab: { data: MessagesTabData } }>(
        submissionPage.loader,
        actor,
        `/submission/${submissionId}?tab=messages`,
        {
          id: submissionId,
        },
      );
    expect((await messages(a().author)).data!.tab.data.resubmitTo).toBe("fjphs");
    expect((await messages(a().editor)).data!.tab.data.resubmitTo).toBeNull();
  });

  it("the revision's due date moves after the decision: the authors are told and reminded by the new date", async () => {
    const { submissionId } = await submission();
    const first = await acceptedReviewer(submissionId, a().reviewer);
    await submitReview(a().reviewer, first);
    // Not while under review.
    expect((await act(a().editor, submissionId, { intent: "revision-due", dueDate: "2099-01-01" })).status).toBe(409);
    await act(a().editor, submissionId, { intent: "decide", kind: "major_revision", letter: "Please revise." });
    const past = await act(a().editor, submissionId, { intent: "revision-due", dueDate: "2020-01-01" });
    expect(past.status).toBe(400);
    expect(past.data?.message).toBe(REVIEW_MESSAGES.revisionDueInPast);
    expect((await act(a().author, submissionId, { intent: "revision-due", dueDate: "2099-01-01" })).status).toBe(403);
    const due = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    expect((await act(a().editor, submissionId, { intent: "revision-due", dueDate: due })).data).toMatchObject({
      ok: true,
      message: REVIEW_MESSAGES.revisionDueSaved,
    });
    const tab = await editorTab(submissionId);
    expect(tab.revisionDue).toMatchObject({ round: 1, dueDate: due });
    const [told] = await db()
      .select({ text: mailMessages.text })
      .from(mailMessages)
      .where(and(eq(mailMessages.recipient, a().author.email!), eq(mailMessages.template, "submission-message")))
      .orderBy(desc(mailMessages.createdAt))
      .limit(1);
    expect(told!.text).toContain(`now due on ${due}`);
    // The reminder two days before the new date goes out; two days before the old one, nothing.
    const sent = await sendReviewReminders(new Date(Date.parse(`${due}T12:00:00Z`) - 2 * 86_400_000));
    expect(sent).toBeGreaterThanOrEqual(1);
    const [reminder] = await db()
      .select({ text: mailMessages.text })
      .from(mailMessages)
      .where(and(eq(mailMessages.recipient, a().author.email!), eq(mailMessages.template, "review-reminder")))
      .orderBy(desc(mailMessages.createdAt))
      .limit(1);
    expect(reminder!.text).toContain(due);
  });

  it("an invitation by e-mail keeps the affiliation apart: the greeting names the person, the account keeps it", async () => {
    const { submissionId } = await submission();
    const email = `dana.${Date.now()}@example.org`;
    const invited = await act(a().editor, submissionId, {
      intent: "invite",
      email,
      name: "Dana Decliner",
      affiliation: "Manipal College of Pharmaceutical Sciences",
    });
    expect(invited.data?.ok).toBe(true);
    const [mail] = await db()
      .select({ text: mailMessages.text })
      .from(mailMessages)
      .where(and(eq(mailMessages.recipient, email), eq(mailMessages.template, "review-invitation")));
    expect(mail!.text).toContain("Hello Dana Decliner,");
    expect(mail!.text).not.toContain("Manipal");
    await answerInvitation(world.platform.services, await lastInvitationToken(db(), email), { answer: "accept" });
    const [account] = await db()
      .select({ name: users.name, affiliation: users.affiliation })
      .from(users)
      .where(eq(users.email, email));
    expect(account).toEqual({ name: "Dana Decliner", affiliation: "Manipal College of Pharmaceutical Sciences" });
  });
});

describe("a re-review", () => {
  it("is announced as one, and shows the reviewer the response, the decision and their own review, without the authors' names", async () => {
    const { submissionId } = await submission();
    const first = await acceptedReviewer(submissionId, a().reviewer);
    await submitReview(a().reviewer, first);
    const [author] = await db()
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, a().author.userId!));
    await reviseWithNewFile(submissionId, {
      decision: `Dear ${author!.name}, please add a control group.`,
      response: `We added one. ${author!.name} (${author!.email})`,
    });
    const again = await acceptedReviewer(submissionId, a().reviewer);
    const [invitation] = await db()
      .select({ subject: mailMessages.subject, text: mailMessages.text })
      .from(mailMessages)
      .where(and(eq(mailMessages.recipient, a().reviewer.email!), eq(mailMessages.template, "review-invitation")))
      .orderBy(desc(mailMessages.createdAt))
      .limit(1);
    expect(invitation!.subject).toMatch(/^Invitation to re-review: /);
    expect(invitation!.text).toContain("this is a re-review, round 2");

    const page = await reviewPageOf(a().reviewer, again);
    expect(page.earlier).toEqual({
      responseLetter: "We added one. [the authors] ([the authors])",
      decisionLetter: "Dear [the authors], please add a control group.",
      ownReviews: [
        { round: 1, recommendation: "major", commentsToAuthor: "Add a control group.", confidentialComments: "" },
      ],
    });
    expect(JSON.stringify(page)).not.toContain(author!.name);
    // Round 1's page has no earlier round.
    expect((await reviewPageOf(a().reviewer, first)).earlier).toBeNull();
  });

  it("takes the authors' affiliations, whole or in part, and ORCID iDs out of the letters, but not a country", async () => {
    const { submissionId } = await submission();
    await db().insert(submissionAuthors).values({
      submissionId,
      position: 1,
      name: "Ada Author",
      email: "ada.author@example.org",
      affiliation: "Dept of Microbiology, Example University, India",
      orcid: "0000-0002-1825-0097",
      isCorresponding: true,
    });
    const first = await acceptedReviewer(submissionId, a().reviewer);
    await submitReview(a().reviewer, first);
    await reviseWithNewFile(submissionId, {
      decision: "Dear Ada Author (ada.author@example.org, Example University), please add patients from India.",
      response: "We added them. Ada Author, Dept of Microbiology, https://orcid.org/0000-0002-1825-0097",
    });
    const page = await reviewPageOf(a().reviewer, await acceptedReviewer(submissionId, a().reviewer));
    expect(page.earlier).toMatchObject({
      decisionLetter: "Dear [the authors] ([the authors], [the authors]), please add patients from India.",
      responseLetter: "We added them. [the authors], [the authors], https://orcid.org/[the authors]",
    });
  });
});

describe("the authors' processing mode", () => {
  const wizardSubmission = async (processingMode: string) => {
    const answer = await postSubmission(
      a().author,
      { ...wizardData(world.fjphs), processingMode },
      { name: "manuscript.pdf", bytes: await pdfBytes("Manuscript") },
    );
    return answer;
  };

  it("a double-blind journal offers no open peer review, and 'expedited' is offered nowhere", async () => {
    for (const mode of ["open_peer_review", "expedited"]) {
      const refused = await wizardSubmission(mode);
      expect(refused.status, mode).toBe(400);
      expect(JSON.stringify(refused.json), mode).toContain(PROCESSING_MODE_REFUSED);
    }
  });

  it("open peer review, where the journal allows it, opens rounds as open review: both ways named", async () => {
    await setReviewType("single-blind");
    const created = await wizardSubmission("open_peer_review");
    expect(created.status).toBe(201);
    const submissionId = (created.json as { id: string }).id;
    const assignmentId = await acceptedReviewer(submissionId, a().reviewer);
    expect((await editorTab(submissionId)).reviewType).toBe("open");
    expect((await reviewPageOf(a().reviewer, assignmentId)).manuscript.authors).not.toBeNull();
  });

  it("fast track halves the journal's review and revision times", async () => {
    const created = await wizardSubmission("fast_track");
    const submissionId = (created.json as { id: string }).id;
    const assignmentId = await acceptedReviewer(submissionId, a().reviewer);
    const [row] = await db()
      .select({ reviewDueDate: reviewAssignments.reviewDueDate, createdAt: reviewAssignments.createdAt })
      .from(reviewAssignments)
      .where(eq(reviewAssignments.id, assignmentId));
    const days = (date: string, from: Date) =>
      Math.round(
        (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${from.toISOString().slice(0, 10)}T00:00:00Z`)) / 86_400_000,
      );
    const { reviewDuration, revisionDuration } = DEFAULT_JOURNAL_SETTINGS.editorialWorkflow;
    expect(days(row!.reviewDueDate, row!.createdAt)).toBe(fastTrackDays(reviewDuration));
    await submitReview(a().reviewer, assignmentId);
    await act(a().editor, submissionId, { intent: "decide", kind: "minor_revision", letter: "Please revise." });
    const tab = await editorTab(submissionId);
    expect(days(tab.revisionDue!.dueDate!, new Date())).toBe(fastTrackDays(revisionDuration));
    expect(fastTrackDays(reviewDuration)).toBeLessThan(reviewDuration);
  });
});

describe("the reviewer pool", () => {
  it("shows each candidate's interests and measured record, and nothing unmeasured", async () => {
    const fresh = (await createActors(world.platform, { seeded: true, editorJournalId: world.fjphs, label: "pool" }))
      .reviewer;
    await db()
      .update(users)
      .set({ interests: ["pharmacokinetics", "paediatric dosing"] })
      .where(eq(users.id, a().reviewer.userId!));
    // The suite's reviewer: one review completed, one invitation declined.
    const done = await submission();
    await submitReview(a().reviewer, await acceptedReviewer(done.submissionId, a().reviewer));
    const declinedOn = await submission();
    await act(a().editor, declinedOn.submissionId, { intent: "invite", reviewerId: a().reviewer.userId! });
    const declinedId = await assignmentOf(db(), declinedOn.submissionId, a().reviewer);
    await post(
      reviewPage.action,
      a().reviewer,
      `/review/${declinedId}`,
      { intent: "decline" },
      { assignmentId: declinedId },
    );

    const { submissionId } = await submission();
    const pool = (await editorTab(submissionId)).candidates;
    const known = pool.find((c) => c.id === a().reviewer.userId)!;
    expect(known.interests).toEqual(["pharmacokinetics", "paediatric dosing"]);
    expect(known.completed).toBeGreaterThanOrEqual(1);
    expect(known.meanDays).toBe(0);
    expect(known.lastReviewOn).toBe(new Date().toISOString().slice(0, 10));
    expect(known.declineRate).toBeGreaterThan(0);
    const unknown = pool.find((c) => c.id === fresh.userId)!;
    expect(unknown).toMatchObject({
      interests: [],
      inProgress: 0,
      completed: 0,
      meanDays: null,
      lastReviewOn: null,
      declineRate: null,
    });
  });
});

describe("the History of a review", () => {
  it("records every step for the editors, with who acted, and none of it for the authors", async () => {
    const { submissionId } = await submission();
    const first = await acceptedReviewer(submissionId, a().reviewer);
    await act(a().editor, submissionId, { intent: "invite", reviewerId: second.userId! });
    const [invited] = await db()
      .select({ id: reviewAssignments.id, reviewDueDate: reviewAssignments.reviewDueDate })
      .from(reviewAssignments)
      .where(and(eq(reviewAssignments.submissionId, submissionId), eq(reviewAssignments.reviewerId, second.userId!)));
    const declined = await post<{ ok: boolean }>(
      reviewPage.action,
      second,
      `/review/${invited!.id}`,
      { intent: "decline", reason: "Travelling all month." },
      { assignmentId: invited!.id },
    );
    expect(declined.data?.ok).toBe(true);
    // The first reviewer's review is due soon: the reminders job, run two days before, reminds once.
    const [due] = await db()
      .select({ reviewDueDate: reviewAssignments.reviewDueDate })
      .from(reviewAssignments)
      .where(eq(reviewAssignments.id, first));
    await sendReviewReminders(new Date(Date.parse(`${due!.reviewDueDate}T12:00:00Z`) - 2 * 86_400_000));
    await submitReview(a().reviewer, first);
    const third = await acceptedReviewer(
      submissionId,
      (await createActors(world.platform, { seeded: true, label: "hist" })).reviewer,
    );
    await act(a().editor, submissionId, { intent: "cancel-invitation", assignmentId: third });

    const history = async (actor: Actor) =>
      (
        await load<{ tab: { entries: SubmissionHistoryEntry[] } }>(
          submissionPage.loader,
          actor,
          `/submission/${submissionId}?tab=history`,
          { id: submissionId },
        )
      ).data!.tab.entries;
    const nameOf = async (actor: Actor) =>
      (await db().select({ name: users.name }).from(users).where(eq(users.id, actor.userId!)))[0]!.name;
    const [reviewerName, secondName] = [await nameOf(a().reviewer), await nameOf(second)];
    const steps = (await history(a().editor))
      .filter((e) => e.kind.startsWith("review_"))
      .map((e) => `${e.actorName ?? e.detail.actorLabel} ${describeSubmissionEvent(e.kind, e.detail)}`);
    expect(steps).toEqual(
      expect.arrayContaining([
        `${reviewerName} accepted the invitation to review (round 1)`,
        `${secondName} declined the invitation to review (round 1)`,
        `The platform reminded ${reviewerName}: a review due soon (round 1)`,
        `${reviewerName} submitted a review recommending a major revision (round 1)`,
        expect.stringMatching(/cancelled the review invitation of .* \(round 1\)$/),
      ]),
    );
    const authors = await history(a().author);
    expect(authors.filter((e) => e.kind.startsWith("review_"))).toEqual([]);
    expect(JSON.stringify(authors)).not.toContain(reviewerName);
  });
});

describe("the e-mails of a round", () => {
  it("every one carries the journal's editorial address as its Reply-To, or the platform's", async () => {
    await setReviewType("double-blind", "office@fjphs.example.org");
    const since = new Date();
    const { submissionId } = await submission();
    const assignmentId = await acceptedReviewer(submissionId, a().reviewer);
    await submitReview(a().reviewer, assignmentId);
    await reviseWithNewFile(submissionId);
    const sent = await db()
      .select({ template: mailMessages.template, to: mailMessages.recipient, replyTo: mailMessages.replyTo })
      .from(mailMessages)
      .where(gte(mailMessages.createdAt, since));
    // The invitation, the editor's 'all reviews in', the decision, the revision's note to the editor.
    expect(new Set(sent.map((m) => m.template))).toEqual(
      new Set(["review-invitation", "review-reminder", "editorial-decision", "submission-message"]),
    );
    for (const m of sent) expect(m.replyTo, `${m.template} to ${m.to}`).toBe("office@fjphs.example.org");

    await setReviewType("double-blind");
    const later = new Date();
    await acceptedReviewer(submissionId, second);
    const [invitation] = await db()
      .select({ replyTo: mailMessages.replyTo })
      .from(mailMessages)
      .where(and(gte(mailMessages.createdAt, later), eq(mailMessages.template, "review-invitation")));
    expect(invitation!.replyTo).toBe(world.platform.services.env.EDITORIAL_EMAIL);
  });
});

describe("the review type of a round", () => {
  it("is fixed when the round opens: switching the journal to open review leaves round 1 blind both ways", async () => {
    const { submissionId, original } = await submission();
    const assignmentId = await acceptedReviewer(submissionId, a().reviewer);
    await submitReview(a().reviewer, assignmentId);
    await setReviewType("open");

    // The reviewer's round-1 page and download still hide the author, names and bytes alike.
    const page = await reviewPageOf(a().reviewer, assignmentId);
    expect(page.manuscript.authors).toBeNull();
    expect(page.files.map((f) => f.fileName).join(" ")).not.toContain("asha");
    const { status, bytes } = await download(a().reviewer, assignmentId, original);
    expect(status).toBe(302);
    expect(pdfText(bytes!)).not.toContain(NAME);
    expect((await editorTab(submissionId)).reviewType).toBe("double-blind");

    // The authors get round 1's review from "Reviewer 1", not from the reviewer by name.
    await reviseWithNewFile(submissionId);
    const authorTab = await reviewsTab(a().author, submissionId);
    if (authorTab.mode !== "author") throw new Error("the author got the editor's tab");
    expect(authorTab.reviews.map((r) => r.label)).toEqual(["Reviewer 1"]);
    expect(JSON.stringify(authorTab)).not.toContain(a().reviewer.email!);

    // Round 2 opened after the change: open review, both ways.
    expect((await editorTab(submissionId)).reviewType).toBe("open");
    const again = await acceptedReviewer(submissionId, a().reviewer);
    expect((await reviewPageOf(a().reviewer, again)).manuscript.authors).not.toBeNull();
  });
});
