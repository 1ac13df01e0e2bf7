// Who may learn whose identity, by the journal's review type (docs/decisions/023). The server
// builds every loader's data, e-mail and file name through these two questions, so a hidden name
// never leaves it.
export type ReviewType = "single-blind" | "double-blind" | "open" | "post-publication";

/** Authors learn who reviewed them only under open review (post-publication review is public too). */
export function authorsSeeReviewers(type: ReviewType): boolean {
  return type === "open" || type === "post-publication";
}

/** Reviewers learn who wrote the manuscript except under double-blind review. */
export function reviewersSeeAuthors(type: ReviewType): boolean {
  return type !== "double-blind";
}

/** "Reviewer 2": how a reviewer is named where their name is hidden (numbered by invitation order). */
export function anonymousReviewerLabel(index: number): string {
  return `Reviewer ${index + 1}`;
}

/**
 * Each assignment's "Reviewer N", given the submission's assignments oldest first: one number per
 * reviewer over the whole submission, in the order of their first invitation, so that Reviewer 1
 * of round 1 is Reviewer 1 again when re-invited to round 2.
 */
export function reviewerLabels(
  rows: readonly { id: string; reviewerId: string | null; inviteeEmail: string }[],
): Map<string, string> {
  // Someone invited by e-mail gets an account when they accept: their later invitations carry it.
  const accountOf = new Map<string, string>();
  for (const r of rows) if (r.reviewerId) accountOf.set(r.inviteeEmail.toLowerCase(), r.reviewerId);
  const numbers = new Map<string, number>();
  const labels = new Map<string, string>();
  for (const r of rows) {
    const email = r.inviteeEmail.toLowerCase();
    const who = r.reviewerId ?? accountOf.get(email) ?? `email:${email}`;
    if (!numbers.has(who)) numbers.set(who, numbers.size);
    labels.set(r.id, anonymousReviewerLabel(numbers.get(who)!));
  }
  return labels;
}

/** A file's name as a reviewer gets it when the authors are hidden: the code and a number, keeping the extension. */
export function anonymousFileName(code: string, index: number, original: string): string {
  const ext = /\.([a-z0-9]{1,8})$/i.exec(original)?.[1]?.toLowerCase();
  return `${code}-file-${index + 1}${ext ? `.${ext}` : ""}`;
}

/** The name authors get for a review's annotated file when reviewers are hidden from them. */
export function anonymousAttachmentName(reviewerLabel: string, original: string): string {
  const ext = /\.([a-z0-9]{1,8})$/i.exec(original)?.[1]?.toLowerCase();
  return `${reviewerLabel} – annotated manuscript${ext ? `.${ext}` : ""}`;
}

/**
 * `text` with each of the people's names and e-mail addresses replaced by "[the authors]": what a
 * reviewer who must not learn the authors reads of letters written to or by them (a decision
 * letter's greeting, a response signed by its author).
 */
export function withoutNames(text: string, people: readonly { name: string; email: string }[]): string {
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const needles = people
    .flatMap((p) => [p.email, p.name])
    .map((s) => s.trim())
    .filter((s) => s.length >= 3)
    .sort((a, b) => b.length - a.length);
  if (needles.length === 0) return text;
  return text.replace(new RegExp(needles.map(escape).join("|"), "gi"), "[the authors]");
}
