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
};
