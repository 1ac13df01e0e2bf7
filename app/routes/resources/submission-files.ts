import { AppError } from "~/lib/errors";
import { answerJson, methodNotAllowed, noStoreJson } from "~/lib/json-endpoint.server";
import { requireApiUser } from "~/modules/auth/session.server";
import { FILE_MESSAGES } from "~/modules/submission-files/submission-files.constants";
import {
  findSubmissionFilesFor,
  prepareSubmissionUpload,
  uploadSubmissionFile,
} from "~/modules/submission-files/submission-files.service.server";
import type { FileEndpointAnswer } from "~/modules/submission-files/submission-files.types";
import { acquireUploadSlot } from "~/modules/submission-files/upload-limits.server";
import { receiveUpload } from "~/modules/submission-files/upload.server";
import type { Route } from "./+types/submission-files";

/** GET /submission/:id/files: the submission's files as JSON {files}, newest first. */
export async function loader({ request, params }: Route.LoaderArgs) {
  return answerJson(async () => {
    const user = await requireApiUser(request);
    return noStoreJson({ files: await findSubmissionFilesFor(user, params.id) });
  }, FILE_MESSAGES.loadFailed);
}

/**
 * POST /submission/:id/files (multipart: "file", optional "replaceFileId"): 201 {message, file}.
 * Who may upload, and whether the upload limits leave room (upload-limits.server.ts: 429 for too
 * many uploads at once or the daily allowance, 409 for a full submission), is settled before the
 * body is read; the file is then streamed to a temp file, checked, and stored with its row and
 * History entry in one transaction, which checks the limits again.
 */
export async function action({ request, params }: Route.ActionArgs) {
  return answerJson(async () => {
    if (request.method !== "POST") return methodNotAllowed("GET, HEAD, POST");
    const user = await requireApiUser(request);
    // At most two uploads of one account at once (a third gets 429 before its body is read).
    const release = acquireUploadSlot(user.id);
    try {
      const { rules, allowance } = await prepareSubmissionUpload(user, params.id);
      const upload = await receiveUpload(request, {
        maxBytes: rules.maxFileBytes,
        allowedFormats: rules.allowedFormats,
        allowance,
      });
      try {
        if (!upload.file) throw new AppError("upload.no_file", 400, FILE_MESSAGES.noFileChosen);
        const file = await uploadSubmissionFile(user, params.id, {
          file: upload.file,
          replaceFileId: upload.fields.replaceFileId || null,
        });
        return noStoreJson({ message: FILE_MESSAGES.uploaded, file } satisfies FileEndpointAnswer, 201);
      } finally {
        await upload.dispose();
      }
    } finally {
      release();
    }
  }, FILE_MESSAGES.uploadFailed);
}
