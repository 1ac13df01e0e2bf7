import type { JournalTheme } from "~/modules/journals/journal-themes";
import type { ThemeFieldErrors } from "./journal-themes.schemas";

export type ThemeEditorData = {
  /** The preview shows the journal's own ISSN (print, else online), or none. */
  journal: { id: string; title: string; shortName: string; issn: string | null; eissn: string | null };
  /** What the journal's pages show now. */
  theme: JournalTheme;
  /** What Reset restores. */
  defaultTheme: JournalTheme;
  /** Whether the journal has no theme of its own (its pages show the default). */
  isDefault: boolean;
};

/** What /api/journals/:journalId/theme answers. */
export type ThemeEndpointAnswer =
  | { ok: true; message?: string; data: ThemeEditorData }
  | { ok: false; message: string; fieldErrors?: ThemeFieldErrors };
