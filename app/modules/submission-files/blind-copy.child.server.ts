// Removes a document's own properties, those that name people, for reviewers under double-blind
// review (ADR 054). Runs in the sandbox's child only (file-reader.child.server.ts, job
// 'blind-copy'): every parse here is of an untrusted upload. PDFs through pdf-lib, DOCX and ODT
// (ZIP packages of XML parts) through fflate.
import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from "fflate";
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRef,
  PDFStream,
  PDFString,
  type PDFContext,
  type PDFObject,
} from "pdf-lib";

export type BlindCopyFormat = "pdf" | "docx" | "odt";
export type BlindCopyInput = { format: BlindCopyFormat; bytes: Uint8Array };

/** The copy, or why it could not be made (said to the editor). */
export type BlindCopyResult = { ok: true; bytes: Uint8Array } | { ok: false; reason: string };

/** What replaces a person's name where a part must keep one (comments, tracked changes). */
export const BLIND_NAME = "Author";

export async function makeBlindCopy(input: BlindCopyInput): Promise<BlindCopyResult> {
  try {
    if (input.format === "pdf") return { ok: true, bytes: await blindPdf(input.bytes) };
    return { ok: true, bytes: blindPackage(input.bytes, input.format) };
  } catch (err) {
    const encrypted = err instanceof Error && /encrypt/i.test(err.message);
    return {
      ok: false,
      reason: encrypted
        ? "The file is encrypted: its document properties cannot be removed"
        : "The file could not be read: its document properties cannot be removed",
    };
  }
}

// --- PDF

/**
 * Drops the Info dictionary and every XMP stream (/Metadata of the catalog, pages, images...),
 * renames the authors of comments (markup annotations' /T), and writes only the objects reachable
 * from the catalog: earlier revisions' Info dictionaries, kept in the file by incremental saves,
 * go too.
 */
async function blindPdf(bytes: Uint8Array): Promise<Uint8Array> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: false });
  const { context } = doc;
  context.trailerInfo.Info = undefined;
  const keep = blindReachable(context);
  for (const [ref] of context.enumerateIndirectObjects()) {
    if (!keep.has(ref)) context.delete(ref);
  }
  return doc.save({ useObjectStreams: true, updateFieldAppearances: false });
}

const METADATA = PDFName.of("Metadata");
const SUBTYPE = PDFName.of("Subtype");
const RECT = PDFName.of("Rect");
const TITLE = PDFName.of("T");
const WIDGET = PDFName.of("Widget");

/**
 * Walks the objects reachable from the catalog (and the encryption dictionary), removing on the
 * way each dictionary's /Metadata (so that no XMP stream stays reachable) and renaming each
 * annotation's author: an annotation's /T is its author (a comment's), but a widget's is a form
 * field's name. Returns the indirect objects reached.
 */
function blindReachable(context: PDFContext): Set<PDFRef> {
  const seen = new Set<PDFRef>();
  const pending: PDFObject[] = [];
  if (context.trailerInfo.Root) pending.push(context.trailerInfo.Root);
  if (context.trailerInfo.Encrypt) pending.push(context.trailerInfo.Encrypt);
  while (pending.length > 0) {
    const object = pending.pop()!;
    if (object instanceof PDFRef) {
      if (seen.has(object)) continue;
      seen.add(object);
      const target = context.lookup(object);
      if (target) pending.push(target);
    } else if (object instanceof PDFDict) {
      object.delete(METADATA);
      const kind = object.get(SUBTYPE);
      if (kind instanceof PDFName && kind !== WIDGET && object.has(RECT) && object.has(TITLE)) {
        object.set(TITLE, PDFString.of(BLIND_NAME));
      }
      for (const [, value] of object.entries()) pending.push(value);
    } else if (object instanceof PDFArray) {
      pending.push(...object.asArray());
    } else if (object instanceof PDFStream) {
      pending.push(object.dict);
    }
  }
  return seen;
}

// --- DOCX and ODT

/** An element `name` (any namespace prefix) with its content, or empty. */
function element(name: string): RegExp {
  return new RegExp(`<([\\w.-]+:)?${name}\\b[^>]*?(?:/>|>[\\s\\S]*?</\\1?${name}\\s*>)`, "g");
}

/** An attribute `name` (any prefix) and its value. */
function attribute(name: string): RegExp {
  return new RegExp(`(\\s(?:[\\w.-]+:)?${name}\\s*=\\s*)("[^"]*"|'[^']*')`, "g");
}

/** The people a DOCX names in its properties; the title, subject and keywords stay. */
const DOCX_CORE_PEOPLE = ["creator", "lastModifiedBy", "contributor"];
const DOCX_APP_PEOPLE = ["Company", "Manager"];
const EMPTY_CUSTOM_PROPERTIES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/custom-properties" xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes"/>';
/** Attributes naming the author of a comment, a tracked change or a person of people.xml. */
const DOCX_PART_PEOPLE = ["author", "initials", "userId", "providerId"];

const ODT_META_PEOPLE = ["initial-creator", "creator", "printed-by", "user-defined"];

function withoutElements(xml: string, names: string[]): string {
  return names.reduce((text, name) => text.replace(element(name), ""), xml);
}

function blindDocxPart(path: string, xml: string): string {
  if (path === "docProps/core.xml") return withoutElements(xml, DOCX_CORE_PEOPLE);
  if (path === "docProps/app.xml") return withoutElements(xml, DOCX_APP_PEOPLE);
  if (path === "docProps/custom.xml") return EMPTY_CUSTOM_PROPERTIES;
  if (path.startsWith("word/")) {
    return DOCX_PART_PEOPLE.reduce(
      (text, name) =>
        text.replace(
          attribute(name),
          (_m, lead: string, value: string) => `${lead}${value[0]}${BLIND_NAME}${value[0]}`,
        ),
      xml,
    );
  }
  return xml;
}

function blindOdtPart(path: string, xml: string): string {
  if (path === "meta.xml") return withoutElements(xml, ODT_META_PEOPLE);
  // Comments (office:annotation) and tracked changes (office:change-info) name their author in a
  // dc:creator element.
  return xml.replace(element("creator"), (m) => m.replace(/>[\s\S]*<\//, `>${BLIND_NAME}</`));
}

function blindPackage(bytes: Uint8Array, format: "docx" | "odt"): Uint8Array {
  const entries = unzipSync(bytes);
  const out: Zippable = {};
  for (const [path, data] of Object.entries(entries)) {
    if (/\.(xml|rels)$/i.test(path)) {
      const xml = strFromU8(data);
      const blind = format === "docx" ? blindDocxPart(path, xml) : blindOdtPart(path, xml);
      out[path] = [strToU8(blind), { level: 6 }];
    } else {
      // ODT's 'mimetype' must stay first and stored; pictures gain nothing from deflating again.
      out[path] = [data, { level: 0 }];
    }
  }
  return zipSync(out);
}
