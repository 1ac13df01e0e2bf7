import {
  ABSTRACT_HEADING,
  ABSTRACT_PART,
  KEYWORDS_HEADING,
  endsFrontMatter,
  isBodyHeading,
  isShortLine,
} from "./headings";
import { HAS_EMAIL, INSTITUTION, joinLines, wordCount } from "./text";
import type { Line } from "../layout.types";

const MAX_ABSTRACT_CHARS = 6000;

/** An affiliation or an address line (an institution, a raised label first, an e-mail): no abstract starts there. */
export function isAffiliationText(line: Line): boolean {
  return INSTITUTION.test(line.text) || /^\^\{/.test(line.marked) || HAS_EMAIL.test(line.text);
}

/** Licence, copyright and citation notes: never an abstract's text, and they end one. */
const NOTE_START =
  /^(©|\(c\)\s*\d{4}|copyright\b|this (is an )?open[- ]access article|this (article|work) is (distributed|licensed|published)|licensee\b|published by .* under|under the terms of the creative commons|how to cite|cite this article|to cite this article)/i;

/**
 * Whether line `i` is furniture, or the rest of a furniture note run on below it (a licence line
 * marked as such, then "License, which permits unrestricted use…" in its type, close under it).
 */
export function inNote(lines: Line[], i: number): boolean {
  for (let k = i; k >= 0 && k > i - 4; k--) {
    const line = lines[k];
    if (line.furniture) return true;
    const above = lines[k - 1];
    if (!above || above.page !== line.page || above.column !== line.column) return false;
    const gap = line.y - above.y;
    if (gap <= 0 || gap > 1.6 * line.fontSize || Math.abs(above.fontSize - line.fontSize) > 0.5) return false;
  }
  return false;
}

export type AbstractMatch = { abstract: string; first: number; last: number };

/** A line holding only a structured abstract's sub-heading ("Methods", "RESULTS:"). */
function partHeading(line: Line): string | null {
  const match = ABSTRACT_PART.exec(line.text);
  if (!match) return null;
  const rest = line.text.slice(match[0].length).trim();
  return rest.length === 0 ? match[0].replace(/[\s:.\u2014\u2013-]+$/, "") : null;
}

/**
 * Whether `line` ends the abstract that `taken` lines started. Sub-headings of a structured
 * abstract do not; the same word as the first section heading ("Background" in BMC papers) does
 * once the abstract has reached its conclusion, or when it stands out from the abstract's type.
 */
function endsAbstract(line: Line, taken: Line[], parts: string[]): boolean {
  if (line.furniture) return false;
  if (KEYWORDS_HEADING.test(line.text) || endsFrontMatter(line) || NOTE_START.test(line.text)) return true;
  // Another abstract's heading alone on its line (the translation that follows).
  if (line.text.replace(ABSTRACT_HEADING, "").trim() === "" && ABSTRACT_HEADING.test(line.text)) return true;
  const body = taken.find((l) => !partHeading(l)) ?? taken[0];
  const previous = taken[taken.length - 1];
  const heading = partHeading(line);
  if (/^(1|i)(\.|\s)/i.test(line.text) && isBodyHeading(line)) return true;
  if (/^introduction\b/i.test(line.text) && isShortLine(line)) return true;
  if (heading) {
    const seen = parts.some((p) => p.toLowerCase() === heading.toLowerCase());
    const concluded = parts.some((p) => /^(conclusions?|interpretation|significance|implications)$/i.test(p));
    const biggerType = body && line.fontSize > body.fontSize * 1.08;
    return seen || concluded || (parts.length === 0 && (biggerType || isBodyHeading(line)) && taken.length > 2);
  }
  if (body && taken.length > 2) {
    const gap = previous && line.page === previous.page && line.column === previous.column ? line.y - previous.y : 0;
    // A paragraph in larger type after a wide gap is the body of the paper.
    if (gap > 2.6 * body.fontSize && Math.abs(line.fontSize - body.fontSize) > 0.08 * body.fontSize) return true;
  }
  return false;
}

function collect(lines: Line[], start: number, firstText: string): AbstractMatch | null {
  const taken: Line[] = [];
  const texts: string[] = firstText ? [firstText] : [];
  const parts: string[] = [];
  let i = start + 1;
  for (; i < lines.length; i++) {
    const line = lines[i];
    if (inNote(lines, i)) continue;
    if (endsAbstract(line, taken, parts)) break;
    const heading = partHeading(line);
    if (heading) {
      parts.push(heading);
      texts.push(`\n${heading}:`);
    } else {
      const inline = ABSTRACT_PART.exec(line.text);
      if (inline && /[:.]\s*$/.test(inline[0])) parts.push(inline[0].replace(/[\s:.\u2014\u2013-]+$/, ""));
      texts.push(line.text);
    }
    taken.push(line);
    if (texts.join(" ").length > MAX_ABSTRACT_CHARS) break;
  }
  const abstract = joinLines(texts).replace(/\s+:/g, ":").trim();
  return abstract.length > 0 ? { abstract, first: start, last: i - 1 } : null;
}

/** The abstracts after an "Abstract", "Summary", "Resumen" … heading, in order (a paper and its translations). */
export function findHeadedAbstracts(lines: Line[], from: number): AbstractMatch[] {
  const found: AbstractMatch[] = [];
  for (let i = Math.max(0, from); i < lines.length; i++) {
    const line = lines[i];
    const heading = ABSTRACT_HEADING.exec(line.text);
    if (!heading || line.furniture) continue;
    const rest = line.text.slice(heading[0].length).trim();
    // "Summary of…" in running text is not a heading: a heading ends there or has a colon.
    if (rest.length > 0 && !/[:.\u2014\u2013-]\s*$/.test(heading[0]) && !/^\p{Lu}/u.test(rest)) continue;
    const match = collect(lines, i, rest);
    if (!match) continue;
    found.push(match);
    i = match.last;
  }
  return found;
}

/**
 * The abstract: the text after an "Abstract" or "Summary" heading up to the keywords, the first
 * section heading or the end of the front matter. Without a heading, the first long paragraph
 * after the authors, when one comes before the first section.
 */
export function findAbstract(lines: Line[], from: number): AbstractMatch | null {
  const headed = findHeadedAbstracts(lines, from);
  if (headed.length > 0) return headed[0];
  return findUnheadedAbstract(lines, from);
}

/**
 * A paragraph of at least 60 words before the first section heading. Keywords printed beside it
 * (in a margin column read first) do not end the search.
 */
export function findUnheadedAbstract(lines: Line[], from: number): AbstractMatch | null {
  let start = -1;
  for (let i = Math.max(0, from); i < lines.length; i++) {
    const line = lines[i];
    if (isBodyHeading(line)) break;
    if (inNote(lines, i) || KEYWORDS_HEADING.test(line.text)) continue;
    if (
      start < 0 &&
      line.width > 200 &&
      /^[A-Z]/.test(line.text) &&
      !isAffiliationText(line) &&
      !NOTE_START.test(line.text)
    )
      start = i;
    if (start >= 0) {
      const found = collect(lines, start - 1, "");
      if (found && wordCount(found.abstract) >= 60) return { ...found, first: start };
      start = -1;
    }
  }
  return null;
}
