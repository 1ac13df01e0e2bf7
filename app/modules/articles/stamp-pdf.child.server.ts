// A retracted article's PDF, stamped 'RETRACTED' on every page (ADR 066, COPE: the article stays
// readable, clearly marked). Runs in the sandbox's child only (file-reader.child.server.ts, job
// 'stamp-retracted'): the galley is an upload, and pdf-lib parses it whole.
import { PDFDocument } from "pdf-lib";
import { stampPages } from "~/lib/pdf/stamp";

export type StampInput = { bytes: Uint8Array; word: string; line: string };
export type StampResult = { ok: true; bytes: Uint8Array } | { ok: false; reason: string };

export async function stampPdf(input: StampInput): Promise<StampResult> {
  try {
    const doc = await PDFDocument.load(input.bytes, { updateMetadata: false, throwOnInvalidObject: false });
    await stampPages(doc, { word: input.word, line: input.line });
    return { ok: true, bytes: await doc.save({ useObjectStreams: true, updateFieldAppearances: false }) };
  } catch (err) {
    const encrypted = err instanceof Error && /encrypt/i.test(err.message);
    return { ok: false, reason: encrypted ? "The PDF is encrypted" : "The PDF could not be read" };
  }
}
