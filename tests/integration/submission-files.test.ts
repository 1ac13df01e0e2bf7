import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { journalSettings, submissions } from "~/db/schema";
import { FILE_TOO_LARGE, MANUSCRIPT_MAX_BYTES } from "~/modules/submission-files/manuscript-format";
import { FILE_MESSAGES } from "~/modules/submission-files/submission-files.constants";
import {
  submissionFileKey,
  newSubmissionFileKey,
  recordSubmissionFile,
  transactionAfterStoring,
} from "~/modules/submission-files/submission-files.service.server";
import type { SubmissionFileView, TempFile } from "~/modules/submission-files/submission-files.types";
import { SUBMISSION_NOT_FOUND } from "~/modules/submissions/submission-messages";
import { createActors, createApiApp, type Actor, type Actors } from "../helpers/actors";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";
import { journalId } from "../factories/catalogue";
import { MANUSCRIPTS, exeBytes, pdfBytes, pdfOfSize, texBytes } from "../factories/manuscript-files";
import {
  deleteFile,
  downloadFile,
  downloadManuscript,
  eventRows,
  fileRows,
  insertSubmission,
  listFiles,
  postFiles,
  storedBytes,
  storedKeys,
  tempUploads,
  uploadFile,
  type Answer,
} from "./submission-files-helpers";

let platform: TestPlatform;
let actors: Actors;
const db = () => platform.services.database.db;

beforeAll(async () => {
  platform = await startTestPlatform();
  actors = await createActors(platform, { seeded: true });
  // The journal of these submissions (fjphs) takes PDF, DOC and DOCX up to the platform's 50 MB;
  // a journal without settings takes the spec's defaults (PDF and DOCX up to 10 MB).
  await db()
    .insert(journalSettings)
    .values({
      journalId: await journalId(db(), "fjphs"),
      submissionGuidelines: { allowedFormats: ["pdf", "doc", "docx"], maxFileSize: 50 } as never,
    });
});
afterAll(() => platform.stop());

const fileOf = (answer: Answer) => (answer.json as { file: SubmissionFileView }).file;
const messageOf = (answer: Answer) => (answer.json as { message: string }).message;

/** Stores `bytes` as the submission's original manuscript, as the create-submission use case does. */
async function attachInitialManuscript(submissionId: string, uploadedBy: string, bytes = pdfBytes()) {
  const tempPath = path.join(platform.services.env.dataDir, `initial-${submissionId}.pdf`);
  fs.writeFileSync(tempPath, bytes);
  const file: TempFile = {
    tempPath,
    fileName: "original-manuscript.pdf",
    sizeBytes: bytes.length,
    format: "pdf",
    mimeType: "application/pdf",
  };
  const key = newSubmissionFileKey(submissionId);
  const { createdAt } = await transactionAfterStoring([{ storageKey: key.storageKey, tempPath }], (tx) =>
    recordSubmissionFile(tx, { ...key, submissionId, file, uploadedBy, isInitial: true }),
  );
  fs.rmSync(tempPath, { force: true }); // storing moves it; removed here only if the store failed
  return { ...key, createdAt };
}

/** The /files/<token> endpoint, as the browser follows the redirect. */
function fetchSigned(location: string) {
  return createApiApp().request(`${platform.services.env.publicUrl}${location}`);
}

describe("uploading a manuscript file", () => {
  it.each(Object.entries(MANUSCRIPTS))(
    "accepts a %s file, recognised by its content, and stores it under a key of the server's choosing",
    async (format, fixture) => {
      const submissionId = await insertSubmission(db(), actors.author.userId!);
      const answer = await uploadFile(actors.author, submissionId, fixture);
      expect(answer.status).toBe(201);
      expect(messageOf(answer)).toBe(FILE_MESSAGES.uploaded);
      const file = fileOf(answer);
      expect(file).toMatchObject({
        fileName: fixture.name,
        sizeBytes: fixture.bytes.length,
        mimeType: fixture.mimeType,
        isInitial: false,
        uploadedByName: "Ada Author",
      });

      const [row] = await fileRows(db(), submissionId);
      expect(row).toMatchObject({ id: file.id, storageKey: submissionFileKey(submissionId, file.id) });
      expect(await storedBytes(platform.services, row!.storageKey)).toEqual(fixture.bytes);
      const events = await eventRows(db(), submissionId);
      expect(events.map((e) => [e.kind, e.actorId, e.detail])).toEqual([
        ["file_uploaded", actors.author.userId, { fileName: fixture.name }],
      ]);
      expect(tempUploads(platform.services)).toEqual([]);
      expect(format).toBe(fixture.name.split(".").pop());
    },
  );

  it("refuses a .pdf whose content is not a PDF (400) and writes nothing", async () => {
    const submissionId = await insertSubmission(db(), actors.author.userId!);
    const answer = await uploadFile(actors.author, submissionId, { name: "paper.pdf", bytes: exeBytes() });
    expect(answer.status).toBe(400);
    expect(messageOf(answer)).toBe('File "paper.pdf" is not a valid PDF file: its content does not match its name.');
    expect(await fileRows(db(), submissionId)).toEqual([]);
    expect(await eventRows(db(), submissionId)).toEqual([]);
    expect(await storedKeys(platform.services)).not.toContain(expect.stringContaining(submissionId));
    expect(tempUploads(platform.services)).toEqual([]);
  });

  it("refuses a DOCX named .doc: the content must be what the name says", async () => {
    const submissionId = await insertSubmission(db(), actors.author.userId!);
    const answer = await uploadFile(actors.author, submissionId, { name: "paper.doc", bytes: MANUSCRIPTS.docx.bytes });
    expect(answer.status).toBe(400);
    expect(await fileRows(db(), submissionId)).toEqual([]);
  });

  it("refuses a format the journal does not take, with the spec's message", async () => {
    const submissionId = await insertSubmission(db(), actors.author.userId!);
    const exe = await uploadFile(actors.author, submissionId, { name: "x.exe", bytes: exeBytes() });
    expect(exe.status).toBe(400);
    expect(messageOf(exe)).toBe('File "x.exe" is not a valid manuscript format. Please upload PDF, DOC or DOCX files.');
    const tex = await uploadFile(actors.author, submissionId, { name: "paper.tex", bytes: texBytes() });
    expect(tex.status).toBe(400);
    expect(messageOf(tex)).toBe(
      'File "paper.tex" is not a valid manuscript format. Please upload PDF, DOC or DOCX files.',
    );
    expect(await fileRows(db(), submissionId)).toEqual([]);
  });

  it("refuses a file over 50 MB (413) with the spec's message, and keeps nothing of it", async () => {
    const submissionId = await insertSubmission(db(), actors.editor.userId!);
    const answer = await uploadFile(actors.editor, submissionId, {
      name: "huge.pdf",
      bytes: pdfOfSize(MANUSCRIPT_MAX_BYTES + 1),
    });
    expect(answer.status).toBe(413);
    expect(messageOf(answer)).toBe(FILE_TOO_LARGE);
    expect(await fileRows(db(), submissionId)).toEqual([]);
    expect(tempUploads(platform.services)).toEqual([]);
  });

  it("takes a file of exactly 50 MB", async () => {
    const submissionId = await insertSubmission(db(), actors.editor.userId!);
    const answer = await uploadFile(actors.editor, submissionId, {
      name: "limit.pdf",
      bytes: pdfOfSize(MANUSCRIPT_MAX_BYTES),
    });
    expect(answer.status).toBe(201);
    expect(fileOf(answer).sizeBytes).toBe(MANUSCRIPT_MAX_BYTES);
  });

  it("applies the journal's own formats and size limit once its settings say so", async () => {
    const bjps = await journalId(db(), "bjps");
    await db()
      .insert(journalSettings)
      .values({ journalId: bjps, submissionGuidelines: { allowedFormats: ["pdf", "tex"], maxFileSize: 1 } as never });
    const submissionId = await insertSubmission(db(), actors.author.userId!);
    await db().update(submissions).set({ journalId: bjps }).where(eq(submissions.id, submissionId));

    const large = await uploadFile(actors.author, submissionId, { name: "a.pdf", bytes: pdfOfSize(1024 * 1024 + 1) });
    expect(large.status).toBe(413);
    expect(messageOf(large)).toBe("File is too large. File size must be less than 1MB.");
    const docx = await uploadFile(actors.author, submissionId, MANUSCRIPTS.docx);
    expect(messageOf(docx)).toBe(
      'File "manuscript.docx" is not a valid manuscript format. Please upload PDF or TEX files.',
    );
    const tex = await uploadFile(actors.author, submissionId, { name: "source.tex", bytes: texBytes() });
    expect(tex.status).toBe(201);
    expect(fileOf(tex).mimeType).toBe("application/x-tex");
  });

  it("stores a name with path tricks under the server's key and shows it cleaned", async () => {
    const submissionId = await insertSubmission(db(), actors.author.userId!);
    const answer = await uploadFile(actors.author, submissionId, {
      name: "../../etc/passwd.pdf",
      bytes: pdfBytes(),
    });
    expect(answer.status).toBe(201);
    const file = fileOf(answer);
    expect(file.fileName).toBe("passwd.pdf");
    const [row] = await fileRows(db(), submissionId);
    expect(row!.storageKey).toBe(`submissions/${submissionId}/${file.id}`);
    expect(fs.existsSync(path.join(platform.services.env.dataDir, "etc"))).toBe(false);
  });

  it("refuses a body that is not multipart, a missing file and a second file", async () => {
    const submissionId = await insertSubmission(db(), actors.author.userId!);
    const json = await postFiles(
      submissionId,
      actors.author.request(`/submission/${submissionId}/files`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      }),
    );
    expect(json.status).toBe(400);
    expect(messageOf(json)).toBe(FILE_MESSAGES.notMultipart);

    const none = await uploadFile(actors.author, submissionId, null, { note: "no file" });
    expect(none.status).toBe(400);
    expect(messageOf(none)).toBe(FILE_MESSAGES.noFileChosen);

    const two = new FormData();
    two.append("file", new File([pdfBytes()], "one.pdf"));
    two.append("file", new File([pdfBytes()], "two.pdf"));
    const twice = await postFiles(
      submissionId,
      actors.author.request(`/submission/${submissionId}/files`, { method: "POST", body: two }),
    );
    expect(twice.status).toBe(400);
    expect(messageOf(twice)).toBe(FILE_MESSAGES.unexpectedFile);
    expect(await fileRows(db(), submissionId)).toEqual([]);
    expect(tempUploads(platform.services)).toEqual([]);
  });

  it("keeps nothing of an upload the client breaks off in the middle", async () => {
    const submissionId = await insertSubmission(db(), actors.author.userId!);
    const boundary = "----sp-interrupted";
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\n` +
        "Content-Type: application/pdf\r\n\r\n%PDF-1.7\n",
    );
    const chunk = new Uint8Array(512 * 1024);
    let chunks = 0;
    let tempFileSeen = false;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (chunks === 0) controller.enqueue(head);
        else if (chunks <= 4) controller.enqueue(chunk);
        else {
          // The server has been writing the upload to a temp file; now the connection breaks.
          for (let i = 0; i < 100 && !tempFileSeen; i++) {
            tempFileSeen = tempUploads(platform.services).some((f) => fs.statSync(f).size > 1024 * 1024);
            if (!tempFileSeen) await new Promise((r) => setTimeout(r, 20));
          }
          controller.error(new Error("connection reset by peer"));
        }
        chunks += 1;
      },
    });
    const request = actors.author.request(`/submission/${submissionId}/files`, {
      method: "POST",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: "half",
    } as RequestInit);
    const answer = await postFiles(submissionId, request);

    expect(tempFileSeen).toBe(true);
    expect(answer.status).toBe(400);
    expect(messageOf(answer)).toBe(FILE_MESSAGES.interrupted);
    expect(await fileRows(db(), submissionId)).toEqual([]);
    expect(await eventRows(db(), submissionId)).toEqual([]);
    expect((await storedKeys(platform.services)).filter((k) => k.includes(submissionId))).toEqual([]);
    expect(tempUploads(platform.services)).toEqual([]);
  });
});

describe("listing and downloading", () => {
  it("lists a submission's files newest first, the original manuscript marked initial", async () => {
    const submissionId = await insertSubmission(db(), actors.author.userId!);
    await attachInitialManuscript(submissionId, actors.author.userId!);
    await uploadFile(actors.editor, submissionId, { name: "review-notes.pdf", bytes: pdfBytes("notes") });
    await uploadFile(actors.author, submissionId, { name: "figures.docx", bytes: MANUSCRIPTS.docx.bytes });

    const answer = await listFiles(actors.author, submissionId);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    const { files } = answer.json as { files: SubmissionFileView[] };
    expect(files.map((f) => [f.fileName, f.isInitial, f.uploadedByName])).toEqual([
      ["figures.docx", false, "Ada Author"],
      ["review-notes.pdf", false, "Eddie Editor"],
      ["original-manuscript.pdf", true, "Ada Author"],
    ]);
  });

  it("redirects a viewer to a signed /files/ link that serves the file as a download", async () => {
    const submissionId = await insertSubmission(db(), actors.author.userId!);
    const uploaded = fileOf(await uploadFile(actors.author, submissionId, MANUSCRIPTS.docx));

    const redirect = await downloadFile(actors.editor, submissionId, uploaded.id);
    expect(redirect.status).toBe(302);
    expect(redirect.location).toMatch(/^\/files\/[\w-]+\.[\w-]+$/);
    expect(redirect.headers.get("cache-control")).toBe("private, no-store");

    const served = await fetchSigned(redirect.location!);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe(MANUSCRIPTS.docx.mimeType);
    expect(served.headers.get("content-disposition")).toBe("attachment; filename*=UTF-8''manuscript.docx");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(MANUSCRIPTS.docx.bytes);

    const link = await downloadFile(actors.author, submissionId, uploaded.id, true);
    expect(link.status).toBe(200);
    expect(link.json).toEqual({ url: expect.stringMatching(/^\/files\//), fileName: "manuscript.docx" });
  });

  it("downloads the original manuscript of a submission", async () => {
    const submissionId = await insertSubmission(db(), actors.author.userId!);
    await attachInitialManuscript(submissionId, actors.author.userId!, pdfBytes("original"));
    const answer = await downloadManuscript(actors.author, submissionId);
    expect(answer.status).toBe(302);
    const served = await fetchSigned(answer.location!);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(pdfBytes("original"));
  });

  it("answers 404 for a file of another submission or an id that is not one", async () => {
    const mine = await insertSubmission(db(), actors.author.userId!);
    const other = await insertSubmission(db(), actors.author.userId!);
    const file = fileOf(await uploadFile(actors.author, other, MANUSCRIPTS.pdf));
    expect((await downloadFile(actors.author, mine, file.id, true)).status).toBe(404);
    expect(messageOf(await downloadFile(actors.author, mine, "not-a-uuid", true))).toBe(FILE_MESSAGES.fileNotFound);
    const plain = await downloadFile(actors.author, mine, file.id);
    expect(plain.status).toBe(404);
    expect(plain.json).toBe(FILE_MESSAGES.fileNotFound);
  });
});

describe("replacing and deleting", () => {
  it("replaces a file in one step: the old one goes, the new one keeps the initial mark, History says so", async () => {
    const submissionId = await insertSubmission(db(), actors.author.userId!);
    const initial = await attachInitialManuscript(submissionId, actors.author.userId!);

    const answer = await uploadFile(actors.editor, submissionId, MANUSCRIPTS.docx, { replaceFileId: initial.id });
    expect(answer.status).toBe(201);
    expect(fileOf(answer)).toMatchObject({ fileName: "manuscript.docx", isInitial: true });

    const rows = await fileRows(db(), submissionId);
    expect(rows.map((r) => [r.fileName, r.isInitial])).toEqual([["manuscript.docx", true]]);
    expect(await platform.services.storage.exists(initial.storageKey)).toBe(false);
    const events = await eventRows(db(), submissionId);
    expect(events.map((e) => [e.kind, e.actorId, e.detail])).toEqual([
      [
        "file_replaced",
        actors.editor.userId,
        { fileName: "manuscript.docx", previousFileName: "original-manuscript.pdf" },
      ],
    ]);

    const manuscript = await downloadManuscript(actors.author, submissionId, true);
    expect(manuscript.json).toMatchObject({ fileName: "manuscript.docx" });
  });

  it("does not replace a file that is not there, and keeps the upload out", async () => {
    const submissionId = await insertSubmission(db(), actors.author.userId!);
    const answer = await uploadFile(actors.editor, submissionId, MANUSCRIPTS.pdf, {
      replaceFileId: "00000000-0000-4000-8000-000000000000",
    });
    expect(answer.status).toBe(404);
    expect(messageOf(answer)).toBe(FILE_MESSAGES.fileNotFound);
    expect(await fileRows(db(), submissionId)).toEqual([]);
    expect((await storedKeys(platform.services)).filter((k) => k.includes(submissionId))).toEqual([]);
    expect(tempUploads(platform.services)).toEqual([]);
  });

  it("deletes a file with its stored copy and records it; without its initial file a submission has no manuscript", async () => {
    const submissionId = await insertSubmission(db(), actors.author.userId!);
    const initial = await attachInitialManuscript(submissionId, actors.author.userId!);
    expect((await downloadManuscript(actors.author, submissionId, true)).status).toBe(200);

    const answer = await deleteFile(actors.admin, submissionId, initial.id);
    expect(answer.status).toBe(200);
    expect(messageOf(answer)).toBe(FILE_MESSAGES.deleted);
    expect(await fileRows(db(), submissionId)).toEqual([]);
    expect(await platform.services.storage.exists(initial.storageKey)).toBe(false);
    const events = await eventRows(db(), submissionId);
    expect(events.map((e) => [e.kind, e.actorId, e.detail])).toEqual([
      ["file_deleted", actors.admin.userId, { fileName: "original-manuscript.pdf" }],
    ]);

    const manuscript = await downloadManuscript(actors.author, submissionId, true);
    expect(manuscript.status).toBe(404);
    expect(messageOf(manuscript)).toBe("No manuscript file found for this submission");
    expect((await downloadManuscript(actors.author, submissionId)).json).toBe(
      "No manuscript file found for this submission",
    );
    expect((await deleteFile(actors.admin, submissionId, initial.id)).status).toBe(404);
  });

  it("refuses a delete without the delete intent", async () => {
    const submissionId = await insertSubmission(db(), actors.author.userId!);
    const file = fileOf(await uploadFile(actors.author, submissionId, MANUSCRIPTS.pdf));
    const answer = await deleteFile(actors.editor, submissionId, file.id, "remove");
    expect(answer.status).toBe(400);
    expect(await fileRows(db(), submissionId)).toHaveLength(1);
  });
});

describe("who may do what with a submission's files", () => {
  let submissionId: string;
  let fileId: string;

  beforeAll(async () => {
    submissionId = await insertSubmission(db(), actors.author.userId!);
    fileId = (await attachInitialManuscript(submissionId, actors.author.userId!)).id;
  });

  const outcomes = async (actor: Actor) => ({
    list: (await listFiles(actor, submissionId)).status,
    download: (await downloadFile(actor, submissionId, fileId, true)).status,
    upload: (await uploadFile(actor, submissionId, MANUSCRIPTS.pdf)).status,
    replace: (await uploadFile(actor, submissionId, MANUSCRIPTS.pdf, { replaceFileId: fileId })).status,
  });

  it("a visitor is told to sign in (401), and a plain download link sends them to sign in", async () => {
    expect(await outcomes(actors.visitor)).toEqual({ list: 401, download: 401, upload: 401, replace: 401 });
    expect(messageOf(await uploadFile(actors.visitor, submissionId, MANUSCRIPTS.pdf))).toBe("User not authenticated");
    expect((await deleteFile(actors.visitor, submissionId, fileId)).status).toBe(401);
    const plain = await downloadFile(actors.visitor, submissionId, fileId);
    expect(plain.status).toBe(302);
    expect(plain.location).toMatch(/^\/auth\?/);
  });

  it.each(["otherAuthor", "reviewer"] as const)(
    "%s cannot even learn that the submission exists (404 for everything)",
    async (name) => {
      const actor = actors[name];
      expect(await outcomes(actor)).toEqual({ list: 404, download: 404, upload: 404, replace: 404 });
      const denied = await deleteFile(actor, submissionId, fileId);
      expect(denied.status).toBe(404);
      expect(messageOf(denied)).toBe(SUBMISSION_NOT_FOUND);
      expect((await downloadManuscript(actor, submissionId, true)).status).toBe(404);
    },
  );

  it("the author may list, download and upload while the submission is editable, but not replace or delete", async () => {
    expect(await outcomes(actors.author)).toEqual({ list: 200, download: 200, upload: 201, replace: 403 });
    const denied = await deleteFile(actors.author, submissionId, fileId);
    expect(denied.status).toBe(403);
    expect(messageOf(denied)).toBe(FILE_MESSAGES.manageNotAllowed);
    expect((await fileRows(db(), submissionId)).some((r) => r.id === fileId)).toBe(true);
  });

  it("the author may no longer upload once the submission is under review, yet may still download", async () => {
    const reviewed = await insertSubmission(db(), actors.author.userId!, "under_review");
    const refused = await uploadFile(actors.author, reviewed, MANUSCRIPTS.pdf);
    expect(refused.status).toBe(403);
    expect(messageOf(refused)).toBe(FILE_MESSAGES.uploadNotAllowed);
    const mine = fileOf(await uploadFile(actors.editor, reviewed, MANUSCRIPTS.pdf));
    expect((await downloadFile(actors.author, reviewed, mine.id, true)).status).toBe(200);
    expect(tempUploads(platform.services)).toEqual([]);
  });

  it.each(["editor", "admin"] as const)("the %s uploads, replaces and deletes", async (name) => {
    const actor = actors[name];
    const own = await insertSubmission(db(), actors.author.userId!, "accepted");
    const first = await uploadFile(actor, own, MANUSCRIPTS.pdf);
    expect(first.status).toBe(201);
    const replaced = await uploadFile(actor, own, MANUSCRIPTS.doc, { replaceFileId: fileOf(first).id });
    expect(replaced.status).toBe(201);
    expect((await deleteFile(actor, own, fileOf(replaced).id)).status).toBe(200);
    expect(await fileRows(db(), own)).toEqual([]);
  });
});
