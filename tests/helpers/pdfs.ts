import { PDFDict, PDFDocument, PDFName, type PDFObject, PDFString, StandardFonts } from "pdf-lib";
import { getDocument, OPS, type PDFDocumentProxy } from "pdfjs-dist/legacy/build/pdf.mjs";

/**
 * Reads a PDF back with pdf.js, as a viewer would. In Node pdf.js runs its worker code on the main
 * thread (a "fake worker" loaded from pdf.worker.mjs beside it), so no worker setup is needed.
 */
export async function openPdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  // pdf.js takes ownership of the buffer it is given; a copy leaves the caller's bytes usable.
  return getDocument({ data: bytes.slice(), verbosity: 0 }).promise;
}

export type PlacedText = { str: string; x: number; y: number };

export async function pageText(pdf: PDFDocumentProxy, pageNumber: number): Promise<PlacedText[]> {
  const page = await pdf.getPage(pageNumber);
  const content = await page.getTextContent();
  return content.items.flatMap((item) =>
    "str" in item && item.str.trim() ? [{ str: item.str, x: item.transform[4], y: item.transform[5] }] : [],
  );
}

export async function pageString(pdf: PDFDocumentProxy, pageNumber: number): Promise<string> {
  return (await pageText(pdf, pageNumber)).map((t) => t.str).join(" ");
}

/** The number printed on the same baseline as the text starting with `title` (a contents entry). */
export function numberBeside(items: PlacedText[], title: string): number | null {
  const line = items.find((t) => t.str.startsWith(title));
  if (!line) return null;
  const number = items.find((t) => /^\d+$/.test(t.str) && Math.abs(t.y - line.y) < 0.5 && t.x > line.x);
  return number ? Number(number.str) : null;
}

/** The 0-based page index an explicit destination ([pageRef, /XYZ, ...]) points at. */
export async function destinationPage(pdf: PDFDocumentProxy, dest: unknown): Promise<number> {
  const explicit = typeof dest === "string" ? await pdf.getDestination(dest) : dest;
  if (!Array.isArray(explicit)) throw new Error("no destination");
  return pdf.getPageIndex(explicit[0]);
}

export async function imagesOnPage(pdf: PDFDocumentProxy, pageNumber: number): Promise<number> {
  const ops = await (await pdf.getPage(pageNumber)).getOperatorList();
  return ops.fnArray.filter((fn) => fn === OPS.paintImageXObject).length;
}

/** A small article PDF whose page i says "{label} page {i}". */
export async function articlePdf(label: string, pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.TimesRoman);
  for (let i = 1; i <= pages; i++) {
    const page = doc.addPage([595.28, 841.89]);
    page.drawText(`${label} page ${i}`, { x: 72, y: 760, size: 14, font });
    page.drawText("Body text of the article, repeated to give the page some content. ".repeat(3), {
      x: 72,
      y: 720,
      size: 10,
      font,
      maxWidth: 450,
      lineHeight: 12,
    });
  }
  return doc.save();
}

/**
 * A PDF whose trailer names an /Encrypt dictionary: what pdf-lib (which cannot decrypt) sees in a
 * password-protected galley.
 */
export async function encryptedPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage();
  const encrypt = doc.context.obj({ Filter: "Standard", V: 1, R: 2, P: -4 });
  encrypt.set(PDFName.of("O"), doc.context.obj([]));
  doc.context.trailerInfo.Encrypt = doc.context.register(encrypt);
  return doc.save({ useObjectStreams: false });
}

/**
 * A 3-page article whose first page links to its own pages the ways galleys do: an explicit
 * destination, a name in the /Names tree (LaTeX), a GoTo action to a name in the catalog's /Dests,
 * each annotation naming its page in /P; and a web link.
 */
export async function linkedArticlePdf(label: string): Promise<Uint8Array> {
  const doc = await PDFDocument.load(await articlePdf(label, 3));
  const { context } = doc;
  const [p1, p2, p3] = doc.getPages();
  const link = (key: "Dest" | "A", value: PDFObject, y: number) => {
    const annot = context.obj({ Type: "Annot", Subtype: "Link", Rect: [72, y, 300, y + 14], P: p1.ref });
    annot.set(PDFName.of(key), value);
    return context.register(annot);
  };
  const annots = [
    link("Dest", context.obj([p3.ref, "XYZ", 0, 800, null]), 600),
    link("Dest", PDFString.of("section.2"), 580),
    link("A", context.obj({ S: "GoTo", D: PDFName.of("figure.1") }), 560),
    link("A", context.obj({ S: "URI", URI: PDFString.of("https://example.org/data") }), 540),
  ];
  p1.node.set(PDFName.of("Annots"), context.obj(annots));
  const tree = context.obj({ Names: [PDFString.of("section.2"), context.obj([p2.ref, "Fit"])] });
  doc.catalog.set(PDFName.of("Names"), context.obj({ Dests: context.register(tree) }));
  doc.catalog.set(PDFName.of("Dests"), context.obj({ "figure.1": { D: [p3.ref, "XYZ", null, null, null] } }));
  return doc.save();
}

/** How many page objects the file holds, in its page tree or not. */
export async function pageObjectCount(bytes: Uint8Array): Promise<number> {
  const doc = await PDFDocument.load(bytes);
  return doc.context
    .enumerateIndirectObjects()
    .filter(([, obj]) => obj instanceof PDFDict && obj.get(PDFName.of("Type")) === PDFName.of("Page")).length;
}
