import type { Row } from "./rows";

type Extent = { x0: number; x1: number };

function extentOf(row: Row): Extent {
  let x0 = Infinity;
  let x1 = -Infinity;
  for (const run of row.runs) {
    x0 = Math.min(x0, run.x);
    x1 = Math.max(x1, run.x + run.width);
  }
  return { x0, x1 };
}

/**
 * The x of the gutter of a two-column page, or null for a one-column page. A gutter is an x in
 * the middle of the page with many line segments wholly on each side of it; full-width lines
 * (title, abstract) may cross it. Among the x that do best, the middle of their range is taken.
 */
export function findGutter(segments: Row[], pageWidth: number): number | null {
  const extents = segments.map(extentOf);
  let bestScore = -1;
  let bestCrossing = Infinity;
  let bestFrom = 0;
  let bestTo = 0;
  for (let x = Math.round(0.3 * pageWidth); x <= Math.round(0.7 * pageWidth); x++) {
    let left = 0;
    let right = 0;
    let crossing = 0;
    for (const e of extents) {
      if (e.x1 <= x - 1) left++;
      else if (e.x0 >= x + 1) right++;
      else crossing++;
    }
    const score = Math.min(left, right);
    if (score > bestScore || (score === bestScore && crossing < bestCrossing)) {
      [bestScore, bestCrossing, bestFrom, bestTo] = [score, crossing, x, x];
    } else if (score === bestScore && crossing === bestCrossing && bestTo === x - 1) {
      bestTo = x;
    }
  }
  // A few lines starting right of the middle (a right-aligned label, a centred short line) do not
  // make a column: ask for a real run of lines on both sides.
  if (bestScore < 6 || bestScore < 0.15 * segments.length) return null;
  return (bestFrom + bestTo) / 2;
}

export type Placed = { row: Row; column: number };

/**
 * Reading order of a page: top to bottom; where lines sit on both sides of the gutter, the left
 * column is read to its end before the right one. A line crossing the gutter closes such a zone.
 */
export function readingOrder(segments: Row[], pageWidth: number): Placed[] {
  const byTop = [...segments].sort((a, b) => a.y - a.fontSize - (b.y - b.fontSize) || extentOf(a).x0 - extentOf(b).x0);
  const gutter = findGutter(segments, pageWidth);
  if (gutter === null) return byTop.map((row) => ({ row, column: 0 }));
  const placed: Placed[] = [];
  let left: Row[] = [];
  let right: Row[] = [];
  const flush = () => {
    const byLine = (a: Row, b: Row) => a.y - b.y || extentOf(a).x0 - extentOf(b).x0;
    placed.push(...left.sort(byLine).map((row) => ({ row, column: 0 })));
    placed.push(...right.sort(byLine).map((row) => ({ row, column: 1 })));
    left = [];
    right = [];
  };
  for (const row of byTop) {
    const e = extentOf(row);
    if (e.x1 <= gutter) left.push(row);
    else if (e.x0 >= gutter) right.push(row);
    else {
      flush();
      placed.push({ row, column: 0 });
    }
  }
  flush();
  return placed;
}

/** Joins pieces of one line cut apart by a wide space, now known to be in the same column. */
export function mergeSameLine(placed: Placed[]): Placed[] {
  const merged: Placed[] = [];
  for (const item of placed) {
    const last = merged.at(-1);
    if (
      last &&
      last.column === item.column &&
      Math.abs(last.row.y - item.row.y) <= 0.25 * Math.max(last.row.fontSize, item.row.fontSize)
    ) {
      const lastEnd = extentOf(last.row).x1;
      const gap = extentOf(item.row).x0 - lastEnd;
      // A label far away at the other end of the line ("Open Access") stays a line of its own.
      if (gap >= -1 && gap <= 2.5 * Math.max(last.row.fontSize, item.row.fontSize)) {
        last.row = { ...last.row, runs: [...last.row.runs, ...item.row.runs] };
        continue;
      }
    }
    merged.push({ ...item });
  }
  return merged;
}
