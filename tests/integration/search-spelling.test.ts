// @both-backends: pg_trgm is a contrib extension of PostgreSQL and a loaded extension of PGlite; the vocabulary's trigger and stemming on both.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articles } from "~/db/schema";
import { SEARCH_MAX_QUERY_LENGTH } from "~/modules/search/search.constants";
import { loader as searchLoader } from "~/routes/public/search";
import { loader as searchJsonLoader } from "~/routes/resources/search-json";
import { createArticle, createIssue, journalId } from "../factories/catalogue";
import { routeArgs } from "../helpers/route-args";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";

type LoaderArgs = Parameters<typeof searchLoader>[0];
type Page = Exclude<Awaited<ReturnType<typeof searchLoader>>, Response>;

async function results(query: string): Promise<Page> {
  const page = await searchLoader(
    routeArgs(new Request(`http://journals.test/search${query}`)) as unknown as LoaderArgs,
  );
  if (page instanceof Response) throw new Error(`answered ${page.status}`);
  return page;
}

const q = (text: string) => `?q=${encodeURIComponent(text)}`;
const titles = (page: Page) => page.results.map((r) => r.title.map((p) => p.text).join(""));

const BACLOFEN = "Mucoadhesive buccal films of baclofen for spasticity";
const GUDUCHI = "Immunomodulatory activity of Tinospora cordifolia stem extract";
const TINOSPORA = "Hepatoprotective Tinospora extract in rats";
const EXTRACT = "Antioxidant capacity of a green tea extract";

describe("reader search with misspelt or extra words", () => {
  let platform: TestPlatform;
  let baclofenId: string;

  beforeAll(async () => {
    platform = await startTestPlatform();
    const { db } = platform.services.database;
    const issue = await createIssue(db, { journalId: await journalId(db, "fjphs"), volumeNumber: 7 });
    const authors = [{ name: "Meera Iyer" }];
    baclofenId = (
      await createArticle(
        db,
        issue,
        {
          title: BACLOFEN,
          abstract: "Baclofen was released over eight hours from chitosan films.",
          keywords: ["baclofen", "buccal delivery"],
          publicationDate: "2025-01-10",
        },
        authors,
      )
    ).id;
    await createArticle(
      db,
      issue,
      {
        title: GUDUCHI,
        abstract: "Guduchi stems were extracted with ethanol.",
        keywords: ["Tinospora cordifolia", "guduchi"],
        publicationDate: "2025-01-11",
      },
      authors,
    );
    await createArticle(
      db,
      issue,
      {
        title: TINOSPORA,
        abstract: "Liver enzymes fell.",
        keywords: ["hepatoprotection"],
        publicationDate: "2025-01-12",
      },
      authors,
    );
    await createArticle(
      db,
      issue,
      { title: EXTRACT, abstract: "Catechins were measured.", keywords: ["catechins"], publicationDate: "2025-01-13" },
      authors,
    );
    // A draft's words are nobody's business: never suggested.
    await createArticle(
      db,
      issue,
      { title: "Zanubrutinib nanocrystals", abstract: "Unpublished.", keywords: [], status: "draft" },
      authors,
    );
  });
  afterAll(() => platform.stop());

  it("finds the baclofen article for 'baclofenn', saying it searched 'baclofen' instead", async () => {
    const page = await results(q("baclofenn"));
    expect(page.correction).toEqual({ query: "baclofen", applied: true });
    expect(titles(page)).toEqual([BACLOFEN]);
    expect(page.results[0]!.allWords).toBe(true);
    // Highlighting follows the corrected query.
    expect(page.results[0]!.title.filter((p) => p.match).map((p) => p.text)).toEqual(["baclofen"]);
  });

  it("corrects 'tinospora cordifollia' to 'tinospora cordifolia', the article with both words first", async () => {
    const page = await results(q("Tinospora cordifollia"));
    expect(page.correction).toEqual({ query: "Tinospora cordifolia", applied: true });
    expect(titles(page)[0]).toBe(GUDUCHI);
    expect(page.allWordsTotal).toBe(1);
    // The article with "tinospora" alone follows, as holding some of the words.
    expect(titles(page)).toEqual([GUDUCHI, TINOSPORA]);
    expect(page.results.map((r) => r.allWords)).toEqual([true, false]);
  });

  it("searches the words as typed when asked, offering the correction instead", async () => {
    const page = await results(`${q("baclofenn")}&exact=1`);
    expect(page.correction).toEqual({ query: "baclofen", applied: false });
    expect(page.results).toEqual([]);
    expect(page.params.exact).toBe(true);
  });

  it("still finds an article when one word is extra, after the articles holding every word", async () => {
    const extra = await results(q("baclofen spasticity quetzal"));
    expect(extra.allWordsTotal).toBe(0);
    expect(titles(extra)).toEqual([BACLOFEN]);
    expect(extra.results[0]!.allWords).toBe(false);

    // Every word first, then most words, then fewest.
    const ranked = await results(q("tinospora cordifolia extract"));
    expect(ranked.correction).toBeNull();
    expect(titles(ranked)).toEqual([GUDUCHI, TINOSPORA, EXTRACT]);
    expect(ranked.results.map((r) => r.allWords)).toEqual([true, false, false]);
    expect(ranked.total).toBe(3);
    expect(ranked.allWordsTotal).toBe(1);
  });

  it("says that a query is too long instead of finding nothing", async () => {
    const fits = await results(q(`baclofen ${"x".repeat(SEARCH_MAX_QUERY_LENGTH - 9)}`));
    expect(fits.tooLong).toBe(false);
    const page = await results(q(`baclofen ${"x".repeat(SEARCH_MAX_QUERY_LENGTH)}`));
    expect(page.tooLong).toBe(true);
    expect(page.results).toEqual([]);
    expect(page.correction).toBeNull();
  });

  it("never suggests a word of an unpublished article, and follows articles as they are published and edited", async () => {
    const { db } = platform.services.database;
    expect((await results(q("zanubrutinibb"))).correction).toBeNull();

    await db.update(articles).set({ status: "withdrawn" }).where(eq(articles.id, baclofenId));
    const withdrawn = await results(q("baclofenn"));
    expect(withdrawn.correction).toBeNull();
    expect(withdrawn.results).toEqual([]);

    await db.update(articles).set({ status: "published" }).where(eq(articles.id, baclofenId));
    expect((await results(q("baclofenn"))).correction).toEqual({ query: "baclofen", applied: true });

    await db
      .update(articles)
      .set({ title: "Mucoadhesive buccal films of dantrolene", keywords: ["dantrolene"], abstract: "Films." })
      .where(eq(articles.id, baclofenId));
    expect((await results(q("dantrolenne"))).correction).toEqual({ query: "dantrolene", applied: true });
    expect((await results(q("baclofenn"))).correction).toBeNull();
  });

  it("keeps every lexeme's count equal to the published articles that hold it, through statements of many rows", async () => {
    const { db } = platform.services.database;
    // Several rows in one statement: withdrawn together, published again together, one deleted.
    const tinospora = sql`${articles.title} ilike '%tinospora%'`;
    await db.update(articles).set({ status: "withdrawn" }).where(tinospora);
    expect((await results(q("cordifollia"))).correction).toBeNull();
    await db.update(articles).set({ status: "published" }).where(tinospora);
    expect((await results(q("cordifollia"))).correction).toEqual({ query: "cordifolia", applied: true });
    await db.delete(articles).where(eq(articles.title, EXTRACT));
    const result = await db.execute(sql`
      with fresh as (
        select lexeme, count(*)::int as articles
        from articles, unnest(tsvector_to_array(reader_search_vector)) as lexeme
        where status = 'published' and reader_search_kept(lexeme) group by lexeme
      )
      select count(*)::int as n from (
        (select lexeme, articles from reader_search_terms where articles <> 0 except select * from fresh)
        union all
        (select * from fresh except select lexeme, articles from reader_search_terms)
      ) differing`);
    expect((result as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it("answers hostile input with a page, never an error", async () => {
    for (const text of [
      'baclofenn "tinospora cordifollia" -extract or or',
      "' \" \\ : * & | ! ( ) <-> :* -- ; drop table articles",
      "x".repeat(SEARCH_MAX_QUERY_LENGTH),
      `${"baclofenn".repeat(20)}`,
      "café naïve Ünïcödé ß 日本語 العربية 🙂 e\u0301",
      "\u0000\u0001baclofenn\u007f",
      "- - - or",
      "%%% ___ \\%",
    ]) {
      const page = await results(q(text));
      expect(Array.isArray(page.results)).toBe(true);
    }
    const json = await searchJsonLoader(
      routeArgs(new Request(`http://journals.test/search.json${q("baclofenn ' \" :* 🙂")}`)) as unknown as Parameters<
        typeof searchJsonLoader
      >[0],
    );
    expect(json.status).toBe(200);
  });
});
