// Adds the editorial side to a benchmark database (run generate-catalogue.ts first, or on an empty
// one): 100,000 submissions (default) spread over the 4 journals and 2,000 author accounts, 2 authors
// and one initial manuscript row each (no real files), and 50,000 tasks assigned to 20 editors
// (4 per journal and 4 of every journal). Titles and abstracts come from a small vocabulary so that
// searches have common words ("patients": most submissions), medium ones (a drug name: 2%) and a
// rare one ("thalidomide": 1 in 2,000). Refuses when the bench accounts already exist.
//
//   DATABASE_URL=postgres://... npx tsx bench/generate-submissions.ts [submissions]
//   DATA_DIR=bench/out/pglite npx tsx bench/generate-submissions.ts [submissions]
import { sql } from "drizzle-orm";
import { openDatabase } from "~/db/client.server";
import { ensureFoundingJournals } from "~/db/seed/initial-data.server";

const total = Number(process.argv[2] ?? 100_000);
const AUTHORS = 2_000;
const EDITORS_PER_JOURNAL = 4;
const GLOBAL_EDITORS = 4;
const RARE_EVERY = 2_000;

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR ?? "bench/out/pglite",
});
const { db } = database;
await ensureFoundingJournals(db);
const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

const [{ n: already }] = rows<{ n: number }>(
  await db.execute(sql`select count(*)::int as n from users where id like 'bench-author-%'`),
);
if (already > 0) {
  console.log(`The database already holds the bench authors (${already}); nothing generated.`);
  await database.close();
  process.exit(0);
}

const COMMON =
  "patients randomized trial adherence antimicrobial resistance prescribing hospital outcomes efficacy safety adverse events cohort prevalence diabetes hypertension nanoparticles solubility excipients stability chromatography validation assay clinical pharmacist intervention community survey evidence systematic review dose response toxicity hepatic renal plasma concentration inflammation oxidative stress extract phytochemical screening antioxidant activity model statistical significance regression analysis sample population formulation tablet dissolution bioavailability pharmacokinetics".split(
    " ",
  );
const DRUGS =
  "metformin amoxicillin paracetamol ibuprofen atorvastatin amlodipine omeprazole ciprofloxacin azithromycin doxycycline warfarin heparin insulin lisinopril losartan simvastatin clopidogrel levothyroxine prednisolone dexamethasone salbutamol fluconazole acyclovir artemether lumefantrine quinine chloroquine tenofovir efavirenz zidovudine rifampicin isoniazid ethambutol pyrazinamide furosemide spironolactone digoxin captopril nifedipine diclofenac tramadol morphine ketamine lidocaine propofol haloperidol diazepam fluoxetine sertraline carbamazepine".split(
    " ",
  );
const common = sql.raw(`array[${COMMON.map((w) => `'${w}'`).join(",")}]`);
const drugs = sql.raw(`array[${DRUGS.map((w) => `'${w}'`).join(",")}]`);
// `where g.g > 0` ties the subquery to the outer row, so that every row gets its own words.
const words = (n: number) =>
  sql`array_to_string(array(select (${common})[1 + floor(random() * ${COMMON.length})::int] from generate_series(1, ${n}) where g.g >= 0), ' ')`;

const journals = rows<{ id: string; short_name: string }>(
  await db.execute(sql`select id, short_name from journals order by short_name`),
);
if (journals.length === 0) throw new Error("No journals");
const journalIds = sql.raw(`array[${journals.map((j) => `'${j.id}'::uuid`).join(",")}]`);
const [admin] = rows<{ user_id: string }>(
  await db.execute(sql`select user_id from role_assignments where role = 'admin' limit 1`),
);

// Accounts: bench-author-1..2000 (author role), bench-editor-1..20 (editor role; the first 16 for
// one journal each, 4 per journal in journal order, the last 4 for every journal).
const editorCount = journals.length * EDITORS_PER_JOURNAL + GLOBAL_EDITORS;
await db.execute(sql`
  insert into users (id, name, email, email_verified, status, affiliation)
  select 'bench-author-' || g, 'Author ' || g || ' ' || initcap((${common})[1 + g % ${COMMON.length}]),
         'bench.author' || g || '@example.org', true, 'active'::user_status, 'Institute of Pharmaceutical Research ' || (g % 50)
  from generate_series(1, ${AUTHORS}) g
  union all
  select 'bench-editor-' || g, 'Editor ' || g || ' ' || initcap((${drugs})[1 + g % ${DRUGS.length}]),
         'bench.editor' || g || '@example.org', true, 'active'::user_status, null
  from generate_series(1, ${editorCount}) g`);
await db.execute(sql`
  insert into role_assignments (user_id, role, journal_id)
  select 'bench-author-' || g, 'author'::role_name, null from generate_series(1, ${AUTHORS}) g
  union all
  select 'bench-editor-' || g, 'editor'::role_name,
         case when g <= ${journals.length * EDITORS_PER_JOURNAL} then (${journalIds})[1 + (g - 1) / ${EDITORS_PER_JOURNAL}] end
  from generate_series(1, ${editorCount}) g`);
console.log(`${AUTHORS} authors, ${editorCount} editors (${elapsed()})`);

// Submissions: journal 1 + g % 4, author 1 + g % 2000, oldest first over the last five years,
// numbers after each journal's last. The newest 15% are in progress (submitted, under review,
// revision requested, accepted); older ones are decided, but for 1 in 50 left under review.
await db.execute(sql`
  insert into submissions (journal_id, submission_number, title, abstract, submission_type, status, processing_mode,
                           keywords, cover_letter, conflict_of_interest, ethics_declaration, authorship_declaration,
                           data_availability, created_by, submission_date, created_at, updated_at)
  select (${journalIds})[1 + g.g % ${journals.length}],
         coalesce((select c.last_number from submission_counters c where c.journal_id = (${journalIds})[1 + g.g % ${journals.length}]), 0)
           + 1 + g.g / ${journals.length},
         initcap(${words(9)}) || ' of ' || (${drugs})[1 + (g.g * 7) % ${DRUGS.length}]
           || case when g.g % ${RARE_EVERY} = 0 then ' and thalidomide' else '' end,
         ${words(160)},
         (enum_range(null::submission_type))[1 + g.g % 6],
         (case when g.g >= ${Math.floor(total * 0.85)}
            then (array['submitted','submitted','under_review','under_review','revision_requested','accepted'])[1 + (g.g * 31) % 6]
            when g.g % 50 = 0 then 'under_review'
            else (array['rejected','rejected','published','published','published','accepted'])[1 + (g.g * 31) % 6] end)::submission_status,
         'standard',
         array[(${common})[1 + g.g % ${COMMON.length}], (${drugs})[1 + (g.g * 7) % ${DRUGS.length}]],
         'Dear Editor, please consider our manuscript.',
         '{"hasConflict": false}'::jsonb,
         '{"involveHumanSubjects": true, "involveAnimalSubjects": false}'::jsonb,
         jsonb_build_object('allAuthorsConsent', g.g % 20 <> 0),
         '{}'::jsonb,
         'bench-author-' || (1 + g.g % ${AUTHORS}),
         now() - ((${total - 1} - g.g)::double precision / ${total}) * interval '1825 days',
         now() - ((${total - 1} - g.g)::double precision / ${total}) * interval '1825 days',
         now() - ((${total - 1} - g.g)::double precision / ${total}) * interval '1825 days'
  from generate_series(0, ${total - 1}) g`);
await db.execute(sql`
  insert into submission_counters (journal_id, last_number)
  select journal_id, max(submission_number) from submissions group by journal_id
  on conflict (journal_id) do update set last_number = excluded.last_number`);
console.log(`${total} submissions (${elapsed()})`);

await db.execute(sql`
  insert into submission_authors (submission_id, position, name, email, affiliation, is_corresponding)
  select s.id, p, case when p = 1 then u.name else 'Co-author ' || s.submission_number end,
         case when p = 1 then u.email else 'coauthor' || s.submission_number || '@example.org' end,
         'Institute of Pharmaceutical Research ' || (s.submission_number % 50), p = 1
  from submissions s join users u on u.id = s.created_by cross join generate_series(1, 2) p
  where s.created_by like 'bench-author-%'`);
await db.execute(sql`
  insert into submission_files (submission_id, file_name, storage_key, size_bytes, mime_type, is_initial, uploaded_by, created_at)
  select s.id, 'manuscript-' || s.submission_number || '.pdf', 'bench/submissions/' || s.id || '/initial',
         200000 + s.submission_number % 300000, 'application/pdf', true, s.created_by, s.submission_date
  from submissions s where s.created_by like 'bench-author-%'`);
console.log(`authors and files (${elapsed()})`);

// Tasks on every other submission of each journal: half to an editor of that journal, half to an
// editor of every journal; due dates from a year ago to a year ahead, statuses mixed.
await db.execute(sql`
  with numbered as (
    select s.id, s.submission_date, array_position(${journalIds}, s.journal_id) as journal_index,
           row_number() over (partition by s.journal_id order by s.submission_date) as m,
           row_number() over (order by s.submission_date) as n
    from submissions s where s.created_by like 'bench-author-%'
  )
  insert into submission_tasks (submission_id, assigned_to, assigned_by, task_type, title, description, priority,
                                assigned_date, due_date, status, created_at, updated_at)
  select id,
         'bench-editor-' || case when (m / 2) % 2 = 0
           then ${journals.length * EDITORS_PER_JOURNAL} + 1 + (m / 4) % ${GLOBAL_EDITORS}
           else (journal_index - 1) * ${EDITORS_PER_JOURNAL} + 1 + (m / 4) % ${EDITORS_PER_JOURNAL} end,
         ${admin?.user_id ?? null},
         (enum_range(null::task_type))[1 + (n / 2) % 5],
         (array['Plagiarism check','Proofreading','Layout editing','Galley correction','Publishing'])[1 + (n / 2) % 5]
           || ' #' || n,
         'Please complete this step for the manuscript.',
         (enum_range(null::task_priority))[1 + n % 4],
         submission_date, current_date - 365 + ((n * 7) % 730)::int,
         (array['not_started','in_progress','completed','completed','need_revision'])[1 + (n * 3) % 5]::task_status,
         submission_date, submission_date
  from numbered where m % 2 = 0`);
await db.execute(sql`analyze`);
const [{ tasks }] = rows<{ tasks: number }>(await db.execute(sql`select count(*)::int as tasks from submission_tasks`));
console.log(`${tasks} tasks; done in ${elapsed()}`);
await database.close();
