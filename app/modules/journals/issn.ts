// ISSN (ISO 3297): seven digits and a check character, written NNNN-NNNC. The check character is
// the sum of the first seven digits weighted 8 down to 2, taken modulo 11 and subtracted from 11
// (0 when that is 11, X when it is 10).

const ISSN_FORMAT = /^\d{4}-\d{3}[\dXx]$/;

/** Whether `value` is written as the spec asks: four digits, a hyphen, three digits and a digit or X (any case). */
export function isIssnFormat(value: string): boolean {
  return ISSN_FORMAT.test(value);
}

/** The check character of the first seven digits of an ISSN ('0'-'9' or 'X'). */
export function issnCheckCharacter(digits: string): string {
  let sum = 0;
  for (let i = 0; i < 7; i++) sum += Number(digits[i]) * (8 - i);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? "X" : String(check);
}

/** Whether a well-formed ISSN's last character matches its check character. */
export function hasValidIssnCheckDigit(value: string): boolean {
  if (!isIssnFormat(value)) return false;
  const digits = value.replace("-", "");
  return issnCheckCharacter(digits) === digits[7]!.toUpperCase();
}
