import type { CrossrefSettingsView } from "~/modules/crossref/crossref.types";
import type { JournalStatus } from "~/modules/journals/journals.desk.constants";
import type { ResolvedJournalSettings } from "./journal-settings.defaults";

/** A journal among those whose settings one may edit, as the choice of journal shows it. */
export type ConfigurableJournal = {
  id: string;
  shortName: string;
  title: string;
  description: string | null;
  status: JournalStatus;
  heroGradient: string;
};

/** What the settings screen shows: the journal, its resolved settings and its editors. */
export type JournalSettingsPage = {
  journal: { id: string; shortName: string; title: string; status: string; doiPrefix: string | null };
  settings: ResolvedJournalSettings;
  /** The DOI tab's Crossref part: whether a password is stored, never the password. */
  crossref: CrossrefSettingsView;
  editors: { id: string; name: string; email: string; allJournals: boolean }[];
  /**
   * The dashboard's Journal Settings offers the user a choice of journals (an editor of several):
   * the screen's back link leads there rather than to the dashboard.
   */
  choiceOfJournals: boolean;
};
