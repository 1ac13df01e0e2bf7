/**
 * The editorial board manager of one journal (Editorial Board tab of /dashboard/journals). This
 * placeholder keeps the tab's contract; the editorial board module replaces it with the manager.
 */
export function EditorialBoardManager({ journalId, journalTitle }: { journalId: string; journalTitle: string }) {
  return (
    <p className="text-sm text-slate-600" data-journal-id={journalId}>
      The editorial board manager of {journalTitle} is not available in this build.
    </p>
  );
}
