import { looksLikeName } from "./author-names";
import { cleanDoi } from "./doi";
import { usableInfoTitle } from "./info-hints";
import { splitKeywords } from "./keywords";
import { fold } from "./text";

/**
 * What the document says of itself: its XMP metadata (dc:title, dc:creator, prism:doi, dc:subject
 * …, which many publishers write) and its Info dictionary. Neither is trusted alone: authoring tools
 * leave file names, templates' titles and one author there, so each hint is used only when the page
 * prints it (see printedIn).
 */
export type EmbeddedMetadata = {
  /** XMP properties as pdf.js reads them: a string, or a list for dc:creator and dc:subject. */
  xmp: Record<string, string | string[]>;
  infoTitle: string | null;
  infoAuthor: string | null;
  infoSubject: string | null;
  infoKeywords: string | null;
};

const DOI = /10\.\d{4,9}\/[^\s"<>]+/;

/** Text folded for finding one string in another whatever the line breaks: no spaces at all. */
export function foldTight(text: string): string {
  return fold(text.replace(/[\u2010-\u2015\u00ad]/g, "-")).replace(/\s+/g, "");
}

/** Whether `text` is printed in the pages' text (folded, spaces and line breaks aside). */
export function printedIn(text: string, pagesText: string): boolean {
  const key = foldTight(text);
  return key.length > 0 && pagesText.includes(key);
}

function first(xmp: EmbeddedMetadata["xmp"], ...keys: string[]): string | null {
  for (const key of keys) {
    const value = xmp[key];
    const text = (Array.isArray(value) ? value.join(" ") : value)?.replace(/\s+/g, " ").trim();
    if (text) return text;
  }
  return null;
}

/** The title the document names: XMP dc:title, else the Info title, when it reads like a title. */
export function embeddedTitle(meta: EmbeddedMetadata): string | null {
  return usableInfoTitle(first(meta.xmp, "dc:title")) ?? usableInfoTitle(meta.infoTitle);
}

/**
 * The title from the page and the one the document names, when that one is printed on page 1:
 * the page's loses when it is something else (a journal name), a part of it (a title cut to its
 * first lines) or it with a label before it ("Clinical Study Autologous …"); a named title that
 * stops inside a word of the page's is a truncated one, and yields. `pageText` is page 1's text and
 * `largeText` that of its lines in larger type than the body, both folded (foldTight).
 */
export function chooseTitle(
  fromPage: string | null,
  named: string | null,
  pageText: string,
  largeText: string,
): string | null {
  if (!named || !printedIn(named, pageText)) return fromPage;
  // Standing alone, the named title must be printed in large type, as a title is (not a journal
  // name in a citation line).
  if (!fromPage) return printedIn(named, largeText) ? named : null;
  const page = foldTight(fromPage);
  const name = foldTight(named);
  if (page === name || name.includes(page)) return page === name ? fromPage : named;
  const at = page.indexOf(name);
  if (at < 0) return printedIn(named, largeText) ? named : fromPage;
  // The page's title holds the named one: a short label before it, or the named one is cut.
  const before = at > 0 ? fold(fromPage).split(" ").length - fold(named).split(" ").length : 0;
  return at + name.length === page.length && before <= 3 ? named : fromPage;
}

/** The DOI the document names (prism:doi, crossmark:doi, dc:identifier, the Info subject). */
export function embeddedDoi(meta: EmbeddedMetadata): string | null {
  const text = first(meta.xmp, "prism:doi", "crossmark:doi", "pdfx:doi", "dc:identifier") ?? meta.infoSubject ?? "";
  const match = DOI.exec(text.replace(/[\u2010-\u2015]/g, "-"));
  return match ? cleanDoi(match[0]) : null;
}

/** "Caviggioli, Fabio" → "Fabio Caviggioli": a list of "family, given" entries, one per author. */
function personName(entry: string): string {
  const parts = entry.split(",").map((p) => p.trim());
  return parts.length === 2 && parts[0] && parts[1] ? `${parts[1]} ${parts[0]}` : entry.trim();
}

/**
 * The authors the document names, in order: XMP dc:creator (one entry per author, or one entry
 * listing them all, "A, B and C"), else the Info author. Null when any piece is not a name.
 */
export function embeddedAuthors(meta: EmbeddedMetadata): string[] | null {
  const creators = meta.xmp["dc:creator"];
  let entries = (Array.isArray(creators) ? creators : creators ? [creators] : [])
    .map((c) => c.replace(/\s+/g, " ").trim())
    .filter(Boolean);
  if (entries.length === 0 && meta.infoAuthor?.trim()) entries = [meta.infoAuthor.replace(/\s+/g, " ").trim()];
  if (entries.length === 0) return null;
  let names: string[];
  if (entries.length === 1 && /,|;|\sand\s|&/.test(entries[0]) && !looksLikeName(personName(entries[0])))
    names = entries[0].split(/\s*(?:;|,|\sand\s|&)\s*/).map((n) => n.trim());
  else names = entries.map(personName);
  names = names.filter(Boolean);
  return names.length > 0 && names.every(looksLikeName) ? names : null;
}

/** Whether a name's family name (its last word) is printed in these pages. */
export function familyPrinted(name: string, pagesText: string): boolean {
  const words = name.split(/\s+/);
  return printedIn(words[words.length - 1], pagesText);
}

/** The keywords the document names: XMP dc:subject or pdf:keywords, else the Info keywords. */
export function embeddedKeywords(meta: EmbeddedMetadata): string[] {
  const subject = meta.xmp["dc:subject"];
  if (Array.isArray(subject) && subject.length > 1) return splitKeywords(subject.join("; "));
  const text = first(meta.xmp, "dc:subject", "pdf:keywords") ?? meta.infoKeywords ?? "";
  return splitKeywords(text);
}
