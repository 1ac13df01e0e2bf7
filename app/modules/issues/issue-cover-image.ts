// An uploaded issue cover: a stored picture (see app/modules/images/image-versions.ts) under
// `issue-covers/<issueId>/<version>/<width>.webp`, served at `/issue-cover/...`; `issues.cover_image_key`
// holds the prefix `issue-covers/<issueId>/<version>`.
import {
  imageAttributes,
  parseImageKey,
  type StoredImage,
  type StoredImageKind,
} from "~/modules/images/image-versions";

export const ISSUE_COVERS: StoredImageKind = {
  folder: "issue-covers",
  urlBase: "/issue-cover",
  widths: [240, 480, 960],
};

export type CoverImage = StoredImage;

/** What a cover key says: the issue, the version and the stored sizes; null for anything else. */
export function parseCoverKey(key: string | null | undefined): CoverImage | null {
  return parseImageKey(ISSUE_COVERS, key);
}

/** The attributes of an <img> showing the cover: src, srcset, width and height. */
export function coverImageAttributes(cover: CoverImage) {
  return imageAttributes(ISSUE_COVERS, cover);
}
