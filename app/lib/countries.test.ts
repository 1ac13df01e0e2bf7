import { describe, expect, it } from "vitest";
import { COUNTRIES, countryName, isCountryCode } from "./countries";

describe("countries", () => {
  it("are listed in English alphabetical order, as localeCompare puts them", () => {
    const sorted = [...COUNTRIES].sort((a, b) => a.name.localeCompare(b.name, "en"));
    expect(COUNTRIES.map((c) => c.code)).toEqual(sorted.map((c) => c.code));
    expect(COUNTRIES.length).toBeGreaterThan(240);
    expect(Object.keys(COUNTRIES[0]!).sort()).toEqual(["code", "name"]);
  });

  it("name a code in any case", () => {
    expect(countryName("in")).toBe("India");
    expect(isCountryCode("CI")).toBe(true);
    expect(countryName("XX")).toBeNull();
  });
});
