import type { TextRun } from "../layout.types";

/** Joins runs left to right, adding a space where the gap between two runs is a word space. */
export function joinRuns(runs: TextRun[], fontSize: number): { text: string; marked: string } {
  let text = "";
  let marked = "";
  let previousEnd: number | null = null;
  let pendingSpace = false;
  let markedPending = false;
  for (const run of runs) {
    const gap = previousEnd === null ? 0 : run.x - previousEnd;
    const spaced = previousEnd !== null && gap > 0.15 * Math.min(fontSize, Math.max(run.fontSize, 0.6 * fontSize));
    if (run.superscript) {
      marked += `^{${run.text.trim()}}`;
      // A dropped marker between two words still separates them.
      if (spaced || /\s$/.test(run.text)) pendingSpace = true;
      if (/\s$/.test(run.text)) markedPending = true;
    } else {
      const needsSpace = (spaced || pendingSpace) && text.length > 0 && !/\s$/.test(text) && !/^\s/.test(run.text);
      // A wide gap is kept as two spaces until letter-spaced words are rejoined (see tidy).
      if (needsSpace) text += gap > 0.5 * fontSize ? "  " : " ";
      const markedSpace =
        (spaced || markedPending) && marked.length > 0 && !/\s$/.test(marked) && !/^\s/.test(run.text);
      if (markedSpace) marked += " ";
      text += run.text;
      marked += run.text;
      pendingSpace = false;
      markedPending = false;
    }
    previousEnd = run.x + run.width;
  }
  return { text: tidy(text), marked: tidy(marked) };
}

/**
 * Rejoins letter-spaced words ("A B S T R A C T" → "ABSTRACT"; words apart by two spaces or more
 * stay apart), then collapses spaces.
 */
export function tidy(text: string): string {
  return text
    .replace(/(?<![^\s])(?:[A-Za-z] ){3,}[A-Za-z](?![^\s])/g, (spaced) => spaced.replace(/ /g, ""))
    .replace(/\s+/g, " ")
    .trim();
}
