import { PUBLIC_PAGE_CACHE_CONTROL } from "~/modules/page-cache/cache-policy";
import { services } from "~/lib/services.server";
import { SEARCH_MAX_QUERY_LENGTH } from "~/modules/search/search.constants";
import { suggestArticleTitles } from "~/modules/search/search.service.server";
import type { Route } from "./+types/search-json";

/**
 * Typeahead: up to 8 article titles for what has been typed so far, as
 * `{ q, suggestions: [{ title, href, journal }] }`, or with `format=suggestions` in the OpenSearch
 * suggestions form browsers read (`[q, [titles], [journals], [urls]]`). Cached like public pages.
 */
export async function loader({ url }: Route.LoaderArgs) {
  const q = (url.searchParams.get("q") ?? "").replaceAll("\u0000", " ").slice(0, SEARCH_MAX_QUERY_LENGTH).trim();
  const suggestions = await suggestArticleTitles(q);
  const body =
    url.searchParams.get("format") === "suggestions"
      ? [
          q,
          suggestions.map((s) => s.title),
          suggestions.map((s) => s.journal.toUpperCase()),
          suggestions.map((s) => `${services().env.publicUrl}${s.href}`),
        ]
      : { q, suggestions };
  return Response.json(body, {
    headers: {
      "cache-control": PUBLIC_PAGE_CACHE_CONTROL,
      "content-type":
        url.searchParams.get("format") === "suggestions"
          ? "application/x-suggestions+json; charset=utf-8"
          : "application/json; charset=utf-8",
    },
  });
}
