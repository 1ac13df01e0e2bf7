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
const WORD = /[\p{L}\p{N}]+/gu;

/** The lexemes of a `querytree()` text: `'toxic' & 'drug' <-> 'releas'` gives toxic, drug, releas. */
export function queryLexemes(tree: string): string[] {
  return [...tree.matchAll(/'((?:[^']|'')+)'/g)].map((m) => m[1]!.replaceAll("''", "'"));
}

type Word = { start: number; end: number; match: boolean };

/**
 * The abstract's passages around the words matching `lexemes`, with each match between
 * HIGHLIGHT_START and HIGHLIGHT_STOP; without a match, its first words.
 */
export function abstractExcerpt(text: string, lexemes: string[]): string {
  const wanted = new Set(lexemes);
  const prefixes = new Set(lexemes.map((l) => l.slice(0, 2)));
  const words: Word[] = [];
  for (const m of text.matchAll(WORD)) {
    const lower = m[0].toLowerCase();
    const match = prefixes.has(lower.slice(0, 2)) && (wanted.has(lower) || wanted.has(stem(lower)));
    words.push({ start: m.index, end: m.index + m[0].length, match });
  }
  if (words.length === 0) return "";
  const passages = choosePassages(words);
  return passages
    .map(([from, to]) => {
      // The punctuation after the passage's last word ends it too ("... was measured.").
      const next = words[to]?.start ?? text.length;
      const after = /^[.,;:!?)\]”’"'%]*/.exec(text.slice(words[to - 1]!.end, next))![0];
      return marked(text, words.slice(from, to)) + after;
    })
    .join(FRAGMENT_DELIMITER);
}

/** Up to PASSAGES windows of words [from, to), those with the most matches, in reading order. */
function choosePassages(words: Word[]): [number, number][] {
  const size = Math.min(PASSAGE_WORDS, words.length);
  // Matches in the window starting at each word, by a running sum.
  const before = [0];
  for (const w of words) before.push(before.at(-1)! + (w.match ? 1 : 0));
  const matchesIn = (from: number) => before[from + size]! - before[from]!;
  const chosen: [number, number][] = [];
  for (let n = 0; n < PASSAGES; n++) {
    let best = -1;
    let bestMatches = 0;
    for (let from = 0; from + size <= words.length; from++) {
      const overlaps = chosen.some(([a, b]) => from < b && from + size > a);
      // The first window of the best: a passage begins as near its first match as it can.
      if (!overlaps && matchesIn(from) > bestMatches) {
        best = from;
        bestMatches = matchesIn(from);
      }
    }
    if (best < 0) break;
    // Start a few words before the first match, when the window allows, for context.
    const firstMatch = words.findIndex((w, i) => i >= best && w.match);
    const from = Math.max(best, Math.min(firstMatch - 3, words.length - size));
    chosen.push([from, from + size]);
  }
  if (chosen.length === 0) return [[0, size]];
  return chosen.sort((a, b) => a[0] - b[0]);
}

/** The text from the first word to the last, its matching words marked. */
function marked(text: string, words: Word[]): string {
  let out = "";
  let at = words[0]!.start;
  for (const w of words) {
    out += text.slice(at, w.start);
    const word = text.slice(w.start, w.end);
    out += w.match ? `${HIGHLIGHT_START}${word}${HIGHLIGHT_STOP}` : word;
    at = w.end;
  }
  return out;
}
