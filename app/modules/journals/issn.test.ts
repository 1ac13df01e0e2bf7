import { describe, expect, it } from "vitest";
import { hasValidIssnCheckDigit, isIssnFormat, issnCheckCharacter } from "./issn";

describe("ISSN", () => {
  it("accepts the spec's format only", () => {
    expect(isIssnFormat("1234-5678")).toBe(true);
    expect(isIssnFormat("0000-006x")).toBe(true);
    expect(isIssnFormat("12345678")).toBe(false);
    expect(isIssnFormat("1234-567")).toBe(false);
    expect(isIssnFormat("1234-567Y")).toBe(false);
  });

  it("computes the mod 11 check character, X for ten", () => {
    expect(issnCheckCharacter("0317847")).toBe("1"); // ISSN 0317-8471 (the standard's example)
    expect(issnCheckCharacter("2049363")).toBe("0"); // ISSN 2049-3630
    expect(issnCheckCharacter("0000006")).toBe("X"); // 6 × 2 = 12 → 11 - 1 = 10
    expect(hasValidIssnCheckDigit("0317-8471")).toBe(true);
    expect(hasValidIssnCheckDigit("0000-006x")).toBe(true);
    expect(hasValidIssnCheckDigit("0317-8472")).toBe(false);
    expect(hasValidIssnCheckDigit("1234-5678")).toBe(false);
  });
});
