/**
 * The page model the field finders work on. Coordinates are in PDF points with y growing
 * downwards from the top of the page, so "higher on the page" means a smaller y.
 */

/** One piece of text as pdf.js gives it, with its font size read from the transform matrix. */
export type TextItem = {
  text: string;
  x: number;
  /** Baseline, from the top of the page. */
  y: number;
  width: number;
  fontSize: number;
  bold: boolean;
  /** pdf.js' font id: a change of font inside a line (italic species names, bold labels). */
  font: string;
};

export type TextRun = TextItem & { superscript: boolean };

export type Line = {
  page: number;
  /** The text without superscripts (footnote markers, affiliation labels). */
  text: string;
  /** The text with each superscript written as ^{…}, for author and affiliation lines. */
  marked: string;
  x: number;
  y: number;
  width: number;
  /** The size of most of the line's characters. */
  fontSize: number;
  bold: boolean;
  runs: TextRun[];
  /** 0 for full width or the left column, 1 for the right column. */
  column: number;
  /** A running header or footer, a page number, a licence or journal line: not body text. */
  furniture: boolean;
};

export type PageText = {
  page: number;
  width: number;
  height: number;
  items: TextItem[];
};

/** Lines of the pages read, in reading order. */
export type LaidOutDocument = {
  pages: { page: number; width: number; height: number; lines: Line[] }[];
};
