import { describe, expect, it } from "vitest";
import { formatCitations, toBibtex, toRis, type CitableArticle } from "./citation-formats.server";

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
  issue: 2,
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
    expect(ris).toContain("SN  - 2583-4177");
    expect(ris).toContain("DO  - 10.63101/fjphs.2024.3.2.004");
  });
});
