import { z } from "zod";
import { escapeHtml, safeUrl } from "./mail-layout";
import { renderBody, renderSubject, type TemplateValues } from "./mail-markdown";
import {
  templateDefault,
  type CommonVariableName,
  type KindVariableName,
  type TemplateDefault,
} from "./mail-template-defaults";

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
  "stage-notice",
] as const;

export type MailTemplateName = (typeof MAIL_TEMPLATES)[number];

export type MailRenderContext = {
  /** The platform's name, used where a message has no journal. */
  siteName: string;
  /** Base for links given as paths, without a trailing slash. */
  publicUrl: string;
  /** The journal the message is about: its header colour and its footer's address and contact. */
  journal?: MailJournal;
};

export type MailJournal = { name: string; colour?: string; address?: string; contact?: string };

/** A template's text: the stored override, an editor's edit before sending, or the default. */
export type TemplateText = { subject: string; body: string };

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

/** What a message of the stages after acceptance is about (app/modules/production, ADR 069). */
export const STAGE_NOTICE_OCCASIONS = [
  "copyeditor_assigned",
  "layout_editor_assigned",
  "copyedit_review_requested",
  "proofs_sent",
  "copyedit_answered",
  "proofs_answered",
  "work_due_soon",
  "work_overdue",
  "answer_due_soon",
  "answer_overdue",
] as const;

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
  "document_failed",
] as const;

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
    // The decisions of peer review (reviews.constants.ts DECISIONS): one template each.
    decision: z.enum(["accept", "minor_revision", "major_revision", "reject_resubmit", "reject"]),
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
  "stage-notice": z.object({
    ...recipient,
    occasion: z.enum(STAGE_NOTICE_OCCASIONS),
    stage: requiredText,
    dueDate: optionalDate,
    answer: optionalText,
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

const PLATFORM_COLOUR = "#1e3a8a";

function quoted(title: string | undefined): string | undefined {
  return title ? `“${title}”` : undefined;
}

type Values<T extends MailTemplateName> = Record<KindVariableName<T>, string | undefined> & {
  recipientName?: string;
  journalName?: string;
};

type Prepared = {
  /** The template (mail-template-defaults.ts) this message is. */
  key: string;
  values: TemplateValues;
  /** The journal's name the message names, if any. */
  journalName?: string;
  replyTo?: string;
  logLink?: string;
};

function validity(minutes: number | undefined): string | undefined {
  if (!minutes) return undefined;
  if (minutes % 60 === 0) return `${minutes / 60} hour${minutes === 60 ? "" : "s"}`;
  return `${minutes} minutes`;
}

/** Each kind's variables from its checked data, and which of its templates it is. */
function prepareKind(ctx: MailRenderContext) {
  const link = (url: string | undefined, fallbackPath: string): string => {
    const resolved = safeUrl(url ?? fallbackPath, ctx.publicUrl);
    if (!resolved) throw new MailDataError(`url: must be an http(s) URL or a path (got ${JSON.stringify(url)})`);
    return resolved;
  };
  const name = (d: { fullName?: string; name?: string }) => d.fullName ?? d.name;
  const sub = (d: { submissionTitle?: string; formattedSubmissionId?: string }) => ({
    submissionTitle: d.submissionTitle,
    submissionId: d.formattedSubmissionId,
  });
  const one = <T extends MailTemplateName>(key: string, values: Values<T>, extra: Partial<Prepared> = {}) => ({
    key,
    values: values as TemplateValues,
    ...extra,
  });

  return {
    welcome: (d: DataOf<"welcome">) =>
      one<"welcome">("welcome", {
        recipientName: name(d),
        journalName: d.journalName,
        signInUrl: link(d.url, "/auth"),
      }),
    "sign-up-attempt": (d: DataOf<"sign-up-attempt">) =>
      one<"sign-up-attempt">("sign-up-attempt", { recipientName: name(d), signInUrl: link(d.url, "/auth") }),
    "account-created": (d: DataOf<"account-created">) => {
      const url = link(d.url, "/auth");
      return one<"account-created">(
        "account-created",
        {
          recipientName: name(d),
          passwordUrl: url,
          createdBy: d.createdBy ?? "An administrator",
          linkValidity: `${d.expiresInDays} day${d.expiresInDays === 1 ? "" : "s"}`,
        },
        { logLink: url },
      );
    },
    "password-reset": (d: DataOf<"password-reset">) => {
      const url = link(d.url, "/auth");
      return one<"password-reset">(
        "password-reset",
        { recipientName: name(d), resetUrl: url, linkValidity: validity(d.expiresInMinutes) },
        { logLink: url },
      );
    },
    "submission-confirmation": (d: DataOf<"submission-confirmation">) =>
      one<"submission-confirmation">("submission-confirmation", {
        recipientName: name(d),
        journalName: d.journalName,
        ...sub(d),
        submissionsUrl: link(d.url, "/dashboard/submissions"),
      }),
    "submission-status": (d: DataOf<"submission-status">) =>
      one<"submission-status">("submission-status", {
        recipientName: name(d),
        journalName: d.journalName,
        ...sub(d),
        status: statusLabel(d.status),
        editorDecision: d.editorDecision,
        reviewerComments: d.reviewerComments,
        submissionUrl: link(d.url, "/dashboard/submissions"),
      }),
    "task-assigned": (d: DataOf<"task-assigned">) => {
      const type = d.taskType ? statusLabel(d.taskType) : undefined;
      return one<"task-assigned">("task-assigned", {
        recipientName: name(d),
        journalName: d.journalName,
        ...sub(d),
        taskTitle: d.taskTitle ?? type ?? "Editorial task",
        taskType: type,
        priority: d.priority ? statusLabel(d.priority) : undefined,
        dueDate: d.dueDate,
        description: d.description,
        assignedBy: d.assignedBy ?? "The editorial office",
        tasksUrl: link(d.url, "/dashboard/editor-tasks"),
      });
    },
    "task-updated": (d: DataOf<"task-updated">) => {
      const type = d.taskType ? statusLabel(d.taskType) : undefined;
      return one<"task-updated">("task-updated", {
        recipientName: name(d),
        journalName: d.journalName,
        ...sub(d),
        taskTitle: d.taskTitle ?? type ?? "Editorial task",
        taskType: type,
        oldStatus: d.oldStatus ? statusLabel(d.oldStatus) : undefined,
        newStatus: statusLabel(d.newStatus),
        comment: d.comment,
        changedBy: d.changedBy ?? "An editor",
        tasksUrl: link(d.url, "/dashboard/editor-tasks"),
      });
    },
    "article-published": (d: DataOf<"article-published">) =>
      one<"article-published">("article-published", {
        recipientName: name(d),
        journalName: d.journalName,
        articleTitle: d.articleTitle,
        citation: d.citation,
        doi: d.doi,
        articleUrl: link(d.url, "/"),
      }),
    "contact-message": (d: DataOf<"contact-message">) =>
      one<"contact-message">(
        "contact-message",
        {
          senderName: d.name,
          senderEmail: d.email,
          organization: d.organization,
          contactSubject: d.subject,
          message: d.message,
        },
        { replyTo: d.email },
      ),
    "review-invitation": (d: DataOf<"review-invitation">) =>
      one<"review-invitation">(d.round && d.round > 1 ? "review-reinvitation" : "review-invitation", {
        recipientName: name(d),
        journalName: d.journalName,
        ...sub(d),
        abstract: d.abstract,
        responseDueDate: d.responseDueDate,
        reviewDueDate: d.reviewDueDate,
        round: String(d.round ?? 1),
        acceptUrl: link(d.acceptUrl, "/"),
        declineUrl: link(d.declineUrl, "/"),
      }),
    "review-reminder": (d: DataOf<"review-reminder">) =>
      one<"review-reminder">(`reminder-${d.occasion}`, {
        recipientName: name(d),
        journalName: d.journalName,
        ...sub(d),
        dueDate: d.dueDate,
        url: link(d.url, "/dashboard"),
      }),
    "editorial-decision": (d: DataOf<"editorial-decision">) => {
      return one<"editorial-decision">(`decision-${d.decision}`, {
        recipientName: name(d),
        journalName: d.journalName,
        ...sub(d),
        decision: statusLabel(d.decision),
        decisionLetter: d.letter,
        revisionDueDate: d.revisionDueDate,
        messagesUrl: link(d.url, "/dashboard/submissions"),
      });
    },
    "submission-message": (d: DataOf<"submission-message">) =>
      one<"submission-message">("submission-message", {
        recipientName: name(d),
        journalName: d.journalName,
        ...sub(d),
        senderName: d.from,
        message: d.body,
        messagesUrl: link(d.url, "/dashboard/submissions"),
      }),
    "discussion-message": (d: DataOf<"discussion-message">) =>
      one<"discussion-message">("discussion-message", {
        recipientName: name(d),
        journalName: d.journalName,
        ...sub(d),
        senderName: d.from,
        discussionSubject: d.subject,
        message: d.body,
        attachment: d.attachment,
        discussionUrl: link(d.url, "/dashboard/submissions"),
      }),
    "notice-digest": (d: DataOf<"notice-digest">) =>
      one<"notice-digest">("notice-digest", {
        recipientName: name(d),
        noticeCount: `${d.items.length} ${d.items.length === 1 ? "notice" : "notices"}`,
        noticeList: d.items
          .map(
            (item, i) =>
              `${i + 1}. ${DIGEST_SUBJECTS[item.occasion]}: ${quoted(item.submissionTitle) ?? "a manuscript"}${item.formattedSubmissionId ? ` (${item.formattedSubmissionId}${item.journalName ? `, ${item.journalName}` : ""})` : ""}. ${link(item.url, "/dashboard/submissions")}`,
          )
          .join("\n"),
        submissionsUrl: link(d.url, "/dashboard/submissions"),
      }),
    "doi-failures": (d: DataOf<"doi-failures">) =>
      one<"doi-failures">("doi-failures", {
        recipientName: name(d),
        journalName: d.journalName,
        failedDois: d.failed === 1 ? "1 DOI" : `${d.failed >= 1000 ? "at least 1000" : d.failed} DOIs`,
        doisUrl: link(d.url, "/dashboard/dois"),
      }),
    "invoice-notice": (d: DataOf<"invoice-notice">) =>
      one<"invoice-notice">(`invoice-${d.occasion}`, {
        recipientName: name(d),
        journalName: d.journalName,
        ...sub(d),
        invoiceNumber: d.invoiceNumber,
        amount: d.amount,
        note: d.note,
        invoicesUrl: link(d.url, "/dashboard/submissions"),
      }),
    "stage-notice": (d: DataOf<"stage-notice">) =>
      one<"stage-notice">(`stage-${d.occasion}`, {
        recipientName: name(d),
        journalName: d.journalName,
        ...sub(d),
        stageName: d.stage,
        dueDate: d.dueDate,
        answer: d.answer,
        submissionUrl: link(d.url, "/dashboard/submissions"),
      }),
  } satisfies { [T in MailTemplateName]: (d: DataOf<T>) => Prepared };
}

/** What a digest calls each notice. */
const DIGEST_SUBJECTS: Record<(typeof DIGEST_OCCASIONS)[number], string> = {
  new_submission: "A new submission",
  reviewer_accepted: "A reviewer accepted",
  reviewer_declined: "A reviewer declined",
  review_submitted: "A review is in",
  all_reviews_in: "All reviews are in",
  revision_submitted: "A revision is in",
};

export type PreparedMail = Prepared & { template: MailTemplateName };

/**
 * Checks a message's data and works out its template's key and variables; throws MailDataError
 * when the data does not fit.
 */
export function prepareMail(
  template: MailTemplateName,
  data: Record<string, unknown>,
  ctx: MailRenderContext,
): PreparedMail {
  const schema = schemas[template] as z.ZodType | undefined;
  if (!schema) throw new MailDataError(`Unknown e-mail template "${template}"`);
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new MailDataError(`Invalid data for the "${template}" e-mail: ${issues}`);
  }
  const prepare = prepareKind(ctx)[template] as (d: unknown) => Prepared;
  try {
    const prepared = prepare(parsed.data);
    return { ...prepared, template, journalName: prepared.values.journalName };
  } catch (err) {
    if (err instanceof MailDataError)
      throw new MailDataError(`Invalid data for the "${template}" e-mail: ${err.message}`);
    throw err;
  }
}

/** The values with the ones every template knows filled in. */
function withCommon(
  values: TemplateValues,
  ctx: MailRenderContext,
): Record<CommonVariableName, string | undefined> & TemplateValues {
  return {
    ...values,
    journalName: values.journalName ?? ctx.journal?.name ?? ctx.siteName,
    siteName: ctx.siteName,
    siteUrl: ctx.publicUrl,
  };
}

/** A prepared message rendered with a template's text (its stored or edited copy, else the default). */
export function renderPrepared(prepared: PreparedMail, ctx: MailRenderContext, text?: TemplateText): RenderedMail {
  const definition: TemplateDefault | undefined = templateDefault(prepared.key);
  if (!definition) throw new MailDataError(`Unknown e-mail template "${prepared.key}"`);
  const values = withCommon(prepared.values, ctx);
  const colour = ctx.journal?.colour ?? PLATFORM_COLOUR;
  const subject = renderSubject(text?.subject ?? definition.subject, values);
  const body = renderBody(text?.body ?? definition.body, values, { publicUrl: ctx.publicUrl, colour });
  const brand = prepared.journalName ?? ctx.journal?.name ?? ctx.siteName;
  const footer = [
    renderSubject(definition.reason, values),
    ...(ctx.journal && (prepared.journalName ?? ctx.journal.name) === ctx.journal.name
      ? [ctx.journal.address, ctx.journal.contact ? `Contact: ${ctx.journal.contact}` : undefined]
      : []),
    `This message was sent by ${ctx.siteName} (${ctx.publicUrl}).`,
  ].filter((line): line is string => !!line);
  return {
    subject,
    html: layoutHtml({ subject, brand, colour, heading: body.heading, body: body.html, footer }),
    text: `${[brand, body.heading, body.text].filter(Boolean).join("\n\n")}\n\n-- \n${footer.join("\n")}\n`,
    ...(prepared.replyTo ? { replyTo: prepared.replyTo } : {}),
    ...(prepared.logLink ? { logLink: prepared.logLink } : {}),
  };
}

/** Renders a message as HTML and plain text; throws MailDataError when the data does not fit. */
export function renderMail(
  template: MailTemplateName,
  data: Record<string, unknown>,
  ctx: MailRenderContext,
  text?: TemplateText,
): RenderedMail {
  return renderPrepared(prepareMail(template, data, ctx), ctx, text);
}

const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;";

/** The layout every message shares: the journal's name on its colour, the body, the footer. */
function layoutHtml(m: {
  subject: string;
  brand: string;
  colour: string;
  heading: string | undefined;
  body: string;
  footer: string[];
}): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(m.subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f4f5f7;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f5f7;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;border:1px solid #e5e7eb;${FONT}">
<tr><td style="padding:18px 28px;background:${m.colour};color:#ffffff;font-size:18px;font-weight:600;border-radius:8px 8px 0 0;">${escapeHtml(m.brand)}</td></tr>
<tr><td style="padding:28px;font-size:15px;line-height:1.6;color:#1f2937;">
${m.heading ? `<h1 style="margin:0 0 20px;font-size:20px;line-height:1.3;color:#111827;">${escapeHtml(m.heading)}</h1>\n` : ""}${m.body}
</td></tr>
<tr><td style="padding:16px 28px;font-size:12px;line-height:1.5;color:#6b7280;border-top:1px solid #e5e7eb;">${m.footer.map(escapeHtml).join("<br>\n")}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
