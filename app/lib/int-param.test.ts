import { describe, expect, it } from "vitest";
import { parseIntParam, PG_INT_MAX } from "./int-param";

describe("parseIntParam", () => {
  it("reads whole numbers that PostgreSQL's integer holds", () => {
    expect(parseIntParam("1")).toBe(1);
    expect(parseIntParam("0042")).toBe(42);
    expect(parseIntParam(String(PG_INT_MAX))).toBe(PG_INT_MAX);
    expect(parseIntParam("0", 0)).toBe(0);
  });

  it("gives null for numbers beyond it, below the minimum, and anything that is not digits", () => {
    for (const text of ["2147483648", "99999999999999999999", "0", "-1", "1e3", "0x10", "1.5", "", " 1", "1\u0000"]) {
      expect(parseIntParam(text), JSON.stringify(text)).toBeNull();
    }
  });
});
