import { searchCitingCandidates, CITATION_MESSAGES as M } from "~/modules/citations/citations.service.server";
import { answerJson, noStoreJson } from "~/lib/json-endpoint.server";
import { requireApiUser } from "~/modules/auth/session.server";
import type { Route } from "./+types/article-citation-candidates";

/**
 * GET ?q=: our published articles an editor may add as citing this one (by title words or DOI),
 * for the Internal Citations dialog; editors and admins of the article's journal only.
 */
export async function loader({ request, params, url }: Route.LoaderArgs) {
  return answerJson(async () => {
    const user = await requireApiUser(request);
    const candidates = await searchCitingCandidates(
      user,
      { shortName: params.shortName, volume: params.volume, articleNumber: params.articleNumber },
      url.searchParams.get("q") ?? "",
    );
    return noStoreJson({ candidates });
  }, M.loadFailed);
}
