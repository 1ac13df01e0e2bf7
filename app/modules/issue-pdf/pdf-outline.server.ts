import { type PDFArray, type PDFDocument, PDFHexString, PDFName, type PDFPage } from "pdf-lib";

export type OutlineItem = { title: string; page: PDFPage };

/**
 * A destination showing the top of `page` at the reader's current zoom. The crop box is used, not
 * the media box, because that is the part of the page a viewer shows.
 */
export function topOfPage(doc: PDFDocument, page: PDFPage): PDFArray {
  const box = page.getCropBox();
  return doc.context.obj([page.ref, "XYZ", box.x, box.y + box.height, null]);
}

/**
 * Writes a flat outline (bookmarks), one entry per item in order, and asks viewers to open with it
 * shown. pdf-lib has no outline API, so the /Outlines dictionary and its items are built as
 * objects: each item points at its parent and its neighbours, the root at its first and last item.
 */
export function addOutline(doc: PDFDocument, items: OutlineItem[]): void {
  if (items.length === 0) return;
  const { context } = doc;
  const rootRef = context.nextRef();
  const itemRefs = items.map(() => context.nextRef());
  items.forEach((item, i) => {
    const entry = context.obj({
      // Text strings in UTF-16, so a title needs no WinAnsi fallback here.
      Title: PDFHexString.fromText(item.title),
      Parent: rootRef,
      Dest: topOfPage(doc, item.page),
    });
    if (i > 0) entry.set(PDFName.of("Prev"), itemRefs[i - 1]);
    if (i < items.length - 1) entry.set(PDFName.of("Next"), itemRefs[i + 1]);
    context.assign(itemRefs[i], entry);
  });
  context.assign(
    rootRef,
    context.obj({ Type: "Outlines", First: itemRefs[0], Last: itemRefs[itemRefs.length - 1], Count: items.length }),
  );
  doc.catalog.set(PDFName.of("Outlines"), rootRef);
  doc.catalog.set(PDFName.of("PageMode"), PDFName.of("UseOutlines"));
}
