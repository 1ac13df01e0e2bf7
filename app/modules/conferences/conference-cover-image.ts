// An uploaded conference cover: a stored picture (see app/modules/images/image-versions.ts) under
// `conference-covers/<conferenceId>/<version>/<width>.webp`, served at `/conference-cover/...`;
// `conferences.cover_image_key` holds the prefix `conference-covers/<conferenceId>/<version>`.
// Every conference is public, so every current cover is too.
import {
  imageAttributes,
  parseImageKey,
  type StoredImage,
  type StoredImageKind,
} from "~/modules/images/image-versions";

export const CONFERENCE_COVERS: StoredImageKind = {
  folder: "conference-covers",
  urlBase: "/conference-cover",
  // Cards are about 24 rem wide, the public page's banner up to the page width.
  widths: [320, 640, 1280],
};

/** What a cover key says: the conference, the version and the stored sizes; null for anything else. */
export function parseConferenceCoverKey(key: string | null | undefined): StoredImage | null {
  return parseImageKey(CONFERENCE_COVERS, key);
}

/** The <img> attributes of a conference's cover (src, srcset, width, height), or null without an upload. */
export function conferenceCoverAttributes(key: string | null | undefined) {
  const cover = parseConferenceCoverKey(key);
  return cover ? imageAttributes(CONFERENCE_COVERS, cover) : null;
}
