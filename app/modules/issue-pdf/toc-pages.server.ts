import type { PDFDocument, PDFFont, PDFPage } from "pdf-lib";
import { winAnsi } from "~/lib/pdf/pdf-text";
import { widthOf, wrapBreakingWords } from "~/lib/pdf/wrap";
import { addPageLink } from "./pdf-links.server";
import { A4, accentColor, CONTENT_WIDTH, type Fonts, GREY, INK, MARGIN } from "./page-style.server";

export type TocItem = { title: string; authors: string[]; articleType: string | null };

type TocEntry = {
  /** Index among the contents pages. */
  page: number;
  /** Where the entry starts, in points from the bottom of the page. */
  top: number;
  height: number;
  typeLine: string | null;
  titleLines: string[];
  authorLines: string[];
};

export type TocLayout = { pageCount: number; entries: TocEntry[] };

const [PAGE_WIDTH, PAGE_HEIGHT] = A4;
const FIRST_TOP = PAGE_HEIGHT - 160;
const NEXT_TOP = PAGE_HEIGHT - 104;
const BOTTOM = 72;
const NUMBER_COLUMN = 48;
const TEXT_WIDTH = CONTENT_WIDTH - NUMBER_COLUMN;
const TYPE = { size: 7.5, leading: 11 };
const TITLE = { size: 11, leading: 14 };
const AUTHORS = { size: 9.5, leading: 12.5 };
const GAP = 14;
// An absurdly long title or author list is cut, so one entry always fits on a page.
const MAX_TITLE_LINES = 8;
const MAX_AUTHOR_LINES = 2;

/** The first three authors, then "et al." for the rest. */
export function authorsLine(authors: string[]): string {
  const shown = authors.slice(0, 3).join(", ");
  return authors.length > 3 ? `${shown} et al.` : shown;
}

function clamp(lines: string[], max: number, font: PDFFont, size: number, width: number): string[] {
  if (lines.length <= max) return lines;
  let last = lines[max - 1];
  while (last && widthOf(font, `${last}…`, size) > width) last = last.slice(0, -1);
  return [...lines.slice(0, max - 1), `${last.trimEnd()}…`];
}

/**
 * Measures every entry and places it on a contents page, never splitting one across pages. Depends
 * only on the texts, not on page numbers, so the number of contents pages is known before any
 * article is added, and the start page of every article after them follows from it.
 */
export function layoutToc(items: TocItem[], fonts: Fonts): TocLayout {
  const entries: TocEntry[] = [];
  let page = 0;
  let y = FIRST_TOP;
  for (const item of items) {
    const typeLine = item.articleType ? winAnsi(item.articleType.toUpperCase()) : null;
    const titleLines = clamp(
      wrapBreakingWords(winAnsi(item.title), fonts.bold, TITLE.size, TEXT_WIDTH),
      MAX_TITLE_LINES,
      fonts.bold,
      TITLE.size,
      TEXT_WIDTH,
    );
    const authors = winAnsi(authorsLine(item.authors));
    const authorLines = authors
      ? clamp(
          wrapBreakingWords(authors, fonts.regular, AUTHORS.size, TEXT_WIDTH),
          MAX_AUTHOR_LINES,
          fonts.regular,
          AUTHORS.size,
          TEXT_WIDTH,
        )
      : [];
    const height =
      (typeLine ? TYPE.leading : 0) + titleLines.length * TITLE.leading + authorLines.length * AUTHORS.leading;
    if (y - height < BOTTOM && y !== (page === 0 ? FIRST_TOP : NEXT_TOP)) {
      page += 1;
      y = NEXT_TOP;
    }
    entries.push({ page, top: y, height, typeLine, titleLines, authorLines });
    y -= height + GAP;
  }
  return { pageCount: page + 1, entries };
}

export type TocContext = {
  fonts: Fonts;
  primaryColor: string | null;
  journalTitle: string;
  shortName: string;
  issueLabel: string;
};

/**
 * Draws the contents onto the pages reserved for them (`pages[i]` is contents page i, document
 * page `firstNumber + i`), each entry with its article's start page and a link to it.
 */
export function drawToc(
  doc: PDFDocument,
  pages: PDFPage[],
  firstNumber: number,
  layout: TocLayout,
  targets: { page: PDFPage; number: number }[],
  ctx: TocContext,
): void {
  const { fonts } = ctx;
  const accent = accentColor(ctx.primaryColor);
  const rule = accentColor(ctx.primaryColor, 0.7);
  pages.forEach((page, i) => {
    page.drawRectangle({ x: 0, y: PAGE_HEIGHT - 6, width: PAGE_WIDTH, height: 6, color: accent });
    if (i === 0) {
      page.drawText("Contents", { x: MARGIN, y: PAGE_HEIGHT - 96, size: 24, font: fonts.bold, color: INK });
      const heading = clamp(
        wrapBreakingWords(winAnsi(`${ctx.journalTitle}, ${ctx.issueLabel}`), fonts.regular, 10, CONTENT_WIDTH),
        1,
        fonts.regular,
        10,
        CONTENT_WIDTH,
      );
      page.drawText(heading[0] ?? "", { x: MARGIN, y: PAGE_HEIGHT - 118, size: 10, font: fonts.regular, color: GREY });
      // Each article keeps its own page numbers on its pages; the contents counts the pages of this file.
      page.drawText("Page numbers refer to the pages of this PDF.", {
        x: MARGIN,
        y: PAGE_HEIGHT - 132,
        size: 8.5,
        font: fonts.italic,
        color: GREY,
      });
    } else {
      page.drawText("Contents (continued)", { x: MARGIN, y: PAGE_HEIGHT - 78, size: 13, font: fonts.bold, color: INK });
    }
    const ruleY = i === 0 ? PAGE_HEIGHT - 144 : PAGE_HEIGHT - 90;
    page.drawLine({
      start: { x: MARGIN, y: ruleY },
      end: { x: PAGE_WIDTH - MARGIN, y: ruleY },
      thickness: 0.8,
      color: accent,
    });
    const footer = winAnsi(`${ctx.shortName} · ${ctx.issueLabel}`);
    page.drawText(footer, { x: MARGIN, y: 40, size: 8, font: fonts.regular, color: GREY });
    const number = String(firstNumber + i);
    page.drawText(number, {
      x: PAGE_WIDTH - MARGIN - widthOf(fonts.bold, number, 9),
      y: 40,
      size: 9,
      font: fonts.bold,
      color: accent,
    });
  });

  layout.entries.forEach((entry, i) => {
    const page = pages[entry.page];
    const target = targets[i];
    let y = entry.top;
    if (entry.typeLine) {
      page.drawText(entry.typeLine, { x: MARGIN, y: y - TYPE.size, size: TYPE.size, font: fonts.bold, color: accent });
      y -= TYPE.leading;
    }
    const number = String(target.number);
    page.drawText(number, {
      x: PAGE_WIDTH - MARGIN - widthOf(fonts.bold, number, TITLE.size),
      y: y - TITLE.size,
      size: TITLE.size,
      font: fonts.bold,
      color: INK,
    });
    for (const line of entry.titleLines) {
      page.drawText(line, { x: MARGIN, y: y - TITLE.size, size: TITLE.size, font: fonts.bold, color: INK });
      y -= TITLE.leading;
    }
    for (const line of entry.authorLines) {
      page.drawText(line, { x: MARGIN, y: y - AUTHORS.size, size: AUTHORS.size, font: fonts.regular, color: GREY });
      y -= AUTHORS.leading;
    }
    const bottom = entry.top - entry.height;
    page.drawLine({
      start: { x: MARGIN, y: bottom - GAP / 2 },
      end: { x: PAGE_WIDTH - MARGIN, y: bottom - GAP / 2 },
      thickness: 0.4,
      color: rule,
    });
    addPageLink(doc, page, { x: MARGIN, y: bottom - 2, width: CONTENT_WIDTH, height: entry.height + 4 }, target.page);
  });
}
