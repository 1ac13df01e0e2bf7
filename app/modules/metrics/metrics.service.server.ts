import { db } from "~/lib/services.server";
import { CITATION_WINDOW_DAYS, growthPercent, growthWindows, PAPERS_WINDOW_DAYS, roundToOneDecimal } from "./growth";
import { onContentChange } from "~/lib/content-changes.server";
import { createTtlCache, METRICS_TTL_MS } from "~/lib/ttl-cache";
import {
  averageImpactFactor,
  countDistinctAuthors,
  countPublishedArticles,
  sumRecordedCitations,
} from "./metrics.repository.server";

export type SiteMetrics = {
  /** lastYear: published in the last 12 months; growth against the 12 months before, null on a small base. */
  researchPapers: { total: number; lastYear: number; growth: number | null };
  activeResearchers: { total: number };
  /** growth is null when too little citation history was recorded in the 30 days before the last 30. */
  citations: { total: number; growth: number | null };
  /** Average of the active journals' impact factors, one decimal; null when none has one. */
  impactFactor: { average: number | null };
};

const cache = createTtlCache<SiteMetrics>(METRICS_TTL_MS);
onContentChange(() => cache.clear());

/** The home page figures, computed from the database and reused for five minutes. */
export function getSiteMetrics(): Promise<SiteMetrics> {
  return cache.get("site", () => computeSiteMetrics(new Date()));
}

/** Forgets cached figures (tests, and after bulk imports). */
export function clearSiteMetricsCache(): void {
  cache.clear();
}

export async function computeSiteMetrics(now: Date): Promise<SiteMetrics> {
  const database = db();
  const papers = await countPublishedArticles(database, growthWindows(now, PAPERS_WINDOW_DAYS));
  const authors = await countDistinctAuthors(database);
  const history = await sumRecordedCitations(database, growthWindows(now, CITATION_WINDOW_DAYS));
  const impact = await averageImpactFactor(database);
  return {
    researchPapers: {
      total: papers.total,
      lastYear: papers.recent,
      growth: growthPercent(papers.recent, papers.previous),
    },
    activeResearchers: { total: authors },
    citations: {
      total: papers.citations,
      growth: history.samples > 0 ? growthPercent(history.recent, history.previous) : null,
    },
    impactFactor: { average: impact === null ? null : roundToOneDecimal(impact) },
  };
}
