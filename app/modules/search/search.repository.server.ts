import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { arrayLiteral } from "~/db/any-of.server";
import { withBitmapScans } from "~/db/bitmap-scans.server";
import type { Db } from "~/db/client.server";
import { builtOnce } from "~/db/prepared.server";
import { articleAuthors, articles, issues, journals, publishedNumber } from "~/db/schema";
import { retractedSql } from "~/modules/articles/articles.notices.repository.server";
import { READABLE_JOURNAL_STATUSES } from "~/modules/journals/journal-visibility";
import {
  HIGHLIGHT_START,
  HIGHLIGHT_STOP,
  SEARCH_RANK_CANDIDATES,
  type ArticleType,
  type SearchSort,
} from "./search.constants";
import { abstractExcerpt, queryLexemes } from "./abstract-excerpt";

// The configuration and weights must stay those of the article_reader_search_vector() function
// (migration 0016_article_search): title and keywords A, abstract B, authors C, DOI D.
const CONFIG = sql.raw(`'english'::regconfig`);
// Searches read the published articles' documents from a narrow table of their own (migration
// 0053_reader_search_documents, ADR 024), a copy of `articles.reader_search_vector` that a trigger
// keeps like an index, with the columns a search narrows by. There the document stays in the row;
// in `articles` it lives out of line beside the row that counters rewrite, and ranking the
// candidates read each one through the TOAST index. Like the document, kept out of the Drizzle schema.
const documents = sql.raw(`"article_search_documents"`);
const doc = {
  articleId: sql.raw(`"article_search_documents"."article_id"`),
  journalId: sql.raw(`"article_search_documents"."journal_id"`),
  publicationDate: sql.raw(`"article_search_documents"."publication_date"`),
  articleType: sql.raw(`"article_search_documents"."article_type"`),
  document: sql.raw(`"article_search_documents"."document"`),
};
// The rank's weights in the order D, C, B, A.
const WEIGHTS = sql.raw(`'{0.1, 0.3, 0.5, 1.0}'::float4[]`);

/**
 * How well a document matches the query: ts_rank, with the weights, of the words the query keeps
 * (`querytree` leaves out those it excludes, which would otherwise count as words of every
 * document and rank all alike). ts_rank weighs each word's places and, for several words, how
 * close they stand. ts_rank_cd, used before, ordered hand-made documents (the words in the title,
 * the abstract or the authors; close together or apart) the same way, but zeroed 32 KB for each
 * word of the query at every document it ranked: about 1 ms of a search (ADR 024's addendum).
 */
const rank = (document: SQL, query: SQL) => sql`ts_rank(${WEIGHTS}, ${document}, querytree(${query})::tsquery)`;
const MARKS = `StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_STOP}`;
// A title is shown whole, its matches marked; an abstract as up to two passages around them (abstract-excerpt.ts).
const TITLE_HEADLINE = sql.raw(`'${MARKS}, HighlightAll=true'`);

export type ArticleSearch = {
  /** websearch_to_tsquery syntax; empty with an ORCID. */
  q: string;
  orcid: string | null;
  journalId: string | null;
  yearFrom: number | null;
  yearTo: number | null;
  type: ArticleType | null;
  sort: SearchSort;
  limit: number;
  offset: number;
  /** How many of the newest matches are ranked (SEARCH_RANK_CANDIDATES unless told). */
  candidates?: number;
  /**
   * The fallback of a search that found too little: articles holding some of these words but not
   * everything `q` asks for, those holding the most words first (then by rank).
   */
  someWords?: string[];
  /** With `someWords`: the articles holding every word (fewer than a page), left out by id. */
  allWordsIds?: string[];
};

/** Where a published article of a readable journal lives, by its DOI (any case). */
export async function findArticleAddressByDoi(db: Db, doi: string) {
  const [row] = await db
    .select({ shortName: journals.shortName, volumeNumber: issues.volumeNumber, articleNumber: publishedNumber })
    .from(articles)
    .innerJoin(journals, eq(journals.id, articles.journalId))
    .innerJoin(issues, eq(issues.id, articles.issueId))
    .where(
      and(
        sql`lower(${articles.doi}) = lower(${doi})`,
        eq(articles.status, "published"),
        inArray(journals.status, [...READABLE_JOURNAL_STATUSES]),
      ),
    )
    .limit(1);
  return row;
}

/** Whether any published article of a readable journal has an author with this ORCID iD. */
export async function hasArticlesByOrcid(db: Db, orcid: string): Promise<boolean> {
  const [row] = await db
    .select({ id: articles.id })
    .from(articleAuthors)
    .innerJoin(articles, eq(articles.id, articleAuthors.articleId))
    .innerJoin(journals, eq(journals.id, articles.journalId))
    .where(
      and(
        sql`right(${articleAuthors.orcid}, 19) = ${orcid}`,
        eq(articles.status, "published"),
        inArray(journals.status, [...READABLE_JOURNAL_STATUSES]),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The journals a search may be narrowed to: active and archived ones, by title. */
export async function listSearchableJournals(db: Db) {
  return db
    .select({ id: journals.id, shortName: journals.shortName, title: journals.title })
    .from(journals)
    .where(inArray(journals.status, [...READABLE_JOURNAL_STATUSES]))
    .orderBy(asc(journals.title));
}

/**
 * One page of published articles of readable journals matching the search, best first (or newest
 * first), with how many match in all (exact up to SEARCH_RANK_CANDIDATES, estimated beyond).
 * Relevance is computed for the newest SEARCH_RANK_CANDIDATES matches only: ranking reads each
 * match's whole stored vector, which for a common word would be most of the catalogue.
 * Highlighting (the costly part) is done for the page's rows only.
 */
export async function searchPublishedArticles(db: Db, search: ArticleSearch) {
  const allWords = sql`websearch_to_tsquery(${CONFIG}, ${search.q})`;
  // websearch syntax: "a or b" is either word. The words are letters and digits only (the caller's).
  const someWordsText = search.someWords?.join(" or ") ?? null;
  const query = someWordsText !== null ? sql`websearch_to_tsquery(${CONFIG}, ${someWordsText})` : allWords;
  const journalReadable = inArray(journals.status, [...READABLE_JOURNAL_STATUSES]);
  // Every row of the documents' table is a published article's.
  const conditions: SQL[] = [journalReadable];
  if (search.q) conditions.push(sql`${doc.document} @@ ${query}`);
  // By id, not by a second test of the document: that would read every match's vector.
  if (someWordsText !== null && search.allWordsIds?.length) {
    conditions.push(
      sql`not (${doc.articleId} in (${sql.join(
        search.allWordsIds.map((id) => sql`${id}`),
        sql`, `,
      )}))`,
    );
  }
  if (search.orcid) {
    conditions.push(
      sql`exists (select 1 from ${articleAuthors} where ${articleAuthors.articleId} = ${doc.articleId} and right(${articleAuthors.orcid}, 19) = ${search.orcid})`,
    );
  }
  if (search.journalId) conditions.push(sql`${doc.journalId} = ${search.journalId}`);
  if (search.yearFrom) conditions.push(sql`${doc.publicationDate} >= ${`${search.yearFrom}-01-01`}`);
  if (search.yearTo) conditions.push(sql`${doc.publicationDate} < ${`${search.yearTo + 1}-01-01`}`);
  if (search.type) conditions.push(sql`${doc.articleType} = ${search.type}`);

  // Estimated on the documents alone: the journals' few rows may never have been analysed (autovacuum
  // waits for 50 changes), and the planner's default guess for their status filter would make a
  // common word look rare. Articles of inactive journals are few.
  const estimate = await estimateMatches(
    db,
    conditions.filter((c) => c !== journalReadable),
  );
  const ranking = !search.q
    ? null
    : someWordsText === null
      ? sql`${rank(sql`document`, query)} desc,`
      : // How many of the words' lexemes the article holds (its lexemes less those without them),
        // then the rank.
        sql`length(document) - length(ts_delete(document, tsvector_to_array(to_tsvector(${CONFIG}, ${someWordsText})))) desc,
            ${rank(sql`document`, query)} desc,`;
  const { rows: ranked, candidates } = await candidatePage(db, conditions, ranking, search, estimate);
  // Fewer candidates than the cap: they are every match, and their number is exact. A full set
  // stands for more matches than anyone pages through, counted by the planner's estimate.
  const cap = search.candidates ?? SEARCH_RANK_CANDIDATES;
  const total = candidates < cap ? candidates : Math.max(candidates, estimate);
  const totalIsEstimate = candidates >= cap;
  if (ranked.length === 0) return { total, totalIsEstimate, rows: [] };

  const ids = ranked.map((r) => r.id);
  const rows = search.q
    ? await pageWithWords(db).execute({ ids: arrayLiteral(ids), words: someWordsText ?? search.q })
    : await pageWithoutWords(db).execute({ ids: arrayLiteral(ids) });
  const byId = new Map(
    rows.map(({ terms, ...r }) => [
      r.id,
      // An ORCID iD alone asks for no words: the abstract is shown whole, as before.
      search.q ? { ...r, abstract: abstractExcerpt(r.abstract, queryLexemes(terms)) } : r,
    ]),
  );
  return { total, totalIsEstimate, rows: ids.map((id) => byId.get(id)!).filter(Boolean) };
}

/**
 * The rows of a page of results, by id, in one statement built once (a named statement: planning
 * its joins and subqueries took longer than running it, 0.5-0.7 ms of a search). With words, the
 * title's matches are marked and the query's lexemes come along for the abstract's passages; an
 * ORCID iD alone asks for no words, and the title and abstract are shown as they are.
 */
function pageRows(name: string, withWords: boolean) {
  return builtOnce(name, (db, statement) => {
    const query = sql`websearch_to_tsquery(${CONFIG}, ${sql.placeholder("words")})`;
    return db
      .select({
        id: articles.id,
        title: withWords
          ? sql<string>`ts_headline(${CONFIG}, ${articles.title}, ${query}, ${TITLE_HEADLINE})`
          : sql<string>`${articles.title}`,
        abstract: sql<string>`coalesce(${articles.abstract}, '')`,
        // The query's lexemes without those it excludes: what the abstract's passages mark.
        terms: withWords ? sql<string>`querytree(${query})` : sql<string>`''`,
        keywords: articles.keywords,
        doi: articles.doi,
        articleType: articles.articleType,
        publicationDate: articles.publicationDate,
        articleNumber: publishedNumber,
        volumeNumber: issues.volumeNumber,
        issueNumber: issues.issueNumber,
        journalShortName: journals.shortName,
        journalTitle: journals.title,
        retracted: retractedSql(sql`${articles.id}`),
        authors: sql<
          string[]
        >`coalesce((select array_agg(${articleAuthors.name} order by ${articleAuthors.position}) from ${articleAuthors} where ${articleAuthors.articleId} = ${articles.id}), '{}')`,
      })
      .from(articles)
      .innerJoin(journals, eq(journals.id, articles.journalId))
      .innerJoin(issues, eq(issues.id, articles.issueId))
      .where(sql`${articles.id} = any(${sql.placeholder("ids")}::uuid[])`)
      .prepare(statement);
  });
}

const pageWithWords = pageRows("search_page_with_words", true);
const pageWithoutWords = pageRows("search_page_without_words", false);

/**
 * One page out of the newest SEARCH_RANK_CANDIDATES matches, by relevance when there is a query
 * (else newest first), and how many candidates there were. Bounding the candidates bounds the work
 * however common the words. Two ways to find them, chosen here because the planner prices a match
 * test as cheap while it reads the whole stored vector: for words in a large share of the catalogue
 * (estimated), walk the date index and test each article until the cap is reached; otherwise take
 * the matches from the GIN index (whose matches need no test) and keep the newest. Undated articles
 * count as newest when choosing candidates (the order of the date index) and come last on the page.
 *
 * On the GIN path, fetching every match's row to find the newest was most of the time for a word
 * in a few per cent of the catalogue (9,500 rows for 1,000 candidates). When the estimate says the
 * newest candidates lie in a recent part of the catalogue, the matches are first taken from that
 * part only (the GIN index's matches and the date index's range, intersected before any row is
 * read): if it holds a full set of candidates, they are the newest of all matches, since every
 * match outside it is older; if not (the estimate was high), the search runs again without it.
 */
async function candidatePage(db: Db, conditions: SQL[], ranking: SQL | null, search: ArticleSearch, estimate: number) {
  const byRank = search.sort === "relevance" && ranking ? ranking : null;
  const cap = search.candidates ?? SEARCH_RANK_CANDIDATES;
  const shape = ranking ? await catalogueShape(db) : null;
  // Without words (an ORCID alone) the planner's own choice stands.
  const walk = !shape || estimate >= WALK_SHARE * shape.size;
  // The walk is the planner's own choice, on the usual connections.
  if (walk) return candidateQuery(db, conditions, byRank, search);
  const since = recentPartStart(shape.dateBounds, cap, estimate);
  return withBitmapScans(db, async (tx) => {
    if (since) {
      const recent = [...conditions, sql`(${doc.publicationDate} >= ${since} or ${doc.publicationDate} is null)`];
      const page = await candidateQuery(tx, recent, byRank, search);
      if (page.candidates >= cap) return page;
    }
    return candidateQuery(tx, conditions, byRank, search);
  });
}

/**
 * Walking the date index tests about SEARCH_RANK_CANDIDATES / share articles, each reading a
 * vector; the GIN path reads every match's row but no vector. Past this share of the catalogue
 * the walk reads less.
 */
const WALK_SHARE = 0.25;
/**
 * The recent part holds this many times the candidates the estimate puts there: a part too small
 * (the estimate was high) costs a second search.
 */
const RECENT_PART_MARGIN = 1.3;
/**
 * Past this share of the catalogue the recent part costs more than it saves: the date index's range
 * becomes a bitmap of its own (3.9 ms for 64,000 articles), and the matches outside it are few.
 */
const RECENT_PART_MAX_SHARE = 0.3;

/**
 * The first publication date of the recent part of the catalogue that should hold `cap` of the
 * `estimate` matches (matches spread over the years as articles do), read from the column's
 * histogram (equal numbers of articles between its bounds); null when the whole catalogue is needed
 * or there are no statistics yet.
 */
function recentPartStart(dateBounds: string[], cap: number, estimate: number): string | null {
  if (estimate <= cap || dateBounds.length < 2) return null;
  const share = (RECENT_PART_MARGIN * cap) / estimate;
  if (share > RECENT_PART_MAX_SHARE) return null;
  return dateBounds[Math.floor((1 - share) * (dateBounds.length - 1))] ?? null;
}

/**
 * The planner's count of articles (kept by ANALYZE and autovacuum) and the bounds of its histogram
 * of publication dates (oldest first; empty before the first ANALYZE): one read of the catalogue.
 */
async function catalogueShape(db: Db): Promise<CatalogueShape> {
  // Statistics change with ANALYZE, at most every few minutes: read once a minute per process
  // (keyed by the database handle), and again at every search until ANALYZE has made them.
  const kept = shapes.get(db);
  if (kept && kept.until > Date.now()) return kept.shape;
  const shape = await readCatalogueShape(db);
  if (shape.dateBounds.length > 0) shapes.set(db, { shape, until: Date.now() + 60_000 });
  return shape;
}

type CatalogueShape = { size: number; dateBounds: string[] };
const shapes = new WeakMap<Db, { shape: CatalogueShape; until: number }>();

async function readCatalogueShape(db: Db): Promise<CatalogueShape> {
  const result = await db.execute(
    sql`select greatest(c.reltuples, 1)::float8 as n,
          (select s.histogram_bounds::text from pg_stats s
            where s.schemaname = n.nspname and s.tablename = 'article_search_documents' and s.attname = 'publication_date') as bounds
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.oid = 'article_search_documents'::regclass`,
  );
  const row = (result as unknown as { rows: { n: number; bounds: string | null }[] }).rows[0];
  const dateBounds = (row?.bounds ?? "")
    .replace(/^\{|\}$/g, "")
    .split(",")
    .filter((d) => /^\d{4}-\d{2}-\d{2}$/.test(d));
  return { size: Number(row?.n ?? 1), dateBounds };
}

/**
 * The candidates are chosen by their row's address (ctid), date and id, and the documents of the
 * chosen ones read again by that address to rank them: sorting and keeping the matches with their
 * documents (1.7 KB each) in the rows took 8 of a two-word search's 13 ms (2,400 matches). An
 * address read in the same statement names the row version its snapshot saw.
 */
async function candidateQuery(db: Db, conditions: SQL[], byRank: SQL | null, search: ArticleSearch) {
  const result = await db.execute(sql`
    with candidates as materialized (
      select ${doc.articleId} as id, ${doc.publicationDate} as published, ${documents}.ctid as address
      from ${documents} join ${journals} on ${journals.id} = ${doc.journalId}
      where ${and(...conditions)}
      order by ${doc.publicationDate} desc nulls first, ${doc.articleId} desc
      limit ${search.candidates ?? SEARCH_RANK_CANDIDATES}
    )
    select id, (select count(*) from candidates) as candidates
    from candidates ${byRank ? sql`join ${documents} ranked on ranked.ctid = candidates.address` : sql``}
    order by ${byRank ?? sql``} published desc nulls last, id desc
    limit ${search.limit} offset ${search.offset}`);
  const rows = (result as unknown as { rows: { id: string; candidates: number | string }[] }).rows;
  // Past the last candidate the page is empty: the count then comes from a count of its own.
  const candidates = rows[0] ? Number(rows[0].candidates) : await countCandidates(db, conditions, search);
  return { rows, candidates };
}

/** The number of matches, up to the cap: what a page past the last one reports. */
async function countCandidates(db: Db, conditions: SQL[], search: ArticleSearch): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as n from (
      select 1 from ${documents} join ${journals} on ${journals.id} = ${doc.journalId}
      where ${and(...conditions)}
      limit ${search.candidates ?? SEARCH_RANK_CANDIDATES}
    ) capped`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}

/** The planner's estimate of the matching articles (from the column statistics): no match is read. */
async function estimateMatches(db: Db, conditions: SQL[]): Promise<number> {
  const result = await db.execute(sql`explain (format json) select 1 from ${documents} where ${and(...conditions)}`);
  const [row] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  const value = row ? Object.values(row)[0] : null;
  const plan = (typeof value === "string" ? JSON.parse(value) : value) as { Plan?: { "Plan Rows"?: number } }[] | null;
  return Math.round(plan?.[0]?.Plan?.["Plan Rows"] ?? 0);
}

/** Titles for a typeahead: published articles whose document holds every word (the last as a prefix). */
export async function suggestArticles(db: Db, prefixQuery: string, limit: number) {
  const query = sql`to_tsquery(${CONFIG}, ${prefixQuery})`;
  return db
    .select({
      title: articles.title,
      articleNumber: publishedNumber,
      volumeNumber: issues.volumeNumber,
      journalShortName: journals.shortName,
      journalTitle: journals.title,
    })
    .from(articles)
    .innerJoin(sql`${documents}`, sql`${doc.articleId} = ${articles.id}`)
    .innerJoin(journals, eq(journals.id, articles.journalId))
    .innerJoin(issues, eq(issues.id, articles.issueId))
    .where(and(sql`${doc.document} @@ ${query}`, inArray(journals.status, [...READABLE_JOURNAL_STATUSES])))
    .orderBy(desc(rank(doc.document, query)), desc(articles.id))
    .limit(limit);
}
