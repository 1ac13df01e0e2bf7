/**
 * The submission wizard, optionally with a journal chosen. Every "Submit Manuscript" on the site
 * leads here; a visitor is sent to sign in first and comes back to it.
 */
export function newSubmissionPath(journalShortName?: string): string {
  const base = "/dashboard/submissions/new";
  return journalShortName ? `${base}?journal=${encodeURIComponent(journalShortName)}` : base;
}
