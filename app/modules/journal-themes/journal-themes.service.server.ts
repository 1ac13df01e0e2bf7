// A journal's theme (spec 001 section 2 "Theme settings", 002 sections 3.6 and 9): read, saved and
// reset by the admins and by the editors of that journal (a role held for another journal does
// not count). Public pages read the stored theme through the journals service; a change empties
// the page cache at once (contentChanged).
import { contentChanged } from "~/lib/content-changes.server";
import { AppError } from "~/lib/errors";
import { db } from "~/lib/services.server";
import type { CurrentUser } from "~/modules/auth/current-user";
import { can } from "~/modules/auth/permissions";
import { storedThemeOr, themeFor } from "~/modules/journals/journal-themes";
import { THEME_MESSAGES } from "./journal-themes.constants";
import { deleteJournalTheme, findJournalWithTheme, upsertJournalTheme } from "./journal-themes.repository.server";
import { isJournalId, type ThemeInput } from "./journal-themes.schemas";
import type { ThemeEditorData } from "./journal-themes.types";

/**
 * The journal, if the actor may change its theme: 404 when there is no such journal, 403 when the
 * actor is neither an admin nor an editor of it. The theme belongs to the journal's settings
 * (the Theme & Design tab), so it shares their permission.
 */
async function manageableJournal(actor: CurrentUser, journalId: string) {
  const journal = isJournalId(journalId) ? await findJournalWithTheme(db(), journalId) : undefined;
  if (!journal) throw new AppError("journal_themes.not_found", 404, THEME_MESSAGES.notFound);
  if (!can(actor, "journalSettings.manage", { journalId: journal.id })) {
    throw new AppError("journal_themes.forbidden", 403, THEME_MESSAGES.forbidden);
  }
  return journal;
}

function editorData(journal: NonNullable<Awaited<ReturnType<typeof findJournalWithTheme>>>): ThemeEditorData {
  return {
    journal: {
      id: journal.id,
      title: journal.title,
      shortName: journal.shortName,
      issn: journal.issn,
      eissn: journal.eissn,
    },
    theme: storedThemeOr(journal.shortName, journal.theme),
    defaultTheme: themeFor(journal.shortName),
    isDefault: journal.theme?.gradients == null,
  };
}

/** The journal's theme as the editor shows it. */
export async function getJournalTheme(actor: CurrentUser, journalId: string): Promise<ThemeEditorData> {
  return editorData(await manageableJournal(actor, journalId));
}

/** Saves the journal's theme (checked by themeSchema); its public pages use it from the next request. */
export async function saveJournalTheme(
  actor: CurrentUser,
  journalId: string,
  theme: ThemeInput,
): Promise<ThemeEditorData> {
  const journal = await manageableJournal(actor, journalId);
  await db().transaction((tx) => upsertJournalTheme(tx, journal.id, theme));
  contentChanged();
  return getJournalTheme(actor, journal.id);
}

/** Restores the journal's default theme (its fixed theme, or the spec's default). */
export async function resetJournalTheme(actor: CurrentUser, journalId: string): Promise<ThemeEditorData> {
  const journal = await manageableJournal(actor, journalId);
  await db().transaction((tx) => deleteJournalTheme(tx, journal.id));
  contentChanged();
  return getJournalTheme(actor, journal.id);
}
