import { describe, expect, it } from "vitest";
import { memoizeString, memoizeStringPair } from "./string-memo";

describe("memoizeString", () => {
  it("computes each key once and answers the same result again", () => {
    const calls: string[] = [];
    const upper = memoizeString((key) => {
      calls.push(key);
      return key.toUpperCase();
    });
    expect([upper("a"), upper("b"), upper("a")]).toEqual(["A", "B", "A"]);
    expect(calls).toEqual(["a", "b"]);
  });

  it("remembers a falsy or undefined result too", () => {
    let calls = 0;
    const none = memoizeString(() => {
      calls++;
      return undefined;
    });
    none("x");
    none("x");
    expect(calls).toBe(1);
  });

  it("stays within its limit: when full it starts again", () => {
    let calls = 0;
    const same = memoizeString((key) => {
      calls++;
      return key;
    }, 2);
    same("a");
    same("b");
    same("c"); // full: forgets a and b
    same("c");
    same("a");
    expect(calls).toBe(4);
  });
});

describe("memoizeStringPair", () => {
  it("computes each pair once, and tells pairs apart that would join into the same text", () => {
    const calls: string[] = [];
    const join = memoizeStringPair((a, b) => {
      calls.push(`${a}|${b}`);
      return `${a}${b}`.length;
    });
    expect([join("a", "bc"), join("ab", "c"), join("a", "bc")]).toEqual([3, 3, 3]);
    expect(calls).toEqual(["a|bc", "ab|c"]);
  });

  it("stays within its limit: when full it starts again", () => {
    let calls = 0;
    const pair = memoizeStringPair((a, b) => {
      calls++;
      return a + b;
    }, 2);
    pair("a", "1");
    pair("a", "2");
    pair("b", "1"); // full: forgets both of a
    pair("b", "1");
    pair("a", "1");
    expect(calls).toBe(4);
  });
});
