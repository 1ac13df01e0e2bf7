/** Page numbers around the current one, with the first and last always reachable. */
export function pageWindow(page: number, pageCount: number, radius = 1): (number | "gap")[] {
  const out: (number | "gap")[] = [];
  for (let p = 1; p <= pageCount; p++) {
    if (p === 1 || p === pageCount || Math.abs(p - page) <= radius) out.push(p);
    else if (out[out.length - 1] !== "gap") out.push("gap");
  }
  return out;
}
