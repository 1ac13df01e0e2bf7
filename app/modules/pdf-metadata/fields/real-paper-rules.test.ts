import { describe, expect, it } from "vitest";
import { findHeadedAbstracts } from "./abstract";
import {
  abstractConfidence,
  authorsConfidence,
  doiConfidence,
  keywordsConfidence,
  titleConfidence,
} from "./confidence";
import { findContacts } from "./contacts";
import { findKeywordGroups } from "./keywords";
import { guessLanguage } from "./language";
import { isReadableText } from "./text";
import type { Line } from "../layout.types";
import { composeAccents } from "../layout/line-text";

let y = 100;
const line = (text: string, fontSize = 9): Line => ({
  page: 1,
  text,
  marked: text,
  x: 50,
  y: (y += fontSize * 1.3),
  width: 400,
  fontSize,
  bold: false,
  runs: [],
  column: 0,
  furniture: false,
});

const SPANISH =
  "La divulgación de información sobre la responsabilidad social se desarrolló en el sector privado y se ha extendido al sector público de los municipios.";
const ENGLISH =
  "The dissemination of information on social responsibility was developed in the private sector and it has extended to the public sector of the towns.";

describe("languages", () => {
  it("tells the language of a paragraph by its commonest words", () => {
    expect(guessLanguage(SPANISH)).toBe("es");
    expect(guessLanguage(ENGLISH)).toBe("en");
    expect(
      guessLanguage("Este trabalho tem como objetivo analisar a base intelectual da literatura científica no domínio"),
    ).toBe("pt");
    expect(guessLanguage("Too short")).toBeNull();
  });

  it("reads an abstract and its translation, each with its keyword list", () => {
    y = 100;
    const lines = [
      line("Resumen", 14),
      line(SPANISH),
      line("Palabras-clave: Divulgación de información. Málaga. Páginas web."),
      line("Abstract", 14),
      line(ENGLISH),
      line("Keywords: Information disclosure. Málaga. Websites."),
    ];
    const abstracts = findHeadedAbstracts(lines, 0);
    expect(abstracts.map((a) => guessLanguage(a.abstract))).toEqual(["es", "en"]);
    expect(findKeywordGroups(lines)).toEqual([
      ["Divulgación de información", "Málaga", "Páginas web"],
      ["Information disclosure", "Málaga", "Websites"],
    ]);
  });
});

describe("text layers", () => {
  it("puts TeX's spacing accents on the letter after them", () => {
    expect(composeAccents("A¸skın Kor, ˙Isa Cavido˘glu and Jos´e Nu˜nez")).toBe(
      "Aşkın Kor, İsa Cavidoğlu and José Nuñez",
    );
  });

  it("tells a text layer of words from one that decodes to symbols", () => {
    expect(isReadableText(ENGLISH)).toBe(true);
    expect(
      isReadableText("\u0005¿Äº¿Ä½\u0003Å¼\u0003·\u0003¼ÂËÅÈ»É¹»Ä¹»\u0003È»ÆÅÈÊ»È\u0003·Äº\u0003·\u0003Â¿½·ÄºÊÅ"),
    ).toBe(false);
  });

  it("takes a bracketed envelope mark after a name for the corresponding author", () => {
    y = 100;
    const authors = ["Hardik K. Patel", "Ranbir S. Fougat", "Sushil Kumar"].map((name) => ({ name, markers: [] }));
    const contacts = findContacts(authors, [
      line("H. K. Patel  R. S. Fougat (&)  S. Kumar"),
      line("Department of Agricultural Biotechnology, Anand"),
      line("e-mail: biotech.aau@gmail.com"),
    ]);
    expect(contacts.map((c) => c.email)).toEqual([null, "biotech.aau@gmail.com", null]);
    expect(contacts[1].isCorresponding).toBe(true);
  });
});

describe("confidence", () => {
  it("is higher when the document's metadata agrees with the page", () => {
    const title = "Prolonged transition time between colostrum and mature milk in a bear";
    expect(titleConfidence(title, "page+embedded")).toBeGreaterThan(titleConfidence(title, "page"));
    expect(titleConfidence(title, "info")).toBeLessThan(0.7);
    expect(titleConfidence("Metabolites", "page")).toBeLessThan(0.7);
    expect(titleConfidence(null, "none")).toBe(0);
  });

  it("doubts names that are not names, and a lone Info author", () => {
    expect(authorsConfidence(["Kate Griffiths", "Rong Hou"], "page")).toBeGreaterThanOrEqual(0.7);
    expect(authorsConfidence(["Kate Griffiths", "Department of Zoology 3"], "page")).toBeLessThan(0.7);
    expect(authorsConfidence(["Kate Griffiths"], "info")).toBeLessThan(0.7);
  });

  it("doubts an abstract without its heading unless finished or described so, a short one, or licence text", () => {
    const long = Array.from({ length: 12 }, () => ENGLISH).join(" ");
    expect(abstractConfidence(long, true, false)).toBeGreaterThanOrEqual(0.7);
    // Without its heading: sure only as a long, finished paragraph, or as the document describes it.
    expect(abstractConfidence(long, false, false)).toBeGreaterThanOrEqual(0.7);
    expect(abstractConfidence(`${long} and it goes on`, false, false)).toBeLessThan(0.7);
    expect(abstractConfidence(`${long} and it goes on`, false, false, true)).toBeGreaterThanOrEqual(0.7);
    expect(
      abstractConfidence(`This article is distributed under a Creative Commons licence. ${long}`, true, false),
    ).toBeLessThan(0.7);
    expect(abstractConfidence("Too short to be one.", true, false)).toBeLessThan(0.7);
  });

  it("doubts keyword lists that ran on, and DOIs seen only in passing or cut short", () => {
    expect(keywordsConfidence(["giant panda", "milk"], false)).toBeGreaterThanOrEqual(0.7);
    expect(
      keywordsConfidence(["giant panda", "milk is the first food of the newborn of every mammal"], false),
    ).toBeLessThan(0.7);
    expect(doiConfidence("10.1098/rsos.150395", false, true)).toBeGreaterThanOrEqual(0.7);
    expect(doiConfidence("10.1098/rsos.150395", false, false)).toBeLessThan(0.7);
    expect(doiConfidence("10.1371/journal.", true, true)).toBeLessThan(0.7);
  });
});

describe("DOIs broken across lines", () => {
  it("joins a DOI cut after a dot at the end of its line with the next line's first word", async () => {
    const { findDoi } = await import("./doi");
    y = 100;
    expect(
      findDoi(
        [[line("Citation: PLoS ONE 9(12): e115884. doi:10.1371/journal.pone."), line("0115884 Editor: Jane Roe")]],
        null,
      ),
    ).toBe("10.1371/journal.pone.0115884");
    y = 100;
    expect(findDoi([[line("doi:10.1371/journal.pone.0115884"), line("2014 The Authors")]], null)).toBe(
      "10.1371/journal.pone.0115884",
    );
  });
});

describe("authors printed one per line", () => {
  it("reads each name after the address lines of the one before, and stops at the abstract", async () => {
    const { findAuthors } = await import("./authors");
    y = 100;
    const name = (text: string) => ({ ...line(text, 11), bold: true });
    const lines = [
      line("Oral lesions in children with chronic kidney disease", 16),
      name("Priya Nair"),
      line("Department of Oral Medicine, Government Dental College, Kozhikode"),
      line("priya.nair@example.org"),
      name("Arun Menon"),
      line("Department of Paediatrics, Medical College, Thrissur"),
      name("Lakshmi Varma"),
      name("Deepa Pillai"),
      line("School of Public Health, Kerala University"),
      line("Abstract", 12),
      line(ENGLISH),
    ];
    const block = findAuthors(lines, 0);
    expect(block?.authors.map((a) => a.name)).toEqual(["Priya Nair", "Arun Menon", "Lakshmi Varma", "Deepa Pillai"]);
    expect(block?.last).toBe(7);
  });
});

describe("notes beside the abstract", () => {
  it("ends an abstract at a licence note and never takes one for an unheaded abstract", async () => {
    const { findAbstract } = await import("./abstract");
    y = 100;
    const licence =
      "This is an open access article distributed under the terms of the Creative Commons Attribution License, which permits unrestricted use, distribution, and reproduction in any medium, provided the original author and source are credited. The authors retain copyright of the text and of every figure and table printed in it, and grant the journal a licence to publish it first under the same terms as all its other papers.";
    const headed = findAbstract([line("Abstract", 12), line(ENGLISH), line(licence)], 0);
    expect(headed?.abstract).toBe(ENGLISH);
    y = 100;
    expect(findAbstract([line(licence), line("1. Introduction", 12)], 0)).toBeNull();
  });
});

describe("titles", () => {
  it("passes a margin column's lines read between the title's lines", async () => {
    const { findTitle } = await import("./title");
    const at = (text: string, x: number, y: number, fontSize: number, width = 300): Line => ({
      ...line(text, fontSize),
      x,
      y,
      width,
    });
    const lines = [
      at("Medicinal Plant Leaf Extract and", 156, 171, 26),
      at("Pure Flavonoid Mediated Green", 156, 201, 26),
      at("Received: 26 January 2017", 9, 210, 8.5, 90),
      at("Accepted: 1 November 2017", 9, 221, 8.5, 90),
      at("Synthesis of Silver Nanoparticles", 156, 231, 26),
      at("Siddhant Jain & Mohan Singh Mehata", 156, 260, 10),
      ...Array.from({ length: 20 }, (_, i) => at(ENGLISH.slice(0, 90), 156, 280 + 11 * i, 9)),
    ];
    expect(findTitle(lines, 782)?.title).toBe(
      "Medicinal Plant Leaf Extract and Pure Flavonoid Mediated Green Synthesis of Silver Nanoparticles",
    );
  });

  it("finds a cover page's title low on the page, in its largest type", async () => {
    const { findTitle } = await import("./title");
    const at = (text: string, y: number, fontSize: number): Line => ({ ...line(text, fontSize), y });
    const cover = [
      at("Unravelling the genome of Holy basil: an", 613, 24),
      at("“incomparable” “elixir of life”", 639, 24),
      at("Rastogi et al.", 691, 15),
    ];
    expect(findTitle(cover, 794)?.title).toBe(
      "Unravelling the genome of Holy basil: an “incomparable” “elixir of life”",
    );
  });
});

describe("degrees after names", () => {
  it("drops degrees written after a name without a comma, keeping short family names", async () => {
    const { parseAuthorLine } = await import("./author-names");
    expect(parseAuthorLine("Priya Nair BDS, MSc^{1}, Arun Menon MDS, PhD^{2}, Li Ma^{1}").map((a) => a.name)).toEqual([
      "Priya Nair",
      "Arun Menon",
      "Li Ma",
    ]);
  });
});

describe("authors of one surname", () => {
  it("gives an address to the author its given name names, not to the first of the surname", () => {
    y = 100;
    const authors = ["Dmitri Tanaka", "Lukasz Tanaka", "Ines Bianchi"].map((name) => ({ name, markers: [] }));
    expect(findContacts(authors, [line("*Correspondence: lukasz.tanaka@example.edu")]).map((c) => c.email)).toEqual([
      null,
      "lukasz.tanaka@example.edu",
      null,
    ]);
    y = 100;
    expect(
      findContacts(authors, [line("*E-mail address: tanaka.l@example.edu (Lukasz Tanaka)")]).map((c) => c.email),
    ).toEqual([null, "tanaka.l@example.edu", null]);
  });
});

describe("a title and its translation", () => {
  it("takes the title in the paper's language when both are printed in the same type", async () => {
    const { findTitle } = await import("./title");
    y = 80;
    const lines = [
      line("The commitment of the city councils of Malaga to the dissemination of responsible information", 17),
      {
        ...line("Compromiso de los ayuntamientos malagueños con la divulgación de la información responsable", 17),
        y: 160,
      },
      { ...line("María Pache-Durán, María Teresa Nevado-Gil", 10), y: 200 },
      ...Array.from({ length: 20 }, (_, i) => ({ ...line(SPANISH), y: 240 + 12 * i })),
    ];
    expect(findTitle(lines, 842, "es")?.title).toMatch(/^Compromiso/);
    expect(findTitle(lines, 842, "en")?.title).toMatch(/^The commitment/);
    expect(findTitle(lines, 842)?.title).toMatch(/^The commitment/);
  });
});

describe("raised ordinals", () => {
  it("keeps a raised 'th' after a number in the text, and raised markers out of it", async () => {
    const { joinRuns } = await import("../layout/line-text");
    const run = (text: string, x: number, width: number, superscript = false) => ({
      text,
      x,
      y: 100,
      width,
      fontSize: superscript ? 6 : 10,
      bold: false,
      font: "f",
      superscript,
    });
    expect(joinRuns([run("The 19", 0, 40), run("th", 41, 6, true), run(" century", 47, 40)], 10).text).toBe(
      "The 19th century",
    );
    const marker = joinRuns([run("Jane Roe", 0, 40), run("1", 41, 3, true), run(", John Doe", 45, 40)], 10);
    expect(marker.marked).toContain("Jane Roe^{1}");
    expect(marker.text).not.toContain("1");
  });
});
