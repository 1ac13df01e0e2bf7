import { KEYWORDS_HEADING, endsFrontMatter, isBodyHeading } from "./headings";
import { joinLines } from "./text";
import type { Line } from "../layout.types";

/**
 * The keywords after "Keywords", "Key words" or "Index Terms", on the heading's line and the
 * lines that continue it in the same type, split on ; , · • and the like.
 */
export function findKeywords(lines: Line[]): string[] {
  const at = lines.findIndex((l) => KEYWORDS_HEADING.test(l.text) && !l.furniture);
  if (at < 0) return [];
  const heading = lines[at];
  const texts = [heading.text.replace(KEYWORDS_HEADING, "")];
  for (let i = at + 1; i < lines.length && i <= at + 4; i++) {
    const line = lines[i];
    const previous = lines[i - 1];
    const gap = line.y - previous.y;
    if (line.furniture || isBodyHeading(line) || endsFrontMatter(line) || /^abbreviations/i.test(line.text)) break;
    if (Math.abs(line.fontSize - heading.fontSize) > 0.1 * heading.fontSize || gap <= 0 || gap > 1.8 * heading.fontSize)
      break;
    if (/\.$/.test(texts[texts.length - 1].trim()) && texts.join(" ").length > 10) break;
    // A heading alone on its line: the keywords are what follows, not what a full sentence holds.
    if (line.text.split(/\s+/).length > 12 && !/[;,·•]/.test(line.text)) break;
    texts.push(line.text);
  }
  return splitKeywords(joinLines(texts));
}

export function splitKeywords(text: string): string[] {
  const separator = /[;·•|]/.test(text) ? /\s*[;·•|]\s*/ : /\s*,\s*/;
  const seen = new Set<string>();
  return text
    .split(separator)
    .map((k) => k.replace(/^[\s\-–—:]+|[\s.;,]+$/g, "").trim())
    .filter((k) => k.length > 1 && k.length <= 80 && !seen.has(k.toLowerCase()) && seen.add(k.toLowerCase()));
}
