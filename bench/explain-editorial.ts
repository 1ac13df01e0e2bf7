// Prints the PostgreSQL plans of the queries behind the editorial lists — the submissions list
// (/dashboard/submissions: findSubmissions, with its status and review filters), My Tasks
// (/dashboard/editor-tasks: findMyTasks), the reviewer pool an editor invites from (the Reviews
// tab: loadReviewsTab) and the invoices list (/dashboard/invoices: listInvoices) — for admins, an
// author, an editor of one journal and an editor's own tasks, on the database filled by
// generate-catalogue.ts + generate-submissions.ts. Each case is then timed through its service
// (TIMED_RUNS times, default 30, one after another) and its p50 and p95 printed, with the load
// average (1 minute) when its timing ended: the machine is shared, and the figures move with it.
// The queries are the real ones: the services run with a signed-in user and every SELECT they send
// is captured, then run again under EXPLAIN (ANALYZE, BUFFERS) (best of 3; the shared buffers each
// statement hit or read are printed beside its time and summed per case: unlike the times, they do
// not move with the load). Flags scans reading more than half
// of a large table, queries over 50 ms and cases whose p95 is over 50 ms, printing the plans
// (PLANS=none: not); exits 1 when any is flagged. CASES=<regular expression>: only the cases whose
// label matches.
//
//   DATABASE_URL=postgres://.../bench npx tsx bench/explain-editorial.ts
import os from "node:os";
import pg from "pg";
import { shutdownPlatform } from "~/lib/boot.server";
import type { CurrentUser } from "~/modules/auth/current-user";
import type { SubmissionListQuery } from "~/modules/submissions/submissions.types";
import type { MyTasksQuery } from "~/modules/tasks/tasks.types";
import { bootBenchPlatform, captureQueries, uncapturedQuery } from "./query-capture";

const LARGE_TABLES = [
  "submissions",
  "submission_tasks",
  "submission_authors",
  "submission_files",
  "users",
  "role_assignments",
  "review_rounds",
  "review_assignments",
  "reviews",
  "editorial_decisions",
  "submission_handling_editors",
  "invoices",
];
/** A scan reading more than this share of a large table counts as a whole-table scan. */
const WHOLE_TABLE = 0.5;
const SLOW_MS = 50;
/** How many times each query is explained; the fastest run is reported (the first may read from disk). */
const RUNS = 3;
/** How many times each case is timed through its service (p50, p95). */
const TIMED_RUNS = Number(process.env.TIMED_RUNS ?? 30);
const only = process.env.CASES ? new RegExp(process.env.CASES) : null;

const platform = await bootBenchPlatform();
const { findSubmissions } = await import("~/modules/submissions/submissions.service.server");
const { findMyTasks } = await import("~/modules/tasks/tasks.service.server");
const { loadReviewsTab } = await import("~/modules/reviews/decisions.service.server");
const { findJournalRoleHolders, findReviewerRecords } = await import("~/modules/reviews/reviews.repository.server");
const { listInvoices } = await import("~/modules/invoices/invoices.service.server");
const { loadSubmissionFor } = await import("~/modules/submissions/submission-access.server");
const { db } = await import("~/lib/services.server");

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });
const query = <T>(text: string, values: unknown[] = []) => uncapturedQuery<T & pg.QueryResultRow>(pool, text, values);

const [admin] = (
  await query<{ id: string }>(
    "select user_id as id from role_assignments where role = 'admin' and journal_id is null order by created_at limit 1",
  )
).rows;
const [journalEditor] = (
  await query<{ id: string; journal_id: string }>(
    "select user_id as id, journal_id from role_assignments where user_id = 'bench-editor-1' and role = 'editor'",
  )
).rows;
if (!admin || !journalEditor) throw new Error("Run bench/generate-submissions.ts first");
const sizes = new Map(
  (
    await query<{ relname: string; n: number }>(
      "select relname, reltuples::bigint::int as n from pg_class where relname = any($1)",
      [LARGE_TABLES],
    )
  ).rows.map((r) => [r.relname, r.n]),
);

const user = (id: string, roles: CurrentUser["roles"]): CurrentUser => ({
  id,
  name: id,
  email: `${id}@example.org`,
  status: "active",
  roles,
});
const adminUser = user(admin.id, [{ role: "admin", journalId: null }]);
const author = user("bench-author-7", [{ role: "author", journalId: null }]);
const editorOfOne = user(journalEditor.id, [{ role: "editor", journalId: journalEditor.journal_id }]);
const editorOfAll = user("bench-editor-17", [{ role: "editor", journalId: null }]);

const RARE = "thalidomide"; // 1 submission in 2,000
const MEDIUM = "metformin"; // 1 in 50
const COMMON = "patients"; // most abstracts
const list = (over: Partial<SubmissionListQuery> = {}): SubmissionListQuery => ({
  search: "",
  status: "all",
  type: "all",
  assigned: false,
  review: "all",
  page: 1,
  ...over,
});
const tasks = (over: Partial<MyTasksQuery> = {}): MyTasksQuery => ({ search: "", status: "all", page: 1, ...over });
const REVIEW_FILTERS = ["awaiting_reviewers", "reviews_overdue", "all_reviews_in", "revision_due"] as const;
const INVOICE_FILTERS = ["all", "unpaid_30", "waived", "paid_this_month", "payment_reported"] as const;
// The reviewer pool is read for a submission in review of the journal editor's journal.
const [inReview] = (
  await query<{ id: string }>(
    "select id from submissions where journal_id = $1 and status = 'under_review' order by submission_date desc limit 1",
    [journalEditor.journal_id],
  )
).rows;
const CANDIDATES_LIMIT = 200; // as decisions.service.server.ts reads them

type Case = { label: string; run: () => Promise<{ matching: number }> };
const cases: Case[] = [
  { label: "submissions, admin, page 1", run: () => findSubmissions(adminUser, list()) },
  { label: "submissions, admin, page 50", run: () => findSubmissions(adminUser, list({ page: 50 })) },
  { label: `submissions, admin, search rare "${RARE}"`, run: () => findSubmissions(adminUser, list({ search: RARE })) },
  {
    label: `submissions, admin, search medium "${MEDIUM}"`,
    run: () => findSubmissions(adminUser, list({ search: MEDIUM })),
  },
  {
    label: `submissions, admin, search common "${COMMON}"`,
    run: () => findSubmissions(adminUser, list({ search: COMMON })),
  },
  {
    label: `submissions, admin, search common, page 50`,
    run: () => findSubmissions(adminUser, list({ search: COMMON, page: 50 })),
  },
  {
    label: "submissions, admin, status submitted",
    run: () => findSubmissions(adminUser, list({ status: "submitted" })),
  },
  {
    label: "submissions, admin, status revision_requested, page 50",
    run: () => findSubmissions(adminUser, list({ status: "revision_requested", page: 50 })),
  },
  {
    label: `submissions, admin, search "${MEDIUM}" + status rejected`,
    run: () => findSubmissions(adminUser, list({ search: MEDIUM, status: "rejected" })),
  },
  { label: "submissions, author (own), page 1", run: () => findSubmissions(author, list()) },
  {
    label: `submissions, author, search "${COMMON}"`,
    run: () => findSubmissions(author, list({ search: COMMON })),
  },
  { label: "submissions, editor of one journal, page 1", run: () => findSubmissions(editorOfOne, list()) },
  {
    label: "submissions, editor of one journal, page 50",
    run: () => findSubmissions(editorOfOne, list({ page: 50 })),
  },
  {
    label: `submissions, editor of one journal, search rare "${RARE}"`,
    run: () => findSubmissions(editorOfOne, list({ search: RARE })),
  },
  {
    label: "submissions, editor of one journal, status submitted",
    run: () => findSubmissions(editorOfOne, list({ status: "submitted" })),
  },
  { label: "my tasks, admin (all), page 1", run: () => findMyTasks(adminUser, tasks()) },
  { label: "my tasks, admin (all), page 50", run: () => findMyTasks(adminUser, tasks({ page: 50 })) },
  {
    label: 'my tasks, admin, search "proofreading"',
    run: () => findMyTasks(adminUser, tasks({ search: "proofreading" })),
  },
  {
    label: `my tasks, admin, search rare "${RARE}"`,
    run: () => findMyTasks(adminUser, tasks({ search: RARE })),
  },
  {
    label: 'my tasks, admin, search a submission ID "BJPS-012"',
    run: () => findMyTasks(adminUser, tasks({ search: "BJPS-012" })),
  },
  {
    label: 'my tasks, admin, search a number "123"',
    run: () => findMyTasks(adminUser, tasks({ search: "123" })),
  },
  {
    label: 'my tasks, admin, search a journal "ijebr"',
    run: () => findMyTasks(adminUser, tasks({ search: "ijebr" })),
  },
  {
    label: "my tasks, admin, status need_revision",
    run: () => findMyTasks(adminUser, tasks({ status: "need_revision" })),
  },
  { label: "my tasks, editor of one journal (own)", run: () => findMyTasks(editorOfOne, tasks()) },
  {
    label: "my tasks, editor of every journal (own)",
    run: () => findMyTasks(editorOfAll, tasks()),
  },
  {
    label: `my tasks, editor (own), search "${MEDIUM}"`,
    run: () => findMyTasks(editorOfOne, tasks({ search: MEDIUM })),
  },
  {
    label: "my tasks, editor (own), status in_progress",
    run: () => findMyTasks(editorOfOne, tasks({ status: "in_progress" })),
  },
  ...REVIEW_FILTERS.flatMap((review): Case[] => [
    { label: `submissions, admin, review ${review}`, run: () => findSubmissions(adminUser, list({ review })) },
    {
      label: `submissions, admin, review ${review}, page 50`,
      run: () => findSubmissions(adminUser, list({ review, page: 50 })),
    },
    {
      label: `submissions, editor of one journal, review ${review}`,
      run: () => findSubmissions(editorOfOne, list({ review })),
    },
    {
      label: `submissions, editor of one journal, review ${review}, assigned to me`,
      run: () => findSubmissions(editorOfOne, list({ review, assigned: true })),
    },
  ]),
  {
    label: "reviewer pool of a journal (candidates and their records)",
    run: async () => {
      const candidates = await findJournalRoleHolders(db(), "reviewer", journalEditor.journal_id, CANDIDATES_LIMIT);
      await findReviewerRecords(
        db(),
        candidates.map((c) => c.id),
      );
      return { matching: candidates.length };
    },
  },
  {
    label: "Reviews tab of a submission in review, editor (whole loader)",
    run: async () => {
      const tab = await loadReviewsTab(editorOfOne, await loadSubmissionFor(editorOfOne, inReview.id));
      return { matching: tab.mode === "editor" ? tab.candidates.length : 0 };
    },
  },
  ...INVOICE_FILTERS.flatMap((filter): Case[] => [
    {
      label: `invoices, admin, ${filter}`,
      run: async () => ({ matching: (await listInvoices(adminUser, { filter, page: 1 })).total }),
    },
    {
      label: `invoices, editor of one journal, ${filter}`,
      run: async () => ({ matching: (await listInvoices(editorOfOne, { filter, page: 1 })).total }),
    },
  ]),
  {
    label: "invoices, admin, all, page 50",
    run: async () => ({ matching: (await listInvoices(adminUser, { filter: "all", page: 50 })).total }),
  },
  {
    label: "invoices, editor of one journal, all, page 200",
    run: async () => ({ matching: (await listInvoices(editorOfOne, { filter: "all", page: 200 })).total }),
  },
];

type PlanNode = {
  "Node Type": string;
  "Shared Hit Blocks"?: number;
  "Shared Read Blocks"?: number;
  "Relation Name"?: string;
  "Actual Rows"?: number;
  "Actual Loops"?: number;
  "Rows Removed by Filter"?: number;
  "Rows Removed by Index Recheck"?: number;
  Plans?: PlanNode[];
};
function walk(node: PlanNode, visit: (n: PlanNode) => void) {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
}
/**
 * Scans reading more than half of a large table's rows (rows returned plus rows filtered away, all
 * loops); index-only scans, which read no row, are not counted.
 */
function wholeTableScans(plan: PlanNode): string[] {
  const found: string[] = [];
  walk(plan, (n) => {
    const table = n["Relation Name"];
    // An index-only scan reads the index, not the table (the stat cards count every submission so).
    if (!table || !LARGE_TABLES.includes(table) || n["Node Type"] === "Index Only Scan") return;
    const read =
      ((n["Actual Rows"] ?? 0) + (n["Rows Removed by Filter"] ?? 0) + (n["Rows Removed by Index Recheck"] ?? 0)) *
      (n["Actual Loops"] ?? 1);
    const size = sizes.get(table) ?? 0;
    if (size > 0 && read > size * WHOLE_TABLE) found.push(`${n["Node Type"]} on ${table} reading ${read} rows`);
  });
  return found;
}

/** The p-th percentile (0..1) of `ms`, nearest rank. */
const percentile = (ms: number[], p: number) => [...ms].sort((a, b) => a - b)[Math.ceil(p * ms.length) - 1];

const summary: {
  label: string;
  serviceMs: number;
  sqlMs: number;
  buffers: number;
  p50: number;
  p95: number;
  matching: number;
  load: number;
  flags: string[];
}[] = [];
const verbose = process.env.PLANS !== "none";
for (const c of cases.filter((c) => !only || only.test(c.label))) {
  await c.run(); // warm the caches and the services' code paths
  let result!: Awaited<ReturnType<typeof c.run>>;
  const started = performance.now();
  const captured = await captureQueries(async () => {
    result = await c.run();
  });
  const serviceMs = performance.now() - started;
  console.log(`\n== ${c.label}: ${result.matching} matching, service ${serviceMs.toFixed(1)} ms`);
  let sqlMs = 0;
  let buffers = 0;
  const flags: string[] = [];
  for (const q of captured) {
    let best: { ms: number; plan: PlanNode; text: string } | undefined;
    for (let i = 0; i < RUNS; i++) {
      const { rows } = await query<{ "QUERY PLAN": [{ Plan: PlanNode; "Execution Time": number }] }>(
        `explain (analyze, buffers, format json) ${q.text}`,
        q.values,
      );
      const [{ Plan, "Execution Time": ms }] = rows[0]["QUERY PLAN"];
      if (!best || ms < best.ms) best = { ms, plan: Plan, text: "" };
    }
    const scans = wholeTableScans(best!.plan);
    const slow = best!.ms > SLOW_MS;
    sqlMs += best!.ms;
    // Shared buffers hit or read by the statement (its subplans included; not by its planning):
    // unlike the time, they do not move with the machine's load.
    const blocks = (best!.plan["Shared Hit Blocks"] ?? 0) + (best!.plan["Shared Read Blocks"] ?? 0);
    buffers += blocks;
    flags.push(...scans, ...(slow ? [`slow query ${best!.ms.toFixed(1)} ms`] : []));
    const mark = scans.length ? "SCAN" : slow ? "SLOW" : "ok  ";
    console.log(
      `${mark} ${best!.ms.toFixed(2).padStart(8)} ms ${String(blocks).padStart(7)} buf  ${q.text.replace(/\s+/g, " ").slice(0, 120)}`,
    );
    for (const s of scans) console.log(`       ${s}`);
    if (verbose && (scans.length || slow)) {
      const { rows } = await query<{ "QUERY PLAN": string }>(`explain (analyze, buffers off) ${q.text}`, q.values);
      for (const r of rows) console.log(`       | ${r["QUERY PLAN"]}`);
    }
  }
  const timed: number[] = [];
  for (let i = 0; i < TIMED_RUNS; i++) {
    const t0 = performance.now();
    await c.run();
    timed.push(performance.now() - t0);
  }
  const p50 = percentile(timed, 0.5);
  const p95 = percentile(timed, 0.95);
  if (p95 > SLOW_MS) flags.push(`p95 ${p95.toFixed(1)} ms`);
  const load = os.loadavg()[0];
  console.log(
    `     service over ${TIMED_RUNS} runs: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (load ${load.toFixed(1)})`,
  );
  summary.push({ label: c.label, serviceMs, sqlMs, buffers, p50, p95, matching: result.matching, load, flags });
}

console.log(
  "\n| query | matching | SQL (ms) | buffers | service p50 (ms) | service p95 (ms) | load | notes |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
);
for (const s of summary) {
  console.log(
    `| ${s.label} | ${s.matching} | ${s.sqlMs.toFixed(1)} | ${s.buffers} | ${s.p50.toFixed(1)} | ${s.p95.toFixed(1)} | ${s.load.toFixed(1)} | ${s.flags.join("; ")} |`,
  );
}
await pool.end();
await shutdownPlatform(platform);
const flagged = summary.filter((s) => s.flags.length > 0).length;
console.log(
  `\n${summary.length} cases, ${flagged} with a whole-table scan, a query over ${SLOW_MS} ms or a p95 over ${SLOW_MS} ms`,
);
process.exit(flagged ? 1 : 0);
