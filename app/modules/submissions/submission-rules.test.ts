import { describe, expect, it } from "vitest";
import { resolveJournalSettings } from "~/modules/journal-settings/journal-settings.defaults";
import { countWords, DEFAULT_SUBMISSION_RULES, rulesFromGuidelines, rulesFromSettings } from "./submission-rules";

describe("a journal's submission rules", () => {
  it("are the spec's defaults while the journal has no settings (002 section 9)", () => {
    expect(rulesFromGuidelines(null)).toEqual(DEFAULT_SUBMISSION_RULES);
    expect(DEFAULT_SUBMISSION_RULES).toMatchObject({
      allowedFormats: ["pdf", "docx"],
      maxFileBytes: 10 * 1024 * 1024,
      minAbstractChars: 100,
      minKeywords: 0,
      maxKeywords: null,
    });
  });

  it("follow the saved guidelines, the file size capped at 50 MB", () => {
    const rules = rulesFromGuidelines({
      maxFileSize: 10,
      allowedFormats: ["pdf", "docx", "exe"],
      requireAbstract: true,
      minAbstractWords: 150,
      maxAbstractWords: 300,
      requireKeywords: true,
      minKeywords: 3,
      maxKeywords: 8,
    });
    expect(rules).toEqual({
      allowedFormats: ["pdf", "docx"],
      maxFileBytes: 10 * 1024 * 1024,
      minAbstractChars: 100,
      minAbstractWords: 150,
      maxAbstractWords: 300,
      minKeywords: 3,
      maxKeywords: 8,
      requireEthicsStatement: true,
      requireDataAvailability: false,
      // The default review type is double-blind: no open peer review to ask for.
      processingModes: ["standard", "fast_track"],
    });
    expect(rulesFromGuidelines({ maxFileSize: 100 }).maxFileBytes).toBe(52428800);
  });

  it("offer open peer review only where the journal's review type is not double-blind", () => {
    const of = (reviewType: string) =>
      rulesFromSettings(resolveJournalSettings({ editorialWorkflow: { reviewType } })).processingModes;
    expect(of("double-blind")).toEqual(["standard", "fast_track"]);
    expect(of("single-blind")).toEqual(["standard", "fast_track", "open_peer_review"]);
    expect(of("open")).toEqual(["standard", "fast_track", "open_peer_review"]);
  });

  it("ignore limits that are switched off or unusable", () => {
    const rules = rulesFromGuidelines({
      allowedFormats: [],
      requireAbstract: false,
      minAbstractWords: 150,
      requireKeywords: false,
      minKeywords: 3,
      maxKeywords: "many",
      maxFileSize: -1,
    });
    expect(rules.allowedFormats).toEqual(["pdf", "docx"]);
    expect(rules.minAbstractWords).toBeNull();
    expect(rules.minKeywords).toBe(0);
    expect(rules.maxKeywords).toBeNull();
    expect(rules.maxFileBytes).toBe(10 * 1024 * 1024);
  });
});

describe("counting words", () => {
  it("counts words separated by any white space", () => {
    expect(countWords("")).toBe(0);
    expect(countWords("  one\ttwo\nthree  ")).toBe(3);
  });
});
