/**
 * The theme editor of one journal (Theme Settings tab of /dashboard/journals). This placeholder
 * keeps the tab's contract; the journal themes module replaces it with the editor.
 */
export function ThemeDesignPanel({ journalId }: { journalId: string }) {
  return (
    <p className="text-sm text-slate-600" data-journal-id={journalId}>
      The theme editor of this journal is not available in this build.
    </p>
  );
}
