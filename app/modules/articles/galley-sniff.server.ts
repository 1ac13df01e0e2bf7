// Whether a received galley is what it claims to be, from its bytes: a PDF by its header, an EPUB
// by its ZIP "mimetype" entry, HTML, XML and LaTeX as UTF-8 text with the marks of their kind. A
// renamed file (a text file called .pdf, a ZIP called .epub) is refused.
import { readStoredEntry, readZipEntries } from "~/modules/submission-files/zip-entries.server";
import type { GalleyUploadKind } from "./galley-format";

const PDF_MAGIC = Buffer.from("%PDF-", "latin1");
/** PDF readers accept junk before the header within the first kilobyte. */
const PDF_HEADER_WINDOW = 1024;
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const EPUB_MIMETYPE = "application/epub+zip";

const HTML_MARK = /<!doctype\s+html|<html[\s>]|<head[\s>]|<body[\s>]/i;
const XML_START = /^(?:<\?xml[\s?]|<!--[\s\S]*?-->\s*<[A-Za-z_]|<!DOCTYPE\s+[A-Za-z_]|<[A-Za-z_][\w.:-]*[\s/>])/;
const LATEX_MARK = /\\documentclass\b|\\begin\s*\{document\}/;

/** The head as text: null when it holds a NUL byte or is not UTF-8 (a binary file). */
function textOf(head: Buffer): string | null {
  if (head.length === 0 || head.includes(0)) return null;
  try {
    // `stream: true`: a character cut at the end of the head is not an error.
    return new TextDecoder("utf-8", { fatal: true }).decode(head, { stream: true }).replace(/^\uFEFF/, "");
  } catch {
    return null;
  }
}

async function isEpub(filePath: string): Promise<boolean> {
  const entries = await readZipEntries(filePath);
  // The EPUB container's first entry is "mimetype", stored, holding the media type.
  const mimetype = entries?.[0]?.name === "mimetype" ? entries[0] : entries?.find((e) => e.name === "mimetype");
  if (!mimetype) return false;
  const content = await readStoredEntry(filePath, mimetype);
  return content?.toString("latin1").trim() === EPUB_MIMETYPE;
}

/** Whether the file at `filePath`, whose first bytes are `head`, is a galley of kind `claimed`. */
export async function galleyContentMatches(
  filePath: string,
  head: Buffer,
  claimed: GalleyUploadKind,
): Promise<boolean> {
  switch (claimed) {
    case "pdf":
      return head.subarray(0, PDF_HEADER_WINDOW + PDF_MAGIC.length).includes(PDF_MAGIC);
    case "epub":
      return head.subarray(0, 4).equals(ZIP_MAGIC) && (await isEpub(filePath));
    case "html": {
      const text = textOf(head);
      return text !== null && HTML_MARK.test(text);
    }
    case "xml": {
      const text = textOf(head);
      return text !== null && XML_START.test(text.trimStart());
    }
    case "latex": {
      const text = textOf(head);
      return text !== null && LATEX_MARK.test(text);
    }
  }
}
