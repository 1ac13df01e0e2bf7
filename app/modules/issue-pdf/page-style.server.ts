import { type Color, type PDFDocument, type PDFFont, rgb, StandardFonts } from "pdf-lib";
import { hexColor, type RGB, tint } from "~/lib/pdf/color";
import { MONTH_NAMES } from "~/modules/articles/article-format";

/** The pages the issue PDF draws itself (cover, contents, placeholders) are A4; articles keep their size. */
export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 56;
export const CONTENT_WIDTH = A4[0] - 2 * MARGIN;

export const INK = rgb(0.1, 0.1, 0.12);
export const GREY = rgb(0.38, 0.38, 0.42);
export const WHITE = rgb(1, 1, 1);

export type Fonts = { regular: PDFFont; bold: PDFFont; italic: PDFFont };

/** The standard fonts need no font file; text drawn with them goes through `winAnsi` first. */
export async function embedFonts(doc: PDFDocument): Promise<Fonts> {
  const [regular, bold, italic] = await Promise.all([
    doc.embedFont(StandardFonts.Helvetica),
    doc.embedFont(StandardFonts.HelveticaBold),
    doc.embedFont(StandardFonts.HelveticaOblique),
  ]);
  return { regular, bold, italic };
}

const FALLBACK_ACCENT = "#1f3a5f";

/** The journal's colour, in the form pdf-lib draws with; a missing or malformed value gets a dark blue. */
export function accentColor(hex: string | null, whiten = 0): Color {
  const c: RGB = tint(hexColor(hex && /^#[0-9a-f]{6}$/i.test(hex) ? hex : FALLBACK_ACCENT), whiten);
  return rgb(c.r, c.g, c.b);
}

/** "2025-03-15" as "15 March 2025", the same on every server whatever its locale. */
export function longDate(isoDate: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = m ? MONTH_NAMES[Number(m[2]) - 1] : undefined;
  return m && month ? `${Number(m[3])} ${month} ${m[1]}` : isoDate;
}
