// @both-backends: full-text search on PGlite 17 and the PostgreSQL in use (15 on Debian 12).
import { eq, sql } from "drizzle-orm";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { journals } from "~/db/schema";
import { HighlightedText } from "~/modules/search/components/highlighted-text";
import { SEARCH_PAGE_SIZE } from "~/modules/search/search.constants";
import { searchPublishedArticles } from "~/modules/search/search.repository.server";
import { loader as searchLoader } from "~/routes/public/search";
import { loader as openSearchLoader } from "~/routes/resources/opensearch";
import { loader as searchJsonLoader } from "~/routes/resources/search-json";
import { PUBLIC_PAGE_CACHE_CONTROL } from "~/modules/page-cache/cache-policy";
import { createArticle, createIssue, journalId } from "../factories/catalogue";
import { routeArgs } from "../helpers/route-args";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";
import { rootNamespace } from "../helpers/xsd";

type LoaderArgs = Parameters<typeof searchLoader>[0];
type Page = Exclude<Awaited<ReturnType<typeof searchLoader>>, Response>;

/** The loader's answer: the page's data, or the redirect it throws. */
async function search(query: string): Promise<Page | Response> {
  try {
    return await searchLoader(routeArgs(new Request(`http://journals.test/search${query}`)) as unknown as LoaderArgs);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

async function results(query: string): Promise<Page> {
  const page = await search(query);
  if (page instanceof Response) throw new Error(`redirected to ${page.headers.get("location")}`);
  return page;
}

const titles = (page: Page) => page.results.map((r) => r.title.map((p) => p.text).join(""));

describe("reader search", () => {
  let platform: TestPlatform;
  const doi = "10.63101/fjphs.2024.77";

  beforeAll(async () => {
    platform = await startTestPlatform();
    const { db } = platform.services.database;
    const fjphs = await journalId(db, "fjphs");
    const ijebr = await journalId(db, "ijebr");
    const ijcpms = await journalId(db, "ijcpms");
    const fIssue = await createIssue(db, { journalId: fjphs, volumeNumber: 4, publicationDate: "2024-05-01" });
    const eIssue = await createIssue(db, { journalId: ijebr, volumeNumber: 2, publicationDate: "2022-02-01" });
    const cIssue = await createIssue(db, { journalId: ijcpms, volumeNumber: 1 });
    // "Niosomes" in the title of one, only in the abstract of another: the title match ranks first.
    await createArticle(db, fIssue, {
      title: "Stability of ocular gels",
      abstract: "We also compared niosomes with liposomes.",
      keywords: ["gels"],
      publicationDate: "2024-06-01",
    });
    await createArticle(db, eIssue, {
      title: "Niosomes for transdermal delivery of curcumin",
      abstract: "Vesicles were prepared by thin-film hydration.",
      keywords: ["niosomes"],
      articleType: "review_article",
      publicationDate: "2022-03-01",
      doi,
    });
    await createArticle(
      db,
      fIssue,
      {
        title: "Markup <script>alert(1)</script> in a niosomes title",
        abstract: "An abstract with <b>tags</b> and niosomes.",
        publicationDate: "2024-07-01",
      },
      [{ name: "Lakshmi Narayan", orcid: "https://orcid.org/0000-0001-5109-3700" }],
    );
    // An inactive journal's article never shows.
    await createArticle(db, cIssue, { title: "Niosomes in a hidden journal", publicationDate: "2024-01-01" });
    await db.update(journals).set({ status: "inactive" }).where(eq(journals.id, ijcpms));
    // Ranking: a title match before an abstract match, also when the query excludes a word; two
    // words side by side before the same words far apart. The lower ranked of each pair is the
    // newer, so that an order by date alone would put it first.
    await createArticle(db, eIssue, { title: "Budesonide inhalers in asthma", publicationDate: "2022-04-01" }, []);
    await createArticle(
      db,
      fIssue,
      { title: "Inhaler technique", abstract: "We compared budesonide with placebo.", publicationDate: "2024-08-01" },
      [],
    );
    await createArticle(db, fIssue, { title: "Budesonide and formoterol", publicationDate: "2024-08-02" }, []);
    await createArticle(
      db,
      eIssue,
      {
        title: "Oral forms",
        abstract: "Levothyroxine tablet dissolution was measured.",
        publicationDate: "2022-05-01",
      },
      [],
    );
    await createArticle(
      db,
      fIssue,
      {
        title: "Oral forms compared",
        abstract: `A levothyroxine tablet was chosen. ${"Other steps followed in turn. ".repeat(8)}Then came its dissolution.`,
        publicationDate: "2024-08-03",
      },
      [],
    );
    // Enough articles about paracetamol for three pages.
    for (let i = 0; i < SEARCH_PAGE_SIZE * 2 + 5; i++) {
      await createArticle(db, fIssue, { title: `Paracetamol study ${i + 1}`, publicationDate: "2024-05-01" }, []);
    }
  });
  afterAll(() => platform.stop());

  it("finds a word of the title before the same word in an abstract only, and never an inactive journal's", async () => {
    const page = await results("?q=niosomes");
    expect(titles(page)[0]).toBe("Niosomes for transdermal delivery of curcumin");
    expect(titles(page)).toContain("Stability of ocular gels");
    expect(titles(page)).not.toContain("Niosomes in a hidden journal");
    expect(page.total).toBe(3);
  });

  it("ranks a title match first when a word is excluded, and words side by side before words apart", async () => {
    expect(titles(await results("?q=budesonide+-formoterol"))).toEqual([
      "Budesonide inhalers in asthma",
      "Inhaler technique",
    ]);
    expect(titles(await results("?q=levothyroxine+tablet+dissolution"))).toEqual(["Oral forms", "Oral forms compared"]);
  });

  it("gives each result's record as the page shows it, whichever engine reads it", async () => {
    const first = (await results("?q=niosomes")).results[0]!;
    expect(first).toMatchObject({ journalShortName: "ijebr", volumeNumber: 2, retracted: false, allWords: true });
    expect(first.publicationDate).toBe("2022-03-01");
    expect(first.keywords).toEqual(["niosomes"]);
    expect(Array.isArray(first.authors)).toBe(true);
    expect(first.href).toMatch(/^\/journal\/ijebr\/article\/2\/\d+$/);
  });

  it("highlights the matching words and shows markup in the text as text", async () => {
    const page = await results("?q=niosomes");
    const markup = page.results.find((r) => r.title.some((p) => p.text.includes("alert")))!;
    expect(markup.title.filter((p) => p.match).map((p) => p.text)).toEqual(["niosomes"]);
    const html = renderToStaticMarkup(createElement(HighlightedText, { parts: markup.title }));
    expect(html).not.toContain("<script>");
    expect(html).toContain("<mark");
    expect(html).toMatch(/&lt;script&gt;|alert\(1\)/);
    expect(page.results[0]!.title.filter((p) => p.match).map((p) => p.text)).toEqual(["Niosomes"]);
  });

  it("filters by journal, year range and article type, and sorts newest first", async () => {
    expect(titles(await results("?q=niosomes&journal=ijebr"))).toEqual([
      "Niosomes for transdermal delivery of curcumin",
    ]);
    expect(titles(await results("?q=niosomes&from=2023&to=2024"))).toHaveLength(2);
    expect(titles(await results("?q=niosomes&to=2022"))).toEqual(["Niosomes for transdermal delivery of curcumin"]);
    expect(titles(await results("?q=niosomes&type=review_article"))).toHaveLength(1);
    expect(titles(await results("?q=niosomes&sort=newest"))[0]).toContain("Markup");
    // An inactive or unknown journal narrows to nothing, not to everything.
    expect((await results("?q=niosomes&journal=ijcpms")).results).toEqual([]);
  });

  it("pages the results with a capped page size", async () => {
    const first = await results("?q=paracetamol");
    expect(first.total).toBe(SEARCH_PAGE_SIZE * 2 + 5);
    expect(first.pageCount).toBe(3);
    expect(first.results).toHaveLength(SEARCH_PAGE_SIZE);
    const last = await results("?q=paracetamol&page=3");
    expect(last.results).toHaveLength(5);
    const seen = new Set(
      [...first.results, ...(await results("?q=paracetamol&page=2")).results, ...last.results].map((r) => r.href),
    );
    expect(seen.size).toBe(SEARCH_PAGE_SIZE * 2 + 5);
  });

  it("sends an exact DOI straight to its article, in any form it is pasted", async () => {
    for (const q of [doi, `https://doi.org/${doi.toUpperCase()}`, `doi:${doi}`]) {
      const answer = await search(`?q=${encodeURIComponent(q)}`);
      expect(answer).toBeInstanceOf(Response);
      expect((answer as Response).status).toBe(302);
      expect((answer as Response).headers.get("location")).toMatch(/^\/journal\/ijebr\/article\/2\/\d+$/);
    }
  });

  it("turns an ORCID iD into a search for that author's articles", async () => {
    const answer = (await search("?q=0000-0001-5109-3700")) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/search?orcid=0000-0001-5109-3700");
    const page = await results("?orcid=0000-0001-5109-3700");
    expect(titles(page)).toEqual(["Markup <script>alert(1)</script> in a niosomes title"]);
    // An iD nobody here has is searched as text (and finds nothing).
    expect((await results("?q=0000-0002-9079-593X")).results).toEqual([]);
  });

  it("answers hostile input with a clean page, never an error", async () => {
    for (const q of [
      "%00niosomes%00",
      encodeURIComponent("niosomes & | ! ( ) :* <-> ' \" \\"),
      encodeURIComponent("'\"):*&|!"),
      "x".repeat(1_000_000),
      encodeURIComponent("-"),
    ]) {
      const page = await results(`?q=${q}`);
      expect(Array.isArray(page.results)).toBe(true);
    }
    expect((await results("?q=%00niosomes%00")).total).toBe(3);
    const deep = await results("?q=niosomes&page=99999999999999999999");
    expect(deep.results).toEqual([]);
    const junk = await results("?q=niosomes&from=abc&to=99999999999&type=%3Cscript%3E&sort=x&journal=%00");
    expect(junk.total).toBe(3);
  });

  it("shows only the form when nothing is asked", async () => {
    const page = await results("");
    expect(page.asked).toBe(false);
    expect(page.results).toEqual([]);
    expect(page.journals.map((j) => j.shortName)).not.toContain("ijcpms");
  });

  it("offers typeahead suggestions as JSON, cached like public pages, for any input", async () => {
    const suggest = async (query: string) => {
      const url = `http://journals.test/search.json${query}`;
      return searchJsonLoader(routeArgs(new Request(url)) as unknown as Parameters<typeof searchJsonLoader>[0]);
    };
    const answer = await suggest("?q=niosom");
    expect(answer.headers.get("cache-control")).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    const body = (await answer.json()) as { suggestions: { title: string; href: string }[] };
    expect(body.suggestions.map((s) => s.title)).toContain("Niosomes for transdermal delivery of curcumin");
    expect(body.suggestions.length).toBeLessThanOrEqual(8);
    const browser = (await (await suggest("?format=suggestions&q=curcu")).json()) as [
      string,
      string[],
      string[],
      string[],
    ];
    expect(browser[0]).toBe("curcu");
    expect(browser[1]).toEqual(["Niosomes for transdermal delivery of curcumin"]);
    expect(browser[3][0]).toMatch(/^http:\/\/journals\.test\/journal\/ijebr\/article\/2\/\d+$/);
    for (const q of ["%00", "':*&|!(", "x".repeat(100_000), ""]) {
      const hostile = (await (await suggest(`?q=${q}`)).json()) as { suggestions: unknown[] };
      expect(hostile.suggestions).toEqual([]);
    }
  });

  it("describes the search for browsers in well-formed OpenSearch XML", async () => {
    const answer = openSearchLoader();
    expect(answer.headers.get("content-type")).toContain("application/opensearchdescription+xml");
    const xml = await answer.text();
    expect(xml).toContain('template="http://journals.test/search?q={searchTerms}"');
    // libxml2 reads it back (no schema is published for OpenSearch 1.1: well-formedness and the namespace).
    expect(rootNamespace(xml)).toBe("http://a9.com/-/spec/opensearch/1.1/");
  });

  it("ranks only the newest matches of a large result set, whose count is then an estimate", async () => {
    const { db } = platform.services.database;
    const fIssue = await createIssue(db, { journalId: await journalId(db, "fjphs"), volumeNumber: 1 });
    // The best match of all, but older than every other paracetamol article.
    await createArticle(db, fIssue, {
      title: "Paracetamol, paracetamol and paracetamol",
      publicationDate: "2001-01-01",
    });
    const search = {
      q: "paracetamol",
      orcid: null,
      journalId: null,
      yearFrom: null,
      yearTo: null,
      type: null,
      sort: "relevance" as const,
      limit: SEARCH_PAGE_SIZE,
      offset: 0,
    };
    const all = await searchPublishedArticles(db, search);
    expect(all).toMatchObject({ total: SEARCH_PAGE_SIZE * 2 + 6, totalIsEstimate: false });
    expect(all.rows[0]!.title.replaceAll(/[\uE000\uE001]/g, "")).toBe("Paracetamol, paracetamol and paracetamol");

    const capped = await searchPublishedArticles(db, { ...search, candidates: 10 });
    expect(capped.totalIsEstimate).toBe(true);
    expect(capped.total).toBeGreaterThanOrEqual(10);
    expect(capped.rows).toHaveLength(10);
    expect(capped.rows.map((r) => r.title)).not.toContain(all.rows[0]!.title);
    // A page past the ranked candidates is empty and still says how many match.
    const past = await searchPublishedArticles(db, { ...search, candidates: 10, offset: SEARCH_PAGE_SIZE });
    expect(past.rows).toEqual([]);
    expect(past).toMatchObject({ totalIsEstimate: true });
    expect(past.total).toBeGreaterThanOrEqual(10);
  });

  it("takes the newest matches of a common word from the recent years alone, and finds what a search of all would", async () => {
    const { db } = platform.services.database;
    const issue = await createIssue(db, { journalId: await journalId(db, "ijebr"), volumeNumber: 9 });
    // One article a month from 2005, every fifth about ibuprofen: a fifth of them, below the share
    // where the date index is walked, and many times the 6 candidates asked for.
    for (let i = 0; i < 200; i++) {
      await createArticle(
        db,
        issue,
        {
          title: i % 5 === 0 ? `Ibuprofen trial ${i}` : `Filler study ${i}`,
          abstract: "",
          keywords: [],
          publicationDate: new Date(Date.UTC(2005, i, 1)).toISOString().slice(0, 10),
        },
        [],
      );
    }
    await db.execute(sql`analyze articles`);
    // The recent part is read from the histogram of publication dates, which ANALYZE made.
    const stats = await db.execute(
      sql`select histogram_bounds is not null as ready from pg_stats where tablename = 'articles' and attname = 'publication_date'`,
    );
    expect((stats as unknown as { rows: { ready: boolean }[] }).rows[0]?.ready).toBe(true);

    const found = await searchPublishedArticles(db, {
      q: "ibuprofen",
      orcid: null,
      journalId: null,
      yearFrom: null,
      yearTo: null,
      type: null,
      sort: "relevance",
      limit: SEARCH_PAGE_SIZE,
      offset: 0,
      candidates: 6,
    });
    // Equal ranks: the newest six, newest first.
    expect(found.rows.map((r) => r.title.replaceAll(/[\uE000\uE001]/g, ""))).toEqual(
      [195, 190, 185, 180, 175, 170].map((i) => `Ibuprofen trial ${i}`),
    );
    expect(found.totalIsEstimate).toBe(true);
  });
});
