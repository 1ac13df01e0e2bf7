import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { acquireDataDirLock, DataDirLockedError } from "~/db/data-dir-lock.server";

const root = path.resolve(import.meta.dirname, "../..");
const lockModule = path.join(root, "app/db/data-dir-lock.server.ts");
const tsx = path.join(root, "node_modules/.bin/tsx");
const lockFileOf = (dataDir: string) => path.join(dataDir, "server.lock");

// A new PID namespace needs root (or user namespaces) and a kernel that allows it.
const canUnsharePid = spawnSync("unshare", ["--pid", "--fork", "true"], { stdio: "ignore" }).status === 0;

/**
 * Starts a separate process that takes the lock on `dataDir` and holds it until killed. With
 * `inNewPidNamespace`, the process runs as pid 1 of a new PID namespace (like a container's main
 * process), so its pid means nothing outside; killing the returned `unshare` kills it too.
 */
async function holdLockInChild(
  dataDir: string,
  opts: { inNewPidNamespace?: boolean } = {},
): Promise<ChildProcess & { pidSeenByItself: number }> {
  // Node strips the types of this module itself.
  const script = `const { acquireDataDirLock } = await import(${JSON.stringify(lockModule)});
acquireDataDirLock(${JSON.stringify(dataDir)}); console.log("locked " + process.pid); setInterval(() => {}, 1000);`;
  const node = [process.execPath, "--input-type=module", "-e", script];
  const [command, ...args] = opts.inNewPidNamespace
    ? ["unshare", "--pid", "--fork", "--mount-proc", "--kill-child", ...node]
    : node;
  const child = spawn(command!, args, { stdio: ["ignore", "pipe", "inherit"] });
  const pidSeenByItself = await new Promise<number>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`lock holder exited early (${code})`)));
    let out = "";
    child.stdout!.on("data", (d: Buffer) => {
      out += d.toString();
      const m = /locked (\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
  });
  return Object.assign(child, { pidSeenByItself });
}

/**
 * Runs `acquireDataDirLock` in a short-lived process (optionally as pid 1 of a new PID namespace),
 * which releases what it got and exits. Returns what it printed: "acquired by N" or "refused: …".
 */
function tryLockInProcess(dataDir: string, opts: { inNewPidNamespace?: boolean } = {}) {
  const script = `const { acquireDataDirLock } = await import(${JSON.stringify(lockModule)});
try { const release = acquireDataDirLock(${JSON.stringify(dataDir)}); console.log("acquired by " + process.pid); release(); }
catch (e) { console.log("refused: " + e.message); }`;
  const node = [process.execPath, "--input-type=module", "-e", script];
  const [command, ...args] = opts.inNewPidNamespace ? ["unshare", "--pid", "--fork", "--mount-proc", ...node] : node;
  const result = spawnSync(command!, args, { encoding: "utf8", timeout: 30_000 });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout.trim();
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGKILL");
  });
}

function refusal(dataDir: string): Error | undefined {
  try {
    acquireDataDirLock(dataDir)();
  } catch (e) {
    return e as Error;
  }
  return undefined;
}

describe("the data directory lock", () => {
  let dataDir: string;
  let holder: ChildProcess | undefined;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sp-lock-"));
  });
  afterEach(async () => {
    if (holder) await stop(holder);
    holder = undefined;
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("is held on a lock file that names the holder, and released without removing the file", () => {
    const release = acquireDataDirLock(dataDir);
    expect(fs.readFileSync(lockFileOf(dataDir), "utf8")).toBe(String(process.pid));
    release();
    release(); // idempotent
    expect(fs.existsSync(lockFileOf(dataDir))).toBe(true);
    // Released: it can be taken again.
    acquireDataDirLock(dataDir)();
  });

  it("refuses a second claim from the same process while the lock is held", () => {
    const release = acquireDataDirLock(dataDir);
    try {
      // The pid in the file is this process's own: a pid file would take that for a stale lock.
      const error = refusal(dataDir);
      expect(error).toBeInstanceOf(DataDirLockedError);
      expect(error!.message).toContain(`in use by another running process (pid ${process.pid})`);
    } finally {
      release();
    }
  });

  it("refuses a second process with a message that names the holder and the way out", async () => {
    holder = await holdLockInChild(dataDir);
    const error = refusal(dataDir);
    expect(error).toBeInstanceOf(DataDirLockedError);
    expect(error!.message).toContain(
      `The data directory ${dataDir} is in use by another running process (pid ${holder.pid})`,
    );
    expect(error!.message).toContain("different DATA_DIR");
    expect(fs.readFileSync(lockFileOf(dataDir), "utf8")).toBe(String(holder.pid));
  });

  it("is not removed or overwritten by a process that does not hold it", async () => {
    holder = await holdLockInChild(dataDir);
    const before = fs.statSync(lockFileOf(dataDir));
    // A refused process that then exits (releasing whatever it had) must leave the file alone.
    expect(tryLockInProcess(dataDir)).toContain(`refused: The data directory ${dataDir} is in use`);
    expect(refusal(dataDir)).toBeInstanceOf(DataDirLockedError);
    const after = fs.statSync(lockFileOf(dataDir));
    expect(after.ino).toBe(before.ino);
    expect(fs.readFileSync(lockFileOf(dataDir), "utf8")).toBe(String(holder.pid));
    // The holder still holds it.
    expect(tryLockInProcess(dataDir)).toContain(`(pid ${holder.pid})`);
  });

  it("is taken by a new process once the holder is killed with SIGKILL", async () => {
    holder = await holdLockInChild(dataDir);
    await stop(holder);
    expect(fs.existsSync(lockFileOf(dataDir))).toBe(true); // the dead holder left its file behind
    const release = acquireDataDirLock(dataDir);
    expect(fs.readFileSync(lockFileOf(dataDir), "utf8")).toBe(String(process.pid));
    release();
    holder = await holdLockInChild(dataDir);
    expect(fs.readFileSync(lockFileOf(dataDir), "utf8")).toBe(String(holder.pid));
  });

  it("does not take a leftover file naming a live process for a lock", () => {
    // After a crash the recorded pid may belong to an unrelated live process (here our parent).
    fs.writeFileSync(lockFileOf(dataDir), String(process.ppid));
    const release = acquireDataDirLock(dataDir);
    expect(fs.readFileSync(lockFileOf(dataDir), "utf8")).toBe(String(process.pid));
    release();
  });

  it.skipIf(!canUnsharePid)(
    canUnsharePid
      ? "holds across PID namespaces"
      : "holds across PID namespaces (SKIPPED: `unshare --pid --fork true` fails here: it needs root and PID namespaces)",
    async () => {
      // The holder is pid 1 of its own namespace, like the main process of a container.
      const namespaced = await holdLockInChild(dataDir, { inNewPidNamespace: true });
      holder = namespaced;
      const holderPid = namespaced.pidSeenByItself;
      expect(holderPid).not.toBe(namespaced.pid);
      expect(fs.readFileSync(lockFileOf(dataDir), "utf8")).toBe(String(holderPid));
      // A process outside that namespace is refused (the message quotes the holder's own pid).
      const error = refusal(dataDir);
      expect(error).toBeInstanceOf(DataDirLockedError);
      expect(error!.message).toContain(`in use by another running process (pid ${holderPid})`);
      // A second "container": another new namespace, where the contender is pid 1 as well, so
      // the recorded pid is its own. It is refused too and, exiting, leaves the file alone.
      expect(tryLockInProcess(dataDir, { inNewPidNamespace: true })).toContain(
        `refused: The data directory ${dataDir} is in use by another running process (pid ${holderPid})`,
      );
      expect(fs.readFileSync(lockFileOf(dataDir), "utf8")).toBe(String(holderPid));
      expect(refusal(dataDir)).toBeInstanceOf(DataDirLockedError);
      expect(tryLockInProcess(dataDir)).toContain("refused: ");
      // Once the namespaced holder is gone (it dies with its `unshare`), the lock is free.
      await stop(namespaced);
      const deadline = Date.now() + 5000;
      while (refusal(dataDir) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(refusal(dataDir)).toBeUndefined();
    },
    30_000,
  );

  it("a server started on a locked data directory exits non-zero with the message", async () => {
    holder = await holdLockInChild(dataDir);
    // The production entry point, run from source: it must stop before opening the database.
    const result = spawnSync(tsx, ["-e", `import("./server/app.ts").then((m) => m.startProductionServer())`], {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        PORT: "0",
        NODE_ENV: "production",
        LOG_LEVEL: "silent",
      },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain(
      `The data directory ${dataDir} is in use by another running process (pid ${holder.pid})`,
    );
    expect(fs.existsSync(path.join(dataDir, "pglite"))).toBe(false);
  }, 90_000);
});
