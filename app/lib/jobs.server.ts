import crypto from "node:crypto";
import os from "node:os";
import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { jobs, type Job } from "~/db/schema";
import { logger } from "./logger.server";
import { db as servicesDb } from "./services.server";

// Background jobs: a table in the application database, written in the transaction of the change
// that causes the job and run by in-process workers. See docs/decisions/007-jobs-and-mail-outbox.md.

export type JobPayload = Record<string, unknown>;

export type JobContext = {
  jobId: string;
  kind: string;
  /** 1 on the first run; counts runs whose worker died too. */
  attempt: number;
  maxAttempts: number;
  /** The worker's database (never inside a transaction). */
  db: Db;
  /** Aborted when the worker stops and stops waiting for this job. */
  signal: AbortSignal;
};

export type JobRun = (payload: JobPayload, ctx: JobContext) => Promise<void>;

/**
 * What a worker does with one kind of job. A thrown error schedules a retry with backoff, or fails
 * the job after its last attempt (or at once for a PermanentJobError); `onFailed` then runs once.
 */
export type JobHandler =
  JobRun | { run: JobRun; onFailed?: (payload: JobPayload, ctx: JobContext & { error: string }) => Promise<void> };

export type JobHandlers = Record<string, JobHandler>;

/** Thrown by a handler when retrying cannot help (bad payload, address refused): fail the job now. */
export class PermanentJobError extends Error {}

export const DEFAULT_MAX_ATTEMPTS = 8;
/** Long enough for any handler to finish (SMTP sends time out after a minute). */
export const DEFAULT_LEASE_MS = 5 * 60_000;
const RETRY_DELAYS_MS = [30_000, 2 * 60_000, 10 * 60_000, 30 * 60_000, 60 * 60_000, 3 * 60 * 60_000];

/** 30 s, 2 min, 10 min, 30 min, 1 h, then every 3 h: eight attempts span about eight hours. */
export function defaultBackoffMs(attempt: number): number {
  return RETRY_DELAYS_MS[Math.min(Math.max(attempt, 1), RETRY_DELAYS_MS.length) - 1]!;
}

const msFromNow = (ms: number) =>
  sql`now() + ${Math.max(0, Math.round(ms))}::double precision * interval '1 millisecond'`;

/**
 * Adds a job. Pass the transaction of the change that causes it: the job exists exactly when that
 * change commits. It runs once a worker polls (within a second by default) unless delayed.
 */
export async function enqueueJob(
  db: Db,
  kind: string,
  payload: JobPayload,
  opts: { delayMs?: number; runAt?: Date; maxAttempts?: number } = {},
): Promise<{ id: string }> {
  const [row] = await db
    .insert(jobs)
    .values({
      kind,
      payload,
      maxAttempts: opts.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      runAt: opts.runAt ?? (opts.delayMs ? msFromNow(opts.delayMs) : sql`now()`),
    })
    .returning({ id: jobs.id });
  return { id: row!.id };
}

/**
 * The payload of a one-off run of a job that otherwise runs again and again (a look at the
 * reminders because a due date moved): it schedules no next run, and it is not the chain.
 */
export const ONE_OFF_RUN: JobPayload = { once: true };

function isOneOffRun(payload: JobPayload | undefined): boolean {
  return payload?.once === true;
}

/**
 * Whether a job of this kind that keeps its chain going (one that schedules its next run) is queued
 * or running. One-off runs (ONE_OFF_RUN) do not count: they end without a next run.
 */
export async function hasWaitingJob(db: Db, kind: string): Promise<boolean> {
  const [row] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, kind),
        inArray(jobs.status, ["queued", "running"]),
        sql`coalesce(${jobs.payload} ->> 'once', '') <> 'true'`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * A job that runs again and again (reminders every hour, a digest every day): after each run it
 * queues its next with `scheduleNext`, and also after its last failed attempt. Otherwise one bad run
 * (the database away for the hours of its retries, a row it cannot handle) would end the chain, and
 * nothing would run again until the next restart queued it. A one-off run queues nothing.
 */
export function recurringJob(
  run: (payload: JobPayload, ctx: JobContext) => Promise<unknown>,
  scheduleNext: () => Promise<unknown>,
): JobHandler {
  return {
    run: async (payload, ctx) => {
      await run(payload, ctx);
      if (!isOneOffRun(payload)) await scheduleNext();
    },
    onFailed: async (payload) => {
      if (!isOneOffRun(payload)) await scheduleNext();
    },
  };
}

/**
 * Claims up to `limit` due jobs of the given kinds for a worker: queued jobs whose time has come
 * and running jobs whose lease has ended. One statement, so one short transaction: the rows are
 * locked with SKIP LOCKED (concurrent claimers take other rows, never wait) and committed as
 * `running` with a new lease before any handler runs.
 */
export async function claimJobs(
  db: Db,
  opts: { workerId: string; kinds: string[]; limit: number; leaseMs?: number },
): Promise<Job[]> {
  if (opts.kinds.length === 0 || opts.limit <= 0) return [];
  const due = db.$with("due").as(
    db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(inArray(jobs.status, ["queued", "running"]), lte(jobs.runAt, sql`now()`), inArray(jobs.kind, opts.kinds)),
      )
      .orderBy(asc(jobs.runAt))
      .limit(opts.limit)
      .for("update", { skipLocked: true }),
  );
  const claimed = await db
    .with(due)
    .update(jobs)
    .set({
      status: "running",
      attempts: sql`${jobs.attempts} + 1`,
      lockedAt: sql`now()`,
      lockedBy: opts.workerId,
      runAt: msFromNow(opts.leaseMs ?? DEFAULT_LEASE_MS),
      updatedAt: sql`now()`,
    })
    .where(inArray(jobs.id, db.select({ id: due.id }).from(due)))
    .returning();
  return claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

// A worker may only finish a job it still holds: if its lease ran out and another worker claimed
// the job, attempts moved on and these updates change nothing.
const heldBy = (job: Job, workerId: string) =>
  and(eq(jobs.id, job.id), eq(jobs.status, "running"), eq(jobs.lockedBy, workerId), eq(jobs.attempts, job.attempts));

async function completeJob(db: Db, job: Job, workerId: string): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ status: "done", lockedAt: null, lockedBy: null, finishedAt: sql`now()`, updatedAt: sql`now()` })
    .where(heldBy(job, workerId))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

async function retryJob(db: Db, job: Job, workerId: string, error: string, delayMs: number): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({
      status: "queued",
      lockedAt: null,
      lockedBy: null,
      lastError: error,
      runAt: msFromNow(delayMs),
      updatedAt: sql`now()`,
    })
    .where(heldBy(job, workerId))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

async function failJob(db: Db, job: Job, workerId: string, error: string): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({
      status: "failed",
      lockedAt: null,
      lockedBy: null,
      lastError: error,
      finishedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(heldBy(job, workerId))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Extends a running job's lease by `ms` from now, for a handler that works longer than the lease
 * (an import of a journal's back catalogue) and reports progress: while it does, no other worker
 * takes the job over. False when the job is no longer running.
 */
export async function extendJobLease(db: Db, jobId: string, ms: number): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ runAt: msFromNow(ms), updatedAt: sql`now()` })
    .where(and(eq(jobs.id, jobId), eq(jobs.status, "running")))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Deletes up to `limit` jobs that finished successfully more than `olderThanMs` ago. */
export async function purgeDoneJobs(db: Db, olderThanMs: number, limit = 1000): Promise<number> {
  const old = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.status, "done"),
        lte(jobs.finishedAt, sql`now() - ${olderThanMs}::double precision * interval '1 millisecond'`),
      ),
    )
    .limit(limit);
  const rows = await db.delete(jobs).where(inArray(jobs.id, old)).returning({ id: jobs.id });
  return rows.length;
}

export type JobWorkerOptions = {
  /** Defaults to the platform's database (`db()`). */
  db?: Db;
  /** Names this worker in `locked_by`; defaults to host, pid and a random suffix. */
  workerId?: string;
  /** Jobs run at the same time by this worker. Default 4. */
  concurrency?: number;
  /** How often to look for due jobs when idle. Default 1 s. */
  pollIntervalMs?: number;
  /** How long a claimed job belongs to this worker before others may take it. Default 5 min. */
  leaseMs?: number;
  /** Delay before the retry that follows failed attempt n (1-based). Default `defaultBackoffMs`. */
  backoffMs?: (attempt: number) => number;
  /** How long `stop()` waits for running jobs. Default 10 s. */
  stopTimeoutMs?: number;
  /** Finished jobs are deleted after this long. Default 7 days. */
  keepDoneMs?: number;
};

export type JobWorker = {
  readonly id: string;
  /** Looks for due jobs now instead of at the next poll. */
  wake(): void;
  /** Stops claiming, waits for running jobs (up to `stopTimeoutMs`), then returns. */
  stop(): Promise<void>;
};

const PURGE_EVERY_MS = 60 * 60_000;

function errorText(err: unknown): string {
  const text = err instanceof Error ? err.message || err.name : String(err);
  return text.slice(0, 2000);
}

/**
 * Starts a worker in this process that runs due jobs of the kinds in `handlers`. Several workers
 * (in one process or in several instances on PostgreSQL) share the table safely: each job is
 * claimed by one of them at a time. Handlers run outside any transaction.
 */
export function startJobWorker(handlers: JobHandlers, opts: JobWorkerOptions = {}): JobWorker {
  const db = opts.db ?? servicesDb();
  const id = opts.workerId ?? `${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString("hex")}`;
  const kinds = Object.keys(handlers);
  const concurrency = Math.max(1, opts.concurrency ?? 4);
  const pollIntervalMs = opts.pollIntervalMs ?? 1000;
  const leaseMs = opts.leaseMs ?? DEFAULT_LEASE_MS;
  const backoffMs = opts.backoffMs ?? defaultBackoffMs;
  const keepDoneMs = opts.keepDoneMs ?? 7 * 24 * 60 * 60_000;
  const abort = new AbortController();
  const running = new Set<Promise<void>>();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> | undefined;
  let tickAgain = false;
  let lastPurge = 0;
  let claimFailures = 0;

  const log = logger.child({ worker: id });

  function schedule(delayMs: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void tick(), delayMs);
    timer.unref();
  }

  function tick(): Promise<void> {
    if (ticking) {
      tickAgain = true;
      return ticking;
    }
    const current = runTick().then((delay) => {
      ticking = undefined;
      if (tickAgain) {
        tickAgain = false;
        schedule(0);
      } else {
        schedule(delay);
      }
    });
    ticking = current;
    return current;
  }

  /** Claims and starts jobs while there is room; returns the delay until the next poll. */
  async function runTick(): Promise<number> {
    try {
      while (!stopped) {
        const free = concurrency - running.size;
        if (free <= 0) break;
        const claimed = await claimJobs(db, { workerId: id, kinds, limit: free, leaseMs });
        claimFailures = 0;
        // Claimed jobs run even when stop() came meanwhile: they are ours until the lease ends.
        for (const job of claimed) {
          const run = execute(job).finally(() => {
            running.delete(run);
            if (!stopped) void tick();
          });
          running.add(run);
        }
        if (claimed.length < free) break;
      }
      if (!stopped && Date.now() - lastPurge > PURGE_EVERY_MS) {
        lastPurge = Date.now();
        const purged = await purgeDoneJobs(db, keepDoneMs);
        if (purged > 0) log.info({ purged }, "old finished jobs deleted");
      }
      return pollIntervalMs;
    } catch (err) {
      // The database is unreachable or closing: try again later, slowing down up to a minute.
      claimFailures += 1;
      if (!stopped) log.error({ err: errorText(err) }, "job worker could not claim jobs");
      return Math.min(pollIntervalMs * 2 ** claimFailures, 60_000);
    }
  }

  async function execute(job: Job): Promise<void> {
    const handler = handlers[job.kind]!;
    const { run, onFailed } = typeof handler === "function" ? { run: handler, onFailed: undefined } : handler;
    const ctx: JobContext = {
      jobId: job.id,
      kind: job.kind,
      attempt: job.attempts,
      maxAttempts: job.maxAttempts,
      db,
      signal: abort.signal,
    };
    const fail = async (error: string) => {
      if (await failJob(db, job, id, error)) {
        log.error({ jobId: job.id, kind: job.kind, attempt: job.attempts, error }, "job failed");
        await onFailed?.(job.payload, { ...ctx, error });
      }
    };
    try {
      if (job.attempts > job.maxAttempts) {
        // Its worker died during the last attempt: do not start another.
        await fail(job.lastError ?? "the worker running the last attempt stopped");
        return;
      }
      const started = Date.now();
      try {
        await run(job.payload, ctx);
      } catch (err) {
        const error = errorText(err);
        if (err instanceof PermanentJobError || job.attempts >= job.maxAttempts) {
          await fail(error);
        } else {
          const delayMs = backoffMs(job.attempts);
          if (await retryJob(db, job, id, error, delayMs)) {
            log.warn(
              { jobId: job.id, kind: job.kind, attempt: job.attempts, retryInMs: delayMs, error },
              "job will be retried",
            );
          }
        }
        return;
      }
      if (await completeJob(db, job, id)) {
        log.debug({ jobId: job.id, kind: job.kind, ms: Date.now() - started }, "job done");
      } else {
        log.warn({ jobId: job.id, kind: job.kind }, "job finished after its lease ended; another worker took it over");
      }
    } catch (err) {
      // Recording the outcome failed (database gone): the lease runs out and the job runs again.
      log.error({ jobId: job.id, kind: job.kind, err: errorText(err) }, "job outcome could not be recorded");
    }
  }

  if (kinds.length > 0) schedule(0);
  log.info({ kinds }, "job worker started");

  return {
    id,
    wake() {
      if (!stopped) schedule(0);
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      clearTimeout(timer);
      await ticking;
      if (running.size > 0) {
        let timeout: NodeJS.Timeout | undefined;
        const waited = await Promise.race([
          Promise.allSettled([...running]).then(() => true),
          new Promise<boolean>((resolve) => {
            timeout = setTimeout(() => resolve(false), opts.stopTimeoutMs ?? 10_000);
          }),
        ]);
        clearTimeout(timeout);
        if (!waited) {
          abort.abort();
          log.warn(
            { running: running.size },
            "job worker stopped with jobs still running; they run again after their lease",
          );
        }
      }
      log.info("job worker stopped");
    },
  };
}
