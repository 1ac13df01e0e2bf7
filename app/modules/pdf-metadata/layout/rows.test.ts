import { describe, expect, it } from "vitest";
import type { TextItem } from "../layout.types";
import { layOutPage } from "../text-layout";

const item = (text: string, x: number, width: number, font = "roman"): TextItem => ({
  text,
  x,
  y: 146.75,
  width,
  fontSize: 11,
  bold: false,
  font,
});
const linesOf = (items: TextItem[]) => layOutPage({ page: 1, width: 595, height: 842, items }).map((line) => line.text);

describe("word spaces pdf.js gives as items of their own", () => {
  it("keeps one however narrow: two names set tight around 'and' stay apart", () => {
    // As pdf.js reads a line whose words are set tight: the space is an item 0.78 pt wide.
    const items = [
      item("Joaquín V. Brâncusi", 211.85, 89.52),
      item(" ", 301.36, 0.78),
      item("and Rafael Z. Rahimi", 302.14, 94.71),
    ];
    expect(linesOf(items)).toEqual(["Joaquín V. Brâncusi and Rafael Z. Rahimi"]);
    // Without the item, the gap alone is no word space.
    expect(linesOf([items[0], items[2]])).toEqual(["Joaquín V. Brâncusiand Rafael Z. Rahimi"]);
  });

  it("takes no wide one for a space: the pen passing over italic words drawn after their sentence", () => {
    const items = [
      item("years (mean =11.9) for", 57.6, 92.4),
      item(" ", 150.02, 52.89),
      item(". These longevity estimates", 202.91, 112.85),
      item("C. acronotus", 152.29, 50.58, "italic"),
    ];
    expect(linesOf(items)).toEqual(["years (mean =11.9) for C. acronotus. These longevity estimates"]);
  });
});
