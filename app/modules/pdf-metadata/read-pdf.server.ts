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
};

type PdfJs = typeof import("pdfjs-dist/legacy/build/pdf.mjs");
let pdfjsPromise: Promise<PdfJs> | null = null;

/**
 * pdf.js runs its parser in the same thread: importing the worker module first registers it on
 * `globalThis.pdfjsWorker`, which pdf.js uses instead of loading a worker script by path (a path
 * that would not survive bundling of the server build).
 */
function loadPdfJs(): Promise<PdfJs> {
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

/**
 * Reads the text items of the first pages with their positions, font sizes and fonts, plus the
 * document's Info title and author. Throws whatever pdf.js throws for bytes that are not a PDF.
 */
export async function readPdf(bytes: Uint8Array, signal: AbortSignal): Promise<ReadPdf> {
  const pdfjs = await loadPdfJs();
  // pdf.js takes ownership of the buffer it is given: hand it a copy.
  const task = pdfjs.getDocument({
    data: bytes.slice(),
    verbosity: 0,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
  });
  const abort = () => void task.destroy();
  signal.addEventListener("abort", abort, { once: true });
  try {
    const doc = await task.promise;
    const info = await doc.getMetadata().catch(() => null);
    const infoRecord = (info?.info ?? {}) as Record<string, unknown>;
    const pages: PageText[] = [];
    for (const number of pagesToRead(doc.numPages)) {
      if (signal.aborted) break;
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
    return {
      pageCount: doc.numPages,
      pages,
      infoTitle: typeof infoRecord.Title === "string" ? infoRecord.Title : null,
      infoAuthor: typeof infoRecord.Author === "string" ? infoRecord.Author : null,
      infoSubject: typeof infoRecord.Subject === "string" ? infoRecord.Subject : null,
    };
  } finally {
    signal.removeEventListener("abort", abort);
    await task.destroy().catch(() => undefined);
  }
}
