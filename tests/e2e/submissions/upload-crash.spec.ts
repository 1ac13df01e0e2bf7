// Done-when of issue 5: "Killing the server in the middle of an upload leaves no half-written
// submission or orphan file after restart." The real built server, its own data directory (and
// database), a real multipart upload over a socket, SIGKILL, a restart, then the data is read.
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { wizardData as validWizardForm } from "../../factories/submission-form";
import {
  ADMIN,
  createTestDatabase,
  filesUnder,
  queryStoppedDatabase,
  signIn,
  startPlatform,
  stopPlatform,
  type PlatformProcess,
} from "./platform-process";

const MB = 1024 * 1024;

/** A valid wizard form for `journalId` with `title`, the admin as its only author. */
function wizardData(journalId: string, title: string) {
  const authors = [{ name: "Ada Crash", email: ADMIN.email, affiliation: "University of Testing", orcid: "" }];
  return validWizardForm(journalId, { title, authors });
}

const pdf = (body: string) => Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${body}\n%%EOF\n`);

/** The multipart framing of the "data" field and the start of the "file" part. */
function multipartHead(boundary: string, data: unknown, fileName: string) {
  return Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify(data)}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
      "Content-Type: application/pdf\r\n\r\n",
  );
}

test.describe("an upload cut off by a crash", { tag: "@both-backends" }, () => {
  test("leaves no half-written submission, file row, stored file or temp file once the server has restarted", async () => {
    test.setTimeout(300_000);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sp-upload-crash-"));
    const logFile = path.join(dataDir, "server.log");
    const database = await createTestDatabase();
    const where = { dataDir, databaseUrl: database?.url };
    const running: PlatformProcess[] = [];
    const start = async () => {
      const platform = await startPlatform({ ...where, logFile });
      running.push(platform);
      return platform;
    };

    try {
      // First start: the database and the founding journals are created; the journal's id is read.
      await stopPlatform(await start());
      const [journal] = await queryStoppedDatabase<{ id: string }>(
        where,
        "select id from journals where short_name = 'fjphs'",
      );
      expect(journal?.id).toBeTruthy();

      const server = await start();
      const cookie = await signIn(server.baseUrl, ADMIN.email, ADMIN.password);

      // A complete submission first: the endpoint works, and this one must survive the crash.
      const complete = new FormData();
      complete.set("data", JSON.stringify(wizardData(journal!.id, "A submission sent before the crash")));
      complete.set("file", new File([pdf("complete")], "complete.pdf", { type: "application/pdf" }));
      const created = await fetch(`${server.baseUrl}/api/submissions`, {
        method: "POST",
        headers: { cookie, origin: server.baseUrl },
        body: complete,
      });
      expect(created.status, await created.clone().text()).toBe(201);
      const { id: keptId } = (await created.json()) as { id: string };

      // A 40 MB upload that stops after its first 6 MB, as a slow connection would.
      const boundary = "----sp-crash-boundary";
      const head = multipartHead(boundary, wizardData(journal!.id, "A submission cut off by the crash"), "big.pdf");
      const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
      const fileBytes = 40 * MB;
      const request = http.request(`${server.baseUrl}/api/submissions`, {
        method: "POST",
        headers: {
          cookie,
          origin: server.baseUrl,
          "content-type": `multipart/form-data; boundary=${boundary}`,
          "content-length": String(head.length + fileBytes + tail.length),
        },
      });
      request.on("error", () => {}); // the server is about to die under it
      request.write(head);
      request.write(pdf("start of a large manuscript"));
      for (let sent = 0; sent < 6 * MB; sent += MB) request.write(Buffer.alloc(MB, 0x20));

      // The server is writing the upload to a temp file in DATA_DIR/tmp/uploads...
      const tempDir = path.join(dataDir, "tmp", "uploads");
      await expect
        .poll(() => filesUnder(tempDir).map((f) => fs.statSync(path.join(tempDir, f)).size), { timeout: 30_000 })
        .toEqual([expect.any(Number)]);
      await expect
        .poll(() => fs.statSync(path.join(tempDir, filesUnder(tempDir)[0]!)).size, { timeout: 30_000 })
        .toBeGreaterThan(5 * MB);
      // ...when it is killed.
      await stopPlatform(server, "SIGKILL");
      request.destroy();
      expect(filesUnder(tempDir)).toHaveLength(1);

      // The restart clears what the crash left before it serves anything.
      const restarted = await start();
      expect(filesUnder(tempDir)).toEqual([]);
      const again = await fetch(`${restarted.baseUrl}/submission/${keptId}/manuscript?format=json`, {
        headers: { cookie: await signIn(restarted.baseUrl, ADMIN.email, ADMIN.password) },
      });
      expect(again.status).toBe(200);
      await stopPlatform(restarted);

      const submissions = await queryStoppedDatabase<{ id: string; title: string }>(
        where,
        "select id, title from submissions",
      );
      expect(submissions).toEqual([{ id: keptId, title: "A submission sent before the crash" }]);
      const files = await queryStoppedDatabase<{ storage_key: string; file_name: string }>(
        where,
        "select storage_key, file_name from submission_files",
      );
      expect(files).toEqual([{ storage_key: expect.stringContaining(keptId), file_name: "complete.pdf" }]);
      expect(filesUnder(path.join(dataDir, "files", "submissions"))).toEqual([
        path.relative("submissions", files[0]!.storage_key),
      ]);
      expect(filesUnder(tempDir)).toEqual([]);
    } catch (error) {
      if (fs.existsSync(logFile)) console.error(fs.readFileSync(logFile, "utf8").split("\n").slice(-40).join("\n"));
      throw error;
    } finally {
      for (const platform of running) await stopPlatform(platform, "SIGKILL");
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
