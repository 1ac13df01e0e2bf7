import { type PDFDocument, PDFString, type PDFPage } from "pdf-lib";
import { topOfPage } from "./pdf-outline.server";

export type Rect = { x: number; y: number; width: number; height: number };

/** Makes a rectangle of `page` a link to `target`'s top (a GoTo action), with no visible border. */
export function addPageLink(doc: PDFDocument, page: PDFPage, rect: Rect, target: PDFPage): void {
  const annot = doc.context.obj({
    Type: "Annot",
    Subtype: "Link",
    Rect: [rect.x, rect.y, rect.x + rect.width, rect.y + rect.height],
    Border: [0, 0, 0],
    A: { S: "GoTo", D: topOfPage(doc, target) },
  });
  page.node.addAnnot(doc.context.register(annot));
}

/** Makes a rectangle of `page` a link to a web address (a URI action). */
export function addUriLink(doc: PDFDocument, page: PDFPage, rect: Rect, uri: string): void {
  let ascii: string;
  try {
    // A URI action holds 7-bit ASCII: URL percent-encodes the path and punycodes the host.
    ascii = new URL(uri).href;
  } catch {
    return;
  }
  // PDFString writes its value as it is, so the literal's special characters are escaped here.
  const escaped = ascii.replace(/[\\()]/g, (c) => `\\${c}`);
  const annot = doc.context.obj({
    Type: "Annot",
    Subtype: "Link",
    Rect: [rect.x, rect.y, rect.x + rect.width, rect.y + rect.height],
    Border: [0, 0, 0],
    A: { S: "URI", URI: PDFString.of(escaped) },
  });
  page.node.addAnnot(doc.context.register(annot));
}
