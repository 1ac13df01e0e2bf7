import { findHeadedAbstracts, findUnheadedAbstract, type AbstractMatch } from "./fields/abstract";
import { findAffiliations, type Affiliation } from "./fields/affiliations";
import { findArticleType } from "./fields/article-type";
import {
  abstractConfidence,
  authorsConfidence,
  doiConfidence,
  keywordsConfidence,
  titleConfidence,
  type Source,
} from "./fields/confidence";
import type { NamedAuthor } from "./fields/author-names";
import { findAuthors, type AuthorBlock } from "./fields/authors";
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
import { findKeywordGroups, findKeywords } from "./fields/keywords";
import { guessLanguage } from "./fields/language";
import { isReadableText } from "./fields/text";
import { bodySize, findTitle, type TitleMatch } from "./fields/title";
import type { Line } from "./layout.types";
import type { ExtractedAuthor, ExtractedField, ExtractedPdfMetadata } from "./pdf-metadata.types";
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

/**
 * Where the authors are read: after page 1's title, or, after a cover page, after the title page 2
 * repeats when it names more people there (a cover gives "Rastogi et al.", page 2 every name).
 */
function headOf(
  pages: { lines: Line[]; height: number }[],
  title: TitleMatch | null,
  cover: boolean,
  language: string | null,
): { lines: Line[]; offset: number; titleLast: number | null; authors: AuthorBlock | null } {
  const lines = pages[0]?.lines ?? [];
  const onFirst = title ? findAuthors(lines, title.last) : null;
  const firstHead = { lines, offset: 0, titleLast: title?.last ?? null, authors: onFirst };
  if (!cover || !pages[1]) return firstHead;
  const again = findTitle(pages[1].lines, pages[1].height, language);
  const onSecond = again ? findAuthors(pages[1].lines, again.last) : null;
  if (!again || !onSecond || onSecond.authors.length <= (onFirst?.authors.length ?? 0)) return firstHead;
  return { lines: pages[1].lines, offset: lines.length, titleLast: again.last, authors: onSecond };
}

/** Whether the document's own description (XMP dc:description, else the Info subject) starts as the abstract does. */
function describedAs(abstract: string | null, meta: EmbeddedMetadata): boolean {
  const raw = meta.xmp["dc:description"];
  const description = (Array.isArray(raw) ? raw.join(" ") : raw) || meta.infoSubject || "";
  const start = foldTight(abstract ?? "").slice(0, 80);
  return start.length >= 40 && foldTight(description).startsWith(start.slice(0, 40));
}

/** How many lines at the top of page 2 may hold the correspondence note page 1 lacks. */
const CONTACTS_TOP_OF_NEXT_PAGE = 20;

/**
 * The lines e-mails are read from: the front matter's, and the top of page 2 too when the front
 * matter prints no address (some publishers put the correspondence note there).
 */
function contactLines(pages: { lines: Line[] }[], front: Line[], authors: NamedAuthor[]): Line[] {
  if (authors.length === 0 || !pages[1] || front.length !== pages[0].lines.length) return front;
  if (front.some((l) => /@/.test(l.text))) return front;
  return [...front, ...pages[1].lines.slice(0, CONTACTS_TOP_OF_NEXT_PAGE)];
}

/**
 * The keywords of the front matter, or of the top of page 2 when a long abstract pushed them there.
 * When the front matter prints several lists (a paper's and its translations'), the one at `group`.
 */
export function keywordsOf(pages: { lines: Line[] }[], group = 0): string[] {
  const front = frontMatterLines(pages);
  const groups = findKeywordGroups(front);
  const keywords = groups[Math.min(group, groups.length - 1)] ?? [];
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
  const laidOut = layOutDocument(pdf.pages);
  // A text layer that decodes to no language (fonts without a usable encoding) is not read at all:
  // only what the document names of itself is offered, as doubtful.
  const readable = isReadableText(laidOut.pages.flatMap((p) => p.lines.map((l) => l.text)).join(" "));
  const pages = readable ? laidOut.pages : laidOut.pages.map((p) => ({ ...p, lines: [] }));
  const first = pages[0];
  const lines = first?.lines ?? [];
  const height = first?.height ?? 842;

  const meta: EmbeddedMetadata = pdf;
  const pageText = textBySize(lines);
  const body = bodySize(lines);
  const largeText = textBySize(lines.filter((l) => l.fontSize >= 1.1 * body));
  const pagesText = foldTight(pages.flatMap((p) => p.lines.map((l) => l.text)).join(" "));
  const rawText = pages.flatMap((p) => p.lines.map((l) => l.text)).join(" ");

  // The document's language is its body's (pages after the first); the title and abstract in it
  // are the paper's, any other a translation.
  const language =
    guessLanguage(
      pages
        .slice(1, 3)
        .flatMap((p) => p.lines.filter((l) => !l.furniture).map((l) => l.text))
        .join(" "),
    ) ?? guessLanguage(lines.map((l) => l.text).join(" "));
  const title = findTitle(lines, height, language);
  const frontLines = frontMatterLines(pages);
  const head = headOf(pages, title, frontLines.length > lines.length, language);
  const authorBlock = head.authors;
  // Indexes into frontLines (page 1's lines, then page 2's after a cover).
  const afterHead = head.offset + (authorBlock?.last ?? head.titleLast ?? -1);
  const affiliations = authorBlock ? findAffiliations(head.lines, authorBlock.last) : [];
  const named = withNamedAuthors(authorBlock?.authors ?? [], meta, pagesText);
  const contacts = named.length > 0 ? findContacts(named, contactLines(pages, frontLines, named)) : [];
  let authors: ExtractedAuthor[] = named.map((author, index) => ({
    name: author.name,
    affiliation: affiliationOf(author, affiliations),
    email: contacts[index]?.email ?? null,
    orcid: contacts[index]?.orcid ?? null,
    isCorresponding: contacts[index]?.isCorresponding ?? false,
  }));
  const infoAuthor = usableInfoAuthor(pdf.infoAuthor);
  let authorsSource: Source = "none";
  if (authors.length > 0) {
    const creators = (embeddedAuthors(meta) ?? []).map((n) => foldTight(n.split(/\s+/).at(-1) ?? ""));
    const agree =
      creators.length > 0 && authors.every((a) => creators.includes(foldTight(a.name.split(/\s+/).at(-1) ?? "")));
    authorsSource = agree ? "page+embedded" : "page";
  } else if (!readable && embeddedAuthors(meta)) {
    // Nothing on the page can confirm them: the document's creators, offered as doubtful.
    authors = (embeddedAuthors(meta) ?? []).map((name) => ({
      name,
      affiliation: null,
      email: null,
      orcid: null,
      isCorresponding: false,
    }));
    authorsSource = "embedded";
  } else if (infoAuthor) {
    authors = [{ name: infoAuthor, affiliation: null, email: null, orcid: null, isCorresponding: false }];
    authorsSource = "info";
  }

  const headed = findHeadedAbstracts(frontLines, afterHead + 1);
  const chosen = Math.max(
    0,
    headed.findIndex((a) => language !== null && guessLanguage(a.abstract) === language),
  );
  const abstract: AbstractMatch | null = headed[chosen] ?? findUnheadedAbstract(frontLines, afterHead + 1);
  const otherAbstracts = headed
    .filter((_, i) => i !== chosen)
    .map((a) => ({ language: guessLanguage(a.abstract), text: a.abstract }));
  const titleBottom = title ? lines[title.last].y : null;

  // Several keyword lists go with the abstracts in order: the chosen abstract's list is the paper's.
  const keywords = keywordsOf(pages, headed.length > 1 ? chosen : 0);
  const namedKeywords = embeddedKeywords(meta);
  const keywordsPrinted = namedKeywords.length > 0 && namedKeywords.every((k) => printedIn(k, pagesText));

  const pageTitle = title?.title ?? null;
  const namedTitle = embeddedTitle(meta);
  const chosenTitle = chooseTitle(pageTitle, namedTitle, pageText, largeText);
  const infoTitle = readable || !namedTitle ? usableInfoTitle(pdf.infoTitle) : namedTitle;
  const finalTitle = chosenTitle ?? infoTitle;
  const titleSource: Source = !finalTitle
    ? "none"
    : chosenTitle && namedTitle && foldTight(chosenTitle) === foldTight(namedTitle)
      ? pageTitle
        ? "page+embedded"
        : "embedded"
      : chosenTitle
        ? "page"
        : "info";

  const pageDoi = findDoi(
    pages.map((p) => p.lines),
    pdf.infoSubject,
  );
  const namedDoi = embeddedDoi(meta);
  const doi = chooseDoi(pageDoi, meta, pagesText);
  const doiIntroduced =
    doi !== null &&
    new RegExp(`(doi\\s*[:.]?\\s*|doi\\.org/)${doi.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "i").test(
      rawText.replace(/[\u2010-\u2013]/g, "-"),
    );

  const finalKeywords = keywordsPrinted ? namedKeywords : keywords;
  const articleType = findArticleType(lines, titleBottom, height);
  const dates = findDates(pages.flatMap((p) => p.lines));
  const references = findReferences(pages, pdf.pageCount);
  const finalAbstract = abstract?.abstract ?? null;
  const scores: Record<ExtractedField, number> = {
    title: titleConfidence(finalTitle, titleSource),
    authors: authorsConfidence(
      authors.map((a) => a.name),
      authorsSource,
    ),
    abstract: abstractConfidence(
      finalAbstract,
      abstract !== null && headed.includes(abstract),
      (finalAbstract?.length ?? 0) > 5900,
      describedAs(finalAbstract, meta),
    ),
    keywords: keywordsConfidence(finalKeywords, keywordsPrinted),
    doi: doiConfidence(
      doi,
      doi !== null && namedDoi !== null && doi.toLowerCase() === namedDoi.toLowerCase(),
      doiIntroduced,
    ),
    // Read only after their own label ("Received", "Research Article", a numbered list held whole):
    // sure enough to fill, not measured on the real set (its truth has no such fields).
    articleType: articleType ? 0.8 : 0,
    dates: Object.values(dates).some(Boolean) ? 0.8 : 0,
    references: references ? 0.8 : 0,
  };

  return {
    title: finalTitle,
    authors,
    abstract: finalAbstract,
    // The document's own keywords when the pages print every one (the page's list may run on).
    keywords: finalKeywords,
    doi,
    articleType,
    ...dates,
    // Only when the pages read hold the whole list (see findReferences).
    ...optionalReferences(references),
    pageCount: pdf.pageCount,
    language,
    otherAbstracts,
    // Only the fields read carry a confidence.
    confidence: Object.fromEntries(Object.entries(scores).filter(([, score]) => score > 0)),
    readable,
  };
}

function optionalReferences(references: string[] | null): { references?: string[] } {
  return references ? { references } : {};
}
