import { and, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import {
  journals,
  journalSettings,
  journalThemes,
  mailTemplateHistory,
  mailTemplateOverrides,
  users,
  type MailTemplateOverride,
} from "~/db/schema";

/** The site's copies (journalId null) or one journal's. */
function scopeIs(
  column: typeof mailTemplateOverrides.journalId | typeof mailTemplateHistory.journalId,
  journalId: string | null,
): SQL {
  return journalId ? eq(column, journalId) : isNull(column);
}

/** The copy of a template kept at exactly this scope. */
export async function findOverride(
  db: Db,
  templateKey: string,
  journalId: string | null,
): Promise<MailTemplateOverride | undefined> {
  const [row] = await db
    .select()
    .from(mailTemplateOverrides)
    .where(and(eq(mailTemplateOverrides.templateKey, templateKey), scopeIs(mailTemplateOverrides.journalId, journalId)))
    .limit(1);
  return row;
}

/** The copy a message uses: the journal's, else the site's, else none (the default in code). */
export async function findEffectiveOverride(
  db: Db,
  templateKey: string,
  journalId: string | null,
): Promise<Pick<MailTemplateOverride, "subject" | "body" | "journalId"> | undefined> {
  const [row] = await db
    .select({
      subject: mailTemplateOverrides.subject,
      body: mailTemplateOverrides.body,
      journalId: mailTemplateOverrides.journalId,
    })
    .from(mailTemplateOverrides)
    .where(
      and(
        eq(mailTemplateOverrides.templateKey, templateKey),
        journalId
          ? or(eq(mailTemplateOverrides.journalId, journalId), isNull(mailTemplateOverrides.journalId))
          : isNull(mailTemplateOverrides.journalId),
      ),
    )
    .orderBy(sql`${mailTemplateOverrides.journalId} nulls last`)
    .limit(1);
  return row;
}

/** The journal's and the site's copies of these templates. */
export async function findEffectiveOverrides(db: Db, journalId: string, keys: readonly string[]) {
  if (keys.length === 0) return [];
  return db
    .select({
      templateKey: mailTemplateOverrides.templateKey,
      journalId: mailTemplateOverrides.journalId,
      subject: mailTemplateOverrides.subject,
      body: mailTemplateOverrides.body,
    })
    .from(mailTemplateOverrides)
    .where(
      and(
        inArray(mailTemplateOverrides.templateKey, [...keys]),
        or(eq(mailTemplateOverrides.journalId, journalId), isNull(mailTemplateOverrides.journalId)),
      ),
    )
    .limit(keys.length * 2);
}

/** The keys customised at the site and, with a journal, at that journal (at most one row per template each). */
export async function findOverrideKeys(
  db: Db,
  journalId: string | null,
): Promise<{ templateKey: string; journalId: string | null; updatedAt: Date }[]> {
  return db
    .select({
      templateKey: mailTemplateOverrides.templateKey,
      journalId: mailTemplateOverrides.journalId,
      updatedAt: mailTemplateOverrides.updatedAt,
    })
    .from(mailTemplateOverrides)
    .where(
      journalId
        ? or(eq(mailTemplateOverrides.journalId, journalId), isNull(mailTemplateOverrides.journalId))
        : isNull(mailTemplateOverrides.journalId),
    )
    .limit(500);
}

export async function upsertOverride(
  db: Db,
  row: { templateKey: string; journalId: string | null; subject: string; body: string; updatedBy: string },
): Promise<void> {
  const set = { subject: row.subject, body: row.body, updatedBy: row.updatedBy, updatedAt: sql`now()` };
  await db
    .insert(mailTemplateOverrides)
    .values(row)
    .onConflictDoUpdate(
      row.journalId
        ? {
            target: [mailTemplateOverrides.journalId, mailTemplateOverrides.templateKey],
            targetWhere: sql`journal_id is not null`,
            set,
          }
        : { target: [mailTemplateOverrides.templateKey], targetWhere: sql`journal_id is null`, set },
    );
}

/** Removes the copy kept at this scope; true when there was one. */
export async function deleteOverride(db: Db, templateKey: string, journalId: string | null): Promise<boolean> {
  const removed = await db
    .delete(mailTemplateOverrides)
    .where(and(eq(mailTemplateOverrides.templateKey, templateKey), scopeIs(mailTemplateOverrides.journalId, journalId)))
    .returning({ id: mailTemplateOverrides.id });
  return removed.length > 0;
}

export async function insertHistory(
  db: Db,
  row: {
    templateKey: string;
    journalId: string | null;
    change: "saved" | "reset";
    subject: string | null;
    body: string | null;
    changedBy: string;
  },
): Promise<void> {
  await db.insert(mailTemplateHistory).values(row);
}

/** A template's history at this scope, newest first. */
export async function findHistory(db: Db, templateKey: string, journalId: string | null, limit: number) {
  return (
    db
      .select({
        id: mailTemplateHistory.id,
        change: mailTemplateHistory.change,
        subject: mailTemplateHistory.subject,
        body: mailTemplateHistory.body,
        changedAt: mailTemplateHistory.changedAt,
        changedBy: users.name,
      })
      .from(mailTemplateHistory)
      .leftJoin(users, eq(users.id, mailTemplateHistory.changedBy))
      .where(and(eq(mailTemplateHistory.templateKey, templateKey), scopeIs(mailTemplateHistory.journalId, journalId)))
      // As the history's index is written (NOT NULL columns: the same order as plain DESC).
      .orderBy(sql`${mailTemplateHistory.changedAt} desc nulls last`, sql`${mailTemplateHistory.id} desc nulls last`)
      .limit(limit)
  );
}

/** What a message about the journal shows of it: its name, theme, publisher and editorial address. */
export async function findJournalForMail(db: Db, journalId: string) {
  const [row] = await db
    .select({
      id: journals.id,
      title: journals.title,
      shortName: journals.shortName,
      publisher: journals.publisher,
      theme: {
        name: journalThemes.name,
        gradients: journalThemes.gradients,
        colors: journalThemes.colors,
        fonts: journalThemes.fonts,
        layout: journalThemes.layout,
      },
      emailNotifications: journalSettings.emailNotifications,
    })
    .from(journals)
    .leftJoin(journalThemes, eq(journalThemes.journalId, journals.id))
    .leftJoin(journalSettings, eq(journalSettings.journalId, journals.id))
    .where(eq(journals.id, journalId))
    .limit(1);
  return row;
}

/** A journal by its short name (any status). */
export async function findJournalByShortNameForTemplates(db: Db, shortName: string) {
  const [row] = await db
    .select({ id: journals.id, title: journals.title, shortName: journals.shortName })
    .from(journals)
    .where(eq(journals.shortName, shortName))
    .limit(1);
  return row;
}
