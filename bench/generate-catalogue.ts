// Fills a database with a large catalogue for benchmarks: 4 journals, 100,000 published articles
// (default) with 4 authors each, keywords, a PDF galley row, realistic text lengths and a Zipf-like
// vocabulary of 10,000 words (bench/vocabulary.ts). One issue of
// each journal holds 300 articles (the issue-page benchmark); the rest hold 25.
//
//   DATABASE_URL=postgres://... npx tsx bench/generate-catalogue.ts [articles]
//   DATA_DIR=bench/out/pglite npx tsx bench/generate-catalogue.ts [articles]
import { sql } from "drizzle-orm";
import { openDatabase } from "~/db/client.server";
import { ensureFoundingJournals } from "~/db/seed/initial-data.server";
import { regenerateAllSitemapEntries } from "~/modules/sitemap/sitemap.service.server";
import { FAMILY_NAMES, FUNCTION_WORDS, GIVEN_NAMES, WORDS } from "./vocabulary";

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

// A Zipf-like law over the vocabulary (bench/vocabulary.ts): the word of rank r is drawn about
// r^-1.2 as often as the first, so common words are in most articles and specific ones in a few.
// u in [N^-0.2, 1] and r = u^-5 is the inverse of that law's distribution, cut at N.
const N = WORDS.length;
const words = sql.raw(`array[${WORDS.map((w) => `'${w}'`).join(",")}]`);
const functionWords = sql.raw(`array[${FUNCTION_WORDS.map((w) => `'${w}'`).join(",")}]`);
const zipf = (from = 0) =>
  sql`(${words})[least(${N}, ${from} + floor(power(${N ** -0.2} + random() * ${1 - N ** -0.2}, -5))::int)]`;
// Prose of about n words (n/2 to 3n/2), a third of them function words. The references to g.g
// make PostgreSQL draw new words, and a new length, for every row instead of once: a series whose
// arguments name no column of the row is made once and rewound for each row (every abstract of a
// journal had the same length).
const text = (n: number, from = 0) =>
  sql`array_to_string(array(select case when random() < 0.33 then (${functionWords})[1 + floor(random() * ${FUNCTION_WORDS.length})::int] else ${zipf(from)} end
    from generate_series(1, ${Math.ceil(n / 2)} + floor(random() * ${n + 1})::int + 0 * g.g) where g.g > 0), ' ')`;
// Keywords are specific terms: drawn past the most general words.
const keywords = sql`array(select distinct ${zipf(60)} from generate_series(1, 3 + floor(random() * 4)::int + 0 * g.g) where g.g > 0)`;
const given = sql.raw(`array[${GIVEN_NAMES.map((w) => `'${w}'`).join(",")}]`);
const family = sql.raw(`array[${FAMILY_NAMES.map((w) => `'${w}'`).join(",")}]`);

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
  // Article n belongs to issue 1 when n <= 300, else to issue 2 + (n - 301) / 25. The articles
  // come in as drafts and are published below, once their authors are in (see there).
  await db.execute(sql`
    insert into articles (journal_id, issue_id, article_number, status, article_type, title, abstract, keywords, doi,
                          page_start, page_end, publication_date, submission_date, acceptance_date, citation_count)
    select ${journal.id}, i.id, g.g, 'draft', 'research_article',
           initcap(${text(11, 20)}), ${text(230)}, ${keywords},
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
  select a.id, p, n.given_name || ' ' || n.family_name, n.given_name, n.family_name,
         'author' || p || '.' || a.article_number || '@example.org',
         af.id, p = 0
  from articles a cross join generate_series(0, 3) p
  -- The affiliations numbered once in name order: a sorted scan of them for each of the 40,000 rows
  -- took 10 s of the 10,000-article catalogue's 150 s.
  join (select id, (row_number() over (order by name) - 1)::int as k from affiliations) af on af.k = (a.article_number * 3 + p) % 200
  cross join lateral (select (${given})[1 + (a.article_number * 7 + p * 13 + hashtext(a.id::text) % 31 + 31) % ${GIVEN_NAMES.length}] as given_name,
                             (${family})[1 + (a.article_number * 11 + p * 17 + hashtext(a.id::text) % 37 + 37) % ${FAMILY_NAMES.length}] as family_name) n`);
await db.execute(sql`
  insert into article_galleys (article_id, kind, file_name, storage_key, mime_type, size_bytes)
  select id, 'pdf', 'article-' || article_number || '.pdf', 'bench/' || id || '.pdf', 'application/pdf', 350000 + article_number % 200000
  from articles`);
// Published as the publishing desk publishes: one change of status, which the triggers turn into the
// author index, the search vocabulary and documents and the journals' counters. Inserted as
// published, the articles had those written once for the articles and again for their authors:
// 77-83 s for 10,000 articles instead of 71 s (ADR 055's plans stage). The vacuum clears the row
// versions the updates left, as autovacuum does for a catalogue published over time.
await db.execute(sql`update articles set status = 'published'`);
await db.execute(sql`vacuum analyze`);
// The public pages' entries, which the platform otherwise writes as content is published.
await regenerateAllSitemapEntries(db);
console.log(`Generated ${perJournal * 4} articles in ${((Date.now() - started) / 1000).toFixed(0)} s`);
await database.close();
