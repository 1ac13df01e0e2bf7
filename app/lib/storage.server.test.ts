import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  assertSafeKey,
  LocalDiskStorage,
  SIGNED_URL_TTL_SECONDS,
  signedFilePath,
  UrlSigner,
  type SignedFile,
} from "./storage.server";

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

describe("LocalDiskStorage", () => {
  let root: string;
  let storage: LocalDiskStorage;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "sp-storage-"));
    storage = new LocalDiskStorage(path.join(root, "files"));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it("stores, reads back and deletes a file", async () => {
    const { sizeBytes } = await storage.put("manuscripts/2026/a.pdf", new TextEncoder().encode("%PDF-1.7 hello"));
    expect(sizeBytes).toBe(14);
    expect(await storage.exists("manuscripts/2026/a.pdf")).toBe(true);

    const got = await storage.get("manuscripts/2026/a.pdf");
    expect(got?.sizeBytes).toBe(14);
    expect(await readAll(got!.stream)).toBe("%PDF-1.7 hello");

    await storage.delete("manuscripts/2026/a.pdf");
    expect(await storage.exists("manuscripts/2026/a.pdf")).toBe(false);
    expect(await storage.get("manuscripts/2026/a.pdf")).toBeNull();
  });

  it("stores a stream and replaces an existing file without leaving temp files", async () => {
    await storage.put("covers/x.txt", new TextEncoder().encode("first"));
    await storage.put("covers/x.txt", Readable.from([Buffer.from("sec"), Buffer.from("ond")]));
    expect(await readAll((await storage.get("covers/x.txt"))!.stream)).toBe("second");
    expect(fs.readdirSync(path.join(root, "files", "covers"))).toEqual(["x.txt"]);
  });

  it("deleting a missing file is not an error", async () => {
    await expect(storage.delete("nothing/here.txt")).resolves.toBeUndefined();
  });

  it.each(["../escape.txt", "a/../../b", "/etc/passwd", "", "a//b", "a\\b", ".hidden", "a/./b", "dir/", "x y"])(
    "rejects the unsafe key %j",
    async (key) => {
      expect(() => assertSafeKey(key)).toThrow(/Unsafe storage key/);
      await expect(storage.put(key, new Uint8Array([1]))).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.get(key)).rejects.toThrow(/Unsafe storage key/);
    },
  );

  it("never writes outside its root", async () => {
    await storage.put("ok/file.bin", new Uint8Array([1, 2, 3]));
    expect(fs.existsSync(path.join(root, "escape.txt"))).toBe(false);
    expect(fs.readdirSync(root)).toEqual(["files"]);
  });

  it("lists the files under a folder, at any depth, with their size and time", async () => {
    await storage.put("submissions/s1/f1", new Uint8Array([1, 2, 3]));
    await storage.put("submissions/s2/f2", new Uint8Array([1]));
    await storage.put("covers/c1", new Uint8Array([1]));
    const listed = [];
    for await (const item of storage.list("submissions")) listed.push(item);
    expect(listed.map((i) => i.key).sort()).toEqual(["submissions/s1/f1", "submissions/s2/f2"]);
    expect(listed.find((i) => i.key === "submissions/s1/f1")?.sizeBytes).toBe(3);
    expect(listed.every((i) => i.modifiedAt instanceof Date)).toBe(true);
  });

  it("lists nothing for a folder that was never written", async () => {
    const listed = [];
    for await (const item of storage.list("submissions")) listed.push(item);
    expect(listed).toEqual([]);
  });
});

describe("UrlSigner", () => {
  const file: SignedFile = {
    key: "manuscripts/a.pdf",
    fileName: "Article 1.pdf",
    mimeType: "application/pdf",
    disposition: "inline",
  };
  const signer = new UrlSigner("test-secret");
  const now = Date.UTC(2026, 10, 22, 12, 0, 0);

  it("verifies its own token and returns the file", () => {
    expect(signer.verify(signer.sign(file, now), now)).toEqual(file);
  });

  it("links to /files/<token>", () => {
    expect(signedFilePath("abc.def")).toBe("/files/abc.def");
  });

  it("accepts a token until 300 seconds have passed and rejects it after", () => {
    expect(SIGNED_URL_TTL_SECONDS).toBe(300);
    const token = signer.sign(file, now);
    expect(signer.verify(token, now + 299_000)).toEqual(file);
    expect(signer.verify(token, now + 301_000)).toBeNull();
  });

  it("rejects a token whose payload was changed", () => {
    const token = signer.sign(file, now);
    const [payload, mac] = token.split(".");
    const data = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    const forged = Buffer.from(JSON.stringify({ ...data, k: "manuscripts/other.pdf" })).toString("base64url");
    expect(signer.verify(`${forged}.${mac}`, now)).toBeNull();
  });

  it("rejects a token whose signature was changed", () => {
    const token = signer.sign(file, now);
    const last = token.at(-1) === "A" ? "B" : "A";
    expect(signer.verify(token.slice(0, -1) + last, now)).toBeNull();
  });

  it("rejects a token signed with another secret", () => {
    expect(new UrlSigner("other-secret").verify(signer.sign(file, now), now)).toBeNull();
  });

  it.each(["", "abc", "abc.", ".abc", "a.b.c", "%%%.###"])("rejects the malformed token %j", (token) => {
    expect(signer.verify(token, now)).toBeNull();
  });

  it("keeps the attachment disposition that forces a download", () => {
    const token = signer.sign({ ...file, disposition: "attachment" }, now);
    expect(signer.verify(token, now)?.disposition).toBe("attachment");
  });
});
