import crypto from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { containsNul } from "~/lib/nul";

// The platform's answer to cross-site requests and its security headers, for every route kind:
// React Router pages and actions, resource routes, /api endpoints, files and static assets.

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The text of the refusal of a cross-site request. */
export const CROSS_SITE_REFUSED = "Cross-site request refused.";

/**
 * Refuses a state-changing request that a browser sent from another site: its Origin must be the
 * platform's own (PUBLIC_URL); without an Origin its Sec-Fetch-Site must not name another site;
 * without either, a Referer must not name another origin (older browsers, and privacy tools that
 * strip the first two, still send it). SameSite=Lax cookies alone let a sibling subdomain or
 * another port post forms with the reader's session; this closes that for page actions, resource
 * routes and APIs alike. A request with none of the three comes from no browser (curl, a server),
 * which carries no one's cookies by accident.
 */
export function sameOriginWrites(publicOrigin: () => string): MiddlewareHandler {
  return async (c, next) => {
    if (!UNSAFE_METHODS.has(c.req.method)) return next();
    if (isCrossSite(c.req.raw.headers, publicOrigin())) {
      return c.text(CROSS_SITE_REFUSED, 403, { "cache-control": "no-store" });
    }
    return next();
  };
}

/** Whether the request's Origin, else its Sec-Fetch-Site, else its Referer names another site. */
function isCrossSite(headers: Headers, own: string): boolean {
  const origin = headers.get("origin");
  if (origin !== null) return origin !== own;
  const site = headers.get("sec-fetch-site");
  if (site !== null) return site !== "same-origin" && site !== "none";
  const referer = headers.get("referer");
  return referer !== null && originOf(referer) !== own;
}

/** The origin of an absolute URL; null for anything else (then it is no page of ours either). */
function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** The text of the refusal of a request carrying a NUL byte. */
export const NUL_REFUSED = "Bad request: the request contains a NUL character.";

/**
 * The largest body that is not a multipart upload: forms, JSON and anything else a route might read
 * whole. Every one is read for NUL bytes at the edge; a larger one is refused with 413 before a
 * route buffers it, whether it announces its length or arrives chunked. Uploads (multipart) stream
 * to disk under their own limits and check their own fields.
 */
export const MAX_PLAIN_BODY_BYTES = 1024 * 1024;

/** The text of the refusal of a body over MAX_PLAIN_BODY_BYTES. */
export const BODY_TOO_LARGE = "Request body too large.";

/**
 * Answers 400 for a NUL character in the URL (path or query) or in a form or JSON body. Nothing
 * legitimate contains one, and PostgreSQL refuses it in text: without this check it surfaced as
 * a 500 from whichever query met it first. A body that is not multipart and is larger than
 * MAX_PLAIN_BODY_BYTES is answered 413.
 */
export function refuseNulBytes(): MiddlewareHandler {
  const refuse = (c: Parameters<MiddlewareHandler>[0]) => c.text(NUL_REFUSED, 400, { "cache-control": "no-store" });
  return async (c, next) => {
    const url = c.req.url;
    if (/%00/i.test(url) || url.includes("\u0000")) return refuse(c);
    // A GET or HEAD has no body for the application (the web Request gives none): its Request is
    // not made here just to see that (Node's request becomes a web one only when one is read, and a
    // web Request tied to the connection's abort signal outlives the young generation, ADR 090).
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const type = (c.req.header("content-type") ?? "").toLowerCase();
    if (!c.req.raw.body || type.startsWith("multipart/form-data")) return next();
    const text = await readUpTo(c.req.raw, MAX_PLAIN_BODY_BYTES);
    if (text === null) return c.text(BODY_TOO_LARGE, 413, { "cache-control": "no-store", connection: "close" });
    const form = type.startsWith("application/x-www-form-urlencoded");
    const json = type.startsWith("application/json") || type.startsWith("text/plain");
    if (form || json) {
      if (form && (/%00/i.test(text) || text.includes("\u0000"))) return refuse(c);
      if (json) {
        if (text.includes("\u0000")) return refuse(c);
        try {
          if (containsNul(JSON.parse(text))) return refuse(c);
        } catch {
          // Not JSON after all: the route answers that itself.
        }
      }
    }
    return next();
  };
}

/** The body of a copy of `request` as text, or null when it is larger than `limit` bytes. */
async function readUpTo(request: Request, limit: number): Promise<string | null> {
  if (Number(request.headers.get("content-length") ?? "0") > limit) return null;
  const reader = request.clone().body!.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // Not awaited: cancelling one branch of a tee'd body settles only once the other is
      // cancelled too, and the request's own body is left to the answer.
      void reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

// Random bytes for nonces, drawn 4 KB at a time: a draw of 16 bytes for each page cost about 25 µs
// (nearly 1% of a rendered page). Each nonce takes bytes no other nonce has taken.
const nonceBytes = Buffer.alloc(4096);
let nonceBytesUsed = nonceBytes.length;

/** A fresh CSP nonce: 128 random bits. */
export function newNonce(): string {
  if (nonceBytesUsed + 16 > nonceBytes.length) {
    crypto.randomFillSync(nonceBytes);
    nonceBytesUsed = 0;
  }
  const nonce = nonceBytes.toString("base64", nonceBytesUsed, nonceBytesUsed + 16);
  nonceBytesUsed += 16;
  return nonce;
}

// Origins besides this one that pages' scripts may fetch from, and their images load from: the
// object store of presigned download links (ADR 029), set when the platform starts.
let downloadOrigins: string[] = [];

/** Lets the pages fetch presigned downloads and show images from `origin` (none: local storage). */
export function allowDownloadsFrom(origin: string | undefined): void {
  downloadOrigins = origin ? [origin] : [];
}

/**
 * The Content-Security-Policy of the platform's HTML pages: scripts only from this origin or
 * allowed inline by the answer's nonce or by their hashes (React Router's inline hydration
 * scripts), no plugins, no framing (the signed-in dashboard must not be framed: clickjacking),
 * forms and base URL on this origin. Inline style attributes stay allowed: the journal themes are
 * applied with them. Images come from this origin, the storage bucket (presigned links to uploaded
 * covers and photos), `data:` URLs and `blob:` URLs (the upload dialogs preview the chosen picture
 * with URL.createObjectURL before it is sent); not from any https host, which let a page of ours
 * call out to any server a stored address named (docs/decisions/050).
 */
export function contentSecurityPolicy(inline: { nonce: string } | { hashes: string[] }): string {
  const allowed = "nonce" in inline ? [`'nonce-${inline.nonce}'`] : inline.hashes.map((h) => `'${h}'`);
  return [
    "default-src 'self'",
    ["script-src 'self'", ...allowed].join(" "),
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...downloadOrigins].join(" "),
    "font-src 'self' data:",
    ["connect-src 'self'", ...downloadOrigins].join(" "),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * Headers every response carries. HSTS only when the public address is https (a plain-http
 * installation would otherwise lock browsers out of it), for its subdomains too: over plain http, a
 * network attacker can answer for any subdomain name and set cookies for the platform's own host.
 */
export function securityHeaders(publicUrl: () => string): MiddlewareHandler {
  return async (c, next) => {
    await next();
    try {
      setSecurityHeaders(c.res.headers, publicUrl());
    } catch {
      // Response.redirect() and fetch() answers have immutable headers: answer with a copy.
      c.res = new Response(c.res.body, c.res);
      setSecurityHeaders(c.res.headers, publicUrl());
    }
  };
}

/** Sets the security headers on `headers` (also on a cached page's, which no middleware sees). */
export function setSecurityHeaders(headers: Headers, publicUrl: string): void {
  headers.set("x-content-type-options", "nosniff");
  headers.set("x-frame-options", "DENY");
  headers.set("referrer-policy", "strict-origin-when-cross-origin");
  headers.set("permissions-policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()");
  headers.set("cross-origin-opener-policy", "same-origin");
  if (publicUrl.startsWith("https://")) {
    headers.set("strict-transport-security", "max-age=31536000; includeSubDomains");
  }
}

/**
 * The CSP hash sources (`sha256-…`) of every inline script of a page the platform rendered: what
 * lets exactly those scripts run when the page is served to many readers from the cache.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(match[1]!)) continue;
    hashes.add(`sha256-${crypto.createHash("sha256").update(match[2]!, "utf8").digest("base64")}`);
  }
  return [...hashes];
}
