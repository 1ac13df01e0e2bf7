import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { formatCitations, toBibtex, toRis, type CitableArticle } from "./citation-formats.server";

// citation-js as a reference manager uses it: its RIS and BibTeX parsers read what we export.
const { Cite } = createRequire(import.meta.url)("@citation-js/core") as typeof import("@citation-js/core");
const parse = (text: string) => {
  const [item] = (new Cite(text) as unknown as { data: Record<string, unknown>[] }).data;
  return item!;
};

const article: CitableArticle = {
  id: "a1",
  title: "Prevalence of potentially inappropriate medications among elderly inpatients",
  authors: [
    { name: "Asha Rao", givenName: "Asha", familyName: "Rao" },
    { name: "Vikram Singh", givenName: "Vikram", familyName: "Singh" },
    { name: "Li Wei", givenName: "Li", familyName: "Wei" },
    { name: "Maria Lopez", givenName: "Maria", familyName: "Lopez" },
  ],
  journalTitle: "Frontier Journal of Pharmaceutical and Health Sciences",
  journalAbbrev: "Front. J. Pharm. Health Sci.",
  issn: "2583-4177",
  volume: 3,
  eissn: "2583-4207",
  publisher: "Scholarly Press",
  issue: "2",
  pageStart: 45,
  pageEnd: 52,
  doi: "10.63101/fjphs.2024.3.2.004",
  publicationDate: "2024-06-15",
  url: "http://journals.test/journal/fjphs/article/3/4",
};

describe("citation formats", () => {
  it("writes APA with every author, year, volume(issue), pages and DOI", () => {
    const { apa } = formatCitations(article);
    expect(apa).toBe(
      "Rao, A., Singh, V., Wei, L., & Lopez, M. (2024). Prevalence of potentially inappropriate medications among elderly inpatients. Frontier Journal of Pharmaceutical and Health Sciences, 3(2), 45–52. https://doi.org/10.63101/fjphs.2024.3.2.004",
    );
  });

  it("writes MLA with the first author then et al. for three or more authors", () => {
    const { mla } = formatCitations(article);
    expect(mla).toBe(
      "Rao, Asha, et al. “Prevalence of Potentially Inappropriate Medications among Elderly Inpatients.” Frontier Journal of Pharmaceutical and Health Sciences, vol. 3, no. 2, 2024, pp. 45–52, https://doi.org/10.63101/fjphs.2024.3.2.004.",
    );
  });

  it("writes Chicago author-date and Vancouver", () => {
    const { chicago, vancouver } = formatCitations(article);
    expect(chicago).toContain("Rao, Asha, Vikram Singh, Li Wei, and Maria Lopez. 2024.");
    expect(chicago).toContain("3 (2): 45–52.");
    expect(vancouver).toBe(
      "Rao A, Singh V, Wei L, Lopez M. Prevalence of potentially inappropriate medications among elderly inpatients. Front J Pharm Health Sci. 2024 Jun 15;3(2):45–52. doi:10.63101/fjphs.2024.3.2.004",
    );
  });

  it("uses n.d. without a publication date and 'Author not available' without authors", () => {
    const bare = { ...article, authors: [], publicationDate: null };
    const all = formatCitations(bare);
    expect(all.apa).toContain("Author not available");
    expect(all.apa).toContain("(n.d.)");
    expect(all.mla).toContain("n.d.");
    expect(all.chicago).toContain("n.d.");
  });

  it("exports BibTeX and RIS that carry the DOI, ISSN and every author", () => {
    const bib = toBibtex(article);
    expect(bib).toMatch(/^@article\{/);
    expect(bib).toContain("doi = {10.63101/fjphs.2024.3.2.004}");
    expect(bib).toContain("Rao, Asha and Singh, Vikram and Wei, Li and Lopez, Maria");
    const ris = toRis(article);
    expect(ris).toMatch(/^TY {2}- JOUR/);
    expect(ris.match(/^AU {2}- /gm)).toHaveLength(4);
    expect(ris).toContain("SN  - 2583-4177, 2583-4207");
    expect(ris).toContain("DO  - 10.63101/fjphs.2024.3.2.004");
  });

  const hard: CitableArticle = {
    ...article,
    title:
      "Development and optimisation of propranolol hydrochloride-loaded mucoadhesive buccal films using a 3² full factorial design: 45% release in 8 h at 37 °C (p < 0.05) & µg/cm² × 2 ~ {x_y} $5 #1 ^2 back\\slash",
    authors: [
      { name: "Gaurav D'Souza", givenName: "Gaurav", familyName: "D'Souza" },
      { name: "Yousef Al Suwaidi", givenName: "Yousef", familyName: "Al Suwaidi" },
    ],
    issue: "S1",
    pageStart: 5,
    pageEnd: 5,
    publicationDate: "2024-10-05",
    pdfUrl: "http://journals.test/journal/fjphs/article/3/4/pdf",
    abstract:
      "Background: Knowledge and attitudes shape behaviour around pharmacovigilance and adverse drug reaction reporting among resident doctors.\n\nMethods: A survey (n = 212); 45% answered, p < 0.05.",
    keywords: ["pharmacovigilance", "adverse drug reactions"],
    language: "en",
  };
  /** What a reader sees: the page shows paragraphs; one-line formats join them with a space. */
  const flat = (text: string) => text.replace(/\s+/g, " ").trim();

  it("writes RIS one tag a line, never wrapped, CRLF, as the RIS specification does", () => {
    const ris = toRis(hard);
    expect(ris.startsWith("TY  - JOUR\r\n")).toBe(true);
    expect(ris.endsWith("ER  - \r\n")).toBe(true);
    const lines = ris.split("\r\n").slice(0, -1);
    expect(ris.replaceAll("\r\n", "")).not.toMatch(/[\r\n]/);
    for (const line of lines) expect(line).toMatch(/^[A-Z][A-Z0-9] {2}- /);
    expect(lines).toContain(`TI  - ${hard.title}`);
    expect(lines).toContain(`AB  - ${flat(hard.abstract!)}`);
    expect(lines).toContain("KW  - pharmacovigilance");
    expect(lines).toContain("DA  - 2024/10/05/");
    expect(lines).toContain("IS  - S1");
    expect(lines).toContain("SP  - 5");
    expect(lines.some((l) => l.startsWith("EP  -"))).toBe(false);
    expect(lines).toContain("SN  - 2583-4177, 2583-4207");
    expect(lines).toContain("L1  - http://journals.test/journal/fjphs/article/3/4/pdf");
    expect(toRis(article)).toContain("SP  - 45\r\nEP  - 52\r\n");
  });

  it("gives citation-js the same title, abstract, authors, issue and pages back from RIS and BibTeX", () => {
    for (const text of [toRis(hard), toBibtex(hard)]) {
      const item = parse(text);
      expect(item.title).toBe(hard.title);
      expect(item.abstract).toBe(flat(hard.abstract!));
      expect(item.author).toEqual([
        { family: "D'Souza", given: "Gaurav" },
        { family: "Al Suwaidi", given: "Yousef" },
      ]);
      expect(item).toMatchObject({
        "container-title": hard.journalTitle,
        volume: "3",
        issue: "S1",
        page: "5",
        DOI: hard.doi,
        ISSN: "2583-4177, 2583-4207",
        issued: { "date-parts": [[2024, 10, 5]] },
      });
    }
    expect(parse(toBibtex(article)).page).toBe("45-52");
  });

  it("keeps BibTeX in UTF-8 with a month macro, both ISSNs, the abstract and the PDF", () => {
    const bib = toBibtex(hard);
    expect(bib).toContain("3² full factorial");
    expect(bib).toContain("µg/cm²");
    expect(bib).toContain("  month = oct,\n");
    expect(bib).toContain("  pages = {5},\n");
    expect(bib).toContain("  number = {S1},\n");
    expect(bib).toContain("  issn = {2583-4177, 2583-4207},\n");
    expect(bib).toContain("  pdf = {http://journals.test/journal/fjphs/article/3/4/pdf},\n");
    expect(bib).toContain("45\\% answered");
    expect(toBibtex(article)).toContain("  pages = {45--52},\n");
  });
});
