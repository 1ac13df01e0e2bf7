import { AppError } from "~/lib/errors";
import { answerJson, methodNotAllowed, noStoreJson } from "~/lib/json-endpoint.server";
import { ARTICLE_FROM_PDF_MESSAGES } from "~/modules/articles/article-from-pdf.constants";
import {
  FINAL_PDF_RULES,
  readNewArticlePdf,
  requireNewArticleFromPdf,
} from "~/modules/articles/article-from-pdf.service.server";
import { ARTICLE_MESSAGES, GALLEY_MESSAGES } from "~/modules/articles/articles.desk.constants";
import { GALLEY_MAX_BYTES } from "~/modules/articles/galley-format";
import { requireApiUser } from "~/modules/auth/session.server";
import { acquireUploadSlot } from "~/modules/submission-files/upload-limits.server";
import { receiveFileUpload } from "~/modules/submission-files/upload.server";
import type { Route } from "./+types/article-desk-pdf-metadata";

/** The endpoint only takes posts: a GET or HEAD is answered 405, not by the router's 400 and a logged stack. */
export function loader() {
  return methodNotAllowed();
}

/**
 * POST /dashboard/articles/metadata-from-pdf (multipart: "file", a PDF of at most 50 MB): the
 * metadata read from it, {message, metadata}, for 'New article from PDF' (ADR 063). Who may add
 * articles is settled before the body is read; the file is read in the sandbox and not kept (the
 * dialog uploads it as the article's galley once the article is saved). 422 'Failed to extract
 * metadata' for an unreadable PDF, or the sandbox's message past its limits.
 */
export async function action({ request }: Route.ActionArgs) {
  return answerJson(async () => {
    if (request.method !== "POST") return methodNotAllowed();
    const user = await requireApiUser(request);
    requireNewArticleFromPdf(user);
    const release = acquireUploadSlot(user.id);
    try {
      const upload = await receiveFileUpload(request, { maxBytes: GALLEY_MAX_BYTES, formats: FINAL_PDF_RULES });
      try {
        if (!upload.file) throw new AppError("upload.no_file", 400, GALLEY_MESSAGES.noFileChosen);
        const metadata = await readNewArticlePdf(user, upload.file.tempPath);
        return noStoreJson({ message: ARTICLE_FROM_PDF_MESSAGES.read, metadata });
      } finally {
        await upload.dispose();
      }
    } finally {
      release();
    }
  }, ARTICLE_MESSAGES.extractFailed);
}
