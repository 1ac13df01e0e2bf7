// Several server processes on one machine (ADR 073): `WEB_CONCURRENCY=N` (or `auto`, one per CPU)
// makes `server.mjs` a small primary process that forks N workers with node:cluster; each worker is
// the whole server (`startProductionServer`), and they share the listening port. The workers are
// the several instances of ADR 029 on one machine: one PostgreSQL database, cache invalidation over
// LISTEN/NOTIFY, jobs claimed with SKIP LOCKED, migrations under an advisory lock. Being on one
// machine they also share DATA_DIR (its secret.key and its files), so neither S3 nor SECRET_KEY is
// needed. PGlite runs inside one process: without DATABASE_URL the setting falls back to one.
// A plain module (no build needed), like server-options.mjs.
import cluster from "node:cluster";
import os from "node:os";

/** A WEB_CONCURRENCY that is neither a whole number of processes nor `auto`. */
export class ServerProcessesError extends Error {}

/**
 * How many server processes `env` asks for, and a notice when the setting cannot be followed.
 * Unset or empty: 1. `auto`: one per CPU this process may use.
 */
export function serverProcesses(env, cpus = os.availableParallelism()) {
  const raw = (env.WEB_CONCURRENCY ?? "").trim();
  if (raw === "") return { processes: 1 };
  const auto = raw.toLowerCase() === "auto";
  const asked = auto ? cpus : Number(raw);
  if ((!auto && !/^\d+$/.test(raw)) || asked < 1) {
    throw new ServerProcessesError(
      `WEB_CONCURRENCY: must be a whole number of server processes (1 or more) or "auto", got "${raw}"`,
    );
  }
  if (asked > 1 && !env.DATABASE_URL) {
    return {
      processes: 1,
      notice:
        `WEB_CONCURRENCY=${raw}: running one server process. The embedded database (PGlite) works inside ` +
        "one process; set DATABASE_URL to a PostgreSQL database to run several.",
    };
  }
  return { processes: asked };
}

/** A worker that stops within this time of its start (before listening) counts as a failed start. */
const FAILED_START_LIMIT = 5;
const RESTART_DELAY_MS = 1000;
const STOP_TIMEOUT_MS = 30_000;

/**
 * The primary process: forks the first worker and waits until it listens (it runs the migrations
 * and the first-start data, and creates DATA_DIR/secret.key, alone), then the others. A worker
 * that dies is replaced after a second; when the first one cannot start (a configuration error),
 * or workers keep dying before they listen, the primary stops with an error. SIGTERM and SIGINT
 * stop the workers (each finishes like a single server) and then the primary.
 */
export async function runCluster(processes, log = (line) => console.log(line)) {
  let stopping = false;
  let failedStarts = 0;
  /** Whether a worker listened yet: until the first one does, none is replaced. */
  let started = false;
  const listening = new WeakSet();

  const fork = () => {
    const worker = cluster.fork();
    worker.once("listening", () => {
      listening.add(worker);
      started = true;
      failedStarts = 0;
    });
    worker.once("exit", (code, signal) => {
      if (stopping || !started) return;
      if (!listening.has(worker)) failedStarts += 1;
      log(
        `server process ${worker.process.pid} stopped (${signal ?? `exit code ${code}`})` +
          (failedStarts >= FAILED_START_LIMIT ? "" : "; starting another"),
      );
      if (failedStarts >= FAILED_START_LIMIT) {
        log(`${failedStarts} server processes in a row stopped before they listened; giving up.`);
        void stopAll(1);
        return;
      }
      setTimeout(() => !stopping && fork(), RESTART_DELAY_MS).unref();
    });
    return worker;
  };

  const stopAll = async (code) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter(Boolean);
    const exited = workers.map((w) => new Promise((resolve) => (w.isDead() ? resolve() : w.once("exit", resolve))));
    for (const w of workers) if (!w.isDead()) w.process.kill("SIGTERM");
    const timeout = setTimeout(() => {
      for (const w of workers) if (!w.isDead()) w.process.kill("SIGKILL");
    }, STOP_TIMEOUT_MS);
    timeout.unref();
    await Promise.all(exited);
    process.exit(code);
  };
  process.once("SIGTERM", () => void stopAll(0));
  process.once("SIGINT", () => void stopAll(0));

  log(`Starting ${processes} server processes (WEB_CONCURRENCY)`);
  const first = fork();
  const firstListens = await new Promise((resolve) => {
    first.once("listening", () => resolve(true));
    first.once("exit", () => resolve(false));
  });
  if (!firstListens) {
    // Its own message (a configuration error, a database that cannot be reached) is above.
    stopping = true;
    process.exit(1);
  }
  const others = Array.from({ length: processes - 1 }, fork);
  await Promise.all(others.map((w) => new Promise((resolve) => w.once("listening", resolve))));
  if (!stopping) log(`${processes} server processes listening`);
}
