import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { articleAuthors, articles, issues, journals, publishedNumber } from "../../db/schema";
import { READABLE_JOURNAL_STATUSES } from "../journals/journal-visibility";
import { HIGHLIGHT_START, HIGHLIGHT_STOP, type ArticleType, type SearchSort } from "./search.constants";

// The configuration and weights must stay those of the article_reader_search_vector() function
// (migration 0016_article_search): title and keywords A, abstract B, authors C, DOI D.
const CONFIG = sql.raw(`'english'::regconfig`);
// The stored document (migration 0016_article_search), kept out of the Drizzle schema so that
// whole-row selects do not carry it.
const readerVector = sql`"articles"."reader_search_vector"`;
// ts_rank_cd's weights in the order D, C, B, A.
const WEIGHTS = sql.raw(`'{0.1, 0.3, 0.5, 1.0}'::float4[]`);
const MARKS = `StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_STOP}`;
// A title is shown whole; an abstract as up to two passages around the matches.
const TITLE_HEADLINE = sql.raw(`'${MARKS}, HighlightAll=true'`);
const ABSTRACT_HEADLINE = sql.raw(`'${MARKS}, MaxWords=35, MinWords=15, MaxFragments=2, FragmentDelimiter=" … "'`);

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
 * first), with how many match in all. Ranking reads the stored vectors that the GIN index found;
 * highlighting (the costly part) is done for the page's rows only.
 */
export async function searchPublishedArticles(db: Db, search: ArticleSearch) {
  const query = sql`websearch_to_tsquery(${CONFIG}, ${search.q})`;
  const conditions: SQL[] = [
    eq(articles.status, "published"),
    inArray(journals.status, [...READABLE_JOURNAL_STATUSES]),
  ];
  if (search.q) conditions.push(sql`${readerVector} @@ ${query}`);
  if (search.orcid) {
    conditions.push(
      sql`exists (select 1 from ${articleAuthors} where ${articleAuthors.articleId} = ${articles.id} and right(${articleAuthors.orcid}, 19) = ${search.orcid})`,
    );
  }
  if (search.journalId) conditions.push(eq(articles.journalId, search.journalId));
  if (search.yearFrom) conditions.push(gte(articles.publicationDate, `${search.yearFrom}-01-01`));
  if (search.yearTo) conditions.push(lt(articles.publicationDate, `${search.yearTo + 1}-01-01`));
  if (search.type) conditions.push(eq(articles.articleType, search.type));

  const rank = search.q ? sql<number>`ts_rank_cd(${WEIGHTS}, ${readerVector}, ${query})` : sql<number>`0`;
  const ranked = await db
    .select({ id: articles.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(articles)
    .innerJoin(journals, eq(journals.id, articles.journalId))
    .where(and(...conditions))
    .orderBy(
      ...(search.sort === "relevance" && search.q ? [desc(rank)] : []),
      sql`${articles.publicationDate} desc nulls last`,
      desc(articles.id),
    )
    .limit(search.limit)
    .offset(search.offset);
  const total = ranked[0]?.total ?? 0;
  if (ranked.length === 0) return { total: search.offset > 0 ? await countOnly(db, conditions) : 0, rows: [] };

  const ids = ranked.map((r) => r.id);
  const headline = (text: SQL, options: SQL) =>
    search.q ? sql<string>`ts_headline(${CONFIG}, ${text}, ${query}, ${options})` : sql<string>`${text}`;
  const rows = await db
    .select({
      id: articles.id,
      title: headline(sql`${articles.title}`, TITLE_HEADLINE),
      abstract: headline(sql`coalesce(${articles.abstract}, '')`, ABSTRACT_HEADLINE),
      keywords: articles.keywords,
      doi: articles.doi,
      articleType: articles.articleType,
      publicationDate: articles.publicationDate,
      articleNumber: publishedNumber,
      volumeNumber: issues.volumeNumber,
      issueNumber: issues.issueNumber,
      journalShortName: journals.shortName,
      journalTitle: journals.title,
      authors: sql<
        string[]
      >`coalesce((select array_agg(${articleAuthors.name} order by ${articleAuthors.position}) from ${articleAuthors} where ${articleAuthors.articleId} = ${articles.id}), '{}')`,
    })
    .from(articles)
    .innerJoin(journals, eq(journals.id, articles.journalId))
    .innerJoin(issues, eq(issues.id, articles.issueId))
    .where(inArray(articles.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return { total, rows: ids.map((id) => byId.get(id)!).filter(Boolean) };
}

/** The number of matches when the page asked for lies past the last one. */
async function countOnly(db: Db, conditions: SQL[]): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(articles)
    .innerJoin(journals, eq(journals.id, articles.journalId))
    .where(and(...conditions));
  return row?.n ?? 0;
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
    .innerJoin(journals, eq(journals.id, articles.journalId))
    .innerJoin(issues, eq(issues.id, articles.issueId))
    .where(
      and(
        sql`${readerVector} @@ ${query}`,
        eq(articles.status, "published"),
        inArray(journals.status, [...READABLE_JOURNAL_STATUSES]),
      ),
    )
    .orderBy(desc(sql`ts_rank_cd(${WEIGHTS}, ${readerVector}, ${query})`), desc(articles.id))
    .limit(limit);
}
