/**
 * The growth and rounding rules of the site metrics (spec 5): growth compares a recent window with
 * the one before, averages are rounded to one decimal and growth to a whole percent.
 *
 * Journals publish in issues, so a month without a new paper is ordinary: papers are compared
 * over 12 months, citations (which accrue continuously) over 30 days. A change measured against a
 * handful of items says nothing, so below MIN_TREND_BASE in the earlier window there is no trend.
 */

export const CITATION_WINDOW_DAYS = 30;
export const PAPERS_WINDOW_DAYS = 365;
export const MIN_TREND_BASE = 10;

/** Percentage change from `previous` to `recent`, or null when `previous` is too small to compare with. */
export function growthPercent(recent: number, previous: number): number | null {
  if (previous < MIN_TREND_BASE) return null;
  const percent = Math.round(((recent - previous) / previous) * 100);
  // Math.round(-0.4) is -0; a trend of "-0%" would read oddly.
  return percent === 0 ? 0 : percent;
}

export function roundToOneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}

export type GrowthWindows = {
  /** Start (exclusive) of the recent window, as an ISO date and as an instant. */
  recentFrom: { date: string; instant: Date };
  /** Start (exclusive) of the window before it. */
  previousFrom: { date: string; instant: Date };
  /** End (inclusive) of the recent window: now. */
  until: { date: string; instant: Date };
};

const DAY_MS = 24 * 60 * 60 * 1000;

function at(instant: Date) {
  return { date: instant.toISOString().slice(0, 10), instant };
}

/** Two consecutive windows of `days` days ending at `now` (dates are UTC calendar days). */
export function growthWindows(now: Date, days: number): GrowthWindows {
  return {
    recentFrom: at(new Date(now.getTime() - days * DAY_MS)),
    previousFrom: at(new Date(now.getTime() - 2 * days * DAY_MS)),
    until: at(now),
  };
}
