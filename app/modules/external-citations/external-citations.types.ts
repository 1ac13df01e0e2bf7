import type { CitationSource } from "./external-citations.constants";

/** The External Citations dialog's data (GET …/external-citations). */
export type ExternalCitationsView = {
  /** Whether this reader may fetch (editors of the journal, admins). */
  canFetch: boolean;
  hasDoi: boolean;
  /** Distinct citing works over all sources: articles.mention_count. */
  total: number;
  latestUpdate: string | null;
  bySource: { source: CitationSource; label: string; count: number }[];
  /** One entry per citing work, newest first. */
  citations: {
    id: string;
    /** The sources that found this work. */
    sources: string[];
    title: string;
    authors: string[];
    journalName: string | null;
    url: string | null;
    year: number | null;
    citationCount: number;
  }[];
  listLimit: number;
  /** Distinct citing works per publication year; works without a date are counted in `undated`. */
  byYear: { year: number; count: number }[];
  undated: number;
  sources: {
    source: CitationSource;
    label: string;
    queryable: boolean;
    note: string;
    count: number;
    lastFetched: string | null;
    status: "ok" | "failed" | null;
    error: string | null;
    reportedTotal: number | null;
  }[];
};

/** The answer of 'Fetch citations' (POST …/external-citations). */
export type FetchCitationsAnswer = {
  ok: boolean;
  message: string;
  /** Distinct citing works the sources returned this time. */
  found: number;
  /** Sources that answered. */
  sourcesSearched: number;
  failed: { source: string; label: string; error: string }[];
  mentionCount: number;
};
