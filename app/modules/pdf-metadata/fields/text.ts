/** Small text helpers shared by the field finders. */

/** Lower case, accents removed, punctuation turned into spaces: for comparing names and labels. */
export function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** Joins wrapped lines, rejoining words hyphenated at the end of a line ("appro-" "priately"). */
export function joinLines(texts: string[]): string {
  let out = "";
  for (const raw of texts) {
    const text = raw.trim();
    if (text.length === 0) continue;
    if (out.length === 0) out = text;
    else if (/[a-z]-$/.test(out) && /^[a-z]/.test(text)) out = out.slice(0, -1) + text;
    else out += " " + text;
  }
  return out.replace(/\s+/g, " ").trim();
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter((w) => /[A-Za-z\u00c0-\u024f]/.test(w)).length;
}

export const EMAIL = /[A-Za-z0-9._%+\-\u2010\u2011]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

/** Words of an institution: a line holding one is an affiliation, not a list of names. */
export const INSTITUTION =
  /\b(universit\w*|univ\.|department|dept\.?|institut\w*|hospital|faculty|school|college|cent(er|re)|laborator\w*|ministry|clinic\w*|academy|foundation|council|division|unit|program(me)?|inc\.?|ltd\.?|gmbh|corporation|company|pharmaceuticals?|research|agency|office|service|polytechnic|medical)\b/i;

/** EMAIL without the global flag, for tests that must not carry state between calls. */
export const HAS_EMAIL = new RegExp(EMAIL.source);
