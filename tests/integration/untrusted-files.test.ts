// Uploaded files are parsed in the sandbox, once, when they are stored (ADR 049): a decompression
// bomb uploaded as a manuscript or a galley is abandoned within the sandbox's limits, the server
// neither grows nor stalls, and the editor reads why; what a file says of itself is kept on its
// row, so the Reviews and Files tabs never parse it again.
import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { articleGalleys, journalSettings, submissionFiles } from "~/db/schema";
import { PermanentJobError, type JobContext } from "~/lib/jobs.server";
import { FULL_ISSUE_PDF_JOB, fullIssuePdfJobHandlers } from "~/modules/issue-pdf/full-issue-pdf.service.server";
import { DEFAULT_JOURNAL_SETTINGS } from "~/modules/journal-settings/journal-settings.defaults";
import type { ReviewsTabData } from "~/modules/reviews/reviews.types";
import type { SubmissionFileView } from "~/modules/submission-files/submission-files.types";
import * as submissionPage from "~/routes/dashboard/submission";
import { createArticle, createIssue } from "../factories/catalogue";
import { decompressionBombPdf, objectStreamBombPdf } from "../factories/decompression-bomb";
import { watchThisProcess } from "../helpers/server-watch";
import { extractAs, uploadGalleyAs } from "./articles-desk-helpers";
import { insertSubmission, uploadFile, type Answer } from "./submission-files-helpers";
import { load, postSubmission, submissionsWorld, wizardData } from "./submissions-helpers";

const TOO_LARGE = "The file could not be read: it is too large when decompressed";
const MB = 1024 * 1024;

const world = submissionsWorld();
const db = () => world.db();
const a = () => world.actors;

const bomb = decompressionBombPdf();

beforeAll(async () => {
  const values = {
    journalId: world.fjphs,
    editorialWorkflow: { ...DEFAULT_JOURNAL_SETTINGS.editorialWorkflow, reviewType: "double-blind" as const },
  };
  await db()
    .insert(journalSettings)
    .values(values)
    .onConflictDoUpdate({ target: journalSettings.journalId, set: values });
});

async function pdfByAuthor(author: string): Promise<Uint8Array<ArrayBuffer>> {
  const doc = await PDFDocument.create();
  doc.addPage();
  doc.setAuthor(author);
  return new Uint8Array(await doc.save());
}

const fileOf = (answer: Answer) => (answer.json as { file: SubmissionFileView }).file;

async function rowOf(fileId: string) {
  const [row] = await db().select().from(submissionFiles).where(eq(submissionFiles.id, fileId));
  return row!;
}

async function reviewsTab(submissionId: string) {
  const started = performance.now();
  const answer = await load<{ tab: { data: ReviewsTabData } }>(
    submissionPage.loader,
    a().editor,
    `/submission/${submissionId}?tab=reviews`,
    { id: submissionId },
  );
  const data = answer.data!.tab.data;
  if (data.mode !== "editor") throw new Error("the editor got the author's tab");
  return { data, ms: performance.now() - started };
}

async function filesTab(submissionId: string) {
  const answer = await load<{ tab: { files: SubmissionFileView[] } }>(
    submissionPage.loader,
    a().editor,
    `/submission/${submissionId}?tab=files`,
    { id: submissionId },
  );
  return answer.data!.tab.files;
}

describe("a decompression bomb uploaded as a manuscript", () => {
  it("is abandoned at upload within the limits, and the Reviews and Files tabs tell the editor why at once", async () => {
    const submissionId = await insertSubmission(db(), a().author.userId!);
    const watch = watchThisProcess();
    const upload = await uploadFile(a().author, submissionId, { name: "manuscript.pdf", bytes: bomb });
    const { grewByBytes, longestGapMs } = watch.stop();
    expect(upload.status).toBe(201);
    expect(fileOf(upload).readError).toBe(TOO_LARGE);
    expect(grewByBytes).toBeLessThan(300 * MB);
    expect(longestGapMs).toBeLessThan(1_000);

    const row = await rowOf(fileOf(upload).id);
    expect(row).toMatchObject({ propertiesError: TOO_LARGE, pdfInfoAuthor: "Ada Author" });
    expect(row.propertiesCheckedAt).toBeInstanceOf(Date);

    // Read from the row: no parse, so no wait for a sandbox to start and give up again.
    const { data, ms } = await reviewsTab(submissionId);
    expect(ms).toBeLessThan(1_000);
    expect(data.unreadableFiles).toEqual([{ fileName: "manuscript.pdf", message: TOO_LARGE }]);
    expect(data.metadataWarnings).toEqual([{ fileName: "manuscript.pdf", infoAuthor: "Ada Author" }]);
    expect((await filesTab(submissionId)).map((f) => [f.fileName, f.readError])).toEqual([
      ["manuscript.pdf", TOO_LARGE],
    ]);
  });

  it("sent with the submission wizard, is read the same way", async () => {
    const answer = await postSubmission(a().author, wizardData(world.fjphs), { name: "paper.pdf", bytes: bomb });
    expect(answer.status).toBe(201);
    const submissionId = String(answer.json.id);
    expect((await filesTab(submissionId)).map((f) => f.readError)).toEqual([TOO_LARGE]);
  });
});

describe("what a PDF says of itself", () => {
  it("is read once, at upload: the Reviews tab warns of its Info author without opening the file", async () => {
    const submissionId = await insertSubmission(db(), a().author.userId!);
    const upload = await uploadFile(a().author, submissionId, {
      name: "blinded.pdf",
      bytes: await pdfByAuthor("Grace Hopper"),
    });
    expect(fileOf(upload).readError).toBeNull();
    // Gone from storage: a tab that opened it would find nothing to warn of.
    await world.platform.services.storage.delete((await rowOf(fileOf(upload).id)).storageKey);
    const { data } = await reviewsTab(submissionId);
    expect(data.metadataWarnings).toEqual([{ fileName: "blinded.pdf", infoAuthor: "Grace Hopper" }]);
    expect(data.unreadableFiles).toEqual([]);
  });

  it("of a file stored before it was kept, is read the first time the Reviews tab needs it, then kept", async () => {
    const submissionId = await insertSubmission(db(), a().author.userId!);
    const upload = await uploadFile(a().author, submissionId, {
      name: "older.pdf",
      bytes: await pdfByAuthor("Alan Turing"),
    });
    const fileId = fileOf(upload).id;
    // As migration 0029 left the files already stored.
    await db()
      .update(submissionFiles)
      .set({ pdfInfoAuthor: null, propertiesCheckedAt: null, propertiesError: null })
      .where(eq(submissionFiles.id, fileId));

    expect((await reviewsTab(submissionId)).data.metadataWarnings).toEqual([
      { fileName: "older.pdf", infoAuthor: "Alan Turing" },
    ]);
    const row = await rowOf(fileId);
    expect(row.pdfInfoAuthor).toBe("Alan Turing");
    expect(row.propertiesCheckedAt).toBeInstanceOf(Date);
    await world.platform.services.storage.delete(row.storageKey);
    expect((await reviewsTab(submissionId)).data.metadataWarnings).toEqual([
      { fileName: "older.pdf", infoAuthor: "Alan Turing" },
    ]);
  });
});

describe("a decompression bomb as a galley", () => {
  it("answers 'Extract metadata' with 422 and the reason, within the limits", async () => {
    const issue = await createIssue(db(), { journalId: world.fjphs, volumeNumber: 7, issueNumber: 1 });
    const article = await createArticle(db(), { id: issue.id, journalId: world.fjphs }, { title: "Bomb galley" });
    const uploaded = await uploadGalleyAs(a().admin, article.id, { name: "bomb.pdf", bytes: bomb });
    expect(uploaded.status).toBe(201);
    const galleyId = (uploaded.json as { galley: { id: string } }).galley.id;

    const watch = watchThisProcess();
    const started = performance.now();
    const answer = await extractAs(a().admin, article.id, { galleyId });
    const { grewByBytes, longestGapMs } = watch.stop();
    expect(answer).toMatchObject({ status: 422, json: { message: TOO_LARGE } });
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(grewByBytes).toBeLessThan(300 * MB);
    expect(longestGapMs).toBeLessThan(1_000);
  });
});

describe("a decompression bomb in a published issue", () => {
  it("abandons the full-issue PDF's build in the sandbox: the job fails once, with the reason", async () => {
    const issue = await createIssue(db(), {
      journalId: world.fjphs,
      volumeNumber: 8,
      issueNumber: 1,
      status: "published",
      publicationDate: "2026-10-01",
    });
    const article = await createArticle(
      db(),
      { id: issue.id, journalId: world.fjphs },
      { title: "An article whose galley holds an object stream bomb", status: "published", articleNumber: 801 },
    );
    // pdf-lib inflates a PDF's object streams whole as it loads the file.
    const key = `galleys/${article.id}/bomb`;
    await world.platform.services.storage.put(key, objectStreamBombPdf());
    await db().insert(articleGalleys).values({
      articleId: article.id,
      kind: "pdf",
      fileName: "bomb.pdf",
      storageKey: key,
      mimeType: "application/pdf",
      sizeBytes: 1_000_000,
    });

    const build = fullIssuePdfJobHandlers()[FULL_ISSUE_PDF_JOB] as (payload: object, ctx: JobContext) => Promise<void>;
    const watch = watchThisProcess();
    const failed = build({ issueId: issue.id }, { db: db() } as JobContext);
    await expect(failed).rejects.toBeInstanceOf(PermanentJobError);
    await expect(failed).rejects.toThrow(TOO_LARGE);
    const { grewByBytes, longestGapMs } = watch.stop();
    expect(grewByBytes).toBeLessThan(300 * MB);
    expect(longestGapMs).toBeLessThan(1_000);
  }, 60_000);
});
