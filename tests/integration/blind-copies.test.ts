// Reviewers under double-blind review download each file without the document properties that
// name its authors (ADR 054), checked on the bytes the download link serves, inflated: a PDF's
// Info, XMP and comments, a DOCX's and an ODT's properties and comments. Single-blind reviewers
// get the file as uploaded. A file whose copy could not be made (a decompression bomb) is refused
// to the reviewer and its editors are told on the Reviews tab; a file stored before the copies
// existed gets its copy on first download.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { journalSettings, submissionFiles } from "~/db/schema";
import { DEFAULT_JOURNAL_SETTINGS } from "~/modules/journal-settings/journal-settings.defaults";
import { sweepOrphanFiles } from "~/modules/submission-files/storage-sweep.server";
import type { ReviewsTabData } from "~/modules/reviews/reviews.types";
import type { SubmissionFileView } from "~/modules/submission-files/submission-files.types";
import * as submissionPage from "~/routes/dashboard/submission";
import * as reviewFile from "~/routes/resources/review-file";
import { decompressionBombPdf } from "../factories/decompression-bomb";
import { docxNaming, odtNaming, pdfNaming, pdfText, unzippedText } from "../factories/named-documents";
import { createApiApp } from "../helpers/actors";
import { openPdf } from "../helpers/pdfs";
import { acceptedReviewer as acceptReview } from "./review-helpers";
import { deleteFile, insertSubmission, storedBytes, uploadFile, type Answer } from "./submission-files-helpers";
import { load, submissionsWorld } from "./submissions-helpers";

const NAME = "Asha Author";
const TOO_LARGE = "The file could not be read: it is too large when decompressed";

const world = submissionsWorld();
const db = () => world.db();
const a = () => world.actors;

type ReviewType = "single-blind" | "double-blind";

async function setReviewType(reviewType: ReviewType) {
  const values = {
    journalId: world.fjphs,
    editorialWorkflow: { ...DEFAULT_JOURNAL_SETTINGS.editorialWorkflow, reviewType },
    submissionGuidelines: { allowedFormats: ["pdf", "doc", "docx", "odt"], maxFileSize: 50 } as never,
  };
  await db()
    .insert(journalSettings)
    .values(values)
    .onConflictDoUpdate({ target: journalSettings.journalId, set: values });
}

beforeAll(() => setReviewType("double-blind"));

const fileOf = (answer: Answer) => (answer.json as { file: SubmissionFileView }).file;

/** A submission of the author with `files` uploaded on its Files tab; its id and the files' ids. */
async function submissionWith(...files: { name: string; bytes: Uint8Array<ArrayBuffer> }[]) {
  const submissionId = await insertSubmission(db(), a().author.userId!);
  const ids: string[] = [];
  for (const file of files) {
    const upload = await uploadFile(a().author, submissionId, file);
    expect(upload.status, file.name).toBe(201);
    ids.push(fileOf(upload).id);
  }
  return { submissionId, ids };
}

/** The editor invites the suite's reviewer, who accepts through the e-mailed link; the assignment's id. */
const acceptedReviewer = (submissionId: string) =>
  acceptReview(world.platform.services, submissionId, a().editor, a().reviewer);

/** What the reviewer's download serves: GET /review/:id/files/:fileId, then the signed link it redirects to. */
async function reviewerDownload(assignmentId: string, fileId: string) {
  const path = `/review/${assignmentId}/files/${fileId}`;
  const answer = await load<{ message: string }>(reviewFile.loader, a().reviewer, path, { assignmentId, fileId });
  if (answer.status !== 302) return { status: answer.status, bytes: null };
  const served = await createApiApp().request(`${world.platform.services.env.publicUrl}${answer.location}`);
  expect(served.status).toBe(200);
  return { status: 302, bytes: new Uint8Array(await served.arrayBuffer()) };
}

async function reviewsTab(submissionId: string) {
  const answer = await load<{ tab: { data: ReviewsTabData } }>(
    submissionPage.loader,
    a().editor,
    `/submission/${submissionId}?tab=reviews`,
    { id: submissionId },
  );
  const data = answer.data!.tab.data;
  if (data.mode !== "editor") throw new Error("the editor got the author's tab");
  return data;
}

async function rowOf(fileId: string) {
  const [row] = await db().select().from(submissionFiles).where(eq(submissionFiles.id, fileId));
  return row!;
}

describe("under double-blind review", () => {
  it("the reviewer's PDF has no Info, XMP or comment author, and still opens", async () => {
    const original = await pdfNaming(NAME);
    const { submissionId, ids } = await submissionWith({ name: "manuscript.pdf", bytes: original });
    const assignmentId = await acceptedReviewer(submissionId);
    const { status, bytes } = await reviewerDownload(assignmentId, ids[0]!);
    expect(status).toBe(302);
    expect(pdfText(original)).toContain(NAME);
    expect(pdfText(bytes!)).not.toContain(NAME);
    const pdf = await openPdf(bytes!);
    expect(pdf.numPages).toBe(1);
    const { info, metadata } = await pdf.getMetadata();
    expect(JSON.stringify(info)).not.toContain(NAME);
    expect(metadata).toBeNull();
    // The editors keep the file as uploaded.
    expect(await storedBytes(world.platform.services, (await rowOf(ids[0]!)).storageKey)).toEqual(original);
    expect((await reviewsTab(submissionId)).notBlindFiles).toEqual([]);
  });

  it("the reviewer's DOCX and ODT name no one in their properties, comments or changes", async () => {
    const docx = docxNaming(NAME);
    const odt = odtNaming(NAME);
    const { submissionId, ids } = await submissionWith(
      { name: "manuscript.docx", bytes: docx },
      { name: "supplement.odt", bytes: odt },
    );
    const assignmentId = await acceptedReviewer(submissionId);
    for (const [i, original] of [docx, odt].entries()) {
      const { status, bytes } = await reviewerDownload(assignmentId, ids[i]!);
      expect(status).toBe(302);
      expect(unzippedText(original)).toContain(NAME);
      const text = unzippedText(bytes!);
      expect(text).not.toContain(NAME);
      expect(text).toContain("On blind review");
    }
  });

  it("a file whose copy could not be made is refused to the reviewer, and the editor is told why", async () => {
    const { submissionId, ids } = await submissionWith({ name: "bomb.pdf", bytes: decompressionBombPdf() });
    expect(await rowOf(ids[0]!)).toMatchObject({ blindCopyKey: null, blindCopyError: TOO_LARGE });
    expect((await reviewsTab(submissionId)).notBlindFiles).toEqual([{ fileName: "bomb.pdf", message: TOO_LARGE }]);
    const assignmentId = await acceptedReviewer(submissionId);
    const path = `/review/${assignmentId}/files/${ids[0]}`;
    const refused = await load<{ message: string }>(reviewFile.loader, a().reviewer, `${path}?format=json`, {
      assignmentId,
      fileId: ids[0]!,
    });
    expect(refused.status).toBe(422);
  });

  it("a file stored before the copies existed gets its copy on the reviewer's first download, then keeps it", async () => {
    const { submissionId, ids } = await submissionWith({ name: "older.pdf", bytes: await pdfNaming(NAME) });
    const before = await rowOf(ids[0]!);
    await world.platform.services.storage.delete(before.blindCopyKey!);
    // As migration 0030 left the files already stored.
    await db()
      .update(submissionFiles)
      .set({ blindCopyKey: null, blindCopyError: null })
      .where(eq(submissionFiles.id, ids[0]!));
    const assignmentId = await acceptedReviewer(submissionId);
    const { bytes } = await reviewerDownload(assignmentId, ids[0]!);
    expect(pdfText(bytes!)).not.toContain(NAME);
    expect((await rowOf(ids[0]!)).blindCopyKey).toBe(before.blindCopyKey);
  });
});

describe("the stored blind copy", () => {
  it("is kept by the orphan sweep, and goes with its file", async () => {
    const { submissionId, ids } = await submissionWith({ name: "manuscript.docx", bytes: docxNaming(NAME) });
    const { storageKey, blindCopyKey } = await rowOf(ids[0]!);
    expect(blindCopyKey).toBe(`${storageKey}.blind`);
    const { storage } = world.platform.services;
    await sweepOrphanFiles(db(), storage, { modifiedBefore: new Date(Date.now() + 60_000) });
    expect(await storage.exists(blindCopyKey!)).toBe(true);
    expect((await deleteFile(a().editor, submissionId, ids[0]!)).status).toBeLessThan(400);
    expect(await storage.exists(storageKey)).toBe(false);
    expect(await storage.exists(blindCopyKey!)).toBe(false);
  });
});

describe("under single-blind review", () => {
  it("the reviewer gets the file as uploaded, and the editor no warning of copies", async () => {
    await setReviewType("single-blind");
    try {
      const original = await pdfNaming(NAME);
      const { submissionId, ids } = await submissionWith({ name: "manuscript.pdf", bytes: original });
      const bomb = await submissionWith({ name: "bomb.pdf", bytes: decompressionBombPdf() });
      const assignmentId = await acceptedReviewer(submissionId);
      expect((await reviewerDownload(assignmentId, ids[0]!)).bytes).toEqual(original);
      expect((await reviewsTab(bomb.submissionId)).notBlindFiles).toEqual([]);
    } finally {
      await setReviewType("double-blind");
    }
  });
});
