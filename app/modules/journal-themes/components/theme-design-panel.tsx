/** The 'Theme & Design' tab of a journal's settings; its editor is built with journal themes. */
export function ThemeDesignPanel({ journalId }: { journalId: string }) {
  return (
    <p className="text-sm text-slate-600" data-journal-id={journalId}>
      The journal&apos;s colours and cover follow its theme.
    </p>
  );
}
