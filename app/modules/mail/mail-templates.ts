import { z } from "zod";
import { oneLine, renderHtml, renderText, safeUrl, type MailBlock, type MailContent } from "./mail-layout";

/** Every message the platform sends. */
export const MAIL_TEMPLATES = [
  "welcome",
  "sign-up-attempt",
  "account-created",
  "password-reset",
  "submission-confirmation",
  "submission-status",
  "task-assigned",
  "task-updated",
  "article-published",
  "contact-message",
  "review-invitation",
  "review-reminder",
  "editorial-decision",
  "submission-message",
  "discussion-message",
  "notice-digest",
  "doi-failures",
  "invoice-notice",
] as const;

export type MailTemplateName = (typeof MAIL_TEMPLATES)[number];

export type MailRenderContext = {
  /** The platform's name, used where a message has no journal. */
  siteName: string;
  /** Base for links given as paths, without a trailing slash. */
  publicUrl: string;
};

export type RenderedMail = {
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
  /** The link that must be logged when the message is held (the password reset link). */
  logLink?: string;
};

/** The data given for a template is missing a required field or has a bad value. */
export class MailDataError extends Error {}

const optionalText = z
  .union([z.string(), z.number()])
  .optional()
  .nullable()
  .transform((v) => (v == null ? undefined : String(v).trim() || undefined));
const requiredText = z.union([z.string(), z.number()]).transform((v, ctx) => {
  const s = String(v).trim();
  if (!s) ctx.addIssue({ code: "custom", message: "must not be empty" });
  return s;
});
const optionalDate = z
  .union([z.string(), z.date()])
  .optional()
  .nullable()
  .transform((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v?.trim() || undefined));

/** What an article processing charge message is about (app/modules/invoices, ADR 064). */
const INVOICE_OCCASIONS = [
  "invoice_issued",
  "waiver_requested",
  "waiver_granted",
  "waiver_refused",
  "payment_reported",
  "payment_confirmed",
  "payment_rejected",
  "refund_recorded",
] as const;

const INVOICE_TEXT: Record<(typeof INVOICE_OCCASIONS)[number], { subject: string; text: string }> = {
  invoice_issued: {
    subject: "Invoice for your accepted article",
    text: "your article has been accepted. The invoice for its article processing charge is attached; the payment details are on it. You may pay by bank transfer or UPI, report the payment on the submission's Invoices tab, or request a waiver there",
  },
  waiver_requested: {
    subject: "A waiver was requested",
    text: "the author requested a waiver of the article processing charge",
  },
  waiver_granted: {
    subject: "Your waiver request was granted",
    text: "the editors granted your waiver request. A revised invoice is attached",
  },
  waiver_refused: {
    subject: "Your waiver request was refused",
    text: "the editors could not grant your waiver request",
  },
  payment_reported: {
    subject: "A payment was reported",
    text: "the author reported a payment; please check it against the account and confirm it on the Invoices tab",
  },
  payment_confirmed: {
    subject: "Payment received: your receipt",
    text: "we have received your payment. Your receipt is attached",
  },
  payment_rejected: {
    subject: "Your reported payment could not be confirmed",
    text: "the editors could not find the payment you reported; please check the details and report it again",
  },
  refund_recorded: { subject: "Your refund", text: "a refund of the article processing charge has been recorded" },
};

/** The editorial notices a daily digest lists (notifications/notice-preferences.ts). */
const DIGEST_OCCASIONS = [
  "new_submission",
  "reviewer_accepted",
  "reviewer_declined",
  "review_submitted",
  "all_reviews_in",
  "revision_submitted",
] as const;

// The recipient's name: `fullName` (as in the original sign-up payload) or `name`.
const recipient = { fullName: optionalText, name: optionalText, journalName: optionalText };

const schemas = {
  welcome: z.object({ ...recipient, url: optionalText }),
  "sign-up-attempt": z.object({ ...recipient, url: optionalText }),
  "account-created": z.object({
    ...recipient,
    url: requiredText,
    createdBy: optionalText,
    expiresInDays: z.number().int().positive(),
  }),
  "password-reset": z.object({
    ...recipient,
    url: requiredText,
    expiresInMinutes: z.number().int().positive().optional(),
  }),
  "submission-confirmation": z.object({
    ...recipient,
    submissionTitle: optionalText,
    formattedSubmissionId: optionalText,
    url: optionalText,
  }),
  "submission-status": z.object({
    ...recipient,
    submissionTitle: optionalText,
    formattedSubmissionId: optionalText,
    status: requiredText,
    editorDecision: optionalText,
    reviewerComments: optionalText,
    url: optionalText,
  }),
  "task-assigned": z.object({
    ...recipient,
    taskTitle: optionalText,
    taskType: optionalText,
    priority: optionalText,
    dueDate: optionalDate,
    description: optionalText,
    assignedBy: optionalText,
    submissionTitle: optionalText,
    formattedSubmissionId: optionalText,
    url: optionalText,
  }),
  "task-updated": z.object({
    ...recipient,
    taskTitle: optionalText,
    taskType: optionalText,
    oldStatus: optionalText,
    newStatus: requiredText,
    comment: optionalText,
    changedBy: optionalText,
    submissionTitle: optionalText,
    formattedSubmissionId: optionalText,
    url: optionalText,
  }),
  "article-published": z.object({
    ...recipient,
    articleTitle: requiredText,
    citation: optionalText,
    doi: optionalText,
    url: requiredText,
  }),
  "contact-message": z.object({
    name: requiredText,
    email: z.email(),
    organization: optionalText,
    subject: requiredText,
    message: requiredText,
  }),
  "review-invitation": z.object({
    ...recipient,
    submissionTitle: requiredText,
    formattedSubmissionId: optionalText,
    abstract: optionalText,
    responseDueDate: optionalDate,
    reviewDueDate: optionalDate,
    acceptUrl: requiredText,
    declineUrl: requiredText,
    /** The round of review: from 2 on, a re-review of the authors' revision. */
    round: z.number().int().min(1).optional(),
  }),
  "review-reminder": z.object({
    ...recipient,
    occasion: z.enum([
      "due_soon",
      "overdue",
      "unanswered",
      "revision_due",
      "all_reviews_in",
      "reviewer_overdue",
      "reviewer_accepted",
      "reviewer_declined",
      "review_submitted",
      "review_thanks",
      "review_cancelled",
      "editor_assigned",
      "new_submission",
      "revision_submitted",
    ]),
    submissionTitle: optionalText,
    formattedSubmissionId: optionalText,
    dueDate: optionalDate,
    url: requiredText,
  }),
  "editorial-decision": z.object({
    ...recipient,
    decision: requiredText,
    letter: requiredText,
    submissionTitle: optionalText,
    formattedSubmissionId: optionalText,
    revisionDueDate: optionalDate,
    url: requiredText,
  }),
  "submission-message": z.object({
    ...recipient,
    from: requiredText,
    body: requiredText,
    submissionTitle: optionalText,
    formattedSubmissionId: optionalText,
    url: requiredText,
  }),
  "discussion-message": z.object({
    ...recipient,
    from: requiredText,
    subject: requiredText,
    body: requiredText,
    attachment: optionalText,
    submissionTitle: optionalText,
    formattedSubmissionId: optionalText,
    url: requiredText,
  }),
  "doi-failures": z.object({
    ...recipient,
    failed: z.number().int().min(1),
    url: requiredText,
  }),
  "invoice-notice": z.object({
    ...recipient,
    occasion: z.enum(INVOICE_OCCASIONS),
    invoiceNumber: requiredText,
    amount: optionalText,
    note: optionalText,
    submissionTitle: optionalText,
    formattedSubmissionId: optionalText,
    url: requiredText,
  }),
  "notice-digest": z.object({
    ...recipient,
    items: z
      .array(
        z.object({
          occasion: z.enum(DIGEST_OCCASIONS),
          submissionTitle: optionalText,
          formattedSubmissionId: optionalText,
          journalName: optionalText,
          url: requiredText,
        }),
      )
      .min(1),
    url: requiredText,
  }),
} satisfies Record<MailTemplateName, z.ZodType>;

/** What each review reminder says: its subject, and the sentence that opens it. */
const REMINDER_TEXT = {
  due_soon: { subject: "Your review is due soon", text: "a friendly reminder that your review is due on" },
  overdue: { subject: "Your review is overdue", text: "your review was due on" },
  unanswered: {
    subject: "Will you review this manuscript?",
    text: "we have not yet heard whether you can review this manuscript; please answer by",
  },
  revision_due: { subject: "Your revision is due soon", text: "your revised manuscript is due on" },
  all_reviews_in: {
    subject: "All reviews are in",
    text: "every reviewer has submitted a review; a decision can now be made",
  },
  reviewer_overdue: { subject: "A review is overdue", text: "a reviewer's review was due on" },
  // Notices without a date: to the handling editors, and to reviewers.
  reviewer_accepted: { subject: "A reviewer accepted", text: "a reviewer accepted the invitation to review" },
  reviewer_declined: { subject: "A reviewer declined", text: "a reviewer declined the invitation to review" },
  review_submitted: { subject: "A review is in", text: "a reviewer submitted a review" },
  review_thanks: {
    subject: "Thank you for your review",
    text: "the editor has made a decision; thank you for the time and care of your review",
  },
  editor_assigned: {
    subject: "You are a handling editor",
    text: "you are now one of its handling editors: you will hear of each step of its review",
  },
  new_submission: {
    subject: "A new submission",
    text: "a new manuscript was submitted to the journal and awaits an editor",
  },
  revision_submitted: { subject: "A revision is in", text: "the authors submitted a revised manuscript" },
  review_cancelled: {
    subject: "Your review is no longer needed",
    text: "the editor has withdrawn the invitation to review, and no review is needed from you; thank you",
  },
} as const;

/** The occasions whose sentence ends with a date. */
const DATED_OCCASIONS: readonly string[] = ["due_soon", "overdue", "unanswered", "revision_due", "reviewer_overdue"];

type DataOf<T extends MailTemplateName> = z.infer<(typeof schemas)[T]>;

/** "under_review" -> "Under Review"; "in_review" is shown as "Under Review" too (spec 002, 4). */
export function statusLabel(value: string): string {
  if (value === "in_review") return "Under Review";
  if (value === "reject_resubmit") return "Reject and Invite Resubmission";
  return value
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())
    .join(" ");
}

function quoted(title: string | undefined): string | undefined {
  return title ? `“${title}”` : undefined;
}

function greeting(d: { fullName?: string; name?: string }): MailBlock[] {
  const name = d.fullName ?? d.name;
  return name ? [{ kind: "paragraph", text: `Hello ${name},` }] : [];
}

type Draft = Omit<MailContent, "footer" | "brand"> & {
  brand?: string;
  footer?: string;
  replyTo?: string;
  logLink?: string;
};

function build(ctx: MailRenderContext) {
  const link = (url: string | undefined, fallbackPath: string): string => {
    const resolved = safeUrl(url ?? fallbackPath, ctx.publicUrl);
    if (!resolved) throw new MailDataError(`url: must be an http(s) URL or a path (got ${JSON.stringify(url)})`);
    return resolved;
  };
  const tasksUrl = (url: string | undefined) => link(url, "/dashboard/editor-tasks");
  const submissionsUrl = (url: string | undefined) => link(url, "/dashboard/submissions");

  return {
    welcome(d: DataOf<"welcome">): Draft {
      const brand = d.journalName ?? ctx.siteName;
      return {
        subject: `Welcome to ${brand}`,
        brand,
        heading: "Your account is ready",
        blocks: [
          ...greeting(d),
          {
            kind: "paragraph",
            text: `Thank you for creating an account with ${brand}. You can now sign in to submit manuscripts and follow them through peer review and publication.`,
          },
          { kind: "button", label: "Sign in", url: link(d.url, "/auth") },
        ],
      };
    },

    // To the owner of an address someone tried to sign up with (docs/decisions/012): the sign-up
    // form answers the same as for a new address, and only the owner learns the account exists.
    "sign-up-attempt"(d: DataOf<"sign-up-attempt">): Draft {
      const url = link(d.url, "/auth");
      return {
        subject: `Someone tried to create a ${ctx.siteName} account with your address`,
        heading: "You already have an account",
        blocks: [
          ...greeting(d),
          {
            kind: "paragraph",
            text: `Someone, perhaps you, tried to create an account at ${ctx.siteName} with this e-mail address. You already have an account with it, so nothing was created or changed.`,
          },
          { kind: "button", label: "Sign in", url },
          {
            kind: "paragraph",
            text: `Forgotten your password? Choose a new one with 'Forgot password?' on the sign-in page: ${url}`,
          },
          {
            kind: "paragraph",
            text: "If it was not you, you can ignore this e-mail: your account and your password stay as they are.",
          },
        ],
      };
    },

    "account-created"(d: DataOf<"account-created">): Draft {
      const url = link(d.url, "/auth");
      return {
        subject: `Your ${ctx.siteName} account: choose a password`,
        heading: "An account was created for you",
        blocks: [
          ...greeting(d),
          {
            kind: "paragraph",
            text: `${d.createdBy ?? "An administrator"} created an account for you at ${ctx.siteName}. Choose your password with the link below to sign in. The link is valid for ${d.expiresInDays} day${d.expiresInDays === 1 ? "" : "s"}; after that, use 'Forgot password' on the sign-in page.`,
          },
          { kind: "button", label: "Choose a password", url },
        ],
        logLink: url,
      };
    },

    "password-reset"(d: DataOf<"password-reset">): Draft {
      const url = link(d.url, "/auth");
      const validity = d.expiresInMinutes
        ? ` The link is valid for ${
            d.expiresInMinutes % 60 === 0
              ? `${d.expiresInMinutes / 60} hour${d.expiresInMinutes === 60 ? "" : "s"}`
              : `${d.expiresInMinutes} minutes`
          }.`
        : "";
      return {
        subject: `Reset your ${ctx.siteName} password`,
        heading: "Reset your password",
        blocks: [
          ...greeting(d),
          {
            kind: "paragraph",
            text: `We received a request to reset the password of your ${ctx.siteName} account. Choose a new password with the link below.${validity}`,
          },
          { kind: "button", label: "Reset password", url },
          {
            kind: "paragraph",
            text: "If you did not ask for a new password, you can ignore this e-mail: your password stays the same.",
          },
        ],
        logLink: url,
      };
    },

    "submission-confirmation"(d: DataOf<"submission-confirmation">): Draft {
      const journal = d.journalName ?? ctx.siteName;
      return {
        subject: `Submission received${d.formattedSubmissionId ? `: ${d.formattedSubmissionId}` : ""}${
          d.submissionTitle ? ` – ${d.submissionTitle}` : ""
        }`,
        brand: d.journalName,
        heading: "Thank you for your submission",
        blocks: [
          ...greeting(d),
          {
            kind: "paragraph",
            text: `Your manuscript${d.submissionTitle ? ` ${quoted(d.submissionTitle)}` : ""} has been submitted to ${journal}. The editorial office will check it and keep you informed by e-mail as it moves through peer review.`,
          },
          {
            kind: "details",
            rows: [
              ["Submission ID", d.formattedSubmissionId],
              ["Title", d.submissionTitle],
              ["Journal", d.journalName],
            ],
          },
          ...(d.formattedSubmissionId
            ? [
                {
                  kind: "paragraph",
                  text: "Please quote the submission ID in any correspondence about this manuscript.",
                } as const,
              ]
            : []),
          { kind: "button", label: "View your submissions", url: submissionsUrl(d.url) },
        ],
      };
    },

    "article-published"(d: DataOf<"article-published">): Draft {
      return {
        subject: `Published: ${d.articleTitle}`,
        brand: d.journalName,
        heading: "Your article is published",
        blocks: [
          ...greeting(d),
          {
            kind: "paragraph",
            text: `Your article ${quoted(d.articleTitle)} is now published${d.journalName ? ` in ${d.journalName}` : ""} and open to every reader.`,
          },
          {
            kind: "details",
            rows: [
              ["Title", d.articleTitle],
              ["Journal", d.journalName],
              ["Cite as", d.citation],
              ["DOI", d.doi],
            ],
          },
          { kind: "paragraph", text: "Share its address: readers, indexes and reference managers all find it there." },
          { kind: "button", label: "Read the article", url: link(d.url, "/") },
        ],
      };
    },
    "submission-status"(d: DataOf<"submission-status">): Draft {
      const status = statusLabel(d.status);
      const blocks: MailBlock[] = [
        ...greeting(d),
        {
          kind: "paragraph",
          text: `The status of your submission${d.submissionTitle ? ` ${quoted(d.submissionTitle)}` : ""}${
            d.journalName ? ` to ${d.journalName}` : ""
          } is now: ${status}.`,
        },
        {
          kind: "details",
          rows: [
            ["Submission ID", d.formattedSubmissionId],
            ["Title", d.submissionTitle],
            ["Journal", d.journalName],
            ["Status", status],
          ],
        },
      ];
      if (d.editorDecision) blocks.push({ kind: "quote", title: "Editor's decision", text: d.editorDecision });
      if (d.reviewerComments) blocks.push({ kind: "quote", title: "Reviewer comments", text: d.reviewerComments });
      blocks.push({ kind: "button", label: "View your submission", url: submissionsUrl(d.url) });
      return {
        subject: `Submission ${d.formattedSubmissionId ?? "update"}: ${status}`,
        brand: d.journalName,
        heading: "Your submission status has changed",
        blocks,
      };
    },

    "task-assigned"(d: DataOf<"task-assigned">): Draft {
      const type = d.taskType ? statusLabel(d.taskType) : undefined;
      const task = d.taskTitle ?? type ?? "Editorial task";
      const blocks: MailBlock[] = [
        ...greeting(d),
        {
          kind: "paragraph",
          text: `${d.assignedBy ?? "The editorial office"} assigned you a task${
            d.formattedSubmissionId ? ` for submission ${d.formattedSubmissionId}` : ""
          }.`,
        },
        {
          kind: "details",
          rows: [
            ["Task", task],
            ["Type", type],
            ["Priority", d.priority ? statusLabel(d.priority) : undefined],
            ["Due date", d.dueDate],
            ["Submission", d.formattedSubmissionId],
            ["Title", d.submissionTitle],
            ["Journal", d.journalName],
          ],
        },
      ];
      if (d.description) blocks.push({ kind: "quote", title: "Description", text: d.description });
      blocks.push({ kind: "button", label: "Open My Tasks", url: tasksUrl(d.url) });
      return {
        subject: `New task assigned: ${task}${d.formattedSubmissionId ? ` (${d.formattedSubmissionId})` : ""}`,
        brand: d.journalName,
        heading: "A task has been assigned to you",
        blocks,
      };
    },

    "task-updated"(d: DataOf<"task-updated">): Draft {
      const type = d.taskType ? statusLabel(d.taskType) : undefined;
      const task = d.taskTitle ?? type ?? "Editorial task";
      const newStatus = statusLabel(d.newStatus);
      const oldStatus = d.oldStatus ? statusLabel(d.oldStatus) : undefined;
      const blocks: MailBlock[] = [
        ...greeting(d),
        {
          kind: "paragraph",
          text: `${d.changedBy ?? "An editor"} changed the status of the task ${quoted(task)}${
            oldStatus ? ` from ${oldStatus}` : ""
          } to ${newStatus}.`,
        },
        {
          kind: "details",
          rows: [
            ["Task", task],
            ["Type", type],
            ["Previous status", oldStatus],
            ["New status", newStatus],
            ["Submission", d.formattedSubmissionId],
            ["Title", d.submissionTitle],
            ["Journal", d.journalName],
          ],
        },
      ];
      if (d.comment) blocks.push({ kind: "quote", title: "Comment", text: d.comment });
      blocks.push({ kind: "button", label: "Open My Tasks", url: tasksUrl(d.url) });
      return {
        subject: `Task updated: ${task} is now ${newStatus}`,
        brand: d.journalName,
        heading: "A task has been updated",
        blocks,
      };
    },

    "contact-message"(d: DataOf<"contact-message">): Draft {
      return {
        subject: `Contact form: ${d.subject}`,
        heading: "New message from the contact form",
        blocks: [
          {
            kind: "details",
            rows: [
              ["Name", d.name],
              ["Email", d.email],
              ["Organization", d.organization],
              ["Subject", d.subject],
            ],
          },
          { kind: "quote", title: "Message", text: d.message },
          { kind: "paragraph", text: `Reply to this e-mail to answer ${d.name} directly.` },
        ],
        footer: `Sent from the contact form at ${ctx.publicUrl}/contact.`,
        replyTo: d.email,
      };
    },

    "review-invitation"(d: DataOf<"review-invitation">): Draft {
      const blocks: MailBlock[] = [
        ...greeting(d),
        {
          kind: "paragraph",
          text:
            d.round && d.round > 1
              ? `${d.journalName ?? ctx.siteName} invites you to review the revised manuscript ${quoted(d.submissionTitle)}: this is a re-review, round ${d.round}. Once you accept, the review page shows the revision, the authors' response and the earlier decision. Please let us know whether you can review it.`
              : `${d.journalName ?? ctx.siteName} invites you to review the manuscript ${quoted(d.submissionTitle)}. Please let us know whether you can review it.`,
        },
        {
          kind: "details",
          rows: [
            ["Submission", d.formattedSubmissionId],
            ...(d.round && d.round > 1 ? ([["Round", `${d.round} (re-review)`]] as [string, string][]) : []),
            ["Title", d.submissionTitle],
            ["Journal", d.journalName],
            ["Please answer by", d.responseDueDate],
            ["Review due", d.reviewDueDate],
          ],
        },
      ];
      if (d.abstract) blocks.push({ kind: "quote", title: "Abstract", text: d.abstract });
      blocks.push(
        { kind: "button", label: "Accept the invitation", url: link(d.acceptUrl, "/") },
        {
          kind: "paragraph",
          text: `Cannot review it? Decline here (you may tell us why): ${link(d.declineUrl, "/")}`,
        },
      );
      return {
        subject: `${d.round && d.round > 1 ? "Invitation to re-review" : "Invitation to review"}: ${d.submissionTitle}`,
        brand: d.journalName,
        heading: "Will you review this manuscript?",
        blocks,
      };
    },

    "review-reminder"(d: DataOf<"review-reminder">): Draft {
      const what = REMINDER_TEXT[d.occasion];
      const withDate = d.dueDate && DATED_OCCASIONS.includes(d.occasion) ? ` ${d.dueDate}` : "";
      return {
        subject: `${what.subject}${d.formattedSubmissionId ? ` (${d.formattedSubmissionId})` : ""}`,
        brand: d.journalName,
        heading: what.subject,
        blocks: [
          ...greeting(d),
          {
            kind: "paragraph",
            text: `${d.submissionTitle ? `For the manuscript ${quoted(d.submissionTitle)}` : "For a manuscript"}${d.journalName ? ` in ${d.journalName}` : ""}: ${what.text}${withDate}.`,
          },
          {
            kind: "details",
            rows: [
              ["Submission", d.formattedSubmissionId],
              ["Title", d.submissionTitle],
            ],
          },
          { kind: "button", label: "Open it", url: link(d.url, "/dashboard") },
        ],
      };
    },

    "editorial-decision"(d: DataOf<"editorial-decision">): Draft {
      const decision = statusLabel(d.decision);
      const blocks: MailBlock[] = [
        ...greeting(d),
        {
          kind: "paragraph",
          text: `The editor has made a decision on your submission ${quoted(d.submissionTitle) ?? ""}: ${decision}.`,
        },
        {
          kind: "details",
          rows: [
            ["Submission", d.formattedSubmissionId],
            ["Decision", decision],
            ["Revision due", d.revisionDueDate],
          ],
        },
        { kind: "quote", title: "Decision letter", text: d.letter },
        { kind: "button", label: "Read it in Messages", url: link(d.url, "/dashboard/submissions") },
      ];
      return {
        subject: `Decision on ${d.formattedSubmissionId ?? "your submission"}: ${decision}`,
        brand: d.journalName,
        heading: "A decision on your submission",
        blocks,
      };
    },

    "discussion-message"(d: DataOf<"discussion-message">): Draft {
      return {
        subject: `${d.formattedSubmissionId ?? "Discussion"}: ${d.subject}`,
        brand: d.journalName,
        heading: "A new message in a discussion",
        blocks: [
          ...greeting(d),
          {
            kind: "paragraph",
            text: `${d.from} wrote in the discussion “${d.subject}” about ${quoted(d.submissionTitle) ?? "a submission"}:`,
          },
          {
            kind: "details",
            rows: [
              ["Submission", d.formattedSubmissionId],
              ["Journal", d.journalName],
              ["Attached", d.attachment],
            ],
          },
          { kind: "quote", title: "Message", text: d.body },
          { kind: "button", label: "Open the discussion", url: link(d.url, "/dashboard/submissions") },
        ],
      };
    },

    "submission-message"(d: DataOf<"submission-message">): Draft {
      return {
        subject: `New message about ${d.formattedSubmissionId ?? "a submission"}`,
        brand: d.journalName,
        heading: "A new message about a submission",
        blocks: [
          ...greeting(d),
          { kind: "paragraph", text: `${d.from} wrote about ${quoted(d.submissionTitle) ?? "the submission"}:` },
          {
            kind: "details",
            rows: [
              ["Submission", d.formattedSubmissionId],
              ["Journal", d.journalName],
            ],
          },
          { kind: "quote", title: "Message", text: d.body },
          { kind: "button", label: "Answer in Messages", url: link(d.url, "/dashboard/submissions") },
        ],
      };
    },

    "doi-failures"(d: DataOf<"doi-failures">): Draft {
      const dois = d.failed === 1 ? "1 DOI" : `${d.failed >= 1000 ? "at least 1000" : d.failed} DOIs`;
      return {
        subject: `${dois} of ${d.journalName ?? "your journal"} failed to register with Crossref`,
        brand: d.journalName,
        heading: "DOI deposits that failed",
        blocks: [
          ...greeting(d),
          {
            kind: "paragraph",
            text: `Crossref refused the newest deposit of ${dois}, more than a day ago: readers following ${d.failed === 1 ? "it" : "them"} may not reach the articles, or Crossref shows outdated metadata. The DOIs screen gives Crossref's reason next to each, with Retry. This reminder comes once a week while any failure remains.`,
          },
          { kind: "button", label: "Open the failed DOIs", url: link(d.url, "/dashboard/dois") },
        ],
      };
    },

    "invoice-notice"(d: DataOf<"invoice-notice">): Draft {
      const what = INVOICE_TEXT[d.occasion];
      const blocks: MailBlock[] = [
        ...greeting(d),
        {
          kind: "paragraph",
          text: `${d.submissionTitle ? `For ${quoted(d.submissionTitle)}` : "For your submission"}${d.journalName ? ` in ${d.journalName}` : ""}: ${what.text}.`,
        },
        {
          kind: "details",
          rows: [
            ["Invoice", d.invoiceNumber],
            ["Amount", d.amount],
            ["Submission", d.formattedSubmissionId],
          ],
        },
      ];
      if (d.note) blocks.push({ kind: "quote", title: "Note", text: d.note });
      blocks.push({ kind: "button", label: "Open the Invoices tab", url: link(d.url, "/dashboard/submissions") });
      return {
        subject: `${what.subject} (${d.invoiceNumber})`,
        brand: d.journalName,
        heading: what.subject,
        blocks,
      };
    },

    "notice-digest"(d: DataOf<"notice-digest">): Draft {
      const count = d.items.length;
      return {
        subject: `Your daily digest: ${count} ${count === 1 ? "notice" : "notices"}`,
        heading: "What happened since your last digest",
        blocks: [
          ...greeting(d),
          {
            kind: "paragraph",
            text: "You asked to hear of these once a day (Settings, Editorial notifications):",
          },
          ...d.items.map((item, i): MailBlock => ({
            kind: "paragraph",
            text: `${i + 1}. ${REMINDER_TEXT[item.occasion].subject}: ${quoted(item.submissionTitle) ?? "a manuscript"}${item.formattedSubmissionId ? ` (${item.formattedSubmissionId}${item.journalName ? `, ${item.journalName}` : ""})` : ""}. ${link(item.url, "/dashboard/submissions")}`,
          })),
          { kind: "button", label: "Open the submissions", url: link(d.url, "/dashboard/submissions") },
        ],
      };
    },
  } satisfies { [T in MailTemplateName]: (d: DataOf<T>) => Draft };
}

/** Renders a message as HTML and plain text; throws MailDataError when the data does not fit. */
export function renderMail(
  template: MailTemplateName,
  data: Record<string, unknown>,
  ctx: MailRenderContext,
): RenderedMail {
  const schema = schemas[template] as z.ZodType | undefined;
  if (!schema) throw new MailDataError(`Unknown e-mail template "${template}"`);
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new MailDataError(`Invalid data for the "${template}" e-mail: ${issues}`);
  }
  const render = build(ctx)[template] as (d: unknown) => Draft;
  let draft: Draft;
  try {
    draft = render(parsed.data);
  } catch (err) {
    if (err instanceof MailDataError)
      throw new MailDataError(`Invalid data for the "${template}" e-mail: ${err.message}`);
    throw err;
  }
  const content: MailContent = {
    subject: oneLine(draft.subject),
    brand: draft.brand ?? ctx.siteName,
    heading: draft.heading,
    blocks: draft.blocks,
    footer: draft.footer ?? `This message was sent by ${ctx.siteName} (${ctx.publicUrl}).`,
  };
  return {
    subject: content.subject,
    html: renderHtml(content),
    text: renderText(content),
    ...(draft.replyTo ? { replyTo: draft.replyTo } : {}),
    ...(draft.logLink ? { logLink: draft.logLink } : {}),
  };
}
