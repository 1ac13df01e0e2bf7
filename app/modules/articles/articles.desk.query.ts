// The articles list's URL (GET search params) and the id check, apart from the article form's
// schemas (articles.desk.schemas.ts) so that the list page does not load zod with them
// (docs/decisions/075).
import { LIST_STATUS_FILTERS, MAX_SEARCH_LENGTH, STORED_ARTICLE_TYPES } from "./articles.desk.constants";
import type { ArticleListQuery } from "./articles.desk.types";

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: unknown): value is string => typeof value === "string" && UUID.test(value);

// --- The list's URL (GET search params): anything unknown falls back to the default.

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** The filters and page of /dashboard/articles from its search params. */
export function parseArticleListQuery(params: URLSearchParams): ArticleListQuery {
  const page = Number.parseInt(params.get("page") ?? "", 10);
  const journal = params.get("journal");
  const issue = params.get("issue");
  return {
    search: (params.get("search") ?? "").replaceAll("\u0000", "").trim().slice(0, MAX_SEARCH_LENGTH),
    journal: isUuid(journal) ? journal.toLowerCase() : "all",
    // An issue is a filter within its journal only.
    issue: isUuid(journal) && isUuid(issue) ? issue.toLowerCase() : "all",
    status: oneOf(LIST_STATUS_FILTERS, params.get("status")) ?? "all",
    type: oneOf(STORED_ARTICLE_TYPES, params.get("type")) ?? "all",
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, 100_000) : 1,
  };
}

/** The search params of a list query, leaving out defaults (for links: chips, pages, Edit). */
export function articleListSearch(
  query: ArticleListQuery,
  change: Partial<ArticleListQuery> & { edit?: string | null } = {},
): string {
  const { edit, ...rest } = change;
  const q = { ...query, ...rest };
  const params = new URLSearchParams();
  if (q.search) params.set("search", q.search);
  if (q.journal !== "all") params.set("journal", q.journal);
  if (q.journal !== "all" && q.issue !== "all") params.set("issue", q.issue);
  if (q.status !== "all") params.set("status", q.status);
  if (q.type !== "all") params.set("type", q.type);
  if (q.page > 1) params.set("page", String(q.page));
  if (edit) params.set("edit", edit);
  const value = params.toString();
  return value ? `?${value}` : "";
}
