import { describe, expect, it } from "vitest";
import { isAffiliationText } from "./abstract";
import { articleTypeOfLabel } from "./article-type";
import { parseAuthorLine } from "./author-names";
import { splitWrappedName } from "./authors";
import { ownerByInitials, repairUnderscore } from "./contacts";
import { parseDate } from "./dates";
import { cleanDoi, latestVersion } from "./doi";
import { usableInfoTitle } from "./info-hints";
import { splitKeywords } from "./keywords";
import { isCitedName, withoutVersionNote } from "./title";
import type { Line } from "../layout.types";
import { tidy } from "../layout/line-text";

const line = (text: string, fontSize = 10): Line => ({
  page: 1,
  text,
  marked: text,
  x: 50,
  y: 100,
  width: 300,
  fontSize,
  bold: false,
  runs: [],
  column: 0,
  furniture: false,
});

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
    expect(articleTypeOfLabel("Clinical Study")).toBe("research_article");
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

  it("splits author lines on | • · and drops degrees", () => {
    expect(parseAuthorLine("Amit Kumar^{1} | Priyanka Mishra^{1} | Ajit K. Shasany^{2}").map((a) => a.name)).toEqual([
      "Amit Kumar",
      "Priyanka Mishra",
      "Ajit K. Shasany",
    ]);
    expect(parseAuthorLine("Olga Marchut\u2011Mikolajczyk^{1*}")).toEqual([
      { name: "Olga Marchut-Mikolajczyk", markers: ["1", "*"] },
    ]);
    expect(parseAuthorLine("Gal·la Puig · Ann Lee").map((a) => a.name)).toEqual(["Gal·la Puig", "Ann Lee"]);
    expect(parseAuthorLine("Hardik K. Patel • Ranbir S. Fougat •").map((a) => a.name)).toEqual([
      "Hardik K. Patel",
      "Ranbir S. Fougat",
    ]);
    expect(parseAuthorLine("Ann Lee, BDS, MSc^{1} and Tom Bell, MDS^{2}")).toEqual([
      { name: "Ann Lee", markers: ["1"] },
      { name: "Tom Bell", markers: ["2"] },
    ]);
  });

  it("carries the first word of a name wrapped to the next line", () => {
    expect(splitWrappedName("Ann Lee^{1}, Sultan O. Sheriff^{1}, Pulikkotil")).toEqual({
      head: "Ann Lee^{1}, Sultan O. Sheriff^{1},",
      tail: "Pulikkotil",
    });
    expect(splitWrappedName("Ann Lee^{1}, Tom Bell^{2}")).toEqual({ head: "Ann Lee^{1}, Tom Bell^{2}", tail: "" });
  });

  it("splits keywords on ' . ', ' – ', a symbol font's bullets and full stops", () => {
    expect(splitKeywords("Aggression . Grey seal . Mammal . Oxytocin . Pinniped . Recognition")).toEqual([
      "Aggression",
      "Grey seal",
      "Mammal",
      "Oxytocin",
      "Pinniped",
      "Recognition",
    ]);
    expect(splitKeywords("anxiety – dental care – children")).toEqual(["anxiety", "dental care", "children"]);
    expect(splitKeywords("Basil \u0002 Diversity \u0002 ISSR")).toEqual(["Basil", "Diversity", "ISSR"]);
    expect(splitKeywords("Knowledge organization. Scholarly productivity. Co-citation analysis.")).toEqual([
      "Knowledge organization",
      "Scholarly productivity",
      "Co-citation analysis",
    ]);
    expect(splitKeywords("Ocimum sanctum L. leaf, tulsi")).toEqual(["Ocimum sanctum L. leaf", "tulsi"]);
  });

  it("cleans DOIs of typographic hyphens and glued text", () => {
    expect(cleanDoi("10.1186/s12934\u2011018\u20111017\u20115")).toBe("10.1186/s12934-018-1017-5");
    expect(cleanDoi("10.4103/jfmpc.jfmpc_09-52Original")).toBe("10.4103/jfmpc.jfmpc_09-52");
    expect(cleanDoi("10.1234/abc.5https://doi.org/10.1234/abc.5")).toBe("10.1234/abc.5");
    expect(cleanDoi("10.1002/ece3.2483")).toBe("10.1002/ece3.2483");
  });

  it("restores an underscore drawn as a rule in an address", () => {
    const text = "Correspondence should be addressed to Anna Ling; anna ling@imu.edu.my";
    expect(repairUnderscore(text, text.indexOf("ling@"), "ling@imu.edu.my")).toBe("anna_ling@imu.edu.my");
    const plain = "Correspondence to: email jroe@example.org";
    expect(repairUnderscore(plain, plain.indexOf("jroe@"), "jroe@example.org")).toBe("jroe@example.org");
  });

  it("gives an address to the author whose initials precede it", () => {
    const authors = [
      { name: "Siddhant Jain", markers: [] },
      { name: "Mohan Singh Mehata", markers: [] },
    ];
    expect(ownerByInitials(authors, "should be addressed to M.S.M. (email: ")).toBe(1);
    expect(ownerByInitials(authors, "should be addressed to (email: ")).toBeNull();
  });

  it("tells a journal name cited with a year from a title", () => {
    const lines = [
      line("The Open Dentistry Journal, 2016, 10, 214-226", 8),
      line("The Open Dentistry Journal", 18),
      line("Natural Therapeutic Options in Endodontics", 16),
    ];
    expect(isCitedName("The Open Dentistry Journal", lines, 1, 1)).toBe(true);
    expect(isCitedName("Natural Therapeutic Options in Endodontics", lines, 2, 2)).toBe(false);
    // A short title cited in a "Citation:" line is still the title.
    const cited = [line("Citation: Roe J (2015) Dog cognition. PLoS ONE 10: e1", 8), line("Dog cognition", 18)];
    expect(isCitedName("Dog cognition", cited, 1, 1)).toBe(false);
  });

  it("takes the latest version's DOI when several versions are printed", () => {
    const printed = ["10.12688/f1000research.4767.1", "10.12688/f1000research.4767.2"];
    expect(latestVersion(printed[0], printed)).toBe("10.12688/f1000research.4767.2");
    expect(latestVersion("10.1002/ece3.2483", ["10.1002/ece3.2483", "10.1002/ece3.1"])).toBe("10.1002/ece3.2483");
  });

  it("drops a version note after a title line", () => {
    expect(withoutVersionNote("and direct age estimates [v2; ref status: indexed, http://f1000r.es/4fj]")).toBe(
      "and direct age estimates",
    );
    expect(withoutVersionNote("Levels of [18F]FDG uptake")).toBe("Levels of [18F]FDG uptake");
  });

  it("starts no unheaded abstract at an affiliation", () => {
    expect(isAffiliationText(line("College of Medical, Veterinary and Life Sciences, University of Glasgow,"))).toBe(
      true,
    );
    expect(isAffiliationText(line("Bears produce the most altricial neonates of any placental mammal."))).toBe(false);
  });
});
