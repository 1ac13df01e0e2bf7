import zlib from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { chooseEncoding, compressAnswers, isCompressible } from "./compression";

describe("chooseEncoding", () => {
  it("prefers Brotli, then gzip, and respects q=0", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chooseEncoding("gzip, deflate")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding("identity")).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });
});

describe("isCompressible", () => {
  const headers = (init: Record<string, string>) => new Headers(init);
  it("takes text of every kind and leaves event streams, images and encoded answers alone", () => {
    for (const type of [
      "text/html; charset=utf-8",
      "text/x-script",
      "application/json",
      "application/x-research-info-systems",
      "image/svg+xml",
      "application/ld+json",
    ])
      expect(isCompressible(headers({ "content-type": type })), type).toBe(true);
    for (const type of ["text/event-stream", "application/pdf", "image/png"])
      expect(isCompressible(headers({ "content-type": type })), type).toBe(false);
    expect(isCompressible(headers({ "content-type": "text/html", "content-encoding": "br" }))).toBe(false);
    expect(isCompressible(headers({ "content-type": "text/html", "content-length": "100" }))).toBe(false);
  });
});

describe("compressAnswers", () => {
  const page =
    "<!DOCTYPE html><html><body>" + "<p>Structure-based virtual screening</p>".repeat(500) + "</body></html>";
  const app = new Hono();
  app.use(compressAnswers());
  app.get("/page", (c) => c.html(page));
  app.get("/pdf", (c) => c.body("%PDF-1.7".repeat(500), 200, { "content-type": "application/pdf" }));
  // As serveStatic answers: the length of the file set on the context.
  app.get("/file.svg", (c) => {
    c.header("content-length", String(page.length));
    return c.body(page, 200, { "content-type": "image/svg+xml" });
  });

  it("sends a page compressed as the reader accepts, and it reads back exactly", async () => {
    const br = await app.request("/page", { headers: { "accept-encoding": "gzip, br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toContain("Accept-Encoding");
    const bytes = Buffer.from(await br.arrayBuffer());
    expect(bytes.length).toBeLessThan(page.length / 10);
    expect(zlib.brotliDecompressSync(bytes).toString()).toBe(page);

    const gzip = await app.request("/page", { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(zlib.gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(page);
  });

  it("drops the uncompressed length of a file, so that the reader is not left waiting for bytes", async () => {
    const svg = await app.request("/file.svg", { headers: { "accept-encoding": "br" } });
    expect(svg.headers.get("content-encoding")).toBe("br");
    expect(svg.headers.get("content-length")).toBeNull();
    expect(zlib.brotliDecompressSync(Buffer.from(await svg.arrayBuffer())).toString()).toBe(page);
  });

  it("leaves an answer that chose its encoding already (a cached page) as it is", async () => {
    const cached = new Hono();
    cached.use(compressAnswers());
    cached.get("/cached", (c) => c.html(page, 200, { vary: "Accept-Encoding" }));
    const answer = await cached.request("/cached", { headers: { "accept-encoding": "br" } });
    expect(answer.headers.get("content-encoding")).toBeNull();
    expect(answer.headers.get("vary")).toBe("Accept-Encoding");
    expect(await answer.text()).toBe(page);
  });

  it("sends it plain to a client that accepts no encoding, and never compresses a PDF", async () => {
    const plain = await app.request("/page");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(page);
    const pdf = await app.request("/pdf", { headers: { "accept-encoding": "br" } });
    expect(pdf.headers.get("content-encoding")).toBeNull();
  });
});
