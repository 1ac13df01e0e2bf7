import { processImage, receiveImage } from "~/modules/images/image-upload.server";
import { CONFERENCE_COVERS } from "~/modules/conferences/conference-cover-image";
import {
  prepareConferenceCoverUpload,
  uploadConferenceCover,
} from "~/modules/conferences/conference-desk.service.server";
import { CONFERENCE_COVER_RULES, CONFERENCE_MESSAGES } from "~/modules/conferences/conferences.constants";
import { answerJson, methodNotAllowed, noStoreJson } from "~/lib/json-endpoint.server";
import { requireApiUser } from "~/modules/auth/session.server";
import type { Route } from "./+types/conference-cover-upload";

/** The endpoint only takes posts: a GET or HEAD is answered 405, not by the router's 400 and a logged stack. */
export function loader() {
  return methodNotAllowed();
}

/**
 * POST /api/conferences/:conferenceId/cover (multipart, field "file"): 201 {message, coverImageKey}.
 * Who may upload (401, 403 'Insufficient permissions', 404) and an announced length past 5 MB
 * (413 'Please select an image smaller than 5MB') are settled before the body is read; the file is
 * then streamed to a temp file, checked by its content and turned into the cover's WebP sizes
 * before the conference points at them.
 */
export async function action({ request, params }: Route.ActionArgs) {
  return answerJson(async () => {
    if (request.method !== "POST") return methodNotAllowed();
    const user = await requireApiUser(request);
    await prepareConferenceCoverUpload(user, params.conferenceId);
    const received = await receiveImage(request, CONFERENCE_COVER_RULES);
    try {
      const cover = await processImage(received, CONFERENCE_COVERS, CONFERENCE_COVER_RULES.messages);
      const { coverImageKey } = await uploadConferenceCover(user, params.conferenceId, cover);
      return noStoreJson({ message: CONFERENCE_MESSAGES.coverUploaded, coverImageKey }, 201);
    } finally {
      await received.dispose();
    }
  }, CONFERENCE_MESSAGES.coverFailed);
}
