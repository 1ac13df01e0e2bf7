// Corrections, expressions of concern and retractions (issue 38, ADR 066): an editor issues a
// notice from the publishing desk; it is published as an item of its own (number, page, DOI,
// deposit with Crossmark's `updates`), and the article's page (as a crawler reads it), JSON-LD,
// JATS, OAI record and PDF (stamped on every page, the stored file unchanged) all say so.
import { and, desc, eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articleEvents, articleGalleys, articles, crossrefBatches, issues, journals } from "~/db/schema";
import type { ArticleActionData } from "~/modules/articles/articles.desk.types";
import { NOTICE_MESSAGES } from "~/modules/articles/articles.notices.constants";
import { saveCrossrefSettings } from "~/modules/crossref/crossref.service.server";
import { listIssueArticles, listRecentPublishedArticles } from "~/modules/articles/articles.service.server";
import { parseSearchParams } from "~/modules/search/search.schemas";
import { searchArticles } from "~/modules/search/search.service.server";
import { SearchResultItem } from "~/modules/search/components/search-result-item";
import { getArticleJats } from "~/modules/jats/jats.service.server";
import { answerOaiRequest, oaiIdentifier } from "~/modules/oai/oai.service.server";
import { action as articlesAction } from "~/routes/dashboard/articles";
import { loader as pdfLoader } from "~/routes/resources/article-pdf";
import { createHttpApp } from "../../server/http-app";
import { createArticle, createIssue, journalId } from "../factories/catalogue";
import { createActors, type Actors } from "../helpers/actors";
import { crossrefSchemaError } from "../helpers/crossref-xsd";
import { pageRouteBuild } from "../helpers/page-route-build";
import { articlePdf, openPdf, pageString } from "../helpers/pdfs";
import { routeArgs } from "../helpers/route-args";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";
import { validateXml } from "../helpers/xml-schema";
import { callAction } from "./users-helpers";

const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

let platform: TestPlatform;
let actors: Actors;
let fjphs: string;
let original: Awaited<ReturnType<typeof createArticle>>;
let corrected: Awaited<ReturnType<typeof createArticle>>;
let pdfBytes: Uint8Array;
const db = () => platform.services.database.db;
const app = createHttpApp(async () => pageRouteBuild(), "production");

beforeAll(async () => {
  platform = await startTestPlatform();
  fjphs = await journalId(db(), "fjphs");
  actors = await createActors(platform, { seeded: true, editorJournalId: fjphs, label: "notices" });
  await db().update(journals).set({ doiPrefix: "10.63101", autoAssignDoi: true }).where(eq(journals.id, fjphs));
  await db().transaction((tx) =>
    saveCrossrefSettings(tx, fjphs, {
      username: "test-user",
      passwordAction: "replace",
      password: "test-password",
      depositorName: "FJPHS Editorial Office",
      depositorEmail: "doi@example.org",
      mode: "test",
      suffixPattern: "",
      autoAssignDoi: true,
      crossmarkPolicyDoi: "10.63101/crossmark-policy",
    }),
  );
  const issue = await createIssue(db(), { journalId: fjphs, volumeNumber: 6, issueNumber: 1 });
  const current = await createIssue(db(), { journalId: fjphs, volumeNumber: 7, issueNumber: 1 });
  await db().update(issues).set({ isCurrent: true }).where(eq(issues.id, current.id));
  original = await createArticle(db(), issue, {
    articleNumber: 601,
    doi: "10.63101/fjphs.orig601",
    title: "Curcumin nanoparticles lower fasting glucose in rats",
  });
  corrected = await createArticle(db(), issue, {
    articleNumber: 602,
    doi: "10.63101/fjphs.orig602",
    title: "Stability of amoxicillin suspensions at room temperature",
  });
  pdfBytes = await articlePdf("Curcumin nanoparticles", 3);
  const key = `galleys/${original.id}/article.pdf`;
  await platform.services.storage.put(key, pdfBytes);
  await db().insert(articleGalleys).values({
    articleId: original.id,
    kind: "pdf",
    fileName: "article.pdf",
    storageKey: key,
    mimeType: "application/pdf",
    sizeBytes: pdfBytes.byteLength,
  });
});
afterAll(() => platform.stop());

const issueNotice = (fields: Record<string, string>, actor = actors.editor) =>
  callAction<ArticleActionData>(articlesAction, actor, "/dashboard/articles", { intent: "issue-notice", ...fields });

const RETRACTION_TEXT =
  "This article is retracted at the request of the editors: Figures 2 and 3 duplicate images published elsewhere.";

async function noticeOf(articleId: string, type: "retraction" | "correction" | "expression_of_concern") {
  const [row] = await db()
    .select()
    .from(articles)
    .where(and(eq(articles.updatesArticleId, articleId), eq(articles.articleType, type)));
  return row!;
}

async function oai(query: string): Promise<string> {
  let xml = "";
  for await (const chunk of await answerOaiRequest(new URLSearchParams(query))) xml += chunk;
  return xml;
}

describe("a retraction notice", () => {
  it("is refused with the reason for bad input and to those who do not manage the journal, changing nothing", async () => {
    const bad = [
      [{ noticeType: "erratum", text: RETRACTION_TEXT }, 400, NOTICE_MESSAGES.typeRequired],
      [{ noticeType: "retraction", text: "Too short." }, 400, NOTICE_MESSAGES.textRequired],
      [{ noticeType: "retraction", text: RETRACTION_TEXT, date: "2999-01-01" }, 400, NOTICE_MESSAGES.dateInvalid],
      [{ noticeType: "retraction", text: RETRACTION_TEXT, date: "2026-02-30" }, 400, NOTICE_MESSAGES.dateInvalid],
    ] as const;
    for (const [fields, status, message] of bad) {
      const answer = await issueNotice({ articleId: original.id, ...fields });
      expect(answer.status).toBe(status);
      expect(answer.data?.message).toBe(message);
    }
    for (const name of ["author", "reviewer"] as const) {
      const answer = await issueNotice(
        { articleId: original.id, noticeType: "retraction", text: RETRACTION_TEXT },
        actors[name],
      );
      expect(answer.status).toBe(403);
    }
    const rows = await db().select().from(articles).where(eq(articles.updatesArticleId, original.id));
    expect(rows).toEqual([]);
  });

  it("is published as an item of its own with a DOI, in the current issue, and its deposit validates with Crossmark's `updates`", async () => {
    const answer = await issueNotice({
      articleId: original.id,
      noticeType: "retraction",
      text: RETRACTION_TEXT,
      date: "2026-05-02",
    });
    expect(answer.data).toMatchObject({ ok: true, message: NOTICE_MESSAGES.issued });
    const notice = await noticeOf(original.id, "retraction");
    expect(notice).toMatchObject({
      status: "published",
      title: `Retraction: ${original.title}`,
      abstract: RETRACTION_TEXT,
      publicationDate: "2026-05-02",
    });
    expect(notice.doi).toMatch(/^10\.63101\//);
    expect(notice.articleNumber).toBeGreaterThan(602);
    const [history] = await db()
      .select()
      .from(articleEvents)
      .where(eq(articleEvents.articleId, original.id))
      .orderBy(desc(articleEvents.createdAt))
      .limit(1);
    expect(history).toMatchObject({ kind: "notice_issued", detail: { type: "retraction", noticeId: notice.id } });

    const [batch] = await db().select().from(crossrefBatches).orderBy(desc(crossrefBatches.createdAt)).limit(1);
    expect(crossrefSchemaError(batch!.xml)).toBeNull();
    expect(batch!.xml).toContain(
      '<updates><update type="retraction" date="2026-05-02">10.63101/fjphs.orig601</update></updates>',
    );
    expect(batch!.xml).toContain(`<doi>${notice.doi}</doi>`);
    expect(batch!.xml).toContain('<organization sequence="first" contributor_role="author">The Editors of');

    // A second retraction, and a notice of the notice, are refused.
    const again = await issueNotice({ articleId: original.id, noticeType: "retraction", text: RETRACTION_TEXT });
    expect(again).toMatchObject({ status: 409, data: { message: NOTICE_MESSAGES.alreadyRetracted } });
    const ofNotice = await issueNotice({ articleId: notice.id, noticeType: "correction", text: RETRACTION_TEXT });
    expect(ofNotice).toMatchObject({ status: 409, data: { message: NOTICE_MESSAGES.ofNotice } });
  });

  it("shows crawlers a 'Retracted' banner linked to the notice, the status in JSON-LD, and the notice its article", async () => {
    const notice = await noticeOf(original.id, "retraction");
    const page = await app.request(`http://journals.test/journal/fjphs/article/6/601`, {
      headers: { "user-agent": GOOGLEBOT },
    });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("This article has been retracted");
    expect(html).toContain(`href="/journal/fjphs/article/7/${notice.articleNumber}"`);
    expect(html).toContain("<title>RETRACTED: Curcumin nanoparticles lower fasting glucose in rats");
    expect(html).toContain('"creativeWorkStatus":"Retracted"');
    expect(html).toContain('"@type":"CorrectionComment"');
    // Its issue's contents mark it too.
    const issuePage = await (await app.request("http://journals.test/journal/fjphs/issue/v6-i1")).text();
    expect(issuePage).toContain(">Retracted</");
    // The article stays readable: its abstract and its PDF button are still there.
    expect(html).toContain("/journal/fjphs/article/6/601/galley/");

    const noticePage = await (
      await app.request(`http://journals.test/journal/fjphs/article/7/${notice.articleNumber}`, {
        headers: { "user-agent": GOOGLEBOT },
      })
    ).text();
    expect(noticePage).toContain("Retraction notice");
    expect(noticePage).toContain('href="/journal/fjphs/article/6/601"');
    expect(noticePage).toContain(RETRACTION_TEXT);
  });

  it("is marked in lists: the issue's articles, the newest articles and search results", async () => {
    const retractedOf = (rows: { id: string; retracted: boolean }[], id: string) =>
      rows.find((r) => r.id === id)?.retracted;
    const ofIssue = await listIssueArticles(original.issueId!, 50);
    expect(retractedOf(ofIssue, original.id)).toBe(true);
    expect(retractedOf(ofIssue, corrected.id)).toBe(false);
    const recent = await listRecentPublishedArticles(50);
    expect(retractedOf(recent, original.id)).toBe(true);
    // The notice itself is not retracted.
    const notice = await noticeOf(original.id, "retraction");
    expect(retractedOf(recent, notice.id)).toBe(false);
    const found = await searchArticles(parseSearchParams(new URLSearchParams({ q: "curcumin nanoparticles glucose" })));
    if (found.kind !== "results") throw new Error(`no results: ${found.kind}`);
    const hit = found.results.find((r) => r.href === "/journal/fjphs/article/6/601");
    expect(hit?.retracted).toBe(true);
    expect(
      renderToStaticMarkup(createElement(MemoryRouter, null, createElement(SearchResultItem, { result: hit! }))),
    ).toContain(">Retracted</");
  });

  it("is in both articles' JATS (JATS4R related-article types), valid against JATS 1.3", async () => {
    const notice = await noticeOf(original.id, "retraction");
    const [articleJats, noticeJats] = await Promise.all([
      getArticleJats("fjphs", "6", "601"),
      getArticleJats("fjphs", "7", String(notice.articleNumber)),
    ]);
    validateXml([articleJats, noticeJats], "jats");
    expect(articleJats).toContain(
      `<related-article related-article-type="retraction-forward" ext-link-type="doi" xlink:href="${notice.doi}">`,
    );
    expect(noticeJats).toContain('article-type="retraction"');
    expect(noticeJats).toContain(
      '<related-article related-article-type="retracted-article" ext-link-type="doi" xlink:href="10.63101/fjphs.orig601">',
    );
  });

  it("is in the OAI record of the article (relation, status, JATS), whose datestamp moved", async () => {
    const notice = await noticeOf(original.id, "retraction");
    const id = oaiIdentifier(original.id, "journals.test");
    const dc = await oai(`verb=GetRecord&identifier=${encodeURIComponent(id)}&metadataPrefix=oai_dc`);
    validateXml([dc], "oai");
    expect(dc).toContain(`<dc:relation>https://doi.org/${notice.doi}</dc:relation>`);
    expect(dc).toContain("<dc:description>Retracted.</dc:description>");
    const datestamp = /<datestamp>([^<]+)<\/datestamp>/.exec(dc)![1]!;
    expect(Date.parse(datestamp)).toBeGreaterThan(Date.now() - 10 * 60 * 1000);
    const jats = await oai(`verb=GetRecord&identifier=${encodeURIComponent(id)}&metadataPrefix=jats`);
    validateXml([jats], "oai-jats");
    expect(jats).toContain('related-article-type="retraction-forward"');
  });

  it("stamps 'RETRACTED' on every page of the PDF readers download, and leaves the stored file as it was", async () => {
    const response = (await pdfLoader(
      routeArgs(new Request("http://journals.test/journal/fjphs/article/6/601/pdf"), {
        shortName: "fjphs",
        volume: "6",
        articleNumber: "601",
      }) as never,
    )) as Response;
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const served = new Uint8Array(await response.arrayBuffer());
    expect(Number(response.headers.get("content-length"))).toBe(served.byteLength);
    const pdf = await openPdf(served);
    expect(pdf.numPages).toBe(3);
    for (let n = 1; n <= 3; n++) {
      const text = await pageString(pdf, n);
      expect(text).toContain("RETRACTED");
      expect(text).toContain("This article was retracted on May 2, 2026. Retraction notice:");
      expect(text).toContain(`Curcumin nanoparticles page ${n}`);
    }
    const stored = await platform.services.storage.get(`galleys/${original.id}/article.pdf`);
    expect(new Uint8Array(await new Response(stored!.stream).arrayBuffer())).toEqual(pdfBytes);
  });
});

describe("a correction and an expression of concern", () => {
  it("mark the article 'corrected', then 'concern' (the graver), and its PDF stays unstamped", async () => {
    await issueNotice({
      articleId: corrected.id,
      noticeType: "correction",
      text: "The units of Table 2 were given as mg; they are micrograms. The conclusions are unchanged.",
    });
    let html = await (await app.request("http://journals.test/journal/fjphs/article/6/602")).text();
    expect(html).toContain("This article has been corrected");
    expect(html).toContain('"creativeWorkStatus":"Corrected"');
    await issueNotice({
      articleId: corrected.id,
      noticeType: "expression_of_concern",
      text: "Readers have raised concerns about the stability data; the journal is investigating with the authors.",
    });
    html = await (await app.request("http://journals.test/journal/fjphs/article/6/602")).text();
    expect(html).toContain("Expression of concern");
    expect(html).not.toContain("This article has been retracted");
    const jats = await getArticleJats("fjphs", "6", "602");
    validateXml([jats], "jats");
    expect(jats).toContain('related-article-type="correction-forward"');
    expect(jats).toContain('related-article-type="concern-forward"');
  });
});
