import type { ResolvedJournalSettings } from "./journal-settings.defaults";

/** What the settings screen shows: the journal, its resolved settings and its editors. */
export type JournalSettingsPage = {
  journal: { id: string; shortName: string; title: string; status: string; doiPrefix: string | null };
  settings: ResolvedJournalSettings;
  editors: { id: string; name: string; email: string; allJournals: boolean }[];
};
