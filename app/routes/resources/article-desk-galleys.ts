import { AppError } from "~/lib/errors";
import { GALLEY_MESSAGES, ARTICLE_MESSAGES } from "~/modules/articles/articles.desk.constants";
import type { GalleyEndpointAnswer } from "~/modules/articles/articles.desk.types";
import { GALLEY_MAX_BYTES } from "~/modules/articles/galley-format";
import { GALLEY_UPLOAD_RULES, prepareGalleyUpload, uploadGalley } from "~/modules/articles/galleys.service.server";
import { answerJson, methodNotAllowed, noStoreJson } from "~/lib/json-endpoint.server";
import { requireApiUser } from "~/modules/auth/session.server";
import { acquireUploadSlot } from "~/modules/submission-files/upload-limits.server";
import { receiveFileUpload } from "~/modules/submission-files/upload.server";
import type { Route } from "./+types/article-desk-galleys";

/** The endpoint only takes posts: a GET or HEAD is answered 405, not by the router's 400 and a logged stack. */
export function loader() {
  return methodNotAllowed();
}

/**
 * POST /dashboard/articles/:id/galleys (multipart: "file"; optional "replaceGalleyId", "label",
 * "isPublic"): 201 {message, galley}. Who may upload is settled before the body is read; the file
 * is streamed to a temp file, checked by content (PDF, HTML, XML, EPUB, LaTeX; 50 MB) and stored
 * with its row and the article's history in one transaction.
 */
export async function action({ request, params }: Route.ActionArgs) {
  return answerJson(async () => {
    if (request.method !== "POST") return methodNotAllowed();
    const user = await requireApiUser(request);
    // At most two uploads of one account at once (a third gets 429 before its body is read).
    const release = acquireUploadSlot(user.id);
    try {
      await prepareGalleyUpload(user, params.id);
      const upload = await receiveFileUpload(request, { maxBytes: GALLEY_MAX_BYTES, formats: GALLEY_UPLOAD_RULES });
      try {
        if (!upload.file) throw new AppError("upload.no_file", 400, GALLEY_MESSAGES.noFileChosen);
        const { replaceGalleyId, label, isPublic } = upload.fields;
        const galley = await uploadGalley(user, params.id, {
          file: upload.file,
          replaceGalleyId: replaceGalleyId || null,
          label: label ?? null,
          isPublic: isPublic === undefined ? null : isPublic === "true",
        });
        const message = replaceGalleyId ? GALLEY_MESSAGES.replaced : GALLEY_MESSAGES.uploaded;
        return noStoreJson({ message, galley } satisfies GalleyEndpointAnswer, 201);
      } finally {
        await upload.dispose();
      }
    } finally {
      release();
    }
  }, ARTICLE_MESSAGES.uploadFailed);
}
