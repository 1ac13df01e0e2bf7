import { AppError } from "../../lib/errors";
import type { ExtractedPdfMetadata } from "./pdf-metadata.types";

/** Reads a scholarly PDF's metadata from its text and layout. */
export async function extractPdfMetadata(bytes: Uint8Array): Promise<ExtractedPdfMetadata> {
  void bytes;
  throw new AppError("pdf.extract_failed", 422, "Failed to extract metadata");
}
