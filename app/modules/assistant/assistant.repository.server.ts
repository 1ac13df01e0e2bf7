import { count, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { assistantQuestions, type AssistantQuestion } from "~/db/schema";
import type { Passage } from "./site-passages.server";

const START = "\uE000";
const STOP = "\uE001";

/**
 * The passages holding any of `words`, best first (most of the words, then rank), each with
 * the excerpt around its matches. The passages are few (a hundred or so), so they are indexed in
 * the query itself with the same full-text machinery as article search (english stemming, title
 * weighted above text); nothing is stored.
 */
export async function rankPassages(db: Db, passages: Passage[], words: string[], limit: number) {
  // Words are letters and digits only (see the service), so they are safe as tsquery terms.
  const orQuery = words.map((w) => `'${w}'`).join(" | ");
  const rows = passages.map((p, i) => ({ i, title: p.title, heading: p.heading, text: p.text }));
  const result = await db.execute(sql`
    with p as (select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(i int, title text, heading text, text text)),
         q as (select to_tsquery('english'::regconfig, ${orQuery}) as q),
         d as (select p.*, setweight(to_tsvector('english'::regconfig, p.heading), 'A')
                        || setweight(to_tsvector('english'::regconfig, p.title), 'C')
                        || setweight(to_tsvector('english'::regconfig, p.text), 'B') as doc from p)
    -- Weights D, C, B, A: a section's heading first, then its page's title, then its text.
    select d.i, ts_rank('{0.1, 0.6, 0.3, 1.0}'::float4[], d.doc, q.q) as rank,
           -- How many different words of the question the passage holds.
           (select count(*) from unnest(tsvector_to_array(to_tsvector('english'::regconfig, ${words.join(" ")}))) w
             where w = any(tsvector_to_array(d.doc)))::int as matched,
           ts_headline('english'::regconfig, d.text, q.q,
             ${`StartSel=${START}, StopSel=${STOP}, MaxFragments=2, MaxWords=45, MinWords=20, FragmentDelimiter=" … "`}) as excerpt
    from d, q
    where d.doc @@ q.q
    order by matched desc, rank desc, d.i
    limit ${limit}`);
  return (result as unknown as { rows: { i: number; rank: number; matched: number; excerpt: string }[] }).rows.map(
    (r) => ({
      passage: passages[r.i]!,
      rank: Number(r.rank),
      matched: Number(r.matched),
      excerpt: r.excerpt.replaceAll(START, "").replaceAll(STOP, "").replace(/\s+/g, " ").trim(),
    }),
  );
}

/** The document the editors' search reads; the same expression as the GIN index of migration 0017. */
const questionDocument = sql`to_tsvector('english'::regconfig, ${assistantQuestions.question} || ' ' || ${assistantQuestions.answer})`;

export async function insertAssistantQuestion(db: Db, row: typeof assistantQuestions.$inferInsert) {
  await db.insert(assistantQuestions).values(row);
}

/** One page of the kept questions, newest first, with how many match; `search` in web-search syntax. */
export async function findAssistantQuestionPage(
  db: Db,
  params: { search: string; limit: number; offset: number },
): Promise<{ rows: AssistantQuestion[]; total: number }> {
  const where = params.search
    ? sql`${questionDocument} @@ websearch_to_tsquery('english'::regconfig, ${params.search})`
    : undefined;
  const rows = await db
    .select()
    .from(assistantQuestions)
    .where(where)
    // As assistant_questions_created_idx is written (NOT NULL columns: the same order as plain DESC).
    .orderBy(sql`${assistantQuestions.createdAt} desc nulls last`, sql`${assistantQuestions.id} desc nulls last`)
    .limit(params.limit)
    .offset(params.offset);
  const [total] = await db.select({ n: count() }).from(assistantQuestions).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Deletes up to `limit` questions asked before `cutoff`; returns how many went. */
export async function deleteAssistantQuestionsBefore(db: Db, cutoff: Date, limit: number): Promise<number> {
  const old = db
    .select({ id: assistantQuestions.id })
    .from(assistantQuestions)
    .where(lt(assistantQuestions.createdAt, cutoff))
    .limit(limit);
  const removed = await db
    .delete(assistantQuestions)
    .where(inArray(assistantQuestions.id, old))
    .returning({ id: assistantQuestions.id });
  return removed.length;
}
