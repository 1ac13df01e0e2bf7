import { describe, expect, it } from "vitest";
import { countOf, countRange, formatCount } from "./format-count";

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

describe("countOf and countRange", () => {
  it("give the noun in the singular for one, and a range only when its ends differ", () => {
    expect(countOf(1, "keyword", "keywords")).toBe("1 keyword");
    expect(countOf(0, "keyword", "keywords")).toBe("0 keywords");
    expect(countOf(1500, "word", "words")).toBe("1,500 words");
    expect(countRange(3, 6, "keyword", "keywords")).toBe("3-6 keywords");
    expect(countRange(3, 3, "keyword", "keywords")).toBe("3 keywords");
    expect(countRange(1, 1, "keyword", "keywords")).toBe("1 keyword");
    expect(countRange(150, 1500, "word", "words")).toBe("150-1,500 words");
  });
});
