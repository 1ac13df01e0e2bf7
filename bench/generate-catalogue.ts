// Fills a database with a large catalogue for benchmarks: 4 journals, 100,000 published articles
// (default) with 4 authors each, keywords, a PDF galley row, realistic text lengths. One issue of
// each journal holds 300 articles (the issue-page benchmark); the rest hold 25.
//
//   DATABASE_URL=postgres://... npx tsx bench/generate-catalogue.ts [articles]
//   DATA_DIR=bench/out/pglite npx tsx bench/generate-catalogue.ts [articles]
import { sql } from "drizzle-orm";
import { openDatabase } from "../app/db/client.server";
import { ensureFoundingJournals } from "../app/db/seed/initial-data.server";

const total = Number(process.argv[2] ?? 100_000);
const perJournal = Math.floor(total / 4);
const bigIssue = 300;
const perIssue = 25;

const started = Date.now();
const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR ?? "bench/out/pglite",
});
const { db } = database;
await ensureFoundingJournals(db);

const existing = await db.execute(sql`select count(*)::int as n from articles`);
const count = Number((existing as unknown as { rows: { n: number }[] }).rows[0].n);
if (count > 0) {
  console.log(`The database already holds ${count} articles; nothing generated.`);
  await database.close();
  process.exit(0);
}

const WORDS =
  "pharmacokinetics bioavailability formulation tablet dissolution patients randomized trial adherence antimicrobial resistance prescribing hospital outcomes efficacy safety adverse events cohort prevalence diabetes hypertension nanoparticles solubility excipients stability chromatography validation assay clinical pharmacist intervention community survey evidence systematic review meta-analysis dose response toxicity hepatic renal plasma concentration inflammation oxidative stress extract phytochemical screening antioxidant activity in vitro in vivo model statistical significance confidence interval regression analysis sample population".split(
    " ",
  );
const words = sql.raw(`array[${WORDS.map((w) => `'${w}'`).join(",")}]`);
const text = (n: number) =>
  sql`array_to_string(array(select (${words})[1 + floor(random() * ${WORDS.length})::int] from generate_series(1, ${n}) where g.g > 0), ' ')`;

await db.execute(sql`
  insert into affiliations (name)
  select 'Department ' || g || ', Institute of Pharmaceutical Research ' || (g % 50) from generate_series(1, 200) g
  on conflict do nothing`);

const journals = (await db.execute(sql`select id, short_name from journals order by short_name`)) as unknown as {
  rows: { id: string; short_name: string }[];
};
for (const journal of journals.rows) {
  // Issue 1 of volume 1 has 300 articles; then 25 per issue, 12 issues a volume.
  const issueCount = 1 + Math.ceil((perJournal - bigIssue) / perIssue);
  await db.execute(sql`
    insert into issues (journal_id, volume_number, issue_number, type, title, description, publication_date, status, is_current)
    select ${journal.id}, 1 + (g - 1) / 12, 1 + (g - 1) % 12, 'regular', 'Issue ' || g, ${text(40)},
           date '2000-01-01' + (g * 7), 'published', g = ${issueCount}
    from generate_series(1, ${issueCount}) g`);
  // Article n belongs to issue 1 when n <= 300, else to issue 2 + (n - 301) / 25.
  await db.execute(sql`
    insert into articles (journal_id, issue_id, article_number, status, article_type, title, abstract, keywords, doi,
                          page_start, page_end, publication_date, submission_date, acceptance_date, citation_count)
    select ${journal.id}, i.id, g.g, 'published', 'research_article',
           initcap(${text(14)}), ${text(230)},
           array[(${words})[1 + g.g % ${WORDS.length}], (${words})[1 + (g.g * 7) % ${WORDS.length}], (${words})[1 + (g.g * 13) % ${WORDS.length}], (${words})[1 + (g.g * 31) % ${WORDS.length}]],
           '10.63100/' || ${journal.short_name} || '.' || g.g,
           1 + ((g.g - 1) % 25) * 8, 8 + ((g.g - 1) % 25) * 8,
           i.publication_date, i.publication_date - 90, i.publication_date - 30, (g.g * 17) % 40
    from generate_series(1, ${perJournal}) g
    join issues i on i.journal_id = ${journal.id} and i.title = 'Issue ' || (case when g.g <= ${bigIssue} then 1 else 2 + (g.g - ${bigIssue} - 1) / ${perIssue} end)`);
  console.log(
    `${journal.short_name}: ${issueCount} issues, ${perJournal} articles (${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
}

await db.execute(sql`
  insert into article_authors (article_id, position, name, given_name, family_name, email, affiliation_id, is_corresponding)
  select a.id, p, 'Author' || p || ' ' || initcap((${words})[1 + (a.article_number + p) % ${WORDS.length}]),
         'Author' || p, initcap((${words})[1 + (a.article_number + p) % ${WORDS.length}]),
         'author' || p || '.' || a.article_number || '@example.org',
         (select id from affiliations order by name offset (a.article_number * 3 + p) % 200 limit 1), p = 0
  from articles a cross join generate_series(0, 3) p`);
await db.execute(sql`
  insert into article_galleys (article_id, kind, file_name, storage_key, mime_type, size_bytes)
  select id, 'pdf', 'article-' || article_number || '.pdf', 'bench/' || id || '.pdf', 'application/pdf', 350000 + article_number % 200000
  from articles`);
await db.execute(sql`analyze`);
console.log(`Generated ${perJournal * 4} articles in ${((Date.now() - started) / 1000).toFixed(0)} s`);
await database.close();
