// An uploaded journal cover: a stored picture (see app/modules/images/image-versions.ts) under
// `journal-covers/<journalId>/<version>/<width>.webp`, served at `/journal-cover/...`;
// `journals.cover_image_key` holds the prefix `journal-covers/<journalId>/<version>`.
import { imageAttributes, parseImageKey, type StoredImage, type StoredImageKind } from "../images/image-versions";

export const JOURNAL_COVERS: StoredImageKind = {
  folder: "journal-covers",
  urlBase: "/journal-cover",
  widths: [240, 480, 960],
};

/** What a cover key says: the journal, the version and the stored sizes; null for anything else. */
export function parseJournalCoverKey(key: string | null | undefined): StoredImage | null {
  return parseImageKey(JOURNAL_COVERS, key);
}

/**
 * The picture a journal shows as its cover: the uploaded one (with its sizes), else the https
 * address an admin gave, else null (the journal's drawn cover is shown).
 */
export function journalCoverImage(journal: {
  coverImageKey?: string | null;
  coverImageUrl?: string | null;
}): { src: string; srcSet?: string; width?: number; height?: number; referrerPolicy?: "no-referrer" } | null {
  const uploaded = parseJournalCoverKey(journal.coverImageKey);
  if (uploaded) return imageAttributes(JOURNAL_COVERS, uploaded);
  // Another site's picture: readers' browsers fetch it there (ADR 017), telling it nothing of the page.
  return journal.coverImageUrl ? { src: journal.coverImageUrl, referrerPolicy: "no-referrer" } : null;
}
