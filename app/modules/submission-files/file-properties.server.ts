// What a submission's files say of themselves, read once in the sandbox after each file is stored
// (ADR 049) and kept on its row: the author a PDF's Info dictionary names (which would unmask the
// authors under double-blind review), or why the file could not be read. Pages read the row; no
// page view parses a file.
import { logger } from "~/lib/logger.server";
import { db, services } from "~/lib/services.server";
import { readPdfProperties } from "~/modules/pdf-metadata/extract-pdf-metadata.server";
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
};

/** What the stored files of a submission warn its editors of; files not read yet are read first. */
export async function submissionFileWarnings(submissionId: string): Promise<FileWarnings> {
  const rows = await findFileProperties(db(), submissionId);
  const unread = rows.filter((r) => r.propertiesCheckedAt === null).slice(0, UNCHECKED_READ_PER_VIEW);
  const found = new Map<string, Properties | null>();
  for (const row of unread) found.set(row.id, await recordFileProperties(row));
  const warnings: FileWarnings = { infoAuthors: [], unreadable: [] };
  for (const row of rows) {
    const { pdfInfoAuthor, propertiesError } = found.get(row.id) ?? row;
    if (pdfInfoAuthor) warnings.infoAuthors.push({ fileName: row.fileName, infoAuthor: pdfInfoAuthor });
    if (propertiesError) warnings.unreadable.push({ fileName: row.fileName, message: propertiesError });
  }
  return warnings;
}
