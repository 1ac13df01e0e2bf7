// Harvests the OAI-PMH endpoint (/oai) of the built server (`node server.mjs`, as production runs
// it: `npm run build` first) on a large catalogue, and reports page times and the server process's
// peak RSS: a full ListIdentifiers walk, then ListRecords in oai_dc and JATS for the first pages and
// pages from the end of the list, where an offset would be slowest. On PGlite and, with BENCH_DATABASE_URL (an empty database it may fill), on PostgreSQL.
// The data: 4 journals, 160 issues, articles 95% published and 5% withdrawn, 2 authors each.
//
//   npx tsx bench/oai.ts [articles]
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:55433/bench_oai npx tsx bench/oai.ts
//   BENCH_BACKENDS=postgres BENCH_DATABASE_URL=… npx tsx bench/oai.ts 1000000     (PostgreSQL only)
import { spawn } from "node:child_process";
import fs from "node:fs";
import { sql } from "drizzle-orm";
import { bootPlatform, shutdownPlatform } from "~/lib/boot.server";
import { parseEnv } from "~/lib/env.server";
import { SERVER_ENV, SERVER_NODE_OPTIONS } from "../server-options.mjs";

const TOTAL = Number(process.argv[2] ?? 200_000);
const PAGES = Number(process.env.PAGES ?? 30);
const OUT = "bench/out/oai";
// Which databases to fill and harvest: PGlite, and PostgreSQL when BENCH_DATABASE_URL is set.
// BENCH_BACKENDS=postgres leaves PGlite out (a million articles are beyond what it is meant for).
const BACKENDS = (process.env.BENCH_BACKENDS ?? (process.env.BENCH_DATABASE_URL ? "pglite,postgres" : "pglite")).split(
  ",",
);
if (BACKENDS.includes("postgres") && !process.env.BENCH_DATABASE_URL)
  throw new Error("BENCH_DATABASE_URL is required for postgres");

type Db = Awaited<ReturnType<typeof bootPlatform>>["database"]["db"];

async function fill(db: Db) {
  const existing = await db.execute(sql`select count(*)::int as n from articles`);
  if (Number((existing as unknown as { rows: { n: number }[] }).rows[0]!.n) >= TOTAL) return;
  const started = performance.now();
  await db.execute(sql`
    insert into issues (journal_id, volume_number, issue_number, type, status, publication_date)
    select j.id, v, i, 'regular', 'published', make_date(2015 + v, i * 3, 1)
    from journals j, generate_series(1, 10) v, generate_series(1, 4) i
    on conflict do nothing`);
  await db.execute(
    sql`insert into affiliations (name) values ('Institute of Pharmaceutical Research') on conflict do nothing`,
  );
  // Batches keep each statement's memory small on the embedded database.
  const batch = 50_000;
  for (let from = 0; from < TOTAL; from += batch) {
    const to = Math.min(TOTAL, from + batch) - 1;
    await db.execute(sql`
      with iss as (
        select id, journal_id, (row_number() over (order by journal_id, volume_number, issue_number) - 1)::int as k
        from issues)
      insert into articles (journal_id, issue_id, title, abstract, status, article_number, publication_date,
        withdrawn_at, keywords, doi, page_start, page_end, created_at, updated_at)
      select iss.journal_id, iss.id,
        'Formulation and evaluation of buccal films, study ' || g,
        repeat('Background: buccal delivery avoids first-pass metabolism. Methods: films were cast and tested. ', 8),
        (case when g % 20 = 19 then 'withdrawn' else 'published' end)::article_status,
        g + 1,
        date '2016-01-01' + (g % 3000),
        (case when g % 20 = 19 then now() end),
        array['buccal films', 'propranolol', 'mucoadhesion'],
        '10.99999/bench.' || g, 10, 18,
        now() - interval '1 day', (case when g % 20 = 19 then now() else now() - interval '1 day' end)
      from generate_series(${from}::int, ${to}::int) g
      join iss on iss.k = g % (select count(*) from issues)::int`);
  }
  await db.execute(sql`
    insert into article_authors (article_id, position, name, given_name, family_name, orcid, affiliation_id, is_corresponding)
    select a.id, p, (array['Asha Rao','Vikram Singh'])[p + 1], (array['Asha','Vikram'])[p + 1], (array['Rao','Singh'])[p + 1],
      case when p = 0 then '0000-0002-1825-0097' end, (select id from affiliations limit 1), p = 0
    from articles a, generate_series(0, 1) p`);
  await db.execute(sql`analyze`);
  console.log(`  filled ${TOTAL} articles in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
const stats = (times: number[]) => {
  const s = [...times].sort((a, b) => a - b);
  return `${percentile(s, 0.5).toFixed(0)} | ${percentile(s, 0.95).toFixed(0)} | ${s.at(-1)!.toFixed(0)}`;
};

/** The resident set of process `pid` in bytes, from /proc (Linux). */
function rssOf(pid: number): number {
  const m = /^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
  return m ? Number(m[1]) * 1024 : 0;
}

/**
 * The built server (`node server.mjs`, as production runs it) on the filled database, on a port of
 * its own; its RSS is sampled every 20 ms while it answers.
 */
async function startBuiltServer(databaseUrl: string | undefined, dataDir: string) {
  const port = 3397;
  const child = spawn(process.execPath, [...SERVER_NODE_OPTIONS, "server.mjs"], {
    env: {
      ...process.env,
      ...SERVER_ENV,
      NODE_ENV: "production",
      PORT: String(port),
      DATABASE_URL: databaseUrl ?? "",
      DATA_DIR: dataDir,
      DEMO_CONTENT: "false",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (i > 1200) throw new Error("the built server did not become ready");
    const ok = await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(child.pid!))), 20);
  return {
    readyRss: rssOf(child.pid!),
    /** The peak RSS since the last call. */
    takePeak() {
      const p = Math.max(peak, rssOf(child.pid!));
      peak = 0;
      return p;
    },
    async page(query: string) {
      const started = performance.now();
      const body = await (await fetch(`${base}/oai?${query}`)).text();
      const ms = performance.now() - started;
      const token = /<resumptionToken[^>]*>([^<]*)<\/resumptionToken>/.exec(body)?.[1] || null;
      return { ms, token, records: body.match(/<header/g)?.length ?? 0, bytes: body.length };
    },
    async stop() {
      clearInterval(sampler);
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
    },
  };
}

async function measure(label: string, databaseUrl?: string) {
  const dataDir = `${OUT}/${databaseUrl ? "pg-data" : "pglite"}`;
  fs.mkdirSync(dataDir, { recursive: true });
  const services = await bootPlatform(
    parseEnv({
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      DEMO_CONTENT: "false",
      PUBLIC_URL: "https://journals.example.org",
      LOG_LEVEL: "warn",
    }),
    { backgroundTasks: false },
  );
  try {
    await fill(services.database.db);
  } finally {
    await shutdownPlatform(services);
  }
  const server = await startBuiltServer(databaseUrl, dataDir);
  const mb = (bytes: number) => (bytes / 1e6).toFixed(0);
  const rows: string[] = [];
  try {
    console.log(`  ${label}: the built server holds ${mb(server.readyRss)} MB once ready`);
    const walk = async (verb: string, prefix: string, maxPages: number, extra = "") => {
      const times: number[] = [];
      let first = await server.page(`verb=${verb}&metadataPrefix=${prefix}${extra}`);
      times.push(first.ms);
      let records = first.records;
      const firstMs = first.ms;
      while (first.token && times.length < maxPages) {
        first = await server.page(`verb=${verb}&resumptionToken=${encodeURIComponent(first.token)}`);
        times.push(first.ms);
        records += first.records;
      }
      return { times, records, firstMs, lastToken: first.token };
    };
    const row = (request: string, r: Awaited<ReturnType<typeof walk>>) =>
      `| ${label} | ${request} | ${r.records.toLocaleString("en-US")} | ${r.firstMs.toFixed(0)} | ${stats(r.times.slice(1))} | ${mb(server.takePeak())} |`;
    server.takePeak();
    // The whole list of identifiers, to the last page.
    const ids = await walk("ListIdentifiers", "oai_dc", Number.MAX_SAFE_INTEGER);
    rows.push(row(`ListIdentifiers, whole list (${ids.times.length} pages of 500)`, ids));
    console.log(rows.at(-1));
    for (const prefix of ["oai_dc", "jats"]) {
      const r = await walk("ListRecords", prefix, PAGES);
      rows.push(row(`ListRecords ${prefix}, first ${r.times.length} pages of 100`, r));
      console.log(rows.at(-1));
    }
    // Deep pages: from the last quarter of the list (a from date near its end), no offset to skip.
    const deep = await walk("ListRecords", "oai_dc", PAGES, "&from=2024-01-01");
    rows.push(row(`ListRecords oai_dc from 2024-01-01 (end of the list), ${deep.times.length} pages`, deep));
    console.log(rows.at(-1));
    return rows;
  } finally {
    await server.stop();
  }
}

console.log(`OAI-PMH harvest on ${TOTAL.toLocaleString("en-US")} articles`);
const table = [
  "| Database | Request | Records | first page ms (counts the list) | next pages p50 ms | p95 ms | max ms | server's peak RSS MB |",
  "|---|---|---:|---:|---:|---:|---:|---:|",
];
if (BACKENDS.includes("pglite")) table.push(...(await measure("PGlite")));
if (BACKENDS.includes("postgres")) table.push(...(await measure("PostgreSQL", process.env.BENCH_DATABASE_URL)));
console.log(`\n${table.join("\n")}`);
