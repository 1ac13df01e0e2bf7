import { and, desc, eq, ilike, inArray, isNotNull, ne, or, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import {
  articleGalleys,
  articles,
  issues,
  journals,
  journalThemes,
  notifications,
  submissionFiles,
  submissions,
} from "~/db/schema";
import type { JournalStatus } from "./journals.desk.constants";

const deskColumns = {
  id: journals.id,
  shortName: journals.shortName,
  title: journals.title,
  description: journals.description,
  category: journals.category,
  impactFactor: journals.impactFactor,
  status: journals.status,
  issn: journals.issn,
  eissn: journals.eissn,
  publisher: journals.publisher,
  publicationFrequency: journals.publicationFrequency,
  scope: journals.scope,
  coverImageUrl: journals.coverImageUrl,
  coverImageKey: journals.coverImageKey,
  createdAt: journals.createdAt,
  heroGradient: sql<string | null>`${journalThemes.gradients}->>'hero'`,
  // Every issue and article of the journal (the desk counts drafts too); the published articles
  // decide whether the short name may still change and whether the journal may be deleted.
  issueCount: sql<number>`(select count(*)::int from ${issues} where ${issues.journalId} = ${journals.id})`,
  articleCount: sql<number>`(select count(*)::int from ${articles} where ${articles.journalId} = ${journals.id})`,
  publishedArticleCount: sql<number>`(select count(*)::int from ${articles} where ${articles.journalId} = ${journals.id} and ${articles.status} in ('published', 'withdrawn'))`,
};

export type DeskJournalRow = Awaited<ReturnType<typeof findDeskJournals>>[number];

/**
 * The journals of the desk, newest first (spec 001 section 7), filtered by title or description
 * (any case, wildcards literal) and status. The installation holds a handful of journals.
 */
export async function findDeskJournals(db: Db, filter: { search?: string; status?: JournalStatus | null } = {}) {
  const pattern = filter.search ? `%${filter.search.replace(/[\\%_]/g, "\\$&")}%` : null;
  return db
    .select(deskColumns)
    .from(journals)
    .leftJoin(journalThemes, eq(journalThemes.journalId, journals.id))
    .where(
      and(
        pattern ? or(ilike(journals.title, pattern), ilike(journals.description, pattern)) : undefined,
        filter.status ? eq(journals.status, filter.status) : undefined,
      ),
    )
    .orderBy(desc(journals.createdAt), journals.id)
    .limit(500);
}

export async function countJournals(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(journals);
  return row?.n ?? 0;
}

export async function findDeskJournal(db: Db, journalId: string) {
  const [row] = await db
    .select(deskColumns)
    .from(journals)
    .leftJoin(journalThemes, eq(journalThemes.journalId, journals.id))
    .where(eq(journals.id, journalId))
    .limit(1);
  return row;
}

/** The journal's row locked for the rest of the transaction (changes to one journal wait for each other). */
export async function lockJournal(tx: Db, journalId: string) {
  const [row] = await tx
    .select({
      id: journals.id,
      shortName: journals.shortName,
      status: journals.status,
      coverImageKey: journals.coverImageKey,
      coverImageUrl: journals.coverImageUrl,
    })
    .from(journals)
    .where(eq(journals.id, journalId))
    .for("update");
  return row;
}

export async function countPublicArticles(tx: Db, journalId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(articles)
    .where(and(eq(articles.journalId, journalId), inArray(articles.status, ["published", "withdrawn"])));
  return row?.n ?? 0;
}

export async function isShortNameTaken(db: Db, shortName: string, exceptId: string | null): Promise<boolean> {
  const [row] = await db
    .select({ id: journals.id })
    .from(journals)
    .where(and(eq(journals.shortName, shortName), exceptId ? ne(journals.id, exceptId) : undefined))
    .limit(1);
  return Boolean(row);
}

export type JournalValues = {
  title: string;
  shortName: string;
  description: string | null;
  issn: string | null;
  eissn: string | null;
  publisher: string | null;
  publicationFrequency: (typeof journals.$inferInsert)["publicationFrequency"];
  scope: string[];
  impactFactor: number | null;
  status: JournalStatus;
  coverImageUrl: string | null;
};

export async function insertJournal(
  tx: Db,
  values: JournalValues & { id?: string; coverImageKey?: string | null },
): Promise<{ id: string }> {
  // The spec's form always saves the category 'General' (section 3).
  const [row] = await tx
    .insert(journals)
    .values({ ...values, category: "General" })
    .returning({ id: journals.id });
  return row!;
}

export async function updateJournalRow(
  tx: Db,
  journalId: string,
  values: Partial<JournalValues> & { coverImageKey?: string | null },
): Promise<void> {
  await tx
    .update(journals)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(journals.id, journalId));
}

/** The stored files that belong to the journal's rows: submission files, galleys, full-issue PDFs, issue ids. */
export async function findJournalFiles(tx: Db, journalId: string) {
  // One after the other: a transaction's connection answers one statement at a time.
  const submissionKeys = await tx
    .select({ key: submissionFiles.storageKey })
    .from(submissionFiles)
    .innerJoin(submissions, eq(submissions.id, submissionFiles.submissionId))
    .where(eq(submissions.journalId, journalId));
  const galleyKeys = await tx
    .select({ key: articleGalleys.storageKey })
    .from(articleGalleys)
    .innerJoin(articles, eq(articles.id, articleGalleys.articleId))
    .where(eq(articles.journalId, journalId));
  const issueRows = await tx
    .select({ id: issues.id, fullPdfKey: issues.fullPdfKey })
    .from(issues)
    .where(eq(issues.journalId, journalId));
  return {
    keys: [
      ...submissionKeys.map((r) => r.key),
      ...galleyKeys.map((r) => r.key),
      ...issueRows.flatMap((r) => (r.fullPdfKey ? [r.fullPdfKey] : [])),
    ],
    issueIds: issueRows.map((r) => r.id),
  };
}

/**
 * Deletes the journal and every row of it. Submissions refuse a journal's deletion on their own
 * (ON DELETE RESTRICT, so that no code path loses them by accident), so they go first, with their
 * authors, files, events and tasks (cascade) and the admins' notifications about them; the
 * journal's deletion then cascades to its issues, articles, settings, theme, board, counters,
 * role grants and sitemap entries.
 */
export async function deleteJournalRows(tx: Db, journalId: string): Promise<void> {
  const ids = tx
    .select({ id: sql`${submissions.id}::text` })
    .from(submissions)
    .where(eq(submissions.journalId, journalId));
  await tx
    .delete(notifications)
    .where(and(eq(notifications.type, "new_submission"), inArray(notifications.referenceId, ids)));
  await tx.delete(submissions).where(eq(submissions.journalId, journalId));
  await tx.delete(journals).where(eq(journals.id, journalId));
}

/** Journals for the role choices of the user dialog: id, short name, title. */
export async function findJournalChoices(db: Db) {
  return db
    .select({ id: journals.id, shortName: journals.shortName, title: journals.title, status: journals.status })
    .from(journals)
    .orderBy(journals.title)
    .limit(500);
}

export async function findJournalCover(db: Db, journalId: string) {
  const [row] = await db
    .select({ status: journals.status, coverImageKey: journals.coverImageKey })
    .from(journals)
    .where(and(eq(journals.id, journalId), isNotNull(journals.coverImageKey)))
    .limit(1);
  return row;
}

export function databaseErrorCode(err: unknown): string | undefined {
  for (let e = err, depth = 0; e && typeof e === "object" && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}
