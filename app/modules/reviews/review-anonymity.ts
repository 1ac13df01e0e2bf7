// Who may learn whose identity, by the journal's review type (docs/decisions/023). The server
// builds every loader's data, e-mail and file name through these two questions, so a hidden name
// never leaves it.
import countryNames from "i18n-iso-countries/langs/en.json";

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

/** Someone a reviewer must not learn, with what a letter may name them by. */
export type HiddenPerson = { name: string; email: string; affiliation?: string | null; orcid?: string | null };

/**
 * `text` with each of the people's names, e-mail addresses, affiliations (whole or in part) and
 * ORCID iDs replaced by "[the authors]": what a reviewer who must not learn the authors reads of
 * letters written to or by them (a decision letter's greeting, a response signed by its author).
 */
export function withoutNames(text: string, people: readonly HiddenPerson[]): string {
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const needles = [...new Set(people.flatMap(identifiersOf).map((s) => s.trim()))]
    .filter((s) => s.length >= 3)
    .sort((a, b) => b.length - a.length);
  if (needles.length === 0) return text;
  // Whole words only: a short affiliation ("MIT") must not blank the middle of "submitted".
  const pattern = `(?<![\\p{L}\\p{N}])(?:${needles.map(escape).join("|")})(?![\\p{L}\\p{N}])`;
  return text.replace(new RegExp(pattern, "giu"), "[the authors]");
}

function identifiersOf(p: HiddenPerson): string[] {
  // An ORCID iD is stored hyphenated; a letter may give it without the hyphens.
  const orcid = p.orcid ? [p.orcid, p.orcid.replace(/-/g, "")] : [];
  return [p.email, p.name, ...(p.affiliation ? affiliationParts(p.affiliation) : []), ...orcid];
}

/**
 * The affiliation and each of its parts ("Dept of Microbiology, Example University, India"): a
 * letter often names the institution alone, and the department or the university names the
 * authors almost as well as their names. A part that is only a country ("India", "USA", "Korea,
 * Republic of") stays, and so does one without a letter (a postcode): they name nobody, and taking
 * them out would blank every mention of the country or the figure in the letter.
 */
function affiliationParts(affiliation: string): string[] {
  const parts = affiliation.split(/[,;]/).map((s) => s.trim());
  const country = (i: number) =>
    isCountry(parts[i]) ||
    (i > 0 && isCountry(`${parts[i - 1]}, ${parts[i]}`)) ||
    (i + 1 < parts.length && isCountry(`${parts[i]}, ${parts[i + 1]}`));
  return [affiliation, ...parts.filter((part, i) => /\p{L}/u.test(part) && !country(i))];
}

/** A country's English name, official or common ("United States of America", "USA", "The Netherlands"). */
const COUNTRY_NAMES = new Set(Object.values(countryNames.countries).flat().map(countryKey));

function countryKey(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/^the\s+|\.$/g, "")
    .trim();
}

function isCountry(part: string): boolean {
  return COUNTRY_NAMES.has(countryKey(part));
}
