import { AppError } from "~/lib/errors";
import { ARTICLE_MESSAGES, GALLEY_INTENTS, type GalleyIntent } from "~/modules/articles/articles.desk.constants";
import type { GalleyEndpointAnswer } from "~/modules/articles/articles.desk.types";
import { changeGalley, galleyDownload } from "~/modules/articles/galleys.service.server";
import { answerJson, methodNotAllowed, noStoreJson } from "~/lib/json-endpoint.server";
import { requireApiUser } from "~/modules/auth/session.server";
import { answerDownload } from "~/modules/submission-files/file-endpoint.server";
import type { Route } from "./+types/article-desk-galley";

/**
 * GET /dashboard/articles/:id/galleys/:galleyId: 302 to a signed URL (300 s) that downloads the
 * galley, public or draft, for the article's editors; with ?format=json, the link as JSON.
 */
export async function loader({ request, params, url }: Route.LoaderArgs) {
  return answerDownload({ request, url }, (user) => galleyDownload(user, params.id, params.galleyId));
}

const isGalleyIntent = (value: unknown): value is GalleyIntent =>
  typeof value === "string" && (GALLEY_INTENTS as readonly string[]).includes(value);

/**
 * POST /dashboard/articles/:id/galleys/:galleyId: intent=update (label, isPublic), move-up,
 * move-down or delete; {message}.
 */
export async function action({ request, params }: Route.ActionArgs) {
  return answerJson(async () => {
    if (request.method !== "POST") return methodNotAllowed("GET, HEAD, POST");
    const user = await requireApiUser(request);
    // A few short fields; a large body is not read into memory.
    if (Number(request.headers.get("content-length")) > 64 * 1024) {
      throw new AppError("invalid_request", 413, ARTICLE_MESSAGES.invalidRequest);
    }
    const form = await request.formData().catch(() => null);
    const intent = form?.get("intent");
    if (!form || !isGalleyIntent(intent)) throw new AppError("invalid_request", 400, ARTICLE_MESSAGES.invalidRequest);
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === "string" ? value : undefined;
    };
    const message = await changeGalley(user, params.id, params.galleyId, intent, {
      label: text("label"),
      isPublic: text("isPublic"),
    });
    return noStoreJson({ message } satisfies GalleyEndpointAnswer);
  }, ARTICLE_MESSAGES.saveFailed);
}
