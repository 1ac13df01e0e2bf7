import { AppError } from "~/lib/errors";
import { orHttpError } from "~/lib/http.server";
import {
  addCitation,
  CITATION_MESSAGES as M,
  getArticleCitationDetails,
  removeCitation,
} from "~/modules/citations/citations.service.server";
import { answerJson, methodNotAllowed, noStoreJson } from "~/lib/json-endpoint.server";
import { requireApiUser } from "~/modules/auth/session.server";
import type { Route } from "./+types/article-citations";

/** Internal and external citations of an article, for the Citation Metrics dialogs. */
export async function loader({ params }: Route.LoaderArgs) {
  const details = await orHttpError(() =>
    getArticleCitationDetails(params.shortName, params.volume, params.articleNumber),
  );
  return Response.json(details, { headers: { "cache-control": "public, max-age=60" } });
}

/**
 * POST: the Internal Citations dialog's changes, for editors and admins of the article's journal
 * (citations.manage). intent=add with citingArticleId and an optional context; intent=remove with
 * citingArticleId. 200 {message}; 400, 401, 403, 404, 409 {message} with the reason. Cross-site
 * requests never get here (server/security.ts refuses them with 403).
 */
export async function action({ request, params }: Route.ActionArgs) {
  const form = await request
    .clone()
    .formData()
    .catch(() => null);
  const intent = form?.get("intent");
  return answerJson(
    async () => {
      if (request.method !== "POST") return methodNotAllowed("GET, HEAD, POST");
      const user = await requireApiUser(request);
      if (!form) throw new AppError("invalid_request", 400, M.citingRequired);
      const at = { shortName: params.shortName, volume: params.volume, articleNumber: params.articleNumber };
      if (intent === "add") {
        await addCitation(user, at, { citingArticleId: form.get("citingArticleId"), context: form.get("context") });
        return noStoreJson({ message: M.added });
      }
      if (intent === "remove") {
        await removeCitation(user, at, { citingArticleId: form.get("citingArticleId") });
        return noStoreJson({ message: M.removed });
      }
      throw new AppError("invalid_request", 400, "Unknown citation change.");
    },
    intent === "remove" ? M.removeFailed : M.addFailed,
  );
}
