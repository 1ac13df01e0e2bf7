import { format, parseISO } from "date-fns";
import type { IssueType } from "./issues.desk.constants";

/** "Volume 3, Issue 2" for a regular issue, "Special Issue 1" for a special one (the card's heading). */
export function deskIssueHeading(issue: { volumeNumber: number; issueNumber: number; type: IssueType }): string {
  return issue.type === "special"
    ? `Special Issue ${issue.issueNumber}`
    : `Volume ${issue.volumeNumber}, Issue ${issue.issueNumber}`;
}

/** A stored yyyy-MM-dd date as the lists show it: 'MMM dd, yyyy' (spec 002 section 9). */
export function formatIssueDate(date: string | null): string | null {
  if (!date) return null;
  const parsed = parseISO(date);
  return Number.isNaN(parsed.getTime()) ? null : format(parsed, "MMM dd, yyyy");
}

/** "1 article", "5 articles". */
export function articleCountLabel(count: number): string {
  return `${count} ${count === 1 ? "article" : "articles"}`;
}
