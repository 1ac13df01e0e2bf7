import { describe, expect, it } from "vitest";
import { resolveJournalSettings } from "./journal-settings.defaults";
import { publicJournalSettings } from "./public-settings";

const guidelines = (submissionGuidelines: Record<string, unknown>) =>
  Object.fromEntries(
    publicJournalSettings(resolveJournalSettings({ submissionGuidelines })).guidelines.map((g) => [g.label, g.value]),
  );

describe("a journal's public guidelines", () => {
  it("give the abstract's and the keywords' ranges, and a single count when a range's ends are equal", () => {
    expect(
      guidelines({ requireAbstract: true, minAbstractWords: 150, maxAbstractWords: 250, requireKeywords: true }),
    ).toMatchObject({ Abstract: "150-250 words", Keywords: "3-8 keywords" });
    // It read "4-4 keywords".
    expect(guidelines({ requireKeywords: true, minKeywords: 4, maxKeywords: 4 })).toMatchObject({
      Keywords: "4 keywords",
    });
    expect(guidelines({ requireKeywords: false })).not.toHaveProperty("Keywords");
  });
});
