import { beforeAll, describe, expect, it } from "vitest";
import { crossrefSchemaErrors } from "~tests/helpers/crossref-xsd";
import { buildDepositXml, orcidUrl, rorUrl, splitName, type DepositArticle } from "./crossref-xml";
import { generateSuffix, suffixPatternError } from "./doi-suffix";

const head = {
  batchId: "fjphs-20260101-abc",
  timestamp: 1_767_225_600_000,
  depositorName: "Scholarly Press",
  depositorEmail: "doi@example.org",
  registrant: "Scholarly Press",
};

function article(over: Partial<DepositArticle> = {}): DepositArticle {
  return {
    doi: "10.1234/fjphs.7k2m9q4x",
    title: "Malaria prevalence & bed-net use in <rural> districts",
    language: "en",
    abstract: 'First paragraph of the abstract.\n\nSecond paragraph, with an ampersand & a quote "x".',
    publicationDate: "2026-03-15",
    acceptanceDate: "2026-02-01",
    pageStart: 12,
    pageEnd: 24,
    licenseUrl: "https://creativecommons.org/licenses/by/4.0/",
    authors: [
      {
        name: "Amina Okafor",
        orcid: "0000-0002-1825-0097",
        affiliation: { name: "University of Lagos", rorId: "https://ror.org/05rk03822" },
      },
      { name: "Jean-Luc Picard", givenName: "Jean-Luc", familyName: "Picard", affiliation: { name: "Starfleet" } },
    ],
    resourceUrl: "https://journals.example.org/journal/fjphs/article/1/3",
    pdfUrl: "https://journals.example.org/journal/fjphs/article/1/3/pdf",
    journal: {
      title: "Frontier Journal of Public Health",
      abbreviation: "Front. J. Public Health",
      eissn: "2049-3630",
    },
    issue: { volumeNumber: 1, issueNumber: 2, type: "regular", publicationDate: "2026-03-01" },
    ...over,
  };
}

const shapes = {
  full: () =>
    buildDepositXml(head, [article({ references: [{ text: "Smith J. A study. 2020.", doi: "10.5555/x1" }] })]),
  bare: () =>
    buildDepositXml(head, [
      article({
        abstract: null,
        pageStart: null,
        pageEnd: null,
        pdfUrl: null,
        acceptanceDate: null,
        authors: [{ name: "Plato" }],
      }),
    ]),
  special: () =>
    buildDepositXml(head, [
      article({
        authors: manyAuthors,
        issue: { volumeNumber: 3, issueNumber: 1, type: "special", title: "One Health" },
      }),
    ]),
  batch: () =>
    buildDepositXml(head, [
      article(),
      article({ doi: "10.1234/fjphs.aaaa0000", issue: { volumeNumber: 2, issueNumber: 1, type: "regular" } }),
    ]),
  retraction: () =>
    buildDepositXml(head, [
      article({
        doi: "10.1234/fjphs.r3tr4ct1",
        title: "Retraction: Malaria prevalence",
        authors: [{ name: "The Editors of Frontier Journal of Public Health" }],
        authorsAreOrganizations: true,
        crossmarkPolicyDoi: "10.1234/crossmark-policy",
        update: { type: "retraction", doi: "10.1234/fjphs.7k2m9q4x", date: "2026-05-02" },
      }),
    ]),
  crossmarked: () => buildDepositXml(head, [article({ crossmarkPolicyDoi: "10.1234/crossmark-policy" })]),
  noticeWithoutPolicy: () =>
    buildDepositXml(head, [
      article({ update: { type: "expression_of_concern", doi: "10.1234/fjphs.7k2m9q4x", date: "2026-05-02" } }),
    ]),
  revised: () => buildDepositXml(head, [article({ version: { number: 2, note: "Units of table 2 corrected." } })]),
  broken: () => buildDepositXml(head, [article()]).replace(/<doi_data>.*<\/doi_data>/, ""),
};
const manyAuthors = Array.from({ length: 50 }, (_, i) => ({ name: `Author Number${i + 1}`, orcid: null }));

describe("the Crossref 5.4.0 deposit", () => {
  const xml = {} as Record<keyof typeof shapes, string>;
  const errors = {} as Record<keyof typeof shapes, string | null>;
  beforeAll(async () => {
    const names = Object.keys(shapes) as (keyof typeof shapes)[];
    for (const name of names) xml[name] = shapes[name]();
    const found = await crossrefSchemaErrors(names.map((n) => xml[n]));
    names.forEach((n, i) => (errors[n] = found[i]!));
  });

  it("validates for a full article, with its abstract as JATS paragraphs, licence and text-mining PDF", async () => {
    expect(errors.full).toBeNull();
    const full = xml.full;
    expect(full).toContain("<jats:abstract><jats:p>First paragraph of the abstract.</jats:p><jats:p>Second paragraph");
    expect(full).toContain('<ORCID authenticated="false">https://orcid.org/0000-0002-1825-0097</ORCID>');
    expect(full).toContain('<institution_id type="ror">https://ror.org/05rk03822</institution_id>');
    expect(full).toContain(
      '<ai:license_ref applies_to="vor">https://creativecommons.org/licenses/by/4.0/</ai:license_ref>',
    );
    expect(full).toContain(
      '<collection property="text-mining"><item><resource mime_type="application/pdf">https://journals.example.org/journal/fjphs/article/1/3/pdf</resource>',
    );
    expect(full).toContain('<citation_list><citation key="ref1"><doi>10.5555/x1</doi>');
    expect(full).toContain("<title>Malaria prevalence &amp; bed-net use in &lt;rural&gt; districts</title>");
  });

  it("validates a retraction notice: Crossmark `updates` the retracted DOI, its licence inside Crossmark, its author a group", () => {
    expect(errors.retraction).toBeNull();
    expect(xml.retraction).toContain(
      "<crossmark><crossmark_policy>10.1234/crossmark-policy</crossmark_policy>" +
        '<updates><update type="retraction" date="2026-05-02">10.1234/fjphs.7k2m9q4x</update></updates>' +
        '<custom_metadata><ai:program name="AccessIndicators">',
    );
    expect(xml.retraction).toContain(
      '<contributors><organization sequence="first" contributor_role="author">The Editors of Frontier Journal of Public Health</organization></contributors>',
    );
    // A journal in Crossmark deposits it for every article; without a policy DOI none can be sent.
    expect(errors.crossmarked).toBeNull();
    expect(xml.crossmarked).toContain(
      "<crossmark><crossmark_policy>10.1234/crossmark-policy</crossmark_policy><custom_metadata>",
    );
    expect(errors.noticeWithoutPolicy).toBeNull();
    expect(xml.noticeWithoutPolicy).not.toContain("<crossmark>");
  });

  it("validates a revised article, carrying its version and what changed", () => {
    expect(errors.revised).toBeNull();
    expect(xml.revised).toContain(
      "<version_info><version>2</version><description>Units of table 2 corrected.</description></version_info><doi_data>",
    );
  });

  it("validates without ORCID, pages, abstract, PDF or references", async () => {
    expect(errors.bare).toBeNull();
    expect(xml.bare).not.toContain("<pages>");
    expect(xml.bare).not.toContain("ORCID");
    expect(xml.bare).toContain("<surname>Plato</surname>");
  });

  it("validates for a special issue and for many authors, keeping their order", async () => {
    expect(errors.special).toBeNull();
    expect(xml.special).toContain("<titles><title>One Health</title></titles>");
    expect(xml.special).toContain("<special_numbering>Special 1</special_numbering>");
    const surnames = [...xml.special.matchAll(/<surname>([^<]+)<\/surname>/g)].map((m) => m[1]);
    expect(surnames).toEqual(manyAuthors.map((_, i) => `Number${i + 1}`));
    expect(xml.special.match(/sequence="first"/g)).toHaveLength(1);
  });

  it("validates a batch of several articles of different issues", async () => {
    expect(errors.batch).toBeNull();
    expect(xml.batch.match(/<journal>/g)).toHaveLength(2);
  });

  it("is refused by the schema when a required part is missing (the check can fail)", async () => {
    expect(errors.broken).toMatch(/doi_data|Element/);
  });
});

describe("names, ORCID and ROR in Crossref's forms", () => {
  it("splits a name on its last word when no family name is stored", () => {
    expect(splitName({ name: "Ana María  López" })).toEqual({ given: "Ana María", surname: "López" });
    expect(splitName({ name: "X", givenName: "Given", familyName: "Family" })).toEqual({
      given: "Given",
      surname: "Family",
    });
  });
  it("normalises ORCID iDs and ROR ids", () => {
    expect(orcidUrl("https://orcid.org/0000-0002-1825-009x")).toBe("https://orcid.org/0000-0002-1825-009X");
    expect(orcidUrl("nonsense")).toBeNull();
    expect(rorUrl("05rk03822")).toBe("https://ror.org/05rk03822");
    expect(rorUrl("not-a-ror")).toBeNull();
  });
});

describe("DOI suffixes", () => {
  const ctx = { journalShortName: "FJPHS", year: 2026, volumeNumber: 4, issueNumber: 2 };
  it("are short and opaque by default", () => {
    expect(generateSuffix(null, ctx, "7k2m9q4x")).toBe("fjphs.7k2m9q4x");
    expect(generateSuffix(null, ctx)).toMatch(/^fjphs\.[0-9a-hjkmnp-tv-z]{8}$/);
  });
  it("follow a journal's pattern", () => {
    expect(generateSuffix("{journal}.{year}.v{volume}i{issue}.{random}", ctx, "abcdefgh")).toBe(
      "fjphs.2026.v4i2.abcdefgh",
    );
  });
  it("refuse patterns without {random}, with unknown placeholders or odd characters", () => {
    expect(suffixPatternError("{journal}.{volume}")).toMatch(/\{random\}/);
    expect(suffixPatternError("{title}.{random}")).toMatch(/Unknown placeholder/);
    expect(suffixPatternError("a b.{random}")).toMatch(/letters, digits/);
    expect(suffixPatternError("{journal}-{random}")).toBeNull();
  });
});
