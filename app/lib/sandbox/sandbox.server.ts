// Runs jobs on untrusted files in a child process with hard limits (ADR 049). A child process, not
// a worker thread: the typed arrays a parser inflates into live outside V8's heap, so a worker's
// `resourceLimits` would not bound them and they would grow the server's own resident memory.
// The child is started on the first job, reused for later ones and runs one job at a time; the
// server watches its resident memory and its time and kills it past either limit. A killed job is
// rejected (SandboxLimitError) and never run again; the next job starts a fresh child.
import { fork, type ChildProcess } from "node:child_process";
import { logger } from "../logger.server";
import { residentBytes } from "./resident-memory.server";
import { SandboxJobError, SandboxLimitError, SandboxUnavailableError, type SandboxLimit } from "./sandbox-errors";
import { SANDBOX_CHILD_FLAG, type ChildMessage, type JobRequest } from "./sandbox-protocol";

export type SandboxOptions = {
  /** The child's entry: a built .js file, or a .ts source, which is run through tsx. */
  entry: string;
  /** V8's heap limit in the child (`--max-old-space-size`), in MB. */
  heapMb: number;
  /** How long the child may take to load its table before its first job. Default 30 s. */
  startTimeoutMs?: number;
  /** An idle child is ended after this long, giving its memory back. Default 30 s. */
  idleMs?: number;
  /** How often the child's resident memory is read while a job runs. Default 25 ms. */
  sampleEveryMs?: number;
};

export type JobLimits = {
  /** The job is abandoned (and the child killed) after this long. */
  timeLimitMs: number;
  /**
   * The child is killed when its resident memory grows by more than this above what it held once
   * ready (its parsers loaded): the same allowance whether the child runs built (about 110 MB when
   * ready) or from source through tsx (about 520 MB, the transpiled pdf.js included).
   */
  growthLimitBytes: number;
};

type Pending = {
  id: number;
  kind: string;
  input: unknown;
  limits: JobLimits;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
};

type Child = {
  process: ChildProcess;
  ready: Promise<void>;
  /** Its resident memory once ready, before any job. */
  baselineBytes: number;
  /** Why the server ended it, if it did: a limit, or its own reasons (idle, closing, recycled). */
  endedBy: SandboxLimit | "server" | null;
};

let nextId = 1;

export class Sandbox {
  private readonly queue: Pending[] = [];
  private child: Child | null = null;
  private running: Pending | null = null;
  private idleTimer: NodeJS.Timeout | undefined;
  private closed = false;
  private readonly log = logger.child({ sandbox: true });

  constructor(private readonly options: SandboxOptions) {}

  /**
   * Runs the job `kind` of the child's table on `input`. Rejects with SandboxLimitError when the
   * child passed a limit, SandboxJobError when the job threw, SandboxUnavailableError when the
   * child could not run it at all.
   */
  run<T>(kind: string, input: unknown, limits: JobLimits): Promise<T> {
    if (this.closed) return Promise.reject(new SandboxUnavailableError("the sandbox is closed"));
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ id: nextId++, kind, input, limits, resolve: resolve as (v: unknown) => void, reject });
      void this.pump();
    });
  }

  /** Ends the child; queued jobs are rejected. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.idleTimer);
    for (const job of this.queue.splice(0)) job.reject(new SandboxUnavailableError("the sandbox is closed"));
    const child = this.child;
    if (!child) return;
    const exited = new Promise<void>((resolve) => child.process.once("exit", () => resolve()));
    child.process.ref();
    this.retire(child);
    await exited;
  }

  private async pump(): Promise<void> {
    if (this.running || this.queue.length === 0) return;
    const job = this.queue.shift()!;
    this.running = job;
    clearTimeout(this.idleTimer);
    let child: Child;
    try {
      child = this.child ?? this.start();
      child.process.ref();
      (child.process.channel as { ref?: () => void } | undefined)?.ref?.();
      await child.ready;
    } catch (error) {
      this.finish(job, () => job.reject(error as Error));
      return;
    }
    this.watch(child, job);
    // A child that died meanwhile fails the send; its exit then settles the job.
    child.process.send({ id: job.id, kind: job.kind, input: job.input } satisfies JobRequest, (error) => {
      if (error) this.retire(child);
    });
  }

  /** How much the child's resident memory grew since it was ready (0 once it is gone). */
  private grownBy(child: Child): number {
    const rss = residentBytes(child.process.pid!);
    return rss === null ? 0 : rss - child.baselineBytes;
  }

  /** Kills `child` and forgets it at once, so that no job is sent to it while it ends. */
  private retire(child: Child, reason: SandboxLimit | "server" = "server"): void {
    child.endedBy ??= reason;
    if (this.child === child) this.child = null;
    child.process.kill("SIGKILL");
  }

  private start(): Child {
    const { entry, heapMb } = this.options;
    const proc = fork(entry, [SANDBOX_CHILD_FLAG], {
      // The source in development and tests, the built file in production (file-reader.server.ts).
      execArgv: [...(entry.endsWith(".ts") ? ["--import", "tsx"] : []), `--max-old-space-size=${heapMb}`],
      serialization: "advanced",
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    const child: Child = { process: proc, ready: Promise.resolve(), baselineBytes: 0, endedBy: null };
    // First, so that the child is forgotten before any job's own exit handler runs.
    proc.once("exit", () => {
      if (this.child === child) this.child = null;
    });
    child.ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.retire(child);
        reject(new SandboxUnavailableError("the sandbox did not start in time"));
      }, this.options.startTimeoutMs ?? 30_000);
      const onMessage = (message: ChildMessage) => {
        if (message.type !== "ready") return;
        clearTimeout(timer);
        proc.off("message", onMessage);
        child.baselineBytes = residentBytes(proc.pid!) ?? 0;
        resolve();
      };
      proc.on("message", onMessage);
      proc.once("exit", () => {
        clearTimeout(timer);
        reject(new SandboxUnavailableError("the sandbox stopped while starting"));
      });
    });
    child.ready.catch(() => undefined);
    proc.on("error", (error) => this.log.error({ err: error.message }, "sandbox child error"));
    this.child = child;
    return child;
  }

  /** Watches `job` on `child` until it settles: its answer, the limits, or the child's end. */
  private watch(child: Child, job: Pending): void {
    const proc = child.process;
    const deadline = setTimeout(() => this.retire(child, "time"), job.limits.timeLimitMs);
    const sampler = setInterval(() => {
      if (this.grownBy(child) > job.limits.growthLimitBytes) this.retire(child, "memory");
    }, this.options.sampleEveryMs ?? 25);
    const stopWatching = () => {
      clearTimeout(deadline);
      clearInterval(sampler);
      proc.off("message", onMessage);
      proc.off("exit", onExit);
    };
    const onMessage = (message: ChildMessage) => {
      if (message.type === "ready" || message.id !== job.id) return;
      stopWatching();
      this.finish(job, () =>
        message.type === "done" ? job.resolve(message.value) : job.reject(new SandboxJobError(message.message)),
      );
    };
    const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
      stopWatching();
      // Ended by the server for its own reasons (closing), the job says nothing of the file.
      const limit = child.endedBy === "server" ? null : (child.endedBy ?? limitOfOwnExit(code, signal));
      this.log.warn({ kind: job.kind, code, signal, limit }, "sandbox child ended during a job");
      this.finish(job, () =>
        job.reject(limit ? new SandboxLimitError(limit) : new SandboxUnavailableError("the sandbox stopped")),
      );
    };
    proc.on("message", onMessage);
    proc.on("exit", onExit);
  }

  /** Settles the running job, then starts the next one or lets the idle child go. */
  private finish(job: Pending, settle: () => void): void {
    this.running = null;
    settle();
    const child = this.child;
    if (child && this.grownBy(child) > job.limits.growthLimitBytes / 2) {
      // A child that kept much of what a large file made it hold is not reused: its heap stays
      // grown, and the next file would start closer to the limit.
      this.retire(child);
    }
    if (this.queue.length > 0) {
      void this.pump();
      return;
    }
    if (!this.child) return;
    this.child.process.unref();
    (this.child.process.channel as { unref?: () => void } | undefined)?.unref?.();
    const idle = this.child;
    this.idleTimer = setTimeout(() => {
      if (this.child === idle && !this.running) this.retire(idle);
    }, this.options.idleMs ?? 30_000);
    this.idleTimer.unref();
  }
}

/**
 * A child that ended on its own during a job: V8 aborts when the heap limit is reached (SIGABRT,
 * or exit code 134 where a shell reports it), and the kernel's OOM killer sends SIGKILL.
 */
function limitOfOwnExit(code: number | null, signal: NodeJS.Signals | null): SandboxLimit | null {
  if (signal === "SIGABRT" || signal === "SIGKILL" || signal === "SIGTRAP" || code === 134) return "memory";
  return null;
}
