// A board member's uploaded photo: a stored picture (see app/modules/images/image-versions.ts), cut
// square, under `board-avatars/<memberId>/<version>/<width>.webp`, served at `/board-avatar/...`;
// `editorial_board_members.avatar_image_key` holds the prefix `board-avatars/<memberId>/<version>`.
// Cards draw it at 4-6 rem, hence the small widths.
import { imageAttributes, parseImageKey, type StoredImageKind } from "~/modules/images/image-versions";

export const BOARD_AVATARS: StoredImageKind = {
  folder: "board-avatars",
  urlBase: "/board-avatar",
  widths: [96, 192, 384],
  square: true,
};

/** The attributes of an <img> showing a member's photo, or null when the key names none. */
export function avatarImageAttributes(key: string | null | undefined) {
  const image = parseImageKey(BOARD_AVATARS, key);
  return image ? imageAttributes(BOARD_AVATARS, image) : null;
}

/** Every stored version of a member's photo lives under this folder. */
export function avatarFolderOf(memberId: string): string {
  return `${BOARD_AVATARS.folder}/${memberId}`;
}
