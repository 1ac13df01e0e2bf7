// What a received file really is, from its bytes: the name and the browser's content type are the
// uploader's claims, the content is the fact. Each check reads the signature of its format, and for
// container formats (OLE2, ZIP) the part that tells a Word document from a spreadsheet or an archive.
import fs from "node:fs";
import type { ManuscriptFormat } from "./manuscript-format";
import { readStoredEntry, readZipEntries } from "./zip-entries.server";

/** How much of the start of a file the checks need (and the upload keeps while streaming). */
export const SNIFF_HEAD_BYTES = 64 * 1024;

const PDF_MAGIC = Buffer.from("%PDF-", "latin1");
/** PDF readers accept junk before the header within the first kilobyte. */
const PDF_HEADER_WINDOW = 1024;
const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const RTF_MAGIC = Buffer.from("{\\rtf", "latin1");
/** The stream every Word 97-2003 document has, as its OLE2 directory entry names it (UTF-16LE). */
const WORD_STREAM_NAME = Buffer.from("WordDocument", "utf16le");
const ODT_MIMETYPE = "application/vnd.oasis.opendocument.text";

/** Whether `needle` occurs anywhere in the file, read in chunks (bounded memory). */
async function fileContains(filePath: string, needle: Buffer): Promise<boolean> {
  const chunkSize = 1024 * 1024;
  const handle = await fs.promises.open(filePath, "r");
  try {
    const buffer = Buffer.alloc(chunkSize + needle.length);
    let carried = 0;
    let position = 0;
    for (;;) {
      const { bytesRead } = await handle.read(buffer, carried, chunkSize, position);
      if (bytesRead === 0) return false;
      const filled = carried + bytesRead;
      if (buffer.subarray(0, filled).includes(needle)) return true;
      position += bytesRead;
      carried = Math.min(needle.length - 1, filled);
      buffer.copy(buffer, 0, filled - carried, filled);
    }
  } finally {
    await handle.close();
  }
}

async function zipFormat(filePath: string): Promise<ManuscriptFormat | null> {
  const entries = await readZipEntries(filePath);
  if (!entries) return null;
  const names = new Set(entries.map((e) => e.name));
  if (names.has("word/document.xml") && names.has("[Content_Types].xml")) return "docx";
  const mimetype = entries.find((e) => e.name === "mimetype");
  if (mimetype && names.has("content.xml")) {
    const content = await readStoredEntry(filePath, mimetype);
    if (content?.toString("latin1").trim() === ODT_MIMETYPE) return "odt";
  }
  return null;
}

/** Plain text (LaTeX source): no NUL byte and valid UTF-8 in the part read. */
function looksLikeText(head: Buffer): boolean {
  if (head.length === 0 || head.includes(0)) return false;
  try {
    // `stream: true`: a character cut at the end of the head is not an error.
    new TextDecoder("utf-8", { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/**
 * The manuscript format of the file at `filePath` (whose first bytes are `head`), or null when it
 * is none of them. LaTeX has no signature: a text file counts as "tex" only when its name says so
 * (`claimed`), and only if it is not one of the binary formats.
 */
export async function sniffManuscriptFormat(
  filePath: string,
  head: Buffer,
  claimed: ManuscriptFormat | null,
): Promise<ManuscriptFormat | null> {
  if (head.subarray(0, 8).equals(OLE2_MAGIC)) {
    return (await fileContains(filePath, WORD_STREAM_NAME)) ? "doc" : null;
  }
  if (head.subarray(0, 4).equals(ZIP_MAGIC)) return zipFormat(filePath);
  if (head.subarray(0, PDF_HEADER_WINDOW + PDF_MAGIC.length).includes(PDF_MAGIC)) return "pdf";
  if (head.subarray(0, RTF_MAGIC.length).equals(RTF_MAGIC)) return "rtf";
  if (claimed === "tex" && looksLikeText(head)) return "tex";
  return null;
}
