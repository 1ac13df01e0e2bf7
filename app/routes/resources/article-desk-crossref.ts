import { AppError } from "~/lib/errors";
import { answerJson, methodNotAllowed, noStoreJson } from "~/lib/json-endpoint.server";
import { ARTICLE_FROM_PDF_MESSAGES } from "~/modules/articles/article-from-pdf.constants";
import { crossrefMetadata } from "~/modules/articles/article-from-pdf.service.server";
import { ARTICLE_MESSAGES } from "~/modules/articles/articles.desk.constants";
import { requireApiUser } from "~/modules/auth/session.server";
import type { Route } from "./+types/article-desk-crossref";

/** The endpoint only takes posts: a GET or HEAD is answered 405, not by the router's 400 and a logged stack. */
export function loader() {
  return methodNotAllowed();
}

/**
 * POST /dashboard/articles/crossref-metadata ("doi"): the DOI's registered metadata from Crossref's
 * REST API (CROSSREF_API_URL), {message, metadata}, for 'Fill from Crossref' (ADR 063). Nothing
 * is saved. 400 for a malformed DOI, 404 when Crossref has no record of it, 502 when it cannot be
 * reached.
 */
export async function action({ request }: Route.ActionArgs) {
  return answerJson(async () => {
    if (request.method !== "POST") return methodNotAllowed();
    const user = await requireApiUser(request);
    if (Number(request.headers.get("content-length")) > 4 * 1024) {
      throw new AppError("invalid_request", 413, ARTICLE_MESSAGES.invalidRequest);
    }
    const form = await request.formData().catch(() => null);
    const doi = form?.get("doi");
    const metadata = await crossrefMetadata(user, typeof doi === "string" ? doi : "");
    return noStoreJson({ message: ARTICLE_FROM_PDF_MESSAGES.crossrefFilled, metadata });
  }, ARTICLE_FROM_PDF_MESSAGES.crossrefUnreachable);
}
