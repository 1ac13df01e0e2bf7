import { describe, expect, it } from "vitest";
import { journalMatchLine, journalMatchSummary, matchesJournalQuery } from "./journal-search-filter";

const journals = [
  { title: "Frontier Journal of Pharmaceutical Sciences", description: "Drug delivery and public health" },
  { title: "Clinical Pharmacology", description: null },
];

describe("matchesJournalQuery", () => {
  it("matches the title or the description, ignoring case and surrounding spaces", () => {
    expect(matchesJournalQuery(journals[0], "  PHARMACEUTICAL ")).toBe(true);
    expect(matchesJournalQuery(journals[0], "public HEALTH")).toBe(true);
    expect(matchesJournalQuery(journals[1], "health")).toBe(false);
  });

  it("matches everything for a blank query", () => {
    expect(matchesJournalQuery(journals[1], "   ")).toBe(true);
  });
});

describe("the lines that count the matches", () => {
  it("say how many journals match, in words for none and one", () => {
    expect(journalMatchLine(0)).toBe("No journals match your search.");
    expect(journalMatchLine(1)).toBe("1 journal matches your search.");
    expect(journalMatchLine(3)).toBe("3 journals match your search.");
    expect(journalMatchSummary(2, 4, " clinical ")).toBe("2 of 4 journals match “clinical”.");
  });
});
