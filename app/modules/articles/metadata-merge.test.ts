import { describe, expect, it } from "vitest";
import type { ExtractedPdfMetadata } from "~/modules/pdf-metadata/pdf-metadata.types";
import { emptyArticleForm } from "./articles.desk.schemas";
import { mergeMetadata } from "./metadata-merge";

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
});
