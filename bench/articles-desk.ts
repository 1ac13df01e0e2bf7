// Times the publishing desk's articles list (/dashboard/articles: findArticles, the count and the
// page) on 100,000 articles: the first page, a filtered page, searches and page 50, p50 and p95 of
// RUNS calls each, on PGlite and, with BENCH_DATABASE_URL (an empty database it may fill), on
// PostgreSQL. The data: 4 journals, 40 issues each, articles 60% published, 30% draft, 5%
// submitted, 5% withdrawn, titles and abstracts from a pharmacy vocabulary ("metformin" in 1 of 50
// abstracts, "thalidomide" in 1 of 2,000).
//
//   npx tsx bench/articles-desk.ts [articles]
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:55433/bench_articles_desk npx tsx bench/articles-desk.ts
import fs from "node:fs";
import { sql } from "drizzle-orm";
import { bootPlatform, shutdownPlatform } from "~/lib/boot.server";
import { parseEnv } from "~/lib/env.server";
import type { CurrentUser } from "~/modules/auth/current-user";
import type { ArticleListQuery } from "~/modules/articles/articles.desk.types";

const TOTAL = Number(process.argv[2] ?? 100_000);
const RUNS = Number(process.env.RUNS ?? 40);
const OUT = "bench/out/articles-desk";

const WORDS =
  "pharmacokinetics bioavailability formulation tablet dissolution patients randomized trial adherence antimicrobial resistance prescribing hospital outcomes efficacy safety adverse events cohort prevalence diabetes hypertension nanoparticles solubility excipients stability chromatography validation assay clinical pharmacist intervention community survey evidence systematic review dose response toxicity hepatic renal plasma concentration inflammation oxidative stress extract phytochemical screening antioxidant activity model statistical significance regression analysis sample population".split(
    " ",
  );

async function fill(db: Awaited<ReturnType<typeof bootPlatform>>["database"]["db"]) {
  const existing = await db.execute(sql`select count(*)::int as n from articles`);
  const n = Number((existing as unknown as { rows: { n: number }[] }).rows[0]!.n);
  if (n >= TOTAL) return;
  const started = performance.now();
  const words = sql.raw(`array[${WORDS.map((w) => `'${w}'`).join(",")}]`);
  const text = (count: number) =>
    sql`array_to_string(array(select (${words})[1 + floor(random() * ${WORDS.length})::int] from generate_series(1, ${count}) where g.g >= 0), ' ')`;
  await db.execute(sql`
    insert into issues (journal_id, volume_number, issue_number, type, status, publication_date)
    select j.id, v, i, 'regular', 'published', make_date(2015 + v, i * 3, 1)
    from journals j, generate_series(1, 10) v, generate_series(1, 4) i
    on conflict do nothing`);
  await db.execute(sql`
    with iss as (
      select id, journal_id, (row_number() over (order by journal_id, volume_number, issue_number) - 1)::int as k
      from issues)
    insert into articles (journal_id, issue_id, title, abstract, article_type, status, article_number,
      publication_date, withdrawn_at, withdrawal_reason, keywords, created_at)
    select iss.journal_id, iss.id,
      initcap(${text(9)}) || ' (' || g.g || ')',
      ${text(120)} || (case when g.g % 50 = 3 then ' metformin' else '' end)
        || (case when g.g % 2000 = 7 then ' thalidomide' else '' end),
      (array['research_article','research_article','research_article','review_article','case_study','short_communication','case_report','editorial'])[1 + g.g % 8]::article_type,
      (case when g.g % 20 < 12 then 'published' when g.g % 20 < 18 then 'draft' when g.g % 20 = 18 then 'submitted' else 'withdrawn' end)::article_status,
      (case when g.g % 20 < 12 or g.g % 20 = 19 then g.g + 1 end),
      (case when g.g % 20 < 12 or g.g % 20 = 19 then date '2016-01-01' + (g.g % 3000) end),
      (case when g.g % 20 = 19 then now() end),
      (case when g.g % 20 = 19 then 'Withdrawn for the benchmark.' end),
      array['pharmacy', 'benchmark'],
      now() - (g.g || ' minutes')::interval
    from generate_series(0, ${TOTAL - 1}) g
    join iss on iss.k = g.g % (select count(*) from issues)::int`);
  await db.execute(sql`analyze articles`);
  await db.execute(sql`analyze issues`);
  console.log(`  filled ${TOTAL} articles in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

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
      ADMIN_EMAIL: "bench@example.org",
      ADMIN_PASSWORD: "bench-password",
      LOG_LEVEL: "warn",
    }),
    { backgroundTasks: false },
  );
  try {
    const { db } = services.database;
    await fill(db);
    const { findArticles } = await import("~/modules/articles/articles.desk.service.server");
    const journals = await db.execute(sql`select id, short_name from journals order by short_name`);
    const fjphs = (journals as unknown as { rows: { id: string; short_name: string }[] }).rows.find(
      (j) => j.short_name === "fjphs",
    )!.id;
    const admin: CurrentUser = {
      id: "bench",
      name: "Bench",
      email: "b@example.org",
      status: "active",
      roles: [{ role: "admin", journalId: null }],
    };
    const editor: CurrentUser = { ...admin, roles: [{ role: "editor", journalId: fjphs }] };
    const q = (over: Partial<ArticleListQuery> = {}): ArticleListQuery => ({
      search: "",
      journal: "all",
      issue: "all",
      status: "all",
      type: "all",
      page: 1,
      ...over,
    });
    const cases: { label: string; user: CurrentUser; query: ArticleListQuery }[] = [
      { label: "first page (admin, all journals)", user: admin, query: q() },
      {
        label: "filtered: FJPHS, published, research articles",
        user: admin,
        query: q({ journal: fjphs, status: "published", type: "research_article" }),
      },
      { label: "filtered: Draft (draft + submitted)", user: admin, query: q({ status: "draft" }) },
      { label: 'search "metformin" (1 in 50)', user: admin, query: q({ search: "metformin" }) },
      { label: 'search "thalidomide" (1 in 2,000)', user: admin, query: q({ search: "thalidomide" }) },
      { label: 'search "patients" (most abstracts)', user: admin, query: q({ search: "patients" }) },
      { label: "page 50", user: admin, query: q({ page: 50 }) },
      { label: "editor of one journal, page 1", user: editor, query: q() },
    ];
    const rows: string[] = [];
    for (const c of cases) {
      for (let i = 0; i < 3; i++) await findArticles(c.user, c.query);
      const times: number[] = [];
      let matching = 0;
      for (let i = 0; i < RUNS; i++) {
        const started = performance.now();
        matching = (await findArticles(c.user, c.query)).matching;
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      rows.push(
        `| ${label} | ${c.label} | ${matching.toLocaleString("en-US")} | ${percentile(times, 0.5).toFixed(1)} | ${percentile(times, 0.95).toFixed(1)} |`,
      );
      console.log(rows.at(-1));
    }
    return rows;
  } finally {
    await shutdownPlatform(services);
  }
}

console.log(`Articles list on ${TOTAL.toLocaleString("en-US")} articles, ${RUNS} calls per case (ms)`);
const table = ["| Database | Query | Matching | p50 ms | p95 ms |", "|---|---|---:|---:|---:|"];
table.push(...(await measure("PGlite")));
if (process.env.BENCH_DATABASE_URL) table.push(...(await measure("PostgreSQL", process.env.BENCH_DATABASE_URL)));
console.log(`\n${table.join("\n")}`);
