import { describe, expect, it } from "vitest";
import { matchesJournalQuery, visibleJournals } from "./journal-search-filter";

const journals = [
  { id: "1", title: "Frontier Journal of Pharmaceutical Sciences", description: "Drug delivery and public health" },
  { id: "2", title: "Clinical Pharmacology", description: null },
  { id: "3", title: "Evidence-Based Research", description: "Systematic reviews" },
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

describe("visibleJournals", () => {
  it("shows the server's matches while the box holds the submitted query", () => {
    expect(visibleJournals(journals, "reviews", { q: "reviews", matchIds: ["3"] }).map((j) => j.id)).toEqual(["3"]);
  });

  it("filters in the browser once the visitor types something else", () => {
    expect(visibleJournals(journals, "pharma", { q: "reviews", matchIds: ["3"] }).map((j) => j.id)).toEqual(["1", "2"]);
    expect(visibleJournals(journals, "", null).map((j) => j.id)).toEqual(["1", "2", "3"]);
  });
});
