import { AppError } from "~/lib/errors";
import { answerJson, methodNotAllowed, noStoreJson } from "~/lib/json-endpoint.server";
import { requireApiUser } from "~/modules/auth/session.server";
import { answerDownload } from "~/modules/submission-files/file-endpoint.server";
import { FILE_MESSAGES } from "~/modules/submission-files/submission-files.constants";
import {
  deleteSubmissionFile,
  submissionFileDownload,
} from "~/modules/submission-files/submission-files.service.server";
import type { FileEndpointAnswer } from "~/modules/submission-files/submission-files.types";
import type { Route } from "./+types/submission-file";

/**
 * GET /submission/:id/files/:fileId: 302 to a signed URL (300 s) that downloads the file, for any
 * viewer of the submission; with ?format=json, the link as JSON {url, fileName}.
 */
export async function loader({ request, params, url }: Route.LoaderArgs) {
  return answerDownload({ request, url }, (user) => submissionFileDownload(user, params.id, params.fileId));
}

/** POST /submission/:id/files/:fileId with intent=delete (editors and admins): {message}. */
export async function action({ request, params }: Route.ActionArgs) {
  return answerJson(async () => {
    if (request.method !== "POST") return methodNotAllowed("GET, HEAD, POST");
    const user = await requireApiUser(request);
    // The form is one field; a large body is not read into memory.
    if (Number(request.headers.get("content-length")) > 64 * 1024) {
      throw new AppError("invalid_request", 413, FILE_MESSAGES.invalidRequest);
    }
    const form = await request.formData().catch(() => null);
    if (form?.get("intent") !== "delete") throw new AppError("invalid_request", 400, FILE_MESSAGES.invalidRequest);
    await deleteSubmissionFile(user, params.id, params.fileId);
    return noStoreJson({ message: FILE_MESSAGES.deleted } satisfies FileEndpointAnswer);
  }, FILE_MESSAGES.deleteFailed);
}
