// Upload limits (app/modules/submission-files/upload-limits.server.ts): files per submission, bytes
// per account and day, uploads at once. A refused upload leaves nothing: no row, no stored file, no
// temp file.
import crypto from "node:crypto";
import fs from "node:fs";
import { count, eq, inArray } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { submissionFiles, submissions } from "~/db/schema";
import { getUserWithRoles } from "~/modules/auth/auth.service.server";
import { uploadSubmissionFile } from "~/modules/submission-files/submission-files.service.server";
import type { SubmissionFileView } from "~/modules/submission-files/submission-files.types";
import { UPLOAD_LIMITS, UPLOAD_LIMIT_MESSAGES } from "~/modules/submission-files/upload-limits.server";
import { createActors, type Actor, type Actors } from "../helpers/actors";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";
import { MANUSCRIPTS, pdfBytes } from "../factories/manuscript-files";
import { wizardData } from "../factories/submission-form";
import { journalId } from "../factories/catalogue";
import { action as createAction } from "~/routes/resources/submission-create";
import { routeArgs } from "../helpers/route-args";
import { tempPdf } from "../integration/submissions-helpers";
import {
  eventRows,
  fileRows,
  insertSubmission,
  postFiles,
  storedKeys,
  tempUploads,
  uploadFile,
  type Answer,
} from "../integration/submission-files-helpers";

let platform: TestPlatform;
let actors: Actors;
const db = () => platform.services.database.db;
const MB = 1024 * 1024;

beforeAll(async () => {
  platform = await startTestPlatform();
  actors = await createActors(platform);
});
afterAll(() => platform.stop());

const messageOf = (answer: Answer) => (answer.json as { message: string }).message;

/** POST /api/submissions as `actor`: the wizard's form and its manuscript, multipart. */
async function postSubmission(actor: Actor, data: unknown, file: { name: string; bytes: Uint8Array }) {
  const form = new FormData();
  form.set("data", JSON.stringify(data));
  form.set("file", new File([Buffer.from(file.bytes)], file.name, { type: "application/pdf" }));
  const request = actor.request("/api/submissions", { method: "POST", body: form });
  const response = await (createAction as (a: unknown) => Promise<Response>)(routeArgs(request));
  return { status: response.status, json: (await response.json()) as { message?: string }, headers: response.headers };
}
const fileOf = (answer: Answer) => (answer.json as { file: SubmissionFileView }).file;

/** File rows written straight into the table: what earlier uploads of `uploadedBy` left. */
async function insertFileRows(
  submissionId: string,
  uploadedBy: string,
  opts: { count?: number; sizeBytes?: number; createdAt?: Date } = {},
) {
  const rows = Array.from({ length: opts.count ?? 1 }, () => ({
    submissionId,
    fileName: "earlier.pdf",
    storageKey: `submissions/${submissionId}/${crypto.randomUUID()}`,
    sizeBytes: opts.sizeBytes ?? 1000,
    mimeType: "application/pdf",
    uploadedBy,
    createdAt: opts.createdAt ?? new Date(),
  }));
  return db().insert(submissionFiles).values(rows).returning({ id: submissionFiles.id });
}

/** Nothing of a refused upload to `submissionId` is left: the rows are `rowsBefore`, no stored file, no temp file. */
async function expectNothingWritten(submissionId: string, rowsBefore: number) {
  expect(await fileRows(db(), submissionId)).toHaveLength(rowsBefore);
  expect(await eventRows(db(), submissionId)).toEqual([]);
  expect((await storedKeys(platform.services)).filter((k) => k.includes(submissionId))).toEqual([]);
  expect(tempUploads(platform.services)).toEqual([]);
}

describe("files per submission", () => {
  it(`refuses an author's upload to a submission that holds ${UPLOAD_LIMITS.filesPerSubmission} files (409) before reading it`, async () => {
    const submissionId = await insertSubmission(db(), actors.author.userId!);
    await insertFileRows(submissionId, actors.author.userId!, { count: UPLOAD_LIMITS.filesPerSubmission });

    const answer = await uploadFile(actors.author, submissionId, MANUSCRIPTS.pdf);
    expect(answer.status).toBe(409);
    expect(messageOf(answer)).toBe(UPLOAD_LIMIT_MESSAGES.submissionFull);
    await expectNothingWritten(submissionId, UPLOAD_LIMITS.filesPerSubmission);
  });

  it("takes the last file up to the limit, then refuses the next", async () => {
    const submissionId = await insertSubmission(db(), actors.author.userId!);
    await insertFileRows(submissionId, actors.author.userId!, { count: UPLOAD_LIMITS.filesPerSubmission - 1 });
    expect((await uploadFile(actors.author, submissionId, MANUSCRIPTS.pdf)).status).toBe(201);
    expect((await uploadFile(actors.author, submissionId, MANUSCRIPTS.pdf)).status).toBe(409);
    expect(await fileRows(db(), submissionId)).toHaveLength(UPLOAD_LIMITS.filesPerSubmission);
  });

  it("lets an editor replace a file of a full submission, but not add one (409, checked in the transaction)", async () => {
    const submissionId = await insertSubmission(db(), actors.author.userId!);
    const [first] = await insertFileRows(submissionId, actors.author.userId!, {
      count: UPLOAD_LIMITS.filesPerSubmission,
    });

    const added = await uploadFile(actors.editor, submissionId, MANUSCRIPTS.pdf);
    expect(added.status).toBe(409);
    expect(messageOf(added)).toBe(UPLOAD_LIMIT_MESSAGES.submissionFull);
    await expectNothingWritten(submissionId, UPLOAD_LIMITS.filesPerSubmission);

    const replaced = await uploadFile(actors.editor, submissionId, MANUSCRIPTS.docx, { replaceFileId: first!.id });
    expect(replaced.status).toBe(201);
    expect(await fileRows(db(), submissionId)).toHaveLength(UPLOAD_LIMITS.filesPerSubmission);
  });
});

describe("bytes per account and day", () => {
  // An account of its own, whose files are removed after each test: the allowance is counted from
  // the account's stored files, so each test starts with the whole of it.
  let quotaAuthor: Actor;
  beforeAll(async () => {
    quotaAuthor = (await createActors(platform, { label: "quota" })).author;
  });
  afterEach(async () => {
    await db()
      .delete(submissionFiles)
      .where(inArray(submissionFiles.uploadedBy, [quotaAuthor.userId!, actors.editor.userId!]));
  });
  const freshAuthor = async () => quotaAuthor;

  it("refuses an author who has used up 500 MB in the last 24 hours (429 before reading), with Retry-After", async () => {
    const author = await freshAuthor();
    const earlier = await insertSubmission(db(), author.userId!);
    await insertFileRows(earlier, author.userId!, { count: 10, sizeBytes: 50 * MB });
    const submissionId = await insertSubmission(db(), author.userId!);

    const answer = await uploadFile(author, submissionId, MANUSCRIPTS.pdf);
    expect(answer.status).toBe(429);
    expect(messageOf(answer)).toBe(
      "You have reached your upload limit of 500 MB per 24 hours. Please try again later.",
    );
    expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(23 * 3600);
    await expectNothingWritten(submissionId, 0);

    const created = await postSubmission(author, wizardData(await journalId(db(), "fjphs")), {
      name: "new.pdf",
      bytes: pdfBytes("new"),
    });
    expect(created.status).toBe(429);
    expect(created.json.message).toBe(messageOf(answer));
    expect(created.headers.get("retry-after")).toBeTruthy();
    const [mine] = await db().select({ n: count() }).from(submissions).where(eq(submissions.createdBy, author.userId!));
    expect(mine!.n).toBe(2); // the two inserted above, no new one (the first test of this account)
    expect(tempUploads(platform.services)).toEqual([]);
  });

  it("stops a file that passes what is left of the allowance while it streams (429)", async () => {
    const author = await freshAuthor();
    const earlier = await insertSubmission(db(), author.userId!);
    await insertFileRows(earlier, author.userId!, { sizeBytes: UPLOAD_LIMITS.dailyBytes - 100 });
    const submissionId = await insertSubmission(db(), author.userId!);

    const answer = await uploadFile(author, submissionId, MANUSCRIPTS.pdf);
    expect(MANUSCRIPTS.pdf.bytes.length).toBeGreaterThan(100);
    expect(answer.status).toBe(429);
    expect(messageOf(answer)).toBe(
      "This file is larger than what is left of your upload limit of 500 MB per 24 hours (0 MB left). Please try again later.",
    );
    await expectNothingWritten(submissionId, 0);
  });

  it("counts only the last 24 hours, and gives editors ten times as much", async () => {
    const author = await freshAuthor();
    const earlier = await insertSubmission(db(), author.userId!);
    await insertFileRows(earlier, author.userId!, {
      count: 10,
      sizeBytes: 50 * MB,
      createdAt: new Date(Date.now() - 24 * 3600_000 - 60_000),
    });
    const submissionId = await insertSubmission(db(), author.userId!);
    expect((await uploadFile(author, submissionId, MANUSCRIPTS.pdf)).status).toBe(201);

    const editorSubmission = await insertSubmission(db(), actors.author.userId!);
    await insertFileRows(editorSubmission, actors.editor.userId!, { count: 10, sizeBytes: 50 * MB });
    expect((await uploadFile(actors.editor, editorSubmission, MANUSCRIPTS.pdf)).status).toBe(201);
  });

  it("holds in the transaction too: an upload that got past the early checks is refused there, leaving nothing", async () => {
    const author = await freshAuthor();
    const submissionId = await insertSubmission(db(), author.userId!);
    const user = (await getUserWithRoles(author.userId!))!;
    const file = await tempPdf(platform.services, "late.pdf");
    // Meanwhile (another instance, a parallel upload) the allowance was used up.
    const earlier = await insertSubmission(db(), author.userId!);
    await insertFileRows(earlier, author.userId!, { count: 10, sizeBytes: 50 * MB });

    await expect(uploadSubmissionFile(user, submissionId, { file })).rejects.toMatchObject({ status: 429 });
    expect(await fileRows(db(), submissionId)).toEqual([]);
    expect((await storedKeys(platform.services)).filter((k) => k.includes(submissionId))).toEqual([]);
    fs.rmSync(file.tempPath, { force: true }); // the route's dispose() does this
  });

  it("lets only one of two parallel uploads through when the allowance has room for one", async () => {
    const author = await freshAuthor();
    const earlier = await insertSubmission(db(), author.userId!);
    const size = MANUSCRIPTS.pdf.bytes.length;
    await insertFileRows(earlier, author.userId!, { sizeBytes: UPLOAD_LIMITS.dailyBytes - Math.floor(size * 1.5) });
    const submissionId = await insertSubmission(db(), author.userId!);

    const answers = await Promise.all([
      uploadFile(author, submissionId, MANUSCRIPTS.pdf),
      uploadFile(author, submissionId, MANUSCRIPTS.pdf),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 429]);
    expect(await fileRows(db(), submissionId)).toHaveLength(1);
    expect(tempUploads(platform.services)).toEqual([]);
  });
});

describe("uploads at once", () => {
  /** An upload whose body stops after its first bytes until `finish()` is called. */
  function heldUpload(actor: Actor, submissionId: string) {
    const boundary = `----sp-held-${crypto.randomUUID()}`;
    const bytes = pdfBytes("held");
    const encoder = new TextEncoder();
    const head = encoder.encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="held.pdf"\r\n` +
        "Content-Type: application/pdf\r\n\r\n",
    );
    const tail = encoder.encode(`\r\n--${boundary}--\r\n`);
    let finish: () => void = () => {};
    const gate = new Promise<void>((resolve) => (finish = resolve));
    let step = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (step === 0) controller.enqueue(new Uint8Array([...head, ...bytes.subarray(0, 8)]));
        else if (step === 1) {
          await gate;
          controller.enqueue(new Uint8Array([...bytes.subarray(8), ...tail]));
        } else controller.close();
        step += 1;
      },
    });
    const request = actor.request(`/submission/${submissionId}/files`, {
      method: "POST",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: "half",
    } as RequestInit);
    return { answer: postFiles(submissionId, request), finish: () => finish() };
  }

  async function waitFor(condition: () => boolean) {
    for (let i = 0; i < 200 && !condition(); i++) await new Promise((r) => setTimeout(r, 10));
    expect(condition()).toBe(true);
  }

  it(`answers a third upload at once with 429 while ${UPLOAD_LIMITS.concurrentPerUser} are in flight, and writes nothing of it`, async () => {
    const submissionId = await insertSubmission(db(), actors.author.userId!);
    const first = heldUpload(actors.author, submissionId);
    const second = heldUpload(actors.author, submissionId);
    // Both are being received: their temp files exist.
    await waitFor(() => tempUploads(platform.services).length === 2);

    const third = await uploadFile(actors.author, submissionId, MANUSCRIPTS.pdf);
    expect(third.status).toBe(429);
    expect(messageOf(third)).toBe(UPLOAD_LIMIT_MESSAGES.tooManyAtOnce);
    expect(third.headers.get("retry-after")).toBe("5");
    const created = await postSubmission(actors.author, wizardData(await journalId(db(), "fjphs")), {
      name: "parallel.pdf",
      bytes: pdfBytes("parallel"),
    });
    expect(created.status).toBe(429);
    expect(await fileRows(db(), submissionId)).toEqual([]);
    expect(tempUploads(platform.services)).toHaveLength(2);

    // Another account is not held back.
    const other = await insertSubmission(db(), actors.otherAuthor.userId!);
    expect((await uploadFile(actors.otherAuthor, other, MANUSCRIPTS.pdf)).status).toBe(201);

    first.finish();
    second.finish();
    expect((await first.answer).status).toBe(201);
    expect((await second.answer).status).toBe(201);
    expect(tempUploads(platform.services)).toEqual([]);
    // The slots are free again.
    const after = await uploadFile(actors.author, submissionId, MANUSCRIPTS.pdf);
    expect(after.status).toBe(201);
    expect(fileOf(after).fileName).toBe("manuscript.pdf");
    expect(await fileRows(db(), submissionId)).toHaveLength(3);
  });

  it("frees the slot of a refused upload", async () => {
    const submissionId = await insertSubmission(db(), actors.author.userId!);
    for (let i = 0; i < UPLOAD_LIMITS.concurrentPerUser + 1; i++) {
      expect((await uploadFile(actors.author, submissionId, { name: "x.exe", bytes: pdfBytes() })).status).toBe(400);
    }
    expect((await uploadFile(actors.author, submissionId, MANUSCRIPTS.pdf)).status).toBe(201);
  });
});
