// Adds the editorial side to a benchmark database (run generate-catalogue.ts first, or on an empty
// one): 100,000 submissions (default) spread over the 4 journals and 2,000 author accounts, 2 authors
// and one initial manuscript row each (no real files), and 50,000 tasks assigned to 20 editors
// (4 per journal and 4 of every journal). Titles and abstracts come from a small vocabulary so that
// searches have common words ("patients": most submissions), medium ones (a drug name: 2%) and a
// rare one ("thalidomide": 1 in 2,000). Then the review side and the invoices (generateReviews
// below states their ratios). Skips the submissions when the bench authors exist, and refuses
// when the bench reviewers exist too.
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
const REVIEWERS_PER_JOURNAL = 600;
const GLOBAL_REVIEWERS = 600;

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
const [{ n: reviewedAlready }] = rows<{ n: number }>(
  await db.execute(sql`select count(*)::int as n from users where id like 'bench-reviewer-%'`),
);
if (already > 0 && reviewedAlready > 0) {
  console.log(`The database already holds the bench authors (${already}) and reviewers; nothing generated.`);
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

if (already === 0) await generateSubmissions();
else console.log(`The bench authors exist (${already}): only the reviews and invoices are added.`);
await generateReviews();
await db.execute(sql`analyze`);
console.log(`done in ${elapsed()}`);
await database.close();

async function generateSubmissions() {
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
  const [{ tasks }] = rows<{ tasks: number }>(
    await db.execute(sql`select count(*)::int as tasks from submission_tasks`),
  );
  console.log(`${tasks} tasks (${elapsed()})`);
}

/**
 * The review side of the bench submissions, at the ratios bench/README.md states: 3,000 reviewers
 * (600 per journal, 600 of every journal) with two areas of interest each; rounds for every
 * submission past the desk (a third of the rejections are desk rejections, half of the accepted
 * ones and a quarter of those in review went through a revision); three invitations a round (a
 * fourth, cancelled, on one round in five), of which about one is declined; a review for each
 * completed invitation and a draft for half the accepted ones; a decision closing each round; one
 * handling editor per reviewed submission; and an invoice for each accepted or published one. The
 * open rounds are spread over where their review stands: 10% with nobody invited, 10% with every
 * invitation declined, 20% waiting for answers (half of them past the response date), 30% with a
 * review accepted (a third past the review date) and 30% with every review in.
 */
async function generateReviews() {
  const reviewerCount = journals.length * REVIEWERS_PER_JOURNAL + GLOBAL_REVIEWERS;
  await db.execute(sql`
    insert into users (id, name, email, email_verified, status, affiliation, interests)
    select 'bench-reviewer-' || g, 'Reviewer ' || g || ' ' || initcap((${drugs})[1 + (g * 13) % ${DRUGS.length}]),
           'bench.reviewer' || g || '@example.org', true, 'active'::user_status, 'University ' || (g % 80),
           array[(${common})[1 + g % ${COMMON.length}], (${drugs})[1 + g % ${DRUGS.length}]]
    from generate_series(1, ${reviewerCount}) g`);
  await db.execute(sql`
    insert into role_assignments (user_id, role, journal_id)
    select 'bench-reviewer-' || g, 'reviewer'::role_name,
           case when g <= ${journals.length * REVIEWERS_PER_JOURNAL} then (${journalIds})[1 + (g - 1) / ${REVIEWERS_PER_JOURNAL}] end
    from generate_series(1, ${reviewerCount}) g`);
  console.log(`${reviewerCount} reviewers (${elapsed()})`);

  // h: a stable pseudo-random 0..999 per submission; sc = h % 10 places an open round (see above).
  await db.execute(sql`drop table if exists bench_review_plan`);
  await db.execute(sql`
    create table bench_review_plan as
    select s.id, s.journal_id, s.status::text as status, s.submission_date, s.submission_number, s.title, s.created_by,
           array_position(${journalIds}, s.journal_id) as j, h,
           case when s.status = 'submitted' then 0
                when s.status = 'rejected' and h % 3 = 0 then 0
                when s.status = 'rejected' then 1
                when s.status in ('accepted', 'published') then 1 + h % 2
                else 1 + (h % 4 = 0)::int end as rounds
    from submissions s cross join lateral (select abs(hashtext(s.id::text)) % 1000 as h) x
    where s.created_by like 'bench-author-%'`);
  await db.execute(sql`
    insert into review_rounds (submission_id, round_number, status, revision_due_date, review_type, created_at, updated_at)
    select p.id, r,
           (case when r < p.rounds then 'closed' when p.status = 'under_review' then 'open'
                 when p.status = 'revision_requested' then 'revision_requested' else 'closed' end)::review_round_status,
           case when r = p.rounds and p.status = 'revision_requested' then (now() at time zone 'utc')::date - 20 + p.h % 60 end,
           'double-blind', c.at, c.at
    from bench_review_plan p cross join lateral generate_series(1, p.rounds) r
    cross join lateral (select case when r = p.rounds and p.status = 'under_review'
      then now() - (case p.h % 10 when 2 then 10 + p.h % 20 when 4 then 35 + p.h % 30
                                  when 7 then 25 + p.h % 15 when 8 then 25 + p.h % 15 when 9 then 25 + p.h % 15
                                  else p.h % 6 end) * interval '1 day'
      else least(now() - interval '1 day', p.submission_date + interval '10 days' + (r - 1) * interval '75 days') end as at) c
    where p.rounds > 0`);
  console.log(`rounds (${elapsed()})`);

  // Each round's invitations k = 1..n and their states (open rounds: by sc; others: 1 completed,
  // 2 completed but 1 in 4 declined, 3 declined but 1 in 3 completed, 4 cancelled).
  await db.execute(sql`
    with planned as (
      select rd.id as round_id, rd.submission_id, rd.status as round_status, rd.created_at, p.j, p.h, k,
             abs(hashtext(rd.id::text || ':' || k)) as seed,
             case when rd.status <> 'open' then
                    case k when 1 then 'completed' when 2 then case when (p.h + rd.round_number) % 4 = 0 then 'declined' else 'completed' end
                           when 3 then case when (p.h + rd.round_number) % 3 = 0 then 'completed' else 'declined' end
                           else 'cancelled' end
                  else case p.h % 10
                    when 0 then null
                    when 1 then case when k <= 2 then 'declined' end
                    when 2 then case k when 3 then 'declined' else 'invited' end
                    when 3 then case k when 3 then 'declined' else 'invited' end
                    when 7 then case k when 3 then 'declined' else 'completed' end
                    when 8 then case k when 3 then 'declined' else 'completed' end
                    when 9 then case k when 3 then 'declined' else 'completed' end
                    else case k when 1 then 'accepted' when 2 then 'invited' else 'declined' end end
             end as state
      from review_rounds rd join bench_review_plan p on p.id = rd.submission_id
      cross join lateral generate_series(1, case when rd.status <> 'open' and p.h % 5 = 0 then 4 else 3 end) k
    ), chosen as (
      select planned.*, 'bench-reviewer-' || case when seed % 5 = 0
               then ${journals.length * REVIEWERS_PER_JOURNAL} + 1 + (seed / 5) % ${GLOBAL_REVIEWERS}
               else (j - 1) * ${REVIEWERS_PER_JOURNAL} + 1 + seed % ${REVIEWERS_PER_JOURNAL} end as reviewer_id
      from planned where state is not null
    )
    insert into review_assignments (submission_id, round_id, reviewer_id, invitee_email, invitee_name, state, invited_by,
                                    response_due_date, review_due_date, decline_reason, token_expires_at, responded_at,
                                    completed_at, created_at, updated_at)
    select c.submission_id, c.round_id, c.reviewer_id, u.email, u.name, c.state::review_assignment_state,
           'bench-editor-' || ((c.j - 1) * ${EDITORS_PER_JOURNAL} + 1 + c.h % ${EDITORS_PER_JOURNAL}),
           (c.created_at + interval '7 days')::date, (c.created_at + interval '28 days')::date,
           case when c.state = 'declined' then 'Not available in the coming weeks.' end,
           c.created_at + interval '30 days',
           case when c.state in ('accepted', 'declined', 'completed') then least(now(), c.created_at + (1 + c.seed % 5) * interval '1 day') end,
           case when c.state = 'completed' then least(now(), c.created_at + (14 + c.seed % 14) * interval '1 day') end,
           c.created_at, c.created_at
    from chosen c join users u on u.id = c.reviewer_id`);
  console.log(`assignments (${elapsed()})`);

  await db.execute(sql`
    insert into reviews (assignment_id, recommendation, comments_to_author, confidential_comments, status, submitted_at, created_at, updated_at)
    select a.id, (enum_range(null::review_recommendation))[1 + abs(hashtext(a.id::text)) % 4],
           'The manuscript is clearly written; the methods need more detail.', '',
           (case when a.state = 'completed' then 'submitted' else 'draft' end)::review_status,
           a.completed_at, coalesce(a.responded_at, a.created_at), coalesce(a.completed_at, a.responded_at, a.created_at)
    from review_assignments a join bench_review_plan p on p.id = a.submission_id
    where a.state = 'completed' or (a.state = 'accepted' and abs(hashtext(a.id::text)) % 2 = 0)`);
  await db.execute(sql`
    insert into editorial_decisions (submission_id, round_id, kind, letter, decided_by, created_at)
    select rd.submission_id, rd.id,
           (case when rd.status = 'revision_requested' or rd.round_number < p.rounds
                   then case when p.h % 2 = 0 then 'minor_revision' else 'major_revision' end
                 when p.status in ('accepted', 'published') then 'accept' else 'reject' end)::decision_kind,
           'Dear author, thank you for your submission.',
           'bench-editor-' || ((p.j - 1) * ${EDITORS_PER_JOURNAL} + 1 + p.h % ${EDITORS_PER_JOURNAL}),
           least(now(), rd.created_at + interval '30 days')
    from review_rounds rd join bench_review_plan p on p.id = rd.submission_id
    where rd.status <> 'open'`);
  await db.execute(sql`
    insert into submission_handling_editors (submission_id, editor_id, assigned_by, created_at)
    select p.id, 'bench-editor-' || ((p.j - 1) * ${EDITORS_PER_JOURNAL} + 1 + p.h % ${EDITORS_PER_JOURNAL}), null, p.submission_date
    from bench_review_plan p where p.rounds > 0`);
  console.log(`reviews, decisions, handling editors (${elapsed()})`);

  // Invoices: 70% Indian authors (INR 11,800 with 18% GST), 30% international (USD 250). Published
  // articles' invoices: 80% paid, 15% waived, 2% refunded, 3% cancelled; accepted ones': 45% issued,
  // 20% payment reported, 25% paid, 10% waived.
  await db.execute(sql`
    with inv as (
      select p.id, p.journal_id, p.status, p.h, p.submission_number, p.title, jn.short_name, u.id as uid, u.name, u.email, u.affiliation,
             least(now() - interval '1 hour', p.submission_date + (100 + p.h % 60) * interval '1 day') as issued_at,
             p.h % 10 < 7 as indian,
             case when p.status = 'published'
                  then case when p.h % 100 < 80 then 'paid' when p.h % 100 < 95 then 'waived' when p.h % 100 < 97 then 'refunded' else 'cancelled' end
                  else case when p.h % 100 < 45 then 'issued' when p.h % 100 < 65 then 'payment_reported' when p.h % 100 < 90 then 'paid' else 'waived' end
             end as status_to
      from bench_review_plan p join journals jn on jn.id = p.journal_id join users u on u.id = p.created_by
      where p.status in ('accepted', 'published')
    ), numbered as (
      select inv.*, extract(year from (issued_at - interval '3 months'))::int as fy,
             row_number() over (partition by journal_id, extract(year from (issued_at - interval '3 months')) order by issued_at, id) as seq
      from inv
    )
    insert into invoices (journal_id, submission_id, financial_year, sequence, number, recipient_user_id, recipient_name,
                          recipient_email, recipient_affiliation, recipient_country, category, currency, list_amount_minor,
                          total_minor, taxable_minor, gst_minor, gst_rate_basis_points, issuer, submission_title,
                          submission_code, status, issued_at, paid_at, refunded_minor, created_at, updated_at)
    select journal_id, id, fy, seq, short_name || '/' || fy || '-' || lpad(((fy + 1) % 100)::text, 2, '0') || '/' || lpad(seq::text, 4, '0'),
           uid, name, email, affiliation, case when indian then 'IN' else 'US' end,
           (case when indian then 'indian' else 'international' end)::invoice_category,
           case when indian then 'INR' else 'USD' end,
           case when indian then 1180000 else 25000 end,
           case when status_to = 'waived' then 0 when indian then 1180000 else 25000 end,
           case when status_to = 'waived' then 0 when indian then 1000000 else 25000 end,
           case when status_to = 'waived' or not indian then 0 else 180000 end,
           case when indian then 1800 else 0 end,
           '{"publisherName": "Bench Publisher", "publisherAddress": "Bench Street 1", "publisherGstin": "", "bankDetails": "", "upiId": ""}'::jsonb,
           title, short_name || '-' || lpad(submission_number::text, 3, '0'),
           status_to::invoice_status, issued_at,
           case when status_to in ('paid', 'refunded') then least(now(), issued_at + (1 + h % 40) * interval '1 day') end,
           case when status_to = 'refunded' then case when indian then 1180000 else 25000 end else 0 end,
           issued_at, issued_at
    from numbered`);
  await db.execute(sql`
    insert into invoice_counters (journal_id, financial_year, last_number)
    select journal_id, financial_year, max(sequence) from invoices group by journal_id, financial_year
    on conflict (journal_id, financial_year) do update set last_number = excluded.last_number`);
  await db.execute(sql`drop table bench_review_plan`);
  const [counts] = rows<Record<string, number>>(
    await db.execute(sql`select (select count(*)::int from review_rounds) as rounds,
      (select count(*)::int from review_assignments) as assignments, (select count(*)::int from reviews) as reviews,
      (select count(*)::int from editorial_decisions) as decisions, (select count(*)::int from invoices) as invoices`),
  );
  console.log(`${JSON.stringify(counts)} (${elapsed()})`);
}
