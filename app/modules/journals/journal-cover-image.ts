// A journal's cover: a stored picture (see app/modules/images/image-versions.ts), uploaded or fetched
// from an address (ADR 052), under `journal-covers/<journalId>/<version>/<width>.webp`, served at
// `/journal-cover/...`; `journals.cover_image_key` holds the prefix `journal-covers/<journalId>/<version>`.
import {
  imageAttributes,
  parseImageKey,
  type StoredImage,
  type StoredImageKind,
} from "~/modules/images/image-versions";

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
 * The picture a journal shows as its cover: the stored one (uploaded, or fetched from the address an
 * admin gave, ADR 052), with its sizes; else null (the journal's drawn cover is shown). An address
 * not (yet) fetched is never drawn: pages load pictures from this origin only (the
 * Content-Security-Policy's img-src), so another site's picture would be a broken image.
 */
export function journalCoverImage(journal: {
  coverImageKey?: string | null;
}): { src: string; srcSet?: string; width?: number; height?: number } | null {
  const stored = parseJournalCoverKey(journal.coverImageKey);
  return stored ? imageAttributes(JOURNAL_COVERS, stored) : null;
}
