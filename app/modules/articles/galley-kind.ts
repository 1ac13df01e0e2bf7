// Galley kinds by file name (spec 002 section 5: pdf, html/htm, xml, epub, tex/latex, otherwise a
// generic file), and the label readers see on the button when the editor gives none.
export type GalleyKind = "pdf" | "html" | "xml" | "epub" | "latex" | "file";

const BY_EXTENSION: Record<string, GalleyKind> = {
  pdf: "pdf",
  html: "html",
  htm: "html",
  xml: "xml",
  epub: "epub",
  tex: "latex",
  latex: "latex",
};

export function galleyKindOf(fileName: string): GalleyKind {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? "";
  return BY_EXTENSION[extension] ?? "file";
}

export const GALLEY_KIND_LABELS: Record<GalleyKind, string> = {
  pdf: "PDF",
  html: "HTML",
  xml: "XML",
  epub: "EPUB",
  latex: "LaTeX",
  file: "File",
};

/** What the reader's button says: the editor's label, else the kind's name. */
export function galleyLabel(galley: { label: string | null; kind: GalleyKind }): string {
  return galley.label?.trim() || GALLEY_KIND_LABELS[galley.kind];
}

/** Where a galley's bytes are stored: chosen by the server, never by the uploader. */
export function galleyStorageKey(articleId: string, galleyId: string): string {
  return `galleys/${articleId}/${galleyId}`;
}

/** Where a file an HTML galley shows (its image) is stored: in the galley's own folder (ADR 072). */
export function galleyFileStorageKey(articleId: string, galleyId: string, fileId: string): string {
  return `galleys/${articleId}/${galleyId}.files/${fileId}`;
}
