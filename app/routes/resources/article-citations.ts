import { orHttpError } from "../../lib/http.server";
import { getArticleCitationDetails } from "../../modules/citations/citations.service.server";
import type { Route } from "./+types/article-citations";

/** Internal and external citations of an article, for the Citation Metrics dialogs. */
export async function loader({ params }: Route.LoaderArgs) {
  const details = await orHttpError(() =>
    getArticleCitationDetails(params.shortName, params.volume, params.articleNumber),
  );
  return Response.json(details, { headers: { "cache-control": "public, max-age=60" } });
}
