// Article versions (issue 38, ADR 066): an editor starts a new version of a published article with
// a note; the article as it read is kept at …/version/{n} with copies of its files, the article
// goes on at its address and DOI as the next version (its page lists the history), and its DOI is
// deposited again with the version in the file.
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articleGalleys, articles, articleVersions, crossrefBatches, crossrefDeposits, journals } from "~/db/schema";
import type { ArticleActionData } from "~/modules/articles/articles.desk.types";
import { VERSION_MESSAGES } from "~/modules/articles/articles.versions.service.server";
import { getCurrentUser } from "~/modules/auth/session.server";
import { depositArticleDoi, saveCrossrefSettings } from "~/modules/crossref/crossref.service.server";
import { action as articlesAction } from "~/routes/dashboard/articles";
import { loader as versionFileLoader } from "~/routes/resources/article-version-file";
import { loader as versionLoader } from "~/routes/public/article-version";
import { createHttpApp } from "../../server/http-app";
import { createArticle, createIssue, journalId } from "../factories/catalogue";
import { createActors, type Actors } from "../helpers/actors";
import { crossrefSchemaError } from "../helpers/crossref-xsd";
import { pageRouteBuild } from "../helpers/page-route-build";
import { articlePdf } from "../helpers/pdfs";
import { routeArgs } from "../helpers/route-args";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";
import { callAction } from "./users-helpers";

let platform: TestPlatform;
let actors: Actors;
let article: Awaited<ReturnType<typeof createArticle>>;
let pdfBytes: Uint8Array;
const db = () => platform.services.database.db;
const app = createHttpApp(async () => pageRouteBuild(), "production");
const PATH = "/journal/fjphs/article/8/801";
const params = { shortName: "fjphs", volume: "8", articleNumber: "801" };

beforeAll(async () => {
  platform = await startTestPlatform();
  const fjphs = await journalId(db(), "fjphs");
  actors = await createActors(platform, { seeded: true, editorJournalId: fjphs, label: "versions" });
  await db().update(journals).set({ doiPrefix: "10.63101" }).where(eq(journals.id, fjphs));
  await db().transaction((tx) =>
    saveCrossrefSettings(tx, fjphs, {
      username: "test-user",
      passwordAction: "replace",
      password: "test-password",
      depositorName: "FJPHS Editorial Office",
      depositorEmail: "doi@example.org",
      mode: "test",
      suffixPattern: "",
      autoAssignDoi: false,
    }),
  );
  const issue = await createIssue(db(), { journalId: fjphs, volumeNumber: 8, issueNumber: 1 });
  article = await createArticle(db(), issue, {
    articleNumber: 801,
    doi: "10.63101/fjphs.vers801",
    title: "Zinc supplementation in children with diarrhoea",
  });
  pdfBytes = await articlePdf("Zinc supplementation", 1);
  const key = `galleys/${article.id}/article.pdf`;
  await platform.services.storage.put(key, pdfBytes);
  await db().insert(articleGalleys).values({
    articleId: article.id,
    kind: "pdf",
    fileName: "article.pdf",
    storageKey: key,
    mimeType: "application/pdf",
    sizeBytes: pdfBytes.byteLength,
  });
  // Deposited and registered before the revision.
  const editor = (await getCurrentUser(actors.editor.request("/")))!;
  await depositArticleDoi(editor, article.id);
  await db().update(crossrefBatches).set({ status: "completed" });
  await db().update(crossrefDeposits).set({ status: "registered" });
});
afterAll(() => platform.stop());

const newVersion = (fields: Record<string, string>, actor = actors.editor) =>
  callAction<ArticleActionData>(articlesAction, actor, "/dashboard/articles", { intent: "new-version", ...fields });

describe("a new version of a published article", () => {
  it("is refused without a note and to those who do not manage the journal, changing nothing", async () => {
    expect(await newVersion({ articleId: article.id, note: "short" })).toMatchObject({
      status: 400,
      data: { message: VERSION_MESSAGES.noteRequired },
    });
    expect((await newVersion({ articleId: article.id, note: "A long enough note." }, actors.author)).status).toBe(403);
    expect(await db().select().from(articleVersions)).toEqual([]);
  });

  it("keeps the article as it read at …/version/1 with its file, and goes on as version 2 at the same DOI", async () => {
    const answer = await newVersion({ articleId: article.id, note: "Units of Table 2 corrected; the PDF replaced." });
    expect(answer.data).toMatchObject({ ok: true });
    const [row] = await db().select().from(articles).where(eq(articles.id, article.id));
    expect(row).toMatchObject({
      version: 2,
      versionNote: "Units of Table 2 corrected; the PDF replaced.",
      doi: article.doi,
    });
    const [kept] = await db().select().from(articleVersions).where(eq(articleVersions.articleId, article.id));
    expect(kept).toMatchObject({ version: 1, title: "Zinc supplementation in children with diarrhoea" });
    expect(kept!.galleys[0]!.storageKey).toMatch(new RegExp(`^article-versions/${article.id}/1/`));

    // The DOI is deposited again, the file carrying the new version, valid against Crossref 5.4.0.
    const [batch] = await db().select().from(crossrefBatches).orderBy(desc(crossrefBatches.createdAt)).limit(1);
    expect(batch!.status).toBe("queued");
    expect(crossrefSchemaError(batch!.xml)).toBeNull();
    expect(batch!.xml).toContain(
      "<version_info><version>2</version><description>Units of Table 2 corrected; the PDF replaced.</description></version_info>",
    );

    // The editor then edits the article and replaces its PDF: version 1 keeps what it had.
    await db()
      .update(articles)
      .set({ title: "Zinc supplementation in children with acute diarrhoea" })
      .where(eq(articles.id, article.id));
    await platform.services.storage.delete(`galleys/${article.id}/article.pdf`);

    const page = await (await app.request(`http://journals.test${PATH}`)).text();
    expect(page).toContain("Zinc supplementation in children with acute diarrhoea");
    expect(page).toContain("Version 2 (current)");
    expect(page).toContain(`href="${PATH}/version/1"`);
    expect(page).toContain('"version":"2"');

    const version = (await versionLoader(
      routeArgs(new Request(`http://journals.test${PATH}/version/1`), { ...params, version: "1" }) as never,
    )) as {
      version: { title: string; galleys: { index: number }[] };
      noindex: boolean;
    };
    expect(version.version.title).toBe("Zinc supplementation in children with diarrhoea");
    expect(version.noindex).toBe(true);
    const file = (await versionFileLoader(
      routeArgs(new Request(`http://journals.test${PATH}/version/1/file/0`), {
        ...params,
        version: "1",
        file: "0",
      }) as never,
    )) as Response;
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdfBytes);

    // The current version and anything else are not earlier versions.
    for (const v of ["2", "3", "0", "x"]) {
      await expect(
        versionLoader(
          routeArgs(new Request(`http://journals.test${PATH}/version/${v}`), { ...params, version: v }) as never,
        ),
      ).rejects.toMatchObject({ init: { status: 404 } });
    }
  });
});
