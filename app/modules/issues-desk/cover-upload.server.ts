// Receives an issue cover and makes its WebP sizes. The upload is streamed to a temp file under
// DATA_DIR/tmp/uploads (as manuscripts are) with its size counted while it arrives; what it is comes
// from its bytes (the signature of JPEG, PNG, WebP or GIF, then a full decode by sharp), never from
// its name or the browser's content type. The sizes are made once, here, before any transaction.
import fs from "node:fs";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import busboy from "busboy";
import sharp, { type Metadata } from "sharp";
import { AppError } from "../../lib/errors";
import { services } from "../../lib/services.server";
import { coverWidthsFor, type CoverSize } from "../issues/issue-cover-image";
import { createTempUploadPath } from "../submission-files/upload-temp.server";
import { COVER_MAX_BYTES, COVER_MAX_PIXELS, ISSUE_MESSAGES, type CoverFormat } from "./issues-desk.constants";

/** Room for the multipart framing beside the file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;
const HEAD_BYTES = 16;
const MULTIPART = /^multipart\/form-data\s*;/i;

const refused = (message: string, code = "cover.invalid", status = 400) => new AppError(code, status, message);
const tooLarge = () => refused(ISSUE_MESSAGES.coverTooLarge, "cover.too_large", 413);

/**
 * Refuses, before a byte of the body is read, a request that is not multipart or that announces
 * more than the limit allows.
 */
export function checkCoverRequest(request: Request): void {
  const contentType = request.headers.get("content-type") ?? "";
  if (!MULTIPART.test(contentType) || !request.body)
    throw refused(ISSUE_MESSAGES.invalidRequest, "cover.not_multipart");
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > COVER_MAX_BYTES + FORM_OVERHEAD_BYTES) throw tooLarge();
}

/** The format a file's first bytes announce, if it is one of the cover formats. */
export function sniffCoverFormat(head: Uint8Array): CoverFormat | null {
  const b = Buffer.from(head);
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "jpeg";
  if (b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  const gif = b.subarray(0, 6).toString("latin1");
  if (gif === "GIF87a" || gif === "GIF89a") return "gif";
  if (b.subarray(0, 4).toString("latin1") === "RIFF" && b.subarray(8, 12).toString("latin1") === "WEBP") return "webp";
  return null;
}

export type ReceivedCover = { tempPath: string; sizeBytes: number; head: Buffer; dispose: () => Promise<void> };

/**
 * Streams the one file of a multipart body (field "file") to a temp file, refusing it past
 * COVER_MAX_BYTES (413) as soon as it passes. The caller owns the temp file: call `dispose()`.
 */
export async function receiveCover(request: Request): Promise<ReceivedCover> {
  checkCoverRequest(request);
  const source = Readable.fromWeb(request.body as unknown as NodeReadableStream<Uint8Array>);
  const parser = busboy({
    headers: { "content-type": request.headers.get("content-type") ?? "" },
    limits: { files: 1, fileSize: COVER_MAX_BYTES + 1, fields: 5, fieldSize: 1024, parts: 6 },
  });
  let tempPath: string | null = null;
  let written: Promise<{ sizeBytes: number; head: Buffer }> | null = null;
  let fileStream: Readable | null = null;

  const parsed = new Promise<void>((resolve, reject) => {
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      reject(error);
      // The rest of the body is read and dropped, so the client sees this answer, not a reset.
      source.unpipe(parser);
      source.resume();
      fileStream?.destroy();
    };
    parser.on("file", (name, stream) => {
      if (name !== "file" || written) {
        stream.resume();
        return fail(refused(ISSUE_MESSAGES.invalidRequest));
      }
      fileStream = stream;
      stream.on("error", () => {});
      written = writeTemp(stream, (p) => (tempPath = p));
      written.catch(fail);
    });
    parser.on("filesLimit", () => fail(refused(ISSUE_MESSAGES.invalidRequest)));
    parser.on("partsLimit", () => fail(refused(ISSUE_MESSAGES.invalidRequest)));
    parser.on("fieldsLimit", () => fail(refused(ISSUE_MESSAGES.invalidRequest)));
    parser.on("error", () => fail(refused(ISSUE_MESSAGES.coverInterrupted, "cover.interrupted")));
    parser.on("finish", () => {
      if (!written) {
        settled = true;
        return resolve();
      }
      written.then(() => {
        settled = true;
        resolve();
      }, fail);
    });
    source.on("error", () => fail(refused(ISSUE_MESSAGES.coverInterrupted, "cover.interrupted")));
    source.pipe(parser);
  });

  const dispose = async () => {
    if (tempPath) await fs.promises.rm(tempPath, { force: true });
  };
  try {
    await parsed;
    const task = written as Promise<{ sizeBytes: number; head: Buffer }> | null;
    if (!task) throw refused(ISSUE_MESSAGES.coverNoFile, "cover.no_file");
    const { sizeBytes, head } = await task;
    if (sizeBytes === 0) throw refused(ISSUE_MESSAGES.coverNoFile, "cover.no_file");
    return { tempPath: tempPath!, sizeBytes, head, dispose };
  } catch (error) {
    await (written as Promise<unknown> | null)?.catch(() => {});
    await dispose();
    throw error;
  }
}

async function writeTemp(stream: Readable, created: (path: string) => void) {
  const tempPath = await createTempUploadPath(services().env.dataDir);
  created(tempPath);
  let sizeBytes = 0;
  const head: Buffer[] = [];
  let headBytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      sizeBytes += chunk.length;
      if (sizeBytes > COVER_MAX_BYTES) return callback(tooLarge());
      if (headBytes < HEAD_BYTES) {
        const part = chunk.subarray(0, HEAD_BYTES - headBytes);
        head.push(Buffer.from(part));
        headBytes += part.length;
      }
      callback(null, chunk);
    },
  });
  try {
    await pipeline(stream, counter, fs.createWriteStream(tempPath, { flags: "wx", mode: 0o600 }));
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as NodeJS.ErrnoException | undefined)?.code;
    if (typeof code === "string" && /^E[A-Z]+$/.test(code) && code !== "ERR_STREAM_PREMATURE_CLOSE") throw error;
    throw refused(ISSUE_MESSAGES.coverInterrupted, "cover.interrupted");
  }
  if ((stream as Readable & { truncated?: boolean }).truncated) throw tooLarge();
  return { sizeBytes, head: Buffer.concat(head) };
}

export type CoverRendition = CoverSize & { data: Buffer };
export type ProcessedCover = { original: CoverSize; renditions: CoverRendition[] };

/**
 * Checks that the received file is an image of a cover format by its content (signature, then
 * sharp reads it whole) and makes its WebP sizes: the standard widths no wider than the picture,
 * turned upright (EXIF orientation), the first frame of an animation, metadata dropped.
 */
export async function processCover(received: Pick<ReceivedCover, "tempPath" | "head">): Promise<ProcessedCover> {
  const sniffed = sniffCoverFormat(received.head);
  if (!sniffed) throw refused(ISSUE_MESSAGES.coverInvalid, "cover.not_image");
  const open = () => sharp(received.tempPath, { limitInputPixels: COVER_MAX_PIXELS, failOn: "error", pages: 1 });
  let metadata: Metadata;
  try {
    metadata = await open().metadata();
  } catch {
    throw refused(ISSUE_MESSAGES.coverUnreadable, "cover.unreadable");
  }
  if (metadata.format !== sniffed) throw refused(ISSUE_MESSAGES.coverInvalid, "cover.not_image");
  const upright = metadata.autoOrient ?? { width: metadata.width, height: metadata.height };
  if (!upright.width || !upright.height) throw refused(ISSUE_MESSAGES.coverUnreadable, "cover.unreadable");
  if (upright.width * upright.height > COVER_MAX_PIXELS) {
    throw refused(ISSUE_MESSAGES.coverTooManyPixels, "cover.too_many_pixels");
  }
  const original = { width: upright.width, height: upright.height };
  try {
    const renditions: CoverRendition[] = [];
    for (const width of coverWidthsFor(original.width)) {
      const { data, info } = await open()
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true });
      renditions.push({ width, height: info.height, data });
    }
    return { original, renditions };
  } catch (error) {
    if (error instanceof AppError) throw error;
    const message = error instanceof Error ? error.message : "";
    if (/pixel limit/i.test(message)) throw refused(ISSUE_MESSAGES.coverTooManyPixels, "cover.too_many_pixels");
    throw refused(ISSUE_MESSAGES.coverUnreadable, "cover.unreadable");
  }
}
