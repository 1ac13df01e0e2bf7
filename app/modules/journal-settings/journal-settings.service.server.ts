// A journal's settings (spec 002 sections 2.8 and 3.6): read resolved (defaults merged) by every
// feature they drive, and edited tab by tab by the journal's editors and the admins.
import { contentChanged } from "~/lib/content-changes.server";
import { AppError, notFound } from "~/lib/errors";
import { logger } from "~/lib/logger.server";
import { db, services } from "~/lib/services.server";
import type { CurrentUser } from "~/modules/auth/current-user";
import { can } from "~/modules/auth/permissions";
import { themeFor } from "~/modules/journals/journal-themes";
import { loadCrossrefSettings, saveCrossrefSettings } from "~/modules/crossref/crossref.service.server";
import { resolveJournalSettings, type ResolvedJournalSettings } from "./journal-settings.defaults";
import {
  countJournalsIn,
  findJournalByShortName,
  findJournalEditors,
  findJournalsIn,
  findSettingsRow,
  lockSettingsRow,
  updateJournalDoiPrefix,
  updateSettingsGroups,
} from "./journal-settings.repository.server";
import type { ConfigurableJournal, JournalSettingsPage } from "./journal-settings.types";
import { JOURNAL_SETTINGS_MESSAGES as M, type SettingsTab, type TabInput } from "./journal-settings.schemas";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The journal's complete settings: its stored groups with the spec's defaults for anything missing.
 * One primary-key read, not cached across requests, so a save takes effect at once on every
 * instance (the public pages that show settings are behind the page cache, emptied on save).
 */
export async function getJournalSettings(journalId: string, dbOrTx = db()): Promise<ResolvedJournalSettings> {
  if (!UUID.test(journalId)) return resolveJournalSettings(null);
  return resolveJournalSettings(await findSettingsRow(dbOrTx, journalId));
}

/**
 * Where replies to the journal's e-mails about submissions, reviews, tasks and publication go (their
 * Reply-To): the journal's editorial address, else the platform's (EDITORIAL_EMAIL).
 */
export async function editorialReplyTo(journalId: string, dbOrTx = db()): Promise<string> {
  const { editorialEmail } = (await getJournalSettings(journalId, dbOrTx)).emailNotifications;
  return editorialEmail || services().env.EDITORIAL_EMAIL;
}

/** The journal by short name, if the user may configure it: 404 'Journal Not Found', else 403 Access Denied. */
async function journalFor(user: CurrentUser, shortName: string) {
  const journal = shortName.length <= 100 ? await findJournalByShortName(db(), shortName.toLowerCase()) : undefined;
  // Who may not configure any journal learns nothing about which exist.
  if (!can(user, "journalSettings.manage")) throw new AppError("forbidden", 403, M.accessDenied);
  if (!journal) throw notFound("journals.not_found", M.notFound);
  if (!can(user, "journalSettings.manage", { journalId: journal.id })) {
    throw new AppError("forbidden", 403, M.accessDenied);
  }
  return journal;
}

/**
 * The journals whose settings `user` may edit, by title (the dashboard's Journal Settings entry):
 * every journal for a role held for all of them, else those of the user's grants; 403 Access Denied
 * for who may configure none. Each grant is judged by the rule journalFor enforces.
 */
export async function findConfigurableJournals(user: CurrentUser): Promise<ConfigurableJournal[]> {
  if (!can(user, "journalSettings.manage")) throw new AppError("forbidden", 403, M.accessDenied);
  const rows = await findJournalsIn(db(), configurableScope(user));
  return rows
    .filter((j) => can(user, "journalSettings.manage", { journalId: j.id }))
    .map((j) => ({ ...j, heroGradient: j.heroGradient ?? themeFor(j.shortName).gradients.hero }));
}

/** The journals `user`'s grants let them configure, each judged as journalFor does: null for all of them. */
function configurableScope(user: CurrentUser): string[] | null {
  const grants = user.roles.filter((grant) =>
    can({ ...user, roles: [grant] }, "journalSettings.manage", { journalId: grant.journalId }),
  );
  return grants.some((g) => g.journalId === null) ? null : [...new Set(grants.map((g) => g.journalId!))];
}

/**
 * Whether the dashboard's Journal Settings offers `user` a choice of journals (journal-settings-choice
 * redirects who configures one): shown to those without the journals list, who configure several.
 */
async function choosesAmongJournals(user: CurrentUser): Promise<boolean> {
  if (can(user, "journals.manage")) return false;
  return (await countJournalsIn(db(), configurableScope(user))) > 1;
}

/** The settings screen: the journal, its settings and its editors. */
export async function loadJournalSettingsPage(user: CurrentUser, shortName: string): Promise<JournalSettingsPage> {
  const journal = await journalFor(user, shortName);
  const [settings, editorRows, crossref, choiceOfJournals] = await Promise.all([
    getJournalSettings(journal.id),
    findJournalEditors(db(), journal.id),
    loadCrossrefSettings(journal.id, journal.autoAssignDoi),
    choosesAmongJournals(user),
  ]);
  // One entry per person: a grant for every journal wins over one for this journal.
  const editors = new Map<string, JournalSettingsPage["editors"][number]>();
  for (const e of editorRows) {
    const seen = editors.get(e.id);
    editors.set(e.id, { ...e, allJournals: Boolean(e.allJournals) || Boolean(seen?.allJournals) });
  }
  const { autoAssignDoi: _, ...journalFields } = journal;
  return { journal: journalFields, settings, crossref, editors: [...editors.values()], choiceOfJournals };
}

/**
 * Saves one tab. The row is locked (created empty first), read, merged with the tab's values and
 * written in one transaction, so concurrent saves of different tabs keep each other's changes.
 * Fields hidden in the form (a count while its switch is off, settings that cannot take effect)
 * keep their stored value.
 */
export async function saveJournalSettingsTab<T extends SettingsTab>(
  user: CurrentUser,
  shortName: string,
  tab: T,
  input: TabInput<T>,
): Promise<void> {
  const journal = await journalFor(user, shortName);
  await db().transaction(async (tx) => {
    if (tab === "doi") {
      const { doiPrefix, ...crossref } = input as TabInput<"doi">;
      await updateJournalDoiPrefix(tx, journal.id, doiPrefix);
      await saveCrossrefSettings(tx, journal.id, crossref);
      return;
    }
    await lockSettingsRow(tx, journal.id);
    const current = resolveJournalSettings(await findSettingsRow(tx, journal.id));
    await updateSettingsGroups(tx, journal.id, mergeTab(current, tab, input));
  });
  logger.info({ journalId: journal.id, tab, by: user.id }, "journal settings saved");
  // The journal's page shows its review type and SEO settings; galleys follow the access controls.
  contentChanged();
}

function defined<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;
}

function mergeTab<T extends SettingsTab>(
  current: ResolvedJournalSettings,
  tab: T,
  input: TabInput<T>,
): Partial<ResolvedJournalSettings> {
  switch (tab) {
    case "publication": {
      const v = input as TabInput<"publication">;
      return {
        publicationWorkflow: { ...current.publicationWorkflow, ...defined(v.publicationWorkflow) },
        submissionGuidelines: { ...current.submissionGuidelines, ...defined(v.submissionGuidelines) },
      };
    }
    case "editorial":
      return { editorialWorkflow: { ...current.editorialWorkflow, ...defined(input as TabInput<"editorial">) } };
    case "access":
      return { accessControls: { ...current.accessControls, ...(input as TabInput<"access">) } };
    case "notifications":
      return { emailNotifications: { ...current.emailNotifications, ...(input as TabInput<"notifications">) } };
    case "seo":
      return { seoSettings: { ...current.seoSettings, ...(input as TabInput<"seo">) } };
    default:
      return {};
  }
}
