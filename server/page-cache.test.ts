import { describe, expect, it } from "vitest";
import { isCacheableRequest, PageCache, sharedMaxAge } from "./page-cache";

const page = (expiresAt: number, size = 10) => ({ status: 200, headers: [], body: new Uint8Array(size), expiresAt });

describe("page cache", () => {
  it("serves an entry until it expires", () => {
    const cache = new PageCache();
    cache.set("/a", page(1_000));
    expect(cache.get("/a", 999)).toBeDefined();
    expect(cache.get("/a", 1_000)).toBeUndefined();
    expect(cache.get("/a", 500)).toBeUndefined();
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
    expect(isCacheableRequest(new Request("http://x/"))).toBe(true);
    const withCookie = (cookie: string) => isCacheableRequest(new Request("http://x/", { headers: { cookie } }));
    expect(withCookie("sp.session_token=abc.def")).toBe(true);
    expect(withCookie("__Secure-sp.session_token=abc; sidebar_state=false")).toBe(true);
    expect(withCookie("session=1")).toBe(false);
    expect(withCookie("sp.session_token=abc; flash=Saved")).toBe(false);
    expect(withCookie("xsp.session_token=abc")).toBe(false);
    expect(isCacheableRequest(new Request("http://x/", { headers: { authorization: "Bearer t" } }))).toBe(false);
    expect(isCacheableRequest(new Request("http://x/", { method: "POST" }))).toBe(false);
  });
});
