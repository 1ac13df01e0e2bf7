import { BOARD_AVATARS } from "~/modules/editorial-board/board-avatar-image";
import { AVATAR_UPLOAD_RULES, BOARD_MESSAGES } from "~/modules/editorial-board/editorial-board.constants";
import {
  prepareAvatarUpload,
  uploadBoardMemberAvatar,
} from "~/modules/editorial-board/editorial-board-manager.service.server";
import type { AvatarUploadAnswer } from "~/modules/editorial-board/editorial-board.types";
import { processImage, receiveImage } from "~/modules/images/image-upload.server";
import { answerJson, methodNotAllowed, noStoreJson } from "~/lib/json-endpoint.server";
import { requireApiUser } from "~/modules/auth/session.server";
import type { Route } from "./+types/board-avatar-upload";

/** The endpoint only takes posts: a GET or HEAD is answered 405, not by the router's 400 and a logged stack. */
export function loader() {
  return methodNotAllowed();
}

/**
 * POST /api/journals/:journalId/board/:memberId/avatar (multipart, field "file"): 201 {message,
 * avatarImageKey}. Who may upload (401, 403, 404) and an announced length past 5 MB (413) are
 * settled before the body is read; the file is then streamed to a temp file, checked by its
 * content and cut into the square WebP sizes before the member points at them.
 */
export async function action({ request, params }: Route.ActionArgs) {
  return answerJson(async () => {
    if (request.method !== "POST") return methodNotAllowed();
    const user = await requireApiUser(request);
    await prepareAvatarUpload(user, params.journalId, params.memberId);
    const received = await receiveImage(request, AVATAR_UPLOAD_RULES);
    try {
      const image = await processImage(received, BOARD_AVATARS, AVATAR_UPLOAD_RULES.messages);
      const { avatarImageKey } = await uploadBoardMemberAvatar(user, params.journalId, params.memberId, image);
      return noStoreJson({ message: BOARD_MESSAGES.avatarUploaded, avatarImageKey } satisfies AvatarUploadAnswer, 201);
    } finally {
      await received.dispose();
    }
  }, BOARD_MESSAGES.avatarFailed);
}
