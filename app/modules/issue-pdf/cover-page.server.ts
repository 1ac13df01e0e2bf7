import type { Color, PDFDocument, PDFImage, PDFPage } from "pdf-lib";
import { winAnsi } from "~/lib/pdf/pdf-text";
import { widthOf, wrapBreakingWords } from "~/lib/pdf/wrap";
import { coverImageForPdf } from "./cover-image.server";
import type { FullIssueInput } from "./full-issue-pdf.server";
import { A4, accentColor, CONTENT_WIDTH, type Fonts, GREY, INK, longDate, MARGIN, WHITE } from "./page-style.server";

const FOOTER_Y = 44;
const IMAGE_BOTTOM = 78;

/**
 * Page 1: the journal's title in its colour, the issue's label, title and date, the ISSNs, then the
 * cover image scaled to fit the rest of the page, or, without a usable image, a panel in the
 * journal's colour carrying its short name.
 */
export async function addCoverPage(doc: PDFDocument, input: FullIssueInput, fonts: Fonts): Promise<PDFPage> {
  const page = doc.addPage(A4);
  const [width, height] = A4;
  const accent = accentColor(input.journal.primaryColor);
  page.drawRectangle({ x: 0, y: height - 14, width, height: 14, color: accent });

  let y = height - 64;
  const lines = (text: string, font: Fonts["regular"], size: number, leading: number, color: Color = INK) => {
    for (const line of wrapBreakingWords(winAnsi(text), font, size, CONTENT_WIDTH)) {
      page.drawText(line, { x: MARGIN, y: y - size, size, font, color });
      y -= leading;
    }
  };
  lines(input.journal.title, fonts.bold, 26, 31, accent);
  y -= 14;
  lines(input.issue.label, fonts.bold, 16, 20);
  if (input.issue.title) lines(input.issue.title, fonts.regular, 14, 18);
  y -= 4;
  if (input.issue.publicationDate) lines(longDate(input.issue.publicationDate), fonts.regular, 11, 15, GREY);
  const { issnPrint, issnOnline } = input.journal;
  const issn = [issnPrint && `ISSN ${issnPrint} (Print)`, issnOnline && `ISSN ${issnOnline} (Online)`]
    .filter(Boolean)
    .join("   |   ");
  if (issn) lines(issn, fonts.regular, 9, 13, GREY);
  y -= 18;

  const box = { x: MARGIN, y: IMAGE_BOTTOM, width: CONTENT_WIDTH, height: y - IMAGE_BOTTOM };
  const image = input.cover ? await embedCover(doc, input.cover) : null;
  if (box.height > 40) {
    if (image) {
      const scale = Math.min(box.width / image.width, box.height / image.height);
      const w = image.width * scale;
      const h = image.height * scale;
      page.drawImage(image, { x: box.x + (box.width - w) / 2, y: box.y + box.height - h, width: w, height: h });
    } else {
      drawnCover(page, box, input, fonts);
    }
  }

  page.drawLine({
    start: { x: MARGIN, y: FOOTER_Y + 14 },
    end: { x: width - MARGIN, y: FOOTER_Y + 14 },
    thickness: 0.6,
    color: accent,
  });
  const url = winAnsi(input.publicUrl);
  page.drawText(url, {
    x: width - MARGIN - widthOf(fonts.regular, url, 9),
    y: FOOTER_Y,
    size: 9,
    font: fonts.regular,
    color: GREY,
  });
  return page;
}

async function embedCover(doc: PDFDocument, cover: Uint8Array): Promise<PDFImage | null> {
  const image = await coverImageForPdf(cover);
  if (!image) return null;
  return image.format === "png" ? doc.embedPng(image.bytes) : doc.embedJpg(image.bytes);
}

/** The journal's colour with its short name large, and the issue label below, in white. */
function drawnCover(
  page: PDFPage,
  box: { x: number; y: number; width: number; height: number },
  input: FullIssueInput,
  fonts: Fonts,
) {
  page.drawRectangle({ ...box, color: accentColor(input.journal.primaryColor) });
  // Three pale bands near the foot of the panel, so a drawn cover is not a flat slab of colour.
  [0.55, 0.7, 0.85].forEach((whiten, i) => {
    page.drawRectangle({
      x: box.x,
      y: box.y + 24 + i * 14,
      width: box.width,
      height: 6,
      color: accentColor(input.journal.primaryColor, whiten),
    });
  });
  const name = winAnsi(input.journal.shortName);
  // As large as fits the panel's width, between 24 and 72 points.
  const size = Math.max(24, Math.min(72, ((box.width - 64) / Math.max(1, widthOf(fonts.bold, name, 1))) * 0.95));
  let y = box.y + box.height - 48;
  for (const line of wrapBreakingWords(name, fonts.bold, size, box.width - 64)) {
    page.drawText(line, { x: box.x + 32, y: y - size, size, font: fonts.bold, color: WHITE });
    y -= size * 1.15;
  }
  y -= 12;
  for (const line of wrapBreakingWords(winAnsi(input.issue.label), fonts.regular, 18, box.width - 64)) {
    page.drawText(line, { x: box.x + 32, y: y - 18, size: 18, font: fonts.regular, color: WHITE });
    y -= 22;
  }
}
