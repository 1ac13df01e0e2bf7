// Publishing through the services, on a fresh installation without demo content: an article
// published online first, withdrawn and published again; an issue published with its articles;
// an article created from an accepted submission. What readers get is read back through the public
// services (article page, journal lists, sitemap entries), and the authors' e-mail from the outbox.
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  articleEvents,
  articleGalleys,
  articles,
  mailMessages,
  sitemapEntries,
  submissionEvents,
  submissions,
} from "~/db/schema";
import { onContentChange } from "~/lib/content-changes.server";
import { getArticleGalley, getArticlePage } from "~/modules/articles/articles.public.service.server";
import { listOnlineFirstArticles, listRecentPublishedArticles } from "~/modules/articles/articles.service.server";
import type { CurrentUser } from "~/modules/auth/current-user";
import { getCurrentUser } from "~/modules/auth/session.server";
import { createArticleFromSubmission } from "~/modules/articles/article-from-submission.service.server";
import { PUBLISHING_MESSAGES } from "~/modules/articles/articles.publishing.constants";
import {
  publishArticle,
  publishIssue,
  today,
  withdrawArticle,
} from "~/modules/articles/articles.publishing.service.server";
import { dialogReviewSteps } from "~/modules/reviews/decisions.service.server";
import { updateSubmission } from "~/modules/submissions/submission-edit.service.server";
import { checkEditSubmission } from "~/modules/submissions/submissions.schemas";
import { createArticle, createIssue, journalId } from "../factories/catalogue";
import { createActors, type Actors } from "../helpers/actors";
import { routeArgs } from "../helpers/route-args";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";
import { editForm } from "./authorization-fixtures";
import { load, pdfBytes, post, postSubmission, wizardData } from "./submissions-helpers";
import { issues, jobs } from "~/db/schema";
import { FULL_ISSUE_PDF_JOB, rebuildFullIssuePdf } from "~/modules/issue-pdf/full-issue-pdf.service.server";
import { loader as issuePdfLoader } from "~/routes/resources/issue-pdf";
import { articlePdf, openPdf, pageString } from "../helpers/pdfs";
import { action as submissionAction, loader as submissionLoader } from "~/routes/dashboard/submission";

let platform: TestPlatform;
let actors: Actors;
let fjphs: string;
let ijcpms: string;
let editor: CurrentUser;
let admin: CurrentUser;
let author: CurrentUser;
let otherEditor: CurrentUser;
const db = () => platform.services.database.db;
let changes = 0;

async function userOf(request: Request): Promise<CurrentUser> {
  const user = await getCurrentUser(request);
  if (!user) throw new Error("not signed in");
  return user;
}

beforeAll(async () => {
  platform = await startTestPlatform();
  fjphs = await journalId(db(), "fjphs");
  ijcpms = await journalId(db(), "ijcpms");
  // The editor edits FJPHS only; a second set of actors has an editor of IJCPMS only.
  actors = await createActors(platform, { seeded: true, editorJournalId: fjphs });
  const others = await createActors(platform, { seeded: true, editorJournalId: ijcpms, label: "other" });
  editor = await userOf(actors.editor.request("/"));
  admin = await userOf(actors.admin.request("/"));
  author = await userOf(actors.author.request("/"));
  otherEditor = await userOf(others.editor.request("/"));
  onContentChange(() => changes++);
});
afterAll(() => platform.stop());

const articleRow = async (id: string) => (await db().select().from(articles).where(eq(articles.id, id)))[0]!;
const mailsTo = (to: string) =>
  db().select().from(mailMessages).where(eq(mailMessages.recipient, to)).orderBy(asc(mailMessages.createdAt));
const sitemapHas = async (url: string) =>
  (await db().select().from(sitemapEntries).where(eq(sitemapEntries.url, url))).length === 1;

async function draftIn(issue: { id: string; journalId: string }, title: string, extra = {}) {
  return createArticle(db(), issue, { status: "draft", articleNumber: null, publicationDate: null, title, ...extra }, [
    { name: "Asha Rao", email: `asha.${title.length}@example.org`, affiliation: "Manipal College" },
  ]);
}

describe("publishing an article", () => {
  it("publishes online first: number, date, page, lists, sitemap, e-mail, caches emptied", async () => {
    const issue = await createIssue(db(), {
      journalId: fjphs,
      volumeNumber: 3,
      issueNumber: 1,
      status: "draft",
      publicationDate: null,
    });
    const article = await draftIn(issue, "Stability of reconstituted amoxicillin suspensions in tropical homes");
    const before = changes;

    const published = await publishArticle(editor, article.id);

    const row = await articleRow(article.id);
    expect(row.status).toBe("published");
    expect(row.articleNumber).toBe(published.articleNumber);
    expect(row.publicationDate).toBe(today());
    expect(published.path).toBe(`/journal/fjphs/article/3/${published.articleNumber}`);
    expect(changes).toBe(before + 1);
    // Readers find it although its issue is not published yet.
    const page = await getArticlePage("fjphs", "3", String(published.articleNumber));
    expect(page.article.title).toBe(row.title);
    expect(page.article.issue.isPublished).toBe(false);
    expect((await listRecentPublishedArticles(10)).map((a) => a.id)).toContain(article.id);
    // The journal page's online-first list has it; another journal's does not.
    expect((await listOnlineFirstArticles(fjphs, 10)).map((a) => a.id)).toContain(article.id);
    const bjps = await journalId(db(), "bjps");
    expect((await listOnlineFirstArticles(bjps, 10)).map((a) => a.id)).not.toContain(article.id);
    expect(await sitemapHas(published.path)).toBe(true);
    const authorEmail = `asha.${row.title.length}@example.org`;
    const [mail] = await mailsTo(authorEmail);
    expect(mail?.subject).toBe(`Published: ${row.title}`);
    expect(mail?.text).toContain(`http://journals.test${published.path}`);
    const events = await db().select().from(articleEvents).where(eq(articleEvents.articleId, article.id));
    expect(events.map((e) => e.kind)).toEqual(["published"]);

    // Publishing again changes nothing and sends nothing.
    const again = await publishArticle(editor, article.id);
    expect(again.articleNumber).toBe(published.articleNumber);
    expect(await mailsTo(authorEmail)).toHaveLength(1);
  });

  it("gives numbers in order of publication, after the journal's highest", async () => {
    const issue = await createIssue(db(), { journalId: fjphs, volumeNumber: 3, issueNumber: 2, status: "draft" });
    await createArticle(db(), issue, { articleNumber: 41, title: "An already published article of the journal" });
    const a = await draftIn(issue, "First of two articles published one after the other");
    const b = await draftIn(issue, "Second of two articles published one after the other");
    const first = await publishArticle(admin, a.id);
    const second = await publishArticle(admin, b.id);
    expect(first.articleNumber).toBeGreaterThanOrEqual(42);
    expect(second.articleNumber).toBe(first.articleNumber + 1);
  });

  it("refuses people who may not publish in this journal, and an article without authors", async () => {
    const issue = await createIssue(db(), { journalId: fjphs, volumeNumber: 3, issueNumber: 3, status: "draft" });
    const article = await draftIn(issue, "An article the wrong people try to publish");
    await expect(publishArticle(otherEditor, article.id)).rejects.toMatchObject({ status: 403 });
    await expect(publishArticle(author, article.id)).rejects.toMatchObject({ status: 403 });
    await expect(publishArticle(editor, crypto.randomUUID())).rejects.toMatchObject({ status: 404 });
    const lonely = await createArticle(
      db(),
      issue,
      { status: "draft", articleNumber: null, title: "An article nobody wrote" },
      [],
    );
    await expect(publishArticle(editor, lonely.id)).rejects.toMatchObject({
      status: 409,
      message: PUBLISHING_MESSAGES.needsAuthor,
    });
    expect((await articleRow(article.id)).status).toBe("draft");
    expect((await articleRow(lonely.id)).articleNumber).toBeNull();
  });
});

describe("withdrawing an article", () => {
  it("keeps its number and page, which says why; its files and sitemap entry go; publishing again restores it", async () => {
    const issue = await createIssue(db(), { journalId: fjphs, volumeNumber: 4, issueNumber: 1, status: "published" });
    const article = await draftIn(issue, "Pharmacist-led deprescribing in care homes: a pilot");
    const { storage } = platform.services;
    await storage.put(`galleys/${article.id}/paper`, await pdfBytes("Deprescribing"));
    await db()
      .insert(articleGalleys)
      .values({
        articleId: article.id,
        kind: "pdf",
        fileName: "paper.pdf",
        storageKey: `galleys/${article.id}/paper`,
        mimeType: "application/pdf",
        sizeBytes: 900,
      });
    const published = await publishArticle(editor, article.id);
    const number = String(published.articleNumber);

    await expect(withdrawArticle(editor, article.id, "too short")).rejects.toMatchObject({
      status: 400,
      message: PUBLISHING_MESSAGES.reasonRequired,
    });
    await expect(
      withdrawArticle(otherEditor, article.id, "Duplicate publication of an earlier paper."),
    ).rejects.toMatchObject({
      status: 403,
    });
    await withdrawArticle(editor, article.id, "Duplicate publication of an earlier paper.");

    const row = await articleRow(article.id);
    expect(row.status).toBe("withdrawn");
    expect(row.articleNumber).toBe(published.articleNumber);
    const page = await getArticlePage("fjphs", "4", number);
    expect(page.article.status).toBe("withdrawn");
    expect(page.article.withdrawalReason).toBe("Duplicate publication of an earlier paper.");
    expect(page.galleys).toEqual([]);
    await expect(getArticleGalley("fjphs", "4", number, "pdf")).rejects.toMatchObject({ status: 404 });
    expect(await sitemapHas(published.path)).toBe(false);
    await expect(withdrawArticle(editor, article.id, "Withdrawn a second time, by mistake.")).rejects.toMatchObject({
      status: 409,
    });

    const again = await publishArticle(editor, article.id);
    expect(again.articleNumber).toBe(published.articleNumber);
    expect((await getArticleGalley("fjphs", "4", number, "pdf")).galley.fileName).toBe("paper.pdf");
    const kinds = (await db().select().from(articleEvents).where(eq(articleEvents.articleId, article.id))).map(
      (e) => e.kind,
    );
    expect(kinds).toEqual(["published", "withdrawn", "published"]);
  });
});

describe("publishing an issue", () => {
  it("publishes the issue with its unpublished articles, numbered in table-of-contents order", async () => {
    const issue = await createIssue(db(), {
      journalId: fjphs,
      volumeNumber: 5,
      issueNumber: 1,
      status: "draft",
      publicationDate: "2026-11-01",
    });
    const late = await draftIn(issue, "Second in the table of contents, created first", { pageStart: 20 });
    const early = await draftIn(issue, "First in the table of contents, created second", { pageStart: 1 });

    const result = await publishIssue(editor, issue.id);

    expect(result.publicationDate).toBe("2026-11-01");
    expect(result.articles.map((a) => a.id)).toEqual([early.id, late.id]);
    expect(result.articles[1]!.articleNumber).toBe(result.articles[0]!.articleNumber + 1);
    expect((await articleRow(early.id)).publicationDate).toBe("2026-11-01");
    expect(await sitemapHas("/journal/fjphs/issue/v5-i1")).toBe(true);
  });

  it("dates the articles of an issue dated ahead on the day they go online; the issue keeps its date", async () => {
    const ahead = today(new Date(Date.now() + 25 * 86_400_000));
    const issue = await createIssue(db(), {
      journalId: fjphs,
      volumeNumber: 5,
      issueNumber: 3,
      status: "draft",
      publicationDate: ahead,
    });
    const article = await draftIn(issue, "Online before its issue's cover date");
    const result = await publishIssue(editor, issue.id);
    expect(result.publicationDate).toBe(ahead);
    expect((await articleRow(article.id)).publicationDate).toBe(today());
  });

  it("is all or nothing, and for the issue's editors only", async () => {
    const issue = await createIssue(db(), { journalId: fjphs, volumeNumber: 5, issueNumber: 2, status: "draft" });
    const fine = await draftIn(issue, "A complete article in an issue with an incomplete one");
    await createArticle(db(), issue, { status: "draft", articleNumber: null, title: "No authors yet here" }, []);
    await expect(publishIssue(otherEditor, issue.id)).rejects.toMatchObject({ status: 403 });
    await expect(publishIssue(editor, issue.id)).rejects.toMatchObject({ status: 409 });
    expect((await articleRow(fine.id)).status).toBe("draft");
    expect((await articleRow(fine.id)).articleNumber).toBeNull();
  });
});

describe("creating an article from an accepted submission", () => {
  it("copies the submission and its newest file as a draft galley; publishing marks the submission published", async () => {
    const answer = await postSubmission(actors.author, wizardData(fjphs), {
      name: "final.pdf",
      bytes: await pdfBytes("Final manuscript"),
    });
    expect(answer.status).toBe(201);
    const submissionId = String(answer.json.id);

    await expect(createArticleFromSubmission(editor, submissionId)).rejects.toMatchObject({
      status: 409,
      message: PUBLISHING_MESSAGES.notAccepted,
    });
    const accept = checkEditSubmission(
      JSON.parse(editForm({ status: "accepted", title: "Solid lipid nanoparticles of curcumin" })),
    );
    if (!accept.ok) throw new Error(accept.message);
    await updateSubmission(editor, submissionId, accept.data, dialogReviewSteps);
    await expect(createArticleFromSubmission(author, submissionId)).rejects.toMatchObject({ status: 404 });
    await expect(createArticleFromSubmission(otherEditor, submissionId)).rejects.toMatchObject({ status: 404 });

    await createIssue(db(), { journalId: fjphs, volumeNumber: 6, issueNumber: 1, status: "draft" });
    const { articleId } = await createArticleFromSubmission(editor, submissionId);
    const row = await articleRow(articleId);
    expect(row).toMatchObject({
      status: "draft",
      articleNumber: null,
      submissionId,
      title: "Solid lipid nanoparticles of curcumin",
    });
    expect(row.acceptanceDate).toBe(today());
    const [galley] = await db().select().from(articleGalleys).where(eq(articleGalleys.articleId, articleId));
    expect(galley).toMatchObject({ isPublic: false, label: "Accepted manuscript", kind: "pdf", fileName: "final.pdf" });
    expect(await platform.services.storage.exists(galley!.storageKey)).toBe(true);
    await expect(createArticleFromSubmission(editor, submissionId)).rejects.toMatchObject({
      status: 409,
      message: PUBLISHING_MESSAGES.alreadyHasArticle,
    });

    const published = await publishArticle(editor, articleId);
    const [submission] = await db().select().from(submissions).where(eq(submissions.id, submissionId));
    expect(submission!.status).toBe("published");
    const statusEvents = await db()
      .select()
      .from(submissionEvents)
      .where(and(eq(submissionEvents.submissionId, submissionId), eq(submissionEvents.kind, "status_changed")))
      .orderBy(asc(submissionEvents.createdAt));
    expect(statusEvents.map((e) => (e.detail as { to: string }).to)).toEqual(["accepted", "published"]);
    // The draft galley stays with the editors.
    const page = await getArticlePage("fjphs", "6", String(published.articleNumber));
    expect(page.galleys).toEqual([]);
  });
});

describe("the submission page's 'Create article'", () => {
  it("is offered on an accepted submission to the journal's editors only, and opens the new article", async () => {
    const answer = await postSubmission(
      actors.author,
      wizardData(fjphs, { title: "Curcumin gel for oral mucositis: a pilot" }),
      {
        name: "manuscript.pdf",
        bytes: await pdfBytes("Manuscript"),
      },
    );
    const id = String(answer.json.id);
    const path = `/submission/${id}`;
    type PageData = {
      publication: { canCreateArticle: boolean; article: { id: string } | null; publishedHref: string | null } | null;
    };
    expect((await load<PageData>(submissionLoader, actors.editor, path, { id })).data?.publication).toEqual({
      canCreateArticle: false,
      article: null,
      publishedHref: null,
    });
    expect((await load<PageData>(submissionLoader, actors.author, path, { id })).data?.publication).toBeNull();

    const refused = await post<{ message: string }>(
      submissionAction,
      actors.editor,
      path,
      { intent: "create-article" },
      { id },
    );
    expect(refused.status).toBe(409);
    expect(refused.data?.message).toBe(PUBLISHING_MESSAGES.notAccepted);

    const accept = checkEditSubmission(
      JSON.parse(editForm({ status: "accepted", title: "Curcumin gel for oral mucositis: a pilot" })),
    );
    if (!accept.ok) throw new Error(accept.message);
    await updateSubmission(editor, id, accept.data, dialogReviewSteps);
    expect(
      (await load<PageData>(submissionLoader, actors.editor, path, { id })).data?.publication?.canCreateArticle,
    ).toBe(true);
    const byAuthor = await post(submissionAction, actors.author, path, { intent: "create-article" }, { id });
    expect(byAuthor.status).toBe(404);

    const created = await post(submissionAction, actors.editor, path, { intent: "create-article" }, { id });
    expect(created.status).toBe(302);
    const [article] = await db().select().from(articles).where(eq(articles.submissionId, id));
    expect(created.location).toBe(`/dashboard/articles?edit=${article!.id}`);
    expect((await load<PageData>(submissionLoader, actors.editor, path, { id })).data?.publication).toEqual({
      canCreateArticle: false,
      article: { id: article!.id, status: "draft" },
      publishedHref: null,
    });
    expect((await load<PageData>(submissionLoader, actors.author, path, { id })).data?.publication).toBeNull();

    // Once published, its author is shown where readers find it, as the editors are.
    const issue = await createIssue(db(), { journalId: fjphs, volumeNumber: 8 });
    await db()
      .update(articles)
      .set({ status: "published", issueId: issue.id, articleNumber: 3 })
      .where(eq(articles.id, article!.id));
    expect((await load<PageData>(submissionLoader, actors.author, path, { id })).data?.publication).toEqual({
      canCreateArticle: false,
      article: null,
      publishedHref: "/journal/fjphs/article/8/3",
    });
    expect((await load<PageData>(submissionLoader, actors.editor, path, { id })).data?.publication?.publishedHref).toBe(
      "/journal/fjphs/article/8/3",
    );
  });
});

describe("the full-issue PDF", () => {
  it("is scheduled when the issue is published, built from its articles' PDFs, served, and rebuilt after a withdrawal", async () => {
    const issue = await createIssue(db(), {
      journalId: fjphs,
      volumeNumber: 7,
      issueNumber: 1,
      status: "draft",
      publicationDate: "2026-10-01",
    });
    const { storage } = platform.services;
    const withPdf = async (title: string, pages: number, pageStart: number) => {
      const article = await draftIn(issue, title, { pageStart });
      const key = `galleys/${article.id}/final`;
      await storage.put(key, await articlePdf(title, pages));
      await db().insert(articleGalleys).values({
        articleId: article.id,
        kind: "pdf",
        fileName: "final.pdf",
        storageKey: key,
        mimeType: "application/pdf",
        sizeBytes: 1000,
      });
      return article;
    };
    const first = await withPdf("Opening article of the seventh volume", 3, 1);
    await withPdf("Closing article of the seventh volume", 2, 4);

    await publishIssue(editor, issue.id);
    const queued = await db().select().from(jobs).where(eq(jobs.kind, FULL_ISSUE_PDF_JOB));
    expect(queued.map((j) => (j.payload as { issueId: string }).issueId)).toContain(issue.id);

    // What the background job runs:
    const built = await rebuildFullIssuePdf(db(), issue.id);
    // Cover, one page of contents, then 3 + 2 article pages.
    expect(built?.pageCount).toBe(7);
    const path = "/journal/fjphs/issue/v7-i1/pdf";
    const answer = (await issuePdfLoader(
      routeArgs(actors.visitor.request(path), { shortName: "fjphs", issueId: "v7-i1" }) as never,
    )) as Response;
    expect(answer.headers.get("content-type")).toBe("application/pdf");
    const pdf = await openPdf(new Uint8Array(await answer.arrayBuffer()));
    expect(pdf.numPages).toBe(7);
    expect(await pageString(pdf, 2)).toContain("Opening article of the seventh volume");

    await withdrawArticle(editor, first.id, "Withdrawn at the authors' request after an error in the data.");
    const rebuilt = await rebuildFullIssuePdf(db(), issue.id);
    expect(rebuilt?.pageCount).toBe(4);
    const [row] = await db().select().from(issues).where(eq(issues.id, issue.id));
    expect(row!.fullPdfKey).toMatch(/^issue-pdfs\//);
    expect(row!.fullPdfBytes).toBeGreaterThan(0);
  });

  it("is not served for an issue that has none", async () => {
    await expect(
      issuePdfLoader(
        routeArgs(actors.visitor.request("/journal/fjphs/issue/v3-i1/pdf"), {
          shortName: "fjphs",
          issueId: "v3-i1",
        }) as never,
      ),
    ).rejects.toMatchObject({ init: { status: 404 } });
  });
});
