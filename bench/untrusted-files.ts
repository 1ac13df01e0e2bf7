// The decompression bomb against the built server (ADR 049; not a test, not run in CI). Needs a
// build: run `npx react-router build` first. Usage: `npx tsx bench/untrusted-files.ts` (about a minute).
//
// Starts the built server (`node server.mjs`, production options) on a free port with a fresh data
// directory (PGlite, demo content), waits for it to be idle (no sandbox child), then:
//   1. a self-registered author submits a manuscript that is a 1 MB PDF whose one page inflates to
//      1 GiB (tests/factories/decompression-bomb.ts), through the wizard's POST /api/submissions;
//   2. the admin opens the submission's Reviews and Files tabs;
//   3. the admin uploads the same file as a demo article's PDF galley and asks 'Extract metadata'.
// All along, /healthz is asked every 50 ms and the resident memory of the server process, and of
// the server with its children (the sandbox), is read every 20 ms from /proc. Prints, per step:
// the answer's status and time, whether the page or answer says why the file could not be read,
// the slowest /healthz, and how far the memory rose above the idle server's.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SERVER_ENV, SERVER_NODE_OPTIONS } from "../server-options.mjs";
import { decompressionBombPdf } from "../tests/factories/decompression-bomb";
import { wizardData } from "../tests/factories/submission-form";
import { freePort } from "../tests/helpers/smtp-sink";

const MESSAGE = "The file could not be read: it is too large when decompressed";
const MB = 1024 * 1024;
const root = path.resolve(import.meta.dirname, "..");
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

if (!fs.existsSync(path.join(root, "build/server/index.js"))) {
  console.error("No build found: run `npx react-router build` first.");
  process.exit(2);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sp-untrusted-"));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const admin = { email: "admin@untrusted.test", password: "untrusted-admin-password" };

function residentOf(pid: number): number {
  try {
    const match = /^VmRSS:\s+(\d+) kB$/m.exec(fs.readFileSync(`/proc/${pid}/status`, "latin1"));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

function childrenOf(pid: number): number[] {
  try {
    return fs
      .readFileSync(`/proc/${pid}/task/${pid}/children`, "latin1")
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

async function startServer(): Promise<ChildProcess> {
  const log = fs.openSync(path.join(dataDir, "server.log"), "a");
  const server = spawn(process.execPath, [...SERVER_NODE_OPTIONS, "server.mjs"], {
    cwd: root,
    stdio: ["ignore", log, log],
    env: {
      ...process.env,
      ...SERVER_ENV,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: path.join(dataDir, "data"),
      PUBLIC_URL: base,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      DEMO_CONTENT: "true",
      LOG_LEVEL: "warn",
    },
  });
  fs.closeSync(log);
  for (const deadline = Date.now() + 90_000; Date.now() < deadline; await sleep(200)) {
    if (server.exitCode !== null) throw new Error(`the server exited; see ${dataDir}/server.log`);
    if (
      await fetch(`${base}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return server;
  }
  server.kill("SIGKILL");
  throw new Error("the server was not ready within 90 s");
}

const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

async function auth(pathname: string, body: Record<string, string>): Promise<string> {
  const res = await fetch(`${base}/api/auth${pathname}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${pathname}: ${res.status} ${await res.text()}`);
  return cookieOf(res);
}

const withChildren = (pid: number) => residentOf(pid) + childrenOf(pid).reduce((sum, c) => sum + residentOf(c), 0);

/** Watches the server: /healthz every 50 ms, resident memory every 20 ms. */
function watch(pid: number) {
  const idle = { server: residentOf(pid), total: withChildren(pid) };
  let peakServer = idle.server;
  let peakTotal = idle.total;
  let slowestHealthz = 0;
  let healthzAsked = 0;
  let running = true;
  const sampler = setInterval(() => {
    const server = residentOf(pid);
    const total = withChildren(pid);
    peakServer = Math.max(peakServer, server);
    peakTotal = Math.max(peakTotal, total);
  }, 20);
  const poller = (async () => {
    while (running) {
      const started = performance.now();
      await fetch(`${base}/healthz`).then((r) => r.arrayBuffer());
      slowestHealthz = Math.max(slowestHealthz, performance.now() - started);
      healthzAsked++;
      await sleep(50);
    }
  })();
  return async () => {
    running = false;
    clearInterval(sampler);
    await poller;
    return {
      slowestHealthzMs: slowestHealthz,
      healthzAsked,
      serverGrewMb: (peakServer - idle.server) / MB,
      withSandboxGrewMb: (peakTotal - idle.total) / MB,
      peakWithSandboxMb: peakTotal / MB,
    };
  };
}

type Row = { step: string; status: number; ms: number; says: boolean };

async function timed(step: string, run: () => Promise<Response>): Promise<Row> {
  const started = performance.now();
  const res = await run();
  const text = await res.text();
  return { step, status: res.status, ms: performance.now() - started, says: text.includes(MESSAGE) };
}

const server = await startServer();
try {
  const bomb = decompressionBombPdf();
  const author = await auth("/sign-up/email", {
    name: "Ada Author",
    email: "ada@untrusted.test",
    password: "ada-untrusted-password",
  });
  const editor = await auth("/sign-in/email", admin);
  const wizard = await (await fetch(`${base}/dashboard/submissions/new`, { headers: { cookie: author } })).text();
  const journalId = /<option[^>]*value="([0-9a-f-]{36})"/.exec(wizard)?.[1];
  const articles = await (await fetch(`${base}/dashboard/articles`, { headers: { cookie: editor } })).text();
  const articleId = /[?&]edit=([0-9a-f-]{36})/.exec(articles)?.[1];
  if (!journalId || !articleId) throw new Error("no journal or article found on the dashboard");
  // The idle server: the demo issues' full PDFs built, and their sandbox's child ended (30 s idle).
  for (const deadline = Date.now() + 120_000; Date.now() < deadline; await sleep(1_000)) {
    if (childrenOf(server.pid!).length === 0) break;
  }
  await sleep(2_000);

  const rows: (Row & Awaited<ReturnType<ReturnType<typeof watch>>>)[] = [];
  const measure = async (step: string, run: () => Promise<Response>) => {
    const stop = watch(server.pid!);
    const row = await timed(step, run);
    await sleep(500);
    rows.push({ ...row, ...(await stop()) });
    return row;
  };

  let submissionId = "";
  await measure("manuscript: submit (POST /api/submissions)", async () => {
    const form = new FormData();
    form.set("data", JSON.stringify(wizardData(journalId)));
    form.set("file", new File([bomb], "manuscript.pdf", { type: "application/pdf" }));
    const res = await fetch(`${base}/api/submissions`, {
      method: "POST",
      headers: { cookie: author, origin: base },
      body: form,
    });
    const json = (await res.clone().json()) as { id?: string };
    submissionId = json.id ?? "";
    return res;
  });
  for (const tab of ["reviews", "files"]) {
    await measure(`manuscript: editor opens the ${tab} tab`, () =>
      fetch(`${base}/submission/${submissionId}?tab=${tab}`, { headers: { cookie: editor } }),
    );
  }
  let galleyId = "";
  await measure("galley: upload", async () => {
    const form = new FormData();
    form.set("file", new File([bomb], "bomb.pdf", { type: "application/pdf" }));
    const res = await fetch(`${base}/dashboard/articles/${articleId}/galleys`, {
      method: "POST",
      headers: { cookie: editor, origin: base },
      body: form,
    });
    galleyId = ((await res.clone().json()) as { galley?: { id: string } }).galley?.id ?? "";
    return res;
  });
  await measure("galley: 'Extract metadata'", () =>
    fetch(`${base}/dashboard/articles/${articleId}/metadata`, {
      method: "POST",
      headers: { cookie: editor, origin: base, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ galleyId }),
    }),
  );

  console.log(`bomb: ${(bomb.length / MB).toFixed(2)} MB on disk, 1024 MB inflated; node ${process.version}`);
  console.log(
    "| step | status | ms | says why | slowest /healthz ms (n) | server RSS +MB | server + sandbox RSS +MB (peak MB) |",
  );
  console.log("|---|---|---|---|---|---|---|");
  for (const r of rows) {
    console.log(
      `| ${r.step} | ${r.status} | ${r.ms.toFixed(0)} | ${r.says ? "yes" : "no"} | ${r.slowestHealthzMs.toFixed(0)} (${r.healthzAsked}) | ${r.serverGrewMb.toFixed(1)} | ${r.withSandboxGrewMb.toFixed(1)} (${r.peakWithSandboxMb.toFixed(0)}) |`,
    );
  }
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
