import { describe, expect, it } from "vitest";
import {
  headlineOf,
  issueJsonLd,
  journalJsonLd,
  scholarlyArticleMeta,
  type ScholarlyArticleMeta,
} from "./scholarly-meta";

const journal = {
  title: "Frontier Journal of Pharmaceutical and Health Sciences",
  abbreviation: "Front. J. Pharm. Health Sci.",
  issn: "2583-4177",
  eissn: "2583-4207",
  publisher: "Scholarly Press",
  url: "http://journals.test/journal/fjphs",
};

const abstract = `Background: ${"Buccal delivery avoids first-pass metabolism. ".repeat(8).trim()}\n\nMethods: Films were cast and tested.`;

const article: ScholarlyArticleMeta = {
  url: "http://journals.test/journal/fjphs/article/3/4",
  pdfUrl: "http://journals.test/journal/fjphs/article/3/4/pdf",
  title:
    "Development and optimisation of propranolol hydrochloride-loaded mucoadhesive buccal films using a 3² full factorial design",
  abstract,
  keywords: ["buccal films"],
  language: "en",
  doi: "10.63101/fjphs.2024.3.s1.004",
  publicationDate: "2024-10-05",
  dateModified: "2024-10-05T00:00:00.000Z",
  pageStart: 5,
  pageEnd: 5,
  authors: [{ name: "Asha Rao", givenName: "Asha", familyName: "Rao", orcid: null, affiliation: null }],
  issue: {
    volumeNumber: 3,
    issueNumber: 1,
    type: "special",
    url: "http://journals.test/journal/fjphs/issue/v3-s1",
    publicationDate: "2024-10-31",
  },
  journal,
};

const named = (tags: ReturnType<typeof scholarlyArticleMeta>, name: string) =>
  tags.filter((t) => "name" in t && t.name === name).map((t) => (t as { content: string }).content);
const ldOf = (tag: unknown) => (tag as { "script:ld+json": Record<string, unknown> })["script:ld+json"];

describe("scholarly metadata", () => {
  it("gives the full abstract as citation_abstract", () => {
    expect(named(scholarlyArticleMeta(article), "citation_abstract")).toEqual([abstract]);
  });

  it("points citation_fulltext_html_url at a full-text HTML galley only, never at the abstract page", () => {
    expect(named(scholarlyArticleMeta(article), "citation_fulltext_html_url")).toEqual([]);
    const html = "https://journals.example.org/journal/fjphs/article/3/5/galley/abc";
    expect(named(scholarlyArticleMeta({ ...article, fullTextHtmlUrl: html }), "citation_fulltext_html_url")).toEqual([
      html,
    ]);
  });

  it("labels a special issue S1 in citation_issue and JSON-LD", () => {
    const tags = scholarlyArticleMeta(article);
    expect(named(tags, "citation_issue")).toEqual(["S1"]);
    const ld = ldOf(tags.at(-1));
    expect((ld.isPartOf as Record<string, unknown>).issueNumber).toBe("S1");
  });

  it("gives a one-page article a first page only and pagination '5'", () => {
    const tags = scholarlyArticleMeta(article);
    expect(named(tags, "citation_firstpage")).toEqual(["5"]);
    expect(named(tags, "citation_lastpage")).toEqual([]);
    const ld = ldOf(tags.at(-1));
    expect(ld).toMatchObject({ pagination: "5", pageStart: 5 });
    expect(ld.pageEnd).toBeUndefined();
    const range = scholarlyArticleMeta({ ...article, pageStart: 45, pageEnd: 52 });
    expect(named(range, "citation_lastpage")).toEqual(["52"]);
    expect(ldOf(range.at(-1))).toMatchObject({ pagination: "45-52", pageStart: 45, pageEnd: 52 });
  });

  it("cuts the headline at a word boundary within 110 characters and keeps the full title in name", () => {
    const ld = ldOf(scholarlyArticleMeta(article).at(-1));
    const headline = ld.headline as string;
    expect(headline.length).toBeLessThanOrEqual(110);
    expect(headline).toBe(
      "Development and optimisation of propranolol hydrochloride-loaded mucoadhesive buccal films using a 3² full…",
    );
    expect(article.title.startsWith(headline.slice(0, -1))).toBe(true);
    expect(ld.name).toBe(article.title);
    expect(ld.dateModified).toBe("2024-10-05T00:00:00.000Z");
    expect(headlineOf("Short title")).toBe("Short title");
  });

  it("describes the journal as a Periodical and the issue as a PublicationIssue", () => {
    expect(ldOf(journalJsonLd(journal))).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Periodical",
      name: journal.title,
      issn: ["2583-4177", "2583-4207"],
      publisher: { "@type": "Organization", name: "Scholarly Press" },
      url: journal.url,
    });
    expect(ldOf(issueJsonLd(article.issue, journal))).toMatchObject({
      "@type": "PublicationIssue",
      issueNumber: "S1",
      datePublished: "2024-10-31",
      isPartOf: {
        "@type": "PublicationVolume",
        volumeNumber: "3",
        isPartOf: { "@type": "Periodical", name: journal.title },
      },
    });
  });
});
