/** The home page's journal search: one rule, for the page the server sends and for typing. */

export type SearchableJournal = { title: string; description: string | null };

/** The text occurs in the title or the description, ignoring case and surrounding spaces. */
export function matchesJournalQuery(journal: SearchableJournal, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return journal.title.toLowerCase().includes(needle) || (journal.description ?? "").toLowerCase().includes(needle);
}

/** 'N journals match your search.', the hero's line under the search box. */
export function journalMatchLine(count: number): string {
  if (count === 0) return "No journals match your search.";
  return `${count} ${count === 1 ? "journal matches" : "journals match"} your search.`;
}

/** 'N of T journals match “q”.', the journals section's line while searching. */
export function journalMatchSummary(count: number, total: number, query: string): string {
  return `${count} of ${total} journals match “${query.trim()}”.`;
}
