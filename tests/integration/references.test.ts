// Reference lists and internal citations (docs/decisions/025): saved through the publishing desk's
// action, matched to our own articles by DOI or title, counted exactly, shown as citation_reference
// tags, and exported in JATS and Crossref files that validate against the official schemas.
import { and, asc, eq } from "drizzle-orm";
import { parseDocument } from "htmlparser2";
import { createElement, Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articleReferences, articles, citations, crossrefBatches, crossrefDeposits, journals } from "~/db/schema";
import { onContentChange } from "~/lib/content-changes.server";
import { ARTICLE_MESSAGES } from "~/modules/articles/articles.desk.constants";
import type { ArticleForm } from "~/modules/articles/articles.desk.schemas";
import type { ArticleActionData, ArticleListPage, ArticleDetail } from "~/modules/articles/articles.desk.types";
import type { CurrentUser } from "~/modules/auth/current-user";
import { getCurrentUser } from "~/modules/auth/session.server";
import { addCitation, CITATION_MESSAGES, removeCitation } from "~/modules/citations/citations.service.server";
import { depositArticleDoi, saveCrossrefSettings } from "~/modules/crossref/crossref.service.server";
import { getArticleJats } from "~/modules/jats/jats.service.server";
import { REFERENCE_MESSAGES } from "~/modules/references/reference-text";
import { action as deskAction, loader as deskLoader } from "~/routes/dashboard/articles";
import { loader as articleLoader, meta as articleMeta } from "~/routes/public/article";
import { action as citationsAction } from "~/routes/resources/article-citations";
import { loader as candidatesLoader } from "~/routes/resources/article-citation-candidates";
import { createArticle, createIssue, journalId } from "../factories/catalogue";
import { createActors, type Actor } from "../helpers/actors";
import { crossrefSchemaError } from "../helpers/crossref-xsd";
import { routeArgs } from "../helpers/route-args";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";
import { validateXml } from "../helpers/xml-schema";
import { articleForm } from "./articles-desk-helpers";
import { load, post } from "./submissions-helpers";

let platform: TestPlatform;
let editorActor: Actor;
let editor: CurrentUser;
let otherEditor: CurrentUser;
let fjphs: string;
let issue: { id: string; journalId: string };
const db = () => platform.services.database.db;

/** Published articles of FJPHS the references name. */
let byDoi: { id: string; doi: string | null };
let byTitle: { id: string };
let third: { id: string; articleNumber: number | null };
let twinA: { id: string };

const TITLE_B = "Thermoresponsive in situ gels of timolol maleate for glaucoma therapy";

beforeAll(async () => {
  platform = await startTestPlatform();
  fjphs = await journalId(db(), "fjphs");
  const actors = await createActors(platform, { seeded: true, editorJournalId: fjphs, label: "refs" });
  const others = await createActors(platform, {
    seeded: true,
    editorJournalId: await journalId(db(), "bjps"),
    label: "refs-b",
  });
  editorActor = actors.editor;
  editor = (await getCurrentUser(actors.editor.request("/")))!;
  otherEditor = (await getCurrentUser(others.editor.request("/")))!;
  issue = (await createIssue(db(), { journalId: fjphs, volumeNumber: 12, issueNumber: 1 }))!;
  byDoi = await createArticle(db(), issue, {
    title: "Solid lipid nanoparticles of curcumin for oral delivery",
    doi: "10.63101/fjphs.refs.001",
  });
  byTitle = await createArticle(db(), issue, { title: TITLE_B, doi: null });
  third = await createArticle(db(), issue, { title: "Fast dissolving films of ondansetron for emesis", doi: null });
  // Two titles with the same key (punctuation apart): a reference naming it cannot say which is meant.
  twinA = await createArticle(db(), issue, { title: "Floating microspheres of famotidine: a study", doi: null });
  await createArticle(db(), issue, { title: "Floating microspheres of famotidine - a study", doi: null });
});
afterAll(() => platform.stop());

const countOf = async (id: string) =>
  (await db().select({ n: articles.citationCount }).from(articles).where(eq(articles.id, id)))[0]!.n;
const citationsBy = (citingId: string) =>
  db()
    .select({ cited: citations.citedArticleId, origin: citations.origin, context: citations.citationContext })
    .from(citations)
    .where(eq(citations.citingArticleId, citingId));
const referencesOf = (articleId: string) =>
  db()
    .select({
      position: articleReferences.position,
      text: articleReferences.text,
      doi: articleReferences.doi,
      matched: articleReferences.matchedArticleId,
    })
    .from(articleReferences)
    .where(eq(articleReferences.articleId, articleId))
    .orderBy(asc(articleReferences.position));

let titles = 0;
function save(form: ArticleForm, articleId?: string) {
  const fields: Record<string, string> = { intent: articleId ? "update" : "create", data: JSON.stringify(form) };
  if (articleId) fields.articleId = articleId;
  return post<ArticleActionData>(deskAction, editorActor, "/dashboard/articles", fields);
}
const formWith = (references: string, change: Partial<ArticleForm> = {}) =>
  articleForm(fjphs, issue.id, { title: `A citing study of ocular gels number ${++titles}`, references, ...change });

async function createCiting(references: string): Promise<{ id: string; form: ArticleForm }> {
  const form = formWith(references);
  const answer = await save(form);
  expect(answer.data, JSON.stringify(answer.data)).toMatchObject({ ok: true, message: ARTICLE_MESSAGES.created });
  return { id: answer.data!.articleId!, form };
}
// These articles have no galley: the editor confirms publishing them without one (ADR 061).
const publish = (articleId: string) =>
  post<ArticleActionData>(deskAction, editorActor, "/dashboard/articles", {
    intent: "publish",
    articleId,
    confirmed: "no-public-galley",
  });

const LIST = [
  "Rao A, Iyer S. Lipid carriers. Int J Pharm. 2023;5:1-9. https://doi.org/10.63101/FJPHS.REFS.001.",
  "",
  `Menon K, Das P. ${TITLE_B}. Front J Pharm Health Sci. 2024;2(1):10-18.`,
  "   ",
  "Montgomery DC. Design and analysis of experiments. 8th ed. Hoboken (NJ): John Wiley & Sons; 2013.",
].join("\n");

describe("reference lists in the publishing desk", () => {
  it("saves the list in order, recognises DOIs and matches our articles by DOI or by title", async () => {
    const { id } = await createCiting(LIST);
    const refs = await referencesOf(id);
    expect(refs.map((r) => [r.position, r.doi, r.matched])).toEqual([
      [1, "10.63101/FJPHS.REFS.001", byDoi.id],
      [2, null, byTitle.id],
      [3, null, null],
    ]);
    expect(refs[2]!.text).toBe(
      "Montgomery DC. Design and analysis of experiments. 8th ed. Hoboken (NJ): John Wiley & Sons; 2013.",
    );
    // The dialog shows the list back, one reference per line.
    const page = await load<ArticleListPage & { editing: ArticleDetail }>(
      deskLoader,
      editorActor,
      `/dashboard/articles?edit=${id}`,
    );
    expect(page.data!.editing.form.references.split("\n")).toHaveLength(3);
  });

  it("records a draft's citations but counts only published citing articles, exactly, through edits", async () => {
    const before = { doi: await countOf(byDoi.id), title: await countOf(byTitle.id) };
    const { id, form } = await createCiting(LIST);
    expect(await citationsBy(id)).toEqual(
      expect.arrayContaining([
        { cited: byDoi.id, origin: "reference", context: expect.stringContaining("Lipid carriers") },
        { cited: byTitle.id, origin: "reference", context: expect.stringContaining(TITLE_B) },
      ]),
    );
    expect(await countOf(byDoi.id)).toBe(before.doi);
    expect(await countOf(byTitle.id)).toBe(before.title);

    expect((await publish(id)).data).toMatchObject({ ok: true });
    expect(await countOf(byDoi.id)).toBe(before.doi + 1);
    expect(await countOf(byTitle.id)).toBe(before.title + 1);

    // Saving the same list again changes nothing; dropping the DOI's line removes that citation.
    expect((await save(form, id)).data).toMatchObject({ ok: true });
    expect(await countOf(byDoi.id)).toBe(before.doi + 1);
    const withoutDoi = LIST.split("\n").slice(2).join("\n");
    expect((await save({ ...form, references: withoutDoi }, id)).data).toMatchObject({ ok: true });
    expect(await countOf(byDoi.id)).toBe(before.doi);
    expect(await countOf(byTitle.id)).toBe(before.title + 1);
    expect((await citationsBy(id)).map((c) => c.cited)).toEqual([byTitle.id]);

    // A citation added by hand stays when the list no longer names it.
    await addCitation(editor, addressOf(third), { citingArticleId: id, context: "Discussed in the methods." });
    expect((await save({ ...form, references: "" }, id)).data).toMatchObject({ ok: true });
    expect(await citationsBy(id)).toEqual([
      { cited: third.id, origin: "manual", context: "Discussed in the methods." },
    ]);
    expect(await countOf(byTitle.id)).toBe(before.title);
    expect(await countOf(third.id)).toBe(1);

    // Withdrawn, it no longer counts; the record of the citation stays.
    const withdrawn = await post<ArticleActionData>(deskAction, editorActor, "/dashboard/articles", {
      intent: "withdraw",
      articleId: id,
      reason: "An error in the statistical analysis.",
    });
    expect(withdrawn.data).toMatchObject({ ok: true });
    expect(await countOf(third.id)).toBe(0);
    expect(await citationsBy(id)).toHaveLength(1);
  });

  it("matches nothing when two of our titles could be meant, or when the article names itself", async () => {
    const { id, form } = await createCiting(
      "Nair R. Floating microspheres of famotidine: a study. Indian J Pharm. 2022;1:3-9.",
    );
    expect((await referencesOf(id))[0]!.matched).toBeNull();
    expect(await countOf(twinA.id)).toBe(0);
    // Its own DOI in its own list is no citation.
    const own = "10.63101/fjphs.refs.self";
    expect((await save({ ...form, doi: own, references: `Self. doi:${own}` }, id)).data).toMatchObject({ ok: true });
    expect((await referencesOf(id))[0]).toMatchObject({ doi: own, matched: null });
    expect(await citationsBy(id)).toEqual([]);
  });

  it("refuses a list that is too long, with a message naming the rule, and saves nothing", async () => {
    const { id, form } = await createCiting("One reference. 2020.");
    const many = Array.from({ length: 501 }, (_, i) => `Reference number ${i}.`).join("\n");
    const refused = await save({ ...form, references: many }, id);
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({ ok: false, message: REFERENCE_MESSAGES.tooMany });
    const long = await save({ ...form, references: `Fine.\n${"x".repeat(2001)}` }, id);
    expect(long.data).toMatchObject({ ok: false, message: REFERENCE_MESSAGES.tooLong(2) });
    expect((await referencesOf(id)).map((r) => r.text)).toEqual(["One reference. 2020."]);
  });
});

const addressOf = (a: { articleNumber?: number | null }) => ({
  shortName: "fjphs",
  volume: "12",
  articleNumber: String(a.articleNumber),
});

describe("the Internal Citations dialog's changes", () => {
  let cited: Awaited<ReturnType<typeof createArticle>>;
  let citing: Awaited<ReturnType<typeof createArticle>>;
  beforeAll(async () => {
    // Numbers of their own: the desk's publications above took the journal's next numbers.
    cited = await createArticle(db(), issue, {
      title: "Nasal in situ gels of sumatriptan succinate",
      doi: null,
      articleNumber: 5001,
    });
    citing = await createArticle(db(), issue, {
      title: "Mucoadhesive nasal sprays reviewed in depth",
      doi: null,
      articleNumber: 5002,
    });
  });

  const postChange = async (actor: Actor, fields: Record<string, string>) => {
    const path = `/journal/fjphs/article/12/${cited.articleNumber}/citations`;
    const body = new FormData();
    for (const [k, v] of Object.entries(fields)) body.set(k, v);
    const response = (await citationsAction(
      routeArgs(actor.request(path, { method: "POST", body }), {
        shortName: "fjphs",
        volume: "12",
        articleNumber: String(cited.articleNumber),
      }) as never,
    )) as Response;
    return { status: response.status, json: (await response.json()) as { message: string } };
  };

  it("adds and removes a citing article with exact counts, and empties the public caches", async () => {
    let changes = 0;
    const stop = onContentChange(() => changes++);
    try {
      const added = await postChange(editorActor, {
        intent: "add",
        citingArticleId: citing.id,
        context: " In  passing. ",
      });
      expect(added).toEqual({ status: 200, json: { message: "Citation added successfully" } });
      expect(await countOf(cited.id)).toBe(1);
      expect(await citationsBy(citing.id)).toEqual([{ cited: cited.id, origin: "manual", context: "In passing." }]);
      expect(changes).toBe(1);

      const twice = await postChange(editorActor, { intent: "add", citingArticleId: citing.id });
      expect(twice).toEqual({ status: 409, json: { message: CITATION_MESSAGES.duplicate } });
      expect(await countOf(cited.id)).toBe(1);

      const removed = await postChange(editorActor, { intent: "remove", citingArticleId: citing.id });
      expect(removed).toEqual({ status: 200, json: { message: "Citation removed successfully" } });
      expect(await countOf(cited.id)).toBe(0);
      expect(changes).toBe(2);
    } finally {
      stop();
    }
  });

  it("refuses an empty id, the article itself, an unpublished article and a stranger to the journal", async () => {
    expect(await postChange(editorActor, { intent: "add", citingArticleId: "  " })).toEqual({
      status: 400,
      json: { message: "The citation dialog requires a non-empty citing article id." },
    });
    expect(await postChange(editorActor, { intent: "add", citingArticleId: cited.id })).toEqual({
      status: 400,
      json: { message: "An article cannot cite itself." },
    });
    const draft = await createArticle(db(), issue, {
      title: "An unpublished draft on nasal gels",
      status: "draft",
      articleNumber: null,
      doi: null,
    });
    expect(await postChange(editorActor, { intent: "add", citingArticleId: draft.id })).toEqual({
      status: 400,
      json: { message: CITATION_MESSAGES.citingNotFound },
    });
    await expect(
      addCitation(otherEditor, addressOf(cited), { citingArticleId: citing.id, context: "" }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(removeCitation(otherEditor, addressOf(cited), { citingArticleId: citing.id })).rejects.toMatchObject({
      status: 403,
    });
    expect(await countOf(cited.id)).toBe(0);
  });

  it("finds citing articles by title words or DOI, never the article itself", async () => {
    const search = async (q: string) => {
      const path = `/journal/fjphs/article/12/${cited.articleNumber}/citations/candidates?q=${encodeURIComponent(q)}`;
      const response = (await candidatesLoader(
        routeArgs(editorActor.request(path), {
          shortName: "fjphs",
          volume: "12",
          articleNumber: String(cited.articleNumber),
        }) as never,
      )) as Response;
      return ((await response.json()) as { candidates: { id: string }[] }).candidates.map((c) => c.id);
    };
    expect(await search("nasal spray")).toContain(citing.id);
    expect(await search("nasal")).not.toContain(cited.id);
    expect(await search("https://doi.org/10.63101/FJPHS.REFS.001")).toEqual([byDoi.id]);
  });
});

describe("references in the page's metadata, JATS and the Crossref deposit", () => {
  let citingId: string;
  let number: number;
  const DOI = "10.63101/fjphs.refs.citing";

  beforeAll(async () => {
    const form = formWith(LIST, { doi: DOI });
    const answer = await save(form);
    citingId = answer.data!.articleId!;
    await publish(citingId);
    number = (await db().select({ n: articles.articleNumber }).from(articles).where(eq(articles.id, citingId)))[0]!.n!;
  });

  it("gives one citation_reference tag per reference, as a crawler reads them from the HTML", async () => {
    const path = `/journal/fjphs/article/12/${number}`;
    const params = { shortName: "fjphs", volume: "12", articleNumber: String(number) };
    const result = await articleLoader(routeArgs(new Request(`http://journals.test${path}`), params) as never);
    const loaderData = (result as unknown as { data: unknown }).data;
    const tags = articleMeta({
      loaderData,
      data: loaderData,
      params,
      location: { pathname: path, search: "", hash: "", state: null, key: "default" },
      matches: [{ id: "root", loaderData: { publicUrl: "http://journals.test" } }],
    } as never) as Record<string, string>[];
    // As React Router writes them into the document's head.
    const head = renderToStaticMarkup(
      createElement(
        Fragment,
        null,
        tags.filter((t) => t.name).map((t, i) => createElement("meta", { key: i, name: t.name, content: t.content })),
      ),
    );
    const found: string[] = [];
    const walk = (node: { type?: string; name?: string; attribs?: Record<string, string>; children?: unknown[] }) => {
      if (node.name === "meta" && node.attribs?.name === "citation_reference") found.push(node.attribs.content!);
      for (const child of node.children ?? []) walk(child as never);
    };
    walk(parseDocument(head) as never);
    expect(found).toEqual([
      "citation_title=Rao A, Iyer S. Lipid carriers. Int J Pharm. 2023,5:1-9. https://doi.org/10.63101/FJPHS.REFS.001.; citation_doi=10.63101/FJPHS.REFS.001",
      `Menon K, Das P. ${TITLE_B}. Front J Pharm Health Sci. 2024;2(1):10-18.`,
      "Montgomery DC. Design and analysis of experiments. 8th ed. Hoboken (NJ): John Wiley & Sons; 2013.",
    ]);
  });

  it("writes a JATS ref-list that validates against JATS 1.3", async () => {
    const xml = await getArticleJats("fjphs", "12", String(number));
    expect(xml).toContain('<ref id="ref1"><mixed-citation>Rao A, Iyer S. Lipid carriers.');
    expect(xml).toContain('<pub-id pub-id-type="doi">10.63101/FJPHS.REFS.001</pub-id>');
    expect(xml.match(/<ref id=/g)).toHaveLength(3);
    validateXml([xml], "jats");
  });

  it("deposits a citation_list with Crossref that validates against the 5.4.0 schema", async () => {
    await db().update(journals).set({ doiPrefix: "10.63101" }).where(eq(journals.id, fjphs));
    await db().transaction((tx) =>
      saveCrossrefSettings(tx, fjphs, {
        username: "user",
        passwordAction: "replace",
        password: "secret",
        depositorName: "FJPHS",
        depositorEmail: "doi@example.org",
        mode: "test",
        suffixPattern: "",
        autoAssignDoi: false,
      }),
    );
    await depositArticleDoi(editor, citingId);
    const [row] = await db()
      .select({ xml: crossrefBatches.xml })
      .from(crossrefDeposits)
      .innerJoin(crossrefBatches, eq(crossrefBatches.id, crossrefDeposits.batchRef))
      .where(and(eq(crossrefDeposits.articleId, citingId)));
    const xml = row!.xml;
    expect(xml).toContain(
      '<citation_list><citation key="ref1"><doi>10.63101/FJPHS.REFS.001</doi><unstructured_citation>Rao A, Iyer S.',
    );
    expect(xml.match(/<citation key=/g)).toHaveLength(3);
    expect(crossrefSchemaError(xml)).toBeNull();
  });
});
