// The user list's search: every word typed must start a word of the user's name or e-mail address,
// case-insensitively ("ada", "ada auth", "smith@uni", "example.org" all find Ada Smith
// <ada.smith@example.org>). Words rather than any substring, so that a GIN full-text index serves
// the search on PGlite and PostgreSQL alike without an extension (see users.repository.server.ts).

const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 64;

/** The words of a search text: letters and digits, lower-cased; punctuation separates words. */
export function searchWords(text: string): string[] {
  return text
    .normalize("NFC")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_WORDS)
    .map((w) => w.slice(0, MAX_WORD_LENGTH));
}

/**
 * The search as a PostgreSQL prefix `tsquery` ("'ada':* & 'auth':*"), or null when the text has no
 * word. Words hold only letters and digits, so nothing in them needs quoting.
 */
export function prefixTsQuery(text: string): string | null {
  const words = searchWords(text);
  return words.length > 0 ? words.map((w) => `'${w}':*`).join(" & ") : null;
}
