import type { ContentTypeRow, TopPage } from "./analytics.repository.server";
import type { AnalyticsPeriod } from "./analytics.constants";

/** A card's figure and its change against the previous period (null: no data, no trend). */
export type CardFigure = { value: number | null; trend: number | null };

export type AnalyticsScreen = {
  period: AnalyticsPeriod;
  from: string;
  to: string;
  /** Whose pages the figures cover: the whole site, or the journals the editor edits. */
  scopeLabel: string;
  /** Admins: the Search Console upload and connection. */
  canManage: boolean;
  cards: {
    pageViews: CardFigure;
    searchImpressions: CardFigure;
    /** 0 to 1. */
    clickThroughRate: CardFigure;
    /** Seconds. */
    timeOnPage: CardFigure;
  };
  /** 0 to 1, null without visits. */
  bounceRate: number | null;
  hasTraffic: boolean;
  traffic: { day: string; views: number; visits: number }[];
  search: { connected: boolean; hasData: boolean; days: { day: string; clicks: number; impressions: number }[] };
  topPages: (TopPage & { ctr: number | null })[];
  contentTypes: ContentTypeRow[];
  searchConsole: { siteUrl: string; clientEmail: string; lastSyncAt: string | null; lastError: string | null } | null;
};
