import type { TextItem, TextRun } from "../layout.types";

/** Items sharing a baseline, before they are cut at wide gaps into line segments. */
export type Row = { y: number; fontSize: number; runs: TextRun[] };

/** The size most characters of these runs are set in (superscripts aside). */
export function dominantSize(runs: TextRun[]): number {
  const weight = new Map<number, number>();
  for (const run of runs) {
    if (run.superscript) continue;
    const size = Math.round(run.fontSize * 10) / 10;
    weight.set(size, (weight.get(size) ?? 0) + Math.max(1, run.text.trim().length));
  }
  let best = 0;
  let bestWeight = -1;
  for (const [size, w] of weight) {
    if (w > bestWeight || (w === bestWeight && size > best)) [best, bestWeight] = [size, w];
  }
  return best || (runs[0]?.fontSize ?? 0);
}

/** Groups items whose baselines agree within a fraction of their size. */
function clusterByBaseline(items: TextItem[]): Row[] {
  const sorted = [...items].sort((a, b) => a.y - b.y || a.x - b.x);
  const rows: Row[] = [];
  for (const item of sorted) {
    const run: TextRun = { ...item, superscript: false };
    const last = rows.at(-1);
    if (last && Math.abs(item.y - last.y) <= 0.2 * Math.max(item.fontSize, last.fontSize)) {
      last.runs.push(run);
      last.fontSize = Math.max(last.fontSize, item.fontSize);
    } else {
      rows.push({ y: item.y, fontSize: item.fontSize, runs: [run] });
    }
  }
  for (const row of rows) row.fontSize = dominantSize(row.runs);
  return rows;
}

/** The gap between two runs along the line, negative when they overlap. */
function gapBetween(a: TextRun, b: TextRun): number {
  return a.x < b.x ? b.x - (a.x + a.width) : a.x - (b.x + b.width);
}

/**
 * Superscripts (affiliation labels, footnote markers) and subscripts sit off the baseline in
 * smaller type, so baseline clustering puts them in rows of their own, or in a row of the other
 * column. Each small item that touches larger text of another row just below it (superscript)
 * or above it (subscript) moves to that row. Hosts are chosen on the rows as clustered, then all
 * moves are made, so a moved item never hosts another.
 */
function attachScripts(rows: Row[]): Row[] {
  const moves = new Map<TextRun, { host: Row; superscript: boolean }>();
  for (const row of rows) {
    for (const run of row.runs) {
      let best: { host: Row; superscript: boolean; distance: number } | null = null;
      for (const other of rows) {
        if (other === row) continue;
        const rise = other.y - run.y;
        for (const neighbour of other.runs) {
          if (run.fontSize > 0.86 * neighbour.fontSize) continue;
          const size = neighbour.fontSize;
          const up = rise >= 0.12 * size && rise <= 0.8 * size;
          const down = rise <= -0.08 * size && rise >= -0.45 * size;
          const gap = gapBetween(neighbour, run);
          if (!(up || down) || gap > 0.6 * size || gap < -0.5 * size) continue;
          const distance = Math.abs(rise) + Math.max(gap, 0);
          if (!best || distance < best.distance) best = { host: other, superscript: up, distance };
        }
      }
      if (best) moves.set(run, best);
    }
  }
  const kept = rows.map((row) => ({ ...row, runs: row.runs.filter((run) => !moves.has(run)) }));
  const keptOf = new Map(rows.map((row, i) => [row, kept[i]]));
  for (const [run, { host, superscript }] of moves) keptOf.get(host)!.runs.push({ ...run, superscript });
  for (const row of kept) row.runs.sort((a, b) => a.x - b.x);
  return kept.filter((row) => row.runs.length > 0);
}

/**
 * pdf.js gives a word space as an item of its own when the words are set tight, and then as little
 * as a fraction of a point wide ("Moreau", " " 0.8 pt, "and Svetlana Eze"): the gap left between
 * the words is no word space, so without the item they would be joined ("Moreauand"). Such a
 * space is kept as the first character of the item that starts where it ends, on its line. A
 * wider "space" is the pen passing over words drawn later (italic names filled in after their
 * sentence): no space of the text.
 */
function keepWordSpaces(items: TextItem[]): TextItem[] {
  const kept: TextItem[] = [];
  let space: TextItem | null = null;
  for (const item of items) {
    if (item.text.trim().length === 0) {
      space = item;
      continue;
    }
    const spaced =
      space !== null &&
      space.width <= 0.6 * space.fontSize &&
      /^\S/.test(item.text) &&
      Math.abs(item.x - (space.x + space.width)) <= 0.25 * item.fontSize &&
      Math.abs(item.y - space.y) <= 0.5 * Math.max(item.fontSize, space.fontSize);
    kept.push(spaced ? { ...item, text: ` ${item.text}` } : item);
    space = null;
  }
  return kept;
}

/** Rows of a page, top to bottom, each with its runs left to right. */
export function buildRows(items: TextItem[]): Row[] {
  return attachScripts(clusterByBaseline(keepWordSpaces(items))).sort((a, b) => a.y - b.y);
}

/**
 * Cuts a row where the space between two runs is much wider than a word space: the gutter of a
 * two-column page, or a label set apart at the other end of the line. Cutting too eagerly is
 * harmless, pieces of one column are joined again after the reading order is known.
 */
export function splitRow(row: Row): Row[] {
  const pieces: Row[] = [];
  let current: TextRun[] = [];
  let end = -Infinity;
  for (const run of row.runs) {
    if (current.length > 0 && !run.superscript && run.x - end > 0.8 * row.fontSize) {
      pieces.push({ y: row.y, fontSize: dominantSize(current), runs: current });
      current = [];
    }
    current.push(run);
    end = Math.max(end, run.x + run.width);
  }
  if (current.length > 0) pieces.push({ y: row.y, fontSize: dominantSize(current), runs: current });
  return pieces;
}
