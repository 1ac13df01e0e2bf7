import { ABSTRACT_HEADING, KEYWORDS_HEADING, endsFrontMatter, isBodyHeading } from "./headings";
import { joinLines, sideBySide } from "./text";
import type { Line } from "../layout.types";

/**
 * The keywords after "Keywords", "Key words" or "Index Terms", on the heading's line and the
 * lines that continue it in the same type, split on ; , · • and the like.
 */
export function findKeywords(lines: Line[]): string[] {
  const at = lines.findIndex((l) => KEYWORDS_HEADING.test(l.text) && !l.furniture);
  return at < 0 ? [] : keywordsAt(lines, at);
}

/** Every keyword list of the front matter, in order (a paper's and its translations'). */
export function findKeywordGroups(lines: Line[]): string[][] {
  const groups: string[][] = [];
  for (let at = 0; at < lines.length; at++) {
    if (!KEYWORDS_HEADING.test(lines[at].text) || lines[at].furniture) continue;
    const keywords = keywordsAt(lines, at);
    if (keywords.length > 0) groups.push(keywords);
  }
  return groups;
}

function keywordsAt(lines: Line[], at: number): string[] {
  let heading = lines[at];
  const texts = [heading.text.replace(KEYWORDS_HEADING, "")];
  let previous = heading;
  let passed = 0;
  for (let i = at + 1; i < lines.length && i <= at + 4 + passed; i++) {
    const line = lines[i];
    // A margin column's line read between the list's lines ("Hokkaido University, Japan") is passed.
    if (passed < 4 && sideBySide(line, previous)) {
      passed++;
      continue;
    }
    const gap = line.y - previous.y;
    if (line.furniture || isBodyHeading(line) || endsFrontMatter(line) || /^abbreviations/i.test(line.text)) break;
    if (KEYWORDS_HEADING.test(line.text) || ABSTRACT_HEADING.test(line.text)) break;
    // A heading alone on its line ("KEYWORDS"): the list under it may be set in another size.
    const alone = i === at + 1 && texts[0].trim().length === 0;
    const sizeLimit = (alone ? 0.35 : 0.1) * heading.fontSize;
    const gapLimit = (alone ? 2.5 : 1.8) * heading.fontSize;
    if (Math.abs(line.fontSize - heading.fontSize) > sizeLimit || gap <= 0 || gap > gapLimit) break;
    if (alone) heading = line;
    const sofar = texts.join(" ").trim();
    // A full stop ends the list, unless full stops are what separates its keywords.
    if (/\.$/.test(sofar) && sofar.length > 10 && !/\s\.\s/.test(sofar)) break;
    // A heading alone on its line: the keywords are what follows, not what a full sentence holds.
    if (line.text.split(/\s+/).length > 12 && !/[;,·•]/.test(line.text)) break;
    texts.push(line.text);
    previous = line;
  }
  return splitKeywords(joinLines(texts));
}

/**
 * Splits a keyword list on ; · • | and control characters (a symbol font's bullet), else on " . "
 * or " – ", else on commas, else on full stops between capitalised keywords ("Knowledge
 * organization. Scholarly productivity.").
 */
export function splitKeywords(raw: string): string[] {
  const text = [...raw].map((c) => (c.charCodeAt(0) < 0x20 ? "•" : c)).join("");
  let separator = /\s*,\s*/;
  if (/[;·•|]/.test(text)) separator = /\s*[;·•|]\s*/;
  else if (/\s[.–—]\s/.test(text)) separator = /\s+[.–—]\s+|\s*\.\s*$/;
  else if (!text.includes(",") && /\S\.\s+\p{Lu}/u.test(text)) separator = /(?<=\p{L}{2,})\.\s+(?=\p{Lu})/u;
  const seen = new Set<string>();
  return text
    .split(separator)
    .map((k) => k.replace(/^[\s\-–—:]+|[\s.;,]+$/g, "").trim())
    .filter((k) => k.length > 1 && k.length <= 80 && !seen.has(k.toLowerCase()) && seen.add(k.toLowerCase()));
}
