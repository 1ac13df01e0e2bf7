// The copy of a submission file that its reviewers get under double-blind review (ADR 054): the
// file without the document properties that name people (a PDF's Info and XMP, a DOCX's or ODT's
// core, app and custom properties, comments' authors), made in the sandbox after the file is
// stored and kept beside it. Files stored before 0030 get theirs when first needed. A file whose
// copy could not be made is never offered to those reviewers: its editors are told why.
import { AppError } from "~/lib/errors";
import { logger } from "~/lib/logger.server";
import { SandboxJobError, SandboxLimitError } from "~/lib/sandbox/sandbox-errors";
import { db, services } from "~/lib/services.server";
import { readUntrustedFile } from "~/modules/file-reader/file-reader.server";
import type { BlindCopyFormat } from "./blind-copy.child.server";
import { setBlindCopy } from "./submission-files.repository.server";

const FORMATS: Record<string, BlindCopyFormat> = {
  "application/pdf": "pdf",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
  "application/vnd.oasis.opendocument.text": "odt",
};

/** Documents whose properties may name their authors but that no code here can rewrite. */
const NOT_REWRITABLE = new Set(["application/msword", "application/rtf", "text/rtf"]);

/** Files larger than this get no copy (the sandbox holds the whole file, twice). */
export const BLIND_COPY_MAX_BYTES = 64 * 1024 * 1024;

export const BLIND_COPY_MESSAGES = {
  notRewritable: "Its document properties cannot be removed from this kind of file (.doc, .rtf)",
  tooLarge: "It is too large for its document properties to be removed",
  unreadable: "The file could not be read: its document properties cannot be removed",
  refused:
    "This file cannot be offered under double-blind review: its document properties, which may name its " +
    "authors, could not be removed. The editors have been told on the submission's Reviews tab.",
  notYet: "This file cannot be offered right now. Please try again in a few minutes.",
} as const;

type StoredFile = {
  id: string;
  storageKey: string;
  sizeBytes: number;
  mimeType: string;
  propertiesError?: string | null;
};
export type BlindCopyState = { blindCopyKey: string | null; blindCopyError: string | null };

/** Whether reviewers who must not learn the authors get a copy of this file rather than the file. */
export function needsBlindCopy(mimeType: string): boolean {
  return mimeType in FORMATS || NOT_REWRITABLE.has(mimeType);
}

/** Where a file's blind copy is stored: beside the file, under the submission's folder (storage-sweep). */
export function blindCopyKeyOf(storageKey: string): string {
  return `${storageKey}.blind`;
}

async function makeBlindCopy(file: StoredFile): Promise<BlindCopyState | null> {
  // The sandbox already gave up on this file when reading its properties: it would again.
  if (file.propertiesError) return { blindCopyKey: null, blindCopyError: file.propertiesError };
  return storeCopyWithoutProperties(file, blindCopyKeyOf(file.storageKey));
}

/**
 * Makes, in the sandbox, the copy of a stored file without the document properties that name
 * people, and stores it at `copyKey`; or says why none could be made. Null when the file is not in
 * storage. Also for reviewers' annotated files before they reach the authors (ADR 057).
 */
export async function storeCopyWithoutProperties(
  file: { storageKey: string; mimeType: string; sizeBytes?: number },
  copyKey: string,
): Promise<BlindCopyState | null> {
  const format = FORMATS[file.mimeType];
  if (!format) return { blindCopyKey: null, blindCopyError: BLIND_COPY_MESSAGES.notRewritable };
  if ((file.sizeBytes ?? 0) > BLIND_COPY_MAX_BYTES)
    return { blindCopyKey: null, blindCopyError: BLIND_COPY_MESSAGES.tooLarge };
  const { storage } = services();
  const stored = await storage.get(file.storageKey);
  if (!stored) return null;
  const bytes = new Uint8Array(await new Response(stored.stream).arrayBuffer());
  if (bytes.length > BLIND_COPY_MAX_BYTES) return { blindCopyKey: null, blindCopyError: BLIND_COPY_MESSAGES.tooLarge };
  try {
    const copy = await readUntrustedFile("blind-copy", { format, bytes });
    if (!copy.ok) return { blindCopyKey: null, blindCopyError: copy.reason };
    await storage.put(copyKey, copy.bytes);
    return { blindCopyKey: copyKey, blindCopyError: null };
  } catch (err) {
    if (err instanceof SandboxLimitError) return { blindCopyKey: null, blindCopyError: err.message };
    if (err instanceof SandboxJobError) return { blindCopyKey: null, blindCopyError: BLIND_COPY_MESSAGES.unreadable };
    throw err;
  }
}

/** Copies being made, shared by concurrent callers (two reviewers downloading at once), by file id. */
const making = new Map<string, Promise<BlindCopyState | null>>();

/**
 * Makes the file's blind copy in the sandbox and keeps it, or why it could not be made, on its
 * row; null when nothing could be learnt (the file is missing, the sandbox could not run: tried
 * again when next needed) or the file needs no copy. Never throws.
 */
export function recordBlindCopy(file: StoredFile): Promise<BlindCopyState | null> {
  if (!needsBlindCopy(file.mimeType)) return Promise.resolve(null);
  let pending = making.get(file.id);
  if (!pending) {
    pending = (async () => {
      try {
        const state = await makeBlindCopy(file);
        if (state) await setBlindCopy(db(), file.id, state);
        return state;
      } catch (err) {
        logger.error({ err, fileId: file.id }, "blind copy of a submission file not made");
        return null;
      } finally {
        making.delete(file.id);
      }
    })();
    making.set(file.id, pending);
  }
  return pending;
}

/**
 * The storage key a reviewer who must not learn the authors downloads: the blind copy (made now
 * for a file stored before 0030), the file itself when it has no document properties to remove.
 * 422 when no copy could be made, 503 when it could not be made now.
 */
export async function blindStorageKey(file: StoredFile & Partial<BlindCopyState>): Promise<string> {
  if (!needsBlindCopy(file.mimeType)) return file.storageKey;
  const state =
    file.blindCopyKey || file.blindCopyError
      ? { blindCopyKey: file.blindCopyKey ?? null, blindCopyError: file.blindCopyError ?? null }
      : await recordBlindCopy(file);
  if (!state) throw new AppError("submission_file.blind_copy_pending", 503, BLIND_COPY_MESSAGES.notYet);
  if (!state.blindCopyKey) throw new AppError("submission_file.not_blind", 422, BLIND_COPY_MESSAGES.refused);
  return state.blindCopyKey;
}
