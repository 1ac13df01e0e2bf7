// ORCID iDs: 16 characters in four groups (0000-0002-1825-0097); the last is a check digit
// (ISO 7064 MOD 11-2, "X" standing for 10). See https://support.orcid.org/hc/en-us/articles/360006897674.

export const ORCID_FORMAT_MESSAGE = "ORCID iD must be in the format 0000-0000-0000-000X.";
export const ORCID_CHECKSUM_MESSAGE = "This ORCID iD is not valid: its check digit does not match.";

const BARE = /^(\d{4})-?(\d{4})-?(\d{4})-?(\d{3}[\dX])$/;
const URL_PREFIX = /^(?:https?:\/\/)?(?:www\.)?orcid\.org\//i;

/** The check digit of the first 15 digits of an ORCID iD. */
export function orcidCheckDigit(digits: string): string {
  let total = 0;
  for (const ch of digits) total = (total + Number(ch)) * 2;
  const result = (12 - (total % 11)) % 11;
  return result === 10 ? "X" : String(result);
}

export type OrcidParse = { ok: true; orcid: string } | { ok: false; message: string };

/**
 * Reads an ORCID iD as people paste it (bare, without hyphens, or as an orcid.org URL) and gives
 * the bare hyphenated iD that is stored, or the reason it is refused.
 */
export function parseOrcid(input: string): OrcidParse {
  const text = input.trim().replace(URL_PREFIX, "").toUpperCase();
  const match = BARE.exec(text);
  if (!match) return { ok: false, message: ORCID_FORMAT_MESSAGE };
  const orcid = match.slice(1, 5).join("-");
  const digits = orcid.replace(/-/g, "");
  if (orcidCheckDigit(digits.slice(0, 15)) !== digits[15]) return { ok: false, message: ORCID_CHECKSUM_MESSAGE };
  return { ok: true, orcid };
}

/** The iD's public page. */
export function orcidUrl(orcid: string): string {
  return `https://orcid.org/${orcid}`;
}
