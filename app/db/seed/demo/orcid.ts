import type { Rng } from "./prng";

/** ISO 7064 MOD 11-2 check character over the first 15 digits of an ORCID iD. */
export function orcidCheckDigit(base15: string): string {
  let total = 0;
  for (const ch of base15) total = (total + Number(ch)) * 2;
  const result = (12 - (total % 11)) % 11;
  return result === 10 ? "X" : String(result);
}

export function isValidOrcid(orcid: string): boolean {
  const m = /^(\d{4})-(\d{4})-(\d{4})-(\d{3}[\dX])$/.exec(orcid);
  if (!m) return false;
  const digits = orcid.replace(/-/g, "");
  return orcidCheckDigit(digits.slice(0, 15)) === digits[15];
}

/**
 * A checksum-valid iD for a fictional demo author. The 0000-0000 block lies outside the ranges
 * ORCID hands out (0000-0001-5 ... 0000-0003-5 and 0009-0000 ... 0009-0010), so a demo iD can
 * never point at a real researcher's record.
 */
export function demoOrcid(rng: Rng): string {
  let base = "00000000";
  for (let i = 0; i < 7; i++) base += String(rng.int(0, 9));
  const full = base + orcidCheckDigit(base);
  return full.replace(/(\d{4})(\d{4})(\d{4})(\d{3}[\dX])/, "$1-$2-$3-$4");
}
