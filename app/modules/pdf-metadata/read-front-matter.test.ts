import { describe, expect, it } from "vitest";
import type { Line } from "./layout.types";
import { frontMatterLines, keywordsOf } from "./read-front-matter.server";

const line = (text: string, page = 1): Line => ({
  page,
  text,
  marked: text,
  x: 50,
  y: 100,
  width: 300,
  fontSize: 10,
  bold: false,
  runs: [],
  column: 0,
  furniture: false,
});

describe("front matter pages", () => {
  it("reads page 2 too after a cover page", () => {
    const cover = [line("Unravelling the genome of Holy basil"), line("Rastogi et al.")];
    const second = [line("Abstract", 2), line("Background: …", 2)];
    expect(frontMatterLines([{ lines: cover }, { lines: second }])).toEqual([...cover, ...second]);
  });

  it("reads page 1 alone when it holds the front matter", () => {
    const full = Array.from({ length: 40 }, (_, i) => line(`Line ${i} of the first page`));
    expect(frontMatterLines([{ lines: full }, { lines: [line("Body", 2)] }])).toEqual(full);
  });

  it("reads the keywords at the top of page 2 when page 1 has none", () => {
    const full = Array.from({ length: 40 }, (_, i) => line(`Line ${i} of a long abstract`));
    const second = [line("Keywords: durum wheat; volatile metabolites", 2), line("1. Introduction", 2)];
    expect(keywordsOf([{ lines: full }, { lines: second }])).toEqual(["durum wheat", "volatile metabolites"]);
    const late = [...Array.from({ length: 20 }, () => line("Body text of the paper", 2)), ...second];
    expect(keywordsOf([{ lines: full }, { lines: late }])).toEqual([]);
  });
});
