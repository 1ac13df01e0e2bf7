import { articleTypeOfLabel } from "./article-type";
import { parseAuthorLine, looksLikeName, type NamedAuthor } from "./author-names";
import { ABSTRACT_HEADING, KEYWORDS_HEADING } from "./headings";
import { HAS_EMAIL, INSTITUTION } from "./text";
import type { Line } from "../layout.types";

export type AuthorBlock = { authors: NamedAuthor[]; first: number; last: number };

/** An affiliation line: a label then an institution, or an institution alone. */
export function isAffiliationLine(line: Line): boolean {
  if (/^\^\{[^}]{1,4}\}\s*\S/.test(line.marked) && INSTITUTION.test(line.text)) return true;
  return INSTITUTION.test(line.text) && parseAuthorLine(line.marked).filter((a) => looksLikeName(a.name)).length < 2;
}

/** Lines that may stand between the title and the authors: labels, the DOI, history dates. */
function skippable(line: Line): boolean {
  return (
    line.furniture ||
    articleTypeOfLabel(line.text) !== null ||
    /^(open access|research open)$/i.test(line.text) ||
    /^(doi\b|https?:|www\.|10\.\d{4,9}\/|received\b|accepted\b|published\b|citation\b)/i.test(line.text)
  );
}

/** The names of one line when most of its pieces are names, else null. */
function namesOf(line: Line): NamedAuthor[] | null {
  if (ABSTRACT_HEADING.test(line.text) || KEYWORDS_HEADING.test(line.text) || HAS_EMAIL.test(line.text)) return null;
  if (/correspond|received|accepted|published|doi|http/i.test(line.text) || isAffiliationLine(line)) return null;
  const all = parseAuthorLine(line.marked);
  const names = all.filter((a) => looksLikeName(a.name));
  if (names.length === 0 || names.length < 0.6 * all.length) return null;
  return names;
}

/**
 * The author lines right after the title: up to five lines of names in one type size, ending at
 * an affiliation, an e-mail, the abstract or a change of size.
 */
export function findAuthors(lines: Line[], afterTitle: number): AuthorBlock | null {
  let i = afterTitle + 1;
  let skipped = 0;
  while (i < lines.length && skipped < 3 && skippable(lines[i])) {
    i++;
    skipped++;
  }
  const first = i;
  const authors: NamedAuthor[] = [];
  while (i < lines.length && i - first < 5) {
    const line = lines[i];
    const previous = lines[i - 1];
    if (i > first) {
      const size = lines[first].fontSize;
      if (Math.abs(line.fontSize - size) > 0.2 * size || line.y - previous.y > 2.6 * size || line.y < previous.y) break;
    }
    const names = namesOf(line);
    if (!names) break;
    authors.push(...names);
    i++;
  }
  return authors.length > 0 ? { authors, first, last: i - 1 } : null;
}
