import { AppError } from "~/lib/errors";
import { CROSSREF_MESSAGES as M } from "~/modules/crossref/crossref.constants";
import { depositArticleDoi, generateArticleDoi } from "~/modules/crossref/crossref.service.server";
import { answerJson, methodNotAllowed, noStoreJson } from "~/lib/json-endpoint.server";
import { requireApiUser } from "~/modules/auth/session.server";
import type { Route } from "./+types/article-desk-doi";

/** The endpoint only takes posts: a GET or HEAD is answered 405, not by the router's 400 and a logged stack. */
export function loader() {
  return methodNotAllowed();
}

/**
 * POST /dashboard/articles/:id/doi with intent "generate" (the article's DOI, made from its
 * journal's prefix and pattern when it has none) or "deposit" (queues the DOI's deposit with
 * Crossref). 200 {message, doi}; 401, 403, 404, 409 {message} with the reason.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const form = await request
    .clone()
    .formData()
    .catch(() => null);
  const intent = form?.get("intent");
  return answerJson(
    async () => {
      if (request.method !== "POST") return methodNotAllowed();
      const user = await requireApiUser(request);
      if (Number(request.headers.get("content-length")) > 16 * 1024) {
        throw new AppError("invalid_request", 413, M.generateFailed);
      }
      if (intent === "generate") {
        const { doi } = await generateArticleDoi(user, params.id);
        return noStoreJson({ message: `DOI generated: ${doi}`, doi });
      }
      if (intent === "deposit") {
        const { doi } = await depositArticleDoi(user, params.id);
        return noStoreJson({ message: M.queued, doi });
      }
      throw new AppError("invalid_request", 400, M.generateFailed);
    },
    intent === "deposit" ? M.depositFailed : M.generateFailed,
  );
}
