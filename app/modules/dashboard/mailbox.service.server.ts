import { services } from "~/lib/services.server";
import type { CurrentUser } from "~/modules/auth/current-user";
import { requirePermission } from "~/modules/auth/permissions.server";
import {
  canSendAgain,
  getMailMessage,
  listMailMessages,
  sendMailAgain,
  type MailMessagePage,
} from "~/modules/mail/mail.service.server";
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
  };
}

/** Sends a failed (or, with SMTP set, held) e-mail again. Admins of all journals only (403). */
export async function sendMailboxMessageAgain(user: CurrentUser, id: string): Promise<void> {
  requirePermission(user, MAILBOX_ACTION, undefined, MAILBOX_DENIED_MESSAGE);
  await sendMailAgain(id);
}
