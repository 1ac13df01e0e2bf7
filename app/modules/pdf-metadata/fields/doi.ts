import type { Line } from "../layout.types";

const DOI = /10\.\d{4,9}\/[^\s"<>]+/g;
const INTRODUCED = /(doi\s*[:.]?\s*|doi\.org\/|dx\.doi\.org\/)$/i;

/** A DOI without the punctuation that follows it in the text; a closing bracket only if unopened. */
export function cleanDoi(raw: string): string {
  let doi = raw.replace(/[.,;:'"’”]+$/, "");
  while (/[)\]]$/.test(doi)) {
    const open = doi.endsWith(")") ? "(" : "[";
    const close = doi.slice(-1);
    if (doi.split(open).length >= doi.split(close).length) break;
    doi = doi.slice(0, -1).replace(/[.,;:]+$/, "");
  }
  return doi;
}

/** The first DOI in these lines, one introduced by "doi" or "doi.org/" first. */
function doiIn(lines: Line[], introducedOnly: boolean): string | null {
  let plain: string | null = null;
  for (const line of lines) {
    for (const match of line.text.matchAll(DOI)) {
      const doi = cleanDoi(match[0]);
      if (INTRODUCED.test(line.text.slice(0, match.index))) return doi;
      if (!introducedOnly) plain ??= doi;
    }
  }
  return plain;
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
