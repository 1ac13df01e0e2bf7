// How much one account may upload: files per submission, bytes per day and uploads at once (the
// upload pipeline itself is ADR 010). Both upload endpoints (POST /api/submissions and
// POST /submission/:id/files, which also replaces) apply them in three places:
//   1. before a byte is read: a free upload slot (429), the day's allowance not yet used up (429),
//      an author's submission not yet full (409);
//   2. while the file streams: cut off (429) once it passes what is left of the day's allowance,
//      so that a refused upload never fills the temp directory;
//   3. in the transaction that writes the row, authoritatively: the submission's stored files are
//      counted under its row lock and the user's bytes of the last 24 hours under a per-user
//      advisory lock, so that concurrent uploads on any number of instances cannot overshoot.
// A refusal writes nothing: no row, no stored file, and the temp file is removed.
import type { Db } from "~/db/client.server";
import { AppError } from "~/lib/errors";
import { RateLimitError, retryAfterSeconds } from "~/lib/rate-limit.server";
import { db } from "~/lib/services.server";
import type { CurrentUser } from "~/modules/auth/current-user";
import { countSubmissionFiles, lockUploaderQuota, uploadedBytesSince } from "./submission-files.repository.server";

const MB = 1024 * 1024;

export const UPLOAD_LIMITS = {
  /** Stored files of one submission (the original manuscript included). A replacement does not add one. */
  filesPerSubmission: 20,
  /**
   * Bytes one account may upload in any 24 hours: ten full-size (50 MB) manuscripts. Counted from
   * the stored files (submission_files: uploaded_by, size_bytes, created_at), so a refused or
   * rolled-back upload costs nothing and the count holds across instances.
   */
  dailyBytes: 500 * MB,
  /**
   * Editors and admins are not exempt but get ten times as much: they upload revised files for many
   * submissions, and a stolen staff session must not be able to fill the disk either.
   */
  staffDailyBytes: 5 * 1024 * MB,
  /**
   * Uploads of one account in flight at once. Counted per process (in memory): with several
   * instances behind a load balancer an account may have this many on each; the daily allowance,
   * counted in the database, still bounds the total.
   */
  concurrentPerUser: 2,
} as const;

const DAY_MS = 24 * 60 * 60_000;

const formatMb = (bytes: number) => {
  const mb = bytes / MB;
  return mb >= 1024
    ? `${(mb / 1024).toLocaleString("en-US", { maximumFractionDigits: 1 })} GB`
    : `${Math.floor(mb)} MB`;
};

export const UPLOAD_LIMIT_MESSAGES = {
  tooManyAtOnce: `You already have ${UPLOAD_LIMITS.concurrentPerUser} uploads in progress. Please wait until one has finished, then try again.`,
  submissionFull: `This submission already has ${UPLOAD_LIMITS.filesPerSubmission} files, the most it can hold. Replace a file instead, or ask the editorial office to remove one.`,
  dailyAllowance: (allowanceBytes: number, leftBytes: number) =>
    leftBytes <= 0
      ? `You have reached your upload limit of ${formatMb(allowanceBytes)} per 24 hours. Please try again later.`
      : `This file is larger than what is left of your upload limit of ${formatMb(allowanceBytes)} per 24 hours (${formatMb(leftBytes)} left). Please try again later.`,
} as const;

const submissionFull = () => new AppError("upload.submission_full", 409, UPLOAD_LIMIT_MESSAGES.submissionFull);

/** The bytes `user` may upload in any 24 hours. */
export function dailyUploadAllowance(user: CurrentUser): number {
  const staff = user.roles.some((r) => r.role === "admin" || r.role === "editor");
  return staff ? UPLOAD_LIMITS.staffDailyBytes : UPLOAD_LIMITS.dailyBytes;
}

// --- Uploads in flight (per process) -------------------------------------------------------------

const inFlight = new Map<string, number>();

/**
 * Takes one of the user's upload slots before the body is read, or refuses at once (429). Call the
 * returned function in `finally`, once the upload is stored or refused.
 */
export function acquireUploadSlot(userId: string): () => void {
  const current = inFlight.get(userId) ?? 0;
  if (current >= UPLOAD_LIMITS.concurrentPerUser) {
    throw new RateLimitError("upload.too_many_at_once", UPLOAD_LIMIT_MESSAGES.tooManyAtOnce, 5);
  }
  inFlight.set(userId, current + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (inFlight.get(userId) ?? 1) - 1;
    if (left > 0) inFlight.set(userId, left);
    else inFlight.delete(userId);
  };
}

// --- The day's allowance ------------------------------------------------------------------------

/** The quota refusal: 429 with when the oldest counted upload leaves the 24 hours (at most a day). */
function allowanceExceeded(allowance: number, left: number, retryAfterMs = DAY_MS): RateLimitError {
  return new RateLimitError(
    "upload.daily_limit",
    UPLOAD_LIMIT_MESSAGES.dailyAllowance(allowance, left),
    retryAfterSeconds(retryAfterMs),
  );
}

export type UploadAllowance = {
  /** Bytes the user may still upload now (0 or more). */
  leftBytes: number;
  /** The refusal for a file larger than `leftBytes`. */
  exceeded: () => RateLimitError;
};

async function allowanceOf(database: Db, user: CurrentUser, now: Date): Promise<UploadAllowance> {
  const allowance = dailyUploadAllowance(user);
  const used = await uploadedBytesSince(database, user.id, new Date(now.getTime() - DAY_MS));
  const leftBytes = Math.max(0, allowance - used.bytes);
  const retryAfterMs = used.oldest ? used.oldest.getTime() + DAY_MS - now.getTime() : DAY_MS;
  return { leftBytes, exceeded: () => allowanceExceeded(allowance, leftBytes, retryAfterMs) };
}

/**
 * Checks before the body is read: the user has some of the day's allowance left (429 otherwise),
 * and, when `submissionId` is given and the user cannot replace files, the submission is not full
 * (409). Returns what is left, to stop the upload while it streams once it passes that.
 */
export async function checkUploadLimitsBeforeReceiving(
  user: CurrentUser,
  opts: { submissionId?: string; canReplace?: boolean; now?: Date } = {},
): Promise<UploadAllowance> {
  const now = opts.now ?? new Date();
  const allowance = await allowanceOf(db(), user, now);
  if (allowance.leftBytes <= 0) throw allowance.exceeded();
  // An editor may be replacing a file (named in the body, not known yet): checked in the transaction.
  if (opts.submissionId && !opts.canReplace) {
    if ((await countSubmissionFiles(db(), opts.submissionId)) >= UPLOAD_LIMITS.filesPerSubmission) {
      throw submissionFull();
    }
  }
  return allowance;
}

/**
 * The authoritative check, inside the transaction that writes the file row, before it is written:
 * the submission (locked by the caller; after a replaced row was deleted) holds fewer than 20 files
 * (409), and the user's files of the last 24 hours plus this one stay within the allowance (429).
 * Concurrent uploads of one user, on any instance, wait for each other here until their
 * transaction ends.
 */
export async function enforceUploadLimits(
  tx: Db,
  input: { user: CurrentUser; submissionId: string; sizeBytes: number; now?: Date },
): Promise<void> {
  const now = input.now ?? new Date();
  await lockUploaderQuota(tx, input.user.id);
  if ((await countSubmissionFiles(tx, input.submissionId)) >= UPLOAD_LIMITS.filesPerSubmission) {
    throw submissionFull();
  }
  const allowance = await allowanceOf(tx, input.user, now);
  if (input.sizeBytes > allowance.leftBytes) throw allowance.exceeded();
}

/**
 * The day's allowance alone, inside the transaction that writes a file that is not one of the
 * submission's files (a discussion's attachment, ADR 068): the same per-user lock and count (429).
 */
export async function enforceDailyAllowance(
  tx: Db,
  input: { user: CurrentUser; sizeBytes: number; now?: Date },
): Promise<void> {
  await lockUploaderQuota(tx, input.user.id);
  const allowance = await allowanceOf(tx, input.user, input.now ?? new Date());
  if (input.sizeBytes > allowance.leftBytes) throw allowance.exceeded();
}
