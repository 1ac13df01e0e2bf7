// Receives an uploaded picture (an issue or journal cover, a board member's photo, a conference
// cover) and makes its WebP sizes. The upload is streamed to a temp file under DATA_DIR/tmp/uploads
// (as manuscripts are) with its size counted while it arrives; what it is comes from its bytes (the
// signature of JPEG, PNG, WebP or GIF, then a full decode by sharp in the sandbox, ADR 049), never
// from its name or the browser's content type. The sizes are made once, here, before any
// transaction. Each caller gives its limits and its messages (the spec words them differently per
// screen).
import fs from "node:fs";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import busboy from "busboy";
import { AppError } from "~/lib/errors";
import { SandboxJobError } from "~/lib/sandbox/sandbox-errors";
import { services } from "~/lib/services.server";
import { readUntrustedFile } from "~/modules/file-reader/file-reader.server";
import { createTempUploadPath } from "~/modules/submission-files/upload-temp.server";
import type { RenditionRefusal } from "./image-renditions.server";
import {
  type ImageSize,
  type ImageUploadMessages,
  type ImageUploadRules,
  type StoredImageKind,
} from "./image-versions";

export const IMAGE_FORMATS = ["jpeg", "png", "webp", "gif"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** Room for the multipart framing beside the file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;
const HEAD_BYTES = 16;
const MULTIPART = /^multipart\/form-data\s*;/i;

const refused = (message: string, code = "image.invalid", status = 400) => new AppError(code, status, message);
const tooLarge = (rules: ImageUploadRules) => refused(rules.messages.tooLarge, "image.too_large", 413);

/**
 * Refuses, before a byte of the body is read, a request that is not multipart or that announces
 * more than the limit allows.
 */
export function checkImageRequest(request: Request, rules: ImageUploadRules): void {
  const contentType = request.headers.get("content-type") ?? "";
  if (!MULTIPART.test(contentType) || !request.body)
    throw refused(rules.messages.invalidRequest, "image.not_multipart");
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > rules.maxBytes + FORM_OVERHEAD_BYTES) throw tooLarge(rules);
}

/** The format a file's first bytes announce, if it is one of the formats read here. */
export function sniffImageFormat(head: Uint8Array): ImageFormat | null {
  const b = Buffer.from(head);
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "jpeg";
  if (b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  const gif = b.subarray(0, 6).toString("latin1");
  if (gif === "GIF87a" || gif === "GIF89a") return "gif";
  if (b.subarray(0, 4).toString("latin1") === "RIFF" && b.subarray(8, 12).toString("latin1") === "WEBP") return "webp";
  return null;
}

export type ReceivedImage = { tempPath: string; sizeBytes: number; head: Buffer; dispose: () => Promise<void> };

/**
 * Streams the one file of a multipart body (field "file") to a temp file, refusing it past
 * `rules.maxBytes` (413) as soon as it passes. The caller owns the temp file: call `dispose()`.
 */
export async function receiveImage(request: Request, rules: ImageUploadRules): Promise<ReceivedImage> {
  checkImageRequest(request, rules);
  const m = rules.messages;
  const source = Readable.fromWeb(request.body as unknown as NodeReadableStream<Uint8Array>);
  const parser = busboy({
    headers: { "content-type": request.headers.get("content-type") ?? "" },
    limits: { files: 1, fileSize: rules.maxBytes + 1, fields: 5, fieldSize: 1024, parts: 6 },
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
        return fail(refused(m.invalidRequest));
      }
      fileStream = stream;
      stream.on("error", () => {});
      written = writeTemp(stream, rules, (p) => (tempPath = p));
      written.catch(fail);
    });
    parser.on("filesLimit", () => fail(refused(m.invalidRequest)));
    parser.on("partsLimit", () => fail(refused(m.invalidRequest)));
    parser.on("fieldsLimit", () => fail(refused(m.invalidRequest)));
    parser.on("error", () => fail(refused(m.interrupted, "image.interrupted")));
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
    source.on("error", () => fail(refused(m.interrupted, "image.interrupted")));
    source.pipe(parser);
  });

  const dispose = async () => {
    if (tempPath) await fs.promises.rm(tempPath, { force: true });
  };
  try {
    await parsed;
    const task = written as Promise<{ sizeBytes: number; head: Buffer }> | null;
    if (!task) throw refused(m.noFile, "image.no_file");
    const { sizeBytes, head } = await task;
    if (sizeBytes === 0) throw refused(m.noFile, "image.no_file");
    return { tempPath: tempPath!, sizeBytes, head, dispose };
  } catch (error) {
    await (written as Promise<unknown> | null)?.catch(() => {});
    await dispose();
    throw error;
  }
}

async function writeTemp(stream: Readable, rules: ImageUploadRules, created: (path: string) => void) {
  const tempPath = await createTempUploadPath(services().env.dataDir);
  created(tempPath);
  let sizeBytes = 0;
  const head: Buffer[] = [];
  let headBytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      sizeBytes += chunk.length;
      if (sizeBytes > rules.maxBytes) return callback(tooLarge(rules));
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
    throw refused(rules.messages.interrupted, "image.interrupted");
  }
  if ((stream as Readable & { truncated?: boolean }).truncated) throw tooLarge(rules);
  return { sizeBytes, head: Buffer.concat(head) };
}

export type ImageRendition = ImageSize & { data: Buffer };
export type ProcessedImage = { original: ImageSize; renditions: ImageRendition[] };

/**
 * Checks that the received file is a JPEG, PNG, WebP or GIF by its content (signature here, then a
 * full decode in the sandbox, ADR 049) and makes the WebP sizes of `kind` (image-renditions.server.ts).
 * 400 with the screen's message for a file that is not such a picture or cannot be read; 422 with
 * the sandbox's message for one that passed its limits.
 */
export async function processImage(
  received: Pick<ReceivedImage, "tempPath" | "head">,
  kind: Pick<StoredImageKind, "widths" | "square">,
  messages: ImageUploadMessages,
): Promise<ProcessedImage> {
  const sniffed = sniffImageFormat(received.head);
  if (!sniffed) throw refused(messages.invalid, "image.not_image");
  try {
    const made = await readUntrustedFile("image-renditions", {
      path: received.tempPath,
      format: sniffed,
      widths: kind.widths,
      square: kind.square,
    });
    return {
      original: made.original,
      renditions: made.renditions.map((r) => ({
        ...r,
        data: Buffer.from(r.data.buffer, r.data.byteOffset, r.data.length),
      })),
    };
  } catch (error) {
    if (!(error instanceof SandboxJobError)) throw error;
    const reason = error.message as RenditionRefusal;
    if (reason === "not_image") throw refused(messages.invalid, "image.not_image");
    if (reason === "too_many_pixels") throw refused(messages.tooManyPixels, "image.too_many_pixels");
    throw refused(messages.unreadable, "image.unreadable");
  }
}
