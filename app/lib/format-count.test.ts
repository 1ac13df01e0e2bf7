import { describe, expect, it } from "vitest";
import { formatCount } from "./format-count";

describe("formatCount", () => {
  it("writes what toLocaleString('en-US') writes, without Intl", () => {
    const numbers = [0, 1, 12, 999, 1000, 1234, 12345, 999999, 1000000, 1234567890, Number.MAX_SAFE_INTEGER];
    const awkward = [-1, -1234, -0, 0.5, 1234.5, 1234.5678, 0.0004, 0.0005, -0.0004, 1e20, 2 ** 53 + 2, 1e21, 1.5e22];
    for (const n of [...numbers, ...awkward, ...numbers.map((x) => -x)]) {
      expect(formatCount(n), String(n)).toBe(n.toLocaleString("en-US"));
    }
    for (let i = 0; i < 2000; i++) {
      const n = Math.round((Math.random() - 0.3) * 10 ** (1 + (i % 15)));
      expect(formatCount(n), String(n)).toBe(n.toLocaleString("en-US"));
    }
    expect(formatCount(Number.NaN)).toBe(Number.NaN.toLocaleString("en-US"));
    expect(formatCount(Infinity)).toBe(Infinity.toLocaleString("en-US"));
    expect(formatCount(-Infinity)).toBe((-Infinity).toLocaleString("en-US"));
  });
});
