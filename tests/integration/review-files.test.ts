// A review's annotated file through its endpoints with real multipart bodies: attached, replaced and
// removed by the assigned reviewer while the review is a draft, checked by content, refused to
// everyone else with nothing stored, downloaded by the editor, released by the editor to the
// authors (ADR 057), then named for them and stripped of the document properties that name the
// reviewer by the round's review type. The orphan sweep removes review files no review refers to.
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { journalSettings, reviews } from "~/db/schema";
import { DEFAULT_JOURNAL_SETTINGS } from "~/modules/journal-settings/journal-settings.defaults";
import { REVIEW_FILES_PREFIX, sweepOrphanReviewFiles } from "~/modules/reviews/review-file-sweep.server";
import type { ReviewPageData, ReviewsTabData } from "~/modules/reviews/reviews.types";
import * as reviewPage from "~/routes/dashboard/review";
import * as submissionPage from "~/routes/dashboard/submission";
import * as reviewAttachment from "~/routes/resources/review-attachment";
import * as submissionReviewAttachment from "~/routes/resources/submission-review-attachment";
import { journalId } from "../factories/catalogue";
import { MANUSCRIPTS, docBytes, docxBytes, pdfBytes, zipBytes } from "../factories/manuscript-files";
import { docxNaming, pdfNaming, pdfText, unzippedText } from "../factories/named-documents";
import { createActors, createApiApp, type Actor } from "../helpers/actors";
import { routeArgs } from "../helpers/route-args";
import { createWorld, type World } from "./authorization-fixtures";
import { acceptedReviewer as acceptReview } from "./review-helpers";
import { load, post, submissionsWorld } from "./submissions-helpers";

const world = submissionsWorld();
const db = () => world.db();
const a = () => world.actors;
const storage = () => world.platform.services.storage;

type ReviewType = "single-blind" | "double-blind" | "open";
type Answer = { status: number; json: unknown; location: string | null };

async function setReviewType(reviewType: ReviewType) {
  const values = {
    journalId: world.fjphs,
    editorialWorkflow: { ...DEFAULT_JOURNAL_SETTINGS.editorialWorkflow, reviewType },
  };
  await db()
    .insert(journalSettings)
    .values(values)
    .onConflictDoUpdate({ target: journalSettings.journalId, set: values });
}

async function call(fn: unknown, request: Request, params: Record<string, string>): Promise<Answer> {
  let response: Response;
  try {
    response = (await (fn as (args: unknown) => Promise<Response>)(routeArgs(request, params))) as Response;
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    response = thrown;
  }
  const text = await response.text();
  let json: unknown = text;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    // plain text
  }
  return { status: response.status, json, location: response.headers.get("location") };
}

function attach(actor: Actor, assignmentId: string, file: { name: string; bytes: Uint8Array<ArrayBuffer> }) {
  const form = new FormData();
  form.set("file", new File([file.bytes], file.name, { type: "application/octet-stream" }));
  const request = actor.request(`/review/${assignmentId}/attachment`, { method: "POST", body: form });
  return call(reviewAttachment.action, request, { assignmentId });
}

function removeAttachment(actor: Actor, assignmentId: string) {
  const request = actor.request(`/review/${assignmentId}/attachment`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "remove" }),
  });
  return call(reviewAttachment.action, request, { assignmentId });
}

function downloadFromTab(actor: Actor, w: World, assignmentId: string) {
  const request = actor.request(`/submission/${w.submissionId}/reviews/${assignmentId}/attachment?format=json`);
  return call(submissionReviewAttachment.loader, request, { id: w.submissionId, assignmentId });
}

async function reviewRow(assignmentId: string) {
  const [row] = await db().select().from(reviews).where(eq(reviews.assignmentId, assignmentId));
  return row;
}

/** Every stored review file (keys under reviews/). */
async function storedReviewKeys(): Promise<string[]> {
  const keys: string[] = [];
  for await (const item of storage().list(REVIEW_FILES_PREFIX)) keys.push(item.key);
  return keys.sort();
}

async function storedBytes(key: string): Promise<Buffer> {
  const stored = await storage().get(key);
  return Buffer.from(await new Response(stored!.stream).arrayBuffer());
}

/** The bytes behind a download answer's signed link. */
async function bytesOf(link: Answer): Promise<Uint8Array> {
  const served = await createApiApp().request(
    new URL((link.json as { url: string }).url, world.platform.services.env.publicUrl).toString(),
  );
  expect(served.status).toBe(200);
  return new Uint8Array(await served.arrayBuffer());
}

const release = (actor: Actor, w: World, assignmentId: string) =>
  act(actor, w, { intent: "release-attachment", assignmentId });

function act(actor: Actor, w: World, fields: Record<string, string>) {
  return post<{ ok: boolean; message: string }>(submissionPage.action, actor, `/submission/${w.submissionId}`, fields, {
    id: w.submissionId,
  });
}

/** Invites the suite's reviewer, accepts through the e-mailed link; the assignment's id. */
const acceptedReviewer = (target: World, reviewer: Actor = a().reviewer) =>
  acceptReview(world.platform.services, target.submissionId, a().editor, reviewer);

function submitReview(actor: Actor, id: string) {
  return post<{ ok: boolean; message: string }>(
    reviewPage.action,
    actor,
    `/review/${id}`,
    { intent: "save-review", submit: "final", recommendation: "minor", commentsToAuthor: "See the annotations." },
    { assignmentId: id },
  );
}

const ANNOTATED = { name: "Smith annotations on the draft.pdf", bytes: pdfBytes("Annotated") };

let w: World;
let otherEditor: Actor;
beforeAll(async () => {
  // An editor of another journal only.
  otherEditor = (
    await createActors(world.platform, { seeded: true, editorJournalId: await journalId(db(), "bjps"), label: "rf" })
  ).editor;
});
beforeEach(async () => {
  await setReviewType("double-blind");
  w = await createWorld(db(), a(), world.fjphs, { title: "Annotated" });
});

describe("a review's annotated file", () => {
  it("the assigned reviewer attaches one to the draft: its bytes are stored and the review points to them", async () => {
    const id = await acceptedReviewer(w);
    const answer = await attach(a().reviewer, id, ANNOTATED);
    expect(answer.status).toBe(201);
    const row = await reviewRow(id);
    expect(row?.status).toBe("draft");
    expect(row?.fileName).toBe(ANNOTATED.name);
    // Under the assignment: a key only the server chooses, known before the transaction opens.
    expect(row?.fileStorageKey).toMatch(new RegExp(`^reviews/${id}/[0-9a-f-]{36}$`));
    expect((await storedBytes(row!.fileStorageKey!)).equals(Buffer.from(ANNOTATED.bytes))).toBe(true);
    const page = await load<ReviewPageData>(reviewPage.loader, a().reviewer, `/review/${id}`, { assignmentId: id });
    expect(page.data!.review?.attachment).toEqual({ fileName: ANNOTATED.name, sizeBytes: ANNOTATED.bytes.byteLength });
    // The reviewer's own download.
    const own = await call(reviewAttachment.loader, a().reviewer.request(`/review/${id}/attachment?format=json`), {
      assignmentId: id,
    });
    expect(own.status).toBe(200);
    expect(own.json).toMatchObject({ fileName: ANNOTATED.name });
  });

  it("the reviewer's page lists the draft's file with its size, forgets it when removed, and keeps listing it once submitted", async () => {
    const id = await acceptedReviewer(w);
    const reviewOf = async () =>
      (await load<ReviewPageData>(reviewPage.loader, a().reviewer, `/review/${id}`, { assignmentId: id })).data!.review;
    await attach(a().reviewer, id, { name: "first.docx", bytes: docxBytes() });
    expect((await reviewOf())?.attachment).toEqual({ fileName: "first.docx", sizeBytes: docxBytes().byteLength });
    expect((await removeAttachment(a().reviewer, id)).status).toBe(200);
    expect((await reviewOf())?.attachment).toBeNull();
    await attach(a().reviewer, id, ANNOTATED);
    expect((await submitReview(a().reviewer, id)).data?.ok).toBe(true);
    const submitted = await reviewOf();
    expect(submitted?.status).toBe("submitted");
    expect(submitted?.attachment).toEqual({ fileName: ANNOTATED.name, sizeBytes: ANNOTATED.bytes.byteLength });
    // The reviewer still downloads what they sent.
    const own = await call(reviewAttachment.loader, a().reviewer.request(`/review/${id}/attachment?format=json`), {
      assignmentId: id,
    });
    expect(own.status).toBe(200);
    expect(own.json).toMatchObject({ fileName: ANNOTATED.name });
  });

  it("is refused once the review is submitted (409), and the stored file stays as it was", async () => {
    const id = await acceptedReviewer(w);
    await attach(a().reviewer, id, ANNOTATED);
    expect((await submitReview(a().reviewer, id)).data?.ok).toBe(true);
    const before = await storedReviewKeys();
    const again = await attach(a().reviewer, id, { name: "later.pdf", bytes: pdfBytes("Later") });
    expect(again.status).toBe(409);
    expect((await removeAttachment(a().reviewer, id)).status).toBe(409);
    expect(await storedReviewKeys()).toEqual(before);
    expect((await reviewRow(id))?.fileName).toBe(ANNOTATED.name);
  });

  it("another reviewer, the author and an editor of another journal are refused and nothing is stored", async () => {
    const id = await acceptedReviewer(w);
    const secondReviewer = (await createActors(world.platform, { seeded: true, label: "rf2" })).reviewer;
    const before = await storedReviewKeys();
    for (const actor of [secondReviewer, a().author, otherEditor, a().editor]) {
      const refused = await attach(actor, id, ANNOTATED);
      expect([403, 404], actor.name).toContain(refused.status);
    }
    expect(await storedReviewKeys()).toEqual(before);
    expect((await reviewRow(id))?.fileStorageKey ?? null).toBeNull();
  });

  it("a DOCX impostor is refused by its content, and a file of another format by its name", async () => {
    const id = await acceptedReviewer(w);
    const before = await storedReviewKeys();
    const impostor = await attach(a().reviewer, id, {
      name: "annotated.docx",
      bytes: zipBytes([{ name: "readme.txt", data: "not a Word document" }]),
    });
    expect(impostor.status).toBe(400);
    expect(String((impostor.json as { message: string }).message)).toContain("its content does not match");
    const rtf = await attach(a().reviewer, id, { name: "annotated.rtf", bytes: MANUSCRIPTS.pdf.bytes });
    expect(rtf.status).toBe(400);
    expect(await storedReviewKeys()).toEqual(before);
    expect((await reviewRow(id))?.fileStorageKey ?? null).toBeNull();
    // A genuine DOCX passes.
    expect((await attach(a().reviewer, id, { name: "annotated.docx", bytes: docxBytes() })).status).toBe(201);
  });

  it("replacing removes the old stored file; removing clears the review and its file", async () => {
    const id = await acceptedReviewer(w);
    await attach(a().reviewer, id, ANNOTATED);
    const first = (await reviewRow(id))!.fileStorageKey!;
    const replaced = await attach(a().reviewer, id, { name: "second pass.docx", bytes: docxBytes() });
    expect(replaced.status).toBe(201);
    const second = (await reviewRow(id))!.fileStorageKey!;
    expect(second).not.toBe(first);
    expect(await storage().exists(first)).toBe(false);
    expect(await storage().exists(second)).toBe(true);
    expect((await removeAttachment(a().reviewer, id)).status).toBe(200);
    const row = await reviewRow(id);
    expect([row?.fileName, row?.fileStorageKey]).toEqual([null, null]);
    expect(await storage().exists(second)).toBe(false);
  });

  it("the editor downloads it from the Reviews tab once submitted; an editor of another journal cannot", async () => {
    const id = await acceptedReviewer(w);
    await attach(a().reviewer, id, ANNOTATED);
    // A draft's file is the reviewer's own until submitted.
    expect((await downloadFromTab(a().editor, w, id)).status).toBe(404);
    await submitReview(a().reviewer, id);
    const link = await downloadFromTab(a().editor, w, id);
    expect(link.status).toBe(200);
    expect(link.json).toMatchObject({ fileName: ANNOTATED.name, url: expect.stringContaining("/") });
    const tab = await load<{ tab: { data: ReviewsTabData } }>(
      submissionPage.loader,
      a().editor,
      `/submission/${w.submissionId}?tab=reviews`,
      { id: w.submissionId },
    );
    const data = tab.data!.tab.data;
    expect(data.mode === "editor" && data.assignments[0]!.attachmentName).toBe(ANNOTATED.name);
    expect((await downloadFromTab(otherEditor, w, id)).status).toBe(404);
    expect((await downloadFromTab(a().otherAuthor, w, id)).status).toBe(404);
  });

  async function authorView(
    reviewType: ReviewType,
    file: { name: string; bytes: Uint8Array<ArrayBuffer> } = ANNOTATED,
  ) {
    await setReviewType(reviewType);
    const id = await acceptedReviewer(w);
    await attach(a().reviewer, id, file);
    await submitReview(a().reviewer, id);
    // Before the decision the authors get no file.
    expect((await downloadFromTab(a().author, w, id)).status).toBe(404);
    await act(a().editor, w, { intent: "decide", kind: "minor_revision", letter: "Please see the reviews." });
    const authorTab = async () => {
      const tab = await load<{ tab: { data: ReviewsTabData } }>(
        submissionPage.loader,
        a().author,
        `/submission/${w.submissionId}?tab=reviews`,
        { id: w.submissionId },
      );
      const data = tab.data!.tab.data;
      if (data.mode !== "author") throw new Error("the author got the editor's tab");
      return data;
    };
    // Decided, but not released by an editor: still nothing.
    expect((await authorTab()).reviews[0]!.attachment).toBeNull();
    expect((await downloadFromTab(a().author, w, id)).status).toBe(404);
    // Only those who manage the review release it.
    expect((await release(a().author, w, id)).status).toBe(403);
    expect((await release(otherEditor, w, id)).status).toBe(404);
    expect((await release(a().editor, w, id)).data).toMatchObject({ ok: true });
    const data = await authorTab();
    const link = await downloadFromTab(a().author, w, id);
    expect(link.status).toBe(200);
    return {
      id,
      shown: data.reviews[0]!.attachment,
      link: link.json as { fileName: string },
      bytes: await bytesOf(link),
      everything: JSON.stringify(data),
    };
  }

  for (const reviewType of ["double-blind", "single-blind"] as const) {
    it(`under ${reviewType} review the authors get the file as "Reviewer 1 – annotated manuscript.pdf", once released`, async () => {
      const { shown, link, everything } = await authorView(reviewType);
      expect(shown?.fileName).toBe("Reviewer 1 – annotated manuscript.pdf");
      expect(link.fileName).toBe("Reviewer 1 – annotated manuscript.pdf");
      expect(everything).not.toContain("Smith");
      expect(everything).not.toContain(a().reviewer.email!);
    });
  }

  it("under double-blind review the released PDF and DOCX name no one in their properties; the editor keeps the original", async () => {
    const named = { name: "annotated.pdf", bytes: await pdfNaming("Rita Reviewer") };
    const pdf = await authorView("double-blind", named);
    expect(pdfText(named.bytes)).toContain("Rita Reviewer");
    expect(pdfText(pdf.bytes)).not.toContain("Rita Reviewer");
    expect(Buffer.from(await bytesOf(await downloadFromTab(a().editor, w, pdf.id)))).toEqual(Buffer.from(named.bytes));
    // The copy is kept beside the file: the sweep leaves it.
    const blindKey = (await reviewRow(pdf.id))!.fileBlindKey!;
    await sweepOrphanReviewFiles(db(), storage(), { modifiedBefore: new Date(Date.now() + 60_000) });
    expect(await storage().exists(blindKey)).toBe(true);

    w = await createWorld(db(), a(), world.fjphs, { title: "Annotated DOCX" });
    const docx = await authorView("double-blind", { name: "annotated.docx", bytes: docxNaming("Rita Reviewer") });
    expect(unzippedText(docx.bytes)).not.toContain("Rita Reviewer");
  });

  it("a DOC cannot lose its properties: under double-blind review it is not released, and the editor reads why", async () => {
    const id = await acceptedReviewer(w);
    expect((await attach(a().reviewer, id, { name: "annotated.doc", bytes: docBytes() })).status).toBe(201);
    await submitReview(a().reviewer, id);
    await act(a().editor, w, { intent: "decide", kind: "minor_revision", letter: "Please see the reviews." });
    const refused = await release(a().editor, w, id);
    expect(refused.status).toBe(422);
    expect(refused.data?.message).toMatch(
      /cannot be released to the authors: .*\(Its document properties cannot be removed/,
    );
    expect((await reviewRow(id))!.fileReleasedAt).toBeNull();
    expect((await downloadFromTab(a().author, w, id)).status).toBe(404);
  });

  it("under open review the authors get the file under its own name, as uploaded", async () => {
    const { shown, link, bytes } = await authorView("open");
    expect(shown?.fileName).toBe(ANNOTATED.name);
    expect(link.fileName).toBe(ANNOTATED.name);
    expect(Buffer.from(bytes)).toEqual(Buffer.from(ANNOTATED.bytes));
  });

  it("the sweep removes stored review files no review refers to, and keeps the others", async () => {
    const id = await acceptedReviewer(w);
    await attach(a().reviewer, id, ANNOTATED);
    const kept = (await reviewRow(id))!.fileStorageKey!;
    const orphanKey = `${REVIEW_FILES_PREFIX}/00000000-0000-4000-8000-000000000000/orphan`;
    const tmp = path.join(world.platform.services.env.dataDir, "orphan-review.pdf");
    await fs.promises.writeFile(tmp, Buffer.from(pdfBytes("Orphan")));
    await storage().putFile(orphanKey, tmp);
    expect(await storage().exists(orphanKey)).toBe(true);
    await sweepOrphanReviewFiles(db(), storage(), { modifiedBefore: new Date(Date.now() + 60_000) });
    expect(await storage().exists(orphanKey)).toBe(false);
    expect(await storage().exists(kept)).toBe(true);
  });
});
