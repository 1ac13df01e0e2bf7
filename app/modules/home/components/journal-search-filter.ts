/** The journal search of the home page, as the browser applies it while the visitor types. */

export type SearchableJournal = { id: string; title: string; description: string | null };

/** Same rule as the server's search: the text occurs in the title or the description, ignoring case. */
export function matchesJournalQuery(journal: SearchableJournal, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return journal.title.toLowerCase().includes(needle) || (journal.description ?? "").toLowerCase().includes(needle);
}

/**
 * The journals to show for what is in the search box. While the box holds the submitted query,
 * the server's result is shown (this is also what the page shows without scripts); once the
 * visitor types something else, the list is filtered here, instantly.
 */
export function visibleJournals<T extends SearchableJournal>(
  all: T[],
  typed: string,
  submitted: { q: string; matchIds: string[] } | null,
): T[] {
  if (submitted && typed.trim() === submitted.q) {
    const ids = new Set(submitted.matchIds);
    return all.filter((j) => ids.has(j.id));
  }
  return all.filter((j) => matchesJournalQuery(j, typed));
}
