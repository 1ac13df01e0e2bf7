// The S3 driver against a local S3 server (s3rver), the orphan sweeps on a bucket and the copy command.
// Engine-independent: it runs with the unit tests (the sweeps look up rows in an empty PGlite).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/client.server";
import { parseEnv } from "../env.server";
import { copyLocalFilesToS3 } from "./copy-storage.server";
import { S3Storage } from "./s3.server";
import { LocalDiskStorage, SIGNED_URL_TTL_SECONDS, signedDownloadUrl, UrlSigner } from "../storage.server";
import { sweepOrphanGalleys } from "~/modules/articles/galley-sweep.server";
import { sweepOrphanFiles } from "~/modules/submission-files/storage-sweep.server";
import { startS3Server, type S3TestServer } from "~tests/helpers/s3-server";

let s3: S3TestServer;
let storage: S3Storage;
/** The commands the client sent, by name (middleware on the real SDK client). */
const sent: string[] = [];

beforeAll(async () => {
  s3 = await startS3Server();
  storage = new S3Storage({
    endpoint: s3.endpoint,
    region: "us-east-1",
    bucket: s3.bucket,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    forcePathStyle: true,
  });
  storage.client.middlewareStack.add(
    (next, context) => (args) => {
      sent.push(context.commandName ?? "?");
      return next(args);
    },
    { step: "initialize" },
  );
});
afterAll(() => s3.stop());

async function textOf(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

async function keysUnder(prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const item of storage.list(prefix)) keys.push(item.key);
  return keys.sort();
}

/** `total` bytes in chunks of 1 MiB, without holding them all in memory. */
function bytes(total: number, fill = 7): Readable {
  const chunk = Buffer.alloc(1024 * 1024, fill);
  let left = total;
  return new Readable({
    read() {
      if (left <= 0) return this.push(null);
      const n = Math.min(left, chunk.length);
      left -= n;
      this.push(chunk.subarray(0, n));
    },
  });
}

describe("the S3 storage driver", () => {
  it("stores, reads, lists and deletes a file", async () => {
    expect(await storage.put("submissions/a/one.txt", new TextEncoder().encode("first"))).toEqual({ sizeBytes: 5 });
    expect(await storage.exists("submissions/a/one.txt")).toBe(true);
    const stored = await storage.get("submissions/a/one.txt");
    expect(stored?.sizeBytes).toBe(5);
    expect(await textOf(stored!.stream)).toBe("first");
    expect(await keysUnder("submissions")).toEqual(["submissions/a/one.txt"]);

    await storage.delete("submissions/a/one.txt");
    expect(await storage.exists("submissions/a/one.txt")).toBe(false);
    expect(await storage.get("submissions/a/one.txt")).toBeNull();
    expect(await keysUnder("submissions")).toEqual([]);
  });

  it("moves an upload's temp file into the bucket and removes it from the disk", async () => {
    const temp = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "sp-s3-put-")), "upload.part");
    fs.writeFileSync(temp, "manuscript bytes");
    expect(await storage.putFile("galleys/g1/paper.pdf", temp)).toEqual({ sizeBytes: 16 });
    expect(fs.existsSync(temp)).toBe(false);
    expect(await textOf((await storage.get("galleys/g1/paper.pdf"))!.stream)).toBe("manuscript bytes");
  });

  it("streams a large file up in parts (multipart) and back", async () => {
    sent.length = 0;
    const size = 12 * 1024 * 1024;
    expect(await storage.put("submissions/big/file.bin", bytes(size))).toEqual({ sizeBytes: size });
    expect(sent.filter((c) => c === "UploadPartCommand").length).toBe(3);
    expect(sent).toContain("CompleteMultipartUploadCommand");
    const stored = await storage.get("submissions/big/file.bin");
    expect(stored?.sizeBytes).toBe(size);
    expect((await new Response(stored!.stream).arrayBuffer()).byteLength).toBe(size);
  });

  it("leaves no object behind when an upload is cut off halfway, and aborts its parts", async () => {
    sent.length = 0;
    let pushed = 0;
    const dying = new Readable({
      read() {
        if (pushed >= 6) return this.destroy(new Error("connection reset by the uploader"));
        pushed += 1;
        this.push(Buffer.alloc(1024 * 1024, 1));
      },
    });
    await expect(storage.put("submissions/cut/file.bin", dying)).rejects.toThrow();
    expect(sent).toContain("UploadPartCommand");
    expect(sent).toContain("AbortMultipartUploadCommand");
    expect(sent).not.toContain("CompleteMultipartUploadCommand");
    expect(await storage.exists("submissions/cut/file.bin")).toBe(false);
    expect(await keysUnder("submissions/cut")).toEqual([]);
  });

  it("hands out presigned download URLs valid 300 s that save the file under its name", async () => {
    await storage.put("reviews/r1/annotated.docx", new TextEncoder().encode("review"));
    const url = await signedDownloadUrl(
      { storage, signer: new UrlSigner("unused-for-s3") },
      {
        key: "reviews/r1/annotated.docx",
        fileName: "Annotated review (v2).docx",
        mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        disposition: "attachment",
      },
    );
    expect(url.startsWith(`${s3.endpoint}/${s3.bucket}/reviews/r1/annotated.docx?`)).toBe(true);
    expect(new URL(url).searchParams.get("X-Amz-Expires")).toBe(String(SIGNED_URL_TTL_SECONDS));
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    expect(response.headers.get("content-disposition")).toBe(
      "attachment; filename*=UTF-8''Annotated%20review%20(v2).docx",
    );
    expect(await response.text()).toBe("review");
    expect(storage.downloadOrigin).toBe(s3.endpoint);
  });

  it("refuses keys that could escape their folder", async () => {
    await expect(storage.put("../outside", new Uint8Array([1]))).rejects.toThrow(/Unsafe storage key/);
    await expect(storage.get("submissions/../x")).rejects.toThrow(/Unsafe storage key/);
  });

  it("abandons stale multipart uploads where the store lists them, and carries on where it cannot", async () => {
    // s3rver does not list unfinished uploads (NotImplemented): the sweep must not fail on such a store.
    await expect(storage.abortStaleUploads(new Date())).resolves.toBe(0);
  });
});

describe("the orphan sweeps on a bucket", () => {
  // An empty migrated database (PGlite in memory) for the sweeps' lookups: seconds on a busy machine.
  it(
    "remove stored files no row refers to once they are older than the grace period",
    { timeout: 120_000 },
    async () => {
      const database = await openDatabase({ dataDir: "memory://" });
      try {
        await storage.put("submissions/s7/orphan.pdf", new TextEncoder().encode("no row"));
        await storage.put("galleys/g7/orphan.pdf", new TextEncoder().encode("no row"));
        // Younger than the grace period: perhaps a transaction still running on another instance.
        const past = new Date(Date.now() - 60_000);
        expect(await sweepOrphanFiles(database.db, storage, { modifiedBefore: past })).toBe(0);
        expect(await storage.exists("submissions/s7/orphan.pdf")).toBe(true);
        const future = new Date(Date.now() + 60_000);
        expect(await sweepOrphanFiles(database.db, storage, { modifiedBefore: future })).toBeGreaterThan(0);
        expect(await sweepOrphanGalleys(database.db, storage, { modifiedBefore: future })).toBeGreaterThan(0);
        expect(await storage.exists("submissions/s7/orphan.pdf")).toBe(false);
        expect(await storage.exists("galleys/g7/orphan.pdf")).toBe(false);
      } finally {
        await database.close();
      }
    },
  );
});

describe("npm run storage:copy -- --to s3", () => {
  it("copies an installation's files to the bucket, and again only what is missing", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sp-copy-"));
    const local = new LocalDiskStorage(path.join(dataDir, "files"));
    await local.put("submissions/s1/manuscript.docx", new TextEncoder().encode("manuscript"));
    await local.put("galleys/g9/article.pdf", new TextEncoder().encode("%PDF-1.7 galley"));
    await local.put("images/covers/c1/640.webp", new TextEncoder().encode("image"));
    // A write the local driver never finished (a crash): not a file of the installation.
    fs.writeFileSync(
      path.join(dataDir, "files/galleys/g9/article.pdf.123.0b5b2b5e-8f0e-4f5e-9d0b-2a5b1c3d4e5f.part"),
      "x",
    );
    const env = parseEnv({ DATA_DIR: dataDir, STORAGE_DRIVER: "local", ...withoutDriver(s3.env) });

    expect(await copyLocalFilesToS3(env)).toEqual({ copied: 3, skipped: 0, failed: 0, bytesCopied: 30 });
    expect(await textOf((await storage.get("galleys/g9/article.pdf"))!.stream)).toBe("%PDF-1.7 galley");
    expect(await storage.exists("galleys/g9/article.pdf.123.0b5b2b5e-8f0e-4f5e-9d0b-2a5b1c3d4e5f.part")).toBe(false);

    // Run again after an interruption that left one file out: only that one is copied.
    await storage.delete("images/covers/c1/640.webp");
    expect(await copyLocalFilesToS3(env)).toEqual({ copied: 1, skipped: 2, failed: 0, bytesCopied: 5 });
    expect(await copyLocalFilesToS3(env)).toEqual({ copied: 0, skipped: 3, failed: 0, bytesCopied: 0 });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});

describe("storage configuration", () => {
  it("chooses S3 when a bucket is named and says what is missing", () => {
    expect(parseEnv({ S3_BUCKET: "press-files" }).storageDriver).toBe("s3");
    expect(parseEnv({}).storageDriver).toBe("local");
    expect(() => parseEnv({ STORAGE_DRIVER: "s3" })).toThrow("S3_BUCKET: is required when STORAGE_DRIVER is s3");
    expect(() => parseEnv({ STORAGE_DRIVER: "disk" })).toThrow("STORAGE_DRIVER: must be local or s3");
    expect(() => parseEnv({ S3_BUCKET: "press-files", S3_ACCESS_KEY_ID: "key" })).toThrow(
      "S3_SECRET_ACCESS_KEY: is required when S3_ACCESS_KEY_ID is set",
    );
    expect(() => parseEnv({ S3_BUCKET: "press-files", DATABASE_URL: "postgres://db/press" })).toThrow(
      /SECRET_KEY: is required when DATABASE_URL and S3 storage are set/,
    );
    expect(() => parseEnv({ SECRET_KEY: "short" })).toThrow("SECRET_KEY: must be at least 32 characters");
    expect(
      parseEnv({ S3_BUCKET: "press-files", DATABASE_URL: "postgres://db/press", SECRET_KEY: "k".repeat(32) })
        .storageDriver,
    ).toBe("s3");
  });
});

function withoutDriver(env: Record<string, string>): Record<string, string> {
  const { STORAGE_DRIVER: _driver, ...rest } = env;
  return rest;
}
