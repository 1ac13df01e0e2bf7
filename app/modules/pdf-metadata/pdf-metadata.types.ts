/** What metadata extraction reads from a scholarly PDF. Universal: no server imports. */

export type ExtractedAuthor = {
  name: string;
  affiliation: string | null;
  email: string | null;
  orcid: string | null;
  isCorresponding: boolean;
};

export type ExtractedArticleType =
  | "research_article"
  | "review_article"
  | "case_study"
  | "case_report"
  | "short_communication"
  | "letter_to_editor"
  | "editorial";

/** The fields a confidence is given for. */
export const EXTRACTED_FIELDS = [
  "title",
  "authors",
  "abstract",
  "keywords",
  "doi",
  "articleType",
  "dates",
  "references",
] as const;
export type ExtractedField = (typeof EXTRACTED_FIELDS)[number];

/** Below this confidence a field is doubtful: the dialog asks the editor to check it. */
export const DOUBTFUL_BELOW = 0.7;

export type ExtractedPdfMetadata = {
  title: string | null;
  authors: ExtractedAuthor[];
  abstract: string | null;
  keywords: string[];
  doi: string | null;
  articleType: ExtractedArticleType | null;
  /** Dates are YYYY-MM-DD. */
  receivedDate: string | null;
  revisedDate: string | null;
  acceptedDate: string | null;
  publishedDate: string | null;
  /**
   * The reference list, one reference per entry, when the pages read hold all of it (short papers,
   * or a list on the last page); left out otherwise.
   */
  references?: string[];
  pageCount: number;
  /** The language of the paper's body ("en", "es", "pt" …) when it could be told. */
  language?: string | null;
  /** Abstracts in other languages (translations printed with the paper's). */
  otherAbstracts?: { language: string | null; text: string }[];
  /** 0 to 1 per field read (see fields/confidence.ts); a field left out was not read. */
  confidence?: Partial<Record<ExtractedField, number>>;
  /** False when the text layer decodes to no words (only the document's own metadata was read). */
  readable?: boolean;
};
