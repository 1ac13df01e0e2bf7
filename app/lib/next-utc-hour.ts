/** The next occurrence of hh:00 UTC after `now` (when a daily or weekly job first runs). */
export function nextUtcHour(now: Date, hour: number): Date {
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour));
  if (at <= now) at.setUTCDate(at.getUTCDate() + 1);
  return at;
}
