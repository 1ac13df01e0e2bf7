import { articleTypeOfLabel } from "./article-type";
import { ABSTRACT_HEADING, KEYWORDS_HEADING } from "./headings";
import { guessLanguage } from "./language";
import { fold, joinLines, sideBySide } from "./text";
import type { Line } from "../layout.types";

/** Lines that are never the title even in large type: journal names, banners, labels. */
const NOT_A_TITLE: RegExp[] = [
  /^(the\s+)?(international\s+|american\s+|european\s+|asian\s+|african\s+|british\s+|indian\s+|chinese\s+|iranian\s+|turkish\s+)?journal\s+of\b/i,
  /^(acta|annals|archives|bulletin|proceedings|transactions|advances)\s+(of|in)\b/i,
  /\b(journal|j\.)\b.*\b(vol\.?|volume|issue|no\.|\d{4})\b/i,
  /^(open\s+access|research\s+open|peer[- ]reviewed)$/i,
  /\b(doi|https?:|www\.|@)/i,
  /^(received|accepted|published|available online|citation|cite this)\b/i,
];

/** The size most of the page's text is set in. */
export function bodySize(lines: Line[]): number {
  const weight = new Map<number, number>();
  for (const line of lines) {
    const size = Math.round(line.fontSize * 2) / 2;
    weight.set(size, (weight.get(size) ?? 0) + line.text.length);
  }
  return [...weight.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 10;
}

/** A line's text without a version note after the title ("… [v2; ref status: indexed, http://…]"). */
export function withoutVersionNote(text: string): string {
  return text.replace(/\s*\[(?:v\d+\b|[^\]]*https?:)[^\]]*\]\s*$/i, "");
}

/** How far down page 1 a title may start: anywhere on a cover page (a title, names and little else). */
function titleLimit(lines: Line[], pageHeight: number): number {
  return lines.filter((l) => !l.furniture).length < 15 ? pageHeight : 0.62 * pageHeight;
}

/**
 * Whether a line may be part of the title. A short line that reads as a type label ("Review",
 * "Original Article") is not, unless it is known to be the wrapped tail of the title's line above
 * (`wrappedTail`): a title ending "…: a narrative review" or "…: a systematic review and
 * meta-analysis" wraps its last words onto a line that alone reads as a label.
 */
function canBeTitle(line: Line, maxY: number, wrappedTail = false): boolean {
  if (line.furniture || line.y > maxY) return false;
  const text = withoutVersionNote(line.text);
  if (!/[A-Za-z\u00c0-\u024f]{3}/.test(text)) return false;
  const heading = ABSTRACT_HEADING.test(text) || KEYWORDS_HEADING.test(text);
  if (heading || (articleTypeOfLabel(text) && !wrappedTail)) return text.split(/\s+/).length > 4;
  return !NOT_A_TITLE.some((pattern) => pattern.test(text));
}

/** The font most of a line's characters are set in. */
function mainFont(line: Line): string {
  const chars = new Map<string, number>();
  for (const run of line.runs) chars.set(run.font, (chars.get(run.font) ?? 0) + run.text.trim().length);
  return [...chars.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "";
}

/**
 * Whether `next` continues the title's lines `taken` as a wrapped line does: in the same font, at
 * the title's own line spacing (that of its lines so far, else at most 1.5 times its size). A label
 * set under a title stands apart from it, by a wider space or in a font of its own.
 */
function wrapsOn(next: Line, taken: Line[]): boolean {
  const previous = taken[taken.length - 1];
  const gap = next.y - previous.y;
  const leading = taken.length > 1 ? previous.y - taken[taken.length - 2].y : 1.5 * previous.fontSize;
  return mainFont(next) === mainFont(previous) && gap > 0 && gap <= 1.15 * leading;
}

/**
 * Whether large text is the journal's name: another line of the page that holds a year cites it
 * followed by numbers ("The Open Dentistry Journal, 2016, 10, 214-226", "BMC Genomics 2015, 16:413").
 */
export function isCitedName(text: string, lines: Line[], first: number, last: number): boolean {
  const name = fold(text);
  if (name.split(" ").length < 2) return false;
  return lines.some(
    (l, index) =>
      (index < first || index > last) &&
      /\b(19|20)\d{2}\b/.test(l.text) &&
      // Followed by a year or a volume, as a journal is cited; a cited title is followed by words.
      new RegExp(`(^| )${name} \\d`).test(fold(l.text)),
  );
}

/** A title is set larger than the body: a twelfth at least (12 pt over 11). */
const TITLE_OVER_BODY = 1.08;

export type TitleMatch = { title: string; first: number; last: number };

/**
 * The title: the run of lines in the largest type in the upper part of page 1 (running headers,
 * journal names and type labels aside). A short line alone in the top margin in large type is
 * more likely a journal banner, so it yields to a longer run in type nearly as large.
 */
export function findTitle(lines: Line[], pageHeight: number, language: string | null = null): TitleMatch | null {
  const body = bodySize(lines);
  const limit = titleLimit(lines, pageHeight);
  const groups: { lines: number[]; size: number; score: number }[] = [];
  // A cover page sets its title in the largest type, whatever the size of its few other lines.
  const minSize = limit === pageHeight ? 0 : TITLE_OVER_BODY * body;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (!canBeTitle(line, limit) || line.fontSize < minSize) continue;
    const taken = [i];
    let k = i;
    let skipped = 0;
    while (k + 1 < lines.length) {
      const next = lines[k + 1];
      const previous = lines[taken[taken.length - 1]];
      const sameSize = Math.abs(next.fontSize - line.fontSize) <= 0.06 * line.fontSize;
      const close = next.y - previous.y > 0 && next.y - previous.y <= 2.2 * line.fontSize;
      const above = taken.map((t) => lines[t]);
      const tail = sameSize && close && wrapsOn(next, above);
      if (sameSize && close && canBeTitle(next, pageHeight, tail)) {
        taken.push(++k);
        continue;
      }
      // Smaller lines of a margin column read between the title's lines ("Received: …") are passed.
      if (skipped < 4 && next.fontSize < line.fontSize && sideBySide(next, previous)) {
        k++;
        skipped++;
        continue;
      }
      break;
    }
    const text = joinLines(taken.map((t) => withoutVersionNote(lines[t].text)));
    const words = text.split(/\s+/).length;
    const last = taken[taken.length - 1];
    const banner = taken.length === 1 && words <= 4 && line.y < 0.12 * pageHeight;
    const cited = isCitedName(text, lines, i, last);
    // One word in very large type is a journal's logo ("metabolites"), hardly ever a title.
    const shortness = words === 1 ? 0.4 : words <= 2 ? 0.8 : 1;
    const score = line.fontSize * (banner ? 0.75 : 1) * shortness * (cited ? 0.5 : 1);
    groups.push({ lines: taken, size: line.fontSize, score });
    i = last;
  }
  const ranked = groups.sort((a, b) => b.score - a.score || a.lines[0] - b.lines[0]);
  // A title and its translation in the same type: the one in the paper's language.
  const translated = ranked.filter((g) => g.size === ranked[0]?.size && g.score >= 0.95 * ranked[0].score);
  const inLanguage =
    language && translated.length > 1
      ? translated.find((g) => guessLanguage(g.lines.map((i) => lines[i].text).join(" ")) === language)
      : undefined;
  const best = inLanguage ?? ranked[0];
  if (best) return toMatch(lines, best.lines);
  // Same type size as the text: a bold line of several words near the top.
  const bold = lines.findIndex(
    (l) => l.bold && canBeTitle(l, pageHeight) && l.y < 0.4 * pageHeight && l.text.split(/\s+/).length >= 4,
  );
  if (bold < 0) return null;
  let last = bold;
  while (
    last + 1 < lines.length &&
    lines[last + 1].bold &&
    Math.abs(lines[last + 1].fontSize - lines[bold].fontSize) < 0.5
  )
    last++;
  return toMatch(
    lines,
    Array.from({ length: last - bold + 1 }, (_, n) => bold + n),
  );
}

function toMatch(lines: Line[], indices: number[]): TitleMatch {
  const first = indices[0];
  const last = indices[indices.length - 1];
  const title = joinLines(indices.map((i) => withoutVersionNote(lines[i].text)))
    .replace(/\s*[*†‡§]+$/, "")
    .replace(/\s+([:;,.?])/g, "$1");
  return { title, first, last };
}
