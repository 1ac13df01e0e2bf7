// Reference lists as editors paste them: one reference per line. Pure functions shared by the
// article dialog (its check before Save), the server (authoritative) and the tests.
import { formatCount } from "~/lib/format-count";

export const REFERENCE_LIMITS = {
  /** References kept per article. */
  count: 500,
  /** Characters of one reference. */
  length: 2_000,
  /** Characters of the whole list as typed (keeps the form under the request body limit). */
  total: 250_000,
  /** A title key shorter than this is too common to name one article. */
  titleKeyMin: 10,
  /** Sentence runs tried as titles per reference (see titleCandidates). */
  candidatesPerReference: 40,
} as const;

export const REFERENCE_MESSAGES = {
  tooMany: `At most ${REFERENCE_LIMITS.count} references can be saved; put one reference on each line.`,
  tooLong: (n: number) =>
    `Reference ${n} is longer than ${formatCount(REFERENCE_LIMITS.length)} characters. Put one reference on each line.`,
  totalTooLong: `The reference list may be at most ${formatCount(REFERENCE_LIMITS.total)} characters.`,
  invalid: "The reference list must be text, one reference per line.",
} as const;

export type ParsedReference = { text: string; doi: string | null };

/** The longest DOI suffix Crossref takes in a deposit (its schema's doi_t: `10.NNNN/` then 1-200 characters). */
const DOI_SUFFIX_MAX = 200;

// A DOI in running text: "10." + 4-9 digit registrant (optionally with sub-codes) + "/" + suffix
// up to the next white space. Prefixes such as "doi:", "https://doi.org/" or "dx.doi.org/" are
// simply text before it.
const DOI_IN_TEXT = /\b(10\.\d{4,9}(?:\.\d+)*\/\S+)/i;

/** Punctuation that ends a sentence or wraps a DOI, not part of it. */
const TRAILING = /[.,;:!?'"»”’>\]}]+$/;

/** Strips what follows a DOI in prose: trailing punctuation, and a closing bracket it did not open. */
function trimDoi(candidate: string): string {
  let doi = candidate;
  for (;;) {
    const before = doi;
    doi = doi.replace(TRAILING, "");
    if (doi.endsWith(")") && count(doi, "(") < count(doi, ")")) doi = doi.slice(0, -1);
    if (doi === before) return doi;
  }
}

function count(text: string, ch: string): number {
  let n = 0;
  for (const c of text) if (c === ch) n += 1;
  return n;
}

/**
 * The DOI a reference gives (the first one), as the bare "10.NNNN/suffix" with URL escapes undone
 * ("https://doi.org/10.1000/abc%2Fdef" gives "10.1000/abc/def"); null when it has none.
 */
export function recognizeDoi(text: string): string | null {
  const match = DOI_IN_TEXT.exec(text);
  if (!match) return null;
  let doi = trimDoi(match[1]!);
  if (/%[0-9a-f]{2}/i.test(doi)) {
    try {
      doi = trimDoi(decodeURIComponent(doi));
    } catch {
      // Not a valid escape sequence: keep the text as written.
    }
  }
  const slash = doi.indexOf("/");
  const suffix = doi.slice(slash + 1);
  if (suffix.length === 0 || suffix.length > DOI_SUFFIX_MAX || /\s/.test(doi)) return null;
  return doi;
}

/** DOIs are case-insensitive: the form two DOIs are compared in. */
export function doiKey(doi: string): string {
  return doi.toLowerCase();
}

// eslint-disable-next-line no-control-regex -- control characters are what it removes
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

/**
 * A reference's text as stored: control characters removed, runs of white space as one space.
 * (A tab or a non-breaking space from a word processor is a space.)
 */
export function cleanReference(line: string): string {
  return line.replace(CONTROL, " ").replace(/\s+/g, " ").trim();
}

export type ReferenceListCheck = { ok: true; references: ParsedReference[] } | { ok: false; message: string };

/**
 * The reference list typed in the article dialog: one reference per line, blank lines ignored, at
 * most REFERENCE_LIMITS.count references of REFERENCE_LIMITS.length characters each.
 */
export function parseReferenceList(input: unknown): ReferenceListCheck {
  if (input === undefined || input === null) return { ok: true, references: [] };
  if (typeof input !== "string") return { ok: false, message: REFERENCE_MESSAGES.invalid };
  if (input.length > REFERENCE_LIMITS.total) return { ok: false, message: REFERENCE_MESSAGES.totalTooLong };
  const lines = input
    .split(/\r\n|\r|\n|\u2028|\u2029/)
    .map(cleanReference)
    .filter((line) => line !== "");
  if (lines.length > REFERENCE_LIMITS.count) return { ok: false, message: REFERENCE_MESSAGES.tooMany };
  const tooLong = lines.findIndex((line) => line.length > REFERENCE_LIMITS.length);
  if (tooLong >= 0) return { ok: false, message: REFERENCE_MESSAGES.tooLong(tooLong + 1) };
  return { ok: true, references: lines.map((text) => ({ text, doi: recognizeDoi(text) })) };
}

/** The list as the dialog's textarea shows it. */
export function referenceListText(references: readonly { text: string }[]): string {
  return references.map((r) => r.text).join("\n");
}

/**
 * A title's key for matching: ASCII letters and digits, lower-cased, every other run of
 * characters a single space. The SQL twin is `titleKeySql` in db/schema/articles.ts (an index).
 */
export function titleKey(text: string): string {
  return text
    .replace(/[^A-Za-z0-9]+/g, " ")
    .toLowerCase()
    .trim();
}

/**
 * The title keys a reference could name: every run of consecutive sentences of it (split after
 * '.', '?' or '!'), since a reference writes the cited title as one or more whole sentences
 * between its authors and its journal ("Rao A, Iyer S. Title: subtitle. J Pharm. 2024;3:1-9.").
 * Runs whose key is shorter than REFERENCE_LIMITS.titleKeyMin are left out.
 */
export function titleCandidates(reference: string): string[] {
  const sentences = reference.split(/(?<=[.?!])\s+/).filter((s) => s.trim() !== "");
  const keys = new Set<string>();
  // Shorter runs first: a title is one sentence, or a few, far more often than many.
  for (let length = 1; length <= sentences.length; length++) {
    for (let start = 0; start + length <= sentences.length; start++) {
      const key = titleKey(sentences.slice(start, start + length).join(" "));
      if (key.length >= REFERENCE_LIMITS.titleKeyMin) keys.add(key);
      if (keys.size >= REFERENCE_LIMITS.candidatesPerReference) return [...keys];
    }
  }
  return [...keys];
}

/**
 * Google Scholar's `citation_reference` content for one reference: `citation_title=...;
 * citation_doi=...` when the DOI is known, otherwise the reference's text. A ';' in the text would
 * split the field, so it becomes ','.
 */
export function citationReferenceContent(reference: { text: string; doi: string | null }): string {
  const title = reference.text.replace(/;/g, ",");
  return reference.doi ? `citation_title=${title}; citation_doi=${reference.doi}` : reference.text;
}
