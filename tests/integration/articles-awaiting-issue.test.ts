// A new journal accepts before it makes issues (issue 38): 'Create article' on an accepted
// submission makes the article anyway, awaiting its issue; the desk lists and opens it; publishing
// it is refused with the reason until it has an issue; the database refuses a public article
// without one. Moved to another issue later, its old address redirects. Through the pages' loaders
// and actions.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { articles, issues } from "~/db/schema";
import type { ArticleDetail, ArticleListPage } from "~/modules/articles/articles.desk.types";
import { ARTICLE_MESSAGES } from "~/modules/articles/articles.desk.constants";
import { PUBLISHING_MESSAGES } from "~/modules/articles/articles.publishing.constants";
import { publishArticle } from "~/modules/articles/articles.publishing.service.server";
import { getCurrentUser } from "~/modules/auth/session.server";
import * as articlesDesk from "~/routes/dashboard/articles";
import * as articlePage from "~/routes/public/article";
import * as submissionPage from "~/routes/dashboard/submission";
import { createIssue, journalId } from "../factories/catalogue";
import { editForm } from "./authorization-fixtures";
import { load, pdfBytes, post, postSubmission, submissionsWorld, wizardData } from "./submissions-helpers";

const world = submissionsWorld();
const db = () => world.db();

describe("an article made before its journal has an issue", () => {
  it("is created awaiting one, listed and opened by the desk, and published only once it has one", async () => {
    const ijebr = await journalId(db(), "ijebr");
    expect(await db().select().from(issues).where(eq(issues.journalId, ijebr))).toEqual([]);
    const answer = await postSubmission(world.actors.author, wizardData(ijebr), {
      name: "final.pdf",
      bytes: new Uint8Array(await pdfBytes("Final")),
    });
    expect(answer.status).toBe(201);
    const id = String(answer.json.id);
    const path = `/submission/${id}`;
    const accepted = await post(
      submissionPage.action,
      world.actors.editor,
      path,
      { intent: "update", data: editForm({ status: "accepted", title: "Solid lipid nanoparticles of curcumin" }) },
      { id },
    );
    expect(accepted.status).toBe(200);

    const created = await post(submissionPage.action, world.actors.editor, path, { intent: "create-article" }, { id });
    expect(created.status).toBe(302);
    const [article] = await db().select().from(articles).where(eq(articles.submissionId, id));
    expect(article).toMatchObject({ issueId: null, status: "draft", journalId: ijebr });
    expect(created.location).toBe(`/dashboard/articles?edit=${article!.id}`);

    const desk = await load<ArticleListPage & { editing: ArticleDetail | null }>(
      articlesDesk.loader,
      world.actors.editor,
      created.location!,
    );
    expect(desk.data!.rows.find((r) => r.id === article!.id)?.issueLabel).toBe("Awaiting an issue");
    expect(desk.data!.editing).toMatchObject({ id: article!.id, form: { issueId: "", journalId: ijebr } });

    // The dialog saves the draft as it waits; it may not become 'submitted' without an issue.
    const form = {
      ...desk.data!.editing!.form,
      abstract:
        "Curcumin was loaded into solid lipid nanoparticles by hot homogenisation; size, entrapment and release were measured over four weeks.",
    };
    const save = (data: object) =>
      post<{ ok: boolean; fieldErrors?: Record<string, string> }>(
        articlesDesk.action,
        world.actors.editor,
        "/dashboard/articles",
        { intent: "update", articleId: article!.id, data: JSON.stringify(data) },
      );
    const waiting = await save({ ...form, pageStart: "12", pageEnd: "19" });
    expect(waiting.data).toMatchObject({ ok: true });
    expect(waiting.status).toBe(200);
    const submitted = await save({ ...form, status: "submitted" });
    expect(submitted.status).toBe(400);
    expect(submitted.data?.fieldErrors?.issueId).toBe(ARTICLE_MESSAGES.issueRequired);
    expect((await db().select().from(articles).where(eq(articles.id, article!.id)))[0]).toMatchObject({
      issueId: null,
      status: "draft",
      pageStart: 12,
    });

    const editor = (await getCurrentUser(world.actors.editor.request("/")))!;
    await expect(publishArticle(editor, article!.id)).rejects.toMatchObject({
      status: 409,
      message: PUBLISHING_MESSAGES.needsIssue,
    });
    const author = (await getCurrentUser(world.actors.author.request("/")))!;
    await expect(publishArticle(author, article!.id)).rejects.toMatchObject({ status: 403 });
    // The database holds the rule too: no public article without an issue.
    await expect(
      db().update(articles).set({ status: "published", articleNumber: 1 }).where(eq(articles.id, article!.id)),
    ).rejects.toThrow();

    const issue = await createIssue(db(), { journalId: ijebr, volumeNumber: 1, issueNumber: 1, status: "draft" });
    expect((await save({ ...form, issueId: issue.id })).status).toBe(200);
    const published = await publishArticle(editor, article!.id);
    expect(published.path).toMatch(/^\/journal\/ijebr\/article\/1\/\d+$/);

    // Moved to another issue later, it keeps its old address as a permanent redirect.
    const volume2 = await createIssue(db(), { journalId: ijebr, volumeNumber: 2, issueNumber: 1, status: "draft" });
    await db().update(articles).set({ issueId: volume2.id }).where(eq(articles.id, article!.id));
    const number = published.path.split("/").at(-1)!;
    const old = await load(articlePage.loader, world.actors.visitor, published.path, {
      shortName: "ijebr",
      volume: "1",
      articleNumber: number,
    });
    expect(old).toMatchObject({ status: 301, location: `/journal/ijebr/article/2/${number}` });
    const unknown = await load(articlePage.loader, world.actors.visitor, "/journal/ijebr/article/1/999999", {
      shortName: "ijebr",
      volume: "1",
      articleNumber: "999999",
    });
    expect(unknown.status).toBe(404);
  });

  it("shows the refusal of 'Create article' on the submission page", async () => {
    const answer = await postSubmission(world.actors.author, wizardData(world.fjphs, { title: "Not yet accepted" }), {
      name: "m.pdf",
      bytes: new Uint8Array(await pdfBytes("M")),
    });
    const id = String(answer.json.id);
    const refused = await post<{ intent: string; ok: boolean; message: string }>(
      submissionPage.action,
      world.actors.editor,
      `/submission/${id}`,
      { intent: "create-article" },
      { id },
    );
    expect(refused.status).toBe(409);
    // The intent comes back, so that the page shows the message beside the button.
    expect(refused.data).toMatchObject({
      intent: "create-article",
      ok: false,
      message: PUBLISHING_MESSAGES.notAccepted,
    });
  });
});
