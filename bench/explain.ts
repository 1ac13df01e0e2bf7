// Prints the PostgreSQL plans of every query the public pages run, and fails when one of them scans
// a whole large table (work that would grow with the catalogue).
//
//   DATABASE_URL=postgres://.../bench npx tsx bench/explain.ts
import pg from "pg";
import { shutdownPlatform } from "~/lib/boot.server";
import { bootBenchPlatform, captureQueries, uncapturedQuery } from "./query-capture";

const LARGE_TABLES = ["articles", "article_authors", "article_galleys", "issues", "citations", "article_usage_monthly"];
// A journal's own issues (about a thousand) may be read whole; a scan past this many rows may not.
const SCAN_LIMIT = 5_000;
const platform = await bootBenchPlatform();
const journal = process.env.BENCH_JOURNAL ?? "fjphs";

const { listPublicJournals } = await import("~/modules/journals/journals.service.server");
const { getArticlePage } = await import("~/modules/articles/articles.public.service.server");
const { getIssuePage } = await import("~/modules/issues/issues.public.service.server");
const { listRecentPublishedArticles } = await import("~/modules/articles/articles.service.server");
const journalPage = await import("~/modules/journals/journals.public.service.server");

const captured = await captureQueries(async () => {
  await listPublicJournals();
  await listRecentPublishedArticles(3);
  await getIssuePage(journal, "v1-i1");
  await getArticlePage(journal, "1", "150");
  for (const tab of ["current", "archives", "about", "board", "metrics", "indexing", "submission"]) {
    await (journalPage.loadJournalPage as (s: string, q: Record<string, unknown>) => Promise<unknown>)(journal, {
      tab,
    }).catch((e: Error) => console.warn(`journal page tab ${tab}: ${e.message}`));
  }
});

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });
let failures = 0;
for (const q of captured) {
  const { rows } = await uncapturedQuery<{ "QUERY PLAN": unknown }>(
    pool,
    `explain (analyze, format json) ${q.text}`,
    q.values,
  );
  const plan = rows[0]["QUERY PLAN"] as [{ Plan: PlanNode; "Execution Time": number }];
  const scans: string[] = [];
  walk(plan[0].Plan, (n) => {
    const read = (n["Actual Rows"] ?? 0) + (n["Rows Removed by Filter"] ?? 0);
    if (n["Node Type"] === "Seq Scan" && LARGE_TABLES.includes(n["Relation Name"] ?? "") && read > SCAN_LIMIT)
      scans.push(`Seq Scan on ${n["Relation Name"]} reading ${read} rows`);
  });
  const summary = q.text.replace(/\s+/g, " ").slice(0, 110);
  console.log(`${scans.length ? "FAIL" : "ok  "} ${plan[0]["Execution Time"].toFixed(2).padStart(8)} ms  ${summary}`);
  for (const s of scans) console.log(`       ${s}`);
  failures += scans.length ? 1 : 0;
}
await pool.end();
await shutdownPlatform(platform);
console.log(`${captured.length} queries, ${failures} scanning a whole large table`);
process.exit(failures ? 1 : 0);

type PlanNode = {
  "Node Type": string;
  "Relation Name"?: string;
  "Actual Rows"?: number;
  "Rows Removed by Filter"?: number;
  Plans?: PlanNode[];
};
function walk(node: PlanNode, visit: (n: PlanNode) => void) {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
}
