import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { widthOf, wrapBreakingWords, wrapPlain } from "./wrap";

const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);

describe("wrapBreakingWords", () => {
  it("wraps at spaces like wrapPlain", () => {
    const text = "A title long enough to need two lines at this width";
    expect(wrapBreakingWords(text, font, 10, 150)).toEqual(wrapPlain(text, font, 10, 150));
  });

  it("cuts a word wider than the line between characters", () => {
    const url = "https://press.example/journal/jas/article/5/12/supplementary-material";
    const lines = wrapBreakingWords(`Online: ${url}`, font, 10, 120);
    expect(lines[0]).toBe("Online:");
    expect(lines.slice(1).join("")).toBe(url);
    for (const line of lines) expect(widthOf(font, line, 10)).toBeLessThanOrEqual(120);
  });
});
