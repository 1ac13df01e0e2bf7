// Small but genuine manuscript files for the upload tests: each has the bytes the server checks
// (PDF header, OLE2 Word document, DOCX and ODT ZIP structure, RTF header, LaTeX text), and
// impostors that only carry the name.
import zlib from "node:zlib";

/** Bytes on an ordinary ArrayBuffer (what File and Blob take). */
export type Bytes = Uint8Array<ArrayBuffer>;

export type ManuscriptFixture = { name: string; bytes: Bytes; mimeType: string };

const text = (value: string): Bytes => new Uint8Array(new TextEncoder().encode(value));

/** A one-page PDF (hand-written objects; readers accept it). */
export function pdfBytes(title = "Manuscript"): Bytes {
  return text(
    [
      "%PDF-1.4",
      "1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj",
      "2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj",
      "3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj",
      `4 0 obj << /Title (${title}) >> endobj`,
      "trailer << /Root 1 0 R /Info 4 0 R >>",
      "%%EOF",
      "",
    ].join("\n"),
  );
}

/** A PDF of exactly `size` bytes (header, then padding): for size limits. */
export function pdfOfSize(size: number): Bytes {
  const bytes = new Uint8Array(size);
  bytes.set(text("%PDF-1.7\n").subarray(0, size));
  return bytes;
}

/** A ZIP archive with stored (uncompressed) entries, in order. */
export function zipBytes(entries: { name: string; data: string | Bytes }[]): Bytes {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, "utf8");
    const data = Buffer.from(typeof entry.data === "string" ? text(entry.data) : entry.data);
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt16LE(0x21, 12); // 1980-01-01
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0, 10);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += 30 + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

export function docxBytes(): Bytes {
  return zipBytes([
    {
      name: "[Content_Types].xml",
      data: '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    },
    { name: "_rels/.rels", data: '<?xml version="1.0"?><Relationships/>' },
    {
      name: "word/document.xml",
      data: '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Manuscript</w:t></w:r></w:p></w:body></w:document>',
    },
  ]);
}

export function odtBytes(): Bytes {
  return zipBytes([
    { name: "mimetype", data: "application/vnd.oasis.opendocument.text" },
    { name: "content.xml", data: '<?xml version="1.0"?><office:document-content/>' },
    { name: "META-INF/manifest.xml", data: '<?xml version="1.0"?><manifest:manifest/>' },
  ]);
}

/** An OLE2 compound file whose directory names `stream` ("WordDocument" for a .doc). */
function ole2Bytes(stream: string): Bytes {
  const bytes = Buffer.alloc(1536);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(bytes, 0);
  bytes.writeUInt16LE(0x003e, 24); // minor version
  bytes.writeUInt16LE(0x0003, 26); // major version 3
  bytes.writeUInt16LE(0xfffe, 28); // little-endian
  bytes.writeUInt16LE(9, 30); // 512-byte sectors
  // The directory (sector 1): "Root Entry", then the stream.
  Buffer.from("Root Entry", "utf16le").copy(bytes, 1024);
  Buffer.from(stream, "utf16le").copy(bytes, 1024 + 128);
  return new Uint8Array(bytes);
}

export const docBytes = () => ole2Bytes("WordDocument");
/** An Excel 97 workbook: OLE2 too, but no Word document. */
export const xlsBytes = () => ole2Bytes("Workbook");

export const rtfBytes = () => text("{\\rtf1\\ansi\\deff0 {\\fonttbl {\\f0 Times;}} Manuscript\\par}");
export const texBytes = () =>
  text("\\documentclass{article}\n\\title{Manuscript}\n\\begin{document}\n\\maketitle\nText.\n\\end{document}\n");
/** A Windows executable's first bytes. */
export const exeBytes = (): Bytes =>
  new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, ...text("This program")]);

export const MANUSCRIPTS = {
  pdf: { name: "manuscript.pdf", bytes: pdfBytes(), mimeType: "application/pdf" },
  doc: { name: "manuscript.doc", bytes: docBytes(), mimeType: "application/msword" },
  docx: {
    name: "manuscript.docx",
    bytes: docxBytes(),
    mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  },
} satisfies Record<string, ManuscriptFixture>;
