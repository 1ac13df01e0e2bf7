import { Readable } from "node:stream";
import zlib from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { wholeBody, wholeResponse } from "~/lib/whole-response.server";

// Compressed answers: Brotli or gzip, as the client accepts. Built scripts and styles are
// compressed once at build time (scripts/precompress-plugin.ts) and served as they are; pages,
// navigation data and other text are compressed here, cached pages once per encoding.

export type Encoding = "br" | "gzip";

const COMPRESSIBLE =
  /^(text\/(?!event-stream)|application\/(json|xml|javascript|x-research-info-systems|x-bibtex|[a-z.+-]*\+(json|xml))|image\/svg\+xml)/i;

/** Smaller bodies gain nothing worth the work. */
const MIN_BYTES = 1024;

/** The encoding to answer with for an Accept-Encoding header: Brotli first, then gzip; null for none. */
export function chooseEncoding(acceptEncoding: string | null | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name!.trim(), q === undefined ? 1 : Number(q));
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (allows("br")) return "br";
  if (allows("gzip")) return "gzip";
  return null;
}

/** Whether an answer with these headers is worth compressing (text of some kind, not yet encoded). */
export function isCompressible(headers: Headers): boolean {
  if (headers.has("content-encoding")) return false;
  const length = headers.get("content-length");
  if (length !== null && Number(length) < MIN_BYTES) return false;
  return COMPRESSIBLE.test(headers.get("content-type") ?? "");
}

/**
 * A streaming compressor. Every chunk is flushed as it comes, so a page streamed by React
 * (its shell first, deferred parts later) reaches the reader as early as without compression.
 * Brotli's window is 256 KB rather than 4 MB: a streamed page is smaller than that, and each
 * stream's native buffers shrink with it (ADR 033).
 */
function compressor(encoding: Encoding) {
  return encoding === "br"
    ? zlib.createBrotliCompress({
        flush: zlib.constants.BROTLI_OPERATION_FLUSH,
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_LGWIN]: 18 },
      })
    : zlib.createGzip({ level: 6, flush: zlib.constants.Z_SYNC_FLUSH });
}

/** Compresses bytes once, for an answer kept in the page cache (a better ratio than streaming). */
export function compressBytes(bytes: Uint8Array, encoding: Encoding): Uint8Array<ArrayBuffer> {
  const out =
    encoding === "br"
      ? zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } })
      : zlib.gzipSync(bytes, { level: 9 });
  return new Uint8Array(out.buffer.slice(out.byteOffset, out.byteOffset + out.byteLength) as ArrayBuffer);
}

/** Marks an answer as compressed with `encoding` (and as varying with Accept-Encoding). */
export function setEncodingHeaders(headers: Headers, encoding: Encoding): void {
  headers.set("content-encoding", encoding);
  headers.delete("content-length");
  headers.append("vary", "Accept-Encoding");
}

function variesWithEncoding(headers: Headers): boolean {
  return /(^|,)\s*accept-encoding\s*(,|$)/i.test(headers.get("vary") ?? "");
}

/**
 * Compresses every compressible answer the client accepts compressed. Answers that are already
 * encoded (precompressed static files) or vary with Accept-Encoding already (cached pages) pass as
 * they are.
 */
export function compressAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const response = c.res;
    if (c.req.method === "HEAD" || response.status === 204 || response.status === 304) return;
    // An answer that chose its encoding already (a cached page) passes untouched: reading its body
    // here would copy the bytes and turn them into a stream.
    const whole = wholeBody(response);
    if (!isCompressible(response.headers) || variesWithEncoding(response.headers) || (!whole && !response.body)) return;
    const encoding = chooseEncoding(c.req.header("accept-encoding"));
    const headers = new Headers(response.headers);
    // Hono copies the old answer's headers onto a new one set over it (its Content-Length would
    // then describe the uncompressed body): clear it first.
    c.res = undefined;
    if (!encoding) {
      headers.append("vary", "Accept-Encoding");
      const init = { status: response.status, headers };
      c.res = whole ? wholeResponse(whole, init) : new Response(response.body, init);
      return;
    }
    setEncodingHeaders(headers, encoding);
    const body = Readable.toWeb(Readable.fromWeb(response.body as never).pipe(compressor(encoding)));
    c.res = new Response(body as ReadableStream, { status: response.status, headers });
  };
}
