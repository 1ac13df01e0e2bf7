// Drizzle queries of the journals' extra review questions (ADR 031); each takes the db or transaction first.
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { journals, reviewQuestions } from "~/db/schema";

export type ReviewQuestionRow = typeof reviewQuestions.$inferSelect;

export async function findJournalByShortName(db: Db, shortName: string) {
  const [row] = await db
    .select({ id: journals.id, title: journals.title, shortName: journals.shortName })
    .from(journals)
    .where(eq(journals.shortName, shortName))
    .limit(1);
  return row;
}

/** A journal's questions in order (a journal has a handful; bounded all the same). */
export async function findQuestions(db: Db, journalId: string, limit: number): Promise<ReviewQuestionRow[]> {
  return db
    .select()
    .from(reviewQuestions)
    .where(eq(reviewQuestions.journalId, journalId))
    .orderBy(asc(reviewQuestions.position), asc(reviewQuestions.createdAt))
    .limit(limit);
}

export async function countQuestions(db: Db, journalId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reviewQuestions)
    .where(eq(reviewQuestions.journalId, journalId));
  return row?.n ?? 0;
}

export async function insertQuestion(tx: Db, values: typeof reviewQuestions.$inferInsert): Promise<void> {
  await tx.insert(reviewQuestions).values(values);
}

export async function updateQuestion(
  tx: Db,
  journalId: string,
  id: string,
  values: Partial<Omit<ReviewQuestionRow, "id" | "journalId" | "createdAt" | "updatedAt">>,
): Promise<boolean> {
  const rows = await tx
    .update(reviewQuestions)
    .set(values)
    .where(and(eq(reviewQuestions.id, id), eq(reviewQuestions.journalId, journalId)))
    .returning({ id: reviewQuestions.id });
  return rows.length > 0;
}

export async function deleteQuestion(tx: Db, journalId: string, id: string): Promise<boolean> {
  const rows = await tx
    .delete(reviewQuestions)
    .where(and(eq(reviewQuestions.id, id), eq(reviewQuestions.journalId, journalId)))
    .returning({ id: reviewQuestions.id });
  return rows.length > 0;
}

/** Serialises changes to one journal's question order. */
export async function lockJournalQuestions(tx: Db, journalId: string): Promise<void> {
  await tx.execute(sql`select id from ${journals} where ${journals.id} = ${journalId} for update`);
}
