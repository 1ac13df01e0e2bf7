// The submissions list's URL (GET search params): anything unknown falls back to the default. Apart
// from submissions.schemas.ts so that the list page and its filters load no zod (ADR 076).
import {
  MAX_SEARCH_LENGTH,
  isReviewStage,
  isSubmissionStatus,
  isSubmissionType,
  type ReviewStage,
} from "./submissions.constants";
import type { SubmissionListQuery } from "./submissions.types";

/** The search, filters and page of /dashboard/submissions from its search params. */
export function parseSubmissionListQuery(params: URLSearchParams): SubmissionListQuery {
  const status = params.get("status");
  const type = params.get("type");
  const page = Number.parseInt(params.get("page") ?? "", 10);
  return {
    search: (params.get("search") ?? "").trim().slice(0, MAX_SEARCH_LENGTH),
    status: isSubmissionStatus(status) ? status : "all",
    type: isSubmissionType(type) ? type : "all",
    assigned: params.get("assigned") === "me",
    review: isReviewStage(params.get("review")) ? (params.get("review") as ReviewStage) : "all",
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, 100_000) : 1,
  };
}

/** The search params of a list query, leaving out defaults (for links: chips, pages). */
export function submissionListSearch(query: SubmissionListQuery, change: Partial<SubmissionListQuery> = {}): string {
  const q = { ...query, ...change };
  const params = new URLSearchParams();
  if (q.search) params.set("search", q.search);
  if (q.status !== "all") params.set("status", q.status);
  if (q.type !== "all") params.set("type", q.type);
  if (q.assigned) params.set("assigned", "me");
  if (q.review !== "all") params.set("review", q.review);
  if (q.page > 1) params.set("page", String(q.page));
  const value = params.toString();
  return value ? `?${value}` : "";
}
