// The built server as a child process of a test, on a data directory (and database) of its own:
// started, stopped, killed, and its database read once it is down. Node APIs only, no browser.
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";
import { SERVER_ENV, SERVER_NODE_OPTIONS } from "../../../server-options.mjs";

export const ADMIN = { email: "admin@example.org", password: "crash-admin-password" };

export type PlatformProcess = { child: ChildProcess; port: number; baseUrl: string };

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "0.0.0.0", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A fresh database on the server of TEST_DATABASE_URL, or undefined (PGlite in DATA_DIR). */
export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return undefined;
  const name = `sp_crash_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** Starts `node server.mjs` (the build in build/) and waits until /readyz answers. */
export async function startPlatform(opts: {
  dataDir: string;
  databaseUrl?: string;
  logFile: string;
  /** More environment (after the defaults above, so it may replace them). */
  env?: Record<string, string>;
}) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const log = fs.openSync(opts.logFile, "a");
  const child = spawn(process.execPath, [...SERVER_NODE_OPTIONS, "server.mjs"], {
    cwd: path.resolve(import.meta.dirname, "../../.."),
    stdio: ["ignore", log, log],
    env: {
      ...process.env,
      ...SERVER_ENV,
      NODE_ENV: "production",
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: opts.dataDir,
      DATABASE_URL: opts.databaseUrl ?? "",
      DEMO_CONTENT: "false",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SMTP_URL: "",
      LOG_LEVEL: "info",
      ...opts.env,
    },
  });
  fs.closeSync(log);
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited while starting (${child.exitCode ?? child.signalCode}); see ${opts.logFile}`);
    }
    const ready = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(2000) })
      .then((r) => r.ok)
      .catch(() => false);
    if (ready) return { child, port, baseUrl } satisfies PlatformProcess;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the server did not become ready; see ${opts.logFile}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Sends `signal` and waits for the process to end. */
export function stopPlatform(platform: PlatformProcess, signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
  const { child } = platform;
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}

/** Signs in over HTTP (Better Auth) and returns the session cookie. */
export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .find((c) => /(^|\.)session_token=/.test(c) && !c.endsWith("="));
  if (response.status !== 200 || !cookie) throw new Error(`sign-in failed: ${response.status}`);
  return cookie;
}

/** Runs `sql` on the platform's database while no server is running, returning the rows. */
export async function queryStoppedDatabase<T>(
  opts: { dataDir: string; databaseUrl?: string },
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  if (opts.databaseUrl) {
    const client = new pg.Client({ connectionString: opts.databaseUrl });
    await client.connect();
    try {
      return (await client.query(sql, params)).rows as T[];
    } finally {
      await client.end();
    }
  }
  // The extensions the migrations created (app/db/client.server.ts): a table with a pg_trgm or
  // btree_gin index cannot even be read without it.
  const db = new PGlite(path.join(opts.dataDir, "pglite"), { extensions: { pg_trgm, btree_gin } });
  try {
    return (await db.query<T>(sql, params)).rows;
  } finally {
    await db.close();
  }
}

/** Every file under `dir` (relative paths), or [] when it does not exist. */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}
