// Figures of the analytics cards: trends against the previous period, and durations as m:ss.

/**
 * The change from the previous period to this one, in percent with one decimal; null when the
 * previous period has no data (no trend is shown then, rather than an invented one).
 */
export function trendPercent(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null || previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/** "+12.5%", "-2.1%", "0%". */
export function formatTrend(percent: number): string {
  return `${percent > 0 ? "+" : ""}${percent}%`;
}

/** Seconds as m:ss ("3:07"); minutes keep counting past 60 ("75:00"). */
export function formatMinutesSeconds(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

/** Share of visits that viewed one page only, 0 to 1; null without visits. */
export function bounceRate(visits: number, bounces: number): number | null {
  return visits > 0 ? bounces / visits : null;
}

/** Clicks per impression, 0 to 1; null without impressions. */
export function clickThroughRate(clicks: number, impressions: number): number | null {
  return impressions > 0 ? clicks / impressions : null;
}
