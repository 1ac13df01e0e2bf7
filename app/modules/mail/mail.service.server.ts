import crypto from "node:crypto";
import { z } from "zod";
import type { Db } from "~/db/client.server";
import type { MailAttachment, MailMessage } from "~/db/schema";
import { AppError, notFound } from "~/lib/errors";
import { enqueueJob } from "~/lib/jobs.server";
import { SITE_NAME } from "~/lib/seo";
import { db as servicesDb, services } from "~/lib/services.server";
import { messageIdFor } from "./mail-address";
import { MAIL_DELIVERY_JOB, SEND_AGAIN_MESSAGES, type MailDeliveryPayload } from "./mail.constants";
import { oneLine } from "./mail-layout";
import { prepareMail, renderPrepared, type MailTemplateName, type TemplateText } from "./mail-templates";
import { checkMailText, mailJournal, storedMailText } from "./mail-templates.service.server";
import {
  countMailMessages,
  findMailMessage,
  findMailMessagePage,
  insertMailMessage,
  requeueMailMessage,
  type MailMessageSummary,
} from "./mail.repository.server";

/**
 * The messages the platform sends. Data per template (all optional unless marked; `fullName` or
 * `name` is the recipient's name for a greeting, `journalName` brands the message, `url` may be
 * an absolute http(s) URL or a path on this site):
 * - welcome: fullName, journalName, url (sign-in page, default /auth)
 * - sign-up-attempt: name or fullName, url (sign-in page, default /auth): to the owner of an address
 *   someone tried to sign up with
 * - account-created: url (required, the link to choose a password), expiresInDays (required),
 *   createdBy, fullName
 * - password-reset: url (required, the reset link), fullName, expiresInMinutes
 * - submission-confirmation: submissionTitle, formattedSubmissionId ("FJPHS-007"), journalName, url
 * - submission-status: status (required, e.g. "under_review"), editorDecision, reviewerComments,
 *   submissionTitle, formattedSubmissionId, journalName, url
 * - task-assigned: taskTitle, taskType, priority, dueDate (yyyy-MM-dd or Date), description,
 *   assignedBy, submissionTitle, formattedSubmissionId, journalName, url (default /dashboard/editor-tasks)
 * - task-updated: newStatus (required), oldStatus, comment, changedBy, taskTitle, taskType,
 *   submissionTitle, formattedSubmissionId, journalName, url
 * - article-published: articleTitle and url (required), citation, doi, journalName, fullName
 * - contact-message: name, email, subject, message (required), organization; replies go to `email`
 * - review-invitation: submissionTitle, acceptUrl, declineUrl (required), abstract, responseDueDate,
 *   reviewDueDate, formattedSubmissionId, journalName, fullName
 * - review-reminder: occasion (due_soon, overdue, unanswered, revision_due, all_reviews_in,
 *   reviewer_overdue, the editors' and reviewers' notices) and url (required), dueDate,
 *   submissionTitle, formattedSubmissionId, journalName
 * - editorial-decision: decision, letter, url (required), revisionDueDate, submissionTitle,
 *   formattedSubmissionId, journalName, fullName
 * - submission-message: from, body, url (required), submissionTitle, formattedSubmissionId, journalName
 * - discussion-message: from, subject (the discussion's), body, url (required), attachment (a file
 *   name), submissionTitle, formattedSubmissionId, journalName (ADR 068)
 * - doi-failures: failed (at least 1) and url (required), journalName, fullName
 * - invoice-notice: occasion, invoiceNumber and url (required), amount, note, submissionTitle,
 *   formattedSubmissionId, journalName, fullName (article processing charges, ADR 064)
 * - notice-digest: items (occasion, url, submissionTitle, formattedSubmissionId, journalName; at
 *   least one) and url (required), fullName
 */
export type MailTemplate = MailTemplateName;

export type { MailMessage, MailMessageSummary };

const recipientSchema = z.email();

/**
 * Renders a message and queues it: the `mail_messages` row and its delivery job are written with
 * `db`, so pass the transaction of the change that causes the message: a rollback sends nothing
 * and a commit never loses it. With SMTP_URL the message is delivered by the job worker (retried
 * while the server is unreachable); without it, the message is stored as `held` and logged.
 * Throws (nothing written) when the address or the template's data is invalid, or an edited text
 * does not check (an AppError 400 naming the template's variables).
 */
export async function queueMail(
  db: Db,
  message: {
    to: string;
    template: MailTemplate;
    data: Record<string, unknown>;
    /** Where answers go when the template names no one itself (a journal's editorial address). */
    replyTo?: string;
    /** Stored files sent with it, read from storage when it is delivered. */
    attachments?: MailAttachment[];
    /**
     * The journal the message is about: its copy of the template (else the site's, else the
     * default) and its layout (name, theme colour, address and contact in the footer).
     */
    journalId?: string | null;
    /** The subject and body an editor edited before sending: a 400 AppError when they do not check. */
    edited?: TemplateText;
  },
): Promise<{ id: string }> {
  const { env } = services();
  const to = oneLine(message.to);
  if (!recipientSchema.safeParse(to).success) {
    throw new Error(`Cannot queue the "${message.template}" e-mail: invalid recipient ${JSON.stringify(message.to)}`);
  }
  const journal = message.journalId ? await mailJournal(db, message.journalId) : undefined;
  const ctx = { siteName: SITE_NAME, publicUrl: env.publicUrl, journal };
  const prepared = prepareMail(message.template, message.data, ctx);
  // An edited text names only its template's variables and keeps to the limits (400 otherwise).
  if (message.edited) checkMailText(prepared.key, message.edited);
  const text = message.edited ?? (await storedMailText(db, prepared.key, message.journalId ?? null));
  const rendered = renderPrepared(prepared, ctx, text);
  const id = crypto.randomUUID();
  const payload: MailDeliveryPayload = {
    mailMessageId: id,
    ...(rendered.logLink ? { logLink: rendered.logLink } : {}),
  };
  // A savepoint inside the caller's transaction, or a transaction of its own: both rows or neither.
  await db.transaction(async (tx) => {
    await insertMailMessage(tx, {
      id,
      recipient: to,
      replyTo: rendered.replyTo ?? (message.replyTo ? oneLine(message.replyTo) : null),
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      template: message.template,
      attachments: message.attachments?.length ? message.attachments : null,
      status: env.SMTP_URL ? "queued" : "held",
      messageId: messageIdFor(id, env.MAIL_FROM),
    });
    await enqueueJob(tx, MAIL_DELIVERY_JOB, payload);
  });
  return { id };
}

export const MAIL_PAGE_SIZE = 25;

export type MailMessagePage = {
  items: MailMessageSummary[];
  page: number;
  pageSize: number;
  total: number;
  pageCount: number;
};

/** One page (1-based) of the mailbox, newest first, without the message bodies. */
export async function listMailMessages(page = 1): Promise<MailMessagePage> {
  const current = Number.isSafeInteger(page) && page >= 1 ? page : 1;
  const database = servicesDb();
  const [items, total] = await Promise.all([
    findMailMessagePage(database, { limit: MAIL_PAGE_SIZE, offset: (current - 1) * MAIL_PAGE_SIZE }),
    countMailMessages(database),
  ]);
  return { items, page: current, pageSize: MAIL_PAGE_SIZE, total, pageCount: Math.ceil(total / MAIL_PAGE_SIZE) };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One stored message with its HTML and text; throws a 404 AppError when there is none. */
export async function getMailMessage(id: string): Promise<MailMessage> {
  const row = UUID.test(id) ? await findMailMessage(servicesDb(), id) : undefined;
  if (!row) throw notFound("mail_message_not_found", "Message not found.");
  return row;
}

/** Whether the mailbox offers to send this message again (sendMailAgain's conditions). */
export function canSendAgain(status: MailMessage["status"]): boolean {
  return status === "failed" || (status === "held" && Boolean(services().env.SMTP_URL));
}

/**
 * Sends a stored message again, the same message with the same Message-ID (a recipient's mail
 * program can tell a copy): one whose delivery failed for good (eight attempts over about eight
 * hours, an SMTP server away for a night), or one held before SMTP_URL was set. Its delivery job is
 * queued with the status change, in one transaction. 404 without the message; 409 when it is
 * neither failed nor held, or held while no SMTP server is set.
 */
export async function sendMailAgain(id: string): Promise<void> {
  await getMailMessage(id);
  const smtp = Boolean(services().env.SMTP_URL);
  await servicesDb().transaction(async (tx) => {
    if (!(await requeueMailMessage(tx, id, smtp ? ["failed", "held"] : ["failed"]))) {
      const status = (await findMailMessage(tx, id))?.status;
      const message = status === "held" ? SEND_AGAIN_MESSAGES.heldWithoutSmtp : SEND_AGAIN_MESSAGES.notResendable;
      throw new AppError("mail_not_resendable", 409, message);
    }
    await enqueueJob(tx, MAIL_DELIVERY_JOB, { mailMessageId: id } satisfies MailDeliveryPayload);
  });
}
