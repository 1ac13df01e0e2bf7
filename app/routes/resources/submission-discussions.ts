import { AppError } from "~/lib/errors";
import { answerJson, methodNotAllowed, noStoreJson } from "~/lib/json-endpoint.server";
import { requireApiUser } from "~/modules/auth/session.server";
import { DISCUSSION_MESSAGES } from "~/modules/discussions/discussions.constants";
import { parseStartDiscussion } from "~/modules/discussions/discussions.schemas";
import { prepareDiscussionUpload, startDiscussion } from "~/modules/discussions/discussions.service.server";
import type { DiscussionEndpointAnswer } from "~/modules/discussions/discussions.types";
import { acquireUploadSlot } from "~/modules/submission-files/upload-limits.server";
import { receiveUpload } from "~/modules/submission-files/upload.server";
import type { Route } from "./+types/submission-discussions";

/** The endpoint only takes posts: a GET or HEAD is answered 405, not by the router's 400 and a logged stack. */
export function loader() {
  return methodNotAllowed();
}

/**
 * POST /submission/:id/discussions (multipart: subject, participants as comma-separated user ids,
 * body, optional "file"): starts a discussion; 201 {message, discussionId}. Who may start one and
 * the upload limits are settled before the body is read (404 for a submission the user does not
 * see, 403 for one they may not start a discussion on, 429 for the upload limits); the file is
 * received by the submission files' pipeline (ADR 068).
 */
export async function action({ request, params }: Route.ActionArgs) {
  return answerJson(async () => {
    if (request.method !== "POST") return methodNotAllowed();
    const user = await requireApiUser(request);
    const release = acquireUploadSlot(user.id);
    try {
      const limits = await prepareDiscussionUpload(user, params.id, null);
      const upload = await receiveUpload(request, limits);
      try {
        const parsed = parseStartDiscussion(upload.fields);
        if (!parsed.ok) throw new AppError("discussions.invalid", 400, parsed.message);
        const { discussionId } = await startDiscussion(user, params.id, parsed.data, upload.file);
        return noStoreJson(
          { message: DISCUSSION_MESSAGES.created, discussionId } satisfies DiscussionEndpointAnswer,
          201,
        );
      } finally {
        await upload.dispose();
      }
    } finally {
      release();
    }
  }, DISCUSSION_MESSAGES.startFailed);
}
