import { consumeRateLimits, clientAddressKey, retryAfterSeconds } from "~/lib/rate-limit.server";
import { logger } from "~/lib/logger.server";
import { db, services } from "~/lib/services.server";
import { queueMail } from "~/modules/mail/mail.service.server";
import { CONTACT_RATE_LIMIT, contactRateLimitMessage } from "./contact.constants";
import { insertContactMessage } from "./contact.repository.server";
import { parseContactMessage, type ContactFieldErrors } from "./contact.schemas";

export type ContactResult =
  | { ok: true }
  | { ok: false; reason: "invalid"; fieldErrors: ContactFieldErrors }
  | { ok: false; reason: "rate_limited"; message: string; retryAfterSeconds: number };

/**
 * Stores a visitor's message and queues it by e-mail to the editorial office (EDITORIAL_EMAIL,
 * replies going to the visitor), in one transaction; invalid input stores nothing. At most
 * CONTACT_RATE_LIMIT messages per client address (kept as a keyed hash) in any 10 minutes, counted
 * in the database in that same transaction, so the limit holds across instances and a refused
 * message leaves nothing. A filled honeypot field (a robot) is answered as a success and dropped.
 */
export async function createContactMessage(
  values: Record<string, unknown>,
  // The route passes the socket address; without one, every caller shares the "unknown" bucket.
  client: { address: string; honeypot?: string } = { address: "unknown" },
): Promise<ContactResult> {
  if (client.honeypot?.trim()) {
    logger.info("contact message with the honeypot field filled: dropped");
    return { ok: true };
  }
  const parsed = parseContactMessage(values);
  if (!parsed.ok) return { ok: false, reason: "invalid", fieldErrors: parsed.fieldErrors };
  const message = parsed.data;
  const rule = {
    key: `contact:${clientAddressKey(client.address)}`,
    limit: CONTACT_RATE_LIMIT.messages,
    windowMs: CONTACT_RATE_LIMIT.windowMinutes * 60_000,
  };
  const outcome = await db().transaction(async (tx) => {
    const decision = await consumeRateLimits(tx, [rule]);
    if (!decision.allowed) return decision;
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
    return { allowed: true as const, id: stored?.id };
  });
  if (!outcome.allowed) {
    const seconds = retryAfterSeconds(outcome.retryAfterMs);
    logger.info({ retryAfterSeconds: seconds }, "contact message refused: rate limit");
    return {
      ok: false,
      reason: "rate_limited",
      message: contactRateLimitMessage(seconds, services().env.EDITORIAL_EMAIL),
      retryAfterSeconds: seconds,
    };
  }
  logger.info({ contactMessageId: outcome.id }, "contact message stored");
  return { ok: true };
}
