/** The journal code used when a submission has no journal (spec 001 section 9). */
export const DEFAULT_JOURNAL_CODE = "FJPHS";

/**
 * A submission's code on the dashboard: the journal short name upper-cased (default FJPHS), a
 * hyphen and the number padded to 3 digits ("FJPHS-007"); without a number, the first 8
 * characters of the id.
 */
export function submissionCode(
  journalShortName: string | null | undefined,
  submissionNumber: number | null | undefined,
  id: string,
): string {
  const journal = journalShortName ? journalShortName.toUpperCase() : DEFAULT_JOURNAL_CODE;
  const number = submissionNumber == null ? id.slice(0, 8) : String(submissionNumber).padStart(3, "0");
  return `${journal}-${number}`;
}

/** "under_review" → "under review". */
export function statusLabel(status: string): string {
  return status.replaceAll("_", " ");
}
