// What a journal's status means for readers (spec 001 section 3; issue "Journal administration"):
// active journals are listed and take submissions; archived journals take no submissions and are
// listed apart, but their pages and published articles stay online at their addresses (DOIs point
// there); inactive journals are hidden everywhere public (their pages answer 404).

/** Statuses whose journal pages, issues and articles readers may open. */
export const READABLE_JOURNAL_STATUSES = ["active", "archived"] as const;

export function isReadableJournalStatus(status: string): boolean {
  return (READABLE_JOURNAL_STATUSES as readonly string[]).includes(status);
}
