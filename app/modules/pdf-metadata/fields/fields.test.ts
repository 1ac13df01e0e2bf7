import { describe, expect, it } from "vitest";
import { articleTypeOfLabel } from "./article-type";
import { parseAuthorLine } from "./author-names";
import { parseDate } from "./dates";
import { cleanDoi } from "./doi";
import { usableInfoTitle } from "./info-hints";
import { splitKeywords } from "./keywords";
import { tidy } from "../layout/line-text";

describe("field readers", () => {
  it("splits author lines and keeps each name's raised markers", () => {
    expect(parseAuthorLine("Indraneel Datta^{1}, Chad G Ball^{1*}, Lucas Rudmik^{1}")).toEqual([
      { name: "Indraneel Datta", markers: ["1"] },
      { name: "Chad G Ball", markers: ["1", "*"] },
      { name: "Lucas Rudmik", markers: ["1"] },
    ]);
    expect(parseAuthorLine("Md. Aslam Hossain^{2} and Mohammad A. Rashid^{2,3}").map((a) => a.markers)).toEqual([
      ["2"],
      ["2", "3"],
    ]);
    expect(parseAuthorLine("Jane Roe, MD, PhD^{a} & José García*").map((a) => a.name)).toEqual([
      "Jane Roe",
      "José García",
    ]);
    expect(parseAuthorLine("Jane Roe, MD, PhD^{a} & José García*")[0].markers).toEqual(["a"]);
  });

  it("reads dates in common formats", () => {
    expect(parseDate("12 March 2021")).toBe("2021-03-12");
    expect(parseDate("March 12, 2021")).toBe("2021-03-12");
    expect(parseDate("12-Mar-2021")).toBe("2021-03-12");
    expect(parseDate("2021-03-12")).toBe("2021-03-12");
    expect(parseDate("12/03/2021")).toBe("2021-03-12");
    expect(parseDate("03/25/2021")).toBe("2021-03-25");
    expect(parseDate("31 February 2021")).toBeNull();
  });

  it("trims what follows a DOI", () => {
    expect(cleanDoi("10.1186/1752-2897-4-1.")).toBe("10.1186/1752-2897-4-1");
    expect(cleanDoi("10.1002/(SICI)1097-4636(199706)35:4<441::AID-JBM5>3.0.CO;2-P)")).toBe(
      "10.1002/(SICI)1097-4636(199706)35:4<441::AID-JBM5>3.0.CO;2-P",
    );
  });

  it("names article types from labels", () => {
    expect(articleTypeOfLabel("ORIGINAL ARTICLE")).toBe("research_article");
    expect(articleTypeOfLabel("REVIEW")).toBe("review_article");
    expect(articleTypeOfLabel("Case Report")).toBe("case_report");
    expect(articleTypeOfLabel("Letter to the Editor")).toBe("letter_to_editor");
    expect(articleTypeOfLabel("Research Article | Open Access")).toBe("research_article");
    expect(articleTypeOfLabel("Effects of metformin")).toBeNull();
  });

  it("splits keywords on ; , and ·", () => {
    expect(splitKeywords("drug safety; dissolution; bioequivalence.")).toEqual([
      "drug safety",
      "dissolution",
      "bioequivalence",
    ]);
    expect(splitKeywords("HIV · malaria · herbal medicine")).toEqual(["HIV", "malaria", "herbal medicine"]);
    expect(splitKeywords("Lupeol, Epi-Lupeol, Antimicrobial.")).toEqual(["Lupeol", "Epi-Lupeol", "Antimicrobial"]);
  });

  it("does not trust an Info title left by the authoring tool", () => {
    expect(usableInfoTitle("Microsoft Word - 02. 206.doc")).toBeNull();
    expect(usableInfoTitle("manuscript_final_v3.docx")).toBeNull();
    expect(usableInfoTitle("Untitled")).toBeNull();
    expect(usableInfoTitle("Complications of thromboprophylaxis in trauma")).toBe(
      "Complications of thromboprophylaxis in trauma",
    );
  });

  it("rejoins letter-spaced words", () => {
    expect(tidy("A B S T R A C T")).toBe("ABSTRACT");
    expect(tidy("R E V I E W  A R T I C L E")).toBe("REVIEW ARTICLE");
    expect(tidy("S Morad Hameed")).toBe("S Morad Hameed");
  });
});
