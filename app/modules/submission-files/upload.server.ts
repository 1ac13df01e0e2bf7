// Receives a multipart upload: the form fields in memory, the one file streamed to a temp file
// under DATA_DIR/tmp/uploads (a 50 MB manuscript is never held in memory), its size limited while
// it arrives and its content checked once complete. Nothing is written to the database or to
// storage here: the caller does that, in one transaction, only once this has returned.
import fs from "node:fs";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import busboy from "busboy";
import { AppError } from "~/lib/errors";
import { services } from "~/lib/services.server";
import { SNIFF_HEAD_BYTES, sniffManuscriptFormat } from "./content-sniff.server";
import { sanitizeFileName } from "./file-name";
import {
  MANUSCRIPT_FORMAT_INFO,
  contentMismatchMessage,
  emptyFileMessage,
  fileTooLargeMessage,
  formatOfFileName,
  invalidFormatMessage,
  type ManuscriptFormat,
} from "./manuscript-format";
import { FILE_MESSAGES } from "./submission-files.constants";
import type { ReceivedUpload } from "./submission-files.types";
import type { UploadAllowance } from "./upload-limits.server";
import { createTempUploadPath } from "./upload-temp.server";
import { containsNul } from "~/lib/nul";

/** Room for the text fields and the multipart framing beside the file. */
const FORM_OVERHEAD_BYTES = 1024 * 1024;
/** The wizard's JSON is the largest field (well under this). */
const FIELD_MAX_BYTES = 512 * 1024;
const MAX_FIELDS = 20;

const MULTIPART = /^multipart\/form-data\s*;/i;

type WrittenFile = { tempPath: string; fileName: string; mimeType: string; sizeBytes: number; head: Buffer };

const badRequest = (message: string, code = "upload.invalid") => new AppError(code, 400, message);
const tooLarge = (maxBytes: number) => new AppError("upload.too_large", 413, fileTooLargeMessage(maxBytes));

/**
 * The formats an upload endpoint takes: what the file claims to be (its name, else the browser's
 * content type), checked before a byte is stored, and whether its content is that, once complete.
 */
export type UploadFormatRules<F extends string> = {
  /** The allowed format the file claims, or null (refused before its bytes are read). */
  claimed(fileName: string, mimeType: string): F | null;
  /** Whether the received file (at `filePath`, starting with `head`) really is `claimed`. */
  matches(filePath: string, head: Buffer, claimed: F): Promise<boolean>;
  /** The MIME type the server stores and serves for the format. */
  mimeType(format: F): string;
  invalidFormat(fileName: string): string;
  contentMismatch(fileName: string, claimed: F): string;
};

/** A file received completely into a temp file, its content checked against `UploadFormatRules`. */
export type ReceivedFile<F extends string> = {
  tempPath: string;
  fileName: string;
  sizeBytes: number;
  format: F;
  mimeType: string;
};

/** The manuscript formats of a journal as upload rules. */
function manuscriptRules(allowedFormats: readonly ManuscriptFormat[]): UploadFormatRules<ManuscriptFormat> {
  return {
    claimed: (fileName) => {
      const claimed = formatOfFileName(fileName);
      return claimed && allowedFormats.includes(claimed) ? claimed : null;
    },
    matches: async (filePath, head, claimed) => (await sniffManuscriptFormat(filePath, head, claimed)) === claimed,
    mimeType: (format) => MANUSCRIPT_FORMAT_INFO[format].mimeType,
    invalidFormat: (fileName) => invalidFormatMessage(fileName, allowedFormats),
    contentMismatch: contentMismatchMessage,
  };
}

/**
 * Reads `request` (multipart/form-data) with at most one file, in the field "file". Throws AppError
 * 400 for a body that is not multipart, a second file, a file of a format not in `allowedFormats`
 * (by name, then by content), an empty file or an interrupted body; 413 past `maxBytes` and 429
 * past `allowance` (nothing more is parsed or written, the rest of the body is dropped). On any
 * failure the temp file is already removed; on success the caller owns it: call `dispose()` in
 * `finally`.
 */
export async function receiveUpload(
  request: Request,
  opts: {
    maxBytes: number;
    allowedFormats: readonly ManuscriptFormat[];
    /**
     * What is left of the uploader's daily allowance (upload-limits.server.ts): a file that passes
     * it is refused with `exceeded()` (429) as soon as it does, like one past `maxBytes`.
     */
    allowance?: UploadAllowance;
  },
): Promise<ReceivedUpload> {
  return receiveFileUpload(request, {
    maxBytes: opts.maxBytes,
    allowance: opts.allowance,
    formats: manuscriptRules(opts.allowedFormats),
  });
}

/** `receiveUpload` for any set of formats (`formats`): the same streaming, limits and checks. */
export async function receiveFileUpload<F extends string>(
  request: Request,
  opts: { maxBytes: number; allowance?: UploadAllowance; formats: UploadFormatRules<F> },
): Promise<{ fields: Record<string, string>; file: ReceivedFile<F> | null; dispose(): Promise<void> }> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!MULTIPART.test(contentType) || !request.body)
    throw badRequest(FILE_MESSAGES.notMultipart, "upload.not_multipart");
  // An announced length that cannot fit is refused before a byte is read.
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > opts.maxBytes + FORM_OVERHEAD_BYTES) throw tooLarge(opts.maxBytes);
  if (opts.allowance && Number.isFinite(declared) && declared > opts.allowance.leftBytes + FORM_OVERHEAD_BYTES) {
    throw opts.allowance.exceeded();
  }

  const dataDir = services().env.dataDir;
  const fields: Record<string, string> = {};
  const source = Readable.fromWeb(request.body as unknown as NodeReadableStream<Uint8Array>);
  const parser = busboy({
    headers: { "content-type": contentType },
    defParamCharset: "utf8",
    limits: {
      files: 1,
      // One byte more than allowed, so that the counter below sees the excess and refuses it.
      fileSize: opts.maxBytes + 1,
      fields: MAX_FIELDS,
      fieldSize: FIELD_MAX_BYTES,
      parts: MAX_FIELDS + 1,
    },
  });

  let tempPath: string | null = null;
  let fileStream: Readable | null = null;
  let fileTask: Promise<WrittenFile> | null = null;
  let fail: (error: unknown) => void = () => {};

  const parsed = new Promise<void>((resolve, reject) => {
    let settled = false;
    fail = (error) => {
      if (settled) return;
      settled = true;
      reject(error);
      // Stop parsing and writing. The rest of the body is read and dropped, not cut off: a
      // client still sending would otherwise see a connection reset instead of this answer.
      source.unpipe(parser);
      source.resume();
      fileStream?.destroy(error instanceof Error ? error : undefined);
    };

    parser.on("field", (name, value, info) => {
      if (info.nameTruncated || info.valueTruncated) return fail(badRequest(FILE_MESSAGES.fieldTooLarge));
      if (containsNul(name) || containsNul(value)) return fail(badRequest(FILE_MESSAGES.invalidField));
      fields[name] = value;
    });
    parser.on("file", (name, stream, info) => {
      if (name !== "file") {
        stream.resume();
        return fail(badRequest(FILE_MESSAGES.unexpectedFile));
      }
      if (!info.filename) {
        stream.resume(); // a file input left empty: no file
        return;
      }
      const fileName = sanitizeFileName(info.filename);
      const claimed = opts.formats.claimed(fileName, info.mimeType);
      // The name alone already rules it out: refuse before storing a byte.
      if (!claimed) {
        stream.resume();
        return fail(badRequest(opts.formats.invalidFormat(fileName), "upload.invalid_format"));
      }
      fileStream = stream;
      // Its errors reach the pipeline below; one after the pipeline ended must not crash the process.
      stream.on("error", () => {});
      fileTask = writeTempFile(dataDir, stream, opts, (path) => (tempPath = path)).then((written) => ({
        ...written,
        fileName,
        mimeType: info.mimeType,
      }));
      fileTask.catch((error) => fail(writeFailure(error)));
    });
    parser.on("filesLimit", () => fail(badRequest(FILE_MESSAGES.unexpectedFile)));
    parser.on("fieldsLimit", () => fail(badRequest(FILE_MESSAGES.invalidRequest)));
    parser.on("partsLimit", () => fail(badRequest(FILE_MESSAGES.invalidRequest)));
    parser.on("error", (error: Error) =>
      fail(
        badRequest(
          /unexpected end/i.test(error.message) ? FILE_MESSAGES.interrupted : FILE_MESSAGES.invalidRequest,
          "upload.unreadable",
        ),
      ),
    );
    // The whole body was parsed (busboy waits for the file part's stream to end first).
    parser.on("finish", () => {
      if (!fileTask) {
        settled = true;
        return resolve();
      }
      fileTask.then(() => {
        settled = true;
        resolve();
      }, fail);
    });
    // The client went away or its connection broke in the middle of the body.
    source.on("error", () => fail(badRequest(FILE_MESSAGES.interrupted, "upload.interrupted")));
    source.pipe(parser);
  });

  const removeTemp = async () => {
    if (tempPath) await fs.promises.rm(tempPath, { force: true });
  };

  try {
    await parsed;
    // Assigned in the parser's callbacks, which TypeScript cannot follow.
    const task = fileTask as Promise<WrittenFile> | null;
    if (!task) return { fields, file: null, dispose: async () => {} };
    const file = await checkContent(await task, opts.formats);
    return { fields, file, dispose: removeTemp };
  } catch (error) {
    // The file may still be being opened or written: let that end before removing it.
    await (fileTask as Promise<unknown> | null)?.catch(() => {});
    await removeTemp();
    throw error;
  }
}

/**
 * Why writing the temp file failed: our own refusal (too large), a system error of the server
 * (disk full, permissions: not the client's fault, kept as it is), or the body ending early.
 */
function writeFailure(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (typeof code === "string" && /^E[A-Z]+$/.test(code)) return error;
  return badRequest(FILE_MESSAGES.interrupted, "upload.interrupted");
}

/** Streams one file part into a new temp file, counting bytes and keeping the first ones. */
async function writeTempFile(
  dataDir: string,
  stream: Readable,
  { maxBytes, allowance }: { maxBytes: number; allowance?: UploadAllowance },
  created: (path: string) => void,
): Promise<{ tempPath: string; sizeBytes: number; head: Buffer }> {
  const tempPath = await createTempUploadPath(dataDir);
  created(tempPath);
  let sizeBytes = 0;
  const headChunks: Buffer[] = [];
  let headBytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      sizeBytes += chunk.length;
      if (sizeBytes > maxBytes) return callback(tooLarge(maxBytes));
      if (allowance && sizeBytes > allowance.leftBytes) return callback(allowance.exceeded());
      if (headBytes < SNIFF_HEAD_BYTES) {
        const part = chunk.subarray(0, SNIFF_HEAD_BYTES - headBytes);
        headChunks.push(Buffer.from(part));
        headBytes += part.length;
      }
      callback(null, chunk);
    },
  });
  await pipeline(stream, counter, fs.createWriteStream(tempPath, { flags: "wx", mode: 0o600 }));
  // busboy ends a file at its size limit quietly (marking it truncated): that is too large as well.
  if ((stream as Readable & { truncated?: boolean }).truncated) throw tooLarge(maxBytes);
  return { tempPath, sizeBytes, head: Buffer.concat(headChunks) };
}

/** The received file when its content is the format it claims (and that format is allowed). */
async function checkContent<F extends string>(
  written: WrittenFile,
  formats: UploadFormatRules<F>,
): Promise<ReceivedFile<F>> {
  const claimed = formats.claimed(written.fileName, written.mimeType);
  if (!claimed) throw badRequest(formats.invalidFormat(written.fileName), "upload.invalid_format");
  if (written.sizeBytes === 0) throw badRequest(emptyFileMessage(written.fileName), "upload.empty");
  if (!(await formats.matches(written.tempPath, written.head, claimed))) {
    throw badRequest(formats.contentMismatch(written.fileName, claimed), "upload.content_mismatch");
  }
  return {
    tempPath: written.tempPath,
    fileName: written.fileName,
    sizeBytes: written.sizeBytes,
    format: claimed,
    mimeType: formats.mimeType(claimed),
  };
}
