// Every e-mail the platform sends, as a template: its subject and Markdown body as they are sent
// when no one changed them, the variables they may use and when it is sent (docs/decisions/067).
// Admins change the site's copy and editors their journal's (mail-templates.service.server.ts);
// the texts here are the defaults either falls back to.
import type { MailTemplateName } from "./mail-templates";

export type TemplateVariable = { name: string; description: string; sample: string };

const v = (name: string, description: string, sample: string): TemplateVariable => ({ name, description, sample });

/** The variables every template knows. */
export const COMMON_VARIABLES = [
  v("recipientName", "The recipient's name (a line with only empty variables is left out)", "Dr. Asha Patil"),
  v(
    "journalName",
    "The journal's name, or the platform's for a message about no journal",
    "Frontier Journal of Pharmaceutical and Health Sciences",
  ),
  v("siteName", "The platform's name", "Scholarly Press"),
  v("siteUrl", "The platform's address", "https://journals.example.org"),
] as const;

const submission = [
  v("submissionTitle", "The manuscript's title", "Nanoparticles in oral delivery"),
  v("submissionId", "The submission's ID", "FJPHS-007"),
] as const;

/** The variables of each kind of message, besides the common ones. */
export const KIND_VARIABLES = {
  welcome: [v("signInUrl", "The sign-in page", "https://journals.example.org/auth")],
  "sign-up-attempt": [v("signInUrl", "The sign-in page", "https://journals.example.org/auth")],
  "account-created": [
    v("passwordUrl", "The link to choose a password", "https://journals.example.org/api/auth/reset-password/sample"),
    v("createdBy", "Who created the account", "Dr. Meera Shah"),
    v("linkValidity", "How long the link is valid", "7 days"),
  ],
  "password-reset": [
    v("resetUrl", "The link to choose a new password", "https://journals.example.org/auth/reset?token=sample"),
    v("linkValidity", "How long the link is valid (may be empty)", "1 hour"),
  ],
  "submission-confirmation": [
    ...submission,
    v("submissionsUrl", "The author's submissions", "https://journals.example.org/dashboard/submissions"),
  ],
  "submission-status": [
    ...submission,
    v("status", "The new status", "Revision Requested"),
    v("editorDecision", "The editor's decision text (may be empty)", "Minor revision."),
    v("reviewerComments", "The reviewers' comments (may be empty)", "Reviewer 1: clarify the methods."),
    v("submissionUrl", "The submission's page", "https://journals.example.org/submission/sample"),
  ],
  "task-assigned": [
    ...submission,
    v("taskTitle", "The task", "Check similarity report"),
    v("taskType", "The task's type", "Plagiarism Check"),
    v("priority", "The task's priority", "High"),
    v("dueDate", "The task's due date", "2026-12-01"),
    v("description", "The task's description (may be empty)", "Use the institutional checker."),
    v("assignedBy", "Who assigned it", "Dr. Meera Shah"),
    v("tasksUrl", "My Tasks", "https://journals.example.org/dashboard/editor-tasks"),
  ],
  "task-updated": [
    ...submission,
    v("taskTitle", "The task", "Proofread galleys"),
    v("taskType", "The task's type", "Proofreading"),
    v("oldStatus", "The status before (may be empty)", "In Progress"),
    v("newStatus", "The new status", "Need Revision"),
    v("comment", "The comment given (may be empty)", "Figures 2 and 3 are swapped."),
    v("changedBy", "Who changed it", "Ravi Kumar"),
    v("tasksUrl", "My Tasks", "https://journals.example.org/dashboard/editor-tasks"),
  ],
  "article-published": [
    v("articleTitle", "The article's title", "Nanoparticles in oral delivery"),
    v("citation", "How to cite it", "Patil A. Nanoparticles in oral delivery. FJPHS. 2026;5(2):14-22."),
    v("doi", "Its DOI (may be empty)", "10.5555/fjphs.2026.014"),
    v("articleUrl", "The article's page", "https://journals.example.org/journal/fjphs/article/5/14"),
  ],
  "contact-message": [
    v("senderName", "Who wrote", "Asha Patil"),
    v("senderEmail", "Their address (replies go there)", "asha@example.org"),
    v("organization", "Their organization (may be empty)", "Institute of Pharmacy"),
    v("contactSubject", "The subject they gave", "Submission query"),
    v("message", "Their message", "When will my manuscript be reviewed?"),
  ],
  "review-invitation": [
    ...submission,
    v("abstract", "The manuscript's abstract (may be empty)", "We study nanoparticles for oral delivery."),
    v("responseDueDate", "The date to answer by", "2026-12-01"),
    v("reviewDueDate", "The date the review is due", "2026-12-15"),
    v("round", "The round of review", "2"),
    v("acceptUrl", "The link that accepts", "https://journals.example.org/review-invitation/sample?answer=accept"),
    v("declineUrl", "The link that declines", "https://journals.example.org/review-invitation/sample?answer=decline"),
  ],
  "review-reminder": [
    ...submission,
    v("dueDate", "The date it is due (may be empty)", "2026-12-15"),
    v("url", "Where to act on it", "https://journals.example.org/review/sample"),
  ],
  "editorial-decision": [
    ...submission,
    v("decision", "The decision", "Accept"),
    v("decisionLetter", "The editor's letter", "Thank you for your careful revision."),
    v("revisionDueDate", "The date the revision is due (may be empty)", "2026-12-29"),
    v("messagesUrl", "The submission's Messages", "https://journals.example.org/submission/sample?tab=messages"),
  ],
  "submission-message": [
    ...submission,
    v("senderName", "Who wrote", "Dr. Meera Shah"),
    v("message", "The message", "Could you send the raw data?"),
    v("messagesUrl", "The submission's Messages", "https://journals.example.org/submission/sample?tab=messages"),
  ],
  "discussion-message": [
    ...submission,
    v("senderName", "Who wrote", "Dr. Meera Shah"),
    v("discussionSubject", "The discussion's subject", "Figure 2 resolution"),
    v("message", "The message", "Could you send Figure 2 at 300 dpi?"),
    v("attachment", "The attached file's name (may be empty)", "figure-2-notes.pdf"),
    v("discussionUrl", "The discussion", "https://journals.example.org/submission/sample/discussions/sample"),
  ],
  "notice-digest": [
    v("noticeCount", "How many notices", "2 notices"),
    v(
      "noticeList",
      "The notices, one a line",
      "1. A new submission: “Nanoparticles in oral delivery” (FJPHS-007). https://journals.example.org/submission/sample",
    ),
    v("submissionsUrl", "The submissions list", "https://journals.example.org/dashboard/submissions"),
  ],
  "doi-failures": [
    v("failedDois", "How many DOIs failed", "3 DOIs"),
    v("doisUrl", "The DOIs screen", "https://journals.example.org/dashboard/dois?status=failed"),
  ],
  "invoice-notice": [
    ...submission,
    v("invoiceNumber", "The invoice's number", "FJPHS/2026-27/0001"),
    v("amount", "The amount (may be empty)", "₹3,000.00"),
    v("note", "The editors' note (may be empty)", "Waived in full."),
    v("invoicesUrl", "The submission's Invoices tab", "https://journals.example.org/submission/sample?tab=invoices"),
  ],
  "stage-notice": [
    ...submission,
    v("stageName", "The stage: Copyediting or Production", "Copyediting"),
    v("dueDate", "When the work or the answer is due (may be empty)", "2026-12-01"),
    v("answer", "The authors' answer (may be empty)", "Approved"),
    v(
      "submissionUrl",
      "The stage's tab of the submission",
      "https://journals.example.org/submission/sample?tab=copyediting",
    ),
  ],
} as const satisfies Record<MailTemplateName, readonly TemplateVariable[]>;

export type KindVariableName<K extends MailTemplateName> = (typeof KIND_VARIABLES)[K][number]["name"];
export type CommonVariableName = (typeof COMMON_VARIABLES)[number]["name"];

export type TemplateDefault = {
  /** Stable: stored overrides refer to it. */
  key: string;
  mail: MailTemplateName;
  title: string;
  /** When it is sent and to whom. */
  description: string;
  /** The footer's line on why the recipient gets it. */
  reason: string;
  subject: string;
  body: string;
};

const greeting = "Hello {{recipientName}},";
const submissionRows = "Submission: {{submissionId}}\nTitle: {{submissionTitle}}";

function reminder(key: string, title: string, description: string, reason: string, sentence: string): TemplateDefault {
  return {
    key: `reminder-${key}`,
    mail: "review-reminder",
    title,
    description,
    reason,
    subject: `${title} ({{submissionId}})`,
    body: `# ${title}

${greeting}

For the manuscript “{{submissionTitle}}” in {{journalName}}: ${sentence}.

${submissionRows}

[Open it]({{url}})`,
  };
}

function stageNotice(
  occasion: string,
  title: string,
  to: "assignee" | "author" | "team",
  subject: string,
  sentence: string,
): TemplateDefault {
  return {
    key: `stage-${occasion}`,
    mail: "stage-notice",
    title: `Stages: ${title}`,
    description:
      to === "author"
        ? `To the submission's author: ${title.toLowerCase()}.`
        : to === "team"
          ? `To the stage's assignees and the editor who asked: ${title.toLowerCase()}.`
          : `To the copyeditor or layout editor: ${title.toLowerCase()}.`,
    reason:
      to === "author"
        ? "You receive this e-mail as the author of this submission."
        : "You receive this e-mail as you work on this submission.",
    subject: `${subject} ({{submissionId}})`,
    body: `# ${subject}

${greeting}

For the manuscript “{{submissionTitle}}” in {{journalName}}: ${sentence}.

${submissionRows}
Stage: {{stageName}}
Due: {{dueDate}}
Answer: {{answer}}

[Open the submission]({{submissionUrl}})`,
  };
}

function decision(key: string, label: string, extra = ""): TemplateDefault {
  return {
    key: `decision-${key}`,
    mail: "editorial-decision",
    title: `Decision: ${label.toLowerCase()}`,
    description: `To the authors when an editor records the decision '${label}'.`,
    reason: "You receive this e-mail as an author of this submission.",
    subject: "Decision on {{submissionId}}: {{decision}}",
    body: `# A decision on your submission

${greeting}

The editor has made a decision on your submission “{{submissionTitle}}”: {{decision}}.

Submission: {{submissionId}}
Decision: {{decision}}${extra}

Decision letter
> {{decisionLetter}}

[Read it in Messages]({{messagesUrl}})`,
  };
}

function invoice(key: string, title: string, subject: string, sentence: string, toEditors = false): TemplateDefault {
  return {
    key: `invoice-${key}`,
    mail: "invoice-notice",
    title: `Charges: ${title}`,
    description: toEditors
      ? `To the journal's editors: ${title.toLowerCase()}.`
      : `To the authors: ${title.toLowerCase()}.`,
    reason: toEditors
      ? "You receive this e-mail as an editor of this journal."
      : "You receive this e-mail as an author of this submission.",
    subject: `${subject} ({{invoiceNumber}})`,
    body: `# ${subject}

${greeting}

For “{{submissionTitle}}” in {{journalName}}: ${sentence}.

Invoice: {{invoiceNumber}}
Amount: {{amount}}
Submission: {{submissionId}}

Note
> {{note}}

[Open the Invoices tab]({{invoicesUrl}})`,
  };
}

const AS_REVIEWER = "You receive this e-mail as a reviewer of this manuscript.";
const AS_EDITOR = "You receive this e-mail as an editor of this journal.";
const AS_AUTHOR = "You receive this e-mail as an author of this submission.";

export const TEMPLATE_DEFAULTS: readonly TemplateDefault[] = [
  {
    key: "welcome",
    mail: "welcome",
    title: "Welcome",
    description: "To a person who has just created an account.",
    reason: "You receive this e-mail because an account was created with this address.",
    subject: "Welcome to {{journalName}}",
    body: `# Your account is ready

${greeting}

Thank you for creating an account with {{journalName}}. You can now sign in to submit manuscripts and follow them through peer review and publication.

[Sign in]({{signInUrl}})`,
  },
  {
    key: "sign-up-attempt",
    mail: "sign-up-attempt",
    title: "Sign-up with a known address",
    description: "To the owner of an address someone tried to sign up with again.",
    reason: "You receive this e-mail because someone entered this address on the sign-up form.",
    subject: "Someone tried to create a {{siteName}} account with your address",
    body: `# You already have an account

${greeting}

Someone, perhaps you, tried to create an account at {{siteName}} with this e-mail address. You already have an account with it, so nothing was created or changed.

[Sign in]({{signInUrl}})

Forgotten your password? Choose a new one with 'Forgot password?' on the sign-in page: {{signInUrl}}

If it was not you, you can ignore this e-mail: your account and your password stay as they are.`,
  },
  {
    key: "account-created",
    mail: "account-created",
    title: "Account created for you",
    description: "To a person an administrator created an account for, with the link to choose a password.",
    reason: "You receive this e-mail because an account was created for this address.",
    subject: "Your {{siteName}} account: choose a password",
    body: `# An account was created for you

${greeting}

{{createdBy}} created an account for you at {{siteName}}. Choose your password with the link below to sign in. The link is valid for {{linkValidity}}; after that, use 'Forgot password' on the sign-in page.

[Choose a password]({{passwordUrl}})`,
  },
  {
    key: "password-reset",
    mail: "password-reset",
    title: "Password reset",
    description: "To a person who asked to reset their password, with the link.",
    reason: "You receive this e-mail because a new password was asked for this address.",
    subject: "Reset your {{siteName}} password",
    body: `# Reset your password

${greeting}

We received a request to reset the password of your {{siteName}} account. Choose a new password with the link below.
The link is valid for {{linkValidity}}.

[Reset password]({{resetUrl}})

If you did not ask for a new password, you can ignore this e-mail: your password stays the same.`,
  },
  {
    key: "submission-confirmation",
    mail: "submission-confirmation",
    title: "Submission received",
    description: "To the author who submitted a manuscript (the journal's 'Submission received' setting).",
    reason: "You receive this e-mail because you submitted this manuscript.",
    subject: "Submission received: {{submissionId}} – {{submissionTitle}}",
    body: `# Thank you for your submission

${greeting}

Your manuscript “{{submissionTitle}}” has been submitted to {{journalName}}. The editorial office will check it and keep you informed by e-mail as it moves through peer review.

Submission ID: {{submissionId}}
Title: {{submissionTitle}}
Journal: {{journalName}}

Please quote the submission ID ({{submissionId}}) in any correspondence about this manuscript.

[View your submissions]({{submissionsUrl}})`,
  },
  {
    key: "submission-status",
    mail: "submission-status",
    title: "Submission status changed",
    description: "To the authors when an editor changes a submission's status.",
    reason: AS_AUTHOR,
    subject: "Submission {{submissionId}}: {{status}}",
    body: `# Your submission status has changed

${greeting}

The status of your submission “{{submissionTitle}}” to {{journalName}} is now: {{status}}.

Submission ID: {{submissionId}}
Title: {{submissionTitle}}
Journal: {{journalName}}
Status: {{status}}

Editor's decision
> {{editorDecision}}

Reviewer comments
> {{reviewerComments}}

[View your submission]({{submissionUrl}})`,
  },
  {
    key: "task-assigned",
    mail: "task-assigned",
    title: "Task assigned",
    description: "To the person a task is assigned to.",
    reason: "You receive this e-mail because a task was assigned to you.",
    subject: "New task assigned: {{taskTitle}} ({{submissionId}})",
    body: `# A task has been assigned to you

${greeting}

{{assignedBy}} assigned you a task.

Task: {{taskTitle}}
Type: {{taskType}}
Priority: {{priority}}
Due date: {{dueDate}}
Submission: {{submissionId}}
Title: {{submissionTitle}}
Journal: {{journalName}}

Description
> {{description}}

[Open My Tasks]({{tasksUrl}})`,
  },
  {
    key: "task-updated",
    mail: "task-updated",
    title: "Task updated",
    description: "To those concerned when a task's status changes.",
    reason: "You receive this e-mail because you assigned or hold this task.",
    subject: "Task updated: {{taskTitle}} is now {{newStatus}}",
    body: `# A task has been updated

${greeting}

{{changedBy}} changed the status of the task “{{taskTitle}}” to {{newStatus}}.

Task: {{taskTitle}}
Type: {{taskType}}
Previous status: {{oldStatus}}
New status: {{newStatus}}
Submission: {{submissionId}}
Title: {{submissionTitle}}
Journal: {{journalName}}

Comment
> {{comment}}

[Open My Tasks]({{tasksUrl}})`,
  },
  {
    key: "article-published",
    mail: "article-published",
    title: "Article published",
    description: "To the authors when their article is published.",
    reason: "You receive this e-mail as an author of this article.",
    subject: "Published: {{articleTitle}}",
    body: `# Your article is published

${greeting}

Your article “{{articleTitle}}” is now published in {{journalName}} and open to every reader.

Title: {{articleTitle}}
Journal: {{journalName}}
Cite as: {{citation}}
DOI: {{doi}}

Share its address: readers, indexes and reference managers all find it there.

[Read the article]({{articleUrl}})`,
  },
  {
    key: "contact-message",
    mail: "contact-message",
    title: "Contact form message",
    description: "To the editorial office: a message sent with the contact form.",
    reason: "Sent from the contact form at {{siteUrl}}/contact.",
    subject: "Contact form: {{contactSubject}}",
    body: `# New message from the contact form

Name: {{senderName}}
Email: {{senderEmail}}
Organization: {{organization}}
Subject: {{contactSubject}}

Message
> {{message}}

Reply to this e-mail to answer {{senderName}} directly.`,
  },
  {
    key: "review-invitation",
    mail: "review-invitation",
    title: "Review invitation",
    description: "To a reviewer invited to review a manuscript (first round).",
    reason: "You receive this e-mail because an editor invited you to review.",
    subject: "Invitation to review: {{submissionTitle}}",
    body: `# Will you review this manuscript?

${greeting}

{{journalName}} invites you to review the manuscript “{{submissionTitle}}”. Please let us know whether you can review it.

Submission: {{submissionId}}
Title: {{submissionTitle}}
Journal: {{journalName}}
Please answer by: {{responseDueDate}}
Review due: {{reviewDueDate}}

Abstract
> {{abstract}}

[Accept the invitation]({{acceptUrl}})

Cannot review it? Decline here (you may tell us why): {{declineUrl}}`,
  },
  {
    key: "review-reinvitation",
    mail: "review-invitation",
    title: "Re-review invitation",
    description: "To a reviewer invited to review a revised manuscript (round 2 and later).",
    reason: "You receive this e-mail because an editor invited you to review.",
    subject: "Invitation to re-review: {{submissionTitle}}",
    body: `# Will you review this manuscript?

${greeting}

{{journalName}} invites you to review the revised manuscript “{{submissionTitle}}”: this is a re-review, round {{round}}. Once you accept, the review page shows the revision, the authors' response and the earlier decision. Please let us know whether you can review it.

Submission: {{submissionId}}
Round: {{round}} (re-review)
Title: {{submissionTitle}}
Journal: {{journalName}}
Please answer by: {{responseDueDate}}
Review due: {{reviewDueDate}}

Abstract
> {{abstract}}

[Accept the invitation]({{acceptUrl}})

Cannot review it? Decline here (you may tell us why): {{declineUrl}}`,
  },
  reminder(
    "due_soon",
    "Your review is due soon",
    "To a reviewer a few days before the review is due.",
    AS_REVIEWER,
    "a friendly reminder that your review is due on {{dueDate}}",
  ),
  reminder(
    "overdue",
    "Your review is overdue",
    "To a reviewer whose review is late.",
    AS_REVIEWER,
    "your review was due on {{dueDate}}",
  ),
  reminder(
    "unanswered",
    "Will you review this manuscript?",
    "To an invited reviewer who has not answered yet.",
    AS_REVIEWER,
    "we have not yet heard whether you can review this manuscript; please answer by {{dueDate}}",
  ),
  reminder(
    "revision_due",
    "Your revision is due soon",
    "To the authors before their revision is due.",
    AS_AUTHOR,
    "your revised manuscript is due on {{dueDate}}",
  ),
  reminder(
    "all_reviews_in",
    "All reviews are in",
    "To the handling editors when every reviewer has submitted.",
    AS_EDITOR,
    "every reviewer has submitted a review; a decision can now be made",
  ),
  reminder(
    "reviewer_overdue",
    "A review is overdue",
    "To the handling editors when a review is late.",
    AS_EDITOR,
    "a reviewer's review was due on {{dueDate}}",
  ),
  reminder(
    "reviewer_accepted",
    "A reviewer accepted",
    "To the handling editors when a reviewer accepts.",
    AS_EDITOR,
    "a reviewer accepted the invitation to review",
  ),
  reminder(
    "reviewer_declined",
    "A reviewer declined",
    "To the handling editors when a reviewer declines.",
    AS_EDITOR,
    "a reviewer declined the invitation to review",
  ),
  reminder(
    "review_submitted",
    "A review is in",
    "To the handling editors when a review is submitted.",
    AS_EDITOR,
    "a reviewer submitted a review",
  ),
  reminder(
    "review_thanks",
    "Thank you for your review",
    "To each reviewer of a round once it is decided.",
    AS_REVIEWER,
    "the editor has made a decision; thank you for the time and care of your review",
  ),
  reminder(
    "review_cancelled",
    "Your review is no longer needed",
    "To a reviewer whose invitation was withdrawn.",
    AS_REVIEWER,
    "the editor has withdrawn the invitation to review, and no review is needed from you; thank you",
  ),
  reminder(
    "editor_assigned",
    "You are a handling editor",
    "To an editor made a handling editor of a submission.",
    AS_EDITOR,
    "you are now one of its handling editors: you will hear of each step of its review",
  ),
  reminder(
    "new_submission",
    "A new submission",
    "To the journal's editors when a manuscript is submitted.",
    AS_EDITOR,
    "a new manuscript was submitted to the journal and awaits an editor",
  ),
  reminder(
    "revision_submitted",
    "A revision is in",
    "To the handling editors when the authors submit a revision.",
    AS_EDITOR,
    "the authors submitted a revised manuscript",
  ),
  decision("accept", "Accept"),
  decision("minor_revision", "Minor Revision", "\nRevision due: {{revisionDueDate}}"),
  decision("major_revision", "Major Revision", "\nRevision due: {{revisionDueDate}}"),
  decision("reject_resubmit", "Reject and Invite Resubmission"),
  decision("reject", "Reject"),
  {
    key: "submission-message",
    mail: "submission-message",
    title: "Message about a submission",
    description: "To the other side when an editor or an author writes in a submission's Messages.",
    reason: "You receive this e-mail as a participant in this submission.",
    subject: "New message about {{submissionId}}",
    body: `# A new message about a submission

${greeting}

{{senderName}} wrote about “{{submissionTitle}}”:

Submission: {{submissionId}}
Journal: {{journalName}}

Message
> {{message}}

[Answer in Messages]({{messagesUrl}})`,
  },
  {
    key: "discussion-message",
    mail: "discussion-message",
    title: "Message in a discussion",
    description: "To each participant of a submission's discussion when someone writes in it.",
    reason: "You receive this e-mail as a participant in this discussion.",
    subject: "{{submissionId}}: {{discussionSubject}}",
    body: `# A new message in a discussion

${greeting}

{{senderName}} wrote in the discussion “{{discussionSubject}}” about “{{submissionTitle}}”:

Submission: {{submissionId}}
Journal: {{journalName}}
Attached: {{attachment}}

Message
> {{message}}

[Open the discussion]({{discussionUrl}})`,
  },
  {
    key: "notice-digest",
    mail: "notice-digest",
    title: "Daily digest",
    description: "To an editor who chose to hear of editorial notices once a day.",
    reason: "You receive this e-mail because you chose a daily digest under Settings, Editorial notifications.",
    subject: "Your daily digest: {{noticeCount}}",
    body: `# What happened since your last digest

${greeting}

You asked to hear of these once a day (Settings, Editorial notifications):

{{noticeList}}

[Open the submissions]({{submissionsUrl}})`,
  },
  {
    key: "doi-failures",
    mail: "doi-failures",
    title: "DOI deposits that failed",
    description: "To the journal's editors, weekly, while Crossref deposits have failed for more than a day.",
    reason: AS_EDITOR,
    subject: "{{failedDois}} of {{journalName}} failed to register with Crossref",
    body: `# DOI deposits that failed

${greeting}

Crossref refused the newest deposit of {{failedDois}}, more than a day ago: readers following them may not reach the articles, or Crossref shows outdated metadata. The DOIs screen gives Crossref's reason next to each, with Retry. This reminder comes once a week while any failure remains.

[Open the failed DOIs]({{doisUrl}})`,
  },
  invoice(
    "invoice_issued",
    "Invoice issued",
    "Invoice for your accepted article",
    "your article has been accepted. The invoice for its article processing charge is attached; the payment details are on it. You may pay by bank transfer or UPI, report the payment on the submission's Invoices tab, or request a waiver there",
  ),
  invoice(
    "waiver_requested",
    "Waiver requested",
    "A waiver was requested",
    "the author requested a waiver of the article processing charge",
    true,
  ),
  invoice(
    "waiver_granted",
    "Waiver granted",
    "Your waiver request was granted",
    "the editors granted your waiver request. A revised invoice is attached",
  ),
  invoice(
    "waiver_refused",
    "Waiver refused",
    "Your waiver request was refused",
    "the editors could not grant your waiver request",
  ),
  invoice(
    "payment_reported",
    "Payment reported",
    "A payment was reported",
    "the author reported a payment; please check it against the account and confirm it on the Invoices tab",
    true,
  ),
  invoice(
    "payment_confirmed",
    "Payment confirmed",
    "Payment received: your receipt",
    "we have received your payment. Your receipt is attached",
  ),
  invoice(
    "payment_rejected",
    "Payment not confirmed",
    "Your reported payment could not be confirmed",
    "the editors could not find the payment you reported; please check the details and report it again",
  ),
  invoice(
    "refund_recorded",
    "Refund recorded",
    "Your refund",
    "a refund of the article processing charge has been recorded",
  ),
  invoice(
    "document_failed",
    "PDF not made",
    "An invoice PDF could not be made",
    "a PDF of this invoice could not be made after several attempts, so the author has not received it. Make it again on the submission's Invoices tab",
    true,
  ),
  stageNotice(
    "copyeditor_assigned",
    "Copyeditor assigned",
    "assignee",
    "You are assigned to copyedit a manuscript",
    "you are assigned to copyedit it. Download the accepted files, upload the copyedited files and ask the authors to review them by the due date",
  ),
  stageNotice(
    "layout_editor_assigned",
    "Layout editor assigned",
    "assignee",
    "You are assigned to prepare the galleys of a manuscript",
    "you are assigned to prepare its galleys (PDF, HTML, XML or EPUB) by the due date; the editor then sends them to the authors as proofs",
  ),
  stageNotice(
    "copyedit_review_requested",
    "Copyedit to review",
    "author",
    "Please review the copyedited manuscript",
    "the copyedited files are ready. Please download them, then approve them or upload your corrections by the due date",
  ),
  stageNotice(
    "proofs_sent",
    "Proofs to approve",
    "author",
    "Your proofs are ready",
    "the proofs of your article are ready. Please check every page, then approve them or send your corrections (the galley, the page and what to change) by the due date",
  ),
  stageNotice(
    "copyedit_answered",
    "Authors answered the copyedit",
    "team",
    "The authors answered on the copyedit",
    "the authors answered on the copyedited files",
  ),
  stageNotice(
    "proofs_answered",
    "Authors answered the proofs",
    "team",
    "The authors answered on the proofs",
    "the authors answered on the proofs",
  ),
  stageNotice(
    "work_due_soon",
    "Work due soon",
    "assignee",
    "Your work is due soon",
    "your work in this stage is due soon",
  ),
  stageNotice(
    "work_overdue",
    "Work overdue",
    "assignee",
    "Your work is overdue",
    "your work in this stage was due and is not done yet",
  ),
  stageNotice(
    "answer_due_soon",
    "Answer due soon",
    "author",
    "Your answer is due soon",
    "the editors wait for your answer, which is due soon",
  ),
  stageNotice(
    "answer_overdue",
    "Answer overdue",
    "author",
    "Your answer is overdue",
    "the editors still wait for your answer, which was due",
  ),
];

const BY_KEY = new Map(TEMPLATE_DEFAULTS.map((t) => [t.key, t]));

/** The template with this key, or undefined. */
export function templateDefault(key: string): TemplateDefault | undefined {
  return BY_KEY.get(key);
}

/** The variables a template knows: the common ones and its kind's. */
export function templateVariables(key: string): readonly TemplateVariable[] {
  const t = BY_KEY.get(key);
  return t ? [...COMMON_VARIABLES, ...KIND_VARIABLES[t.mail]] : [];
}

/** The sample values of a template's variables, for the preview. */
export function sampleValues(key: string): Record<string, string> {
  return Object.fromEntries(templateVariables(key).map((x) => [x.name, x.sample]));
}
