import { findAbstract } from "./fields/abstract";
import { findAffiliations, type Affiliation } from "./fields/affiliations";
import { findArticleType } from "./fields/article-type";
import type { NamedAuthor } from "./fields/author-names";
import { findAuthors } from "./fields/authors";
import { findContacts } from "./fields/contacts";
import { findReferences } from "./fields/references";
import { findDates } from "./fields/dates";
import { findDoi } from "./fields/doi";
import {
  chooseTitle,
  embeddedAuthors,
  embeddedDoi,
  embeddedKeywords,
  embeddedTitle,
  familyPrinted,
  foldTight,
  printedIn,
  type EmbeddedMetadata,
} from "./fields/embedded";
import { usableInfoAuthor, usableInfoTitle } from "./fields/info-hints";
import { findKeywords } from "./fields/keywords";
import { bodySize, findTitle } from "./fields/title";
import type { Line } from "./layout.types";
import type { ExtractedAuthor, ExtractedPdfMetadata } from "./pdf-metadata.types";
import { readPdf } from "./read-pdf.server";
import { layOutDocument } from "./text-layout";

/** Each author's affiliation: by the numbers or letters they carry, else the only one printed. */
function affiliationOf(author: NamedAuthor, affiliations: Affiliation[]): string | null {
  const labelled = affiliations.filter((a) => a.label !== null);
  if (labelled.length > 0) {
    const texts = author.markers.flatMap((m) => labelled.filter((a) => a.label === m).map((a) => a.text));
    if (texts.length > 0) return [...new Set(texts)].join("; ");
    return labelled.length === 1 && author.markers.length === 0 ? labelled[0].text : null;
  }
  return affiliations.length > 0 ? affiliations.map((a) => a.text).join("; ") : null;
}

/**
 * Page 1's text folded for printedIn, then again each type size's lines on their own: a title in
 * large type reads whole even when the lines of a margin column fall between its lines.
 */
function textBySize(lines: Line[]): string {
  const sizes = new Map<number, string[]>();
  for (const line of lines) {
    const size = Math.round(line.fontSize * 2) / 2;
    sizes.set(size, [...(sizes.get(size) ?? []), line.text]);
  }
  return [lines.map((l) => l.text), ...sizes.values()].map((texts) => foldTight(texts.join(" "))).join("|");
}

/** How many lines of page 2 may hold the keywords when page 1 has none. */
const KEYWORDS_TOP_OF_NEXT_PAGE = 15;

/**
 * The lines the abstract, keywords and e-mails are read from: page 1's, and page 2's too when page 1
 * is a cover (a title, the authors' names and little else: fewer than 15 lines of text).
 */
export function frontMatterLines(pages: { lines: Line[] }[]): Line[] {
  const first = pages[0]?.lines ?? [];
  const cover = pages[1] && first.filter((l) => !l.furniture).length < 15;
  return cover ? [...first, ...pages[1].lines] : first;
}

/** The keywords of the front matter, or of the top of page 2 when a long abstract pushed them there. */
export function keywordsOf(pages: { lines: Line[] }[]): string[] {
  const front = frontMatterLines(pages);
  const keywords = findKeywords(front);
  if (keywords.length > 0 || !pages[1] || front.length !== pages[0].lines.length) return keywords;
  return findKeywords(pages[1].lines.slice(0, KEYWORDS_TOP_OF_NEXT_PAGE));
}

/**
 * The authors the document names, when it names more than the page's author lines gave and page 1
 * or a later page read prints each of their family names (page 1 may be a cover); each keeps the markers of the page's name it matches.
 */
function withNamedAuthors(fromPage: NamedAuthor[], meta: EmbeddedMetadata, pageText: string): NamedAuthor[] {
  const named = embeddedAuthors(meta);
  if (!named || named.length <= fromPage.length || !named.every((n) => familyPrinted(n, pageText))) return fromPage;
  const family = (name: string) => foldTight(name.split(/\s+/).at(-1) ?? "");
  return named.map((name) => ({
    name,
    markers: fromPage.find((a) => family(a.name) === family(name))?.markers ?? [],
  }));
}

/** The DOI the document names when a page read prints it, else the one the pages give. */
function chooseDoi(fromPages: string | null, meta: EmbeddedMetadata, pagesText: string): string | null {
  const named = embeddedDoi(meta);
  if (named && (printedIn(named, pagesText) || !fromPages)) return named;
  return fromPages;
}

/**
 * Reads a scholarly PDF's front matter from the layout of its first pages: title, authors with
 * affiliations, e-mails and ORCID iDs, abstract, keywords, DOI, history dates and article type.
 * The document's Info title and author are used only when the page gives none. Runs in the
 * sandbox's child (extract-pdf-metadata.server.ts); throws what pdf.js throws for bytes that are
 * not a readable PDF.
 */
export async function readFrontMatter(bytes: Uint8Array): Promise<ExtractedPdfMetadata> {
  const pdf = await readPdf(bytes);
  const { pages } = layOutDocument(pdf.pages);
  const first = pages[0];
  const lines = first?.lines ?? [];
  const height = first?.height ?? 842;

  const meta: EmbeddedMetadata = pdf;
  const pageText = textBySize(lines);
  const body = bodySize(lines);
  const largeText = textBySize(lines.filter((l) => l.fontSize >= 1.1 * body));
  const pagesText = foldTight(pages.flatMap((p) => p.lines.map((l) => l.text)).join(" "));

  const title = findTitle(lines, height);
  const authorBlock = title ? findAuthors(lines, title.last) : null;
  const afterHead = authorBlock?.last ?? title?.last ?? -1;
  const affiliations = authorBlock ? findAffiliations(lines, authorBlock.last) : [];
  const named = withNamedAuthors(authorBlock?.authors ?? [], meta, pagesText);
  const frontLines = frontMatterLines(pages);
  const contacts = named.length > 0 ? findContacts(named, frontLines) : [];
  let authors: ExtractedAuthor[] = named.map((author, index) => ({
    name: author.name,
    affiliation: affiliationOf(author, affiliations),
    email: contacts[index]?.email ?? null,
    orcid: contacts[index]?.orcid ?? null,
    isCorresponding: contacts[index]?.isCorresponding ?? false,
  }));
  const infoAuthor = usableInfoAuthor(pdf.infoAuthor);
  if (authors.length === 0 && infoAuthor) {
    authors = [{ name: infoAuthor, affiliation: null, email: null, orcid: null, isCorresponding: false }];
  }
  const abstract = findAbstract(frontLines, afterHead + 1);
  const titleBottom = title ? lines[title.last].y : null;

  const keywords = keywordsOf(pages);
  const namedKeywords = embeddedKeywords(meta);
  const keywordsPrinted = namedKeywords.length > 0 && namedKeywords.every((k) => printedIn(k, pagesText));

  return {
    title:
      chooseTitle(title?.title ?? null, embeddedTitle(meta), pageText, largeText) ?? usableInfoTitle(pdf.infoTitle),
    authors,
    abstract: abstract?.abstract ?? null,
    // The document's own keywords when the pages print every one (the page's list may run on).
    keywords: keywordsPrinted ? namedKeywords : keywords,
    doi: chooseDoi(
      findDoi(
        pages.map((p) => p.lines),
        pdf.infoSubject,
      ),
      meta,
      pagesText,
    ),
    articleType: findArticleType(lines, titleBottom, height),
    ...findDates(pages.flatMap((p) => p.lines)),
    // Only when the pages read hold the whole list (see findReferences).
    ...optionalReferences(findReferences(pages, pdf.pageCount)),
    pageCount: pdf.pageCount,
  };
}

function optionalReferences(references: string[] | null): { references?: string[] } {
  return references ? { references } : {};
}
