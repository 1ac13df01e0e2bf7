import type { SubmissionAuthorView } from "./submissions.types";

/**
 * Where an author works, as the submission's details show it: the affiliation with the author's
 * country (asked by the wizard since ADR 064), the country left out when the affiliation already
 * ends with it ("Manipal College of Pharmacy, Manipal, India").
 */
export function placeOf(a: Pick<SubmissionAuthorView, "affiliation" | "countryName">): string {
  const affiliation = a.affiliation?.trim() ?? "";
  const named = a.countryName && affiliation.toLowerCase().endsWith(a.countryName.toLowerCase());
  return [affiliation, named ? null : a.countryName].filter(Boolean).join(", ");
}
