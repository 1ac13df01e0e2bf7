// 'New article from PDF' and 'Fill from Crossref' on the articles desk (ADR 063). Universal.

export const ARTICLE_FROM_PDF_MESSAGES = {
  notPdf: (fileName: string) => `File "${fileName}" is not a PDF. Please choose the article's final PDF.`,
  read: "Metadata read from the PDF",
  crossrefFilled: "Metadata read from Crossref",
  doiInvalid: "DOI must be in the format 10.NNNN/suffix",
  crossrefUnknown: "Crossref has no record of this DOI.",
  crossrefUnreachable: "Crossref could not be reached. Please try again later.",
} as const;

/** Where the dialog sends the PDF to be read (nothing is stored), and asks Crossref. */
export const PDF_METADATA_PATH = "/dashboard/articles/metadata-from-pdf";
export const CROSSREF_METADATA_PATH = "/dashboard/articles/crossref-metadata";
