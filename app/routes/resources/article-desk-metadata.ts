import { AppError } from "~/lib/errors";
import { ARTICLE_MESSAGES, GALLEY_MESSAGES } from "~/modules/articles/articles.desk.constants";
import type { GalleyEndpointAnswer } from "~/modules/articles/articles.desk.types";
import { extractArticleMetadata } from "~/modules/articles/galleys.service.server";
import { answerJson, methodNotAllowed, noStoreJson } from "~/lib/json-endpoint.server";
import { requireApiUser } from "~/modules/auth/session.server";
import type { Route } from "./+types/article-desk-metadata";

/** The endpoint only takes posts: a GET or HEAD is answered 405, not by the router's 400 and a logged stack. */
export function loader() {
  return methodNotAllowed();
}

/**
 * POST /dashboard/articles/:id/metadata (optional "galleyId"): the metadata read from the article's
 * PDF galley, {message, metadata}; 400 'Please upload a PDF file first' without one, 422 'Failed
 * to extract metadata' when it cannot be read, 422 'The file could not be read: it is too large
 * when decompressed' (or its time limit's message) when the sandbox gave up on it (ADR 049).
 * Nothing is saved: the dialog fills its fields for the editor to check.
 */
export async function action({ request, params }: Route.ActionArgs) {
  return answerJson(async () => {
    if (request.method !== "POST") return methodNotAllowed();
    const user = await requireApiUser(request);
    if (Number(request.headers.get("content-length")) > 64 * 1024) {
      throw new AppError("invalid_request", 413, ARTICLE_MESSAGES.invalidRequest);
    }
    const form = await request.formData().catch(() => null);
    const galleyId = form?.get("galleyId");
    const metadata = await extractArticleMetadata(user, params.id, typeof galleyId === "string" ? galleyId : null);
    return noStoreJson({ message: GALLEY_MESSAGES.extracted, metadata } satisfies GalleyEndpointAnswer);
  }, ARTICLE_MESSAGES.extractFailed);
}
