// DOIs and Crossref deposits through the services, the real HTTP client and the deposit jobs'
// handlers, against a local fake Crossref that validates each file against the 5.4.0 schema and
// answers with submission logs like Crossref's.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Db } from "~/db/client.server";
import {
  articles,
  crossrefBatches,
  crossrefDeposits,
  crossrefSettings,
  jobs,
  journals,
  mailMessages,
  sitemapEntries,
} from "~/db/schema";
import { contentModified } from "~/modules/sitemap/content-date.server";
import { startJobWorker, type JobHandler, type JobRun } from "~/lib/jobs.server";
import { updateArticle } from "~/modules/articles/articles.desk.service.server";
import { checkArticleForm, type ArticleForm } from "~/modules/articles/articles.desk.schemas";
import type { CurrentUser } from "~/modules/auth/current-user";
import { getCurrentUser } from "~/modules/auth/session.server";
import { DoiTable } from "~/modules/crossref/components/doi-table";
import { MAX_ANSWER_TEXT } from "~/modules/crossref/crossref-answer";
import { fetchSubmissionLog, postDeposit } from "~/modules/crossref/crossref-client.server";
import { CROSSREF_MESSAGES } from "~/modules/crossref/crossref.constants";
import {
  crossrefJobHandlers,
  DEPOSIT_JOB,
  depositArticleDoi,
  depositUnregistered,
  findDois,
  generateArticleDoi,
  loadCrossrefSettings,
  runDepositJob,
  runPollJob,
  saveCrossrefSettings,
  testCrossrefConnection,
} from "~/modules/crossref/crossref.service.server";
import { publishArticle } from "~/modules/articles/articles.publishing.service.server";
import { sendDoiFailureReminders } from "~/modules/crossref/doi-failure-notices.server";
import { getDashboardHome } from "~/modules/dashboard/dashboard.service.server";
import { createArticle, createIssue, journalId } from "../factories/catalogue";
import { createActors } from "../helpers/actors";
import { startFakeCrossref, type FakeCrossref } from "../helpers/fake-crossref";
import { waitFor } from "../helpers/smtp-sink";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";
import { articleForm } from "./articles-desk-helpers";

let platform: TestPlatform;
let fake: FakeCrossref;
let fjphs: string;
let ijcpms: string;
let editor: CurrentUser;
let otherEditor: CurrentUser;
let issue: { id: string; journalId: string };
const db = () => platform.services.database.db;

const credentials = {
  username: "test-user",
  passwordAction: "replace" as const,
  password: "test-password",
  depositorName: "FJPHS Editorial Office",
  depositorEmail: "doi@example.org",
  mode: "test" as const,
  suffixPattern: "",
  autoAssignDoi: false,
};

beforeAll(async () => {
  fake = await startFakeCrossref();
  platform = await startTestPlatform({
    env: { CROSSREF_TEST_URL: fake.url, CROSSREF_PRODUCTION_URL: `${fake.url}/x` },
  });
  fjphs = await journalId(db(), "fjphs");
  ijcpms = await journalId(db(), "ijcpms");
  const actors = await createActors(platform, { seeded: true, editorJournalId: fjphs });
  const others = await createActors(platform, { seeded: true, editorJournalId: ijcpms, label: "other" });
  editor = (await getCurrentUser(actors.editor.request("/")))!;
  otherEditor = (await getCurrentUser(others.editor.request("/")))!;
  await db().update(journals).set({ doiPrefix: "10.63101" }).where(eq(journals.id, fjphs));
  issue = (await createIssue(db(), { journalId: fjphs, volumeNumber: 7, issueNumber: 1 }))!;
});
afterAll(async () => {
  await platform?.stop();
  await fake?.close();
});

beforeEach(async () => {
  await db().transaction((tx) => saveCrossrefSettings(tx, fjphs, credentials));
});

const ctx = () => ({ db: db(), attempt: 1, maxAttempts: 8 });
const batchesOf = async (articleId: string) =>
  db()
    .select({ batch: crossrefBatches, deposit: crossrefDeposits })
    .from(crossrefDeposits)
    .innerJoin(crossrefBatches, eq(crossrefBatches.id, crossrefDeposits.batchRef))
    .where(eq(crossrefDeposits.articleId, articleId))
    .orderBy(asc(crossrefBatches.createdAt));
const latestOf = async (articleId: string) => (await batchesOf(articleId)).at(-1)!;

/** Runs the send job, then the poll job, of the article's newest batch. */
async function sendAndPoll(articleId: string) {
  const { batch } = await latestOf(articleId);
  await runDepositJob({ batchRef: batch.id }, ctx());
  await runPollJob({ batchRef: batch.id, polls: 0 }, ctx());
  return latestOf(articleId);
}

const published = (title: string, extra = {}) => createArticle(db(), issue, { title, doi: null, ...extra });

/** The article dialog's form for a published article of the test issue (its status stays published). */
const editForm = (change: Partial<ArticleForm>) =>
  articleForm(fjphs, issue.id, { status: "draft", publicationDate: "2025-03-01", ...change });
const input = (form: ArticleForm) => {
  const checked = checkArticleForm(form);
  if (!checked.ok) throw new Error(checked.message);
  return checked.data;
};

describe("generating DOIs", () => {
  it("gives a saved article a short opaque DOI under the journal's prefix, and keeps it", async () => {
    const article = await published("Generated DOI for a saved article");
    const { doi } = await generateArticleDoi(editor, article.id);
    expect(doi).toMatch(/^10\.63101\/fjphs\.[0-9a-hjkmnp-tv-z]{8}$/);
    expect((await generateArticleDoi(editor, article.id)).doi).toBe(doi);
    // The page's dateModified moved with the DOI, and the sitemap's lastmod with it.
    const [entry] = await db()
      .select({ lastModified: sitemapEntries.lastModified })
      .from(sitemapEntries)
      .where(and(eq(sitemapEntries.sourceId, article.id), eq(sitemapEntries.pageType, "article")));
    const [row] = await db()
      .select({ modified: sql<string>`${contentModified("articles")}` })
      .from(articles)
      .where(eq(articles.id, article.id));
    expect(entry?.lastModified.getTime()).toBe(new Date(row!.modified).getTime());
  });

  it("follows the journal's suffix pattern", async () => {
    await db().transaction((tx) =>
      saveCrossrefSettings(tx, fjphs, { ...credentials, suffixPattern: "{journal}.v{volume}.{random}" }),
    );
    const article = await published("Generated DOI with a journal pattern");
    expect((await generateArticleDoi(editor, article.id)).doi).toMatch(/^10\.63101\/fjphs\.v7\.[0-9a-z]{8}$/);
  });

  it("refuses without a prefix and to an editor of another journal", async () => {
    const otherIssue = (await createIssue(db(), { journalId: ijcpms, volumeNumber: 9 }))!;
    const article = await createArticle(db(), otherIssue, {
      doi: null,
      title: "An article of a journal without prefix",
    });
    await db().update(journals).set({ doiPrefix: null }).where(eq(journals.id, ijcpms));
    await expect(generateArticleDoi(otherEditor, article.id)).rejects.toMatchObject({ status: 409 });
    await expect(generateArticleDoi(editor, article.id)).rejects.toMatchObject({ status: 404 });
  });

  it("assigns a DOI on publication when the journal asks for it", async () => {
    await db().transaction((tx) => saveCrossrefSettings(tx, fjphs, { ...credentials, autoAssignDoi: true }));
    const draft = await published("Auto-assigned DOI on publication", {
      status: "draft",
      articleNumber: null,
      publicationDate: null,
    });
    await publishArticle(editor, draft.id);
    const [row] = await db().select().from(articles).where(eq(articles.id, draft.id));
    expect(row!.doi).toMatch(/^10\.63101\/fjphs\./);
  });
});

describe("Crossref credentials", () => {
  it("are stored encrypted and never shown: the form learns only that a password is set", async () => {
    const [row] = await db().select().from(crossrefSettings).where(eq(crossrefSettings.journalId, fjphs));
    expect(row!.passwordCipher).not.toContain("test-password");
    const view = await loadCrossrefSettings(fjphs, false);
    expect(view).toMatchObject({ username: "test-user", passwordSet: true, mode: "test" });
    expect(JSON.stringify(view)).not.toContain("test-password");
  });

  it("'Test connection' says 'Connection successful', or 'Connection failed' with the reason", async () => {
    expect(await testCrossrefConnection(fjphs)).toEqual({ success: true, message: "Connection successful" });
    await db().transaction((tx) => saveCrossrefSettings(tx, fjphs, { ...credentials, password: "wrong" }));
    expect(await testCrossrefConnection(fjphs)).toMatchObject({
      success: false,
      message: "Connection failed",
      reason: expect.stringMatching(/refused the username or password/),
    });
    await db().transaction((tx) =>
      saveCrossrefSettings(tx, fjphs, { ...credentials, passwordAction: "clear", password: "" }),
    );
    expect((await loadCrossrefSettings(fjphs, false)).passwordSet).toBe(false);
    expect(await testCrossrefConnection(fjphs)).toMatchObject({
      success: false,
      reason: expect.stringMatching(/password/),
    });
  });
});

describe("depositing DOIs", () => {
  it("sends a valid file and records the DOI registered after the poll", async () => {
    const article = await published("A deposit that Crossref registers");
    await generateArticleDoi(editor, article.id);
    await depositArticleDoi(editor, article.id);
    expect((await latestOf(article.id)).deposit.status).toBe("queued");
    const { batch, deposit } = await sendAndPoll(article.id);
    expect(deposit).toMatchObject({ status: "registered", warning: null });
    expect(batch.status).toBe("completed");
    const sent = fake.deposits.find((d) => d.batchId === batch.batchId)!;
    expect(sent.fileName).toBe(`${batch.batchId}.xml`);
    expect(sent.xml).toContain(
      `<resource>http://journals.test/journal/fjphs/article/7/${article.articleNumber}</resource>`,
    );
  });

  it("deposits the print and the online ISSN with their media types, and the publisher as registrant", async () => {
    await db()
      .update(journals)
      .set({ issn: "0000-006X", eissn: "2049-3630", publisher: "Manipal Academic Press" })
      .where(eq(journals.id, fjphs));
    try {
      const article = await published("A deposit with both ISSNs", { doi: "10.63101/fjphs.issn0001" });
      await depositArticleDoi(editor, article.id);
      const { batch } = await sendAndPoll(article.id);
      expect(batch.xml).toContain('<issn media_type="print">0000-006X</issn>');
      expect(batch.xml).toContain('<issn media_type="electronic">2049-3630</issn>');
      expect(batch.xml).toContain("<registrant>Manipal Academic Press</registrant>");
    } finally {
      await db().update(journals).set({ issn: null, eissn: null, publisher: null }).where(eq(journals.id, fjphs));
    }
  });

  it("keeps a warning on a registered DOI, and a failure's own message", async () => {
    const warned = await published("A deposit Crossref registers with a warning", { doi: "10.63101/fjphs.warn0001" });
    const failed = await published("A deposit Crossref refuses", { doi: "10.63101/fjphs.fail0001" });
    fake.setOutcome("10.63101/fjphs.warn0001", { status: "Warning", msg: "Added with conflict: ID 123" });
    fake.setOutcome("10.63101/fjphs.fail0001", { status: "Failure", msg: "Invalid ISSN for this title" });
    await depositArticleDoi(editor, warned.id);
    await depositArticleDoi(editor, failed.id);
    expect((await sendAndPoll(warned.id)).deposit).toMatchObject({
      status: "registered",
      warning: "Added with conflict: ID 123",
    });
    expect((await sendAndPoll(failed.id)).deposit).toMatchObject({
      status: "failed",
      diagnostic: "Invalid ISSN for this title",
    });
    const screen = await findDois(editor, { journalId: fjphs, status: "warning", page: 1 });
    expect(screen.rows.map((r) => r.id)).toContain(warned.id);
    const failures = await findDois(editor, { journalId: fjphs, status: "failed", page: 1 });
    expect(failures.rows.find((r) => r.id === failed.id)?.diagnostic).toBe("Invalid ISSN for this title");
  });

  it("one bad record in a bulk batch never fails its batch-mates", async () => {
    const good = await published("Bulk deposit good record", { doi: "10.63101/fjphs.bulk0001" });
    const bad = await published("Bulk deposit bad record", { doi: "10.63101/fjphs.bulk0002" });
    fake.setOutcome("10.63101/fjphs.bulk0002", { status: "Failure", msg: "Bad contributor name" });
    const queued = await depositUnregistered(editor, fjphs);
    expect(queued.articles).toBeGreaterThanOrEqual(2);
    const { batch } = await latestOf(good.id);
    expect((await latestOf(bad.id)).batch.id).toBe(batch.id);
    await runDepositJob({ batchRef: batch.id }, ctx());
    await runPollJob({ batchRef: batch.id, polls: 0 }, ctx());
    expect((await latestOf(good.id)).deposit.status).toBe("registered");
    expect((await latestOf(bad.id)).deposit).toMatchObject({ status: "failed", diagnostic: "Bad contributor name" });
  });

  it("retries 500 and ExceededConcurrentLimit (503) answers of sends and polls, counting every retry", async () => {
    const article = await published("A deposit sent on the third try", { doi: "10.63101/fjphs.retry001" });
    await depositArticleDoi(editor, article.id);
    const { batch } = await latestOf(article.id);
    fake.troubleNext(1, "500");
    fake.troubleNext(1, "concurrency");
    await expect(runDepositJob({ batchRef: batch.id }, ctx())).rejects.toThrow(/500/);
    // Crossref refuses an account with too many submissions pending: 503, naming the limit.
    await expect(runDepositJob({ batchRef: batch.id }, { ...ctx(), attempt: 2 })).rejects.toThrow(
      /503: .*ExceededConcurrentLimit/,
    );
    await runDepositJob({ batchRef: batch.id }, { ...ctx(), attempt: 3 });
    expect((await latestOf(article.id)).batch.retryCount).toBe(2);
    // The submission log's reads are retried and counted the same way.
    fake.troubleNext(1, "concurrency");
    await expect(runPollJob({ batchRef: batch.id, polls: 0 }, ctx())).rejects.toThrow(/ExceededConcurrentLimit/);
    expect((await latestOf(article.id)).batch).toMatchObject({
      retryCount: 3,
      lastError: expect.stringMatching(/ExceededConcurrentLimit/),
    });
    await runPollJob({ batchRef: batch.id, polls: 0 }, { ...ctx(), attempt: 2 });
    const after = await latestOf(article.id);
    expect(after.batch.retryCount).toBe(3);
    expect(after.deposit.status).toBe("registered");
    const row = (await findDois(editor, { journalId: fjphs, status: "registered", page: 1 })).rows.find(
      (r) => r.id === article.id,
    );
    expect(row?.retryCount).toBe(3);
  });

  it("re-deposits a registered article whose metadata is edited, with a greater timestamp", async () => {
    const article = await published("A registered article edited later", { doi: "10.63101/fjphs.edit0001" });
    await depositArticleDoi(editor, article.id);
    await sendAndPoll(article.id);
    const form = editForm({
      title: "A registered article edited later, with a better title",
      doi: "10.63101/fjphs.edit0001",
      pageStart: "10",
      pageEnd: "18",
    });
    await updateArticle(editor, article.id, input(form));
    const [first, second] = await batchesOf(article.id);
    expect(second!.deposit.status).toBe("queued");
    expect(second!.batch.timestamp).toBeGreaterThan(first!.batch.timestamp);
    const { deposit } = await sendAndPoll(article.id);
    expect(deposit.status).toBe("registered");
    // A deposited DOI is Crossref's record: it cannot be changed.
    await expect(
      updateArticle(editor, article.id, input({ ...form, doi: "10.63101/fjphs.other" })),
    ).rejects.toMatchObject({
      status: 409,
      message: "This DOI has been deposited with Crossref and cannot be changed.",
    });
  });

  it("locks a DOI from the moment its deposit is queued: a file on its way to Crossref keeps its DOI", async () => {
    const article = await published("A DOI locked while its deposit is queued", { doi: "10.63101/fjphs.lock0001" });
    const form = editForm({ title: "A DOI locked while its deposit is queued", doi: "10.63101/fjphs.lock0001" });
    await depositArticleDoi(editor, article.id);
    expect((await latestOf(article.id)).deposit.status).toBe("queued");
    await expect(
      updateArticle(editor, article.id, input({ ...form, doi: "10.63101/fjphs.lock0002" })),
    ).rejects.toMatchObject({ status: 409, message: CROSSREF_MESSAGES.doiLocked });
    // Submitted (sent, its log not read yet): still locked.
    await db().update(crossrefDeposits).set({ status: "submitted" }).where(eq(crossrefDeposits.articleId, article.id));
    await expect(
      updateArticle(editor, article.id, input({ ...form, doi: "10.63101/fjphs.lock0003" })),
    ).rejects.toMatchObject({ status: 409, message: CROSSREF_MESSAGES.doiLocked });
    const [row] = await db().select({ doi: articles.doi }).from(articles).where(eq(articles.id, article.id));
    expect(row!.doi).toBe("10.63101/fjphs.lock0001");
  });

  it("several edits in a row queue one re-deposit, whose file is written with the latest metadata when it is sent", async () => {
    const doi = "10.63101/fjphs.edit0002";
    const article = await published("Edited while in flight, version 0", { doi });
    await depositArticleDoi(editor, article.id);
    await sendAndPoll(article.id);
    const edit = (title: string) => updateArticle(editor, article.id, input(editForm({ title, doi })));
    const titleIn = (xml: string) => /<titles><title>([^<]*)<\/title>/.exec(xml.split("<journal_article")[1]!)?.[1];
    const waitingJobs = async (batchRef: string) =>
      (
        await db()
          .select({ id: jobs.id })
          .from(jobs)
          .where(
            and(
              eq(jobs.kind, DEPOSIT_JOB),
              eq(jobs.status, "queued"),
              sql`${jobs.payload} ->> 'batchRef' = ${batchRef}`,
            ),
          )
      ).length;

    // Three saves while the re-deposit waits for its send job: one batch, one job.
    await edit("Edited while in flight, version 1");
    await edit("Edited while in flight, version 2");
    await edit("Edited while in flight, version 3");
    let all = await batchesOf(article.id);
    expect(all.map((b) => b.deposit.status)).toEqual(["registered", "queued"]);
    expect(await waitingJobs(all[1]!.batch.id)).toBe(1);
    // The file is written when the job runs: the fake receives the last edit's title.
    const received = fake.deposits.length;
    await runDepositJob({ batchRef: all[1]!.batch.id }, ctx());
    expect(titleIn(fake.deposits.at(-1)!.xml)).toBe("Edited while in flight, version 3");
    expect(fake.deposits.length).toBe(received + 1);
    all = await batchesOf(article.id);
    expect(titleIn(all[1]!.batch.xml)).toBe("Edited while in flight, version 3");
    expect(all[1]!.deposit.status).toBe("submitted");

    // The file sent (its log not read yet): an edit needs a file of its own, with a greater timestamp.
    await edit("Edited while in flight, version 4");
    all = await batchesOf(article.id);
    expect(all).toHaveLength(3);
    expect(all[2]!.batch.timestamp).toBeGreaterThan(all[1]!.batch.timestamp);
    await runPollJob({ batchRef: all[1]!.batch.id, polls: 0 }, ctx());

    // A send job a worker has claimed already read the data: an edit then queues another file.
    await db()
      .update(jobs)
      .set({ status: "running" })
      .where(sql`${jobs.payload} ->> 'batchRef' = ${all[2]!.batch.id}`);
    await edit("Edited while in flight, version 5");
    all = await batchesOf(article.id);
    expect(all).toHaveLength(4);
    expect(titleIn(all[3]!.batch.xml)).toBe("Edited while in flight, version 5");

    // Once registered, always re-deposited: even when the newest deposit failed.
    await db()
      .update(crossrefDeposits)
      .set({ status: "failed", diagnostic: "Failure" })
      .where(inArray(crossrefDeposits.batchRef, [all[2]!.batch.id, all[3]!.batch.id]));
    await edit("Edited while in flight, version 6");
    all = await batchesOf(article.id);
    expect(all).toHaveLength(5);
    expect(all[4]!.deposit.status).toBe("queued");
    expect(titleIn(all[4]!.batch.xml)).toBe("Edited while in flight, version 6");
  });

  it("a send that fails on its last attempt for any other reason fails its DOIs with the error, and Retry shows", async () => {
    const article = await published("A deposit whose last attempt meets a broken database", {
      doi: "10.63101/fjphs.last0001",
    });
    await depositArticleDoi(editor, article.id);
    const { batch } = await latestOf(article.id);
    // Only this batch's job runs, and it is on its last attempt.
    const byBatch = sql`${jobs.payload}->>'batchRef' = ${batch.id}`;
    await db()
      .update(jobs)
      .set({ status: "done" })
      .where(and(inArray(jobs.status, ["queued", "running"]), sql`not (${byBatch})`));
    await db().update(jobs).set({ maxAttempts: 1 }).where(byBatch);
    // The database fails under the send job: an error that is not Crossref's.
    const broken = new Proxy(db(), {
      get: (target, key, receiver) =>
        key === "select"
          ? () => {
              throw new Error("Connection terminated unexpectedly");
            }
          : Reflect.get(target, key, receiver),
    }) as Db;
    const handler = crossrefJobHandlers()[DEPOSIT_JOB] as Exclude<JobHandler, JobRun>;
    const worker = startJobWorker(
      { [DEPOSIT_JOB]: { ...handler, run: (payload, jobCtx) => handler.run(payload, { ...jobCtx, db: broken }) } },
      { db: db(), pollIntervalMs: 10 },
    );
    try {
      await waitFor(
        async () => (await db().select().from(jobs).where(byBatch))[0]?.status === "failed",
        10_000,
        "the deposit job to fail",
      );
      await waitFor(async () => (await latestOf(article.id)).deposit.status !== "queued", 5000, "the hook");
    } finally {
      await worker.stop();
    }
    const after = await latestOf(article.id);
    expect(after.batch).toMatchObject({ status: "failed", lastError: "Connection terminated unexpectedly" });
    expect(after.deposit).toMatchObject({ status: "failed", diagnostic: "Connection terminated unexpectedly" });
    const row = (await findDois(editor, { journalId: fjphs, status: "failed", page: 1 })).rows.find(
      (r) => r.id === article.id,
    )!;
    expect(row).toMatchObject({ depositStatus: "failed", diagnostic: "Connection terminated unexpectedly" });
    const Stub = createRoutesStub([
      { path: "/", Component: () => createElement(DoiTable, { rows: [row], action: "/dois", interactive: true }) },
    ]);
    const html = renderToString(createElement(Stub, { initialEntries: ["/"] }));
    expect(html).toContain("Retry");
    expect(html).toContain("Connection terminated unexpectedly");
  });

  it("sends every attempt with a new, larger timestamp: a retry after a lost answer is accepted, a replay is not", async () => {
    const article = await published("A deposit whose answer was lost", { doi: "10.63101/fjphs.stamp001" });
    await depositArticleDoi(editor, article.id);
    const first = await sendAndPoll(article.id);
    expect(first.deposit.status).toBe("registered");
    // The fake keeps Crossref's rule: the file as sent, again under a new batch id, is refused.
    const account = { baseUrl: fake.url, username: credentials.username, password: credentials.password };
    const replayId = `${first.batch.batchId}-replay`;
    await postDeposit(account, `${replayId}.xml`, first.batch.xml.replace(first.batch.batchId, replayId));
    expect(JSON.stringify(await fetchSubmissionLog(account, replayId))).toMatch(
      /less or equal to previously submitted version/,
    );
    // The answer to the first send was lost: the job sends the batch again, with a new timestamp.
    await db().update(crossrefBatches).set({ status: "queued" }).where(eq(crossrefBatches.id, first.batch.id));
    await db().update(crossrefDeposits).set({ status: "queued" }).where(eq(crossrefDeposits.batchRef, first.batch.id));
    const again = await sendAndPoll(article.id);
    expect(again.batch.timestamp).toBeGreaterThan(first.batch.timestamp);
    expect(again.batch.xml).toContain(`<timestamp>${again.batch.timestamp}</timestamp>`);
    expect(again.deposit.status).toBe("registered");
    expect(again.deposit.diagnostic).not.toMatch(/less or equal/);
  });

  it("publishing an article with a DOI deposits it by itself; a registered DOI stays registered when an update fails", async () => {
    const article = await published("Deposited as it is published", {
      doi: "10.63101/fjphs.auto001",
      status: "draft",
      articleNumber: null,
      publicationDate: null,
    });
    await publishArticle(editor, article.id);
    const queued = await latestOf(article.id);
    expect(queued.deposit.status).toBe("queued");
    const registered = await sendAndPoll(article.id);
    expect(registered.deposit.status).toBe("registered");
    // A later deposit of new metadata fails: the screen shows the DOI registered, and the failure apart.
    await depositArticleDoi(editor, article.id);
    const update = await latestOf(article.id);
    await db().update(crossrefBatches).set({ status: "failed" }).where(eq(crossrefBatches.id, update.batch.id));
    await db()
      .update(crossrefDeposits)
      .set({ status: "failed", diagnostic: "Record not processed" })
      .where(eq(crossrefDeposits.batchRef, update.batch.id));
    const row = (await findDois(editor, { journalId: fjphs, status: "registered", page: 1 })).rows.find(
      (r) => r.id === article.id,
    );
    expect(row).toMatchObject({ registered: true, depositStatus: "failed", diagnostic: "Record not processed" });
    const html = renderToString(
      createElement(
        createRoutesStub([
          { path: "/", Component: () => createElement(DoiTable, { rows: [row!], action: "/dois", interactive: true }) },
        ]),
      ),
    );
    expect(html).toContain("Registered");
    expect(html).toContain("Update failed");
    // The dashboard home says so to the journal's editors, and to nobody else.
    const home = await getDashboardHome(editor);
    expect(home.dois?.failed).toBeGreaterThanOrEqual(1);
    const unrelated = await getDashboardHome(otherEditor);
    expect(unrelated.dois?.failed ?? 0).toBe(0);
    // A failure younger than a day is not reminded of; after a day, the journal's editors hear weekly.
    const mailsTo = (to: string) =>
      db()
        .select({ subject: mailMessages.subject, text: mailMessages.text })
        .from(mailMessages)
        .where(and(eq(mailMessages.recipient, to), eq(mailMessages.template, "doi-failures")));
    await sendDoiFailureReminders(new Date());
    expect(await mailsTo(editor.email)).toEqual([]);
    await sendDoiFailureReminders(new Date(Date.now() + 2 * 24 * 60 * 60_000));
    const reminded = await mailsTo(editor.email);
    expect(reminded).toHaveLength(1);
    expect(reminded[0]!.subject).toMatch(/^\d+ DOIs? of .+ failed to register with Crossref$/);
    expect(reminded[0]!.text).toContain("/dashboard/dois?journal=");
    expect(await mailsTo(otherEditor.email)).toEqual([]);
  });

  describe("answers holding a NUL byte or other garbage", () => {
    // Nothing unreadable may reach a stored message: PostgreSQL refuses a NUL in text, which left
    // the DOI without any message (and its job failing again and again).
    // eslint-disable-next-line no-control-regex -- control characters are what it looks for
    const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
    const expectReadable = (text: string | null | undefined) => {
      expect(text).toBeTruthy();
      expect(text).not.toMatch(CONTROL);
      expect(text!.length).toBeLessThanOrEqual(MAX_ANSWER_TEXT);
    };
    /** The DOI screen's row of the article, rendered: its message and whether it offers Retry. */
    const screenOf = async (articleId: string) => {
      const row = (await findDois(editor, { journalId: fjphs, status: "failed", page: 1 })).rows.find(
        (r) => r.id === articleId,
      )!;
      const Stub = createRoutesStub([
        { path: "/", Component: () => createElement(DoiTable, { rows: [row], action: "/dois", interactive: true }) },
      ]);
      return { row, html: renderToString(createElement(Stub, { initialEntries: ["/"] })) };
    };
    /** The next request to Crossref gets this answer: garbage the fake never sends by itself. */
    const answerNextRequest = (body: string, status: number) =>
      vi.spyOn(globalThis, "fetch").mockImplementationOnce(async () => new Response(body, { status }));
    afterEach(() => {
      vi.restoreAllMocks();
    });

    it("a submission log's messages are stored readable and bounded; a failure keeps its Retry", async () => {
      const failed = await published("A deposit whose log message is garbage", { doi: "10.63101/fjphs.nul00001" });
      const warned = await published("A deposit whose log warning is garbage", { doi: "10.63101/fjphs.nul00002" });
      fake.setOutcome("10.63101/fjphs.nul00001", {
        status: "Failure",
        msg: `Invalid\u0000 ISSN\u0007\u001b[0m\r\n${"\u0000".repeat(50)}${"z".repeat(50_000)}`,
      });
      fake.setOutcome("10.63101/fjphs.nul00002", { status: "Warning", msg: "\u0000\u0001\u0002\u0000" });
      await depositArticleDoi(editor, failed.id);
      await depositArticleDoi(editor, warned.id);

      const { deposit, batch } = await sendAndPoll(failed.id);
      expect(batch.status).toBe("completed");
      expect(deposit.status).toBe("failed");
      expectReadable(deposit.diagnostic);
      expect(deposit.diagnostic).toMatch(/^Invalid ISSN \[0m z+…$/);
      const { html } = await screenOf(failed.id);
      expect(html).toContain("Retry");
      expect(html).toContain("Invalid ISSN [0m zzz");
      // Nothing readable at all: the warning is still said to be one.
      expect((await sendAndPoll(warned.id)).deposit).toMatchObject({ status: "registered", warning: "Warning" });
    });

    it("a deposit answer is a readable error: retried with it, then failed with it, and Retry shows", async () => {
      const article = await published("A deposit Crossref answers with garbage", { doi: "10.63101/fjphs.nul00003" });
      await depositArticleDoi(editor, article.id);
      const { batch } = await latestOf(article.id);
      const page = `<html>\u0000<h1>503\u0000 Service\u0007 Unavailable</h1>${"\u0000".repeat(999)}${"q".repeat(200_000)}</html>`;
      answerNextRequest(page, 503);
      const transient = await runDepositJob({ batchRef: batch.id }, ctx()).catch((error: Error) => error);
      // The job's own error (which the jobs table stores) is readable too.
      expect((transient as Error).message).toMatch(/^Crossref answered 503: 503 Service Unavailable q+…$/);
      expect((transient as Error).message).not.toMatch(CONTROL);
      const retried = await latestOf(article.id);
      expect(retried.batch.retryCount).toBe(1);
      expectReadable(retried.batch.lastError);
      expect(retried.deposit.status).toBe("queued");

      // The last attempt: an answer with nothing readable in it still fails the DOI with words.
      answerNextRequest("\u0000\u0000\u0001\u0000", 200);
      await runDepositJob({ batchRef: batch.id }, { ...ctx(), attempt: ctx().maxAttempts });
      const after = await latestOf(article.id);
      expect(after.batch.status).toBe("failed");
      expect(after.deposit).toMatchObject({
        status: "failed",
        diagnostic: "Crossref did not accept the file: no readable text",
      });
      const { row, html } = await screenOf(article.id);
      expect(row.diagnostic).toBe("Crossref did not accept the file: no readable text");
      expect(html).toContain("Retry");
    });
  });

  it("refuses unpublished articles and articles without a DOI", async () => {
    const draft = await published("A draft cannot be deposited yet", {
      status: "draft",
      articleNumber: null,
      publicationDate: null,
      doi: "10.63101/fjphs.draft001",
    });
    await expect(depositArticleDoi(editor, draft.id)).rejects.toMatchObject({ status: 409 });
    const noDoi = await published("A published article without a DOI");
    await expect(depositArticleDoi(editor, noDoi.id)).rejects.toMatchObject({ status: 409 });
    await expect(depositArticleDoi(otherEditor, noDoi.id)).rejects.toMatchObject({ status: 404 });
  });
});
