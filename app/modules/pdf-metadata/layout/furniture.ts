import type { Line } from "../layout.types";

/** Digits and case do not matter when recognising a running header ("Page 2" and "Page 3"). */
function shape(text: string): string {
  return text.toLowerCase().replace(/\d+/g, "#").replace(/\s+/g, " ").trim();
}

const FURNITURE_PATTERNS: RegExp[] = [
  /^(page\s*)?#(\s*(of|\/)\s*#)?$/,
  /^(https?:\/\/|www\.)\S+$/,
  /(©|\bcopyright\b|\(c\) #|all rights reserved|creative commons|licensee\b|open access article distributed)/,
  /\b(e-?)?issn\b/,
  /\b(vol\.?|volume)\s*#.*\b(no\.?|issue|pp\.?)\s*#/,
  /^[a-z .&]+\b#{1}(\s*[;,:]\s*#)?\s*\(#\)\s*[:,]\s*#/, // "J Pharm Sci 2021; 12(3): 45"
  /\bdownloaded from\b|\bfor personal use\b/,
];

/**
 * Marks lines that are page furniture: repeated at the top or bottom of several pages, page
 * numbers, URLs, licence and ISSN lines. They stay available for DOI and date searches but are
 * never a title, an author or part of the abstract.
 */
export function markFurniture(pages: { height: number; lines: Line[] }[]): void {
  const margin = (line: Line, height: number) => line.y < 0.1 * height || line.y > 0.9 * height;
  const seenOn = new Map<string, Set<number>>();
  for (const [index, page] of pages.entries()) {
    for (const line of page.lines) {
      if (!margin(line, page.height)) continue;
      const key = shape(line.text);
      if (!seenOn.has(key)) seenOn.set(key, new Set());
      seenOn.get(key)!.add(index);
    }
  }
  for (const page of pages) {
    for (const line of page.lines) {
      const key = shape(line.text);
      const repeated = pages.length > 1 && margin(line, page.height) && (seenOn.get(key)?.size ?? 0) >= 2;
      if (repeated || FURNITURE_PATTERNS.some((pattern) => pattern.test(key))) line.furniture = true;
    }
  }
}
