import { describe, expect, it } from "vitest";
import { countWords, DEFAULT_SUBMISSION_RULES, rulesFromGuidelines } from "./submission-rules";

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
    });
    expect(rulesFromGuidelines({ maxFileSize: 100 }).maxFileBytes).toBe(52428800);
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
