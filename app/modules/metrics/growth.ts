/**
 * The growth and rounding rules of the site metrics (spec 5): growth compares the last 30 days
 * with the 30 days before, averages are rounded to one decimal and growth to a whole percent.
 */

export const GROWTH_WINDOW_DAYS = 30;

/** Percentage change from `previous` to `recent`; 100 when there was nothing before and now there is. */
export function growthPercent(recent: number, previous: number): number {
  if (previous === 0) return recent > 0 ? 100 : 0;
  const percent = Math.round(((recent - previous) / previous) * 100);
  // Math.round(-0.4) is -0; a trend of "-0%" would read oddly.
  return percent === 0 ? 0 : percent;
}

export function roundToOneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}

export type GrowthWindows = {
  /** Start (exclusive) of the last 30 days, as an ISO date and as an instant. */
  recentFrom: { date: string; instant: Date };
  /** Start (exclusive) of the 30 days before those. */
  previousFrom: { date: string; instant: Date };
  /** End (inclusive) of the last 30 days: now. */
  until: { date: string; instant: Date };
};

const DAY_MS = 24 * 60 * 60 * 1000;

function at(instant: Date) {
  return { date: instant.toISOString().slice(0, 10), instant };
}

/** The two consecutive 30-day windows ending at `now` (dates are UTC calendar days). */
export function growthWindows(now: Date): GrowthWindows {
  return {
    recentFrom: at(new Date(now.getTime() - GROWTH_WINDOW_DAYS * DAY_MS)),
    previousFrom: at(new Date(now.getTime() - 2 * GROWTH_WINDOW_DAYS * DAY_MS)),
    until: at(now),
  };
}
