import { describe, expect, it } from "vitest";
import { prefixTsQuery, searchWords } from "./search-terms";

describe("user search words", () => {
  it("splits on punctuation and spaces, lower-cases, and keeps letters of any script", () => {
    expect(searchWords("  Ada.SMITH@uni-example.edu ")).toEqual(["ada", "smith", "uni", "example", "edu"]);
    expect(searchWords("Émile O'Brien")).toEqual(["émile", "o", "brien"]);
    expect(searchWords("'; drop table users; --")).toEqual(["drop", "table", "users"]);
  });

  it("builds a prefix query of every word, or none for text without words", () => {
    expect(prefixTsQuery("ada auth")).toBe("'ada':* & 'auth':*");
    expect(prefixTsQuery(" -- @ ")).toBeNull();
    expect(prefixTsQuery("a b c d e f g h i j")?.split(" & ")).toHaveLength(8);
  });
});
