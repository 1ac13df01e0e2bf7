import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { affiliations, articleGalleys } from "~/db/schema";
import { htmlToJatsBody } from "~/modules/jats/html-to-jats";
import { jatsAbstract, jatsDocument } from "~/modules/jats/jats-xml";
import { getArticleJats, toJatsArticle } from "~/modules/jats/jats.service.server";
import { getArticleRecord } from "~/modules/articles/articles.public.service.server";
import ArticlePage, { loader as articleLoader, meta as articleMeta } from "~/routes/public/article";
import { loader as jatsLoader } from "~/routes/resources/article-jats";
import { createArticle, createIssue, journalId } from "../factories/catalogue";
import { routeArgs } from "../helpers/route-args";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";
import { validateXml } from "../helpers/xml-schema";

const FULL_TEXT = `<!doctype html><html><head><title>x</title><style>p{}</style></head><body>
<nav>Journal menu</nav>
<p>Opening paragraph with <em>emphasis</em>, H<sub>2</sub>O and 10<sup>3</sup> cells.</p>
<h2>Introduction</h2>
<p>See <a href="https://example.org/a?b=1&amp;c=2">the data</a> and <a href="javascript:alert(1)">this</a>.</p>
<script>alert("no")</script>
<h3>Background</h3>
<ul><li>First point</li><li><strong>Bold <em>and italic</strong> point</em></li><li></li></ul>
<blockquote><p>A quotation.</p></blockquote>
<h2>Methods</h2>
<ol><li>Step one<ul><li>Sub step</li></ul></li></ol>
<table><tr><td>Cell A</td><td>Cell B</td></tr></table>
<h2></h2>
<form><input name="q"><button>Send</button></form>
</body></html>`;

async function attachHtml(platform: TestPlatform, articleId: string, html: string) {
  const key = `galleys/${articleId}/full-text.html`;
  const bytes = new TextEncoder().encode(html);
  await platform.services.storage.put(key, bytes);
  await platform.services.database.db.insert(articleGalleys).values({
    articleId,
    kind: "html",
    fileName: "full-text.html",
    storageKey: key,
    mimeType: "text/html",
    sizeBytes: bytes.length,
  });
}

/** Article 42's document with a reference list (the platform stores none yet; the builder takes one). */
async function withReferences() {
  const record = toJatsArticle(await getArticleRecord("fjphs", "4", "42"));
  return jatsDocument({
    ...record,
    references: [
      { text: "Smith J. Buccal films & more. J Pharm. 2020;1:1-9.", doi: "10.1000/xyz123" },
      { text: "Doe A. Without a DOI. 2019." },
      { text: "   " },
    ],
  });
}

describe("JATS XML of articles", () => {
  let platform: TestPlatform;
  let db: Db;

  beforeAll(async () => {
    platform = await startTestPlatform();
    db = platform.services.database.db;
    const journal = await journalId(db, "fjphs");
    const regular = await createIssue(db, { journalId: journal, volumeNumber: 4, issueNumber: 2 });
    const special = await createIssue(db, { journalId: journal, volumeNumber: 4, issueNumber: 1, type: "special" });
    const unpublished = await createIssue(db, { journalId: journal, volumeNumber: 5, issueNumber: 1, status: "draft" });
    const full = await createArticle(db, special, {
      articleNumber: 41,
      submissionDate: "2024-11-02",
      revisedDate: "2025-01-10",
      acceptanceDate: "2025-01-20",
      keywords: ["buccal films", "  ", "mucoadhesion <in vitro>"],
      title: "Films & <gels>: a comparison",
    });
    await db
      .update(affiliations)
      .set({ rorId: "https://ror.org/02xzytt36" })
      .where(eq(affiliations.name, "Manipal College of Pharmaceutical Sciences"));
    await attachHtml(platform, full.id, FULL_TEXT);
    await createArticle(
      db,
      regular,
      {
        articleNumber: 42,
        abstract: null,
        keywords: [],
        doi: null,
        pageStart: null,
        pageEnd: null,
        publicationDate: null,
        articleType: "editorial",
        license: "All rights reserved",
      },
      [],
    );
    await createArticle(db, unpublished, { articleNumber: 43, license: "CC-BY-NC-ND-4.0" }, [
      { name: "Plato" },
      { name: "Ana María López", orcid: "https://orcid.org/0000-0001-5109-3700" },
    ]);
    await attachHtml(platform, (await createArticle(db, regular, { articleNumber: 44 })).id, "<p>  </p>");
    await createArticle(db, regular, { articleNumber: 45, status: "withdrawn", withdrawnAt: new Date() });
    await createArticle(db, regular, { articleNumber: 46, status: "draft" });
  });
  afterAll(() => platform.stop());

  it("builds documents that validate against the JATS 1.3 Journal Publishing schema, whatever the article holds", async () => {
    const docs = await Promise.all(
      ["41", "42", "43", "44"].map((n) => getArticleJats("fjphs", n === "43" ? "5" : "4", n)),
    );
    validateXml([...docs, await withReferences()], "jats");
    // JATS Publishing requires an ISSN in journal-meta: a journal without one gets an empty issn
    // that says none is assigned, never a made-up number, and the document still validates.
    const record = toJatsArticle(await getArticleRecord("fjphs", "4", "41"));
    const withoutIssn = jatsDocument({ ...record, journal: { ...record.journal, issn: null, eissn: null } });
    validateXml([withoutIssn], "jats");
    expect(withoutIssn.match(/<issn[^>]*\/?>[^<]*/g)).toEqual(['<issn content-type="not-assigned"/>']);
    expect(docs[0]).not.toContain("not-assigned");
    // The validator refuses what the schema refuses: an article-meta without its title group.
    const broken = docs[0]!.replace(/<title-group>[\s\S]*?<\/title-group>/, "");
    expect(() => validateXml([broken], "jats")).toThrow(
      /not valid against jats:\ndocument 1: line \d+: .*Expected is \( title-group \)/,
    );
  });

  it("carries the journal, the article's metadata, its authors in order with ORCID and ROR, and the special issue as S1", async () => {
    const xml = await getArticleJats("fjphs", "4", "41");
    expect(xml).toContain('<journal-id journal-id-type="publisher-id">fjphs</journal-id>');
    expect(xml).toMatch(/<issn publication-format="(print|electronic)">/);
    expect(xml).toContain("<article-title>Films &amp; &lt;gels&gt;: a comparison</article-title>");
    expect(xml).toContain("<issue>S1</issue><fpage>10</fpage><lpage>18</lpage>");
    expect(xml).toContain('<article-id pub-id-type="doi">10.63101/test.');
    const contribs = [...xml.matchAll(/<contrib contrib-type="author"[^>]*>(.*?)<\/contrib>/g)].map((m) => m[0]);
    expect(contribs).toHaveLength(2);
    expect(contribs[0]).toContain('corresp="yes"');
    expect(contribs[0]).toContain(
      '<contrib-id contrib-id-type="orcid" authenticated="false">https://orcid.org/0000-0002-1825-0097</contrib-id>',
    );
    expect(contribs[0]).toContain("<surname>Rao</surname><given-names>Asha</given-names>");
    expect(contribs[1]).toContain('<xref ref-type="aff" rid="aff2"/>');
    expect(xml).toContain(
      '<aff id="aff1"><institution-wrap><institution-id institution-id-type="ror">https://ror.org/02xzytt36</institution-id><institution>Manipal College of Pharmaceutical Sciences</institution>',
    );
    expect(xml).toContain('<date date-type="received"><day>02</day><month>11</month><year>2024</year></date>');
    expect(xml).toContain('xlink:href="https://creativecommons.org/licenses/by/4.0/"');
    expect(xml).toContain("<abstract><p>Background: Buccal delivery avoids first-pass metabolism.</p><p>Methods:");
    expect(xml).toContain("<kwd>buccal films</kwd><kwd>mucoadhesion &lt;in vitro&gt;</kwd></kwd-group>");
    expect(xml).toContain('<self-uri xlink:href="http://journals.test/journal/fjphs/article/4/41"/>');
  });

  it("turns the full-text HTML galley into sections and paragraphs, dropping scripts, forms and unsafe links", async () => {
    const xml = await getArticleJats("fjphs", "4", "41");
    const body = xml.slice(xml.indexOf("<body>"), xml.indexOf("</body>") + 7);
    expect(body).toContain(
      "<p>Opening paragraph with <italic>emphasis</italic>, H<sub>2</sub>O and 10<sup>3</sup> cells.</p>",
    );
    expect(body).toContain("<sec><title>Introduction</title>");
    expect(body).toContain(
      '<ext-link ext-link-type="uri" xlink:href="https://example.org/a?b=1&amp;c=2">the data</ext-link>',
    );
    expect(body).toContain(
      '<sec><title>Background</title><list list-type="bullet"><list-item><p>First point</p></list-item>',
    );
    expect(body).toContain("<disp-quote><p>A quotation.</p></disp-quote>");
    expect(body).toContain("<p>Cell A Cell B</p>");
    for (const gone of ["alert", "javascript", "Journal menu", "Send", "<script", "<form"])
      expect(body).not.toContain(gone);
  });

  it("gives no body to an article without a full-text galley or with an empty one, and none to online-first issues' numbers", async () => {
    expect(await getArticleJats("fjphs", "4", "42")).not.toContain("<body>");
    expect(await getArticleJats("fjphs", "4", "44")).not.toContain("<body>");
    const online = await getArticleJats("fjphs", "5", "43");
    expect(online).toContain("<volume>5</volume>");
    expect(online).not.toContain("<issue>");
    expect(online).toContain("<string-name>Plato</string-name>");
    expect(online).toContain("https://orcid.org/0000-0001-5109-3700</contrib-id>");
  });

  it("writes references with their DOIs when the article has them", async () => {
    const xml = await withReferences();
    expect(xml).toContain(
      '<ref id="ref1"><mixed-citation>Smith J. Buccal films &amp; more. J Pharm. 2020;1:1-9. <pub-id pub-id-type="doi">10.1000/xyz123</pub-id></mixed-citation></ref>',
    );
    expect(xml.match(/<ref id=/g)).toHaveLength(2);
  });

  it("serves the document on the article's path as application/xml; 410 when withdrawn, 404 when not published", async () => {
    const request = new Request("http://journals.test/journal/fjphs/article/4/41/jats.xml");
    const response = await jatsLoader(
      routeArgs(request, { shortName: "fjphs", volume: "4", articleNumber: "41" }) as never,
    );
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(response.headers.get("cache-control")).toContain("s-maxage=");
    expect(await response.text()).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<article /);

    const statusOf = async (volume: string, articleNumber: string) => {
      try {
        await jatsLoader(routeArgs(request, { shortName: "fjphs", volume, articleNumber }) as never);
        return 200;
      } catch (e) {
        return (e as { init?: { status: number } }).init?.status;
      }
    };
    expect(await statusOf("4", "45")).toBe(410);
    expect(await statusOf("4", "46")).toBe(404);
    expect(await statusOf("4", "999999999999999999999")).toBe(404);
    expect(await statusOf("4", "4\u00001")).toBe(404);
  });

  it("is linked from the public article page: a visible 'JATS XML' link and <link rel=\"alternate\">, none once withdrawn", async () => {
    /** The article page as a document request gets it: loader, meta tags and server-rendered HTML. */
    const page = async (articleNumber: string) => {
      const path = `/journal/fjphs/article/4/${articleNumber}`;
      const params = { shortName: "fjphs", volume: "4", articleNumber };
      const result = await articleLoader(routeArgs(new Request(`http://journals.test${path}`), params) as never);
      const loaderData = (result as unknown as { data: unknown }).data;
      const tags = articleMeta({
        loaderData,
        data: loaderData,
        params,
        location: { pathname: path, search: "", hash: "", state: null, key: "default" },
        matches: [{ id: "root", loaderData: { publicUrl: "http://journals.test" } }],
      } as never);
      const Stub = createRoutesStub([
        {
          id: "page",
          path: "/journal/:shortName/article/:volume/:articleNumber",
          Component: ArticlePage as ComponentType,
          loader: () => loaderData,
        },
      ]);
      const html = renderToString(
        createElement(Stub, { initialEntries: [path], hydrationData: { loaderData: { page: loaderData } } }),
      );
      return { path, tags, html };
    };
    const published = await page("41");
    expect(published.tags).toContainEqual({
      tagName: "link",
      rel: "alternate",
      type: "application/xml",
      title: "JATS XML",
      href: `http://journals.test${published.path}/jats.xml`,
    });
    expect(published.html).toMatch(
      new RegExp(`<a href="${published.path}/jats.xml" type="application/xml"[^>]*>JATS XML</a>`),
    );
    // The withdrawn article's document answers 410: its page does not offer it.
    const withdrawn = await page("45");
    expect(withdrawn.html).toContain("withdrawn");
    expect(withdrawn.html).not.toContain("jats.xml");
    expect(JSON.stringify(withdrawn.tags)).not.toContain("jats.xml");
  });

  it("offers the abstract helper a Crossref deposit can reuse, with a namespace prefix", () => {
    expect(jatsAbstract("One.\n\nTwo &\nthree.", { prefix: "jats" })).toBe(
      "<jats:abstract><jats:p>One.</jats:p><jats:p>Two &amp; three.</jats:p></jats:abstract>",
    );
    expect(jatsAbstract("  \n ")).toBe("");
    expect(jatsAbstract(null)).toBe("");
  });

  it("keeps converted HTML well nested when tags overlap", () => {
    expect(htmlToJatsBody("<p><b>a<i>b</b>c</i></p>")).toBe("<body><p><bold>a<italic>b</italic></bold>c</p></body>");
    expect(htmlToJatsBody("<script>x</script>")).toBeNull();
    expect(htmlToJatsBody("<li>stray</li>text")).toBe(
      '<body><list list-type="bullet"><list-item><p>stray</p></list-item></list><p>text</p></body>',
    );
  });
});
