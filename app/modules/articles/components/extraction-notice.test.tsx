import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ExtractedPdfMetadata } from "~/modules/pdf-metadata/pdf-metadata.types";
import { DoubtNote, ExtractionNotice, type Extraction } from "./extraction-notice";

const metadata: ExtractedPdfMetadata = {
  title: "Journal of Pharmacy",
  authors: [],
  abstract: "Un resumen.",
  keywords: [],
  doi: "10.5555/x.1",
  articleType: null,
  receivedDate: null,
  revisedDate: null,
  acceptedDate: null,
  publishedDate: null,
  pageCount: 3,
  otherAbstracts: [{ language: "pt", text: "Um resumo em português." }],
};

const text = (html: string) => html.replace(/<[^>]+>/g, "").replace(/&#x27;|&apos;/g, "'");

describe("what the article form was filled from", () => {
  it("lists the doubtful fields apart from the sure ones and offers the other abstract", () => {
    const extraction: Extraction = {
      source: "pdf",
      metadata,
      filled: ["title", "abstract", "doi"],
      conflicts: [],
      confirmed: [],
      doubtful: ["title"],
    };
    const html = text(
      renderToString(
        <ExtractionNotice extraction={extraction} onReplace={() => {}} onUseAbstract={() => {}} crossref={null} />,
      ),
    );
    expect(html).toContain("Read with low confidence, check each: Title.");
    expect(html).toContain("Filled: Abstract, DOI. Check them before saving.");
    expect(html).toContain("The PDF also prints an abstract in Portuguese");
    expect(html).toContain("Use this abstract");
  });

  it("says when the text layer could not be read, and offers Crossref for a DOI", () => {
    const extraction: Extraction = {
      source: "pdf",
      metadata: { ...metadata, readable: false, otherAbstracts: [] },
      filled: [],
      conflicts: [],
      confirmed: [],
      doubtful: [],
    };
    const html = text(
      renderToString(
        <ExtractionNotice
          extraction={extraction}
          onReplace={() => {}}
          onUseAbstract={() => {}}
          crossref={{ doi: "10.5555/x.1", busy: false, onFill: () => {} }}
        />,
      ),
    );
    expect(html).toContain("The PDF's text could not be read");
    expect(html).toContain("Fill from Crossref");
    expect(html).toContain("registered for 10.5555/x.1");
  });

  it("marks a doubtful field beside it, and nothing otherwise", () => {
    expect(text(renderToString(<DoubtNote id="t" show />))).toBe("Read with low confidence: check it against the PDF.");
    expect(renderToString(<DoubtNote id="t" show={false} />)).toBe("");
  });
});
