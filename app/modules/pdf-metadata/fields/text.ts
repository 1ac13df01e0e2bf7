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

/** Whether two lines stand side by side rather than one under the other (no horizontal overlap). */
export function sideBySide(a: { x: number; width: number }, b: { x: number; width: number }): boolean {
  return a.x + a.width < b.x || b.x + b.width < a.x;
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

/**
 * Whether a page's text decodes to words: fonts without a usable encoding give control characters
 * and runs of Latin-1 symbols ("¿Äº¿Ä½") instead. Empty text counts as readable (nothing to judge).
 */
export function isReadableText(text: string): boolean {
  const chars = text.replace(/\s+/g, "");
  if (chars.length < 40) return true;
  let control = 0;
  for (let i = 0; i < chars.length; i++) {
    const code = chars.charCodeAt(i);
    if (code < 0x20 || (code >= 0x7f && code < 0xa0)) control++;
  }
  const symbols = (chars.match(/[\u00a1-\u00bf\u00d7\u00f7\u01c0-\u02ff\ufffd]/g) ?? []).length;
  const letters = (chars.match(/[A-Za-z]/g) ?? []).length;
  return control / chars.length < 0.02 && symbols / chars.length < 0.1 && letters / chars.length > 0.3;
}
