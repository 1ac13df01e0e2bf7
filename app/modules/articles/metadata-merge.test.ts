import { describe, expect, it } from "vitest";
import type { ExtractedPdfMetadata } from "~/modules/pdf-metadata/pdf-metadata.types";
import { emptyArticleForm } from "./articles.desk.schemas";
import { doubtfulFields, mergeMetadata } from "./metadata-merge";

const metadata: ExtractedPdfMetadata = {
  title: "Thermosensitive nasal gels of rizatriptan",
  authors: [
    { name: "Meera Iyer", affiliation: "JSS College of Pharmacy", email: null, orcid: null, isCorresponding: false },
    {
      name: "Ravi Kumar",
      affiliation: null,
      email: "ravi@example.org",
      orcid: "0000-0002-1825-0097",
      isCorresponding: true,
    },
  ],
  abstract: "Nasal gels that set at body temperature.",
  keywords: ["nasal gel", "rizatriptan", "nasal gel"],
  doi: "https://doi.org/10.63101/fjphs.2025.004",
  articleType: "research_article",
  receivedDate: "2025-01-02",
  revisedDate: null,
  acceptedDate: "2025-03-04",
  publishedDate: null,
  pageCount: 9,
};

describe("filling the article form from a PDF's metadata", () => {
  it("fills every empty field, keeping one corresponding author and a bare DOI", () => {
    const { form, filled, conflicts } = mergeMetadata(emptyArticleForm("j", "i"), metadata);
    expect(filled).toEqual(["title", "authors", "abstract", "keywords", "doi", "submissionDate", "acceptanceDate"]);
    expect(conflicts).toEqual([]);
    expect(form.authors.map((a) => [a.name, a.isCorresponding])).toEqual([
      ["Meera Iyer", false],
      ["Ravi Kumar", true],
    ]);
    expect(form.keywords).toEqual(["nasal gel", "rizatriptan"]);
    expect(form.doi).toBe("10.63101/fjphs.2025.004");
    expect(form.revisedDate).toBe("");
  });

  it("offers the filled fields that differ for replacement, and replaces only those asked for", () => {
    const start = {
      ...emptyArticleForm("j", "i"),
      title: "A title typed by the editor",
      articleType: "review_article" as const,
    };
    const first = mergeMetadata(start, metadata);
    expect(first.form.title).toBe("A title typed by the editor");
    expect(first.conflicts).toEqual(["title", "articleType"]);
    const second = mergeMetadata(first.form, metadata, ["title"]);
    expect(second.form.title).toBe(metadata.title);
    expect(second.form.articleType).toBe("review_article");
  });

  it("fills an empty References field with the PDF's list, one reference per line, and never overwrites one", () => {
    const withReferences = { ...metadata, references: ["Higuchi T. Mechanism. 1963.", "Costa P. Modeling.  2001."] };
    const { form, filled } = mergeMetadata(emptyArticleForm("j", "i"), withReferences);
    expect(filled).toContain("references");
    expect(form.references).toBe("Higuchi T. Mechanism. 1963.\nCosta P. Modeling. 2001.");
    const typed = mergeMetadata({ ...emptyArticleForm("j", "i"), references: "Typed. 2020." }, withReferences);
    expect(typed.form.references).toBe("Typed. 2020.");
    expect(typed.conflicts).toContain("references");
  });

  it("marks the fields read with low confidence as doubtful, and doubts nothing without confidences", () => {
    const scored = { ...metadata, confidence: { title: 0.95, authors: 0.5, abstract: 0.6, doi: 0.9 } };
    const { filled } = mergeMetadata(emptyArticleForm("j", "i"), scored);
    // Keywords and dates carry no confidence here: unscored is doubtful.
    expect(doubtfulFields(scored, filled)).toEqual([
      "authors",
      "abstract",
      "keywords",
      "submissionDate",
      "acceptanceDate",
    ]);
    expect(doubtfulFields(metadata, filled)).toEqual([]);
  });

  it("completes the same authors from Crossref, keeping the editor's e-mails, and confirms equal fields", () => {
    const start = mergeMetadata(emptyArticleForm("j", "i"), metadata).form;
    const crossref: ExtractedPdfMetadata = {
      ...metadata,
      title: "Thermosensitive Nasal Gels of Rizatriptan.",
      authors: [
        { name: "Meera Iyer", affiliation: null, email: null, orcid: "0000-0001-5109-3700", isCorresponding: false },
        { name: "Ravi Kumar", affiliation: "JSS University", email: null, orcid: null, isCorresponding: false },
      ],
      doi: "10.63101/fjphs.2025.004",
    };
    const merged = mergeMetadata(start, crossref);
    expect(merged.filled).toEqual(["authors"]);
    expect(merged.confirmed).toEqual(expect.arrayContaining(["title", "doi"]));
    expect(merged.form.authors.map((a) => [a.email, a.affiliation, a.orcid, a.isCorresponding])).toEqual([
      ["", "JSS College of Pharmacy", "0000-0001-5109-3700", false],
      ["ravi@example.org", "JSS University", "0000-0002-1825-0097", true],
    ]);
    const others = { ...crossref, authors: [{ ...crossref.authors[0], name: "Somebody Else" }] };
    expect(mergeMetadata(start, others).conflicts).toContain("authors");
  });
});
