import type { PDFFont } from "pdf-lib";
import type { RGB } from "./color";

/** A run of text in one style; `rise` lifts it off the baseline (superscripts). */
export type Seg = { text: string; font: PDFFont; size: number; rise?: number; color?: RGB };
export type Line = Seg[];

// Standard-font metrics are the same in every document, so word widths are cached across PDFs.
const widthCache = new Map<string, Map<string, number>>();

export function widthOf(font: PDFFont, text: string, size: number): number {
  let perFont = widthCache.get(font.name);
  if (!perFont) {
    perFont = new Map();
    widthCache.set(font.name, perFont);
  }
  let w = perFont.get(text);
  if (w === undefined) {
    w = font.widthOfTextAtSize(text, 1);
    perFont.set(text, w);
  }
  return w * size;
}

/** Greedy word wrap over styled runs; returns lines of segments. */
export function wrapRuns(runs: Seg[], width: number): Line[] {
  const lines: Line[] = [];
  let line: Line = [];
  let lineWidth = 0;
  const push = (seg: Seg, w: number) => {
    const last = line[line.length - 1];
    if (last && last.font === seg.font && last.size === seg.size && last.rise === seg.rise && last.color === seg.color)
      last.text += seg.text;
    else line.push({ ...seg });
    lineWidth += w;
  };
  for (const run of runs) {
    const words = run.text.split(/(\s+)/).filter((w) => w.length > 0);
    for (const word of words) {
      const isSpace = /^\s+$/.test(word);
      const text = isSpace ? " " : word;
      const w = widthOf(run.font, text, run.size);
      if (isSpace) {
        if (line.length > 0) push({ ...run, text }, w);
        continue;
      }
      if (lineWidth + w > width && line.length > 0) {
        const last = line[line.length - 1];
        if (last.text.endsWith(" ")) {
          last.text = last.text.slice(0, -1);
        }
        lines.push(line);
        line = [];
        lineWidth = 0;
      }
      push({ ...run, text }, w);
    }
  }
  if (line.length > 0) lines.push(line);
  return lines;
}

/** Wraps one style of text; a word wider than the line stays whole on a line of its own. */
export function wrapPlain(text: string, font: PDFFont, size: number, width: number): string[] {
  return wrapRuns([{ text, font, size }], width).map((l) => l.map((s) => s.text).join(""));
}

/**
 * Like `wrapPlain`, but a word wider than the line (a long URL, a DOI) is cut between characters,
 * so nothing runs off the page.
 */
export function wrapBreakingWords(text: string, font: PDFFont, size: number, width: number): string[] {
  const out: string[] = [];
  for (const line of wrapPlain(text, font, size, width)) {
    if (widthOf(font, line, size) <= width) {
      out.push(line);
      continue;
    }
    let piece = "";
    for (const ch of line) {
      if (piece && font.widthOfTextAtSize(piece + ch, size) > width) {
        out.push(piece);
        piece = "";
      }
      piece += ch;
    }
    if (piece) out.push(piece);
  }
  return out;
}
