// What the server asks of a PDF; the parsing itself runs in the sandbox (file-reader, ADR 049).
import { AppError } from "~/lib/errors";
import { SandboxJobError, SandboxLimitError } from "~/lib/sandbox/sandbox-errors";
import { readUntrustedFile } from "~/modules/file-reader/file-reader.server";
import type { ExtractedPdfMetadata } from "./pdf-metadata.types";

export type { ExtractedAuthor, ExtractedPdfMetadata } from "./pdf-metadata.types";

const failed = () => new AppError("pdf_metadata_failed", 422, "Failed to extract metadata");

/**
 * Reads a scholarly PDF's front matter (read-front-matter.server.ts) in the sandbox. Throws the
 * sandbox's SandboxLimitError (422, 'The file could not be read: it is too large when
 * decompressed', or the time limit's message) for a file past its limits, and a 422
 * 'Failed to extract metadata' for bytes that are not a readable PDF.
 */
export async function extractPdfMetadata(bytes: Uint8Array): Promise<ExtractedPdfMetadata> {
  try {
    return await readUntrustedFile("pdf-metadata", bytes);
  } catch (error) {
    if (error instanceof SandboxLimitError) throw error;
    throw failed();
  }
}

/**
 * What a stored PDF says of itself, read once when it is uploaded: its Info author (from the Info
 * dictionary alone), and whether its first page can be decoded. `error` is the sandbox's message
 * when the file passed its limits (the caller stores it; the file is not read again). A PDF pdf.js
 * cannot parse at all has no author and no error, as readers' viewers repair most of those.
 * Throws SandboxUnavailableError when the sandbox could not run (nothing is known of the file).
 */
export async function readPdfProperties(
  bytes: Uint8Array,
): Promise<{ infoAuthor: string | null; error: string | null }> {
  let infoAuthor: string | null = null;
  try {
    infoAuthor = (await readUntrustedFile("pdf-info", bytes)).infoAuthor?.trim() || null;
    await readUntrustedFile("pdf-first-page", bytes);
  } catch (error) {
    if (error instanceof SandboxLimitError) return { infoAuthor, error: error.message };
    if (error instanceof SandboxJobError) return { infoAuthor, error: null };
    throw error;
  }
  return { infoAuthor, error: null };
}
