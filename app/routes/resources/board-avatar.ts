import { AppError } from "~/lib/errors";
import { getCurrentUser } from "~/modules/auth/session.server";
import { BOARD_AVATARS } from "~/modules/editorial-board/board-avatar-image";
import { getBoardAvatarFile } from "~/modules/editorial-board/editorial-board-manager.service.server";
import { imageNotFound, storedImageResponse } from "~/modules/images/image-store.server";
import { requestedImageWidth } from "~/modules/images/image-versions";
import type { Route } from "./+types/board-avatar";

/**
 * GET /board-avatar/:memberId/:version/:width.webp: one size of a board member's current photo.
 * The URL changes with every upload (the version), so the bytes behind it never change: cached
 * for a year. An active member's photo is public; another's only for those who manage the board.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const width = requestedImageWidth(BOARD_AVATARS, { ownerId: params.memberId, ...params });
  if (!width) return imageNotFound("Avatar not found.");
  try {
    const user = await getCurrentUser(request);
    const file = await getBoardAvatarFile(user, { memberId: params.memberId, version: params.version, width });
    return storedImageResponse(file, file.isPublic);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return imageNotFound("Avatar not found.");
    throw error;
  }
}
