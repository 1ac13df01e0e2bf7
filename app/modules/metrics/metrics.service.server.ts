import { db } from "../../lib/services.server";
import { growthPercent, growthWindows, roundToOneDecimal } from "./growth";
import { createTtlCache, METRICS_TTL_MS } from "../../lib/ttl-cache";
import {
  averageImpactFactor,
  countDistinctAuthors,
  countPublishedArticles,
  sumRecordedCitations,
} from "./metrics.repository.server";

export type SiteMetrics = {
  researchPapers: { total: number; growth: number };
  activeResearchers: { total: number };
  /** growth is null when no citation history was recorded in the last 60 days. */
  citations: { total: number; growth: number | null };
  /** Average of the active journals' impact factors, one decimal; null when none has one. */
  impactFactor: { average: number | null };
};

const cache = createTtlCache<SiteMetrics>(METRICS_TTL_MS);

/** The home page figures, computed from the database and reused for five minutes. */
export function getSiteMetrics(): Promise<SiteMetrics> {
  return cache.get("site", () => computeSiteMetrics(new Date()));
}

/** Forgets cached figures (tests, and after bulk imports). */
export function clearSiteMetricsCache(): void {
  cache.clear();
}

export async function computeSiteMetrics(now: Date): Promise<SiteMetrics> {
  const windows = growthWindows(now);
  const database = db();
  const papers = await countPublishedArticles(database, windows);
  const authors = await countDistinctAuthors(database);
  const history = await sumRecordedCitations(database, windows);
  const impact = await averageImpactFactor(database);
  return {
    researchPapers: { total: papers.total, growth: growthPercent(papers.recent, papers.previous) },
    activeResearchers: { total: authors },
    citations: {
      total: papers.citations,
      growth: history.samples > 0 ? growthPercent(history.recent, history.previous) : null,
    },
    impactFactor: { average: impact === null ? null : roundToOneDecimal(impact) },
  };
}
