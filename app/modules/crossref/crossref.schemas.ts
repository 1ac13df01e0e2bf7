// The DOI screen's query (universal: the loader reads it, the filter form writes it).
import { DOI_STATUS_FILTERS } from "./crossref.constants";

export type DoiStatus = (typeof DOI_STATUS_FILTERS)[number];
export type DoiQuery = { journalId: string | null; status: DoiStatus; page: number };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parseDoiQuery(params: URLSearchParams): DoiQuery {
  const journal = params.get("journal");
  const status = params.get("status");
  const page = Number(params.get("page"));
  return {
    journalId: journal && UUID.test(journal) ? journal : null,
    status: (DOI_STATUS_FILTERS as readonly string[]).includes(status ?? "") ? (status as DoiStatus) : "all",
    page: Number.isSafeInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

export function doiSearch(query: { journalId: string | null; status: DoiStatus; page: number }): string {
  const params = new URLSearchParams();
  if (query.journalId) params.set("journal", query.journalId);
  if (query.status !== "all") params.set("status", query.status);
  if (query.page > 1) params.set("page", String(query.page));
  const s = params.toString();
  return s ? `?${s}` : "";
}
