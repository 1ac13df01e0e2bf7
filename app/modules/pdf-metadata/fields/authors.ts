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

/** How many lines of one name each an author block may hold (some papers print one per line). */
const ONE_NAME_LINES = 20;
/** How many address lines may stand between two names printed one per line. */
const LINES_BETWEEN_NAMES = 4;

/**
 * With names printed one per line, each followed by its affiliation or address: the index of the
 * next line naming one person in the first name's type (size and weight) after at most
 * LINES_BETWEEN_NAMES lines that are addresses, or -1.
 */
function nextLoneName(lines: Line[], from: number, first: Line): number {
  for (let j = from; j < lines.length && j < from + LINES_BETWEEN_NAMES + 1; j++) {
    const line = lines[j];
    const sameType = Math.abs(line.fontSize - first.fontSize) <= 0.06 * first.fontSize && line.bold === first.bold;
    if (j > from && sameType && namesOf(line)?.length === 1) return j;
    const address =
      line.furniture ||
      isAffiliationLine(line) ||
      HAS_EMAIL.test(line.text) ||
      (line.fontSize < 0.94 * first.fontSize && !ABSTRACT_HEADING.test(line.text) && !KEYWORDS_HEADING.test(line.text));
    if (!address) return -1;
  }
  return -1;
}

/**
 * The author lines right after the title: up to five lines of names in one type size, ending at
 * an affiliation, an e-mail, the abstract or a change of size; or names printed one per line, each
 * followed by its address lines.
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
  // Names one per line (so far): the block may be longer, and addresses may stand between them.
  const onePerLine = () => authors.length === i - first;
  while (i < lines.length && (i - first < 5 || (onePerLine() && i - first < ONE_NAME_LINES))) {
    const previous = lines[i - 1];
    const line = carried ? withPrefix(lines[i], carried) : lines[i];
    if (i > first) {
      const size = lines[first].fontSize;
      if (Math.abs(line.fontSize - size) > 0.2 * size || line.y - previous.y > 2.6 * size || line.y < previous.y) break;
    }
    const { head, tail } = splitWrappedName(line.marked);
    const names = namesOf(tail && i + 1 < lines.length ? { ...line, marked: head, text: head } : line);
    if (!names) {
      const next = !carried && authors.length > 0 && onePerLine() ? nextLoneName(lines, i, lines[first]) : -1;
      if (next < 0) break;
      authors.push(...namesOf(lines[next])!);
      return { ...continueBlock(lines, next, first, authors), first };
    }
    authors.push(...names);
    carried = tail && i + 1 < lines.length ? tail : "";
    i++;
  }
  return authors.length > 0 ? { authors, first, last: i - 1 } : null;
}

/** Names one per line, each after its address lines, from the name at `at` on: where the block ends. */
function continueBlock(
  lines: Line[],
  at: number,
  first: number,
  authors: NamedAuthor[],
): { authors: NamedAuthor[]; last: number } {
  const size = lines[first].fontSize;
  let last = at;
  while (authors.length < ONE_NAME_LINES && last + 1 < lines.length) {
    const following = lines[last + 1];
    // A name on the very next line, in the names' type, needs no address between.
    const direct = Math.abs(following.fontSize - size) <= 0.06 * size ? namesOf(following) : null;
    const next = direct?.length === 1 ? last + 1 : nextLoneName(lines, last + 1, lines[first]);
    if (next < 0) break;
    authors.push(...namesOf(lines[next])!);
    last = next;
  }
  return { authors, last };
}
