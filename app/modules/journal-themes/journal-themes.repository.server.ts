import { eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { journals, journalThemes } from "~/db/schema";
import type { ThemeInput } from "./journal-themes.schemas";

/** A journal (any status) with its stored theme columns (null when it has none), or undefined. */
export async function findJournalWithTheme(db: Db, journalId: string) {
  const [row] = await db
    .select({
      id: journals.id,
      title: journals.title,
      shortName: journals.shortName,
      issn: journals.issn,
      eissn: journals.eissn,
      theme: {
        name: journalThemes.name,
        gradients: journalThemes.gradients,
        colors: journalThemes.colors,
        fonts: journalThemes.fonts,
        layout: journalThemes.layout,
      },
    })
    .from(journals)
    .leftJoin(journalThemes, eq(journalThemes.journalId, journals.id))
    .where(eq(journals.id, journalId))
    .limit(1);
  return row;
}

/** Writes the journal's theme, replacing the one it had. */
export async function upsertJournalTheme(db: Db, journalId: string, theme: ThemeInput): Promise<void> {
  const values = {
    name: theme.name,
    gradients: theme.gradients,
    colors: theme.colors,
    fonts: theme.fonts,
    layout: theme.layout,
  };
  await db
    .insert(journalThemes)
    .values({ journalId, ...values })
    .onConflictDoUpdate({ target: journalThemes.journalId, set: { ...values, updatedAt: sql`now()` } });
}

/** Removes the journal's stored theme: its pages show its default again. */
export async function deleteJournalTheme(db: Db, journalId: string): Promise<void> {
  await db.delete(journalThemes).where(eq(journalThemes.journalId, journalId));
}
