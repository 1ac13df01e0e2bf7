import { AppError } from "~/lib/errors";
import { answerJson, methodNotAllowed, noStoreJson } from "~/lib/json-endpoint.server";
import { requireApiUser } from "~/modules/auth/session.server";
import { DISCUSSION_MESSAGES } from "~/modules/discussions/discussions.constants";
import { parsePostMessage } from "~/modules/discussions/discussions.schemas";
import { postDiscussionMessage, prepareDiscussionUpload } from "~/modules/discussions/discussions.service.server";
import type { DiscussionEndpointAnswer } from "~/modules/discussions/discussions.types";
import { acquireUploadSlot } from "~/modules/submission-files/upload-limits.server";
import { receiveUpload } from "~/modules/submission-files/upload.server";
import type { Route } from "./+types/discussion-messages";

/** The endpoint only takes posts: a GET or HEAD is answered 405, not by the router's 400 and a logged stack. */
export function loader() {
  return methodNotAllowed();
}

/**
 * POST /submission/:id/discussions/:discussionId/messages (multipart: body, optional "file"): a
 * message in the discussion; 201 {message}. 404 for anyone who may not read the discussion,
 * settled before the body is read, as are the upload limits (429); 409 once the discussion holds
 * its most files (ADR 068).
 */
export async function action({ request, params }: Route.ActionArgs) {
  return answerJson(async () => {
    if (request.method !== "POST") return methodNotAllowed();
    const user = await requireApiUser(request);
    const release = acquireUploadSlot(user.id);
    try {
      const limits = await prepareDiscussionUpload(user, params.id, params.discussionId);
      const upload = await receiveUpload(request, limits);
      try {
        const parsed = parsePostMessage(upload.fields);
        if (!parsed.ok) throw new AppError("discussions.invalid", 400, parsed.message);
        await postDiscussionMessage(user, params.id, params.discussionId, parsed.data, upload.file);
        return noStoreJson({ message: DISCUSSION_MESSAGES.posted } satisfies DiscussionEndpointAnswer, 201);
      } finally {
        await upload.dispose();
      }
    } finally {
      release();
    }
  }, DISCUSSION_MESSAGES.postFailed);
}
