// Just enough of the ZIP format to tell a DOCX or an ODT from any other ZIP: the entry names of the
// central directory, and the content of a stored (uncompressed) entry. Reads only the directory and
// the one entry, never the whole file; anything that does not parse is "not a ZIP" (null).
import fs from "node:fs";

const EOCD_SIGNATURE = 0x06054b50;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const ZIP64_EOCD_SIGNATURE = 0x06064b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
/** The end record (22 bytes) plus the longest comment. */
const EOCD_SEARCH_BYTES = 22 + 0xffff;
/** Manuscripts have a few hundred entries; a directory larger than this is not one. */
const MAX_DIRECTORY_BYTES = 16 * 1024 * 1024;

export type ZipEntry = { name: string; method: number; compressedSize: number; localHeaderOffset: number };

async function readAt(handle: fs.promises.FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/** Where the central directory is and its size, from the end record (ZIP64 too). */
async function findDirectory(handle: fs.promises.FileHandle, fileSize: number) {
  const tailStart = Math.max(0, fileSize - EOCD_SEARCH_BYTES);
  const tail = await readAt(handle, tailStart, fileSize - tailStart);
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) !== EOCD_SIGNATURE) continue;
    let size = tail.readUInt32LE(i + 12);
    let offset = tail.readUInt32LE(i + 16);
    if (
      (size === 0xffffffff || offset === 0xffffffff) &&
      i >= 20 &&
      tail.readUInt32LE(i - 20) === ZIP64_LOCATOR_SIGNATURE
    ) {
      const recordOffset = Number(tail.readBigUInt64LE(i - 20 + 8));
      const record = await readAt(handle, recordOffset, 56);
      if (record.length < 56 || record.readUInt32LE(0) !== ZIP64_EOCD_SIGNATURE) return null;
      size = Number(record.readBigUInt64LE(40));
      offset = Number(record.readBigUInt64LE(48));
    }
    if (offset + size > fileSize || size > MAX_DIRECTORY_BYTES) return null;
    return { offset, size };
  }
  return null;
}

/** The entries of the ZIP file at `filePath`, or null when it is not a readable ZIP. */
export async function readZipEntries(filePath: string): Promise<ZipEntry[] | null> {
  const handle = await fs.promises.open(filePath, "r");
  try {
    const { size: fileSize } = await handle.stat();
    const location = await findDirectory(handle, fileSize);
    if (!location) return null;
    const directory = await readAt(handle, location.offset, location.size);
    const entries: ZipEntry[] = [];
    let at = 0;
    while (at + 46 <= directory.length && directory.readUInt32LE(at) === CENTRAL_SIGNATURE) {
      const nameLength = directory.readUInt16LE(at + 28);
      const extraLength = directory.readUInt16LE(at + 30);
      const commentLength = directory.readUInt16LE(at + 32);
      if (at + 46 + nameLength > directory.length) return null;
      entries.push({
        name: directory.toString("utf8", at + 46, at + 46 + nameLength),
        method: directory.readUInt16LE(at + 10),
        compressedSize: directory.readUInt32LE(at + 20),
        localHeaderOffset: directory.readUInt32LE(at + 42),
      });
      at += 46 + nameLength + extraLength + commentLength;
    }
    return entries.length > 0 ? entries : null;
  } finally {
    await handle.close();
  }
}

/** The bytes of a stored (uncompressed, small) entry, or null. */
export async function readStoredEntry(filePath: string, entry: ZipEntry, maxBytes = 4096): Promise<Buffer | null> {
  if (entry.method !== 0 || entry.compressedSize > maxBytes) return null;
  const handle = await fs.promises.open(filePath, "r");
  try {
    const header = await readAt(handle, entry.localHeaderOffset, 30);
    if (header.length < 30 || header.readUInt32LE(0) !== LOCAL_SIGNATURE) return null;
    const dataStart = entry.localHeaderOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
    const data = await readAt(handle, dataStart, entry.compressedSize);
    return data.length === entry.compressedSize ? data : null;
  } finally {
    await handle.close();
  }
}
