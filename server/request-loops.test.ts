import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain script module of the test runner, without types
import { findRequestLoops } from "../scripts/request-loops.mjs";

const line = (path: string, ms: number, method = "GET") =>
  JSON.stringify({ msg: "request", method, path, time: new Date(Date.UTC(2026, 0, 1, 0, 0, 0, ms)).toISOString() });

describe("findRequestLoops", () => {
  it("finds the same data request answered many times within a second", () => {
    const lines = Array.from({ length: 14 }, (_, i) => line("/journal/fjphs/article/5/102.data", i * 70));
    expect(findRequestLoops(lines)).toEqual([{ request: "GET /journal/fjphs/article/5/102.data", perSecond: 14 }]);
  });

  it("leaves a click with its prefetch, visits spread over time, and bursts to pages and assets alone", () => {
    const lines = [
      line("/journal/fjphs/article/5/102.data", 0),
      line("/journal/fjphs/article/5/102.data", 40),
      ...Array.from({ length: 10 }, (_, i) => line("/journal/fjphs.data", i * 1500)),
      ...Array.from({ length: 20 }, (_, i) => line("/assets/root-abc.js", i * 10)),
      ...Array.from({ length: 50 }, (_, i) => line("/journal/fjphs", i * 10)),
      "not json",
      JSON.stringify({ msg: "listening" }),
    ];
    expect(findRequestLoops(lines)).toEqual([]);
  });
});
