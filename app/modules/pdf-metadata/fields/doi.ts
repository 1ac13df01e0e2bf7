import type { Line } from "../layout.types";

const DOI = /10\.\d{4,9}\/[^\s"<>]+/g;
const INTRODUCED = /(doi\s*[:.]?\s*|doi\.org\/|dx\.doi\.org\/)$/i;

/**
 * A DOI without the punctuation that follows it in the text (a closing bracket only if unopened),
 * with plain hyphens for typographic ones, and without what a tight layout glued to it: its own
 * URL ("…1017-5https://doi.org/…") or the next word ("…09-52Original").
 */
export function cleanDoi(raw: string): string {
  let doi = raw
    .replace(/[\u2010-\u2013]/g, "-")
    .replace(/(https?:|www\.).*$/i, "")
    .replace(/(?<=\d)\p{Lu}\p{Ll}{2,}$/u, "")
    .replace(/[.,;:'"’”]+$/, "");
  while (/[)\]]$/.test(doi)) {
    const open = doi.endsWith(")") ? "(" : "[";
    const close = doi.slice(-1);
    if (doi.split(open).length >= doi.split(close).length) break;
    doi = doi.slice(0, -1).replace(/[.,;:]+$/, "");
  }
  return doi;
}

/** The DOI of a version ("….4767.2", "…-v3"): its stem and number. */
function versionOf(doi: string): { stem: string; version: number } | null {
  const match = /^(.*?)(?:\.|-?v)(\d{1,2})$/i.exec(doi);
  return match ? { stem: match[1].toLowerCase(), version: Number(match[2]) } : null;
}

/**
 * The latest version among DOIs printed together: a revised paper prints its first version's DOI
 * ("First published: … doi: ….1") before the latest ("Latest published: … doi: ….2").
 */
export function latestVersion(doi: string, printed: string[]): string {
  const own = versionOf(doi);
  if (!own) return doi;
  let best = { doi, version: own.version };
  for (const other of printed) {
    const v = versionOf(other);
    if (v && v.stem === own.stem && v.version > best.version) best = { doi: other, version: v.version };
  }
  return best.doi;
}

/**
 * A DOI broken at the end of its line after a dot, hyphen or slash ("…/journal.pone." then
 * "0115884") continues with the next line's first word.
 */
function continued(raw: string, endsLine: boolean, next: Line | undefined): string {
  if (!endsLine || !next || !/[./_-]$/.test(raw)) return raw;
  const rest = /^[A-Za-z0-9][^\s"<>]*/.exec(next.text.trim())?.[0];
  return rest ? raw + rest : raw;
}

/** The first DOI in these lines, one introduced by "doi" or "doi.org/" first (its latest version). */
function doiIn(lines: Line[], introducedOnly: boolean): string | null {
  let plain: string | null = null;
  let introduced: string | null = null;
  const all: string[] = [];
  for (const [at, line] of lines.entries()) {
    for (const match of line.text.matchAll(DOI)) {
      const doi = cleanDoi(continued(match[0], match.index + match[0].length === line.text.length, lines[at + 1]));
      all.push(doi);
      if (INTRODUCED.test(line.text.slice(0, match.index))) introduced ??= doi;
      else if (!introducedOnly) plain ??= doi;
    }
  }
  const found = introduced ?? plain;
  return found ? latestVersion(found, all) : null;
}

/**
 * The article's DOI: on page 1 (header, footer or body), preferring one introduced by "doi" or
 * "https://doi.org/" over one in running text (a cited paper's); else the one the document's Info
 * subject gives; else one in a later page's running header or footer or "Cite this article" note
 * (never one from the references).
 */
export function findDoi(pages: Line[][], infoSubject: string | null): string | null {
  const onFirstPage = doiIn(pages[0] ?? [], false);
  if (onFirstPage) return onFirstPage;
  const subject = infoSubject?.match(DOI)?.[0];
  if (subject) return cleanDoi(subject);
  for (const lines of pages.slice(1)) {
    const citeAt = lines.findIndex((l) => /\b(cite this article|please cite|citation:)/i.test(l.text));
    const near = citeAt >= 0 ? lines.slice(Math.max(0, citeAt - 3), citeAt + 4) : [];
    const found = doiIn([...lines.filter((l) => l.furniture), ...near], true);
    if (found) return found;
  }
  return null;
}
