import {
  PDFArray,
  type PDFContext,
  PDFDict,
  type PDFDocument,
  PDFHexString,
  PDFName,
  PDFNull,
  PDFNumber,
  type PDFObject,
  type PDFPage,
  PDFRef,
  PDFString,
} from "pdf-lib";

const DEST = PDFName.of("Dest");
const ACTION = PDFName.of("A");
const PAGE = PDFName.of("P");

/** An annotation, by page and position in its /Annots, that needs its page references put back. */
type Detached = { page: number; annot: number; hadPage: boolean; target?: { page: number; view: PDFObject[] } };

function dictOf(context: PDFContext, obj: PDFObject | undefined): PDFDict | undefined {
  const value = obj && context.lookup(obj);
  return value instanceof PDFDict ? value : undefined;
}

function arrayOf(context: PDFContext, obj: PDFObject | undefined): PDFArray | undefined {
  const value = obj && context.lookup(obj);
  return value instanceof PDFArray ? value : undefined;
}

function textOf(obj: PDFObject | undefined): string | undefined {
  if (obj instanceof PDFString || obj instanceof PDFHexString || obj instanceof PDFName) return obj.decodeText();
  return undefined;
}

/**
 * The document's named destinations (the catalog's /Dests dictionary and the /Names /Dests name
 * tree), read on first use: LaTeX galleys link citations, figures and sections by name.
 */
function namedDestinations(doc: PDFDocument): (name: string) => PDFObject | undefined {
  let names: Map<string, PDFObject> | undefined;
  const load = () => {
    const map = new Map<string, PDFObject>();
    const { context, catalog } = doc;
    for (const [key, value] of dictOf(context, catalog.get(PDFName.of("Dests")))?.entries() ?? []) {
      map.set(key.decodeText(), value);
    }
    const root = dictOf(context, dictOf(context, catalog.get(PDFName.of("Names")))?.get(PDFName.of("Dests")));
    const seen = new Set<PDFDict>();
    const walk = (node: PDFDict | undefined, depth: number) => {
      // A malformed tree can loop or nest without end; real ones are a few levels deep.
      if (!node || seen.has(node) || depth > 32) return;
      seen.add(node);
      const pairs = arrayOf(context, node.get(PDFName.of("Names")))?.asArray() ?? [];
      for (let i = 0; i + 1 < pairs.length; i += 2) {
        const key = textOf(context.lookup(pairs[i]));
        if (key !== undefined && !map.has(key)) map.set(key, pairs[i + 1]);
      }
      for (const kid of arrayOf(context, node.get(PDFName.of("Kids")))?.asArray() ?? []) {
        walk(dictOf(context, kid), depth + 1);
      }
    };
    walk(root, 0);
    return map;
  };
  return (name) => (names ??= load()).get(name);
}

/**
 * A link's or action's destination as an explicit array ([page, /XYZ, left, top, zoom]), following
 * a name to the destination it stands for.
 */
function explicitDestination(
  context: PDFContext,
  dest: PDFObject | undefined,
  named: (name: string) => PDFObject | undefined,
): PDFArray | undefined {
  const value = dest && context.lookup(dest);
  const name = textOf(value);
  const resolved = name !== undefined ? named(name) : value;
  const direct = resolved && context.lookup(resolved);
  if (direct instanceof PDFArray) return direct;
  if (direct instanceof PDFDict) return arrayOf(context, direct.get(PDFName.of("D")));
  return undefined;
}

/** The rest of a destination after its page, if it holds only names, numbers and nulls. */
function viewOf(dest: PDFArray): PDFObject[] {
  const view = dest.asArray().slice(1);
  const plain = view.every((v) => v instanceof PDFName || v instanceof PDFNumber || v === PDFNull);
  return plain && view.length > 0 ? view : [PDFName.of("XYZ"), PDFNull, PDFNull, PDFNull];
}

/**
 * An article's links to its own pages (a citation to its reference, a figure mention) and each
 * annotation's /P (its page) refer to pages as objects. Copied as they are, pdf-lib copies each
 * such page a second time outside the page tree, with the whole donor page tree behind it, and the
 * links lead nowhere. So those references are taken off the source's annotations before copying;
 * the returned function puts them back, pointing at the copied pages, once they are copied.
 * Links elsewhere (web addresses, other files) are left as they are.
 */
export function detachPageReferences(source: PDFDocument): (copied: PDFPage[]) => void {
  const { context } = source;
  const pages = source.getPages();
  const pageIndex = new Map(pages.map((page, i) => [page.ref.toString(), i]));
  const named = namedDestinations(source);
  const detached: Detached[] = [];

  pages.forEach((page, i) => {
    const annots = page.node.Annots()?.asArray() ?? [];
    annots.forEach((ref, j) => {
      const annot = dictOf(context, ref);
      if (!annot) return;
      const hadPage = annot.has(PAGE);
      annot.delete(PAGE);
      const action = dictOf(context, annot.get(ACTION));
      const isGoTo = action?.get(PDFName.of("S")) === PDFName.of("GoTo");
      const dest = annot.has(DEST) ? annot.get(DEST) : isGoTo ? action?.get(PDFName.of("D")) : undefined;
      const explicit = explicitDestination(context, dest, named);
      const first = explicit?.get(0);
      const target = first instanceof PDFRef ? pageIndex.get(first.toString()) : undefined;
      if (explicit && target !== undefined) {
        annot.delete(DEST);
        if (isGoTo) annot.delete(ACTION);
        detached.push({ page: i, annot: j, hadPage, target: { page: target, view: viewOf(explicit) } });
      } else {
        if (first instanceof PDFRef) {
          // A page reference to no page of this article would drag a stray object along.
          annot.delete(DEST);
          if (isGoTo) annot.delete(ACTION);
        }
        if (hadPage) detached.push({ page: i, annot: j, hadPage });
      }
    });
  });

  return (copied) => {
    const into = copied[0]?.doc.context;
    if (!into) return;
    for (const d of detached) {
      const annot = dictOf(into, copied[d.page].node.Annots()?.get(d.annot));
      if (!annot) continue;
      if (d.hadPage) annot.set(PAGE, copied[d.page].ref);
      if (d.target) annot.set(DEST, into.obj([copied[d.target.page].ref, ...d.target.view]));
    }
  };
}
