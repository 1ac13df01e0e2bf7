import { processImage, receiveImage } from "~/modules/images/image-upload.server";
import { ISSUE_COVERS } from "~/modules/issues/issue-cover-image";
import { COVER_UPLOAD_RULES, ISSUE_MESSAGES } from "~/modules/issues/issues.desk.constants";
import { prepareCoverUpload, uploadIssueCover } from "~/modules/issues/issues.desk.service.server";
import type { CoverUploadAnswer } from "~/modules/issues/issues.desk.types";
import { answerJson, methodNotAllowed, noStoreJson } from "~/lib/json-endpoint.server";
import { requireApiUser } from "~/modules/auth/session.server";
import type { Route } from "./+types/issue-cover-upload";

/** The endpoint only takes posts: a GET or HEAD is answered 405, not by the router's 400 and a logged stack. */
export function loader() {
  return methodNotAllowed();
}

/**
 * POST /api/issues/:issueId/cover (multipart, field "file"): 201 {message, coverImageKey}. Who may
 * upload (401, 403, 404) and an announced length past 5 MB (413) are settled before the body is
 * read; the file is then streamed to a temp file, checked by its content and turned into the
 * cover's WebP sizes before the issue points at them.
 */
export async function action({ request, params }: Route.ActionArgs) {
  return answerJson(async () => {
    if (request.method !== "POST") return methodNotAllowed();
    const user = await requireApiUser(request);
    await prepareCoverUpload(user, params.issueId);
    const received = await receiveImage(request, COVER_UPLOAD_RULES);
    try {
      const cover = await processImage(received, ISSUE_COVERS, COVER_UPLOAD_RULES.messages);
      const { coverImageKey } = await uploadIssueCover(user, params.issueId, cover);
      return noStoreJson({ message: ISSUE_MESSAGES.coverUploaded, coverImageKey } satisfies CoverUploadAnswer, 201);
    } finally {
      await received.dispose();
    }
  }, ISSUE_MESSAGES.coverFailed);
}
