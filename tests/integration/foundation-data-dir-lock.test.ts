import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { acquireDataDirLock, DataDirLockedError } from "../../app/db/data-dir-lock.server";

const root = path.resolve(import.meta.dirname, "../..");
const lockModule = path.join(root, "app/db/data-dir-lock.server.ts");
const tsx = path.join(root, "node_modules/.bin/tsx");

/** Starts a separate process that takes the lock on `dataDir` and holds it until killed. */
async function holdLockInChild(dataDir: string): Promise<ChildProcess> {
  // Node strips the types of this dependency-free module itself.
  const script = `const { acquireDataDirLock } = await import(${JSON.stringify(lockModule)});
acquireDataDirLock(${JSON.stringify(dataDir)}); console.log("locked"); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ["--input-type=module", "-e", script], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`lock holder exited early (${code})`)));
    child.stdout!.on("data", (d: Buffer) => d.toString().includes("locked") && resolve());
  });
  return child;
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGKILL");
  });
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

  it("is held in a pid file and released", () => {
    const release = acquireDataDirLock(dataDir);
    expect(fs.readFileSync(path.join(dataDir, "server.pid"), "utf8")).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dataDir, "server.pid"))).toBe(false);
  });

  it("refuses a second process with a message that names the holder and the way out", async () => {
    holder = await holdLockInChild(dataDir);
    let error: unknown;
    try {
      acquireDataDirLock(dataDir);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DataDirLockedError);
    expect((error as Error).message).toContain(
      `The data directory ${dataDir} is in use by another running process (pid ${holder.pid})`,
    );
    expect((error as Error).message).toContain("different DATA_DIR");
    expect(fs.readFileSync(path.join(dataDir, "server.pid"), "utf8")).toBe(String(holder.pid));
  });

  it("takes over the lock of a process that is gone", async () => {
    holder = await holdLockInChild(dataDir);
    await stop(holder);
    const release = acquireDataDirLock(dataDir);
    expect(fs.readFileSync(path.join(dataDir, "server.pid"), "utf8")).toBe(String(process.pid));
    release();
  });

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
