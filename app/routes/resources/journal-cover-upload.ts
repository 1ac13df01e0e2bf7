import { processImage, receiveImage } from "~/modules/images/image-upload.server";
import { JOURNAL_COVERS } from "~/modules/journals/journal-cover-image";
import { JOURNAL_COVER_UPLOAD_RULES, JOURNAL_MESSAGES } from "~/modules/journals/journals.desk.constants";
import { prepareJournalCoverUpload, uploadJournalCover } from "~/modules/journals/journals.desk.service.server";
import type { JournalCoverUploadAnswer } from "~/modules/journals/journals.desk.types";
import { answerJson, methodNotAllowed, noStoreJson } from "~/lib/json-endpoint.server";
import { requireApiUser } from "~/modules/auth/session.server";
import type { Route } from "./+types/journal-cover-upload";

/** The endpoint only takes posts: a GET or HEAD is answered 405, not by the router's 400 and a logged stack. */
export function loader() {
  return methodNotAllowed();
}

/**
 * POST /api/journals/:journalId/cover (multipart, field "file"): 201 {message, coverImageKey}. Who
 * may upload (401, 403, 404) and an announced length past 5 MB (413) are settled before the body
 * is read; the file is then streamed to a temp file, checked by its content and turned into the
 * cover's WebP sizes before the journal points at them.
 */
export async function action({ request, params }: Route.ActionArgs) {
  return answerJson(async () => {
    if (request.method !== "POST") return methodNotAllowed();
    const user = await requireApiUser(request);
    await prepareJournalCoverUpload(user, params.journalId);
    const received = await receiveImage(request, JOURNAL_COVER_UPLOAD_RULES);
    try {
      const cover = await processImage(received, JOURNAL_COVERS, JOURNAL_COVER_UPLOAD_RULES.messages);
      const { coverImageKey } = await uploadJournalCover(user, params.journalId, cover);
      return noStoreJson(
        { message: JOURNAL_MESSAGES.coverUploaded, coverImageKey } satisfies JournalCoverUploadAnswer,
        201,
      );
    } finally {
      await received.dispose();
    }
  }, JOURNAL_MESSAGES.uploadUnexpected);
}
