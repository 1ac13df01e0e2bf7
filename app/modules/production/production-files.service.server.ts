// The files of the stages after acceptance (ADR 069): copyedited files (the copyeditor), the
// authors' corrected files, and galleys (the layout editor). Received by the upload pipeline of
// every other upload (streamed to a temp file, size limited, checked by content), stored at a key
// chosen here just before the transaction that writes the row and its History entry, removed again
// if it rolls back (ADR 010).
import crypto from "node:crypto";
import { AppError } from "~/lib/errors";
import { logger } from "~/lib/logger.server";
import { db, services } from "~/lib/services.server";
import { signedDownloadUrl } from "~/lib/storage.server";
import type { CurrentUser } from "~/modules/auth/current-user";
import { can } from "~/modules/auth/permissions";
import { GALLEY_UPLOAD_RULES } from "~/modules/articles/galleys.service.server";
import { MANUSCRIPT_MAX_BYTES, type ManuscriptFormat } from "~/modules/submission-files/manuscript-format";
import { transactionAfterStoring } from "~/modules/submission-files/submission-files.service.server";
import type { DownloadLink } from "~/modules/submission-files/submission-files.types";
import {
  acquireUploadSlot,
  checkUploadLimitsBeforeReceiving,
  enforceDailyAllowance,
} from "~/modules/submission-files/upload-limits.server";
import { receiveFileUpload, receiveUpload } from "~/modules/submission-files/upload.server";
import { loadSubmissionFor, submissionResource } from "~/modules/submissions/submission-access.server";
import { recordSubmissionEvent } from "~/modules/submissions/submission-events.server";
import { submissionRulesFor } from "~/modules/submissions/submission-rules.server";
import { STAGE_MESSAGES as M, type EditingStage } from "./production.constants";
import {
  countStageFiles,
  findStageFile,
  insertStageFile,
  markFileReplaced,
  type StageFileRow,
} from "./production.repository.server";
import {
  conflict,
  invalid,
  loadForStageChange,
  recordAuthorAnswer,
  stageStateOf,
  workAction,
  workKind,
} from "./production.service.server";
import { uploadRefusal } from "./production.rules";

/** Every manuscript format: a copyeditor works in DOCX whatever the journal takes from authors. */
const COPYEDIT_FORMATS: readonly ManuscriptFormat[] = ["pdf", "docx", "doc", "rtf", "odt", "tex"];

const fileNotFound = () => new AppError("stages.file_not_found", 404, M.fileNotFound);

export function stageFileKey(submissionId: string, fileId: string): string {
  return `production/${submissionId}/${fileId}`;
}

type Received = { tempPath: string; fileName: string; sizeBytes: number; mimeType: string; format: string };

/**
 * POST /submission/:id/stages with a file (multipart): who may upload is checked before a byte is
 * read (404 for who may not see the submission, 403 for who may not upload there), then the file
 * is received and stored. Intents: `upload` (a copyedited file or a galley, by `stage`) and
 * `corrections` (the author's corrected file answering the copyedit).
 */
export async function receiveStageUpload(
  user: CurrentUser,
  submissionId: string,
  request: Request,
  query: URLSearchParams,
): Promise<string> {
  const stage = query.get("stage");
  const intent = query.get("intent");
  if ((stage !== "copyediting" && stage !== "production") || (intent !== "upload" && intent !== "corrections")) {
    throw invalid();
  }
  const submission = await loadSubmissionFor(user, submissionId);
  const resource = submissionResource(submission);
  const action = intent === "corrections" ? "stages.respond" : workAction(stage);
  if (!can(user, action, resource)) throw new AppError("forbidden", 403, M.notAllowed);
  if (intent === "corrections" && stage !== "copyediting") throw invalid();
  const release = acquireUploadSlot(user.id);
  try {
    // The day's upload allowance (429), shared with submission files and discussions.
    const allowance = await checkUploadLimitsBeforeReceiving(user);
    const rules = await submissionRulesFor(submission.journalId);
    const upload =
      stage === "production"
        ? await receiveFileUpload(request, { maxBytes: MANUSCRIPT_MAX_BYTES, allowance, formats: GALLEY_UPLOAD_RULES })
        : await receiveUpload(request, { maxBytes: rules.maxFileBytes, allowance, allowedFormats: COPYEDIT_FORMATS });
    try {
      if (!upload.file) throw invalid(M.noFileChosen);
      const file = upload.file as Received;
      if (intent === "corrections") {
        await storeAuthorCorrection(user, submissionId, file, upload.fields.comment ?? "");
        return M.answered;
      }
      await storeStageFile(user, submissionId, stage, file, {
        replaceFileId: upload.fields.replaceFileId || null,
        label: upload.fields.label ?? null,
      });
      return M.uploaded;
    } finally {
      await upload.dispose();
    }
  } finally {
    release();
  }
}

/** Adds a copyedited file or a galley; a galley may replace an earlier one (kept, marked replaced). */
export async function storeStageFile(
  user: CurrentUser,
  submissionId: string,
  stage: EditingStage,
  file: Received,
  opts: { replaceFileId?: string | null; label?: string | null } = {},
): Promise<string> {
  const label = (opts.label ?? "").replace(/\s+/g, " ").trim().slice(0, 100) || null;
  const id = crypto.randomUUID();
  const storageKey = stageFileKey(submissionId, id);
  await transactionAfterStoring([{ storageKey, tempPath: file.tempPath }], async (tx) => {
    const submission = await loadForStageChange(user, submissionId, tx, workAction(stage));
    await enforceDailyAllowance(tx, { user, sizeBytes: file.sizeBytes });
    const state = await stageStateOf(tx, submission, { forUpdate: true });
    const refused = uploadRefusal(state, stage, await countStageFiles(tx, submission.id, stage));
    if (refused) throw conflict(refused);
    const kind = workKind(stage);
    if (opts.replaceFileId) {
      const replaced = /^[0-9a-f-]{36}$/i.test(opts.replaceFileId)
        ? await findStageFile(tx, submission.id, opts.replaceFileId)
        : undefined;
      if (!replaced || replaced.stage !== stage || replaced.kind !== kind) throw fileNotFound();
      await markFileReplaced(tx, replaced.id);
    }
    await insertStageFile(tx, {
      id,
      submissionId: submission.id,
      stage,
      kind,
      galleyKind: stage === "production" ? file.format : null,
      label,
      fileName: file.fileName,
      storageKey,
      mimeType: file.mimeType,
      sizeBytes: file.sizeBytes,
      uploadedBy: user.id,
    });
    await recordSubmissionEvent(tx, {
      submissionId: submission.id,
      actorId: user.id,
      kind: "stage_file_uploaded",
      detail: { stage, fileKind: kind, fileName: file.fileName },
    });
  });
  return id;
}

/** The author's corrected file answering the copyedit, with their comment. */
export async function storeAuthorCorrection(
  user: CurrentUser,
  submissionId: string,
  file: Received,
  comment: string,
): Promise<void> {
  const id = crypto.randomUUID();
  const storageKey = stageFileKey(submissionId, id);
  await transactionAfterStoring([{ storageKey, tempPath: file.tempPath }], async (tx) => {
    const submission = await loadForStageChange(user, submissionId, tx, "stages.respond");
    await enforceDailyAllowance(tx, { user, sizeBytes: file.sizeBytes });
    await recordAuthorAnswer(
      tx,
      user,
      submission,
      { stage: "copyediting", response: "corrections", comment },
      async (askId) => {
        await insertStageFile(tx, {
          id,
          submissionId: submission.id,
          stage: "copyediting",
          kind: "author_correction",
          authorReviewId: askId,
          fileName: file.fileName,
          storageKey,
          mimeType: file.mimeType,
          sizeBytes: file.sizeBytes,
          uploadedBy: user.id,
        });
        await recordSubmissionEvent(tx, {
          submissionId: submission.id,
          actorId: user.id,
          kind: "stage_file_uploaded",
          detail: { stage: "copyediting", fileKind: "author_correction", fileName: file.fileName },
        });
      },
    );
  });
}

/**
 * Who may download a stage's file: editors, admins and the author any; the copyeditor the
 * copyediting files; the layout editor both stages' (galleys are set from the final copyedit).
 */
function mayDownload(user: CurrentUser, resource: ReturnType<typeof submissionResource>, file: StageFileRow): boolean {
  if (can(user, "stages.manage", resource) || can(user, "stages.respond", resource)) return true;
  if (can(user, "production.work", resource)) return true;
  return file.stage === "copyediting" && can(user, "copyediting.work", resource);
}

/** GET /submission/:id/stage-files/:fileId: a signed link (300 s) to the file. */
export async function stageFileDownload(
  user: CurrentUser,
  submissionId: string,
  fileId: string,
): Promise<DownloadLink> {
  const submission = await loadSubmissionFor(user, submissionId);
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(fileId)) throw fileNotFound();
  const file = await findStageFile(db(), submission.id, fileId);
  if (!file || !mayDownload(user, submissionResource(submission), file)) throw fileNotFound();
  const platform = services();
  if (!(await platform.storage.exists(file.storageKey))) {
    logger.error({ fileId: file.id }, "stage file row without its stored file");
    throw fileNotFound();
  }
  const url = await signedDownloadUrl(platform, {
    key: file.storageKey,
    fileName: file.fileName,
    mimeType: file.mimeType,
    disposition: "attachment",
  });
  return { url, fileName: file.fileName };
}
