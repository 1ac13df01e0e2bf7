import type { Line } from "../layout.types";

/** The heading of a paper's reference list, alone on its line ("References", "7. REFERENCES"). */
const REFERENCES_HEADING =
  /^(\d{1,2}\.?\s*)?(references|bibliography|literature cited|works cited|reference list)\s*:?$/i;

/** Headings that may follow the reference list and end it. */
const AFTER_REFERENCES =
  /^(\d{1,2}\.?\s*)?(acknowledge?ments?|appendix|appendices|supplementary|supporting information|conflicts? of interest|competing interests|funding|author contributions|abbreviations|licen[cs]e|copyright|how to cite|publisher'?s note)\b/i;

/** Lines that follow a list on a last page: the paper's own DOI and citation, a publisher's notice. */
const AFTER_LIST =
  /^(doi:\s*10\.|cite this article|how to cite|publish with|submit your (manuscript|next)|this article is)/i;

/** A reference's own number at the start of its first line: "12. ", "[12] ", "12) ". */
const NUMBER = /^(?:\[(\d{1,3})\]|(\d{1,3})[.)])\s+/;

const MAX_REFERENCES = 500;
/** Fewer than this is more likely footnotes than a reference list. */
const MIN_REFERENCES = 3;
/** Longer than a reference can be (the article form's limit): text after the list was taken in. */
const MAX_LENGTH = 2_000;

/**
 * The reference list of a paper, one reference per entry, when it can be read completely and
 * reliably from the pages that were read (`pageNumbers`, of `pageCount`): a "References" heading,
 * then numbered references (1, 2, 3, ... in order; a line without a number continues the one
 * before). Null when there is no such heading, when pages after it were not read (the list would
 * be cut short), or when the entries are not numbered in order.
 */
export function findReferences(pages: { page: number; lines: Line[] }[], pageCount: number): string[] | null {
  const read = new Set(pages.map((p) => p.page));
  const lines = pages.flatMap((p) => p.lines).filter((l) => !l.furniture);
  const start = lines.findIndex((l) => REFERENCES_HEADING.test(l.text.trim()));
  if (start < 0) return null;
  for (let page = lines[start]!.page; page <= pageCount; page++) if (!read.has(page)) return null;

  const references: string[] = [];
  let fontSize: number | null = null;
  for (const line of lines.slice(start + 1)) {
    const text = line.text.replace(/\s+/g, " ").trim();
    if (text === "") continue;
    if (AFTER_REFERENCES.test(text) && text.split(" ").length <= 6) break;
    if (AFTER_LIST.test(text)) break;
    // The list is set in one size: a line in another is something else.
    if (fontSize !== null && Math.abs(line.fontSize - fontSize) > 0.6) break;
    const number = NUMBER.exec(text);
    if (number) {
      const n = Number(number[1] ?? number[2]);
      if (n !== references.length + 1) return null;
      if (references.length === MAX_REFERENCES) break;
      references.push(text.slice(number[0].length));
      fontSize ??= line.fontSize;
    } else if (references.length > 0) {
      const last = references.length - 1;
      // A line broken after a hyphen (page ranges, hyphenated names) joins without a space.
      references[last] = references[last]!.endsWith("-") ? `${references[last]}${text}` : `${references[last]} ${text}`;
    } else {
      return null;
    }
  }
  if (references.length < MIN_REFERENCES || references.some((r) => r.length > MAX_LENGTH)) return null;
  return references;
}
