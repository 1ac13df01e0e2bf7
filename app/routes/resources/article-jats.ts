import { PUBLIC_PAGE_CACHE_CONTROL } from "~/modules/page-cache/cache-policy";
import { orHttpError } from "~/lib/http.server";
import { getArticleJats } from "~/modules/jats/jats.service.server";
import type { Route } from "./+types/article-jats";

/** The article's JATS 1.3 XML, on the article's own path; cached like the article page. */
export async function loader({ params }: Route.LoaderArgs) {
  const xml = await orHttpError(() => getArticleJats(params.shortName, params.volume, params.articleNumber));
  return new Response(xml, {
    headers: {
      "content-type": "application/xml; charset=utf-8",
      // As the public pages: the shared page cache keeps it briefly and drops it when content changes.
      "cache-control": PUBLIC_PAGE_CACHE_CONTROL,
      "x-content-type-options": "nosniff",
    },
  });
}
