import { count, eq, ne, and, inArray, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { mailMessages, type MailMessage } from "~/db/schema";

export type NewMailMessage = typeof mailMessages.$inferInsert;

export async function insertMailMessage(db: Db, values: NewMailMessage): Promise<void> {
  await db.insert(mailMessages).values(values);
}

const summaryColumns = {
  id: mailMessages.id,
  recipient: mailMessages.recipient,
  subject: mailMessages.subject,
  template: mailMessages.template,
  status: mailMessages.status,
  attempts: mailMessages.attempts,
  lastError: mailMessages.lastError,
  sentAt: mailMessages.sentAt,
  createdAt: mailMessages.createdAt,
};

export type MailMessageSummary = Pick<MailMessage, keyof typeof summaryColumns>;

/** Newest first, without the bodies. */
export async function findMailMessagePage(
  db: Db,
  opts: { limit: number; offset: number },
): Promise<MailMessageSummary[]> {
  return (
    db
      .select(summaryColumns)
      .from(mailMessages)
      // As mail_messages_created_at_id_index is written (NOT NULL columns: the same order as plain
      // DESC, which would sort every message instead of reading the index).
      .orderBy(sql`${mailMessages.createdAt} desc nulls last`, sql`${mailMessages.id} desc nulls last`)
      .limit(opts.limit)
      .offset(opts.offset)
  );
}

export async function countMailMessages(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(mailMessages);
  return row?.n ?? 0;
}

export async function findMailMessage(db: Db, id: string): Promise<MailMessage | undefined> {
  const [row] = await db.select().from(mailMessages).where(eq(mailMessages.id, id));
  return row;
}

export async function recordMailAttempt(db: Db, id: string): Promise<void> {
  await db
    .update(mailMessages)
    .set({ attempts: sql`${mailMessages.attempts} + 1` })
    .where(eq(mailMessages.id, id));
}

export async function recordMailError(db: Db, id: string, error: string): Promise<void> {
  await db.update(mailMessages).set({ lastError: error }).where(eq(mailMessages.id, id));
}

/** Marks a message sent; false when it already was. */
export async function markMailSent(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(mailMessages)
    .set({ status: "sent", sentAt: sql`now()`, lastError: null })
    .where(and(eq(mailMessages.id, id), ne(mailMessages.status, "sent")))
    .returning({ id: mailMessages.id });
  return rows.length > 0;
}

export async function markMailHeld(db: Db, id: string): Promise<void> {
  await db
    .update(mailMessages)
    .set({ status: "held" })
    .where(and(eq(mailMessages.id, id), eq(mailMessages.status, "queued")));
}

export async function markMailFailed(db: Db, id: string, error: string): Promise<void> {
  await db
    .update(mailMessages)
    .set({ status: "failed", lastError: error })
    .where(and(eq(mailMessages.id, id), ne(mailMessages.status, "sent")));
}

/** Puts a message whose status is one of `from` back in the queue; false when it is not (any more). */
export async function requeueMailMessage(db: Db, id: string, from: ("failed" | "held")[]): Promise<boolean> {
  const rows = await db
    .update(mailMessages)
    .set({ status: "queued" })
    .where(and(eq(mailMessages.id, id), inArray(mailMessages.status, from)))
    .returning({ id: mailMessages.id });
  return rows.length > 0;
}
