import { describe, expect, it } from "vitest";
import { abstractExcerpt, queryLexemes } from "./abstract-excerpt";
import { highlightParts } from "./highlight";

const matches = (marked: string) =>
  highlightParts(marked)
    .filter((p) => p.match)
    .map((p) => p.text);

describe("an abstract's passages", () => {
  it("read the lexemes of a query tree, without the words it excludes (querytree leaves them out)", () => {
    expect(queryLexemes("'toxic' & 'drug' <-> 'releas' | 'tablet'")).toEqual(["toxic", "drug", "releas", "tablet"]);
    expect(queryLexemes("'o''neil'")).toEqual(["o'neil"]);
    expect(queryLexemes("T")).toEqual([]);
  });

  it("mark every form of a searched word as the english configuration stems it", () => {
    const text =
      "Tablets were compressed. Dissolution of each tablet was measured; dissolving faster than the reference.";
    const marked = abstractExcerpt(text, ["tablet", "dissolut"]);
    expect(matches(marked)).toEqual(["Tablets", "Dissolution", "tablet"]);
    // The text between the words is the abstract's own.
    expect(
      highlightParts(marked)
        .map((p) => p.text)
        .join(""),
    ).toBe(text);
  });

  it("are up to two windows of 35 words around the matches, in reading order, joined by an ellipsis", () => {
    const filler = (n: number, from = 0) => Array.from({ length: n }, (_, i) => `word${from + i}`).join(" ");
    const text = `${filler(50)} paracetamol overdose ${filler(60, 50)} paracetamol toxicity ${filler(50, 110)}`;
    const marked = abstractExcerpt(text, ["paracetamol"]);
    const passages = marked.split(" … ");
    expect(passages).toHaveLength(2);
    for (const passage of passages) {
      expect(passage.match(/[\p{L}\p{N}]+/gu)).toHaveLength(35);
      expect(matches(passage)).toEqual(["paracetamol"]);
    }
    expect(passages[0]!.indexOf("overdose")).toBeGreaterThan(0);
    expect(passages[1]).toContain("toxicity");
  });

  it("without a match (the words were in the title), are the abstract's first 35 words", () => {
    const text = Array.from({ length: 80 }, (_, i) => `w${i}`).join(" ");
    expect(abstractExcerpt(text, ["paracetamol"])).toBe(Array.from({ length: 35 }, (_, i) => `w${i}`).join(" "));
    expect(abstractExcerpt("", ["paracetamol"])).toBe("");
  });

  it("keep markup in the abstract as text, and never take a stem's prefix for a word", () => {
    const marked = abstractExcerpt("An abstract with <b>tags</b> and niosomes; tag-free.", ["tag", "niosom"]);
    expect(matches(marked)).toEqual(["tags", "niosomes", "tag"]);
    expect(
      highlightParts(marked)
        .map((p) => p.text)
        .join(""),
    ).toContain("<b>tags</b>");
    expect(matches(abstractExcerpt("Tablespoons of tablet", ["tablet"]))).toEqual(["tablet"]);
  });
});
