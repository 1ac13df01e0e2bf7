import { describe, expect, it } from "vitest";
import { createTtlCache, METRICS_TTL_MS } from "./ttl-cache";

describe("createTtlCache", () => {
  it("reuses a value for five minutes, then computes it again", async () => {
    let now = 0;
    let computed = 0;
    const cache = createTtlCache<number>(METRICS_TTL_MS, () => now);
    const load = async () => ++computed;

    expect(await cache.get("k", load)).toBe(1);
    now = METRICS_TTL_MS - 1;
    expect(await cache.get("k", load)).toBe(1);
    now = METRICS_TTL_MS;
    expect(await cache.get("k", load)).toBe(2);
  });

  it("shares one pending computation between concurrent callers", async () => {
    let computed = 0;
    const cache = createTtlCache<number>(1000);
    const load = async () => ++computed;
    const [a, b] = await Promise.all([cache.get("k", load), cache.get("k", load)]);
    expect([a, b, computed]).toEqual([1, 1, 1]);
  });

  it("does not keep a failed computation", async () => {
    const cache = createTtlCache<number>(1000);
    await expect(cache.get("k", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("k", async () => 7)).toBe(7);
  });
});
