// E-mail templates (issue 40, ADR 067): the site's and a journal's copies, their history, 'Reset to
// default', the refusal of unknown variables, and a sent message using the copy that wins.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import {
  mailMessages,
  mailTemplateHistory,
  mailTemplateOverrides,
  reviewAssignments,
  submissionEvents,
  submissions,
} from "~/db/schema";
import { AppError } from "~/lib/errors";
import type { CurrentUser } from "~/modules/auth/current-user";
import { getCurrentUser } from "~/modules/auth/session.server";
import { queueMail } from "~/modules/mail/mail.service.server";
import { templateDefault } from "~/modules/mail/mail-template-defaults";
import {
  getMailTemplateEditor,
  listMailTemplates,
  previewMailTemplate,
  resetMailTemplate,
  saveMailTemplate,
} from "~/modules/mail/mail-templates.service.server";
import * as submissionPage from "~/routes/dashboard/submission";
import * as emailPreview from "~/routes/resources/submission-email-preview";
import { journalId } from "../factories/catalogue";
import { createActors, type Actors } from "../helpers/actors";
import { routeArgs } from "../helpers/route-args";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";
import { createWorld, editForm, postJson } from "./authorization-fixtures";
import { post } from "./submissions-helpers";

let platform: TestPlatform;
let actors: Actors;
let admin: CurrentUser;
let editor: CurrentUser;
let fjphs: string;
const db = (): Db => platform.services.database.db;
const SITE = { kind: "site" } as const;
const FJPHS = { kind: "journal", shortName: "fjphs" } as const;
const IJCPMS = { kind: "journal", shortName: "ijcpms" } as const;

beforeAll(async () => {
  platform = await startTestPlatform();
  fjphs = await journalId(db(), "fjphs");
  actors = await createActors(platform, { seeded: true, label: "mail-templates", editorJournalId: fjphs });
  admin = (await getCurrentUser(actors.admin.request("/")))!;
  editor = (await getCurrentUser(actors.editor.request("/")))!;
});
afterAll(async () => {
  await platform.stop();
});

const decisionData = {
  fullName: "Asha Patil",
  decision: "accept",
  letter: "We are pleased to accept <your> manuscript.",
  submissionTitle: "Curcumin & gels",
  formattedSubmissionId: "FJPHS-042",
  url: "/submission/abc?tab=messages",
};

async function refusal(work: Promise<unknown>): Promise<AppError> {
  const err = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

async function lastMailTo(to: string) {
  const rows = await db().select().from(mailMessages).where(eq(mailMessages.recipient, to));
  return rows.at(-1)!;
}

describe("e-mail templates", () => {
  it("uses the journal's copy over the site's over the default, and keeps every save and reset in the history", async () => {
    const accept = templateDefault("decision-accept")!;
    const send = async (to: string) => {
      await queueMail(db(), { to, template: "editorial-decision", data: decisionData, journalId: fjphs });
      return lastMailTo(to);
    };

    const byDefault = await send("default@example.org");
    expect(byDefault.subject).toBe("Decision on FJPHS-042: Accept");
    expect(byDefault.text).toContain("We are pleased to accept <your> manuscript.");

    await saveMailTemplate(admin, SITE, "decision-accept", {
      subject: "Site: accepted {{submissionId}}",
      body: accept.body,
    });
    expect((await send("site@example.org")).subject).toBe("Site: accepted FJPHS-042");

    await saveMailTemplate(editor, FJPHS, "decision-accept", {
      subject: "Good news about {{submissionTitle}}",
      body: "# Accepted\n\nDear {{recipientName}}, **{{journalName}}** accepts it.\n\n> {{decisionLetter}}",
    });
    const journalCopy = await send("journal@example.org");
    expect(journalCopy.subject).toBe("Good news about Curcumin & gels");
    expect(journalCopy.text).toContain(
      "Dear Asha Patil, Frontier Journal of Pharmaceutical and Health Sciences accepts it.",
    );
    expect(journalCopy.html).toContain("<strong>Frontier Journal of Pharmaceutical and Health Sciences</strong>");
    expect(journalCopy.html).toContain("We are pleased to accept &lt;your&gt; manuscript.");
    // The journal's layout: its name in the header, why the recipient gets it in the footer.
    expect(journalCopy.text.split("\n")[0]).toBe("Frontier Journal of Pharmaceutical and Health Sciences");
    expect(journalCopy.text).toContain("You receive this e-mail as an author of this submission.");
    // Another journal's messages keep the site's copy.
    const ijcpms = await journalId(db(), "ijcpms");
    await queueMail(db(), {
      to: "other@example.org",
      template: "editorial-decision",
      data: decisionData,
      journalId: ijcpms,
    });
    expect((await lastMailTo("other@example.org")).subject).toBe("Site: accepted FJPHS-042");

    const list = await listMailTemplates(editor, FJPHS);
    expect(list.templates.find((t) => t.key === "decision-accept")?.source).toBe("journal");
    expect(list.templates.find((t) => t.key === "decision-reject")?.source).toBe("default");
    expect(list.templates.length).toBeGreaterThanOrEqual(40);

    // Reset: the journal falls back to the site's copy, and the reset is in the history.
    expect(await resetMailTemplate(editor, FJPHS, "decision-accept")).toBe(true);
    expect(await resetMailTemplate(editor, FJPHS, "decision-accept")).toBe(false);
    expect((await send("after-reset@example.org")).subject).toBe("Site: accepted FJPHS-042");
    const view = await getMailTemplateEditor(editor, FJPHS, "decision-accept");
    expect(view.source).toBe("site");
    expect(view.fallback.source).toBe("site");
    expect(view.history.map((h) => [h.change, h.subject])).toEqual([
      ["reset", null],
      ["saved", "Good news about {{submissionTitle}}"],
    ]);
    expect(view.history[1]!.changedBy).toBe(editor.name);

    await resetMailTemplate(admin, SITE, "decision-accept");
    expect((await send("back@example.org")).subject).toBe("Decision on FJPHS-042: Accept");
    const siteView = await getMailTemplateEditor(admin, SITE, "decision-accept");
    expect(siteView.history.map((h) => h.change)).toEqual(["reset", "saved"]);
  });

  it("refuses unknown variables, unbalanced braces and text over the limits, writing nothing", async () => {
    const before = await db().select().from(mailTemplateHistory);
    const unknown = await refusal(
      saveMailTemplate(editor, FJPHS, "decision-accept", { subject: "Hi {{foo}}", body: "Body" }),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.message).toMatch(/^Unknown variable \{\{foo\}\}\. This template knows: \{\{recipientName\}\}, /);
    expect(unknown.message).toContain("{{decisionLetter}}");
    const braces = await refusal(
      saveMailTemplate(editor, FJPHS, "decision-accept", { subject: "Hi", body: "Dear {{recipientName}" }),
    );
    expect(braces.message).toMatch(/^Unbalanced braces/);
    const long = await refusal(
      saveMailTemplate(editor, FJPHS, "decision-accept", { subject: "Hi", body: "x".repeat(20_001) }),
    );
    expect(long.message).toBe("The body must be at most 20,000 characters.");
    const subject = await refusal(
      saveMailTemplate(editor, FJPHS, "decision-accept", { subject: "s".repeat(201), body: "b" }),
    );
    expect(subject.message).toBe("The subject must be at most 200 characters.");
    expect(await db().select().from(mailTemplateHistory)).toEqual(before);
    expect(
      await db()
        .select()
        .from(mailTemplateOverrides)
        .where(
          and(eq(mailTemplateOverrides.templateKey, "decision-accept"), eq(mailTemplateOverrides.journalId, fjphs)),
        ),
    ).toEqual([]);
  });

  it("keeps each journal's templates to its editors and the site's to admins", async () => {
    expect((await refusal(listMailTemplates(editor, IJCPMS))).status).toBe(403);
    expect((await refusal(listMailTemplates(editor, SITE))).status).toBe(403);
    expect((await refusal(saveMailTemplate(editor, IJCPMS, "welcome", { subject: "x", body: "y" }))).status).toBe(403);
    expect((await refusal(listMailTemplates(admin, { kind: "journal", shortName: "nope" }))).status).toBe(404);
    expect((await refusal(getMailTemplateEditor(admin, SITE, "no-such-template"))).status).toBe(404);
    const author = (await getCurrentUser(actors.author.request("/")))!;
    expect((await refusal(listMailTemplates(author, FJPHS))).status).toBe(403);
  });

  it("previews with sample values in the journal's layout, escaping what the sample holds", async () => {
    const preview = await previewMailTemplate(editor, FJPHS, "review-invitation", {
      subject: "Review {{submissionTitle}}?",
      body: "Hello {{recipientName}},\n\n[Accept]({{acceptUrl}})",
    });
    expect(preview.subject).toBe("Review Nanoparticles in oral delivery?");
    expect(preview.text).toContain("Hello Dr. Asha Patil,");
    expect(preview.text).toContain("Accept: https://journals.example.org/review-invitation/sample?answer=accept");
    expect(preview.html).toContain(">Frontier Journal of Pharmaceutical and Health Sciences</td>");
    expect(
      (await refusal(previewMailTemplate(editor, FJPHS, "welcome", { subject: "{{nope}}", body: "b" }))).status,
    ).toBe(400);
    // Another journal's preview shows its own IDs and addresses in the samples.
    const other = await previewMailTemplate(admin, IJCPMS, "review-invitation", {
      subject: "{{submissionId}}",
      body: "{{acceptUrl}}",
    });
    expect(other.subject).toBe("IJCPMS-007");
  });
});

describe("editing an e-mail before it goes", () => {
  const act = (submissionId: string, fields: Record<string, string>) =>
    post<{ ok: boolean; message: string }>(
      submissionPage.action,
      actors.editor,
      `/submission/${submissionId}`,
      fields,
      {
        id: submissionId,
      },
    );

  it("sends the invitation and the decision as the editor edited them, inside the journal's layout", async () => {
    const w = await createWorld(db(), actors, fjphs, { title: "Edited" });
    const invited = await act(w.submissionId, {
      intent: "invite",
      email: "edited.reviewer@example.org",
      name: "Edna Edited",
      emailSubject: "Could you review {{submissionId}}?",
      emailBody: "Dear {{recipientName}},\n\nA short note from the editor.\n\n[Accept]({{acceptUrl}})",
    });
    expect(invited.status).toBe(200);
    const invitation = await lastMailTo("edited.reviewer@example.org");
    expect(invitation.subject).toMatch(/^Could you review FJPHS-\d+\?$/);
    expect(invitation.text).toContain("Dear Edna Edited,\n\nA short note from the editor.");
    expect(invitation.text).toMatch(
      /Accept: http:\/\/journals\.test\/review-invitation\/[A-Za-z0-9_-]+\?answer=accept/,
    );

    // The preview: the server's rendering with the submission's data, nothing written.
    const before = (await db().select().from(mailMessages)).length;
    const preview = await postJson(
      emailPreview.action as never,
      actors.editor,
      `/submission/${w.submissionId}/email-preview`,
      {
        mail: "decision",
        kind: "accept",
        letter: "Congratulations.",
        subject: "Accepted: {{submissionTitle}}",
        body: "> {{decisionLetter}}",
      },
      { id: w.submissionId },
    );
    expect(preview.status).toBe(200);
    expect((await db().select().from(mailMessages)).length).toBe(before);

    const tooLong = await act(w.submissionId, {
      intent: "decide",
      kind: "accept",
      letter: "We accept it.",
      emailSubject: "Accepted",
      emailBody: "x".repeat(20_001),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.data?.message).toBe("The body must be at most 20,000 characters.");
    const unknown = await act(w.submissionId, {
      intent: "decide",
      kind: "accept",
      letter: "We accept it.",
      emailSubject: "Accepted {{nope}}",
      emailBody: "Body",
    });
    expect(unknown.status).toBe(400);
    expect(unknown.data?.message).toMatch(/^Unknown variable \{\{nope\}\}\. This template knows: /);
    const [still] = await db()
      .select({ status: submissions.status })
      .from(submissions)
      .where(eq(submissions.id, w.submissionId));
    expect(still!.status).toBe("under_review");

    const decided = await act(w.submissionId, {
      intent: "decide",
      kind: "accept",
      letter: "We accept it <gladly>.",
      emailSubject: "Your manuscript {{submissionId}} is accepted",
      emailBody: "Dear {{recipientName}},\n\n**Congratulations!**\n\n> {{decisionLetter}}",
    });
    expect(decided.status).toBe(200);
    const toAuthor = await lastMailTo(actors.author.email!);
    expect(toAuthor.template).toBe("editorial-decision");
    expect(toAuthor.subject).toMatch(/^Your manuscript FJPHS-\d+ is accepted$/);
    expect(toAuthor.text).toContain("Congratulations!\n\n> We accept it <gladly>.");
    expect(toAuthor.html).toContain("<strong>Congratulations!</strong>");
    expect(toAuthor.html).toContain("We accept it &lt;gladly&gt;.");
    expect(toAuthor.text.split("\n")[0]).toBe("Frontier Journal of Pharmaceutical and Health Sciences");
  });
});

describe("a reminder sent by hand", () => {
  it("reminds an invited reviewer with the text as edited, and records it in the History", async () => {
    const w = await createWorld(db(), actors, fjphs, { title: "Reminded" });
    const act = (fields: Record<string, string>) =>
      post<{ ok: boolean; message: string }>(
        submissionPage.action,
        actors.editor,
        `/submission/${w.submissionId}`,
        fields,
        { id: w.submissionId },
      );
    expect((await act({ intent: "invite", email: "slow.reviewer@example.org", name: "Sol Slow" })).status).toBe(200);
    const [assignment] = await db()
      .select({ id: reviewAssignments.id })
      .from(reviewAssignments)
      .where(eq(reviewAssignments.submissionId, w.submissionId));
    const refused = await act({
      intent: "remind",
      assignmentId: assignment!.id,
      emailSubject: "Reminder {{oops}}",
      emailBody: "Body",
    });
    expect(refused.status).toBe(400);
    expect(refused.data?.message).toMatch(/^Unknown variable {{oops}}\. This template knows: .*{{dueDate}}/);
    const sent = await act({
      intent: "remind",
      assignmentId: assignment!.id,
      emailSubject: "A gentle nudge about {{submissionId}}",
      emailBody: "Dear {{recipientName}},\n\nCould you answer by {{dueDate}}?\n\n[Answer]({{url}})",
    });
    expect(sent.status).toBe(200);
    expect(sent.data?.message).toBe("Reminder sent.");
    const mail = await lastMailTo("slow.reviewer@example.org");
    expect(mail.template).toBe("review-reminder");
    expect(mail.subject).toMatch(/^A gentle nudge about FJPHS-\d+$/);
    expect(mail.text).toMatch(/Could you answer by \d{4}-\d{2}-\d{2}\?/);
    // A link of the reminder's own, beside the invitation's (which still works, ADR 085).
    expect(mail.text).toMatch(/Answer: http:\/\/journals\.test\/review-invitation\/[A-Za-z0-9_-]+/);
    const events = await db()
      .select({ kind: submissionEvents.kind })
      .from(submissionEvents)
      .where(eq(submissionEvents.submissionId, w.submissionId));
    expect(events.map((e) => e.kind)).toContain("review_reminder_sent");
  });
});

describe("a status change in the Edit Submission dialog, its e-mail edited before it goes", () => {
  const update = (submissionId: string, change: Record<string, unknown>, email?: { subject: string; body: string }) =>
    post<{ ok: boolean; message: string }>(
      submissionPage.action,
      actors.editor,
      `/submission/${submissionId}`,
      {
        intent: "update",
        data: editForm({
          authors: [{ name: "Stella Status", email: "stella.status@example.org", affiliation: "Manipal", orcid: "" }],
          ...change,
        }),
        ...(email ? { emailSubject: email.subject, emailBody: email.body } : {}),
      },
      { id: submissionId },
    );
  const eventsOf = async (submissionId: string) =>
    (
      await db()
        .select({ kind: submissionEvents.kind, detail: submissionEvents.detail })
        .from(submissionEvents)
        .where(eq(submissionEvents.submissionId, submissionId))
    ).map((e) => e.kind);
  const statusOf = async (submissionId: string) =>
    (await db().select({ status: submissions.status }).from(submissions).where(eq(submissions.id, submissionId)))[0]!
      .status;

  it("refuses an unknown variable writing nothing, then sends the status e-mail as edited and records the change", async () => {
    const w = await createWorld(db(), actors, fjphs, { title: "Status edited" });
    const mailsBefore = (await db().select().from(mailMessages)).length;
    const eventsBefore = await eventsOf(w.submissionId);
    const refused = await update(
      w.submissionId,
      { status: "under_review", editorDecision: "Sent to reviewers." },
      { subject: "Status of {{submissionId}} {{nope}}", body: "Body" },
    );
    expect(refused.status).toBe(400);
    expect(refused.data?.message).toMatch(
      /^Unknown variable \{\{nope\}\}\. This template knows: .*\{\{editorDecision\}\}/,
    );
    expect(await statusOf(w.submissionId)).toBe("submitted");
    expect(await eventsOf(w.submissionId)).toEqual(eventsBefore);
    expect((await db().select().from(mailMessages)).length).toBe(mailsBefore);

    // The preview renders the same e-mail with the submission's data; nothing written.
    const preview = (await (emailPreview.action as (a: unknown) => Promise<Response>)(
      routeArgs(
        actors.editor.request(`/submission/${w.submissionId}/email-preview`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            mail: "status",
            status: "under_review",
            editorDecision: "Sent to reviewers.",
            subject: "{{submissionId}} is now {{status}}",
            body: "Dear {{recipientName}},\n\n> {{editorDecision}}",
          }),
        }),
        { id: w.submissionId },
      ),
    )) as Response;
    expect(preview.status).toBe(200);
    const rendered = (await preview.json()) as { subject: string; text: string };
    expect(rendered.subject).toMatch(/^FJPHS-\d+ is now Under Review$/);
    // The first author as the submission stands (each recipient gets their own name when it is sent).
    expect(rendered.text).toMatch(/Dear [^,\n]+,\n\n> Sent to reviewers\./);
    expect((await db().select().from(mailMessages)).length).toBe(mailsBefore);

    const saved = await update(
      w.submissionId,
      { status: "under_review", editorDecision: "Sent to two reviewers <today>." },
      {
        subject: "{{submissionId}} is now {{status}}",
        body: "Dear {{recipientName}},\n\n**Good news:** it is with reviewers.\n\n> {{editorDecision}}",
      },
    );
    expect(saved.status).toBe(200);
    expect(await statusOf(w.submissionId)).toBe("under_review");
    const mail = await lastMailTo("stella.status@example.org");
    expect(mail.template).toBe("submission-status");
    expect(mail.subject).toMatch(/^FJPHS-\d+ is now Under Review$/);
    expect(mail.text).toContain(
      "Dear Stella Status,\n\nGood news: it is with reviewers.\n\n> Sent to two reviewers <today>.",
    );
    expect(mail.html).toContain("<strong>Good news:</strong>");
    expect(mail.html).toContain("Sent to two reviewers &lt;today&gt;.");
    // The submitter gets it too, greeted by their own name.
    expect((await lastMailTo(actors.author.email!)).subject).toMatch(/^FJPHS-\d+ is now Under Review$/);
    expect(await eventsOf(w.submissionId)).toContain("status_changed");

    // Without an edit, the journal's stored template goes.
    await saveMailTemplate(editor, FJPHS, "submission-status", {
      subject: "Stored: {{submissionId}} {{status}}",
      body: "Dear {{recipientName}}, the status is {{status}}.",
    });
    try {
      expect((await update(w.submissionId, { status: "submitted" })).status).toBe(200);
      expect((await lastMailTo("stella.status@example.org")).subject).toMatch(/^Stored: FJPHS-\d+ Submitted$/);
    } finally {
      await resetMailTemplate(editor, FJPHS, "submission-status");
    }
  });

  it("sends a decision taken in the dialog as edited, with its letter, and records the decision", async () => {
    const w = await createWorld(db(), actors, fjphs, { title: "Dialog decision", status: "under_review" });
    const refused = await update(
      w.submissionId,
      { status: "accepted", editorDecision: "Accepted." },
      { subject: "Accepted {{status}}", body: "Body" },
    );
    expect(refused.status).toBe(400);
    expect(refused.data?.message).toMatch(
      /^Unknown variable \{\{status\}\}\. This template knows: .*\{\{decisionLetter\}\}/,
    );
    expect(await statusOf(w.submissionId)).toBe("under_review");

    const saved = await update(
      w.submissionId,
      { status: "accepted", editorDecision: "A clear, careful study." },
      {
        subject: "Accepted: {{submissionId}}",
        body: "Dear {{recipientName}},\n\n**Welcome to the journal.**\n\n> {{decisionLetter}}",
      },
    );
    expect(saved.status).toBe(200);
    expect(await statusOf(w.submissionId)).toBe("accepted");
    const mail = await lastMailTo("stella.status@example.org");
    expect(mail.template).toBe("editorial-decision");
    expect(mail.subject).toMatch(/^Accepted: FJPHS-\d+$/);
    expect(mail.text).toContain("Dear Stella Status,\n\nWelcome to the journal.\n\n> A clear, careful study.");
    expect(await eventsOf(w.submissionId)).toEqual(expect.arrayContaining(["decision_recorded", "status_changed"]));
  });
});
