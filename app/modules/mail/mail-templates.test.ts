import { describe, expect, it } from "vitest";
import { MAIL_TEMPLATES, MailDataError, renderMail, statusLabel, type MailTemplateName } from "./mail-templates";

const ctx = { siteName: "Scholarly Press", publicUrl: "https://journals.example.org" };

const samples: Record<MailTemplateName, Record<string, unknown>> = {
  welcome: { fullName: "Asha Patil" },
  "sign-up-attempt": { name: "Asha Patil", url: "https://journals.example.org/auth" },
  "account-created": {
    fullName: "Ravi Menon",
    createdBy: "Dr. Meera Shah",
    url: "https://journals.example.org/api/auth/reset-password/tok123?callbackURL=%2Fauth",
    expiresInDays: 7,
  },
  "password-reset": { url: "https://journals.example.org/auth/reset?token=abc123", fullName: "Asha Patil" },
  "submission-confirmation": {
    fullName: "Asha Patil",
    submissionTitle: "Nanoparticles in oral delivery",
    formattedSubmissionId: "FJPHS-007",
    journalName: "Frontier Journal of Pharmaceutical and Health Sciences",
  },
  "submission-status": {
    fullName: "Asha Patil",
    submissionTitle: "Nanoparticles in oral delivery",
    formattedSubmissionId: "FJPHS-007",
    status: "revision_requested",
    editorDecision: "Minor revision.",
    reviewerComments: "Reviewer 1: clarify the methods.\nReviewer 2: add a limitations section.",
    journalName: "Frontier Journal of Pharmaceutical and Health Sciences",
  },
  "article-published": {
    fullName: "Asha Patil",
    articleTitle: "Nanoparticles in oral delivery",
    citation: "Patil A, Menon R. Nanoparticles in oral delivery. FJPHS. 2026;5(2):14-22.",
    doi: "10.5555/fjphs.2026.014",
    url: "https://journals.example.org/journal/fjphs/article/5/14",
    journalName: "Frontier Journal of Pharmaceutical and Health Sciences",
  },
  "task-assigned": {
    fullName: "Ravi Kumar",
    taskTitle: "Check similarity report",
    taskType: "plagiarism_check",
    priority: "high",
    dueDate: new Date("2026-12-01T00:00:00Z"),
    description: "Use the institutional checker.",
    assignedBy: "Dr. Meera Shah",
    formattedSubmissionId: "IJEBR-012",
    journalName: "International Journal of Evidence-Based Research",
  },
  "task-updated": {
    fullName: "Dr. Meera Shah",
    taskTitle: "Proofread galleys",
    taskType: "proofreading",
    oldStatus: "in_progress",
    newStatus: "need_revision",
    comment: "Figures 2 and 3 are swapped.",
    changedBy: "Ravi Kumar",
    formattedSubmissionId: "BJPS-003",
  },
  "review-invitation": {
    fullName: "Dr. Lena Ortiz",
    submissionTitle: "Nanoparticles in oral delivery",
    formattedSubmissionId: "FJPHS-007",
    abstract: "We study nanoparticles.",
    responseDueDate: "2026-12-01",
    reviewDueDate: "2026-12-15",
    acceptUrl: "https://journals.example.org/review-invitation/tok?answer=accept",
    declineUrl: "https://journals.example.org/review-invitation/tok?answer=decline",
    journalName: "Frontier Journal of Pharmaceutical and Health Sciences",
  },
  "review-reminder": {
    fullName: "Dr. Lena Ortiz",
    occasion: "overdue",
    dueDate: "2026-12-15",
    submissionTitle: "Nanoparticles in oral delivery",
    formattedSubmissionId: "FJPHS-007",
    url: "https://journals.example.org/review/abc",
  },
  "editorial-decision": {
    fullName: "Asha Patil",
    decision: "major_revision",
    letter: "Please address the reviewers' comments.",
    revisionDueDate: "2026-12-29",
    formattedSubmissionId: "FJPHS-007",
    url: "https://journals.example.org/submission/abc?tab=messages",
  },
  "submission-message": {
    fullName: "Asha Patil",
    from: "Dr. Meera Shah",
    body: "Could you send the raw data?",
    formattedSubmissionId: "FJPHS-007",
    url: "https://journals.example.org/submission/abc?tab=messages",
  },
  "discussion-message": {
    fullName: "Asha Patil",
    from: "Dr. Meera Shah",
    subject: "Figure 2 resolution",
    body: "Could you send Figure 2 at 300 dpi?",
    attachment: "figure-2-notes.pdf",
    formattedSubmissionId: "FJPHS-007",
    url: "https://journals.example.org/submission/abc/discussions/def",
  },
  "stage-notice": {
    fullName: "Asha Patil",
    occasion: "proofs_sent",
    stage: "Production",
    dueDate: "2026-12-01",
    submissionTitle: "Nanoparticles in oral delivery",
    formattedSubmissionId: "FJPHS-007",
    journalName: "Frontier Journal of Pharmaceutical and Health Sciences",
    url: "/submission/abc?tab=production",
  },
  "invoice-notice": {
    fullName: "Asha Patil",
    occasion: "invoice_issued",
    invoiceNumber: "FJPHS/2026-27/0001",
    amount: "₹3,000.00",
    submissionTitle: "Nanoparticles in oral delivery",
    formattedSubmissionId: "FJPHS-007",
    journalName: "Frontier Journal of Pharmaceutical and Health Sciences",
    url: "/submission/abc?tab=invoices",
  },
  "doi-failures": {
    fullName: "Dr. Meera Shah",
    journalName: "Frontier Journal of Pharmaceutical and Health Sciences",
    failed: 3,
    url: "/dashboard/dois?status=failed",
  },
  "notice-digest": {
    fullName: "Dr. Meera Shah",
    items: [
      {
        occasion: "new_submission",
        submissionTitle: "Nanoparticles in oral delivery",
        formattedSubmissionId: "FJPHS-007",
        journalName: "Frontier Journal of Pharmaceutical and Health Sciences",
        url: "/submission/abc",
      },
      { occasion: "reviewer_declined", submissionTitle: "Curcumin gel", url: "/submission/def?tab=reviews" },
    ],
    url: "/dashboard/submissions",
  },
  "contact-message": {
    name: "Asha Patil",
    email: "asha@example.org",
    organization: "Institute of Pharmacy",
    subject: "Submission query",
    message: "When will my manuscript be reviewed?\nThank you.",
  },
};

describe("mail templates", () => {
  it.each(MAIL_TEMPLATES)("renders %s as HTML and plain text with the same content", (template) => {
    const mail = renderMail(template, samples[template], ctx);
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.subject.length).toBeGreaterThan(5);
    expect(mail.html).toMatch(/^<!doctype html>/);
    expect(mail.html).toContain(`<title>`);
    expect(mail.text).toMatch(/\n-- \n[\s\S]+\n$/);
    expect(mail.text).not.toMatch(/<[a-z]/i);
    for (const value of Object.values(samples[template])) {
      // Enum values (plagiarism_check, high) are shown as labels instead.
      if (typeof value !== "string" || /^[a-z_]+$/.test(value)) continue;
      // Every line given in the data appears in both versions (HTML escaped).
      for (const line of value.split("\n")) {
        expect(mail.text).toContain(line);
        expect(mail.html).toContain(line.replace(/&/g, "&amp;").replace(/'/g, "&#39;"));
      }
    }
  });

  it("brands a message with the journal's name, else the platform's", () => {
    const withJournal = renderMail("submission-confirmation", samples["submission-confirmation"], ctx);
    expect(withJournal.text.split("\n")[0]).toBe("Frontier Journal of Pharmaceutical and Health Sciences");
    expect(withJournal.html).toContain(">Frontier Journal of Pharmaceutical and Health Sciences</td>");
    const welcome = renderMail("welcome", { fullName: "Asha" }, ctx);
    expect(welcome.subject).toBe("Welcome to Scholarly Press");
    expect(welcome.text.split("\n")[0]).toBe("Scholarly Press");
    expect(renderMail("welcome", { journalName: "BJPS" }, ctx).subject).toBe("Welcome to BJPS");
  });

  it("puts the reset link in the password reset message and marks it for the log", () => {
    const mail = renderMail("password-reset", samples["password-reset"], ctx);
    expect(mail.subject).toBe("Reset your Scholarly Press password");
    expect(mail.text).toContain("Reset password: https://journals.example.org/auth/reset?token=abc123");
    expect(mail.html).toContain('href="https://journals.example.org/auth/reset?token=abc123"');
    expect(mail.logLink).toBe("https://journals.example.org/auth/reset?token=abc123");
    expect(mail.text).toContain("Hello Asha Patil,");
    expect(renderMail("welcome", samples.welcome, ctx).logLink).toBeUndefined();
  });

  it("gives a person whose account an admin created a link to choose their password", () => {
    const mail = renderMail("account-created", samples["account-created"], ctx);
    expect(mail.subject).toBe("Your Scholarly Press account: choose a password");
    expect(mail.text).toContain("Dr. Meera Shah created an account for you at Scholarly Press.");
    expect(mail.text).toContain("The link is valid for 7 days");
    expect(mail.text).toContain(
      "Choose a password: https://journals.example.org/api/auth/reset-password/tok123?callbackURL=%2Fauth",
    );
    expect(mail.logLink).toBe("https://journals.example.org/api/auth/reset-password/tok123?callbackURL=%2Fauth");
  });

  it("tells the owner of an address that someone tried to sign up with it, with the way to sign in", () => {
    const mail = renderMail("sign-up-attempt", samples["sign-up-attempt"], ctx);
    expect(mail.subject).toBe("Someone tried to create a Scholarly Press account with your address");
    expect(mail.text).toContain("Hello Asha Patil,");
    expect(mail.text).toContain("You already have an account with it, so nothing was created or changed.");
    expect(mail.text).toContain("Sign in: https://journals.example.org/auth");
    expect(mail.text).toContain("'Forgot password?'");
    expect(mail.logLink).toBeUndefined();
    // Without a link given, the sign-in page of the platform.
    expect(renderMail("sign-up-attempt", {}, ctx).text).toContain("Sign in: https://journals.example.org/auth");
  });

  it("states how long a reset link is valid when told", () => {
    const hour = renderMail("password-reset", { url: "/reset?t=1", expiresInMinutes: 60 }, ctx);
    expect(hour.text).toContain("The link is valid for 1 hour.");
    expect(renderMail("password-reset", { url: "/reset?t=1", expiresInMinutes: 30 }, ctx).text).toContain(
      "valid for 30 minutes.",
    );
  });

  it("makes paths absolute with the public URL and refuses other link schemes", () => {
    const mail = renderMail("password-reset", { url: "/auth/reset?token=x" }, ctx);
    expect(mail.logLink).toBe("https://journals.example.org/auth/reset?token=x");
    expect(() => renderMail("password-reset", { url: "javascript:alert(1)" }, ctx)).toThrow(MailDataError);
    expect(() => renderMail("password-reset", { url: "//evil.example/x" }, ctx)).toThrow(MailDataError);
    expect(renderMail("task-assigned", {}, ctx).text).toContain(
      "Open My Tasks: https://journals.example.org/dashboard/editor-tasks",
    );
  });

  it("shows the editor's decision, the reviewer comments and the status label", () => {
    const mail = renderMail("submission-status", samples["submission-status"], ctx);
    expect(mail.subject).toBe("Submission FJPHS-007: Revision Requested");
    expect(mail.text).toContain("Editor's decision\n> Minor revision.");
    expect(mail.text).toContain(
      "Reviewer comments\n> Reviewer 1: clarify the methods.\n> Reviewer 2: add a limitations section.",
    );
    expect(mail.html).toContain("Reviewer 1: clarify the methods.<br>\nReviewer 2: add a limitations section.");
    expect(mail.text).toContain("Status: Revision Requested");
  });

  it("describes assigned and updated tasks", () => {
    const assigned = renderMail("task-assigned", samples["task-assigned"], ctx);
    expect(assigned.subject).toBe("New task assigned: Check similarity report (IJEBR-012)");
    expect(assigned.text).toContain("Type: Plagiarism Check");
    expect(assigned.text).toContain("Priority: High");
    expect(assigned.text).toContain("Due date: 2026-12-01");
    expect(assigned.text).toContain("Dr. Meera Shah assigned you a task.");
    expect(assigned.text).toContain("Submission: IJEBR-012");
    const updated = renderMail("task-updated", samples["task-updated"], ctx);
    expect(updated.subject).toBe("Task updated: Proofread galleys is now Need Revision");
    expect(updated.text).toContain("Ravi Kumar changed the status of the task “Proofread galleys” to Need Revision.");
    expect(updated.text).toContain("Previous status: In Progress");
    expect(updated.text).toContain("Comment\n> Figures 2 and 3 are swapped.");
  });

  it("addresses the contact message to the office with replies to the sender", () => {
    const mail = renderMail("contact-message", samples["contact-message"], ctx);
    expect(mail.subject).toBe("Contact form: Submission query");
    expect(mail.replyTo).toBe("asha@example.org");
    expect(mail.text).toContain("Organization: Institute of Pharmacy");
    expect(mail.text).toContain("Sent from the contact form at https://journals.example.org/contact.");
  });

  it("leaves out rows that have no value", () => {
    const mail = renderMail("contact-message", { ...samples["contact-message"], organization: null }, ctx);
    expect(mail.text).not.toContain("Organization");
    expect(mail.html).not.toContain("Organization");
  });

  it("escapes what people wrote and keeps it off the subject line breaks", () => {
    const mail = renderMail(
      "contact-message",
      {
        name: `<script>alert("x")</script>`,
        email: "asha@example.org",
        subject: "Hi\r\nBcc: victim@example.org",
        message: `<img src=x onerror=alert(1)> & "quotes" 'single'`,
      },
      ctx,
    );
    expect(mail.subject).toBe("Contact form: Hi Bcc: victim@example.org");
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(mail.html).toContain("&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot; &#39;single&#39;");
    expect(mail.text).toContain(`<img src=x onerror=alert(1)> & "quotes" 'single'`);
  });

  it("lists each notice of a digest with its manuscript and link, and refuses an empty digest", () => {
    const mail = renderMail("notice-digest", samples["notice-digest"], ctx);
    expect(mail.subject).toBe("Your daily digest: 2 notices");
    expect(mail.text).toContain(
      "1. A new submission: “Nanoparticles in oral delivery” (FJPHS-007, Frontier Journal of Pharmaceutical and Health Sciences). https://journals.example.org/submission/abc",
    );
    expect(mail.text).toContain(
      "2. A reviewer declined: “Curcumin gel”. https://journals.example.org/submission/def?tab=reviews",
    );
    expect(() => renderMail("notice-digest", { items: [], url: "/dashboard" }, ctx)).toThrow(MailDataError);
  });

  it("refuses data without the fields a message needs", () => {
    expect(() => renderMail("password-reset", {}, ctx)).toThrow(/Invalid data for the "password-reset" e-mail: url/);
    expect(() => renderMail("submission-status", { status: " " }, ctx)).toThrow(MailDataError);
    expect(() => renderMail("contact-message", { ...samples["contact-message"], email: "nope" }, ctx)).toThrow(/email/);
    expect(() => renderMail("task-updated", {}, ctx)).toThrow(/newStatus/);
  });

  it("has a template of its own for each editorial decision, which an editor may word differently", () => {
    const subjects = (["accept", "minor_revision", "major_revision", "reject_resubmit", "reject"] as const).map(
      (decision) => renderMail("editorial-decision", { ...samples["editorial-decision"], decision }, ctx).subject,
    );
    expect(subjects).toEqual([
      "Decision on FJPHS-007: Accept",
      "Decision on FJPHS-007: Minor Revision",
      "Decision on FJPHS-007: Major Revision",
      "Decision on FJPHS-007: Reject and Invite Resubmission",
      "Decision on FJPHS-007: Reject",
    ]);
    const edited = renderMail("editorial-decision", { ...samples["editorial-decision"], decision: "accept" }, ctx, {
      subject: "Accepted: {{submissionId}}",
      body: "Dear {{recipientName}}, we accept it.",
    });
    expect(edited.subject).toBe("Accepted: FJPHS-007");
    expect(edited.text).toContain("Dear Asha Patil, we accept it.");
    expect(() =>
      renderMail("editorial-decision", { ...samples["editorial-decision"], decision: "maybe" }, ctx),
    ).toThrow(MailDataError);
  });

  it("labels statuses as the dashboard does", () => {
    expect(statusLabel("under_review")).toBe("Under Review");
    expect(statusLabel("in_review")).toBe("Under Review");
    expect(statusLabel("not_started")).toBe("Not Started");
    expect(statusLabel("layout_editing")).toBe("Layout Editing");
  });
});
