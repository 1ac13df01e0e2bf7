import { and, asc, count, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { builtOnce } from "~/db/prepared.server";
import { journalSettings, journals, journalThemes, roleAssignments, users } from "~/db/schema";
import type { ResolvedJournalSettings } from "./journal-settings.defaults";

/** The journal the settings screen edits, by short name (any status: editors configure inactive ones too). */
export async function findJournalByShortName(db: Db, shortName: string) {
  const [row] = await db
    .select({
      id: journals.id,
      shortName: journals.shortName,
      title: journals.title,
      status: journals.status,
      doiPrefix: journals.doiPrefix,
      autoAssignDoi: journals.autoAssignDoi,
    })
    .from(journals)
    .where(eq(journals.shortName, shortName))
    .limit(1);
  return row;
}

/** The journals among `journalIds`, every journal when null. */
const journalsAmong = (journalIds: readonly string[] | null) =>
  journalIds === null ? undefined : journalIds.length === 0 ? sql`false` : inArray(journals.id, journalIds);

/**
 * The journals among `journalIds` (every journal when null), by title, as the choice of journal to
 * configure shows them: any status, as the settings screen takes any. Their theme's hero gradient
 * when they have a theme of their own.
 */
export async function findJournalsIn(db: Db, journalIds: readonly string[] | null) {
  return db
    .select({
      id: journals.id,
      shortName: journals.shortName,
      title: journals.title,
      description: journals.description,
      status: journals.status,
      heroGradient: sql<string | null>`${journalThemes.gradients}->>'hero'`,
    })
    .from(journals)
    .leftJoin(journalThemes, eq(journalThemes.journalId, journals.id))
    .where(journalsAmong(journalIds))
    .orderBy(asc(journals.title), asc(journals.id));
}

/** How many journals there are among `journalIds` (every journal when null). */
export async function countJournalsIn(db: Db, journalIds: readonly string[] | null): Promise<number> {
  const [row] = await db.select({ n: count() }).from(journals).where(journalsAmong(journalIds));
  return row?.n ?? 0;
}

/** The stored settings groups of a journal (undefined: no row, the defaults hold). */
export async function findSettingsRow(db: Db, journalId: string) {
  const [row] = await settingsRowQuery(db).execute({ journalId });
  return row;
}

// Built once: the journal page reads it at every render (ADR 040).
const settingsRowQuery = builtOnce("journal_settings", (db, statement) =>
  db
    .select({
      publicationWorkflow: journalSettings.publicationWorkflow,
      submissionGuidelines: journalSettings.submissionGuidelines,
      editorialWorkflow: journalSettings.editorialWorkflow,
      accessControls: journalSettings.accessControls,
      emailNotifications: journalSettings.emailNotifications,
      seoSettings: journalSettings.seoSettings,
    })
    .from(journalSettings)
    .where(eq(journalSettings.journalId, sql.placeholder("journalId")))
    .limit(1)
    .prepare(statement),
);

/** Locks the journal's settings row (creating it empty first), so two saves of one journal queue. */
export async function lockSettingsRow(tx: Db, journalId: string): Promise<void> {
  await tx.insert(journalSettings).values({ journalId }).onConflictDoNothing();
  await tx.execute(sql`select 1 from ${journalSettings} where ${journalSettings.journalId} = ${journalId} for update`);
}

/** Writes the given groups (complete values) of a journal's settings row. */
export async function updateSettingsGroups(
  tx: Db,
  journalId: string,
  groups: Partial<ResolvedJournalSettings>,
): Promise<void> {
  await tx.update(journalSettings).set(groups).where(eq(journalSettings.journalId, journalId));
}

export async function updateJournalDoiPrefix(tx: Db, journalId: string, doiPrefix: string): Promise<void> {
  await tx.update(journals).set({ doiPrefix }).where(eq(journals.id, journalId));
}

/** Active users holding the editor role for this journal or for every journal, by name (at most 200). */
export async function findJournalEditors(db: Db, journalId: string) {
  return db
    .selectDistinct({
      id: users.id,
      name: users.name,
      email: users.email,
      allJournals: isNull(roleAssignments.journalId),
    })
    .from(roleAssignments)
    .innerJoin(users, eq(users.id, roleAssignments.userId))
    .where(
      and(
        eq(roleAssignments.role, "editor"),
        eq(users.status, "active"),
        or(isNull(roleAssignments.journalId), eq(roleAssignments.journalId, journalId)),
      ),
    )
    .orderBy(asc(users.name), asc(users.id))
    .limit(200);
}
