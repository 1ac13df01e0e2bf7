// Use cases of a submission's files: list, upload, replace, delete, download. Every change writes
// the file row, the stored file and the History entry together: the stored file first, then the
// row and the event in one transaction (the file removed again if it rolls back), and an old file
// removed only after the commit. A crash between the two leaves at most an unreferenced stored
// file, which the sweep removes (storage-sweep.server.ts, ADR 010).
import crypto from "node:crypto";
import type { Db } from "~/db/client.server";
import { AppError } from "~/lib/errors";
import { logger } from "~/lib/logger.server";
import { db, services } from "~/lib/services.server";
import { signedDownloadUrl } from "~/lib/storage.server";
import type { CurrentUser } from "~/modules/auth/current-user";
import { can } from "~/modules/auth/permissions";
import { requirePermission } from "~/modules/auth/permissions.server";
import {
  loadSubmissionFor,
  submissionResource,
  type AccessibleSubmission,
} from "~/modules/submissions/submission-access.server";
import { recordSubmissionEvent } from "~/modules/submissions/submission-events.server";
import { submissionRulesFor } from "~/modules/submissions/submission-rules.server";
import type { SubmissionRules } from "~/modules/submissions/submission-rules";
import { blindStorageKey } from "./blind-copy.server";
import { recordFileProperties } from "./file-properties.server";
import { FILE_MESSAGES } from "./submission-files.constants";
import {
  deleteSubmissionFileRow,
  findCurrentManuscript,
  findSubmissionFile,
  findSubmissionFiles,
  insertSubmissionFile,
  type SubmissionFileRow,
} from "./submission-files.repository.server";
import type { DownloadLink, SubmissionFileView, TempFile } from "./submission-files.types";
import { checkUploadLimitsBeforeReceiving, enforceUploadLimits, type UploadAllowance } from "./upload-limits.server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const fileNotFound = () => new AppError("submission_file.not_found", 404, FILE_MESSAGES.fileNotFound);

/** Where a submission's file is stored: chosen here, never from anything the uploader sent. */
export function submissionFileKey(submissionId: string, fileId: string): string {
  return `submissions/${submissionId}/${fileId}`;
}

/** A received file's row, for a file stored at `storageKey` before the transaction (transactionAfterStoring). */
export type SubmissionFileInput = {
  id: string;
  storageKey: string;
  submissionId: string;
  file: TempFile;
  uploadedBy: string;
  isInitial: boolean;
};

/** A new file's id and the key it is stored at. */
export function newSubmissionFileKey(submissionId: string): { id: string; storageKey: string } {
  const id = crypto.randomUUID();
  return { id, storageKey: submissionFileKey(submissionId, id) };
}

/**
 * Inserts the row of a file already stored at its key, inside the caller's transaction `tx`.
 * Records no History entry (the caller's use case records its own).
 */
export async function recordSubmissionFile(tx: Db, input: SubmissionFileInput): Promise<{ createdAt: Date }> {
  const createdAt = new Date();
  await insertSubmissionFile(tx, {
    id: input.id,
    submissionId: input.submissionId,
    fileName: input.file.fileName,
    storageKey: input.storageKey,
    sizeBytes: input.file.sizeBytes,
    mimeType: input.file.mimeType,
    isInitial: input.isInitial,
    uploadedBy: input.uploadedBy,
    createdAt,
    updatedAt: createdAt,
  });
  return { createdAt };
}

/** Removes a stored file whose row was rolled back or deleted; a failure is logged (the sweep retries). */
export async function discardStoredFile(storageKey: string): Promise<void> {
  try {
    await services().storage.delete(storageKey);
  } catch (err) {
    logger.warn({ err, storageKey }, "stored file not removed; the orphan sweep will remove it");
  }
}

/**
 * Stores each received temp file at its key first, then runs `work` in one transaction of the
 * platform database. No file is written inside a transaction: on S3 an upload lasts as long as the
 * network takes, and an open transaction would hold its row locks (and PGlite's only connection)
 * all that while. If storing, the work or the commit fails, the files are removed again; a crash
 * before that leaves unreferenced files, which the sweeps remove after their grace period (ADR 010).
 */
export async function transactionAfterStoring<T>(
  files: { storageKey: string; tempPath: string }[],
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  const stored: string[] = [];
  try {
    for (const file of files) {
      stored.push(file.storageKey);
      await services().storage.putFile(file.storageKey, file.tempPath);
    }
    return await db().transaction(work);
  } catch (error) {
    await Promise.all(stored.map(discardStoredFile));
    throw error;
  }
}

/** The files of a submission the user may view, newest first. */
export async function listSubmissionFiles(
  user: CurrentUser,
  submission: AccessibleSubmission,
): Promise<SubmissionFileView[]> {
  requirePermission(user, "submission.view", submissionResource(submission));
  const rows = await findSubmissionFiles(db(), submission.id);
  return rows.map(({ propertiesError, ...row }) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    readError: propertiesError,
  }));
}

/** The files of the submission `submissionId` (404 unless the user may view it), newest first. */
export async function findSubmissionFilesFor(user: CurrentUser, submissionId: string): Promise<SubmissionFileView[]> {
  return listSubmissionFiles(user, await loadSubmissionFor(user, submissionId));
}

/**
 * Checks, before any byte of an upload is read, that `user` may upload to the submission, and
 * gives the journal's limits to receive it with. 404 when the submission is not visible, 403 when
 * the user may not upload (an author once the submission is under review).
 */
export async function prepareSubmissionUpload(
  user: CurrentUser,
  submissionId: string,
): Promise<{ submission: AccessibleSubmission; rules: SubmissionRules; allowance: UploadAllowance }> {
  const submission = await loadSubmissionFor(user, submissionId, {
    action: "submissionFile.upload",
    deniedMessage: FILE_MESSAGES.uploadNotAllowed,
  });
  // 429 when the day's allowance is used up; 409 when the submission is full and the user could not
  // be replacing a file (an editor's replacement is settled in the transaction).
  const allowance = await checkUploadLimitsBeforeReceiving(user, {
    submissionId: submission.id,
    canReplace: can(user, "submissionFile.manage", submissionResource(submission)),
  });
  return { submission, rules: await submissionRulesFor(submission.journalId), allowance };
}

/**
 * Adds a received file to a submission, or, with `replaceFileId`, replaces that file (editors and
 * admins): the old row goes and the new one comes in one transaction, the new file keeping the
 * old one's 'Initial Submission' mark. Permissions are checked again under the submission's lock
 * (its status may have changed while the file arrived). Once stored, the file is read once in the
 * sandbox and what it says of itself kept on its row (file-properties.server.ts, ADR 049).
 */
export async function uploadSubmissionFile(
  user: CurrentUser,
  submissionId: string,
  input: { file: TempFile; replaceFileId?: string | null },
): Promise<SubmissionFileView> {
  const { id, storageKey } = newSubmissionFileKey(submissionId);
  const { stored, replaced } = await transactionAfterStoring(
    [{ storageKey, tempPath: input.file.tempPath }],
    async (tx) => {
      const submission = await loadSubmissionFor(user, submissionId, {
        action: "submissionFile.upload",
        deniedMessage: FILE_MESSAGES.uploadNotAllowed,
        tx,
        forUpdate: true,
      });
      let replaced: SubmissionFileRow | undefined;
      if (input.replaceFileId) {
        requirePermission(
          user,
          "submissionFile.manage",
          submissionResource(submission),
          FILE_MESSAGES.manageNotAllowed,
        );
        if (!UUID.test(input.replaceFileId)) throw fileNotFound();
        replaced = await findSubmissionFile(tx, submission.id, input.replaceFileId, { forUpdate: true });
        if (!replaced) throw fileNotFound();
        await deleteSubmissionFileRow(tx, replaced.id);
      }
      // Under the submission's lock, the replaced row already gone: 409 when full, 429 past the allowance.
      await enforceUploadLimits(tx, { user, submissionId: submission.id, sizeBytes: input.file.sizeBytes });
      const stored = await recordSubmissionFile(tx, {
        id,
        storageKey,
        submissionId: submission.id,
        file: input.file,
        uploadedBy: user.id,
        isInitial: replaced?.isInitial ?? false,
      });
      if (replaced) {
        await recordSubmissionEvent(tx, {
          submissionId: submission.id,
          actorId: user.id,
          kind: "file_replaced",
          detail: { fileName: input.file.fileName, previousFileName: replaced.fileName },
        });
      } else {
        await recordSubmissionEvent(tx, {
          submissionId: submission.id,
          actorId: user.id,
          kind: "file_uploaded",
          detail: { fileName: input.file.fileName },
        });
      }
      return { stored, replaced };
    },
  );
  if (replaced) await discardStoredFile(replaced.storageKey);
  if (replaced?.blindCopyKey) await discardStoredFile(replaced.blindCopyKey);
  const properties = await recordFileProperties({
    id,
    storageKey,
    sizeBytes: input.file.sizeBytes,
    mimeType: input.file.mimeType,
  });
  return {
    id,
    fileName: input.file.fileName,
    sizeBytes: input.file.sizeBytes,
    mimeType: input.file.mimeType,
    isInitial: replaced?.isInitial ?? false,
    uploadedByName: user.name,
    createdAt: stored.createdAt.toISOString(),
    readError: properties?.propertiesError ?? null,
  };
}

/**
 * Deletes a file of a submission (editors and admins). Deleting the original manuscript leaves the
 * submission without one: its manuscript download then answers 'No manuscript file found'.
 */
export async function deleteSubmissionFile(user: CurrentUser, submissionId: string, fileId: string): Promise<void> {
  const deleted = await db().transaction(async (tx) => {
    const submission = await loadSubmissionFor(user, submissionId, {
      action: "submissionFile.manage",
      deniedMessage: FILE_MESSAGES.manageNotAllowed,
      tx,
      forUpdate: true,
    });
    if (!UUID.test(fileId)) throw fileNotFound();
    const file = await findSubmissionFile(tx, submission.id, fileId, { forUpdate: true });
    if (!file) throw fileNotFound();
    await deleteSubmissionFileRow(tx, file.id);
    await recordSubmissionEvent(tx, {
      submissionId: submission.id,
      actorId: user.id,
      kind: "file_deleted",
      detail: { fileName: file.fileName },
    });
    return file;
  });
  // After the commit: a rollback must never leave a row without its file.
  await discardStoredFile(deleted.storageKey);
  if (deleted.blindCopyKey) await discardStoredFile(deleted.blindCopyKey);
}

/** A signed download link (300 s) that saves the file under its name. */
async function downloadLinkOf(file: SubmissionFileRow): Promise<DownloadLink> {
  const platform = services();
  const { storage } = platform;
  if (!(await storage.exists(file.storageKey))) {
    logger.error({ fileId: file.id, storageKey: file.storageKey }, "submission file row without its stored file");
    throw new AppError("submission_file.missing", 404, FILE_MESSAGES.linkFailed);
  }
  const url = await signedDownloadUrl(platform, {
    key: file.storageKey,
    fileName: file.fileName,
    mimeType: file.mimeType,
    disposition: "attachment",
  });
  return { url, fileName: file.fileName };
}

/** Any viewer of the submission may download its files. */
export async function submissionFileDownload(
  user: CurrentUser,
  submissionId: string,
  fileId: string,
): Promise<DownloadLink> {
  const submission = await loadSubmissionFor(user, submissionId);
  if (!UUID.test(fileId)) throw fileNotFound();
  const file = await findSubmissionFile(db(), submission.id, fileId);
  if (!file) throw fileNotFound();
  return downloadLinkOf(file);
}

/** The manuscript as it stands, its latest revision or else the original (the Download Manuscript links). */
export async function manuscriptDownload(user: CurrentUser, submissionId: string): Promise<DownloadLink> {
  const submission = await loadSubmissionFor(user, submissionId);
  const file = await findCurrentManuscript(db(), submission.id);
  if (!file) throw new AppError("submission.no_manuscript", 404, FILE_MESSAGES.noManuscript);
  return downloadLinkOf(file);
}

// --- For peer review: the reviews service has checked the reviewer's assignment or the editor's role.

/** A submission's files as its reviewers may list them (names are replaced by the caller when hidden). */
export async function filesForReview(submissionId: string, dbOrTx: Db = db()) {
  const rows = await findSubmissionFiles(dbOrTx, submissionId);
  return rows.map((f) => ({
    id: f.id,
    fileName: f.fileName,
    mimeType: f.mimeType,
    sizeBytes: f.sizeBytes,
    createdAt: f.createdAt.toISOString(),
  }));
}

/**
 * A signed link to one of a submission's files, saved under `downloadName`; with `blind` (reviewers
 * under double-blind review), to its blind copy, without the document properties that name people
 * (ADR 054): 422 when none could be made, never the file itself.
 */
export async function reviewFileLink(
  submissionId: string,
  fileId: string,
  downloadName: string,
  opts: { blind?: boolean } = {},
): Promise<DownloadLink> {
  if (!UUID.test(fileId)) throw fileNotFound();
  const file = await findSubmissionFile(db(), submissionId, fileId);
  if (!file) throw fileNotFound();
  const storageKey = opts.blind ? await blindStorageKey(file) : file.storageKey;
  return downloadLinkOf({ ...file, storageKey, fileName: downloadName });
}
