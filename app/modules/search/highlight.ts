import { HIGHLIGHT_START, HIGHLIGHT_STOP } from "./search.constants";

export type HighlightPart = { text: string; match: boolean };

/**
 * Splits ts_headline's output (matches between HIGHLIGHT_START and HIGHLIGHT_STOP) into plain and
 * matched parts. The parts are text: the page renders them as React children, so an article whose
 * title holds markup shows it as text, never as HTML.
 */
export function highlightParts(marked: string): HighlightPart[] {
  const parts: HighlightPart[] = [];
  for (const [i, piece] of marked.split(HIGHLIGHT_START).entries()) {
    const stop = piece.indexOf(HIGHLIGHT_STOP);
    if (i === 0 || stop < 0) {
      if (piece) parts.push({ text: piece.replaceAll(HIGHLIGHT_STOP, ""), match: false });
      continue;
    }
    parts.push({ text: piece.slice(0, stop), match: true });
    const rest = piece.slice(stop + 1).replaceAll(HIGHLIGHT_STOP, "");
    if (rest) parts.push({ text: rest, match: false });
  }
  return parts;
}
