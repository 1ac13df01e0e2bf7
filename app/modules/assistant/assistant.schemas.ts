// The editors' screen's query (universal: the loader reads it, the search form and the pager write it).
import { ASSISTANT_QUESTIONS_MAX_SEARCH } from "./assistant.constants";

export type AssistantQuestionsQuery = { q: string; page: number };

/** `?search=` (trimmed, control characters dropped, cut to its maximum) and `?page=` (1-based; anything else is 1). */
export function parseAssistantQuestionsQuery(params: URLSearchParams): AssistantQuestionsQuery {
  const q = (params.get("search") ?? "")
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, " ")
    .trim()
    .slice(0, ASSISTANT_QUESTIONS_MAX_SEARCH);
  const page = Number(params.get("page"));
  return { q, page: Number.isSafeInteger(page) && page >= 1 && page <= 100_000 ? page : 1 };
}

export function assistantQuestionsSearch(query: AssistantQuestionsQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set("search", query.q);
  if (query.page > 1) params.set("page", String(query.page));
  const s = params.toString();
  return s ? `?${s}` : "";
}
