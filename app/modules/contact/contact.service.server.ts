import { logger } from "../../lib/logger.server";
import { db } from "../../lib/services.server";
import { insertContactMessage } from "./contact.repository.server";
import { parseContactMessage, type ContactFieldErrors } from "./contact.schemas";

export type ContactResult = { ok: true } | { ok: false; fieldErrors: ContactFieldErrors };

/** Stores a visitor's message for the editorial office; invalid input stores nothing. */
export async function createContactMessage(values: Record<string, unknown>): Promise<ContactResult> {
  const parsed = parseContactMessage(values);
  if (!parsed.ok) return parsed;
  const row = await insertContactMessage(db(), parsed.data);
  logger.info({ contactMessageId: row?.id }, "contact message stored");
  return { ok: true };
}
