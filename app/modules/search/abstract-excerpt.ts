import { stem } from "porter2";
import { HIGHLIGHT_START, HIGHLIGHT_STOP } from "./search.constants";

// A result's abstract is shown as up to two passages around the words searched for, those words
// marked. PostgreSQL's ts_headline did it, but it parses and stems the whole abstract again for each
// of the page's 20 results: about a third of a common word's search. The words are found here
// instead: the search's lexemes come from the query (`querytree`: without the words it excludes),
// and a word of the abstract is stemmed with Snowball's English stemmer (porter2), the one the
// 'english' configuration uses, only when it begins as one of them does.

/** Words in a passage: as many as ts_headline's MaxWords gave. */
const PASSAGE_WORDS = 35;
/** Passages at most, joined by FRAGMENT_DELIMITER. */
const PASSAGES = 2;
const FRAGMENT_DELIMITER = " … ";
/** A word is a run of letters and digits (as ts_headline's parser mostly splits them). */
const LETTER_OR_DIGIT = /^[\p{L}\p{N}]$/u;

/** The lexemes of a `querytree()` text: `'toxic' & 'drug' <-> 'releas'` gives toxic, drug, releas. */
export function queryLexemes(tree: string): string[] {
  return [...tree.matchAll(/'((?:[^']|'')+)'/g)].map((m) => m[1]!.replaceAll("''", "'"));
}

/**
 * The abstract's words (runs of letters and digits): where each starts and ends, and whether it
 * matches, in arrays rather than an object a word. A page's 20 abstracts are about 5,000 words: a
 * lower-cased copy of each word, an object each and a test of every window against the chosen
 * passages made the excerpts 30-40 µs an abstract, 0.7 ms of a search; now 19-25 (2026-12-06).
 */
type Words = { starts: number[]; ends: number[]; matches: boolean[] };

/**
 * The abstract's passages around the words matching `lexemes`, with each match between
 * HIGHLIGHT_START and HIGHLIGHT_STOP; without a match, its first words.
 */
export function abstractExcerpt(text: string, lexemes: string[]): string {
  const words = findWords(text, lexemes);
  if (words.starts.length === 0) return "";
  const passages = choosePassages(words.matches);
  return passages
    .map(([from, to]) => {
      // The punctuation after the passage's last word ends it too ("... was measured.").
      const next = words.starts[to] ?? text.length;
      const after = /^[.,;:!?)\]”’"'%]*/.exec(text.slice(words.ends[to - 1], next))![0];
      return marked(text, words, from, to) + after;
    })
    .join(FRAGMENT_DELIMITER);
}

function findWords(text: string, lexemes: string[]): Words {
  const wanted = new Set(lexemes);
  // A word is stemmed only when its first two characters (lower case) begin one of the lexemes.
  const prefixes = new Set(lexemes.map((l) => prefixKey(l.slice(0, 2))));
  const words: Words = { starts: [], ends: [], matches: [] };
  const length = text.length;
  let at = 0;
  while (at < length) {
    let units = wordUnits(text, at);
    if (units === 0) {
      at++;
      continue;
    }
    const start = at;
    do at += units;
    while (at < length && (units = wordUnits(text, at)) > 0);
    words.starts.push(start);
    words.ends.push(at);
    words.matches.push(
      prefixes.has(lowerPrefixKey(text, start, at)) && isWanted(text.slice(start, at).toLowerCase(), wanted),
    );
  }
  return words;
}

/**
 * The UTF-16 units of the letter or digit at `at` (LETTER_OR_DIGIT), or 0. Read by character codes:
 * the regular expression's Unicode class, run over a page's 20 abstracts, was a fifth of a search's
 * processor time in the server; ASCII is decided by ranges, anything else by the class.
 */
function wordUnits(text: string, at: number): number {
  const code = text.charCodeAt(at);
  if (code < 0x80) {
    const lower = code | 0x20;
    return (code >= 48 && code <= 57) || (lower >= 97 && lower <= 122) ? 1 : 0;
  }
  const point = text.codePointAt(at)!;
  return LETTER_OR_DIGIT.test(String.fromCodePoint(point)) ? (point > 0xffff ? 2 : 1) : 0;
}

function isWanted(word: string, wanted: Set<string>): boolean {
  return wanted.has(word) || wanted.has(stem(word));
}

/** Up to two UTF-16 units as one number. */
function prefixKey(prefix: string): number {
  return prefix.charCodeAt(0) * 0x10000 + (prefix.length > 1 ? prefix.charCodeAt(1) : 0);
}

/** The key of the word's first two characters in lower case, as `word.toLowerCase().slice(0, 2)`. */
function lowerPrefixKey(text: string, start: number, end: number): number {
  const first = text.charCodeAt(start);
  const second = end - start > 1 ? text.charCodeAt(start + 1) : 0;
  if (first < 0x80 && second < 0x80) return lowerAscii(first) * 0x10000 + lowerAscii(second);
  return prefixKey(text.slice(start, end).toLowerCase().slice(0, 2));
}

function lowerAscii(code: number): number {
  return code >= 65 && code <= 90 ? code + 32 : code;
}

/** Up to PASSAGES windows of words [from, to), those with the most matches, in reading order. */
function choosePassages(matches: boolean[]): [number, number][] {
  const count = matches.length;
  const size = Math.min(PASSAGE_WORDS, count);
  // Matches in the window starting at each word, by a running sum.
  const before = new Int32Array(count + 1);
  for (let i = 0; i < count; i++) before[i + 1] = before[i]! + (matches[i] ? 1 : 0);
  const chosen: [number, number][] = [];
  for (let n = 0; n < PASSAGES; n++) {
    let best = -1;
    let bestMatches = 0;
    for (let from = 0; from + size <= count; from++) {
      const inWindow = before[from + size]! - before[from]!;
      // The first window of the best: a passage begins as near its first match as it can.
      if (inWindow > bestMatches && !overlapsAny(chosen, from, from + size)) {
        best = from;
        bestMatches = inWindow;
      }
    }
    if (best < 0) break;
    // Start a few words before the first match, when the window allows, for context.
    const firstMatch = matches.indexOf(true, best);
    const from = Math.max(best, Math.min(firstMatch - 3, count - size));
    chosen.push([from, from + size]);
  }
  if (chosen.length === 0) return [[0, size]];
  return chosen.sort((a, b) => a[0] - b[0]);
}

function overlapsAny(chosen: [number, number][], from: number, to: number): boolean {
  for (const [a, b] of chosen) if (from < b && to > a) return true;
  return false;
}

/** The text from word `from` to word `to` (excluded), its matching words marked. */
function marked(text: string, words: Words, from: number, to: number): string {
  let out = "";
  let at = words.starts[from]!;
  for (let i = from; i < to; i++) {
    if (!words.matches[i]) continue;
    out += `${text.slice(at, words.starts[i])}${HIGHLIGHT_START}${text.slice(words.starts[i], words.ends[i])}${HIGHLIGHT_STOP}`;
    at = words.ends[i]!;
  }
  return out + text.slice(at, words.ends[to - 1]);
}
