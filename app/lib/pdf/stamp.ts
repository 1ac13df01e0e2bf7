import { degrees, type PDFDocument, rgb, StandardFonts } from "pdf-lib";
import { winAnsi } from "./pdf-text";

/** A mark on every page: a word across it, and a line at the top that says why. */
export type PageStamp = { word: string; line: string };

const RED = rgb(0.75, 0.07, 0.07);

/**
 * Draws `stamp` on every page of `doc`: the word corner to corner, large and half see-through, and
 * the line in a pale red band at the top. A retracted article (ADR 066) and a cancelled invoice
 * (ADR 084) are marked the same way.
 */
export async function stampPages(doc: PDFDocument, stamp: PageStamp): Promise<void> {
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const word = winAnsi(stamp.word);
  const line = winAnsi(stamp.line);
  for (const page of doc.getPages()) {
    const { width, height } = page.getSize();
    const diagonal = Math.hypot(width, height);
    const size = Math.min(120, (diagonal * 0.7) / Math.max(1, bold.widthOfTextAtSize(word, 1)));
    const angle = Math.atan2(height, width);
    const textWidth = bold.widthOfTextAtSize(word, size);
    page.drawText(word, {
      x: width / 2 - (Math.cos(angle) * textWidth) / 2 + (Math.sin(angle) * size) / 3,
      y: height / 2 - (Math.sin(angle) * textWidth) / 2 - (Math.cos(angle) * size) / 3,
      size,
      font: bold,
      color: RED,
      opacity: 0.28,
      rotate: degrees((angle * 180) / Math.PI),
    });
    const lineSize = Math.min(9, (width - 24) / Math.max(1, regular.widthOfTextAtSize(line, 1)));
    page.drawRectangle({ x: 0, y: height - 18, width, height: 18, color: rgb(1, 0.93, 0.93), opacity: 0.9 });
    page.drawText(line, { x: 12, y: height - 12.5, size: lineSize, font: regular, color: RED });
  }
}
