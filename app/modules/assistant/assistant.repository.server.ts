import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.server";
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
