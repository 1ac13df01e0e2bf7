// Decompression bombs: small, valid files that inflate to hundreds of megabytes, as an attacker
// would upload them: PDFs whose one stream is 1 GiB of zeros (about 1 MB on disk), a page's
// content or an object stream, and a PNG of 16-bit RGBA zeros.
import zlib from "node:zlib";

const MiB = 1024 * 1024;

/**
 * The zlib stream (RFC 1950) of `prefix` followed by `zeros` zero bytes. Compressing 1 GiB takes
 * seconds; after a full flush deflate starts again from an empty window, so every further MiB of
 * zeros compresses to the same bytes, which are repeated here instead.
 */
export function zerosDeflated(zeros: number, prefix: Buffer = Buffer.alloc(0)): Buffer {
  const flush = { level: 9, finishFlush: zlib.constants.Z_FULL_FLUSH };
  const block = zlib.deflateRawSync(Buffer.alloc(MiB), flush);
  const rest = zlib.deflateRawSync(Buffer.alloc(zeros % MiB), { level: 9 });
  // Adler-32 (RFC 1950): a = 1 + the bytes, b = the sum of a after each byte, both mod 65521.
  let a = 1;
  let b = 0;
  for (const byte of prefix) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  b = (b + (zeros % 65521) * a) % 65521;
  const adler = Buffer.alloc(4);
  adler.writeUInt16BE(b, 0);
  adler.writeUInt16BE(a, 2);
  return Buffer.concat([
    Buffer.from([0x78, 0xda]),
    zlib.deflateRawSync(prefix, flush),
    ...Array<Buffer>(Math.floor(zeros / MiB)).fill(block),
    rest,
    adler,
  ]);
}

/** A PDF of numbered objects (1, 2, ...) from their dictionaries or streams, with its xref table. */
function pdfOf(
  version: string,
  objects: (string | [dict: string, stream: Buffer])[],
  info?: number,
): Uint8Array<ArrayBuffer> {
  const parts: Buffer[] = [];
  const offsets: number[] = [];
  let length = 0;
  const add = (part: Buffer | string) => {
    const bytes = typeof part === "string" ? Buffer.from(part, "latin1") : part;
    parts.push(bytes);
    length += bytes.length;
  };
  add(`%PDF-${version}\n%\xe2\xe3\xcf\xd3\n`);
  for (const object of objects) {
    offsets.push(length);
    add(`${offsets.length} 0 obj\n`);
    if (typeof object === "string") add(object);
    else {
      const [dict, stream] = object;
      add(`<< ${dict} /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`);
      add(stream);
      add("\nendstream");
    }
    add("\nendobj\n");
  }
  const xref = length;
  add(`xref\n0 ${offsets.length + 1}\n0000000000 65535 f \n`);
  for (const offset of offsets) add(`${String(offset).padStart(10, "0")} 00000 n \n`);
  const infoRef = info ? ` /Info ${info} 0 R` : "";
  add(`trailer\n<< /Size ${offsets.length + 1} /Root 1 0 R${infoRef} >>\nstartxref\n${xref}\n%%EOF\n`);
  return new Uint8Array(Buffer.concat(parts));
}

const PAGE_TREE = ["<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>"];

/** A one-page PDF whose page content is `mebibytes` MiB of zeros once inflated (1 GiB by default). */
export function decompressionBombPdf(mebibytes = 1024): Uint8Array<ArrayBuffer> {
  return pdfOf(
    "1.7",
    [
      ...PAGE_TREE,
      "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>",
      ["", zerosDeflated(mebibytes * MiB)],
      "<< /Title (A manuscript) /Author (Ada Author) >>",
    ],
    5,
  );
}

/**
 * A one-page PDF with an object stream that holds one small object and then `mebibytes` MiB of
 * zeros: a parser that reads object streams whole when it loads the file (pdf-lib does) inflates
 * them all, whatever the page shows.
 */
export function objectStreamBombPdf(mebibytes = 1024): Uint8Array<ArrayBuffer> {
  const objects = Buffer.from("5 0\n<< /Producer (bomb) >>\n", "latin1");
  return pdfOf("1.7", [
    ...PAGE_TREE,
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>",
    ["/Type /ObjStm /N 1 /First 4", zerosDeflated(mebibytes * MiB, objects)],
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(data, zlib.crc32(head.subarray(4))));
  return Buffer.concat([head, data, crc]);
}

/**
 * A transparent PNG of `side` × `side` pixels at 16 bits per channel: 8 bytes a pixel once
 * decoded (6000 × 6000: 36 megapixels, within the upload's pixel limit, 288 MB decoded, 280 KB on
 * disk).
 */
export function decompressionBombPng(side = 6000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.writeUInt8(16, 8); // bits per channel
  header.writeUInt8(6, 9); // RGBA
  // Each row: filter type 0, then its pixels; all zeros.
  const rows = zerosDeflated(side * (1 + side * 8));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", rows),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}
