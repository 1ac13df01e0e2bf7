import { AppError } from "../../lib/errors";
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

/** A PDF that takes longer than this to read is given up on rather than holding the request. */
const TIME_LIMIT_MS = 20_000;

export type { ExtractedAuthor, ExtractedPdfMetadata } from "./pdf-metadata.types";

const failed = () => new AppError("pdf_metadata_failed", 422, "Failed to extract metadata");

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

async function withTimeLimit<T>(run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error("PDF reading took too long"));
    }, TIME_LIMIT_MS);
  });
  try {
    return await Promise.race([run(controller.signal), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Reads a scholarly PDF's front matter from the layout of its first pages: title, authors with
 * affiliations, e-mails and ORCID iDs, abstract, keywords, DOI, history dates and article type.
 * The document's Info title and author are used only when the page gives none. Throws a 422
 * AppError for bytes that are not a readable PDF.
 */
export async function extractPdfMetadata(bytes: Uint8Array): Promise<ExtractedPdfMetadata> {
  let pdf: Awaited<ReturnType<typeof readPdf>>;
  try {
    pdf = await withTimeLimit((signal) => readPdf(bytes, signal));
  } catch {
    throw failed();
  }
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

/** The author a PDF's own Info dictionary names, or null (also for bytes that are not a readable PDF). */
export async function readPdfInfoAuthor(bytes: Uint8Array): Promise<string | null> {
  try {
    const pdf = await withTimeLimit((signal) => readPdf(bytes, signal));
    return pdf.infoAuthor?.trim() || null;
  } catch {
    return null;
  }
}
