import nodemailer, { type Transporter } from "nodemailer";
import type { MailAttachment } from "~/db/schema";
import { PermanentJobError, type JobHandlers, type JobPayload } from "~/lib/jobs.server";
import { logger } from "~/lib/logger.server";
import { services } from "~/lib/services.server";
import { MAIL_DELIVERY_JOB, type MailDeliveryPayload } from "./mail.constants";
import {
  findMailMessage,
  markMailFailed,
  markMailHeld,
  markMailSent,
  recordMailAttempt,
  recordMailError,
} from "./mail.repository.server";

/** An SMTP transport for SMTP_URL. Timeouts stay well under the job lease (5 minutes). */
export function createSmtpTransport(smtpUrl: string): Transporter {
  return nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
}

function payloadOf(payload: JobPayload): MailDeliveryPayload {
  const { mailMessageId, logLink } = payload;
  if (typeof mailMessageId !== "string") throw new PermanentJobError("mail.deliver job without mailMessageId");
  return { mailMessageId, ...(typeof logLink === "string" ? { logLink } : {}) };
}

/** The message's stored attachments, read whole (an invoice PDF is a few kilobytes). */
async function storedAttachments(list: MailAttachment[] | null) {
  const files = [];
  for (const a of list ?? []) {
    const stored = await services().storage.get(a.storageKey);
    if (!stored) throw new PermanentJobError(`attachment ${a.storageKey} is missing from storage`);
    const content = Buffer.from(await new Response(stored.stream).arrayBuffer());
    files.push({ filename: a.fileName, content, contentType: a.contentType });
  }
  return files;
}

/** 5xx answers (unknown recipient, refused message) will not change on a retry; a login failure might. */
function isPermanent(err: unknown): boolean {
  const e = err as { responseCode?: number; code?: string };
  return typeof e.responseCode === "number" && e.responseCode >= 500 && e.code !== "EAUTH";
}

/**
 * The handler of `mail.deliver` jobs. With an SMTP URL it sends the stored message (never one
 * already marked sent) and marks it sent; a failure is retried by the job worker. Without one, it
 * marks the message held and logs it. `smtpUrl` and `from` default to SMTP_URL and MAIL_FROM.
 */
export function mailJobHandlers(opts: { smtpUrl?: string; from?: string } = {}): JobHandlers {
  const smtpUrl = "smtpUrl" in opts ? opts.smtpUrl : services().env.SMTP_URL;
  const from = opts.from ?? services().env.MAIL_FROM;
  const transport = smtpUrl ? createSmtpTransport(smtpUrl) : undefined;

  return {
    [MAIL_DELIVERY_JOB]: {
      async run(raw, { db }) {
        const { mailMessageId, logLink } = payloadOf(raw);
        const message = await findMailMessage(db, mailMessageId);
        if (!message || message.status === "sent" || message.status === "failed") return;
        const log = { mailMessageId, to: message.recipient, subject: message.subject, template: message.template };
        if (message.status === "held" || !transport) {
          if (message.status !== "held") await markMailHeld(db, mailMessageId);
          logger.info(
            { ...log, ...(logLink ? { link: logLink } : {}) },
            "e-mail held (SMTP_URL is not set): stored for the admin mailbox, not sent",
          );
          return;
        }
        await recordMailAttempt(db, mailMessageId);
        try {
          const attachments = await storedAttachments(message.attachments);
          await transport.sendMail({
            from,
            to: message.recipient,
            ...(message.replyTo ? { replyTo: message.replyTo } : {}),
            subject: message.subject,
            text: message.text,
            html: message.html,
            messageId: message.messageId,
            date: message.createdAt,
            headers: { "Auto-Submitted": "auto-generated" },
            ...(attachments.length ? { attachments } : {}),
          });
        } catch (err) {
          const error = err instanceof Error ? err.message : String(err);
          await recordMailError(db, mailMessageId, error.slice(0, 2000));
          if (isPermanent(err)) throw new PermanentJobError(error);
          throw err;
        }
        await markMailSent(db, mailMessageId);
        logger.info(log, "e-mail sent");
      },
      async onFailed(raw, { db, error }) {
        const { mailMessageId } = payloadOf(raw);
        await markMailFailed(db, mailMessageId, error);
      },
    },
  };
}
