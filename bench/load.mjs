// Measures the home, journal, issue (300 articles) and article pages of the built server with wrk
// on 127.0.0.1, at 1 and 50 connections, for anonymous readers (page cache), signed-in readers (a
// real session cookie, the same cache) and rendered pages (cache bypassed), and the same article
// HTML served as a static file by nginx (the ceiling: its defaults, and sendfile as Debian sets it)
// and by a bare Node server (one process's ceiling), then the cached article against them in short
// slices taken in turn (ADR 045). Writes the table to bench/out/load-<backend>.md.
// wrk and nginx must be on PATH (Debian: apt-get install wrk nginx).
//
//   npm run build
//   DATABASE_URL=postgres://... node bench/load.mjs        # PostgreSQL
//   DATA_DIR=bench/out/pglite node bench/load.mjs          # PGlite (the generator's data dir)
// Options: BENCH_SECONDS (default 10), BENCH_SLICES (default 15), BENCH_JOURNAL (default fjphs),
// BENCH_ARTICLES (label), BENCH_NOTE (a line under the heading, e.g. the machine's state),
// BENCH_PIN=0 (see `pinned`), BENCH_ADMIN_EMAIL and BENCH_ADMIN_PASSWORD (the signed-in readers'
// admin, default the generator's bench@example.org).
import { spawn, execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SERVER_ENV, SERVER_NODE_OPTIONS } from "../server-options.mjs";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const journal = process.env.BENCH_JOURNAL ?? "fjphs";
const port = 3300;
const nginxPort = 3399;
const backend = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite";
const out = path.resolve("bench/out");
fs.mkdirSync(out, { recursive: true });

/**
 * On a machine of two or more CPUs, what is measured (our server, nginx, the bare Node server) runs
 * on the last CPU and wrk on the others (taskset, util-linux): sharing the CPUs, wrk took about one
 * of two cores from whichever server it measured, and nginx's second worker used what was left,
 * so the comparison measured who competes best with the load generator (ADR 043). PostgreSQL,
 * another server, is not pinned.
 */
const cpus = os.availableParallelism();
const pinned = process.env.BENCH_PIN !== "0" && cpus >= 2 && hasTaskset();
const serverCpu = String(cpus - 1);
const loadCpus = cpus > 2 ? `0-${cpus - 2}` : "0";
/** The command line `command` runs with, on the server's CPU or the load generator's. */
const on = (where, command, args) =>
  pinned ? ["taskset", ["-c", where === "server" ? serverCpu : loadCpus, command, ...args]] : [command, args];

function hasTaskset() {
  try {
    execFileSync("taskset", ["-p", String(process.pid)], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

const env = {
  ...process.env,
  ...SERVER_ENV,
  PORT: String(port),
  NODE_ENV: "production",
  DEMO_CONTENT: "false",
  LOG_LEVEL: "warn",
  DATA_DIR: process.env.DATA_DIR ?? path.join(out, "server-data"),
  // The server makes this admin only when the database has none yet (bench/generate-catalogue.ts
  // makes bench@example.org); on a database with another admin, give that one's.
  ADMIN_EMAIL: process.env.BENCH_ADMIN_EMAIL ?? "bench@example.org",
  ADMIN_PASSWORD: process.env.BENCH_ADMIN_PASSWORD ?? "bench-password",
  // Sign-in checks the request's origin against the public URL.
  PUBLIC_URL: `http://127.0.0.1:${port}`,
};
const spawnedAt = Date.now();
// taskset executes the command in its own place: the child is the server itself.
const server = spawn(...on("server", process.execPath, [...SERVER_NODE_OPTIONS, "server.mjs"]), {
  env,
  stdio: ["ignore", "inherit", "inherit"],
});
const stop = () => server.kill("SIGTERM");
process.on("exit", stop);

async function waitReady() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("server did not become ready");
}

const base = `http://127.0.0.1:${port}`;

/**
 * A wrk run (a load generator that is not itself the bottleneck at these rates): requests a
 * second, p50 and p99 in milliseconds. Any answer that is not 2xx fails the run.
 */
function run(url, connections, headers = {}, runSeconds = seconds) {
  const args = [
    "--latency",
    "-t",
    String(Math.min(pinned ? Math.max(1, cpus - 1) : 2, connections)),
    "-c",
    String(connections),
    "-d",
    `${runSeconds}s`,
    "--timeout",
    "10s",
  ];
  for (const [name, value] of Object.entries({ "user-agent": "bench/1.0 (load test)", ...headers }))
    args.push("-H", `${name}: ${value}`);
  const out = execFileSync(...on("load", "wrk", [...args, url]), { encoding: "utf8" });
  if (/Non-2xx or 3xx responses/.test(out)) throw new Error(`${url}: non-2xx responses\n${out}`);
  const ms = (label) => {
    const m = new RegExp(`^\\s*${label}\\s+([\\d.]+)(us|ms|s)\\s*$`, "m").exec(out);
    if (!m) return NaN;
    return Number(m[1]) * { us: 0.001, ms: 1, s: 1000 }[m[2]];
  };
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
  return { rps, p50: ms("50%"), p99: ms("99%") };
}

/**
 * Waits until the server has worked off what the last run left queued (wrk stops sending, but a
 * rendered run at 50 connections leaves dozens of pages to render): otherwise the next run's first
 * requests wait behind them, and its p99 measures the previous run.
 */
async function settle() {
  for (let i = 0; i < 300; i++) {
    const started = performance.now();
    await fetch(`${base}/readyz`).then((r) => r.arrayBuffer());
    if (performance.now() - started < 20) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A real session cookie: the bench's admin signs in like a reader would. */
async function signIn() {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }),
  });
  if (!response.ok)
    throw new Error(
      `sign-in as ${env.ADMIN_EMAIL} answered ${response.status}: set BENCH_ADMIN_EMAIL and BENCH_ADMIN_PASSWORD to an admin of this database`,
    );
  // The session and the signed-in marker, as a browser sends them (with the marker, reader pages
  // come as the application: ADR 034).
  const cookies = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((c) => /session_token=.|signed_in=1/.test(c));
  if (cookies.length !== 2) throw new Error("sign-in gave no session cookie and marker");
  return cookies.join("; ");
}

// anonymous: no cookie, served from the page cache. signed-in: a real session cookie and the
// signed-in marker, served from the cache's application variant. rendered: a visitor's page with a
// cookie the public pages never read, which makes the server render every request (as on a miss).
const MODES = { anonymous: {}, "signed-in": null, rendered: { cookie: "bench=1" } };

await waitReady();
const bootSeconds = (Date.now() - spawnedAt) / 1000;
console.log(`ready after ${bootSeconds.toFixed(1)} s`);
MODES["signed-in"] = { cookie: await signIn() };
const pages = {
  home: "/",
  journal: `/journal/${journal}`,
  "issue (300 articles)": `/journal/${journal}/issue/v1-i1`,
  article: `/journal/${journal}/article/1/150`,
};
// Each page once (the article's HTML is kept for nginx: fetched now, on a fresh connection). These
// are the first requests after the start: how long a reader waits for a page of each kind then.
const html = {};
const firstMs = {};
for (const [name, p] of Object.entries(pages)) {
  const started = performance.now();
  const r = await fetch(`http://127.0.0.1:${port}${p}`);
  if (!r.ok) throw new Error(`${p} answered ${r.status}`);
  html[name] = await r.text();
  firstMs[name] = Math.round(performance.now() - started);
}
// Warm-up, then the measured runs.
for (const p of Object.values(pages)) run(`${base}${p}`, 10, MODES.rendered);

/**
 * On PostgreSQL, the background jobs the server claimed or finished since `since` (ms), by kind:
 * a job working through the catalogue (the weekly external-citations refresh, 20 articles a
 * batch) took about 6% of the server's time while it ran (docs/benchmarks/2026-12.md, twenty-fourth
 * session). Null on PGlite, whose database the server holds.
 */
async function jobsSince(since) {
  if (!process.env.DATABASE_URL) return null;
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query(
      "select kind, count(*)::int as n from jobs where updated_at >= $1 group by kind order by n desc, kind",
      [new Date(since)],
    );
    return rows;
  } finally {
    await client.end();
  }
}

const rows = [];
for (const [name, p] of Object.entries(pages)) {
  for (const [mode, headers] of Object.entries(MODES)) {
    for (const c of [1, 50]) {
      await settle();
      const r = run(`${base}${p}`, c, headers);
      rows.push({ name, c, mode, ...r });
      console.log(name, mode, c, r);
    }
  }
}

// The ceiling: nginx serving the same article HTML as a static file, twice: with its built-in
// defaults (the file read into a buffer and written, as Node writes its cached bytes), and as
// Debian's packaged configuration sets it up (sendfile and tcp_nopush: the kernel sends the file).
const staticDir = path.join(out, "static");
fs.mkdirSync(staticDir, { recursive: true });
fs.writeFileSync(path.join(staticDir, "article.html"), html.article);
const conf = path.join(out, "nginx.conf");
fs.writeFileSync(
  conf,
  `worker_processes ${pinned ? 1 : 2}; pid ${out}/nginx.pid; error_log ${out}/nginx-error.log; daemon on;
events { worker_connections 1024; }
http { access_log off; default_type text/html; root ${staticDir};
  server { listen 127.0.0.1:${nginxPort}; }
  server { listen 127.0.0.1:${nginxPort + 2}; sendfile on; tcp_nopush on; } }\n`,
);
execFileSync(...on("server", "nginx", ["-c", conf, "-p", out]));
let nginxUp = true;
const stopNginx = () => {
  if (nginxUp) execFileSync("nginx", ["-c", conf, "-p", out, "-s", "stop"]);
  nginxUp = false;
};
process.on("exit", stopNginx);
const nginxUrl = `http://127.0.0.1:${nginxPort}/article.html`;
const sendfileUrl = `http://127.0.0.1:${nginxPort + 2}/article.html`;
const nginx = [];
for (const c of [1, 50]) nginx.push({ c, ...run(nginxUrl, c) });
const nginxSendfile = [];
for (const c of [1, 50]) nginxSendfile.push({ c, ...run(sendfileUrl, c) });

// What one Node process can do at all: the same bytes written by a bare node:http server, the
// ceiling of the page cache's path (server/cache-hits.ts) in a single process.
const bareScript = `const body = require("node:fs").readFileSync(${JSON.stringify(path.join(staticDir, "article.html"))});
require("node:http").createServer((q, s) => { s.writeHead(200, { "content-type": "text/html; charset=utf-8" }); s.end(body); }).listen(${nginxPort + 1}, "127.0.0.1");`;
const bare = spawn(...on("server", process.execPath, ["-e", bareScript]), { stdio: "ignore" });
process.on("exit", () => bare.kill());
const bareUrl = `http://127.0.0.1:${nginxPort + 1}/`;
for (let i = 0; i < 50; i++) {
  if (
    await fetch(bareUrl).then(
      (r) => r.ok,
      () => false,
    )
  )
    break;
  await new Promise((r) => setTimeout(r, 100));
}
const bareNode = [];
for (const c of [1, 50]) bareNode.push({ c, ...run(bareUrl, c) });

const sum = (values) => values.reduce((a, b) => a + b, 0);

/**
 * Per CPU: [busy ticks, busy and idle ticks] since boot, or none where /proc/stat cannot be read.
 * Time the hypervisor took (steal) is neither.
 */
function cpuTimes() {
  let stat;
  try {
    stat = fs.readFileSync("/proc/stat", "utf8");
  } catch {
    return {};
  }
  return Object.fromEntries(
    stat
      .split("\n")
      .filter((line) => /^cpu\d+ /.test(line))
      .map((line) => {
        const [name, ...ticks] = line.trim().split(/\s+/);
        const [user, nice, system, idle, iowait, irq, softirq] = ticks.map(Number);
        const busyTicks = user + nice + system + irq + softirq;
        return [name.slice(3), [busyTicks, busyTicks + idle + iowait]];
      }),
  );
}

/** Adds the ticks between two readings to the server's CPU and to the load's CPUs. */
function addBusy(into, before, after) {
  for (const [cpu, [busyTicks, all]] of Object.entries(after)) {
    if (!before[cpu]) continue;
    const side = cpu === serverCpu ? into.server : into.load;
    side[0] += busyTicks - before[cpu][0];
    side[1] += all - before[cpu][1];
  }
}
const busyShare = ([busyTicks, all]) => (all ? `${Math.round((busyTicks / all) * 100)}%` : "?");

/**
 * The cached article against nginx (both ways) and the bare server, at 50 connections, in slices
 * taken in turn: the four servers stay up (only the one loaded works), and each gets SLICES slices of
 * SLICE_SECONDS in an order reversed every cycle. The machine's speed drifts by 10-30% over
 * minutes, so single runs taken minutes apart cannot tell 85% from 95% (ADR 045).
 */
const SLICES = Number(process.env.BENCH_SLICES ?? 15);
const SLICE_SECONDS = 2;
const sliced = { platform: `${base}${pages.article}`, nginx: nginxUrl, sendfile: sendfileUrl, bare: bareUrl };
const served = { platform: [], nginx: [], sendfile: [], bare: [] };
/**
 * How busy the server's CPU and wrk's were during each server's slices (/proc/stat): a server whose
 * CPU is not busy while wrk's is was held back by the load generator, not by its own work.
 */
const busy = Object.fromEntries(Object.keys(sliced).map((name) => [name, { server: [0, 0], load: [0, 0] }]));
for (let i = 0; i < SLICES; i++) {
  const names = Object.keys(sliced);
  for (const name of i % 2 ? names.reverse() : names) {
    const before = cpuTimes();
    served[name].push(run(sliced[name], 50, {}, SLICE_SECONDS).rps);
    addBusy(busy[name], before, cpuTimes());
  }
}
stopNginx();
bare.kill();
stop();
/** `name`'s slices as shares of `of`'s: all together, the median slice pair, and the range. */
function share(name, of = "nginx") {
  const pairs = served[name].map((rps, i) => rps / served[of][i]).sort((a, b) => a - b);
  const pct = (x) => `${(x * 100).toFixed(1)}%`;
  return `${pct(sum(served[name]) / sum(served[of]))} (median slice ${pct(pairs[Math.floor(pairs.length / 2)])}, ${pct(pairs[0])}-${pct(pairs.at(-1))})`;
}

const articles = process.env.BENCH_ARTICLES ?? "100,000";
const ratio = (c, mode) => {
  const ours = rows.find((r) => r.name === "article" && r.c === c && r.mode === mode).rps;
  return `${((ours / nginx.find((n) => n.c === c).rps) * 100).toFixed(1)}%`;
};
const jobs = await jobsSince(spawnedAt);
const table = [
  `### ${backend}, ${articles} articles (${new Date().toISOString().slice(0, 10)})`,
  "",
  ...(process.env.BENCH_NOTE ? [process.env.BENCH_NOTE, ""] : []),
  `Start-up until \`/readyz\` answers: ${bootSeconds.toFixed(1)} s. The first request after it, each page in turn: ${Object.entries(
    firstMs,
  )
    .map(([name, ms]) => `${name} ${ms} ms`)
    .join(", ")}.`,
  "",
  `Command: \`${process.env.DATABASE_URL ? "DATABASE_URL=… " : `DATA_DIR=${process.env.DATA_DIR ?? ""} `}node bench/load.mjs\` (wrk, ${seconds} s per run, after a warm-up; ${cpus}-CPU machine).`,
  pinned
    ? `Pinned: the server measured on CPU ${serverCpu} (nginx with one worker there), wrk on CPU ${loadCpus}${process.env.DATABASE_URL ? ", PostgreSQL on any" : ""}.`
    : "Not pinned: wrk and the server measured share the CPUs (nginx with two workers).",
  "",
  "`anonymous`: readers without a cookie, served from the page cache (the first request renders).",
  "`signed-in`: readers with a real session cookie and the signed-in marker, served from the cache (the issue and article pages as the application, ADR 034).",
  "`rendered`: a visitor's page rendered from the database on every request (a cookie the pages never read bypasses the cache).",
  "",
  "| page | mode | connections | requests/s | p50 (ms) | p99 (ms) |",
  "|---|---|---:|---:|---:|---:|",
  ...rows.map(
    (r) => `| ${r.name} | ${r.mode} | ${r.c} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(2)} | ${r.p99.toFixed(2)} |`,
  ),
  ...nginx.map(
    (n) =>
      `| nginx static article.html | static | ${n.c} | ${n.rps.toFixed(0)} | ${n.p50.toFixed(2)} | ${n.p99.toFixed(2)} |`,
  ),
  ...nginxSendfile.map(
    (n) =>
      `| nginx, sendfile and tcp_nopush | static | ${n.c} | ${n.rps.toFixed(0)} | ${n.p50.toFixed(2)} | ${n.p99.toFixed(2)} |`,
  ),
  ...bareNode.map(
    (n) =>
      `| bare Node server, same bytes | static | ${n.c} | ${n.rps.toFixed(0)} | ${n.p50.toFixed(2)} | ${n.p99.toFixed(2)} |`,
  ),
  "",
  `A bare Node server writing the same bytes in one process: ${((bareNode[1].rps / nginx[1].rps) * 100).toFixed(1)}% of nginx at 50 connections.`,
  `Article page throughput as a share of nginx serving the same HTML: anonymous ${ratio(1, "anonymous")} at 1 connection and ${ratio(50, "anonymous")} at 50; signed-in ${ratio(1, "signed-in")} and ${ratio(50, "signed-in")}; rendered ${ratio(1, "rendered")} and ${ratio(50, "rendered")}.`,
  "",
  `In ${SLICES} slices of ${SLICE_SECONDS} s each, taken in turn at 50 connections: the cached article (anonymous) ${share("platform")} of nginx and ${share("platform", "sendfile")} of nginx with sendfile; the bare Node server ${share("bare")} and ${share("bare", "sendfile")}; nginx with sendfile ${share("sendfile")} of nginx.`,
  "",
  `CPU busy during each one's slices${pinned ? "" : " (not pinned: both CPUs shared)"}: ${Object.entries(busy)
    .map(([name, b]) => `${name} ${busyShare(b.server)} on the server's CPU, ${busyShare(b.load)} on wrk's`)
    .join("; ")}.`,
  "",
  ...(jobs
    ? [
        `Background jobs the server worked on while it was measured (they share its CPU): ${
          jobs.length ? jobs.map((j) => `${j.kind} ${j.n}`).join(", ") : "none"
        }.`,
        "",
      ]
    : []),
].join("\n");
// The section for docs/benchmarks.md (pasted there with the summary it supports).
fs.writeFileSync(path.join(out, `load-${backend}.md`), table);
console.log(table);
process.exit(0);
