// Calendar dates of tasks (yyyy-MM-dd, no time of day) and the 'Due Soon' / 'Overdue' badges.
// "Today" is always passed in: the server decides it once per request, so the HTML it renders and
// the page the browser hydrates show the same badges, and tests can fix it.
import { DUE_SOON_DAYS, type TaskStatus } from "./tasks.constants";

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Whether `value` is a real calendar date written yyyy-MM-dd ("2026-02-30" is not). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The UTC calendar date of an instant, yyyy-MM-dd. */
export function isoDateOf(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** Today's date in UTC: the server's "today" for the badges. */
export function todayUtc(now: Date = new Date()): string {
  return isoDateOf(now);
}

/**
 * The earliest due date accepted when a task is created: today as it is in the last time zone to
 * reach it (UTC−12). A date is refused as "in the past" only once it has passed everywhere, so an
 * admin late in the evening west of Greenwich can still pick their own today.
 */
export function earliestDueDate(now: Date = new Date()): string {
  return isoDateOf(new Date(now.getTime() - 12 * 3_600_000));
}

/** Whole days from `from` to `to` (both yyyy-MM-dd): negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export type DueState = "overdue" | "due_soon" | null;

/**
 * 'Overdue' once the due date has passed, 'Due Soon' when it is today or within the next
 * DUE_SOON_DAYS days; a completed task is neither.
 */
export function dueState(dueDate: string, status: TaskStatus, today: string): DueState {
  if (status === "completed") return null;
  const days = daysBetween(today, dueDate);
  if (days < 0) return "overdue";
  if (days <= DUE_SOON_DAYS) return "due_soon";
  return null;
}

export const DUE_STATE_LABELS: Record<Exclude<DueState, null>, string> = {
  overdue: "Overdue",
  due_soon: "Due Soon",
};
