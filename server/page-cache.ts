import { memoizeString } from "~/lib/string-memo";
import { hasSignedInMarker } from "~/modules/auth/signed-in-marker";
import { compressBytes, type Encoding } from "./compression";

/**
 * An in-process shared cache for public pages, like a CDN in front of the app: a response whose
 * Cache-Control carries `s-maxage=N` is kept for N seconds and served to every reader of the same
 * URL, visitors and signed-in readers alike (public pages are the same for everyone; their personal
 * parts come from GET /api/session). Entries not served for the longest time go first when the
 * cache is full; every committed change to public content empties it (contentChanged()).
 */
export type CachedPage = {
  status: number;
  /** The answer's headers as sent, security headers included (x-cache and encoding apart). */
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer>;
  expiresAt: number;
  /** Whether the body is text worth compressing (isCompressible). */
  compressible: boolean;
  /** The article whose page this is: each reader it is served to counts as a view of it. */
  articleId?: string;
  /** The head and body as sent, once per encoding ("identity" for none), made when first asked for. */
  answers?: Partial<Record<Encoding | "identity", CachedAnswer>>;
  /** Served since the cache last looked at it for room: it then stays (see PageCache.set). */
  used?: boolean;
};

/** A cached page as it goes out: status, headers as flat name/value pairs, body. */
export type CachedAnswer = { status: number; head: string[]; body: Uint8Array<ArrayBuffer> };

const MAX_ENTRIES = 5_000;

/** The bytes an entry holds: its body and its compressed copies. */
function sizeOf(entry: CachedPage): number {
  let size = entry.body.byteLength;
  for (const [encoding, answer] of Object.entries(entry.answers ?? {})) {
    if (encoding !== "identity") size += answer?.body.byteLength ?? 0;
  }
  return size;
}
const MAX_BYTES = 128 * 1024 * 1024;

export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  private bytes = 0;

  get(key: string, now = Date.now()): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.entries.delete(key);
      this.bytes -= sizeOf(entry);
      return undefined;
    }
    // Marked, not moved to the end of the map: deleting and setting a key on every hit rebuilt a
    // small map's table each time, a few per cent of a hit.
    entry.used = true;
    return entry;
  }

  set(key: string, entry: CachedPage): void {
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.bytes -= sizeOf(old);
    }
    const size = sizeOf(entry);
    if (size > MAX_BYTES) return;
    // Room is made oldest first; an entry served since it was last looked at gets a second chance
    // at the end of the map, unmarked (the "clock" approximation of least recently used).
    for (const [k, e] of this.entries) {
      if (this.entries.size < MAX_ENTRIES && this.bytes + size <= MAX_BYTES) break;
      this.entries.delete(k);
      if (e.used) {
        e.used = false;
        this.entries.set(k, e);
      } else {
        this.bytes -= sizeOf(e);
      }
    }
    this.entries.set(key, entry);
    this.bytes += size;
  }

  /**
   * The entry as sent to a client that accepts `accepted` (chooseEncoding's answer): compressed
   * when the page is text, once per encoding, then kept with the entry.
   */
  answer(entry: CachedPage, accepted: Encoding | null): CachedAnswer {
    const encoding = entry.compressible && accepted ? accepted : "identity";
    entry.answers ??= {};
    let answer = entry.answers[encoding];
    if (!answer) {
      const body = encoding === "identity" ? entry.body : compressBytes(entry.body, encoding);
      const headers = new Headers(entry.headers);
      if (entry.compressible) headers.append("vary", "Accept-Encoding");
      if (encoding !== "identity") headers.set("content-encoding", encoding);
      headers.set("content-length", String(body.byteLength));
      headers.set("x-cache", "HIT");
      answer = { status: entry.status, head: [...headers].flat(), body };
      entry.answers[encoding] = answer;
      if (encoding !== "identity") this.bytes += body.byteLength;
    }
    return answer;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }
}

/**
 * Seconds a shared cache may keep this response, from its Cache-Control; 0 when it may not. A
 * response that sets a cookie is personal whatever it says, and is never kept.
 */
export function sharedMaxAge(cacheControl: string | null, headers?: Headers): number {
  if (!cacheControl || /\b(private|no-store|no-cache)\b/i.test(cacheControl)) return 0;
  if (headers?.has("set-cookie")) return 0;
  const m = /\bs-maxage=(\d+)/i.exec(cacheControl);
  return m ? Number(m[1]) : 0;
}

/**
 * Cookies the public pages never read: the session (Better Auth's `sp.*`, `__Secure-sp.*` over
 * https; only GET /api/session and non-public pages read it) and the dashboard sidebar's state.
 * A request carrying any other cookie is rendered, so a cookie the app may read one day (a flash
 * message, a preference) can never select a page rendered for someone else.
 */
const SHARED_COOKIE = /^(?:__Secure-|__Host-)?sp\.[A-Za-z0-9_.-]+$|^sidebar_state$/;

/** Whether every cookie of a Cookie header is one the public pages never read. */
export function onlySharedCookies(cookieHeader: string | null | undefined): boolean {
  if (!cookieHeader) return true;
  return cookieHeader
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part !== "")
    .every((part) => {
      const eq = part.indexOf("=");
      return eq > 0 && SHARED_COOKIE.test(part.slice(0, eq).trim());
    });
}

/**
 * The cache key of a request, or null when it may not be served from the cache. GETs (and HEADs,
 * answered from the GET's entry) are, when nothing in the request can personalise the page: no
 * Authorization header, and no cookie but those the public pages never read. A browser with a
 * session gets reader pages as the application (ADR 034): its own entry.
 */
export function pageCacheKey(request: {
  method: string;
  url: string;
  cookie: string | null | undefined;
  authorization: string | null | undefined;
}): string | null {
  const { method, url, cookie, authorization } = request;
  if ((method !== "GET" && method !== "HEAD") || authorization != null || !onlySharedCookies(cookie)) return null;
  return hasSignedInMarker(cookie) ? signedInPageKey(url) : visitorPageKey(url);
}

// Kept per URL: a key joined anew on every request was a new string to hash for the cache's map.
const visitorPageKey = memoizeString((url) => `GET ${url}`);
const signedInPageKey = memoizeString((url) => `GET ${url} signed-in`);
