import { readingOrder, mergeSameLine } from "./layout/columns";
import { markFurniture } from "./layout/furniture";
import { joinRuns } from "./layout/line-text";
import { buildRows, dominantSize, splitRow } from "./layout/rows";
import type { LaidOutDocument, Line, PageText } from "./layout.types";

/** Most of a line's characters in a bold font make it a bold line (a heading, a label). */
function isBold(line: Pick<Line, "runs">): boolean {
  const chars = (bold: boolean) =>
    line.runs.filter((r) => !r.superscript && r.bold === bold).reduce((n, r) => n + r.text.trim().length, 0);
  return chars(true) > chars(false);
}

/** Rebuilds each page's lines, in reading order, from pdf.js text items. */
export function layOutPage(page: PageText): Line[] {
  const segments = buildRows(page.items).flatMap(splitRow);
  const placed = mergeSameLine(readingOrder(segments, page.width));
  const lines: Line[] = [];
  for (const { row, column } of placed) {
    const runs = [...row.runs].sort((a, b) => a.x - b.x);
    const fontSize = dominantSize(runs);
    const { text, marked } = joinRuns(runs, fontSize);
    if (text.length === 0 && marked.length === 0) continue;
    const x = Math.min(...runs.map((r) => r.x));
    const width = Math.max(...runs.map((r) => r.x + r.width)) - x;
    const line: Line = {
      page: page.page,
      text,
      marked,
      x,
      y: row.y,
      width,
      fontSize,
      bold: false,
      runs,
      column,
      furniture: false,
    };
    line.bold = isBold(line);
    lines.push(line);
  }
  return lines;
}

export function layOutDocument(pages: PageText[]): LaidOutDocument {
  const laidOut = pages.map((page) => ({
    page: page.page,
    width: page.width,
    height: page.height,
    lines: layOutPage(page),
  }));
  markFurniture(laidOut);
  return { pages: laidOut };
}
