export type MetricsPoint = {
  recordedAt: string;
  citationCount: number;
  downloadCount: number;
  viewCount: number;
  mentionCount: number;
};

/** GET …/metrics-history: the article's snapshots, oldest first, and whether the reader may record one. */
export type MetricsHistoryView = { canRecord: boolean; points: MetricsPoint[] };

export type MetricKey = "citationCount" | "downloadCount" | "viewCount" | "mentionCount";
