import type { PageText, TextItem } from "./layout.types";

/**
 * The first pages hold a paper's front matter; the last one often says how to cite it (with the
 * DOI). Reading no more keeps a huge file cheap.
 */
export const FIRST_PAGES_READ = 3;

function pagesToRead(pageCount: number): number[] {
  const first = Array.from({ length: Math.min(pageCount, FIRST_PAGES_READ) }, (_, i) => i + 1);
  return pageCount > FIRST_PAGES_READ ? [...first, pageCount] : first;
}

export type ReadPdf = {
  pageCount: number;
  pages: PageText[];
  infoTitle: string | null;
  infoAuthor: string | null;
  /** Publishers often write the citation, DOI included, in the Info subject. */
  infoSubject: string | null;
  infoKeywords: string | null;
  /** The XMP metadata's properties (dc:title, dc:creator, prism:doi …), when the document has any. */
  xmp: Record<string, string | string[]>;
};

type PdfJs = typeof import("pdfjs-dist/legacy/build/pdf.mjs");
let pdfjsPromise: Promise<PdfJs> | null = null;

/**
 * pdf.js runs its parser in the same thread: importing the worker module first registers it on
 * `globalThis.pdfjsWorker`, which pdf.js uses instead of loading a worker script by path (a path
 * that would not survive bundling of the server build).
 */
export function loadPdfJs(): Promise<PdfJs> {
  pdfjsPromise ??= (async () => {
    await import("pdfjs-dist/legacy/build/pdf.worker.mjs");
    return import("pdfjs-dist/legacy/build/pdf.mjs");
  })();
  return pdfjsPromise;
}

type RawTextItem = { str: string; transform: number[]; width: number; fontName: string };

function isTextItem(item: unknown): item is RawTextItem {
  return typeof item === "object" && item !== null && "str" in item && "transform" in item;
}

/** Whether pdf.js knows the font as bold: only known once the page's operators were read. */
function boldFonts(commonObjs: { has(id: string): boolean; get(id: string): unknown }, ids: string[]) {
  const bold = new Set<string>();
  for (const id of ids) {
    try {
      if (!commonObjs.has(id)) continue;
      const font = commonObjs.get(id) as { bold?: boolean; black?: boolean } | null;
      if (font?.bold || font?.black) bold.add(id);
    } catch {
      // A font pdf.js could not load: treat it as regular.
    }
  }
  return bold;
}

type PdfDocument = Awaited<ReturnType<PdfJs["getDocument"]>["promise"]>;

/**
 * Opens `bytes` with pdf.js, runs `read` on the document and frees it. Runs in the sandbox's child
 * only (ADR 049): a decompression bomb grows that process, which the server kills past its limits.
 * Throws whatever pdf.js throws for bytes that are not a PDF.
 */
async function withPdf<T>(bytes: Uint8Array, read: (doc: PdfDocument) => Promise<T>): Promise<T> {
  const pdfjs = await loadPdfJs();
  // pdf.js takes ownership of the buffer it is given: hand it a copy.
  const task = pdfjs.getDocument({
    data: bytes.slice(),
    verbosity: 0,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    // Text and fonts are all that is read: images are not decoded (page 1's operators are read for
    // its fonts, and decoding its figures took half of that time).
    maxImageSize: 1,
  });
  try {
    return await read(await task.promise);
  } finally {
    await task.destroy().catch(() => undefined);
  }
}

function infoOf(info: { info?: unknown } | null) {
  const record = (info?.info ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === "string" ? value : null);
  return {
    infoTitle: text(record.Title),
    infoAuthor: text(record.Author),
    infoSubject: text(record.Subject),
    infoKeywords: text(record.Keywords),
  };
}

/** The XMP properties pdf.js parsed, kept when they are text or lists of text. */
function xmpOf(info: { metadata?: unknown } | null): Record<string, string | string[]> {
  const xmp: Record<string, string | string[]> = {};
  const metadata = info?.metadata as Iterable<[string, unknown]> | null | undefined;
  let all: [string, unknown][] = [];
  try {
    all = metadata && Symbol.iterator in Object(metadata) ? [...metadata] : [];
  } catch {
    // Unreadable XMP: the page alone is read.
  }
  for (const [key, value] of all) {
    if (typeof value === "string") xmp[key] = value;
    else if (Array.isArray(value)) xmp[key] = value.filter((v): v is string => typeof v === "string");
  }
  return xmp;
}

export type PdfInfo = { pageCount: number; infoAuthor: string | null };

/**
 * The document's page count and Info author, from its cross-reference table, catalogue and Info
 * dictionary alone: no page's content is decoded.
 */
export async function readPdfInfo(bytes: Uint8Array): Promise<PdfInfo> {
  return withPdf(bytes, async (doc) => {
    const info = await doc.getMetadata().catch(() => null);
    return { pageCount: doc.numPages, infoAuthor: infoOf(info).infoAuthor };
  });
}

/**
 * Decodes the first page's content and reads its text, as a reader's viewer does first: a PDF whose
 * first page cannot be shown within the sandbox's limits is one its reviewers cannot read either.
 * The number of text items found.
 */
export async function readFirstPage(bytes: Uint8Array): Promise<{ textItems: number }> {
  return withPdf(bytes, async (doc) => {
    if (doc.numPages === 0) return { textItems: 0 };
    const page = await doc.getPage(1);
    const content = await page.getTextContent();
    page.cleanup();
    return { textItems: content.items.length };
  });
}

/**
 * Reads the text items of the first pages with their positions, font sizes and fonts, plus the
 * document's Info title and author.
 */
export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  return withPdf(bytes, async (doc) => {
    const info = await doc.getMetadata().catch(() => null);
    const pages: PageText[] = [];
    for (const number of pagesToRead(doc.numPages)) {
      const page = await doc.getPage(number);
      const viewport = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      // Reading the operators loads the fonts, which tells bold ones apart; the first page holds
      // the headings that matter, so the others skip that cost.
      let bold = new Set<string>();
      if (number === 1) {
        await page.getOperatorList().catch(() => null);
        bold = boldFonts(page.commonObjs, Object.keys(content.styles));
      }
      // Page coordinates grow upwards from the bottom of the page box; ours grow downwards.
      const [left, , , top] = page.view;
      const items: TextItem[] = [];
      for (const raw of content.items) {
        if (!isTextItem(raw) || raw.str.length === 0) continue;
        const [a, b, c, d, e, f] = raw.transform;
        const fontSize = Math.hypot(c, d) || Math.hypot(a, b);
        // Rotated text (margins, watermarks) is not part of the front matter.
        if (Math.abs(b) > 0.01 * Math.abs(a) || fontSize <= 0) continue;
        items.push({
          text: raw.str,
          x: e - left,
          y: top - f,
          width: raw.width,
          fontSize,
          bold: bold.has(raw.fontName),
          font: raw.fontName,
        });
      }
      pages.push({ page: number, width: viewport.width, height: viewport.height, items });
      page.cleanup();
    }
    return { pageCount: doc.numPages, pages, ...infoOf(info), xmp: xmpOf(info) };
  });
}
