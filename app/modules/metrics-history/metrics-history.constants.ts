// Article metrics history (spec 002 sections 3.7, 7 and 8; ADR 026).

export const METRICS_HISTORY_MESSAGES = {
  recorded: "Metrics snapshot recorded",
  recordFailed: "Failed to record metrics snapshot",
  loadFailed: "Failed to load metrics history",
  empty: "No history recorded yet: a snapshot is taken each day when a figure has changed.",
  accessDenied: "Only editors of this article's journal and admins can record a metrics snapshot.",
} as const;

/** Points a history chart shows at most (the latest ones). */
export const HISTORY_POINTS = 365;
/** Articles looked at per statement of the daily snapshot. */
export const SNAPSHOT_BATCH = 1000;
/** The daily snapshot runs at this hour (UTC). */
export const SNAPSHOT_HOUR_UTC = 2;
