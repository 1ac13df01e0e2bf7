// How sure the extractor is of each field it read (0 to 1), from the signals that agreed on it:
// the page's layout, the document's own metadata, the shape of the value. The figures are ranks,
// not probabilities: the bench checks that fields below DOUBTFUL_BELOW are wrong more often.
import { looksLikeName } from "./author-names";
import { wordCount } from "./text";

export type Source = "page" | "page+embedded" | "embedded" | "info" | "none";

/** The title: confirmed by the document's metadata, read from large type alone, or only named. */
export function titleConfidence(title: string | null, source: Source): number {
  if (!title) return 0;
  const words = wordCount(title);
  let score = source === "page+embedded" ? 0.95 : source === "page" ? 0.8 : 0.5;
  // Titles are seldom one or two words, or run past 40; a journal's name or a sentence may.
  if (words < 3 || words > 40) score -= 0.3;
  if (/^[\p{Lu}\s\d:,.-]+$/u.test(title) && words > 2) score -= 0.05;
  return clamp(score);
}

/** The authors: each a name, confirmed by the document's creators, or the Info author alone. */
export function authorsConfidence(names: string[], source: Source): number {
  if (names.length === 0) return 0;
  // The document's creators alone are what its authoring tool was told: often right, never checked.
  let score = source === "page+embedded" ? 0.95 : source === "page" ? 0.8 : source === "embedded" ? 0.6 : 0.4;
  const odd = names.filter((n) => !looksLikeName(n) || n.split(/\s+/).length > 5 || /\d/.test(n)).length;
  score -= 0.3 * Math.min(1, odd);
  if (names.length > 30) score -= 0.2;
  return clamp(score);
}

/**
 * The abstract: after its heading, or a paragraph guessed without one (sure enough when it is a
 * long, finished paragraph, or when the document's description starts as it does); its length
 * plausible, and no licence or correspondence text at its start.
 */
export function abstractConfidence(
  abstract: string | null,
  headed: boolean,
  cutAtLimit: boolean,
  confirmed = false,
): number {
  if (!abstract) return 0;
  const words = wordCount(abstract);
  const finished = words >= 80 && /[.!?)]$/.test(abstract.trim());
  let score = headed || confirmed ? 0.9 : finished ? 0.72 : 0.6;
  if (words < 40) score -= 0.3;
  if (cutAtLimit || words > 700) score -= 0.2;
  if (/(creative commons|licen[cs]e|copyright|©|how to cite|correspondence)/i.test(abstract.slice(0, 200)))
    score -= 0.3;
  return clamp(score);
}

/** The keywords: named by the document too, or a list after its heading of plausible entries. */
export function keywordsConfidence(keywords: string[], confirmed: boolean): number {
  if (keywords.length === 0) return 0;
  let score = confirmed ? 0.95 : 0.85;
  if (keywords.some((k) => k.length > 60 || wordCount(k) > 6)) score -= 0.3;
  if (keywords.length > 15 || (keywords.length === 1 && keywords[0].length > 30)) score -= 0.3;
  return clamp(score);
}

/** The DOI: confirmed by the metadata, introduced by "doi"/doi.org on the page, or seen in passing. */
export function doiConfidence(doi: string | null, confirmed: boolean, introduced: boolean): number {
  if (!doi) return 0;
  let score = confirmed ? 0.97 : introduced ? 0.9 : 0.65;
  // A DOI ending in a bare word or a dot is often cut short or carries glued text.
  if (/[./-]$/.test(doi) || doi.length < 12) score -= 0.3;
  return clamp(score);
}

function clamp(score: number): number {
  return Math.round(Math.max(0, Math.min(1, score)) * 100) / 100;
}
