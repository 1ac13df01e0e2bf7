import fs from "node:fs";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articleEvents, articleGalleys, articles, sitemapEntries } from "~/db/schema";
import { getArticlePage } from "~/modules/articles/articles.public.service.server";
import { ARTICLE_MESSAGES as M, ARTICLES_PAGE_SIZE } from "~/modules/articles/articles.desk.constants";
import type { ArticleForm } from "~/modules/articles/articles.desk.schemas";
import type { ArticleActionData, ArticleListPage, ArticleDetail } from "~/modules/articles/articles.desk.types";
import { GALLEY_TOO_LARGE } from "~/modules/articles/galley-format";
import { sweepOrphanGalleys } from "~/modules/articles/galley-sweep.server";
import { ORCID_CHECKSUM_MESSAGE, ORCID_FORMAT_MESSAGE } from "~/modules/users/orcid";
import { action as pageAction, loader as pageLoader } from "~/routes/dashboard/articles";
import { createIssue, journalId } from "../factories/catalogue";
import { pdfOfSize } from "../factories/manuscript-files";
import { createActors, type Actor, type Actors } from "../helpers/actors";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";
import {
  articleForm,
  changeGalleyAs,
  downloadGalleyAs,
  extractAs,
  GALLEY_FILES,
  insertArticles,
  uploadGalleyAs,
} from "./articles-desk-helpers";
import { load, pdfBytes, post } from "./submissions-helpers";

let platform: TestPlatform;
let actors: Actors;
/** An editor of FJPHS only. */
let editorA: Actor;
let fjphs: string;
let bjps: string;
let ijebr: string;
let issueA: string;
let issueA2: string;
let issueB: string;
const db = () => platform.services.database.db;

// FJPHS: 60 generated articles in issue A (20 published), BJPS: 5 in issue B. IJEBR has no issue.
beforeAll(async () => {
  platform = await startTestPlatform();
  actors = await createActors(platform, { seeded: true });
  fjphs = await journalId(db(), "fjphs");
  bjps = await journalId(db(), "bjps");
  ijebr = await journalId(db(), "ijebr");
  editorA = (await createActors(platform, { seeded: true, editorJournalId: fjphs, label: "scoped" })).editor;
  issueA = (await createIssue(db(), { journalId: fjphs, volumeNumber: 4, issueNumber: 1 })).id;
  issueA2 = (await createIssue(db(), { journalId: fjphs, volumeNumber: 4, issueNumber: 2, status: "draft" })).id;
  issueB = (await createIssue(db(), { journalId: bjps, volumeNumber: 2, issueNumber: 1 })).id;
  await insertArticles(db(), { journalId: fjphs, issueId: issueA, count: 60, titlePrefix: "Generated study" });
  await insertArticles(db(), { journalId: bjps, issueId: issueB, count: 5, titlePrefix: "Other study" });
});
afterAll(() => platform.stop());

const list = (actor: Actor, search = "") => load<ArticleListPage>(pageLoader, actor, `/dashboard/articles${search}`);
const listOf = async (actor: Actor, search = "") => (await list(actor, search)).data!;

function save(actor: Actor, form: unknown, articleId?: string) {
  const fields: Record<string, string> = {
    intent: articleId ? "update" : "create",
    data: typeof form === "string" ? form : JSON.stringify(form),
  };
  if (articleId) fields.articleId = articleId;
  return post<ArticleActionData>(pageAction, actor, "/dashboard/articles", fields);
}

async function create(actor: Actor, change: Partial<ArticleForm> = {}): Promise<string> {
  const answer = await save(actor, articleForm(fjphs, issueA, change));
  expect(answer.data, JSON.stringify(answer.data)).toMatchObject({ ok: true, message: M.created });
  return answer.data!.articleId!;
}

async function detail(actor: Actor, id: string): Promise<ArticleDetail> {
  const answer = await list(actor, `?edit=${id}`);
  return (answer.data as ArticleListPage & { editing: ArticleDetail }).editing;
}

let titleCounter = 0;
const uniqueTitle = (words = "Distinct article about buccal films") => `${words} number ${++titleCounter}`;

describe("the list", () => {
  it("pages the journals' articles 25 at a time, newest first", async () => {
    const first = await listOf(actors.admin);
    expect(first.matching).toBeGreaterThanOrEqual(65);
    expect(first.rows).toHaveLength(ARTICLES_PAGE_SIZE);
    const generated = await listOf(actors.admin, `?journal=${fjphs}&issue=${issueA}`);
    expect(generated.matching).toBe(60);
    expect(generated.rows[0]!.title).toBe("Generated study 60");
    const third = await listOf(actors.admin, `?journal=${fjphs}&issue=${issueA}&page=3`);
    expect(third.rows.map((r) => r.title)).toEqual(Array.from({ length: 10 }, (_, i) => `Generated study ${10 - i}`));
    // Numbers: padded to three digits once published, 'N/A' before.
    const published = third.rows.find((r) => r.title === "Generated study 9")!;
    expect(published).toMatchObject({ displayId: "009", status: "published", canDelete: false });
    expect(published.publicPath).toBe("/journal/fjphs/article/4/9");
    expect(third.rows.find((r) => r.title === "Generated study 8")).toMatchObject({
      displayId: "N/A",
      publicPath: null,
      canDelete: true,
    });
    // Past the last page: the last page instead.
    const past = await list(actors.admin, `?journal=${fjphs}&issue=${issueA}&page=99`);
    expect(past.status).toBe(302);
    expect(past.location).toContain("page=3");
  });

  it("filters by status (anything not published is Draft), type and full-text search", async () => {
    const base = `?journal=${fjphs}&issue=${issueA}`;
    expect((await listOf(actors.admin, `${base}&status=published`)).matching).toBe(20);
    // 40 not published: drafts and 'submitted' ones alike.
    expect((await listOf(actors.admin, `${base}&status=draft`)).matching).toBe(40);
    expect((await listOf(actors.admin, `${base}&status=withdrawn`)).matching).toBe(0);
    expect((await listOf(actors.admin, `${base}&type=review_article`)).matching).toBe(15);
    // Words of the abstract, by their beginning.
    expect((await listOf(actors.admin, `${base}&search=pharmacokin`)).matching).toBe(30);
    const two = await listOf(actors.admin, `?search=generated%20study%2042`);
    expect(two.rows.map((r) => r.title)).toEqual(["Generated study 42"]);
    // An unknown filter value falls back to the default.
    expect((await listOf(actors.admin, `${base}&status=bogus&type=nope`)).query).toMatchObject({
      status: "all",
      type: "all",
    });
  });

  it("offers only the journals the user manages, and the issues of the chosen one", async () => {
    const admin = await listOf(actors.admin, `?journal=${fjphs}`);
    expect(admin.journals.map((j) => j.shortName).sort()).toEqual(["bjps", "fjphs", "ijcpms", "ijebr"]);
    expect(admin.issues.map((i) => i.id).sort()).toEqual([issueA, issueA2].sort());
    const scoped = await listOf(editorA);
    expect(scoped.journals.map((j) => j.shortName)).toEqual(["fjphs"]);
    expect(scoped.rows.every((r) => r.journalShortName === "fjphs")).toBe(true);
    // Another journal's filter is dropped: the editor still sees only their own journal.
    const other = await listOf(editorA, `?journal=${bjps}`);
    expect(other.query.journal).toBe("all");
    expect(other.rows.some((r) => r.journalShortName === "bjps")).toBe(false);
    // An issue of another journal is no filter.
    expect((await listOf(actors.admin, `?journal=${fjphs}&issue=${issueB}`)).query.issue).toBe("all");
  });

  it("refuses authors and reviewers (403) and sends visitors to sign in", async () => {
    expect((await list(actors.author)).status).toBe(403);
    expect((await list(actors.reviewer)).status).toBe(403);
    expect((await list(actors.visitor)).status).toBe(302);
  });
});

describe("the article form", () => {
  const refused = async (change: Partial<ArticleForm> | string, message: string, field?: string) => {
    const form = typeof change === "string" ? change : articleForm(fjphs, issueA, { title: uniqueTitle(), ...change });
    const answer = await save(actors.admin, form);
    expect(answer.status, JSON.stringify(answer.data)).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.data!.message).toBe(message);
    if (field) expect(answer.data!.fieldErrors?.[field]).toBe(message);
  };
  const author = articleForm("", "").authors[0]!;

  it("says what is wrong, field by field, with the spec's messages", async () => {
    await refused({ title: "Too short" }, "Title must be at least 10 characters", "title");
    await refused({ abstract: "Short abstract." }, M.abstractTooShort, "abstract");
    await refused({ abstract: "x".repeat(5001) }, M.abstractTooLong, "abstract");
    await refused({ authors: [] }, "At least one author is required", "authors");
    await refused({ authors: Array.from({ length: 51 }, () => author) }, M.tooManyAuthors, "authors");
    await refused({ authors: [{ ...author, name: "A" }] }, M.authorName, "authors.0.name");
    await refused({ authors: [{ ...author, email: "not-an-address" }] }, M.authorEmail, "authors.0.email");
    await refused({ authors: [{ ...author, affiliation: "X" }] }, M.authorAffiliation, "authors.0.affiliation");
    await refused({ authors: [{ ...author, orcid: "1234" }] }, ORCID_FORMAT_MESSAGE, "authors.0.orcid");
    await refused(
      {
        authors: [
          { ...author, isCorresponding: true },
          { ...author, name: "Second Person", isCorresponding: true },
        ],
      },
      M.oneCorresponding,
      "authors",
    );
    await refused({ authors: [{ ...author, isCorresponding: false }] }, M.oneCorresponding, "authors");
    await refused({ keywords: [] }, "At least one keyword is required", "keywords");
    await refused({ keywords: ["x"] }, M.keywordLength, "keywords.0");
    await refused({ keywords: Array.from({ length: 21 }, (_, i) => `keyword ${i}`) }, M.tooManyKeywords, "keywords");
    await refused({ keywords: ["gel", "GEL"] }, M.duplicateKeyword, "keywords");
    await refused({ doi: "doi-without-prefix" }, M.doiFormat, "doi");
    await refused({ articleType: "poem" as never }, M.typeRequired, "articleType");
    await refused({ journalId: "not-a-uuid" }, "Invalid journal ID", "journalId");
    await refused({ issueId: "nope" }, M.invalidIssue, "issueId");
    await refused({ journalId: ijebr, issueId: issueA }, M.noIssues, "issueId");
    await refused({ issueId: issueB }, M.issueOfOtherJournal, "issueId");
    await refused({ pageStart: "12", pageEnd: "3" }, M.pageOrder, "pageEnd");
    await refused({ pageStart: "99999999999999999999" }, M.pageNumber, "pageStart");
    await refused({ pageStart: "-4" }, M.pageNumber, "pageStart");
    await refused({ submissionDate: "2024-02-30" }, M.dateFormat, "submissionDate");
    // Not JSON, or a NUL byte: 400, never a database error.
    await refused("{not json", M.invalidRequest);
    await refused(
      JSON.stringify(articleForm(fjphs, issueA, { title: "A title with a \u0000 byte inside" })),
      M.invalidRequest,
    );
  });

  it("checks the ORCID iD's check digit, and stores the bare iD of a pasted URL", async () => {
    await (async () => {
      const answer = await save(
        actors.admin,
        articleForm(fjphs, issueA, { title: uniqueTitle(), authors: [{ ...author, orcid: "0000-0002-1825-0098" }] }),
      );
      expect(answer.status).toBe(400);
      expect(answer.data!.fieldErrors?.["authors.0.orcid"]).toBe(ORCID_CHECKSUM_MESSAGE);
    })();
    const id = await create(actors.admin, {
      title: uniqueTitle(),
      authors: [{ ...author, orcid: "https://orcid.org/0000-0002-1825-0097" }],
    });
    expect((await detail(actors.admin, id)).form.authors[0]!.orcid).toBe("0000-0002-1825-0097");
  });

  it("refuses a title another article has, whatever its case, but not the article's own", async () => {
    const title = uniqueTitle("Mucoadhesive buccal films of propranolol");
    const id = await create(actors.admin, { title });
    await refused({ title: title.toUpperCase() }, M.duplicateTitle, "title");
    const again = await save(actors.admin, articleForm(fjphs, issueA, { title, keywords: ["films"] }), id);
    expect(again.data).toMatchObject({ ok: true, message: M.updated });
  });

  it("refuses a DOI another article has", async () => {
    await create(actors.admin, { title: uniqueTitle(), doi: "https://doi.org/10.63101/fjphs.2025.777" });
    await refused({ doi: "10.63101/FJPHS.2025.777" }, M.doiTaken, "doi");
  });

  it("saves and edits the authors, keywords, pages and dates, and records who changed what", async () => {
    const id = await create(actors.admin, { title: uniqueTitle("Population pharmacokinetics of amikacin") });
    const form = articleForm(fjphs, issueA2, {
      title: (await detail(actors.admin, id)).form.title,
      status: "submitted",
      authors: [
        { ...author, isCorresponding: false },
        {
          name: "Vikram Singh",
          email: "vikram@example.org",
          affiliation: "All India Institute of Medical Sciences",
          orcid: "0000-0002-1694-233X",
          isCorresponding: true,
        },
      ],
      keywords: ["amikacin", "neonates", "population pharmacokinetics"],
      doi: "10.63101/fjphs.2025.123",
      pageStart: "12",
      pageEnd: "19",
      submissionDate: "2025-01-10",
      revisedDate: "2025-02-11",
      acceptanceDate: "2025-03-01",
    });
    const answer = await save(actors.admin, form, id);
    expect(answer.data).toMatchObject({ ok: true, message: M.updated });
    const saved = await detail(actors.admin, id);
    expect(saved.form).toMatchObject({
      issueId: issueA2,
      status: "submitted",
      keywords: ["amikacin", "neonates", "population pharmacokinetics"],
      doi: "10.63101/fjphs.2025.123",
      pageStart: "12",
      pageEnd: "19",
      submissionDate: "2025-01-10",
      acceptanceDate: "2025-03-01",
    });
    expect(saved.form.authors.map((a) => [a.name, a.isCorresponding, a.orcid])).toEqual([
      ["Asha Rao", false, ""],
      ["Vikram Singh", true, "0000-0002-1694-233X"],
    ]);
    expect(saved.history.map((e) => e.kind)).toEqual(["status_changed", "edited", "created"]);
    expect(saved.history[1]!.detail.fields).toEqual(
      expect.arrayContaining(["issue", "keywords", "DOI", "pages", "authors"]),
    );
    expect(saved.history[1]!.actorName).toBeTruthy();
  });

  it("answers 404 for an article that does not exist, or is not an article id", async () => {
    const form = articleForm(fjphs, issueA, { title: uniqueTitle() });
    expect((await save(actors.admin, form, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await save(actors.admin, form, "../../etc")).status).toBe(404);
    expect((await list(actors.admin, "?edit=not-a-uuid")).data).toMatchObject({ editing: null, editMissing: true });
  });
});

describe("galleys", () => {
  let articleId: string;
  beforeAll(async () => {
    articleId = await create(actors.admin, { title: uniqueTitle("Galleys of an article on natamycin gels") });
  });
  const galleys = () =>
    db().select().from(articleGalleys).where(eq(articleGalleys.articleId, articleId)).orderBy(articleGalleys.position);
  const stored = (key: string) => fs.existsSync(`${platform.services.env.dataDir}/files/${key}`);

  it("accepts PDF, HTML, XML, EPUB and LaTeX by their content, each stored at galleys/<article>/<galley>", async () => {
    const pdf = await uploadGalleyAs(actors.admin, articleId, { name: "article.pdf", bytes: await pdfBytes("Gels") });
    expect(pdf.status, JSON.stringify(pdf.json)).toBe(201);
    for (const make of Object.values(GALLEY_FILES)) {
      const answer = await uploadGalleyAs(actors.admin, articleId, make());
      expect(answer.status, JSON.stringify(answer.json)).toBe(201);
    }
    const rows = await galleys();
    expect(rows.map((g) => g.kind)).toEqual(["pdf", "html", "xml", "latex", "epub"]);
    expect(rows.map((g) => g.position)).toEqual([0, 1, 2, 3, 4]);
    for (const g of rows) {
      expect(g.storageKey).toBe(`galleys/${articleId}/${g.id}`);
      expect(stored(g.storageKey)).toBe(true);
    }
    expect(rows[0]!.mimeType).toBe("application/pdf");
  });

  it("refuses a renamed file, an unknown format and a file over 50 MB, storing nothing", async () => {
    const before = (await galleys()).length;
    const renamed = await uploadGalleyAs(actors.admin, articleId, {
      name: "notes.pdf",
      bytes: new TextEncoder().encode("just some text, not a PDF"),
    });
    expect(renamed).toMatchObject({ status: 400 });
    expect(renamed.json.message).toBe(
      'File "notes.pdf" is not a valid galley format. Please upload PDF, HTML, XML, ePUB, or LaTeX files.',
    );
    const zipAsEpub = await uploadGalleyAs(actors.admin, articleId, {
      name: "fake.epub",
      bytes: GALLEY_FILES.epub().bytes.map((b, i) => (i > 30 && i < 50 ? 0x41 : b)),
    });
    expect(zipAsEpub.status).toBe(400);
    const exe = await uploadGalleyAs(actors.admin, articleId, { name: "setup.exe", bytes: new Uint8Array([77, 90]) });
    expect(exe.json.message).toBe(
      'File "setup.exe" is not a valid galley format. Please upload PDF, HTML, XML, ePUB, or LaTeX files.',
    );
    const tooLarge = await uploadGalleyAs(actors.admin, articleId, { name: "big.pdf", bytes: pdfOfSize(52428801) });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.json.message).toBe(GALLEY_TOO_LARGE);
    expect((await galleys()).length).toBe(before);
  });

  it("labels, orders, hides, replaces and deletes galleys, recording each change", async () => {
    const [pdf, html] = await galleys();
    expect(
      (await changeGalleyAs(actors.admin, articleId, html!.id, { intent: "update", label: " Full text  (HTML) " }))
        .status,
    ).toBe(200);
    expect((await changeGalleyAs(actors.admin, articleId, html!.id, { intent: "move-up" })).status).toBe(200);
    expect(
      (
        await changeGalleyAs(actors.admin, articleId, pdf!.id, {
          intent: "update",
          isPublic: "false",
          label: "Accepted manuscript",
        })
      ).status,
    ).toBe(200);
    let rows = await galleys();
    expect(rows.slice(0, 2).map((g) => [g.id, g.label, g.isPublic])).toEqual([
      [html!.id, "Full text (HTML)", true],
      [pdf!.id, "Accepted manuscript", false],
    ]);
    // Replacing keeps the place and the label of a file of the same kind; the old file goes.
    const replaced = await uploadGalleyAs(
      actors.admin,
      articleId,
      { name: "article-v2.pdf", bytes: await pdfBytes("Gels v2") },
      { replaceGalleyId: pdf!.id },
    );
    expect(replaced.status).toBe(201);
    rows = await galleys();
    expect(rows[1]).toMatchObject({
      fileName: "article-v2.pdf",
      label: "Accepted manuscript",
      isPublic: false,
      position: 1,
    });
    expect(stored(pdf!.storageKey)).toBe(false);
    const latex = rows.find((g) => g.kind === "latex")!;
    expect((await changeGalleyAs(actors.admin, articleId, latex.id, { intent: "delete" })).status).toBe(200);
    expect(stored(latex.storageKey)).toBe(false);
    expect((await galleys()).some((g) => g.id === latex.id)).toBe(false);
    const history = (await detail(actors.admin, articleId)).history.map((e) => e.kind);
    expect(history).toEqual(
      expect.arrayContaining(["galley_added", "galley_updated", "galley_moved", "galley_replaced", "galley_deleted"]),
    );
    // The editors' download: a signed link to the stored file, draft galleys included.
    const link = await downloadGalleyAs(actors.admin, articleId, rows[1]!.id);
    expect(link.status).toBe(302);
    expect(link.location).toMatch(/^\/files\//);
  });

  it("answers 404 for a galley of another article and for hostile ids; 400 for an unknown intent", async () => {
    const other = await create(actors.admin, { title: uniqueTitle() });
    const [g] = await galleys();
    expect((await changeGalleyAs(actors.admin, other, g!.id, { intent: "delete" })).status).toBe(404);
    expect((await changeGalleyAs(actors.admin, articleId, "1e99999", { intent: "delete" })).status).toBe(404);
    expect((await changeGalleyAs(actors.admin, articleId, g!.id, { intent: "explode" })).status).toBe(400);
    const tooLong = await changeGalleyAs(actors.admin, articleId, g!.id, { intent: "update", label: "x".repeat(101) });
    expect(tooLong.status).toBe(400);
  });

  it("sweeps stored galley files that no row refers to (a crash between storing and committing)", async () => {
    const orphan = `galleys/${articleId}/00000000-0000-4000-8000-000000000001`;
    await platform.services.storage.put(orphan, new TextEncoder().encode("%PDF-1.4 left behind"));
    const kept = await galleys();
    const removed = await sweepOrphanGalleys(db(), platform.services.storage, {
      modifiedBefore: new Date(Date.now() + 60_000),
    });
    expect(removed).toBe(1);
    expect(stored(orphan)).toBe(false);
    for (const g of kept) expect(stored(g.storageKey)).toBe(true);
  });

  it("extracts metadata only from a PDF: 'Please upload a PDF file first' without one", async () => {
    const bare = await create(actors.admin, { title: uniqueTitle() });
    await uploadGalleyAs(actors.admin, bare, GALLEY_FILES.html());
    const none = await extractAs(actors.admin, bare);
    expect(none).toMatchObject({ status: 400, json: { message: M.pdfFirst } });
    // The extractor answers for the PDF galley: its metadata, or 'Failed to extract metadata' (422).
    const answer = await extractAs(actors.admin, articleId);
    expect([200, 422]).toContain(answer.status);
    if (answer.status === 422) expect(answer.json.message).toBe(M.extractFailed);
    else expect(answer.json.metadata).toBeTruthy();
  });
});

describe("publishing from the list", () => {
  const act = (actor: Actor, fields: Record<string, string>) =>
    post<ArticleActionData>(pageAction, actor, "/dashboard/articles", fields);

  it("publishes a draft (numbered, dated, on its page and in the sitemap), withdraws it with a reason, never deletes it", async () => {
    const title = uniqueTitle("Hepatoprotective potential of Syzygium cumini seed extract");
    const id = await create(actors.admin, { title });
    await uploadGalleyAs(actors.admin, id, { name: "paper.pdf", bytes: await pdfBytes(title) });
    await uploadGalleyAs(actors.admin, id, GALLEY_FILES.html(), { label: "Full text (HTML)" });
    const published = await act(actors.admin, { intent: "publish", articleId: id });
    expect(published.data).toMatchObject({ ok: true, message: M.published });
    const [row] = await db().select().from(articles).where(eq(articles.id, id));
    expect(row).toMatchObject({ status: "published" });
    expect(row!.articleNumber).toBeGreaterThan(0);
    expect(row!.publicationDate).toBeTruthy();

    // The public page shows it with its galleys under their labels.
    const page = await getArticlePage("fjphs", "4", String(row!.articleNumber));
    expect(page.article.title).toBe(title);
    expect(page.galleys.map((g) => g.label ?? g.kind)).toEqual(["pdf", "Full text (HTML)"]);
    const url = `/journal/fjphs/article/4/${row!.articleNumber}`;
    const [entry] = await db().select().from(sitemapEntries).where(eq(sitemapEntries.url, url));
    expect(entry).toBeTruthy();
    const listed = await listOf(actors.admin, `?search=${encodeURIComponent("Syzygium cumini")}`);
    expect(listed.rows.find((r) => r.id === id)?.publicPath).toBe(url);

    // Never deleted once published: withdraw it instead.
    const refused = await act(actors.admin, { intent: "delete", articleId: id });
    expect(refused).toMatchObject({ status: 409, data: { message: M.deletePublished } });

    expect((await act(actors.admin, { intent: "withdraw", articleId: id, reason: "short" })).status).toBe(400);
    const withdrawn = await act(actors.admin, {
      intent: "withdraw",
      articleId: id,
      reason: "The authors found an error in the statistical analysis.",
    });
    expect(withdrawn.data).toMatchObject({ ok: true, message: M.withdrawn });
    const events = await db()
      .select({ kind: articleEvents.kind, detail: articleEvents.detail })
      .from(articleEvents)
      .where(and(eq(articleEvents.articleId, id), eq(articleEvents.kind, "withdrawn")));
    expect(events[0]!.detail).toEqual({ reason: "The authors found an error in the statistical analysis." });
    expect((await act(actors.admin, { intent: "delete", articleId: id })).status).toBe(409);
    // Publishing it again keeps its number.
    await act(actors.admin, { intent: "publish", articleId: id });
    const [again] = await db().select().from(articles).where(eq(articles.id, id));
    expect(again).toMatchObject({ status: "published", articleNumber: row!.articleNumber });
  });

  it("asks before publishing an article whose only galley is a draft, and publishes it once the editor confirms", async () => {
    const title = uniqueTitle("Bioequivalence of two metformin extended-release tablets");
    const id = await create(actors.admin, { title });
    const status = async () => (await db().select().from(articles).where(eq(articles.id, id)))[0]!.status;

    // No galley at all: the warning, and nothing published.
    expect((await act(actors.admin, { intent: "publish", articleId: id })).data).toEqual({
      intent: "publish",
      ok: false,
      warning: "no_public_galley",
      message: M.noPublicGalley,
    });
    expect(await status()).toBe("draft");

    // Its only galley is a draft (editors only): still the warning.
    const uploaded = await uploadGalleyAs(actors.admin, id, GALLEY_FILES.html(), { isPublic: "false" });
    expect(uploaded.status).toBe(201);
    expect((await act(actors.admin, { intent: "publish", articleId: id })).data).toMatchObject({
      ok: false,
      warning: "no_public_galley",
    });
    expect(await status()).toBe("draft");

    // The editor confirms: published, with no file for readers, as they chose.
    const confirmed = await act(actors.admin, { intent: "publish", articleId: id, confirmed: "no-public-galley" });
    expect(confirmed.data).toMatchObject({ ok: true, message: M.published });
    expect(confirmed.data?.warning).toBeUndefined();
    expect(await status()).toBe("published");
  });

  it("publishes at once an article with a public galley, without asking", async () => {
    const id = await create(actors.admin, { title: uniqueTitle("Stability of reconstituted amoxicillin suspensions") });
    await uploadGalleyAs(actors.admin, id, GALLEY_FILES.html(), { isPublic: "false" });
    await uploadGalleyAs(actors.admin, id, GALLEY_FILES.xml());
    expect((await act(actors.admin, { intent: "publish", articleId: id })).data).toMatchObject({
      ok: true,
      message: M.published,
    });
  });

  it("edits a published article: keeps its status and journal, refreshes its sitemap entry", async () => {
    const title = uniqueTitle("Zinc supplementation in children with diarrhoea");
    const id = await create(actors.admin, { title });
    // It has no galley yet: the editor confirms publishing it without one.
    await act(actors.admin, { intent: "publish", articleId: id, confirmed: "no-public-galley" });
    const moved = await save(actors.admin, articleForm(bjps, issueB, { title }), id);
    expect(moved).toMatchObject({ status: 400, data: { fieldErrors: { journalId: M.journalLocked } } });
    const retitled = `${title}: a randomised trial`;
    expect(
      (await save(actors.admin, articleForm(fjphs, issueA, { title: retitled, status: "draft" }), id)).data,
    ).toMatchObject({ ok: true });
    const [row] = await db().select().from(articles).where(eq(articles.id, id));
    expect(row).toMatchObject({ status: "published", title: retitled });
    const [entry] = await db()
      .select()
      .from(sitemapEntries)
      .where(eq(sitemapEntries.url, `/journal/fjphs/article/4/${row!.articleNumber}`));
    expect(entry!.metaTitle).toContain("randomised trial");
  });

  it("deletes a draft with its galley files", async () => {
    const id = await create(actors.admin, { title: uniqueTitle() });
    await uploadGalleyAs(actors.admin, id, GALLEY_FILES.xml());
    const [g] = await db().select().from(articleGalleys).where(eq(articleGalleys.articleId, id));
    const answer = await act(actors.admin, { intent: "delete", articleId: id });
    expect(answer.data).toMatchObject({ ok: true, message: M.deleted });
    expect(await db().select().from(articles).where(eq(articles.id, id))).toEqual([]);
    expect(fs.existsSync(`${platform.services.env.dataDir}/files/${g!.storageKey}`)).toBe(false);
  });
});

describe("an editor of one journal", () => {
  it("manages that journal's articles and finds another journal's nowhere (404)", async () => {
    const own = await create(editorA, { title: uniqueTitle() });
    expect((await detail(editorA, own)).id).toBe(own);
    const other = (await listOf(actors.admin, `?journal=${bjps}`)).rows[0]!.id;
    expect((await list(editorA, `?edit=${other}`)).data).toMatchObject({ editing: null, editMissing: true });
    const act = (fields: Record<string, string>) =>
      post<ArticleActionData>(pageAction, editorA, "/dashboard/articles", fields);
    expect((await act({ intent: "publish", articleId: other })).status).toBe(404);
    expect((await act({ intent: "delete", articleId: other })).status).toBe(404);
    expect((await save(editorA, articleForm(bjps, issueB, { title: uniqueTitle() }), other)).status).toBe(404);
    // Nor may they add one to another journal.
    expect((await save(editorA, articleForm(bjps, issueB, { title: uniqueTitle() }))).status).toBe(403);
    expect((await uploadGalleyAs(editorA, other, GALLEY_FILES.html())).status).toBe(404);
    expect((await extractAs(editorA, other)).status).toBe(404);
  });
});
