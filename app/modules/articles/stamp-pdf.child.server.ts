// A retracted article's PDF, stamped 'RETRACTED' on every page (ADR 066, COPE: the article stays
// readable, clearly marked). Runs in the sandbox's child only (file-reader.child.server.ts, job
// 'stamp-retracted'): the galley is an upload, and pdf-lib parses it whole.
import { degrees, PDFDocument, rgb, StandardFonts } from "pdf-lib";

export type StampInput = { bytes: Uint8Array; word: string; line: string };
export type StampResult = { ok: true; bytes: Uint8Array } | { ok: false; reason: string };

const RED = rgb(0.75, 0.07, 0.07);

export async function stampPdf(input: StampInput): Promise<StampResult> {
  try {
    const doc = await PDFDocument.load(input.bytes, { updateMetadata: false, throwOnInvalidObject: false });
    const bold = await doc.embedFont(StandardFonts.HelveticaBold);
    const regular = await doc.embedFont(StandardFonts.Helvetica);
    for (const page of doc.getPages()) {
      const { width, height } = page.getSize();
      // The word across the page, corner to corner, large and half see-through.
      const diagonal = Math.hypot(width, height);
      const size = Math.min(120, (diagonal * 0.7) / Math.max(1, bold.widthOfTextAtSize(input.word, 1)));
      const angle = Math.atan2(height, width);
      const textWidth = bold.widthOfTextAtSize(input.word, size);
      page.drawText(input.word, {
        x: width / 2 - (Math.cos(angle) * textWidth) / 2 + (Math.sin(angle) * size) / 3,
        y: height / 2 - (Math.sin(angle) * textWidth) / 2 - (Math.cos(angle) * size) / 3,
        size,
        font: bold,
        color: RED,
        opacity: 0.28,
        rotate: degrees((angle * 180) / Math.PI),
      });
      // And a line at the top that says where the notice is.
      const lineSize = Math.min(9, (width - 24) / Math.max(1, regular.widthOfTextAtSize(input.line, 1)));
      page.drawRectangle({ x: 0, y: height - 18, width, height: 18, color: rgb(1, 0.93, 0.93), opacity: 0.9 });
      page.drawText(input.line, { x: 12, y: height - 12.5, size: lineSize, font: regular, color: RED });
    }
    return { ok: true, bytes: await doc.save({ useObjectStreams: true, updateFieldAppearances: false }) };
  } catch (err) {
    const encrypted = err instanceof Error && /encrypt/i.test(err.message);
    return { ok: false, reason: encrypted ? "The PDF is encrypted" : "The PDF could not be read" };
  }
}
