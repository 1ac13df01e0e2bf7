import { logger } from "../../lib/logger.server";
import { db, services } from "../../lib/services.server";
import { queueMail } from "../mail/mail.service.server";
import { insertContactMessage } from "./contact.repository.server";
import { parseContactMessage, type ContactFieldErrors } from "./contact.schemas";

export type ContactResult = { ok: true } | { ok: false; fieldErrors: ContactFieldErrors };

/**
 * Stores a visitor's message and queues it by e-mail to the editorial office (EDITORIAL_EMAIL,
 * replies going to the visitor), in one transaction; invalid input stores nothing.
 */
export async function createContactMessage(values: Record<string, unknown>): Promise<ContactResult> {
  const parsed = parseContactMessage(values);
  if (!parsed.ok) return parsed;
  const message = parsed.data;
  const row = await db().transaction(async (tx) => {
    const stored = await insertContactMessage(tx, message);
    await queueMail(tx, {
      to: services().env.EDITORIAL_EMAIL,
      template: "contact-message",
      data: {
        name: message.name,
        email: message.email,
        organization: message.organization,
        subject: message.subject,
        message: message.message,
      },
    });
    return stored;
  });
  logger.info({ contactMessageId: row?.id }, "contact message stored");
  return { ok: true };
}
