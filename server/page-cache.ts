/**
 * An in-process shared cache for public pages, like a CDN in front of the app: a response whose
 * Cache-Control carries `s-maxage=N` is kept for N seconds and served to every anonymous visitor
 * of the same URL. Least recently used entries go first when the cache is full.
 */
export type CachedPage = {
  status: number;
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer>;
  /** The CSP nonce the page was rendered with, replaced by a fresh one for each reader. */
  nonce?: string;
  expiresAt: number;
};

const MAX_ENTRIES = 5_000;
const MAX_BYTES = 128 * 1024 * 1024;

export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  private bytes = 0;

  get(key: string, now = Date.now()): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= now) {
      this.bytes -= entry.body.byteLength;
      return undefined;
    }
    this.entries.set(key, entry); // most recently used last
    return entry;
  }

  set(key: string, entry: CachedPage): void {
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.bytes -= old.body.byteLength;
    }
    this.entries.set(key, entry);
    this.bytes += entry.body.byteLength;
    for (const [k, e] of this.entries) {
      if (this.entries.size <= MAX_ENTRIES && this.bytes <= MAX_BYTES) break;
      this.entries.delete(k);
      this.bytes -= e.body.byteLength;
    }
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }
}

/** Seconds a shared cache may keep this response, from its Cache-Control; 0 when it may not. */
export function sharedMaxAge(cacheControl: string | null): number {
  if (!cacheControl || /\b(private|no-store|no-cache)\b/i.test(cacheControl)) return 0;
  const m = /\bs-maxage=(\d+)/i.exec(cacheControl);
  return m ? Number(m[1]) : 0;
}

/** Only anonymous GETs are served from the cache: a request with cookies may be personalised. */
export function isCacheableRequest(request: Request): boolean {
  return (
    (request.method === "GET" || request.method === "HEAD") &&
    !request.headers.has("cookie") &&
    !request.headers.has("authorization")
  );
}
