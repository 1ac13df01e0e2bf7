import { AppError } from "../../lib/errors";
import { processCover, receiveCover } from "../../modules/issues-desk/cover-upload.server";
import { ISSUE_MESSAGES } from "../../modules/issues-desk/issues-desk.constants";
import { prepareCoverUpload, uploadIssueCover } from "../../modules/issues-desk/issues-desk.service.server";
import type { CoverUploadAnswer } from "../../modules/issues-desk/issues-desk.types";
import { answerJson, noStoreJson, requireApiUser } from "../../modules/submission-files/file-endpoint.server";
import type { Route } from "./+types/issue-cover-upload";

/**
 * POST /api/issues/:issueId/cover (multipart, field "file"): 201 {message, coverImageKey}. Who may
 * upload (401, 403, 404) and an announced length past 5 MB (413) are settled before the body is
 * read; the file is then streamed to a temp file, checked by its content and turned into the
 * cover's WebP sizes before the issue points at them.
 */
export async function action({ request, params }: Route.ActionArgs) {
  return answerJson(async () => {
    if (request.method !== "POST") throw new AppError("method_not_allowed", 405, "Method not allowed.");
    const user = await requireApiUser(request);
    await prepareCoverUpload(user, params.issueId);
    const received = await receiveCover(request);
    try {
      const cover = await processCover(received);
      const { coverImageKey } = await uploadIssueCover(user, params.issueId, cover);
      return noStoreJson({ message: ISSUE_MESSAGES.coverUploaded, coverImageKey } satisfies CoverUploadAnswer, 201);
    } finally {
      await received.dispose();
    }
  }, ISSUE_MESSAGES.coverFailed);
}
