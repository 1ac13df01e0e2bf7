// Reader search (/search) on a large catalogue: p50 and p95 of the page query (ranking, count and
// highlighting of one page) for a set of realistic queries, and whether the plan uses the GIN index.
// The words are those of bench/vocabulary.ts at different frequencies, from nearly every article to
// a few dozen.
//
//   DATABASE_URL=postgres://... npx tsx bench/search.ts      (after bench/generate-catalogue.ts)
//   DATA_DIR=bench/out/pglite npx tsx bench/search.ts
import { sql } from "drizzle-orm";
import { openDatabase } from "~/db/client.server";
import { searchPublishedArticles } from "~/modules/search/search.repository.server";
import { parseSearchParams } from "~/modules/search/search.schemas";
import { searchArticles } from "~/modules/search/search.service.server";

const RUNS = Number(process.env.RUNS ?? 30);
// `whole`: the page's whole search (searchArticles: the fallback to some of the words and the
// spelling corrections of ADR 060 included), not the all-words query alone.
const QUERIES: {
  label: string;
  q: string;
  sort?: "relevance" | "newest";
  journal?: boolean;
  page?: number;
  whole?: boolean;
}[] = [
  { label: "a word of nearly every article", q: "patients" },
  { label: "two words of nearly every article", q: "study results" },
  { label: "one common word", q: "bioavailability" },
  { label: "two words", q: "tablet dissolution" },
  { label: "phrase", q: '"antimicrobial resistance"' },
  { label: "three words, newest first", q: "diabetes hypertension cohort", sort: "newest" },
  { label: "word in one journal", q: "nanoparticles", journal: true },
  { label: "word, page 10", q: "pharmacokinetics", page: 10 },
  { label: "word with exclusion", q: "toxicity -hepatic" },
  { label: "rare word", q: "garasetron" },
  { label: "no match", q: "zzyzx" },
  { label: "whole page: two words", q: "tablet dissolution", whole: true },
  { label: "whole page: misspelt rare word", q: "garasetronn", whole: true },
  { label: "whole page: one extra word", q: "garasetron tablet quetzalcoatl", whole: true },
  { label: "whole page: two misspelt words", q: "tablett disolution", whole: true },
  { label: "whole page: no match", q: "zzyzx", whole: true },
];

const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR ?? "bench/out/pglite",
});
const { db } = database;
const rows = (r: unknown) => (r as { rows: Record<string, unknown>[] }).rows;
const [{ id: journalId }] = rows(await db.execute(sql`select id from journals order by short_name limit 1`)) as {
  id: string;
}[];
const [{ n }] = rows(await db.execute(sql`select count(*)::int as n from articles`)) as { n: number }[];
console.log(`${n} articles on ${database.kind}, ${RUNS} runs per query\n`);

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const lines = ["| query | matches | p50 (ms) | p95 (ms) |", "|---|---:|---:|---:|"];
const all: number[] = [];
for (const query of QUERIES) {
  const search = {
    q: query.q,
    orcid: null,
    journalId: query.journal ? journalId : null,
    yearFrom: null,
    yearTo: null,
    type: null,
    sort: query.sort ?? ("relevance" as const),
    limit: 20,
    offset: ((query.page ?? 1) - 1) * 20,
  };
  const params = parseSearchParams(new URLSearchParams({ q: query.q, page: String(query.page ?? 1) }));
  const run = async () => {
    if (!query.whole) return (await searchPublishedArticles(db, search)).total;
    const page = await searchArticles(params, db);
    return page.kind === "results" ? page.total : -1;
  };
  let total = 0;
  await run(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    total = await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  all.push(...times);
  lines.push(
    `| ${query.label} (\`${query.q}\`) | ${total} | ${pct(times, 50).toFixed(1)} | ${pct(times, 95).toFixed(1)} |`,
  );
}
all.sort((a, b) => a - b);
lines.push(`| **all queries** | | **${pct(all, 50).toFixed(1)}** | **${pct(all, 95).toFixed(1)}** |`);
console.log(lines.join("\n"));

const plan = rows(
  await db.execute(sql`explain select d.article_id from article_search_documents d join journals j on j.id = d.journal_id
    where j.status in ('active', 'archived') and d.document @@ websearch_to_tsquery('english', 'tablet dissolution')`),
)
  .map((r) => Object.values(r)[0])
  .join("\n");
console.log(`\nPlan of the match ('tablet dissolution'):\n${plan}`);
console.log(
  plan.includes("article_search_documents_journal_document_idx")
    ? "\nThe GIN index is used."
    : "\nTHE GIN INDEX IS NOT USED.",
);
await database.close();
