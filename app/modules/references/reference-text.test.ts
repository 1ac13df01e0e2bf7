import { describe, expect, it } from "vitest";
import {
  citationReferenceContent,
  parseReferenceList,
  recognizeDoi,
  REFERENCE_LIMITS,
  REFERENCE_MESSAGES,
  referenceListText,
  titleCandidates,
  titleKey,
} from "./reference-text";

describe("DOI recognition in a reference", () => {
  it("reads a bare DOI and strips the full stop that ends the reference", () => {
    expect(
      recognizeDoi("Smart JD. Mucoadhesion. Adv Drug Deliv Rev. 2005;57(11):1556-68. doi:10.1016/j.addr.2005.07.001."),
    ).toBe("10.1016/j.addr.2005.07.001");
  });

  it("reads the DOI of a https://doi.org/ and a dx.doi.org address", () => {
    expect(recognizeDoi("Costa P. Modeling. 2001. https://doi.org/10.1016/S0928-0987(01)00095-1")).toBe(
      "10.1016/S0928-0987(01)00095-1",
    );
    expect(recognizeDoi("See http://dx.doi.org/10.1234/ABC.def; accessed 2024.")).toBe("10.1234/ABC.def");
  });

  it("keeps brackets the DOI opened and drops one it did not", () => {
    expect(recognizeDoi("(doi: 10.1002/(SICI)1097-4636(199603)30:3<359::AID-JBM10>3.0.CO;2-Q)")).toBe(
      "10.1002/(SICI)1097-4636(199603)30:3<359::AID-JBM10>3.0.CO;2-Q",
    );
    expect(recognizeDoi("[see 10.5555/xyz]")).toBe("10.5555/xyz");
    expect(recognizeDoi("A study (https://doi.org/10.5555/paper-1).")).toBe("10.5555/paper-1");
  });

  it("undoes URL escapes of a DOI taken from an address", () => {
    expect(recognizeDoi("https://doi.org/10.1000/abc%2Fdef")).toBe("10.1000/abc/def");
  });

  it("finds none where there is none, or where the registrant code is too short", () => {
    expect(recognizeDoi("Montgomery DC. Design and analysis of experiments. 8th ed. Wiley; 2013.")).toBeNull();
    expect(recognizeDoi("Version 10.12/abc")).toBeNull();
    expect(recognizeDoi("10.1234/")).toBeNull();
  });

  it("refuses a suffix longer than a deposit takes", () => {
    expect(recognizeDoi(`10.1234/${"a".repeat(201)}`)).toBeNull();
    expect(recognizeDoi(`10.1234/${"a".repeat(200)}`)).toBe(`10.1234/${"a".repeat(200)}`);
  });
});

describe("reference list parsing", () => {
  it("takes one reference per line, ignoring blank lines and extra white space", () => {
    const parsed = parseReferenceList("  First reference. 2020.\r\n\n\t\nSecond   reference, doi:10.5555/two.\n");
    expect(parsed).toEqual({
      ok: true,
      references: [
        { text: "First reference. 2020.", doi: null },
        { text: "Second reference, doi:10.5555/two.", doi: "10.5555/two" },
      ],
    });
  });

  it("treats a missing list as empty and refuses what is not text", () => {
    expect(parseReferenceList(undefined)).toEqual({ ok: true, references: [] });
    expect(parseReferenceList("\n \n")).toEqual({ ok: true, references: [] });
    expect(parseReferenceList(["a"])).toEqual({ ok: false, message: REFERENCE_MESSAGES.invalid });
  });

  it(`refuses more than ${REFERENCE_LIMITS.count} references`, () => {
    const list = Array.from({ length: REFERENCE_LIMITS.count + 1 }, (_, i) => `Reference ${i}.`).join("\n");
    expect(parseReferenceList(list)).toEqual({ ok: false, message: REFERENCE_MESSAGES.tooMany });
    const fits = Array.from({ length: REFERENCE_LIMITS.count }, (_, i) => `Reference ${i}.`).join("\n");
    expect(parseReferenceList(fits).ok).toBe(true);
  });

  it("names the reference that is too long", () => {
    const list = `Short one.\n\n${"x".repeat(REFERENCE_LIMITS.length + 1)}`;
    expect(parseReferenceList(list)).toEqual({ ok: false, message: REFERENCE_MESSAGES.tooLong(2) });
    expect(REFERENCE_MESSAGES.tooLong(2)).toBe(
      "Reference 2 is longer than 2,000 characters. Put one reference on each line.",
    );
  });

  it("refuses a list longer than the whole form may be", () => {
    expect(parseReferenceList("a".repeat(REFERENCE_LIMITS.total + 1))).toEqual({
      ok: false,
      message: REFERENCE_MESSAGES.totalTooLong,
    });
  });

  it("gives the list back as the textarea shows it", () => {
    expect(referenceListText([{ text: "One." }, { text: "Two." }])).toBe("One.\nTwo.");
  });
});

describe("title matching keys", () => {
  it("keeps ASCII letters and digits, lower-cased, with single spaces", () => {
    expect(titleKey("  Propranolol-loaded buccal films: a 3² design (Part II)?  ")).toBe(
      "propranolol loaded buccal films a 3 design part ii",
    );
  });

  it("offers each sentence, and runs of them, of a Vancouver reference as a title", () => {
    const candidates = titleCandidates(
      "Rao A. Buccal films of propranolol. Is the design robust? J Pharm Sci. 2024;3(1):1-9.",
    );
    expect(candidates).toContain("buccal films of propranolol");
    expect(candidates).toContain("buccal films of propranolol is the design robust");
    expect(candidates).not.toContain("rao a"); // shorter than the minimum key
  });

  it(`stops at ${REFERENCE_LIMITS.candidatesPerReference} candidates`, () => {
    const long = Array.from({ length: 30 }, (_, i) => `Sentence number ${i} here.`).join(" ");
    expect(titleCandidates(long)).toHaveLength(REFERENCE_LIMITS.candidatesPerReference);
  });
});

describe("citation_reference content", () => {
  it("names title and DOI when the DOI is known, and gives the text otherwise", () => {
    expect(citationReferenceContent({ text: "Rao A. Films; a study. 2024.", doi: "10.5555/x" })).toBe(
      "citation_title=Rao A. Films, a study. 2024.; citation_doi=10.5555/x",
    );
    expect(citationReferenceContent({ text: "Montgomery DC. Design. 2013.", doi: null })).toBe(
      "Montgomery DC. Design. 2013.",
    );
  });
});
