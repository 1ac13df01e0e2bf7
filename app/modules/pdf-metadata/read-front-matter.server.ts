import { findAbstract } from "./fields/abstract";
import { findAffiliations, type Affiliation } from "./fields/affiliations";
import { findArticleType } from "./fields/article-type";
import type { NamedAuthor } from "./fields/author-names";
import { findAuthors } from "./fields/authors";
import { findContacts } from "./fields/contacts";
import { findReferences } from "./fields/references";
import { findDates } from "./fields/dates";
import { findDoi } from "./fields/doi";
import { usableInfoAuthor, usableInfoTitle } from "./fields/info-hints";
import { findKeywords } from "./fields/keywords";
import { findTitle } from "./fields/title";
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

  const title = findTitle(lines, height);
  const authorBlock = title ? findAuthors(lines, title.last) : null;
  const afterHead = authorBlock?.last ?? title?.last ?? -1;
  const affiliations = authorBlock ? findAffiliations(lines, authorBlock.last) : [];
  const contacts = authorBlock ? findContacts(authorBlock.authors, lines) : [];
  let authors: ExtractedAuthor[] = (authorBlock?.authors ?? []).map((author, index) => ({
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
  const abstract = findAbstract(lines, afterHead + 1);
  const titleBottom = title ? lines[title.last].y : null;

  return {
    title: title?.title ?? usableInfoTitle(pdf.infoTitle),
    authors,
    abstract: abstract?.abstract ?? null,
    keywords: findKeywords(lines),
    doi: findDoi(
      pages.map((p) => p.lines),
      pdf.infoSubject,
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
