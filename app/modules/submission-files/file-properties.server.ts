// What a submission's files say of themselves, read once in the sandbox after each file is stored
// (ADR 049) and kept on its row: the author a PDF's Info dictionary names (which would unmask the
// authors under double-blind review), or why the file could not be read. Pages read the row; no
// page view parses a file.
import { logger } from "~/lib/logger.server";
import { db, services } from "~/lib/services.server";
import { readPdfProperties } from "~/modules/pdf-metadata/extract-pdf-metadata.server";
import { needsBlindCopy, recordBlindCopy } from "./blind-copy.server";
import { findFileProperties, setFileProperties, type FilePropertiesRow } from "./submission-files.repository.server";

/** PDFs larger than this are not opened to look for their Info author. */
const PROPERTIES_MAX_BYTES = 30 * 1024 * 1024;

/**
 * Files stored before ADR 049 are read when first needed; one view reads at most this many, so a
 * submission with many old files spreads the work over its next views instead of one long wait.
 */
const UNCHECKED_READ_PER_VIEW = 5;

type StoredFile = Pick<FilePropertiesRow, "id" | "storageKey" | "sizeBytes" | "mimeType">;
type Properties = { pdfInfoAuthor: string | null; propertiesError: string | null };

/** Reads shared by concurrent callers (two editors opening the tab at once), by file id. */
const reading = new Map<string, Promise<Properties | null>>();

async function readProperties(file: StoredFile): Promise<Properties | null> {
  if (file.mimeType !== "application/pdf" || file.sizeBytes > PROPERTIES_MAX_BYTES) {
    return { pdfInfoAuthor: null, propertiesError: null };
  }
  const stored = await services().storage.get(file.storageKey);
  if (!stored) return null;
  const bytes = new Uint8Array(await new Response(stored.stream).arrayBuffer());
  const { infoAuthor, error } = await readPdfProperties(bytes);
  return { pdfInfoAuthor: infoAuthor, propertiesError: error };
}

/**
 * Reads the stored file in the sandbox and keeps what it found on its row; the found properties,
 * or null when nothing could be learnt (the file is missing from storage, the sandbox could not
 * run: the row stays unread, to be read when next needed). Never throws: an upload has succeeded
 * whatever its file turns out to hold.
 */
export function recordFileProperties(file: StoredFile): Promise<Properties | null> {
  let pending = reading.get(file.id);
  if (!pending) {
    pending = (async () => {
      try {
        const found = await readProperties(file);
        if (found) await setFileProperties(db(), file.id, { ...found, propertiesCheckedAt: new Date() });
        // The copy reviewers get under double-blind review (ADR 054), made while the file is at hand.
        if (found) await recordBlindCopy({ ...file, propertiesError: found.propertiesError });
        return found;
      } catch (err) {
        // The sandbox could not run (SandboxUnavailableError) or the database failed.
        logger.error({ err, fileId: file.id }, "submission file properties not read");
        return null;
      } finally {
        reading.delete(file.id);
      }
    })();
    reading.set(file.id, pending);
  }
  return pending;
}

export type FileWarnings = {
  /** PDFs whose own Info metadata names an author, with that name. */
  infoAuthors: { fileName: string; infoAuthor: string }[];
  /** Files that could not be read, with the reason ('The file could not be read: ...'). */
  unreadable: { fileName: string; message: string }[];
  /**
   * With `blind`: files of which no blind copy could be made (ADR 054), with the reason; they are
   * not offered to the reviewers.
   */
  notBlind: { fileName: string; message: string }[];
};

/**
 * What the stored files of a submission warn its editors of; files not read yet are read first,
 * and with `blind` (double-blind review) the files without a blind copy yet get one first.
 */
export async function submissionFileWarnings(
  submissionId: string,
  opts: { blind?: boolean } = {},
): Promise<FileWarnings> {
  let rows = await findFileProperties(db(), submissionId);
  // Each read keeps what it found on the row (or nothing, to be tried on a later view).
  const unread = rows.filter((r) => r.propertiesCheckedAt === null).slice(0, UNCHECKED_READ_PER_VIEW);
  for (const row of unread) await recordFileProperties(row);
  const uncopied = opts.blind
    ? rows
        .filter((r) => r.propertiesCheckedAt !== null && needsBlindCopy(r.mimeType))
        .filter((r) => !r.blindCopyKey && !r.blindCopyError)
        .slice(0, UNCHECKED_READ_PER_VIEW)
    : [];
  for (const row of uncopied) await recordBlindCopy(row);
  if (unread.length > 0 || uncopied.length > 0) rows = await findFileProperties(db(), submissionId);
  const warnings: FileWarnings = { infoAuthors: [], unreadable: [], notBlind: [] };
  for (const row of rows) {
    if (row.pdfInfoAuthor) warnings.infoAuthors.push({ fileName: row.fileName, infoAuthor: row.pdfInfoAuthor });
    if (row.propertiesError) warnings.unreadable.push({ fileName: row.fileName, message: row.propertiesError });
    if (opts.blind && row.blindCopyError)
      warnings.notBlind.push({ fileName: row.fileName, message: row.blindCopyError });
  }
  return warnings;
}
