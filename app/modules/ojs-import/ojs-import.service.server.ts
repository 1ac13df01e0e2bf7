// Moving a journal in from Open Journal Systems (ADR 065): reading an export in the sandbox and
// writing it (the command line), the admin's runs as background jobs that survive a restart (the
// journal's Import screen), and the journal's old base URLs.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Db } from "~/db/client.server";
import { AppError } from "~/lib/errors";
import { enqueueJob, extendJobLease, PermanentJobError, type JobHandlers } from "~/lib/jobs.server";
import { logger } from "~/lib/logger.server";
import { db, services } from "~/lib/services.server";
import type { CurrentUser } from "~/modules/auth/current-user";
import { requirePermission } from "~/modules/auth/permissions.server";
import type { RoleName } from "~/modules/auth/roles";
import { redepositIfDeposited } from "~/modules/crossref/crossref.service.server";
import { readUntrustedFile } from "~/modules/file-reader/file-reader.server";
import { discardStoredFile } from "~/modules/submission-files/submission-files.service.server";
import { createImportedAccount, unusablePasswordHash } from "~/modules/users/users.service.server";
import { OJS_IMPORT_MAX_BYTES, OJS_MESSAGES as M, OJS_OLD_BASES_MAX, OJS_RUNS_SHOWN } from "./ojs-import.constants";
import {
  deleteOldBase,
  findImportedArticlesWithDoi,
  findJournalById,
  findJournalByShortName,
  findOldBases,
  findRun,
  findRunsOfJournal,
  insertOldBase,
  insertRun,
  updateRun,
  type OldBaseRow,
  type RunRow,
} from "./ojs-import.repository.server";
import type { OjsExport, OjsImportReport, OjsReadRefusal } from "./ojs-import.types";
import {
  emptyReport,
  writeOjsExport,
  type ImportTarget,
  type OjsFetchOptions,
  type Progress,
} from "./ojs-import.writer.server";
import { oldBasesChanged, parseOldBaseUrl } from "./ojs-redirects.server";

export const OJS_IMPORT_JOB = "ojs-import";
/** A run's job holds its lease this long past each progress step. */
const LEASE_MS = 5 * 60_000;

export type ImportOutcome = { ok: true; report: OjsImportReport } | OjsReadRefusal;

/**
 * Reads the export at `filePath` in the sandbox and writes it into the journal. A refused file
 * (too large, DOCTYPE, not the format of any OJS version...) writes nothing.
 */
export async function importOjsFile(
  target: ImportTarget,
  filePath: string,
  opts: { onProgress?: Progress; maxBytes?: number; fetch?: OjsFetchOptions } = {},
): Promise<ImportOutcome> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "ojs-import-"));
  try {
    const read = await readUntrustedFile("ojs-native", {
      filePath: path.resolve(filePath),
      workDir,
      maxBytes: opts.maxBytes ?? OJS_IMPORT_MAX_BYTES,
    });
    if (!read.ok) return read;
    if (read.export.root === "PKPUsers")
      return { ok: true, report: await importOjsUsers(target, read.export, opts.onProgress) };
    const report = await writeOjsExport(target, read.export, { onProgress: opts.onProgress, fetch: opts.fetch });
    return { ok: true, report };
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

// --- Users ------------------------------------------------------------------------------------

/**
 * OJS roles as the platform's, for the journal: managers and editors (16), section editors (17)
 * and assistants (4097, copyeditors and the like) edit; reviewers (4096) review; authors (65536)
 * and readers (1048576) are authors. Site administrators (1) and subscription managers (2097152)
 * get no role here: platform administration is given by hand.
 */
export function platformRolesOf(roleIds: readonly number[]): RoleName[] {
  const roles = new Set<RoleName>();
  for (const id of roleIds) {
    if (id === 16 || id === 17 || id === 4097) roles.add("editor");
    else if (id === 4096) roles.add("reviewer");
    else if (id === 65536 || id === 1048576) roles.add("author");
  }
  return [...roles];
}

const USERS_PER_TRANSACTION = 100;

/**
 * A Users XML file: each user gets an account with their roles for the journal and a link by mail
 * to choose a password (OJS's password hashes are never kept). An address that already has an
 * account is left as it is.
 */
async function importOjsUsers(target: ImportTarget, exp: OjsExport, onProgress?: Progress): Promise<OjsImportReport> {
  const report = emptyReport(exp.version);
  report.users = { invited: 0, existing: 0, skipped: 0 };
  const journal = await findJournalById(db(), target.journalId);
  const users = exp.users ?? [];
  const passwordHash = await unusablePasswordHash();
  for (let i = 0; i < users.length; i += USERS_PER_TRANSACTION) {
    const slice = users.slice(i, i + USERS_PER_TRANSACTION);
    await db().transaction(async (tx) => {
      for (const u of slice) {
        const email = u.email.trim().toLowerCase();
        const roles = platformRolesOf(u.roleIds);
        if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
          report.users!.skipped++;
          report.notes.push({ item: `User ${u.email}`, message: "Not an e-mail address: skipped." });
          continue;
        }
        const id = await createImportedAccount(tx, {
          name: [u.givenName, u.familyName].filter(Boolean).join(" ") || email.split("@")[0]!,
          email,
          affiliation: u.affiliation,
          journalId: target.journalId,
          roles,
          passwordHash,
          invitedBy: journal?.title ?? "The journal",
        });
        if (id) report.users!.invited++;
        else {
          report.users!.existing++;
          report.notes.push({ item: `User ${email}`, message: "Already has an account here: left as it is." });
        }
      }
    });
    await onProgress?.(Math.min(i + USERS_PER_TRANSACTION, users.length), users.length);
  }
  return report;
}

// --- The journal's Import screen -------------------------------------------------------------

async function managedJournal(user: CurrentUser, shortName: string) {
  // Stored in lower case, typed in any case: matched as Journal Settings matches it.
  const journal = await findJournalByShortName(db(), shortName.trim().toLowerCase());
  if (!journal) throw new AppError("ojs_import.journal_not_found", 404, M.journalNotFound(shortName));
  requirePermission(user, "ojsImport.manage", { journalId: journal.id }, M.accessDenied);
  return journal;
}

export type RunView = {
  id: string;
  fileName: string;
  status: RunRow["status"];
  itemsDone: number;
  itemsTotal: number;
  report: OjsImportReport | null;
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
};

function runView(row: RunRow): RunView {
  return {
    id: row.id,
    fileName: row.fileName,
    status: row.status,
    itemsDone: row.itemsDone,
    itemsTotal: row.itemsTotal,
    report: (row.report as OjsImportReport | null) ?? null,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

export type ImportPage = {
  journal: { id: string; shortName: string; title: string };
  runs: RunView[];
  oldBases: { id: string; baseUrl: string }[];
  maxBytes: number;
};

export async function loadImportPage(user: CurrentUser, shortName: string): Promise<ImportPage> {
  const journal = await managedJournal(user, shortName);
  const [runs, bases] = await Promise.all([
    findRunsOfJournal(db(), journal.id, OJS_RUNS_SHOWN),
    findOldBases(db(), journal.id),
  ]);
  return {
    journal,
    runs: runs.map(runView),
    oldBases: bases.map((b: OldBaseRow) => ({ id: b.id, baseUrl: b.baseUrl })),
    maxBytes: OJS_IMPORT_MAX_BYTES,
  };
}

/** One run, for the screen's progress (polled while it runs). */
export async function getImportRun(user: CurrentUser, shortName: string, runId: string): Promise<RunView> {
  const journal = await managedJournal(user, shortName);
  const run = /^[0-9a-f-]{36}$/i.test(runId) ? await findRun(db(), runId) : undefined;
  if (!run || run.journalId !== journal.id) throw new AppError("ojs_import.run_not_found", 404, M.runNotFound);
  return runView(run);
}

/** Who may upload, checked before a byte of the body is read (403, 404). */
export async function prepareImportUpload(user: CurrentUser, shortName: string): Promise<void> {
  await managedJournal(user, shortName);
}

/**
 * Keeps an uploaded export in storage and queues its import, in one transaction with the run:
 * the job exists exactly when the run does, and runs again after a restart until it is done.
 */
export async function startImportRun(
  user: CurrentUser,
  shortName: string,
  upload: { tempPath: string; fileName: string; sizeBytes: number },
): Promise<RunView> {
  const journal = await managedJournal(user, shortName);
  if (upload.sizeBytes > OJS_IMPORT_MAX_BYTES)
    throw new AppError("ojs_import.too_large", 413, M.tooLarge(OJS_IMPORT_MAX_BYTES));
  const runId = crypto.randomUUID();
  const storageKey = `ojs-imports/${journal.id}/${runId}.xml`;
  await services().storage.putFile(storageKey, upload.tempPath);
  try {
    const run = await db().transaction(async (tx) => {
      const row = await insertRun(tx, {
        id: runId,
        journalId: journal.id,
        fileName: upload.fileName.slice(0, 255),
        storageKey,
        createdBy: user.id,
      });
      await enqueueJob(tx, OJS_IMPORT_JOB, { runId }, { maxAttempts: 3 });
      return row;
    });
    return runView(run);
  } catch (err) {
    await discardStoredFile(storageKey);
    throw err;
  }
}

async function copyToTemp(storageKey: string): Promise<string> {
  const stored = await services().storage.get(storageKey);
  if (!stored) throw new PermanentJobError("The uploaded export is no longer in storage.");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ojs-run-"));
  const file = path.join(dir, "export.xml");
  await pipeline(
    Readable.fromWeb(stored.stream as import("node:stream/web").ReadableStream),
    fs.createWriteStream(file),
  );
  return file;
}

/**
 * The run's job. Interrupted (restart, crash), it runs again from the start: what the earlier
 * attempt committed is matched by its export ids and left unchanged, so it resumes where it was.
 */
async function runImportJob(database: Db, runId: string, jobId: string): Promise<void> {
  const run = await findRun(database, runId);
  if (!run) throw new PermanentJobError(`import run ${runId} not found`);
  if (run.status === "done" || run.status === "failed") return;
  await updateRun(database, runId, { status: "running", error: null });
  const file = await copyToTemp(run.storageKey);
  let lastWrite = 0;
  try {
    const outcome = await importOjsFile({ journalId: run.journalId, actorId: run.createdBy }, file, {
      // Files referenced by address are fetched within an issue's step: the lease is kept meanwhile.
      fetch: { keepAlive: () => extendJobLease(database, jobId, LEASE_MS) },
      onProgress: async (done, total) => {
        const now = Date.now();
        if (done < total && now - lastWrite < 500) return;
        lastWrite = now;
        await updateRun(database, runId, { itemsDone: done, itemsTotal: total });
        await extendJobLease(database, jobId, LEASE_MS);
      },
    });
    if (!outcome.ok) {
      await updateRun(database, runId, {
        status: "failed",
        error: [outcome.message, ...outcome.errors].join("\n"),
        report: emptyReport() as unknown as Record<string, unknown>,
        finishedAt: new Date(),
      });
    } else {
      await updateRun(database, runId, {
        status: "done",
        report: outcome.report as unknown as Record<string, unknown>,
        finishedAt: new Date(),
      });
    }
    await discardStoredFile(run.storageKey);
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

export function ojsImportJobHandlers(): JobHandlers {
  return {
    [OJS_IMPORT_JOB]: {
      run: async (payload, ctx) => {
        const runId = typeof payload.runId === "string" ? payload.runId : "";
        await runImportJob(ctx.db, runId, ctx.jobId);
      },
      onFailed: async (payload, ctx) => {
        const runId = typeof payload.runId === "string" ? payload.runId : "";
        if (!runId) return;
        logger.warn({ runId, error: ctx.error }, "OJS import failed");
        await updateRun(ctx.db, runId, { status: "failed", error: ctx.error, finishedAt: new Date() });
      },
    },
  };
}

/** Imported articles re-deposited in one call; a larger catalogue takes a second click. */
const REDEPOSIT_LIMIT = 5000;
const REDEPOSIT_PER_TRANSACTION = 50;

/**
 * Deposits every imported DOI again, so that Crossref's resource URLs point at the new pages: one
 * deposit per article (the desk's re-deposit after an edit), through the journal's Crossref account.
 */
export async function redepositImportedDois(user: CurrentUser, shortName: string): Promise<{ queued: number }> {
  const journal = await managedJournal(user, shortName);
  const ids = await findImportedArticlesWithDoi(db(), journal.id, REDEPOSIT_LIMIT);
  let queued = 0;
  for (let i = 0; i < ids.length; i += REDEPOSIT_PER_TRANSACTION) {
    queued += await db().transaction(async (tx) => {
      let n = 0;
      for (const id of ids.slice(i, i + REDEPOSIT_PER_TRANSACTION))
        if (await redepositIfDeposited(tx, id, user.id)) n++;
      return n;
    });
  }
  if (queued === 0)
    throw new AppError(
      "ojs_import.nothing_to_redeposit",
      409,
      ids.length === 0 ? M.noImportedDois : M.noCrossrefAccount,
    );
  return { queued };
}

// --- Old base URLs ---------------------------------------------------------------------------

export async function addOldBaseUrl(user: CurrentUser, shortName: string, input: string): Promise<void> {
  const journal = await managedJournal(user, shortName);
  const parsed = parseOldBaseUrl(input);
  if (!parsed) throw new AppError("ojs_import.base_url", 400, M.baseUrlInvalid);
  if (isThisSite(parsed)) throw new AppError("ojs_import.base_url_here", 400, M.baseUrlIsThisSite);
  if ((await findOldBases(db(), journal.id)).length >= OJS_OLD_BASES_MAX)
    throw new AppError("ojs_import.base_urls_max", 409, M.baseUrlsTooMany);
  const added = await insertOldBase(db(), { journalId: journal.id, ...parsed });
  if (!added) throw new AppError("ojs_import.base_url_taken", 409, M.baseUrlTaken);
  oldBasesChanged();
}

export async function removeOldBaseUrl(user: CurrentUser, shortName: string, id: string): Promise<void> {
  const journal = await managedJournal(user, shortName);
  if (!/^[0-9a-f-]{36}$/i.test(id)) return;
  await deleteOldBase(db(), journal.id, id);
  oldBasesChanged();
}

/** For the command line: the journal by its short name, or the message that names the problem. */
export async function journalForImport(shortName: string): Promise<{ id: string; shortName: string; title: string }> {
  const journal = await findJournalByShortName(db(), shortName);
  if (!journal) throw new AppError("ojs_import.journal_not_found", 404, M.journalNotFound(shortName));
  return journal;
}

/**
 * This installation's own host without a journal path: every page here would be taken for an old
 * OJS one. (With a path, '/index.php/jpk' on the same host, old links are told apart.)
 */
function isThisSite(base: { host: string; pathPrefix: string }): boolean {
  return base.pathPrefix === "" && base.host === new URL(services().env.publicUrl).host.toLowerCase();
}

/** For the command line: adds an old base URL without a signed-in user (the operator's own tool). */
export async function addOldBaseUrlForJournal(journalId: string, input: string): Promise<boolean> {
  const parsed = parseOldBaseUrl(input);
  if (!parsed) throw new AppError("ojs_import.base_url", 400, M.baseUrlInvalid);
  if (isThisSite(parsed)) throw new AppError("ojs_import.base_url_here", 400, M.baseUrlIsThisSite);
  const added = await insertOldBase(db(), { journalId, ...parsed });
  oldBasesChanged();
  return added;
}
