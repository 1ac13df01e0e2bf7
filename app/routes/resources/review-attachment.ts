import { AppError } from "~/lib/errors";
import {
  attachReviewFile,
  ownReviewFileDownload,
  prepareReviewAttachmentUpload,
  removeReviewFile,
} from "~/modules/reviews/review-attachment.service.server";
import { REVIEW_MESSAGES } from "~/modules/reviews/reviews.constants";
import { answerJson, methodNotAllowed, noStoreJson } from "~/lib/json-endpoint.server";
import { requireApiUser } from "~/modules/auth/session.server";
import { answerDownload } from "~/modules/submission-files/file-endpoint.server";
import { FILE_MESSAGES } from "~/modules/submission-files/submission-files.constants";
import { acquireUploadSlot } from "~/modules/submission-files/upload-limits.server";
import { receiveUpload } from "~/modules/submission-files/upload.server";
import type { Route } from "./+types/review-attachment";

/** GET /review/:assignmentId/attachment: the reviewer's own annotated file (302 to a signed URL). */
export async function loader({ request, params, url }: Route.LoaderArgs) {
  return answerDownload({ request, url }, (user) => ownReviewFileDownload(user, params.assignmentId));
}

/**
 * POST /review/:assignmentId/attachment. Multipart ("file"): attaches the annotated file to the
 * reviewer's draft review, replacing the one it had; 201 {message, fileName}. Form field
 * intent=remove: removes it; 200 {message}. 404 for anyone but the assignment's reviewer, 409 once
 * the review is submitted, both settled before a byte of the file is read. The file is received by
 * the manuscript pipeline (PDF, DOC, DOCX checked by content; the journal's size limit).
 */
export async function action({ request, params }: Route.ActionArgs) {
  return answerJson(async () => {
    if (request.method !== "POST") return methodNotAllowed("GET, HEAD, POST");
    const user = await requireApiUser(request);
    const contentType = request.headers.get("content-type") ?? "";
    if (!/^multipart\/form-data/i.test(contentType)) {
      const form = await request.formData().catch(() => null);
      if (form?.get("intent") !== "remove") throw new AppError("invalid", 400, REVIEW_MESSAGES.invalidRequest);
      await removeReviewFile(user, params.assignmentId);
      return noStoreJson({ message: REVIEW_MESSAGES.attachmentRemoved });
    }
    const release = acquireUploadSlot(user.id);
    try {
      const limits = await prepareReviewAttachmentUpload(user, params.assignmentId);
      const upload = await receiveUpload(request, limits);
      try {
        if (!upload.file) throw new AppError("upload.no_file", 400, FILE_MESSAGES.noFileChosen);
        const attached = await attachReviewFile(user, params.assignmentId, upload.file);
        const message = attached.replaced ? REVIEW_MESSAGES.attachmentReplaced : REVIEW_MESSAGES.attachmentUploaded;
        return noStoreJson({ message, fileName: attached.fileName }, 201);
      } finally {
        await upload.dispose();
      }
    } finally {
      release();
    }
  }, REVIEW_MESSAGES.attachmentFailed);
}
