// DOI suffixes from a journal's pattern. Crossref advises short, opaque suffixes that say nothing
// that may change (titles, dates of a later issue): the default is the journal's short name and
// eight random base32 characters, e.g. 10.1234/fjphs.7k2m9q4x. Universal: the settings form checks
// the pattern with the same rules.

export const DEFAULT_SUFFIX_PATTERN = "{journal}.{random}";
export const SUFFIX_PATTERN_MAX = 60;
export const SUFFIX_TOKENS = ["{journal}", "{year}", "{volume}", "{issue}", "{random}"] as const;

/** Crockford's base32 alphabet in lower case: no i, l, o or u to misread. */
const BASE32 = "0123456789abcdefghjkmnpqrstvwxyz";

export function randomBase32(
  length = 8,
  bytes: Uint8Array = globalThis.crypto.getRandomValues(new Uint8Array(length)),
): string {
  let out = "";
  for (let i = 0; i < length; i++) out += BASE32[bytes[i]! % 32];
  return out;
}

/** Null when the pattern is usable, else why not (the settings form shows it). */
export function suffixPatternError(pattern: string): string | null {
  if (pattern.length > SUFFIX_PATTERN_MAX)
    return `The suffix pattern must be at most ${SUFFIX_PATTERN_MAX} characters.`;
  if (!pattern.includes("{random}")) return "The suffix pattern must contain {random}, which keeps every DOI unique.";
  const rest = pattern.replace(/\{(journal|year|volume|issue|random)\}/g, "");
  if (/[{}]/.test(rest)) return `Unknown placeholder: use ${SUFFIX_TOKENS.join(", ")}.`;
  if (!/^[A-Za-z0-9._\-;()/]*$/.test(rest)) {
    return "The suffix pattern may hold letters, digits and . _ - ; ( ) / besides its placeholders.";
  }
  return null;
}

export type SuffixContext = { journalShortName: string; year: number; volumeNumber: number; issueNumber: number };

/** A new suffix from `pattern` (the default when null or unusable). */
export function generateSuffix(pattern: string | null, ctx: SuffixContext, random = randomBase32()): string {
  const usable = pattern && suffixPatternError(pattern) === null ? pattern : DEFAULT_SUFFIX_PATTERN;
  const values: Record<string, string> = {
    journal: ctx.journalShortName.toLowerCase().replace(/[^a-z0-9]+/g, ""),
    year: String(ctx.year),
    volume: String(ctx.volumeNumber),
    issue: String(ctx.issueNumber),
    random,
  };
  return usable.replace(/\{(journal|year|volume|issue|random)\}/g, (_, token: string) => values[token]!);
}
