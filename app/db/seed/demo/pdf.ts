import zlib from "node:zlib";
import { PDFDocument, type PDFFont, PDFName, type PDFPage, StandardFonts } from "pdf-lib";
import { hexColor, type RGB, rgb, tint } from "~/lib/pdf/color";
import { pdfLiteral, winAnsi } from "~/lib/pdf/pdf-text";
import { type Line, type Seg, widthOf, wrapPlain, wrapRuns } from "~/lib/pdf/wrap";
import type { AbstractPart, DemoSection, DemoTable } from "./types";

export type PdfAuthor = { name: string; affiliations: number[]; corresponding: boolean };

export type PdfArticle = {
  journalTitle: string;
  journalAbbreviation: string;
  issn: string | null;
  eissn: string | null;
  volume: number;
  issueLabel: string;
  issueShort: string;
  year: number;
  doi: string;
  typeLabel: string;
  title: string;
  authors: PdfAuthor[];
  affiliations: string[];
  correspondingName: string;
  correspondingEmail: string;
  received: string;
  revised: string | null;
  accepted: string;
  published: string;
  abstract: AbstractPart[];
  keywords: string[];
  sections: DemoSection[];
  references: string[];
  /** Journal colour, "#rrggbb". */
  color: string;
  publishedDate: Date;
};

const A4: [number, number] = [595.28, 841.89];
const MARGIN_X = 56;
const TOP = A4[1] - 92;
const BOTTOM = 70;
const WIDTH = A4[0] - 2 * MARGIN_X;

type Fonts = {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
  sans: PDFFont;
  sansBold: PDFFont;
  sansItalic: PDFFont;
};

const num = (n: number) => (Math.round(n * 100) / 100).toString();
const colorOp = (c: RGB, op: "rg" | "RG") => `${num(c.r)} ${num(c.g)} ${num(c.b)} ${op}`;

type TextOpts = { x: number; y: number; size: number; font: PDFFont; color?: RGB; lineHeight?: number };

/**
 * Writes a page's content stream directly. pdf-lib's drawing API builds an object per operator,
 * which made rendering a few hundred galleys take seconds; plain strings are several times faster.
 */
class Canvas {
  private readonly ops: string[] = [];
  private readonly fontKeys = new Map<PDFFont, string>();

  constructor(readonly page: PDFPage) {}

  private fontKey(font: PDFFont): string {
    let key = this.fontKeys.get(font);
    if (!key) {
      const name = PDFName.of(`F${this.fontKeys.size + 1}`);
      this.page.node.setFontDictionary(name, font.ref);
      key = name.toString();
      this.fontKeys.set(font, key);
    }
    return key;
  }

  /** Text already passed through winAnsi; "\n" separates lines spaced by lineHeight. */
  drawText(text: string, o: TextOpts) {
    const lines = text.split("\n");
    const parts = [
      `BT ${this.fontKey(o.font)} ${num(o.size)} Tf ${colorOp(o.color ?? rgb(0, 0, 0), "rg")} 1 0 0 1 ${num(o.x)} ${num(o.y)} Tm`,
    ];
    if (lines.length > 1) parts.push(`${num(o.lineHeight ?? o.size)} TL`);
    lines.forEach((line, i) => parts.push(`${i > 0 ? "T* " : ""}${pdfLiteral(line)} Tj`));
    parts.push("ET");
    this.ops.push(parts.join(" "));
  }

  drawLine(o: { start: { x: number; y: number }; end: { x: number; y: number }; thickness: number; color: RGB }) {
    this.ops.push(
      `${num(o.thickness)} w ${colorOp(o.color, "RG")} ${num(o.start.x)} ${num(o.start.y)} m ${num(o.end.x)} ${num(o.end.y)} l S`,
    );
  }

  drawRectangle(o: { x: number; y: number; width: number; height: number; color: RGB }) {
    this.ops.push(`${colorOp(o.color, "rg")} ${num(o.x)} ${num(o.y)} ${num(o.width)} ${num(o.height)} re f`);
  }

  /** Compresses the operators into the page's content stream (native zlib, not pako). */
  finish(doc: PDFDocument) {
    const bytes = zlib.deflateSync(Buffer.from(this.ops.join("\n"), "latin1"));
    const stream = doc.context.stream(bytes, { Filter: "FlateDecode" });
    this.page.node.addContentStream(doc.context.register(stream));
  }
}

class Layout {
  pages: Canvas[] = [];
  page!: Canvas;
  y = TOP;

  constructor(
    readonly doc: PDFDocument,
    readonly fonts: Fonts,
    readonly accent: RGB,
  ) {
    this.newPage();
  }

  newPage() {
    this.page = new Canvas(this.doc.addPage(A4));
    this.pages.push(this.page);
    this.y = this.pages.length === 1 ? A4[1] - 78 : TOP;
  }

  ensure(height: number) {
    if (this.y - height < BOTTOM) this.newPage();
  }

  /** Draws wrapped plain text; consecutive lines on one page go out in a single drawText call. */
  paragraph(
    text: string,
    font: PDFFont,
    size: number,
    leading: number,
    opts: { indent?: number; color?: RGB; gapAfter?: number } = {},
  ) {
    const indent = opts.indent ?? 0;
    const lines = wrapPlain(winAnsi(text), font, size, WIDTH - indent);
    let i = 0;
    while (i < lines.length) {
      this.ensure(leading);
      const room = Math.max(1, Math.floor((this.y - BOTTOM) / leading));
      const chunk = lines.slice(i, i + room);
      this.page.drawText(chunk.join("\n"), {
        x: MARGIN_X + indent,
        y: this.y - size,
        size,
        font,
        lineHeight: leading,
        color: opts.color ?? rgb(0.1, 0.1, 0.12),
      });
      this.y -= chunk.length * leading;
      i += chunk.length;
    }
    this.y -= opts.gapAfter ?? 0;
  }

  richLines(lines: Line[], leading: number, x = MARGIN_X) {
    for (const line of lines) {
      this.ensure(leading);
      let cx = x;
      for (const seg of line) {
        this.page.drawText(seg.text, {
          x: cx,
          y: this.y - seg.size + (seg.rise ?? 0),
          size: seg.size,
          font: seg.font,
          color: seg.color ?? rgb(0.1, 0.1, 0.12),
        });
        cx += widthOf(seg.font, seg.text, seg.size);
      }
      this.y -= leading;
    }
  }

  heading(text: string) {
    this.ensure(34);
    this.y -= 8;
    this.page.drawText(winAnsi(text), {
      x: MARGIN_X,
      y: this.y - 10.5,
      size: 10.5,
      font: this.fonts.sansBold,
      color: this.accent,
    });
    this.y -= 17;
  }

  table(t: DemoTable) {
    const { sans, sansBold } = this.fonts;
    const size = 8;
    const leading = 10;
    const cols = t.header.length;
    const first = cols === 2 ? 0.55 : cols === 3 ? 0.44 : 0.34;
    const widths = [WIDTH * first, ...Array.from({ length: cols - 1 }, () => (WIDTH * (1 - first)) / (cols - 1))];
    const cellLines = (row: string[], font: PDFFont) =>
      row.map((cell, i) => wrapPlain(winAnsi(cell), font, size, widths[i] - 8));
    const header = cellLines(t.header, sansBold);
    const rows = t.rows.map((r) => cellLines(r, sans));
    const heightOf = (cells: string[][]) => Math.max(...cells.map((c) => c.length)) * leading + 4;
    const caption = wrapPlain(winAnsi(t.caption), sansBold, 8.5, WIDTH);
    const total = caption.length * 11 + heightOf(header) + rows.reduce((s, r) => s + heightOf(r), 0) + 12;
    this.ensure(Math.min(total, TOP - BOTTOM));
    this.y -= 4;
    for (const line of caption) {
      this.page.drawText(line, {
        x: MARGIN_X,
        y: this.y - 8.5,
        size: 8.5,
        font: sansBold,
        color: rgb(0.15, 0.15, 0.18),
      });
      this.y -= 11;
    }
    const rule = (thickness: number) =>
      this.page.drawLine({
        start: { x: MARGIN_X, y: this.y },
        end: { x: MARGIN_X + WIDTH, y: this.y },
        thickness,
        color: rgb(0.3, 0.3, 0.33),
      });
    const drawRow = (cells: string[][], font: PDFFont, shade: boolean) => {
      const h = heightOf(cells);
      this.ensure(h);
      if (shade) {
        this.page.drawRectangle({ x: MARGIN_X, y: this.y - h, width: WIDTH, height: h, color: tint(this.accent, 0.9) });
      }
      let x = MARGIN_X + 4;
      cells.forEach((lines, i) => {
        this.page.drawText(lines.join("\n"), {
          x,
          y: this.y - 2 - size,
          size,
          font,
          lineHeight: leading,
          color: rgb(0.12, 0.12, 0.14),
        });
        x += widths[i];
      });
      this.y -= h;
    };
    rule(0.8);
    drawRow(header, sansBold, false);
    rule(0.4);
    rows.forEach((r, i) => drawRow(r, sans, i % 2 === 1));
    rule(0.8);
    this.y -= 8;
  }
}

function drawPageFrame(
  page: Canvas,
  index: number,
  a: PdfArticle,
  fonts: Fonts,
  accent: RGB,
  pageNumber: number,
  runningHead: string,
  shortAuthors: string,
) {
  const top = A4[1];
  const grey = rgb(0.35, 0.35, 0.4);
  if (index === 0) {
    page.drawRectangle({ x: 0, y: top - 8, width: A4[0], height: 8, color: accent });
    page.drawText(winAnsi(a.journalTitle), {
      x: MARGIN_X,
      y: top - 32,
      size: 9.5,
      font: fonts.sansBold,
      color: accent,
    });
    const issn = [a.issn ? `ISSN ${a.issn} (Print)` : null, a.eissn ? `${a.eissn} (Online)` : null]
      .filter(Boolean)
      .join("  |  ");
    page.drawText(winAnsi(issn), { x: MARGIN_X, y: top - 45, size: 7.5, font: fonts.sans, color: grey });
    const right = winAnsi(`Vol. ${a.volume}, ${a.issueLabel} (${a.year})`);
    page.drawText(right, {
      x: A4[0] - MARGIN_X - widthOf(fonts.sansBold, right, 8.5),
      y: top - 32,
      size: 8.5,
      font: fonts.sansBold,
      color: grey,
    });
    const doi = winAnsi(`https://doi.org/${a.doi}`);
    page.drawText(doi, {
      x: A4[0] - MARGIN_X - widthOf(fonts.sans, doi, 7.5),
      y: top - 45,
      size: 7.5,
      font: fonts.sans,
      color: grey,
    });
    page.drawLine({
      start: { x: MARGIN_X, y: top - 54 },
      end: { x: A4[0] - MARGIN_X, y: top - 54 },
      thickness: 0.8,
      color: accent,
    });
  } else {
    page.drawText(winAnsi(runningHead), { x: MARGIN_X, y: top - 48, size: 7.5, font: fonts.sansItalic, color: grey });
    const sa = winAnsi(shortAuthors);
    page.drawText(sa, {
      x: A4[0] - MARGIN_X - widthOf(fonts.sansItalic, sa, 7.5),
      y: top - 48,
      size: 7.5,
      font: fonts.sansItalic,
      color: grey,
    });
    page.drawLine({
      start: { x: MARGIN_X, y: top - 56 },
      end: { x: A4[0] - MARGIN_X, y: top - 56 },
      thickness: 0.5,
      color: tint(accent, 0.4),
    });
  }
  page.drawLine({
    start: { x: MARGIN_X, y: 50 },
    end: { x: A4[0] - MARGIN_X, y: 50 },
    thickness: 0.5,
    color: tint(accent, 0.4),
  });
  const licence =
    index === 0
      ? `© ${a.year} The Authors. This is an open-access article distributed under the terms of the Creative Commons Attribution 4.0 International License (CC BY 4.0, https://creativecommons.org/licenses/by/4.0/), which permits unrestricted use, distribution and reproduction in any medium, provided the original work is properly cited.`
      : `© ${a.year} The Authors. Published under the CC BY 4.0 licence (https://creativecommons.org/licenses/by/4.0/).`;
  const lines = wrapPlain(winAnsi(licence), fonts.sans, 6.5, WIDTH - 40);
  page.drawText(lines.join("\n"), { x: MARGIN_X, y: 41, size: 6.5, font: fonts.sans, lineHeight: 8, color: grey });
  const pageNo = String(pageNumber);
  page.drawText(pageNo, {
    x: A4[0] - MARGIN_X - widthOf(fonts.sansBold, pageNo, 9),
    y: 39,
    size: 9,
    font: fonts.sansBold,
    color: accent,
  });
}

/**
 * Renders an article galley: journal header, title block, abstract, body, references and licence
 * footer. Page numbers in the footer start at `pageStart`; the caller learns the page count.
 */
export async function renderArticlePdf(
  a: PdfArticle,
  pageStart: number,
): Promise<{ bytes: Uint8Array; pageCount: number }> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const [regular, bold, italic, sans, sansBold, sansItalic] = await Promise.all([
    doc.embedFont(StandardFonts.TimesRoman),
    doc.embedFont(StandardFonts.TimesRomanBold),
    doc.embedFont(StandardFonts.TimesRomanItalic),
    doc.embedFont(StandardFonts.Helvetica),
    doc.embedFont(StandardFonts.HelveticaBold),
    doc.embedFont(StandardFonts.HelveticaOblique),
  ]);
  const fonts: Fonts = { regular, bold, italic, sans, sansBold, sansItalic };
  const accent = hexColor(a.color);
  const L = new Layout(doc, fonts, accent);
  const ink = rgb(0.1, 0.1, 0.12);

  L.paragraph(a.typeLabel.toUpperCase(), sansBold, 8, 12, { color: accent, gapAfter: 4 });
  L.paragraph(a.title, sansBold, 15, 18.5, { color: rgb(0.08, 0.08, 0.1), gapAfter: 8 });

  const authorRuns: Seg[] = [];
  a.authors.forEach((au, i) => {
    authorRuns.push({ text: winAnsi(au.name), font: sans, size: 10.5, color: ink });
    const marks = `${au.affiliations.join(",")}${au.corresponding ? "*" : ""}`;
    authorRuns.push({ text: marks, font: sans, size: 6.5, rise: 4, color: accent });
    if (i < a.authors.length - 1) authorRuns.push({ text: ",  ", font: sans, size: 10.5, color: ink });
  });
  L.richLines(wrapRuns(authorRuns, WIDTH), 15);
  L.y -= 4;
  a.affiliations.forEach((aff, i) => {
    const lines = wrapRuns(
      [
        { text: String(i + 1), font: sans, size: 5.5, rise: 3, color: accent },
        { text: ` ${winAnsi(aff)}`, font: sans, size: 8, color: rgb(0.25, 0.25, 0.3) },
      ],
      WIDTH,
    );
    L.richLines(lines, 10.5);
  });
  L.y -= 3;
  L.paragraph(`*Corresponding author: ${a.correspondingName}, ${a.correspondingEmail}`, sansItalic, 8, 10.5, {
    color: rgb(0.25, 0.25, 0.3),
    gapAfter: 3,
  });
  const dates = [
    `Received: ${a.received}`,
    a.revised ? `Revised: ${a.revised}` : null,
    `Accepted: ${a.accepted}`,
    `Published: ${a.published}`,
  ]
    .filter(Boolean)
    .join("   |   ");
  L.paragraph(dates, sans, 8, 10.5, { color: rgb(0.35, 0.35, 0.4), gapAfter: 10 });

  // Abstract in a tinted box: lay out first, then draw the box behind the text.
  const absLines: Line[] = [];
  for (const part of a.abstract) {
    const runs: Seg[] = [];
    if (part.label) runs.push({ text: `${winAnsi(part.label)}: `, font: sansBold, size: 8.8, color: accent });
    runs.push({ text: winAnsi(part.text), font: sans, size: 8.8, color: ink });
    absLines.push(...wrapRuns(runs, WIDTH - 20));
  }
  const kwLines = wrapRuns(
    [
      { text: "Keywords: ", font: sansBold, size: 8.8, color: accent },
      { text: winAnsi(a.keywords.join("; ")), font: sans, size: 8.8, color: ink },
    ],
    WIDTH - 20,
  );
  const absHeight = 22 + (absLines.length + kwLines.length) * 11.5 + 10;
  L.ensure(absHeight);
  L.page.drawRectangle({ x: MARGIN_X, y: L.y - absHeight, width: WIDTH, height: absHeight, color: tint(accent, 0.93) });
  L.page.drawRectangle({ x: MARGIN_X, y: L.y - absHeight, width: 2.5, height: absHeight, color: accent });
  L.page.drawText("ABSTRACT", { x: MARGIN_X + 10, y: L.y - 15, size: 9, font: sansBold, color: accent });
  L.y -= 22;
  L.richLines(absLines, 11.5, MARGIN_X + 10);
  L.y -= 6;
  L.richLines(kwLines, 11.5, MARGIN_X + 10);
  L.y -= 18;

  for (const section of a.sections) {
    L.heading(section.heading);
    section.paragraphs.forEach((p) => L.paragraph(p, regular, 10, 13.2, { gapAfter: 5 }));
    if (section.table) L.table(section.table);
  }

  L.heading("Declarations");
  L.paragraph(
    "Conflicts of interest: The authors declare no conflicts of interest. Funding: This work received no specific grant from any funding agency. Data availability: The data supporting the findings are available from the corresponding author on reasonable request.",
    italic,
    9,
    11.5,
    { gapAfter: 4 },
  );

  if (a.references.length > 0) {
    L.heading("References");
    a.references.forEach((r, i) => {
      const label = `${i + 1}.`;
      const lines = wrapPlain(winAnsi(r), regular, 8.5, WIDTH - 18);
      L.ensure(lines.length * 10.5);
      L.page.drawText(label, { x: MARGIN_X, y: L.y - 8.5, size: 8.5, font: regular, color: ink });
      L.page.drawText(lines.join("\n"), {
        x: MARGIN_X + 18,
        y: L.y - 8.5,
        size: 8.5,
        font: regular,
        lineHeight: 10.5,
        color: ink,
      });
      L.y -= lines.length * 10.5 + 2;
    });
  }

  const pageCount = L.pages.length;
  const pageEnd = pageStart + pageCount - 1;
  const runningHead = `${a.journalAbbreviation} ${a.year};${a.volume}(${a.issueShort}):${pageStart}-${pageEnd}`;
  const first = a.authors[0]?.name.split(" ").slice(-1)[0] ?? "";
  const shortAuthors =
    a.authors.length > 2 ? `${first} et al.` : a.authors.map((x) => x.name.split(" ").slice(-1)[0]).join(" and ");
  L.pages.forEach((page, i) => {
    drawPageFrame(page, i, a, fonts, accent, pageStart + i, runningHead, shortAuthors);
    page.finish(doc);
  });

  doc.setTitle(winAnsi(a.title));
  doc.setAuthor(winAnsi(a.authors.map((x) => x.name).join("; ")));
  doc.setSubject(winAnsi(`${a.journalTitle}. ${runningHead.replace(`${a.journalAbbreviation} `, "")}. doi:${a.doi}`));
  doc.setKeywords(a.keywords.map(winAnsi));
  doc.setCreator("Scholarly Press");
  doc.setProducer("Scholarly Press demo content (pdf-lib)");
  doc.setLanguage("en");
  doc.setCreationDate(a.publishedDate);
  doc.setModificationDate(a.publishedDate);

  const bytes = await doc.save({ useObjectStreams: false });
  return { bytes, pageCount };
}
