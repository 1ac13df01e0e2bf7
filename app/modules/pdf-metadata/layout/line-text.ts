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
    // A raised ordinal after a number ("19^th century") is part of the text, not a marker.
    const ordinal = run.superscript && /\d$/.test(text) && /^(st|nd|rd|th)$/i.test(run.text.trim());
    if (run.superscript && !ordinal) {
      marked += `^{${run.text.trim()}}`;
      // A dropped marker between two words still separates them.
      if (spaced || /\s$/.test(run.text)) pendingSpace = true;
      if (/\s$/.test(run.text)) markedPending = true;
    } else {
      const needsSpace =
        !ordinal && (spaced || pendingSpace) && text.length > 0 && !/\s$/.test(text) && !/^\s/.test(run.text);
      // A wide gap is kept as two spaces until letter-spaced words are rejoined (see tidy).
      if (needsSpace) text += gap > 0.5 * fontSize ? "  " : " ";
      const markedSpace =
        (spaced || markedPending) && marked.length > 0 && !/\s$/.test(marked) && !/^\s/.test(run.text);
      if (markedSpace && !ordinal) marked += " ";
      text += ordinal ? run.text.trim() : run.text;
      marked += ordinal ? run.text.trim() : run.text;
      pendingSpace = false;
      markedPending = false;
    }
    previousEnd = run.x + run.width;
  }
  return { text: tidy(text), marked: tidy(marked) };
}

/** Spacing accents as TeX-made PDFs print them, and the combining mark each stands for. */
const SPACING_ACCENTS: Record<string, string> = {
  "\u00b4": "\u0301", // acute
  "\u00a8": "\u0308", // diaeresis
  "\u00b8": "\u0327", // cedilla
  "\u00af": "\u0304", // macron
  "\u02c6": "\u0302", // circumflex
  "\u02c7": "\u030c", // caron
  "\u02d8": "\u0306", // breve
  "\u02d9": "\u0307", // dot above
  "\u02da": "\u030a", // ring
  "\u02db": "\u0328", // ogonek
  "\u02dc": "\u0303", // tilde
  "\u02dd": "\u030b", // double acute
};
const SPACING_ACCENT_BEFORE_LETTER = new RegExp(`([${Object.keys(SPACING_ACCENTS).join("")}]) ?(\\p{L})`, "gu");

/**
 * A spacing accent printed before its letter ("A¸skın", "˙Isa Cavido˘glu", as TeX places them)
 * becomes the accented letter ("Aşkın", "İsa Cavidoğlu").
 */
export function composeAccents(text: string): string {
  if (!/[\u00a8\u00af\u00b4\u00b8\u02c6-\u02dd]/.test(text)) return text;
  return text.replace(SPACING_ACCENT_BEFORE_LETTER, (_, accent: string, letter: string) => {
    // A dotted capital I is "İ"; a dot over a lower-case i or j adds nothing.
    if (accent === "\u02d9" && /[ij]/.test(letter)) return letter;
    return (letter + SPACING_ACCENTS[accent]).normalize("NFC");
  });
}

/**
 * Rejoins letter-spaced words ("A B S T R A C T" → "ABSTRACT"; words apart by two spaces or more
 * stay apart), then collapses spaces.
 */
export function tidy(text: string): string {
  return composeAccents(text)
    .replace(/(?<![^\s])(?:[A-Za-z] ){3,}[A-Za-z](?![^\s])/g, (spaced) => spaced.replace(/ /g, ""))
    .replace(/\s+/g, " ")
    .trim();
}
