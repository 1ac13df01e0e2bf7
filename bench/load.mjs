// Measures the home, journal, issue (300 articles) and article pages of the built server with
// autocannon on 127.0.0.1, at 1 and 50 connections, and the same article HTML served as a static
// file by nginx (the ceiling). Appends a section to docs/benchmarks.md.
//
//   npm run build
//   DATABASE_URL=postgres://... node bench/load.mjs        # PostgreSQL
//   DATA_DIR=bench/out/pglite node bench/load.mjs          # PGlite (the generator's data dir)
// Options: BENCH_SECONDS (default 10), BENCH_JOURNAL (default fjphs), BENCH_ARTICLES (label).
import { spawn, execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import autocannon from "autocannon";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const journal = process.env.BENCH_JOURNAL ?? "fjphs";
const port = 3300;
const nginxPort = 3399;
const backend = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite";
const out = path.resolve("bench/out");
fs.mkdirSync(out, { recursive: true });

const env = {
  ...process.env,
  PORT: String(port),
  NODE_ENV: "production",
  DEMO_CONTENT: "false",
  LOG_LEVEL: "warn",
  DATA_DIR: process.env.DATA_DIR ?? path.join(out, "server-data"),
  ADMIN_EMAIL: "bench@example.org",
  ADMIN_PASSWORD: "bench-password",
};
const server = spawn(process.execPath, ["server.mjs"], { env, stdio: ["ignore", "inherit", "inherit"] });
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

// A cookie makes the server render every response (signed-in readers, or a cache miss); without one,
// anonymous readers are served from the 30-second page cache after the first request.
function run(url, connections, { rendered = false } = {}) {
  const headers = { "user-agent": "bench/1.0 (load test)", ...(rendered ? { cookie: "bench=1" } : {}) };
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, headers }, (err, result) => {
      if (err) return reject(err);
      if (result.non2xx > 0) return reject(new Error(`${url}: ${result.non2xx} non-2xx responses`));
      resolve({ rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 });
    });
  });
}

await waitReady();
const pages = {
  home: "/",
  journal: `/journal/${journal}`,
  "issue (300 articles)": `/journal/${journal}/issue/v1-i1`,
  article: `/journal/${journal}/article/1/150`,
};
for (const p of Object.values(pages)) {
  const r = await fetch(`http://127.0.0.1:${port}${p}`);
  if (!r.ok) throw new Error(`${p} answered ${r.status}`);
}
// Warm-up, then the measured runs.
for (const p of Object.values(pages)) await run(`http://127.0.0.1:${port}${p}`, 10).catch(() => {});

const rows = [];
for (const [name, p] of Object.entries(pages)) {
  for (const rendered of [false, true]) {
    for (const c of [1, 50]) {
      const r = await run(`http://127.0.0.1:${port}${p}`, c, { rendered });
      rows.push({ name, c, mode: rendered ? "rendered" : "cached", ...r });
      console.log(name, rendered ? "rendered" : "cached", c, r);
    }
  }
}

// The ceiling: nginx serving the same article HTML as a static file.
const staticDir = path.join(out, "static");
fs.mkdirSync(staticDir, { recursive: true });
fs.writeFileSync(
  path.join(staticDir, "article.html"),
  await (await fetch(`http://127.0.0.1:${port}${pages.article}`)).text(),
);
const conf = path.join(out, "nginx.conf");
fs.writeFileSync(
  conf,
  `worker_processes 2; pid ${out}/nginx.pid; error_log ${out}/nginx-error.log; daemon on;
events { worker_connections 1024; }
http { access_log off; default_type text/html; server { listen 127.0.0.1:${nginxPort}; root ${staticDir}; } }\n`,
);
execFileSync("nginx", ["-c", conf, "-p", out]);
const nginx = [];
try {
  for (const c of [1, 50]) nginx.push({ c, ...(await run(`http://127.0.0.1:${nginxPort}/article.html`, c)) });
} finally {
  execFileSync("nginx", ["-c", conf, "-p", out, "-s", "stop"]);
}
stop();

const articles = process.env.BENCH_ARTICLES ?? "100,000";
const ratio = (c, mode) => {
  const ours = rows.find((r) => r.name === "article" && r.c === c && r.mode === mode).rps;
  return `${((ours / nginx.find((n) => n.c === c).rps) * 100).toFixed(1)}%`;
};
const table = [
  `### ${backend}, ${articles} articles (${new Date().toISOString().slice(0, 10)})`,
  "",
  `Command: \`${process.env.DATABASE_URL ? "DATABASE_URL=… " : `DATA_DIR=${process.env.DATA_DIR ?? ""} `}node bench/load.mjs\` (autocannon, ${seconds} s per run, after a warm-up; 2-core machine).`,
  "",
  "`cached`: anonymous readers, served from the 30-second page cache (the first request renders).",
  "`rendered`: every request rendered from the database (requests with a cookie bypass the cache).",
  "",
  "| page | mode | connections | requests/s | p50 (ms) | p99 (ms) |",
  "|---|---|---:|---:|---:|---:|",
  ...rows.map((r) => `| ${r.name} | ${r.mode} | ${r.c} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} |`),
  ...nginx.map((n) => `| nginx static article.html | static | ${n.c} | ${n.rps.toFixed(0)} | ${n.p50} | ${n.p99} |`),
  "",
  `Article page throughput as a share of nginx serving the same HTML: cached ${ratio(1, "cached")} at 1 connection and ${ratio(50, "cached")} at 50; rendered ${ratio(1, "rendered")} and ${ratio(50, "rendered")}.`,
  "",
].join("\n");
const file = path.resolve("docs/benchmarks.md");
const head = "# Benchmarks\n\nMeasured with `bench/` (see bench/README.md). Newest first.\n\n";
const previous = fs.existsSync(file) ? fs.readFileSync(file, "utf8").replace(head, "") : "";
fs.writeFileSync(file, head + table + "\n" + previous);
console.log(table);
process.exit(0);
