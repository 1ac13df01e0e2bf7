import type { CrossrefSettingsView } from "~/modules/crossref/crossref.types";
import type { ResolvedJournalSettings } from "./journal-settings.defaults";

/** What the settings screen shows: the journal, its resolved settings and its editors. */
export type JournalSettingsPage = {
  journal: { id: string; shortName: string; title: string; status: string; doiPrefix: string | null };
  settings: ResolvedJournalSettings;
  /** The DOI tab's Crossref part: whether a password is stored, never the password. */
  crossref: CrossrefSettingsView;
  editors: { id: string; name: string; email: string; allJournals: boolean }[];
};
