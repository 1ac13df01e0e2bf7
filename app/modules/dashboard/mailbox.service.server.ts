import { notFound } from "~/lib/errors";
import { services } from "~/lib/services.server";
import { signedDownloadUrl } from "~/lib/storage.server";
import type { CurrentUser } from "~/modules/auth/current-user";
import { requirePermission } from "~/modules/auth/permissions.server";
import {
  canSendAgain,
  getMailMessage,
  listMailMessages,
  sendMailAgain,
  type MailMessagePage,
} from "~/modules/mail/mail.service.server";
import type { DownloadLink } from "~/modules/submission-files/submission-files.types";
import { MAILBOX_ACTION, MAILBOX_DENIED_MESSAGE } from "./mailbox-permission";
import type { MailboxMessage } from "./mailbox.types";

/** One page (1-based, 25 a page) of every stored e-mail, newest first. Admins of all journals only (403). */
export async function listMailbox(user: CurrentUser, page: number): Promise<MailMessagePage> {
  requirePermission(user, MAILBOX_ACTION, undefined, MAILBOX_DENIED_MESSAGE);
  return listMailMessages(page);
}

/** One stored e-mail with its headers and bodies; 404 when there is none. Admins of all journals only (403). */
export async function getMailboxMessage(user: CurrentUser, id: string): Promise<MailboxMessage> {
  requirePermission(user, MAILBOX_ACTION, undefined, MAILBOX_DENIED_MESSAGE);
  const m = await getMailMessage(id);
  return {
    id: m.id,
    // Every message is sent from MAIL_FROM (ADR 007); it is not stored per message.
    from: services().env.MAIL_FROM,
    recipient: m.recipient,
    replyTo: m.replyTo,
    subject: m.subject,
    template: m.template,
    status: m.status,
    messageId: m.messageId,
    attempts: m.attempts,
    lastError: m.lastError,
    createdAt: m.createdAt.toISOString(),
    sentAt: m.sentAt ? m.sentAt.toISOString() : null,
    html: m.html,
    text: m.text,
    canSendAgain: canSendAgain(m.status),
    attachments: await Promise.all(
      (m.attachments ?? []).map(async (a, index) => ({
        index,
        fileName: a.fileName,
        contentType: a.contentType,
        sizeBytes: await services().storage.size(a.storageKey),
      })),
    ),
  };
}

/**
 * A short-lived signed link to one of a stored e-mail's attachments (its `index`, from 0), saved
 * under the name it was sent with. Admins of all journals only (403), as the message itself; 404
 * when there is no such message or attachment.
 */
export async function mailboxAttachmentLink(user: CurrentUser, id: string, index: string): Promise<DownloadLink> {
  requirePermission(user, MAILBOX_ACTION, undefined, MAILBOX_DENIED_MESSAGE);
  const m = await getMailMessage(id);
  const attachment = /^\d{1,3}$/.test(index) ? m.attachments?.[Number(index)] : undefined;
  if (!attachment) throw notFound("mail_attachment_not_found", "Attachment not found.");
  const url = await signedDownloadUrl(services(), {
    key: attachment.storageKey,
    fileName: attachment.fileName,
    mimeType: attachment.contentType,
    disposition: "attachment",
  });
  return { url, fileName: attachment.fileName };
}

/** Sends a failed (or, with SMTP set, held) e-mail again. Admins of all journals only (403). */
export async function sendMailboxMessageAgain(user: CurrentUser, id: string): Promise<void> {
  requirePermission(user, MAILBOX_ACTION, undefined, MAILBOX_DENIED_MESSAGE);
  await sendMailAgain(id);
}
