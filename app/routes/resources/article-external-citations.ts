import { AppError } from "~/lib/errors";
import { orHttpError } from "~/lib/http.server";
import { getCurrentUser, requireApiUser } from "~/modules/auth/session.server";
import { EXTERNAL_CITATION_MESSAGES as M } from "~/modules/external-citations/external-citations.constants";
import {
  fetchExternalCitations,
  getExternalCitationsView,
} from "~/modules/external-citations/external-citations.service.server";
import { answerJson, methodNotAllowed, noStoreJson } from "~/lib/json-endpoint.server";
import type { Route } from "./+types/article-external-citations";

/**
 * GET: the External Citations dialog's stored data (tabs Overview, Citations, Analytics, Sources)
 * and whether the reader may fetch. Never cached: it changes with a fetch and with who asks.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await getCurrentUser(request);
  const view = await orHttpError(() =>
    getExternalCitationsView(user, params.shortName, params.volume, params.articleNumber),
  );
  return noStoreJson(view);
}

/**
 * POST with intent=fetch and one `sources` field per chosen source: asks the open citation APIs
 * now and stores what they return (editors of the journal, admins). 200 {ok, message, found,
 * sourcesSearched, failed, mentionCount}; 502 with the same body when every source failed; 400,
 * 401, 403, 404, 409 {message}.
 */
export async function action({ request, params }: Route.ActionArgs) {
  return answerJson(async () => {
    if (request.method !== "POST") return methodNotAllowed("GET, HEAD, POST");
    const user = await requireApiUser(request);
    if (Number(request.headers.get("content-length")) > 16 * 1024) {
      throw new AppError("invalid_request", 413, M.fetchFailed);
    }
    const form = await request.formData().catch(() => null);
    if (!form || form.get("intent") !== "fetch") throw new AppError("invalid_request", 400, M.fetchFailed);
    const answer = await fetchExternalCitations(user, params.shortName, params.volume, params.articleNumber, {
      sources: form.getAll("sources").map(String),
    });
    return noStoreJson(answer, answer.ok ? 200 : 502);
  }, M.fetchFailed);
}
