/**
 * An in-process shared cache for public pages, like a CDN in front of the app: a response whose
 * Cache-Control carries `s-maxage=N` is kept for N seconds and served to every anonymous visitor
 * of the same URL. Least recently used entries go first when the cache is full.
 */
export type CachedPage = {
  status: number;
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer>;
  expiresAt: number;
  /** The body compressed, once per encoding, when a reader first asks for it. */
  variants?: Partial<Record<string, Uint8Array<ArrayBuffer>>>;
};

const MAX_ENTRIES = 5_000;

/** The bytes an entry holds: its body and its compressed copies. */
function sizeOf(entry: CachedPage): number {
  let size = entry.body.byteLength;
  for (const bytes of Object.values(entry.variants ?? {})) size += bytes?.byteLength ?? 0;
  return size;
}
const MAX_BYTES = 128 * 1024 * 1024;

export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  private bytes = 0;

  get(key: string, now = Date.now()): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= now) {
      this.bytes -= sizeOf(entry);
      return undefined;
    }
    this.entries.set(key, entry); // most recently used last
    return entry;
  }

  set(key: string, entry: CachedPage): void {
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.bytes -= sizeOf(old);
    }
    this.entries.set(key, entry);
    this.bytes += entry.body.byteLength;
    for (const [k, e] of this.entries) {
      if (this.entries.size <= MAX_ENTRIES && this.bytes <= MAX_BYTES) break;
      this.entries.delete(k);
      this.bytes -= sizeOf(e);
    }
  }

  /** The entry's body compressed with `encoding` (made once, then kept with the entry). */
  variant<E extends string>(
    entry: CachedPage,
    encoding: E,
    compress: (body: Uint8Array, encoding: E) => Uint8Array<ArrayBuffer>,
  ): Uint8Array<ArrayBuffer> {
    entry.variants ??= {};
    let bytes = entry.variants[encoding];
    if (!bytes) {
      bytes = compress(entry.body, encoding);
      entry.variants[encoding] = bytes;
      this.bytes += bytes.byteLength;
    }
    return bytes;
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
