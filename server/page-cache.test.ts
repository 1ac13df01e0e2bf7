import { describe, expect, it } from "vitest";
import { pageCacheKey, PageCache, sharedMaxAge, type CachedPage } from "./page-cache";

const page = (expiresAt: number, size = 10): CachedPage => ({
  status: 200,
  headers: [],
  body: new Uint8Array(size),
  expiresAt,
  compressible: false,
});

describe("page cache", () => {
  it("serves an entry until it expires", () => {
    const cache = new PageCache();
    cache.set("/a", page(1_000));
    expect(cache.get("/a", 999)).toBeDefined();
    expect(cache.get("/a", 1_000)).toBeUndefined();
    expect(cache.get("/a", 500)).toBeUndefined();
  });

  it("makes room by dropping the pages not served for the longest time", () => {
    const cache = new PageCache();
    const later = Date.now() + 60_000;
    // 5,000 entries fill the cache; 32 MB bodies fill its 128 MB.
    for (let i = 0; i < 5_000; i++) cache.set(`k${i}`, page(later));
    expect(cache.get("k0")).toBeDefined();
    cache.set("k5000", page(later));
    expect(cache.get("k0")).toBeDefined(); // served, so kept
    expect(cache.get("k1")).toBeUndefined(); // the oldest not served
    expect(cache.get("k2")).toBeDefined();
    expect(cache.get("k5000")).toBeDefined();

    const big = new PageCache();
    const mb32 = 32 * 1024 * 1024;
    for (const k of ["a", "b", "c", "d"]) big.set(k, page(later, mb32));
    big.get("a");
    big.set("e", page(later, mb32));
    expect(["a", "b", "c", "d", "e"].filter((k) => big.get(k))).toEqual(["a", "c", "d", "e"]);
    big.set("huge", page(later, 129 * 1024 * 1024));
    expect(big.get("huge")).toBeUndefined();
  });

  it("reads s-maxage and refuses private or no-store responses", () => {
    expect(sharedMaxAge("public, max-age=0, s-maxage=30")).toBe(30);
    expect(sharedMaxAge("public, max-age=60")).toBe(0);
    expect(sharedMaxAge("private, s-maxage=30")).toBe(0);
    expect(sharedMaxAge("no-store")).toBe(0);
    expect(sharedMaxAge(null)).toBe(0);
    const setsCookie = new Headers({ "set-cookie": "sp.session_token=x; Path=/" });
    expect(sharedMaxAge("public, max-age=0, s-maxage=30", setsCookie)).toBe(0);
  });

  it("serves requests with only the session and sidebar cookies from the cache, never other cookies or credentials", () => {
    const key = (request: { method?: string; cookie?: string; authorization?: string }) =>
      pageCacheKey({ method: "GET", url: "http://x/", cookie: undefined, authorization: undefined, ...request });
    expect(key({})).toBe("GET http://x/");
    expect(key({ method: "HEAD" })).toBe("GET http://x/");
    expect(key({ cookie: "sp.session_token=abc.def" })).toBe("GET http://x/");
    expect(key({ cookie: "__Secure-sp.session_token=abc; sidebar_state=false" })).toBe("GET http://x/");
    // A browser with a session gets the application, kept apart (ADR 034).
    expect(key({ cookie: "sp.session_token=abc; sp.signed_in=1" })).toBe("GET http://x/ signed-in");
    expect(key({ cookie: "session=1" })).toBeNull();
    expect(key({ cookie: "sp.session_token=abc; flash=Saved" })).toBeNull();
    expect(key({ cookie: "xsp.session_token=abc" })).toBeNull();
    expect(key({ authorization: "Bearer t" })).toBeNull();
    expect(key({ authorization: "" })).toBeNull();
    expect(key({ method: "POST" })).toBeNull();
  });

  it("answers once per encoding, counts compressed copies in its size, and keeps the page's own headers", () => {
    const cache = new PageCache();
    const text = new TextEncoder().encode("<p>kept page</p>".repeat(200));
    const entry: CachedPage = {
      ...page(Date.now() + 60_000),
      body: text,
      compressible: true,
      headers: [["vary", "Cookie"]],
    };
    cache.set("k", entry);
    const plain = cache.answer(entry, null);
    expect(plain.body).toBe(text);
    expect(plain.head).toEqual([
      "content-length",
      String(text.byteLength),
      "vary",
      "Cookie, Accept-Encoding",
      "x-cache",
      "HIT",
    ]);
    const br = cache.answer(entry, "br");
    expect(br.head).toContain("content-encoding");
    expect(br.body.byteLength).toBeLessThan(text.byteLength / 10);
    expect(cache.answer(entry, "br")).toBe(br);
  });
});
