import { articleTypeOfLabel } from "./article-type";
import { parseAuthorLine, looksLikeName, type NamedAuthor } from "./author-names";
import { ABSTRACT_HEADING, KEYWORDS_HEADING } from "./headings";
import { HAS_EMAIL, INSTITUTION } from "./text";
import type { Line } from "../layout.types";

const ORCID_ID = /\b\d{4}-\d{4}-\d{4}-\d{3}[\dX]\b/g;

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
  // ORCID iDs printed after the names are read by findContacts.
  const all = parseAuthorLine(line.marked.replace(ORCID_ID, " "));
  const names = all.filter((a) => looksLikeName(a.name));
  if (names.length === 0 || names.length < 0.6 * all.length) return null;
  return names;
}

function withPrefix(line: Line, prefix: string): Line {
  return { ...line, marked: `${prefix} ${line.marked}`, text: `${prefix} ${line.text}` };
}

/**
 * An author line that ends in one capitalised word after a separator ("…, Pulikkotil"): that word
 * is the start of a name the next line ends, as one word is never a whole name.
 */
export function splitWrappedName(marked: string): { head: string; tail: string } {
  const match = /^(.*(?:,|;|\band|&|[|•·]|\}))\s*(\p{Lu}[\p{L}'’.-]*)\s*$/u.exec(marked);
  return match ? { head: match[1], tail: match[2] } : { head: marked, tail: "" };
}

/**
 * The author lines right after the title: up to five lines of names in one type size, ending at
 * an affiliation, an e-mail, the abstract or a change of size.
 */
export function findAuthors(lines: Line[], afterTitle: number): AuthorBlock | null {
  let i = afterTitle + 1;
  let skipped = 0;
  // A translated title under the title, in its type size, comes before the names too.
  const titleSize = lines[afterTitle]?.fontSize ?? 0;
  const sameAsTitle = (line: Line) => Math.abs(line.fontSize - titleSize) <= 0.06 * titleSize && !namesOf(line);
  while (i < lines.length && skipped < 5 && (skippable(lines[i]) || sameAsTitle(lines[i]))) {
    i++;
    skipped++;
  }
  const first = i;
  const authors: NamedAuthor[] = [];
  // A name wrapped across lines ("…, Pulikkotil" / "S. Jacob^{1} and …"): its first part waits.
  let carried = "";
  while (i < lines.length && i - first < 5) {
    const previous = lines[i - 1];
    const line = carried ? withPrefix(lines[i], carried) : lines[i];
    if (i > first) {
      const size = lines[first].fontSize;
      if (Math.abs(line.fontSize - size) > 0.2 * size || line.y - previous.y > 2.6 * size || line.y < previous.y) break;
    }
    const { head, tail } = splitWrappedName(line.marked);
    const names = namesOf(tail && i + 1 < lines.length ? { ...line, marked: head, text: head } : line);
    if (!names) break;
    authors.push(...names);
    carried = tail && i + 1 < lines.length ? tail : "";
    i++;
  }
  return authors.length > 0 ? { authors, first, last: i - 1 } : null;
}
