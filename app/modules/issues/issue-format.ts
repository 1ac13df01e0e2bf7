import type { IssueRef } from "~/lib/paths";

/** "Vol. 3, No. 2" for a regular issue, "Vol. 3, Special Issue 1" for a special one. */
export function issueLabel(issue: IssueRef): string {
  return `Vol. ${issue.volumeNumber}, ${issue.type === "special" ? "Special Issue" : "No."} ${issue.issueNumber}`;
}

/** "2019 - 2024" from years in any order; a single year stands alone. */
export function yearRangeLabel(years: number[]): string | null {
  if (!years.length) return null;
  const lo = Math.min(...years);
  const hi = Math.max(...years);
  return lo === hi ? String(lo) : `${lo} - ${hi}`;
}
