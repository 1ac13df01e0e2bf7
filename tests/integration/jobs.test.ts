// @both-backends: the job queue's claims and locks, one connection on PGlite, a pool on PostgreSQL.
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "~/db/client.server";
import { jobs } from "~/db/schema";
import {
  claimJobs,
  defaultBackoffMs,
  enqueueJob,
  hasWaitingJob,
  ONE_OFF_RUN,
  PermanentJobError,
  recurringJob,
  startJobWorker,
  type JobHandlers,
  type JobPayload,
  type JobWorker,
  type JobWorkerOptions,
} from "~/lib/jobs.server";
import { waitFor } from "../helpers/smtp-sink";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("background jobs", () => {
  let platform: TestPlatform;
  /** A second handle on the database: its own connection pool on PostgreSQL, like another instance. */
  let other: { db: Db; close: () => Promise<void> };
  const db = () => platform.services.database.db;
  const workers: JobWorker[] = [];

  const start = (handlers: JobHandlers, opts: JobWorkerOptions = {}) => {
    const worker = startJobWorker(handlers, { db: db(), pollIntervalMs: 10, backoffMs: () => 50, ...opts });
    workers.push(worker);
    return worker;
  };
  const jobOf = async (id: string) => (await db().select().from(jobs).where(eq(jobs.id, id)))[0]!;

  beforeAll(async () => {
    platform = await startTestPlatform();
    const url = platform.services.env.DATABASE_URL;
    other = url
      ? await openDatabase({ databaseUrl: url, dataDir: platform.services.env.dataDir }).then((d) => ({
          db: d.db,
          close: d.close,
        }))
      : { db: db(), close: async () => {} };
  });
  afterAll(async () => {
    await other.close();
    await platform.stop();
  });
  beforeEach(async () => {
    await db().delete(jobs);
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((w) => w.stop()));
  });

  it("backs off 30 s, 2 min, 10 min, 30 min, 1 h, then 3 h", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 12].map(defaultBackoffMs)).toEqual([
      30_000, 120_000, 600_000, 1_800_000, 3_600_000, 10_800_000, 10_800_000, 10_800_000,
    ]);
  });

  it("runs a job written in a committed transaction, and none from a rolled-back one", async () => {
    const committed = await db().transaction((tx) => enqueueJob(tx, "test.commit", { n: 1 }));
    await expect(
      db().transaction(async (tx) => {
        await enqueueJob(tx, "test.commit", { n: 2 });
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    const seen: JobPayload[] = [];
    start({ "test.commit": async (payload) => void seen.push(payload) });
    await waitFor(async () => (await jobOf(committed.id)).status === "done", 5000, "the job");
    await sleep(50);
    expect(seen).toEqual([{ n: 1 }]);
    const rows = await db().select().from(jobs);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "done", attempts: 1, lockedBy: null, lastError: null });
    expect(rows[0]!.finishedAt).toBeInstanceOf(Date);
  });

  it("retries a failing job after the backoff until it succeeds", async () => {
    const { id } = await enqueueJob(db(), "test.flaky", {});
    const runs: { attempt: number; at: number }[] = [];
    const backoffCalls: number[] = [];
    start(
      {
        "test.flaky": async (_p, ctx) => {
          runs.push({ attempt: ctx.attempt, at: Date.now() });
          if (ctx.attempt < 3) throw new Error(`boom ${ctx.attempt}`);
        },
      },
      {
        backoffMs: (attempt) => {
          backoffCalls.push(attempt);
          return 150;
        },
      },
    );
    await waitFor(async () => (await jobOf(id)).status === "done", 5000, "the job");
    expect(runs.map((r) => r.attempt)).toEqual([1, 2, 3]);
    expect(backoffCalls).toEqual([1, 2]);
    expect(runs[1]!.at - runs[0]!.at).toBeGreaterThanOrEqual(100);
    expect(runs[2]!.at - runs[1]!.at).toBeGreaterThanOrEqual(100);
    expect(await jobOf(id)).toMatchObject({ status: "done", attempts: 3, lastError: "boom 2" });
  });

  it("schedules the retry in the database and keeps the error", async () => {
    const { id } = await enqueueJob(db(), "test.later", {});
    start({ "test.later": async () => Promise.reject(new Error("smtp down")) }, { backoffMs: () => 60_000 });
    const job = await waitFor(async () => {
      const j = await jobOf(id);
      return j.status === "queued" && j.attempts === 1 ? j : undefined;
    });
    expect(job.lastError).toBe("smtp down");
    expect(job.lockedBy).toBeNull();
    expect(job.runAt.getTime() - Date.now()).toBeGreaterThan(50_000);
  });

  it("fails a job after its last attempt and reports the failure once", async () => {
    const { id } = await enqueueJob(db(), "test.broken", { x: 1 }, { maxAttempts: 3 });
    const failures: string[] = [];
    let runs = 0;
    start({
      "test.broken": {
        run: async () => {
          runs += 1;
          throw new Error(`attempt ${runs} failed`);
        },
        onFailed: async (payload, ctx) => void failures.push(`${JSON.stringify(payload)} ${ctx.error}`),
      },
    });
    await waitFor(async () => (await jobOf(id)).status === "failed", 5000, "the failure");
    await sleep(100);
    expect(runs).toBe(3);
    expect(failures).toEqual(['{"x":1} attempt 3 failed']);
    expect(await jobOf(id)).toMatchObject({ attempts: 3, lastError: "attempt 3 failed", lockedBy: null });
  });

  it("keeps a recurring job's chain after a run and after its last failed attempt; a one-off run queues none", async () => {
    let healthy = true;
    const runs: string[] = [];
    const next = () => enqueueJob(db(), "test.recurring", { next: true }, { delayMs: 3_600_000 }).then(() => {});
    start({
      "test.recurring": recurringJob(async (payload) => {
        runs.push(JSON.stringify(payload));
        if (!healthy) throw new Error("database away");
      }, next),
    });
    const waiting = async () =>
      (await db().select().from(jobs).where(eq(jobs.kind, "test.recurring"))).filter((j) => j.status === "queued");
    const nextQueued = async () => (await waiting()).some((j) => j.payload.next === true) || undefined;

    await enqueueJob(db(), "test.recurring", {});
    await waitFor(nextQueued, 5000, "the next run after a run");
    expect(await hasWaitingJob(db(), "test.recurring")).toBe(true);

    // The run fails on its last attempt: the next run is queued all the same.
    await db().delete(jobs);
    healthy = false;
    const { id } = await enqueueJob(db(), "test.recurring", { failing: true }, { maxAttempts: 2 });
    await waitFor(async () => (await jobOf(id)).status === "failed" || undefined, 5000, "the failure");
    await waitFor(nextQueued, 5000, "the next run after the failure");

    // A one-off run, failed or not, queues nothing, and does not count as the chain.
    await db().delete(jobs);
    const once = await enqueueJob(db(), "test.recurring", ONE_OFF_RUN, { maxAttempts: 1, delayMs: 200 });
    expect(await hasWaitingJob(db(), "test.recurring")).toBe(false);
    await waitFor(async () => (await jobOf(once.id)).status === "failed" || undefined, 5000, "the one-off run");
    healthy = true;
    const twice = await enqueueJob(db(), "test.recurring", ONE_OFF_RUN);
    await waitFor(async () => (await jobOf(twice.id)).status === "done" || undefined, 5000, "the second one-off run");
    await sleep(100);
    expect(await waiting()).toEqual([]);
    expect(runs).toEqual(["{}", '{"failing":true}', '{"failing":true}', '{"once":true}', '{"once":true}']);
  });

  it("fails at once when the handler says retrying cannot help", async () => {
    const { id } = await enqueueJob(db(), "test.permanent", {});
    let runs = 0;
    start({
      "test.permanent": async () => {
        runs += 1;
        throw new PermanentJobError("address refused");
      },
    });
    await waitFor(async () => (await jobOf(id)).status === "failed");
    expect(runs).toBe(1);
    expect(await jobOf(id)).toMatchObject({ attempts: 1, lastError: "address refused" });
  });

  it("does not run a delayed job before it is due", async () => {
    const enqueuedAt = Date.now();
    const { id } = await enqueueJob(db(), "test.delayed", {}, { delayMs: 400 });
    let ranAt = 0;
    start({ "test.delayed": async () => void (ranAt = Date.now()) });
    await sleep(200);
    expect(ranAt).toBe(0);
    await waitFor(async () => (await jobOf(id)).status === "done");
    expect(ranAt - enqueuedAt).toBeGreaterThanOrEqual(300);
  });

  it("leaves jobs of kinds it has no handler for", async () => {
    const mine = await enqueueJob(db(), "test.mine", {});
    const theirs = await enqueueJob(db(), "test.theirs", {});
    start({ "test.mine": async () => {} });
    await waitFor(async () => (await jobOf(mine.id)).status === "done");
    await sleep(50);
    expect(await jobOf(theirs.id)).toMatchObject({ status: "queued", attempts: 0 });
  });

  it("takes over a job whose worker died, and ignores that worker finishing late", async () => {
    const { id } = await enqueueJob(db(), "test.lease", {});
    let release: () => void = () => {};
    const hung = new Promise<void>((resolve) => (release = resolve));
    const runs: string[] = [];
    // Worker A holds the job and never finishes in time (as if its process had died); its only
    // slot is taken, so it cannot claim the job back itself.
    const a = start(
      {
        "test.lease": async (_p, ctx) => {
          runs.push(`A${ctx.attempt}`);
          await hung;
        },
      },
      { leaseMs: 200, concurrency: 1 },
    );
    await waitFor(() => runs.length === 1);
    expect(await jobOf(id)).toMatchObject({ status: "running", lockedBy: a.id, attempts: 1 });
    const b = start({ "test.lease": async (_p, ctx) => void runs.push(`B${ctx.attempt}`) }, { db: other.db });
    await waitFor(async () => (await jobOf(id)).status === "done", 5000, "the take-over");
    expect(runs).toEqual(["A1", "B2"]);
    release();
    await a.stop();
    expect(await jobOf(id)).toMatchObject({ status: "done", attempts: 2, lockedBy: null });
    expect(b.id).not.toBe(a.id);
  });

  it("claims a job left running by a process that is gone", async () => {
    const { id } = await enqueueJob(db(), "test.orphan", {});
    await db()
      .update(jobs)
      .set({
        status: "running",
        attempts: 1,
        lockedBy: "gone:1:abc",
        lockedAt: new Date(Date.now() - 600_000),
        runAt: new Date(Date.now() - 1000),
      })
      .where(eq(jobs.id, id));
    let attempt = 0;
    start({ "test.orphan": async (_p, ctx) => void (attempt = ctx.attempt) });
    await waitFor(async () => (await jobOf(id)).status === "done");
    expect(attempt).toBe(2);
  });

  it("fails, without running it again, a job whose worker died on its last attempt", async () => {
    const { id } = await enqueueJob(db(), "test.orphan-last", {}, { maxAttempts: 2 });
    await db()
      .update(jobs)
      .set({ status: "running", attempts: 2, lockedBy: "gone:1:abc", runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, id));
    let runs = 0;
    const failed: string[] = [];
    start({
      "test.orphan-last": {
        run: async () => void (runs += 1),
        onFailed: async (_p, ctx) => void failed.push(ctx.error),
      },
    });
    await waitFor(async () => (await jobOf(id)).status === "failed");
    expect(runs).toBe(0);
    expect(failed).toEqual(["the worker running the last attempt stopped"]);
  });

  it("runs each job exactly once with several workers racing", async () => {
    const total = 40;
    for (let n = 0; n < total; n++) await enqueueJob(db(), "test.race", { n });
    const runs: number[] = [];
    const handler = {
      "test.race": async (payload: JobPayload) => {
        runs.push(payload.n as number);
        await sleep(5);
      },
    };
    start(handler, { concurrency: 3, pollIntervalMs: 5 });
    start(handler, { db: other.db, concurrency: 3, pollIntervalMs: 5 });
    start(handler, { db: other.db, concurrency: 2, pollIntervalMs: 5 });
    await waitFor(
      async () => (await db().select().from(jobs).where(eq(jobs.status, "done"))).length === total,
      15_000,
      "all jobs",
    );
    expect([...runs].sort((x, y) => x - y)).toEqual(Array.from({ length: total }, (_, i) => i));
    const rows = await db().select().from(jobs);
    expect(rows.every((r) => r.attempts === 1)).toBe(true);
  });

  it("never hands the same job to two concurrent claims", async () => {
    for (let n = 0; n < 50; n++) await enqueueJob(db(), "test.claim", { n });
    const batches = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        claimJobs(i % 2 ? other.db : db(), { workerId: `w${i}`, kinds: ["test.claim"], limit: 7, leaseMs: 60_000 }),
      ),
    );
    const rest = await claimJobs(db(), { workerId: "last", kinds: ["test.claim"], limit: 100 });
    const ids = [...batches.flat(), ...rest].map((j) => j.id);
    expect(ids).toHaveLength(50);
    expect(new Set(ids).size).toBe(50);
    expect(await claimJobs(db(), { workerId: "again", kinds: ["test.claim"], limit: 100 })).toEqual([]);
  });

  it("waits for a running job when stopped", async () => {
    const { id } = await enqueueJob(db(), "test.slow", {});
    let started = false;
    const worker = start({
      "test.slow": async () => {
        started = true;
        await sleep(200);
      },
    });
    await waitFor(() => started);
    await worker.stop();
    expect((await jobOf(id)).status).toBe("done");
  });
});
