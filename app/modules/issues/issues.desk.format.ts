import type { IssueType } from "./issues.desk.constants";

/** "Volume 3, Issue 2" for a regular issue, "Special Issue 1" for a special one (the card's heading). */
export function deskIssueHeading(issue: { volumeNumber: number; issueNumber: number; type: IssueType }): string {
  return issue.type === "special"
    ? `Special Issue ${issue.issueNumber}`
    : `Volume ${issue.volumeNumber}, Issue ${issue.issueNumber}`;
}

// 'MMM dd, yyyy' written here (the same text as date-fns' format gave, tested), so that the
// issues page loads no date library (ADR 076). The date is a calendar day: no time zone applies.
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** A stored yyyy-MM-dd date as the lists show it: 'MMM dd, yyyy' (spec 002 section 9). */
export function formatIssueDate(date: string | null): string | null {
  const match = date ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(date) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(0);
  check.setUTCFullYear(year, month - 1, day);
  // 2023-02-29 and the like are no date (date-fns' parseISO refused them too).
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return `${MONTHS[month - 1]} ${match[3]}, ${match[1]}`;
}

/** "1 article", "5 articles". */
export function articleCountLabel(count: number): string {
  return `${count} ${count === 1 ? "article" : "articles"}`;
}
