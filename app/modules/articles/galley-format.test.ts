import { describe, expect, it } from "vitest";
import { articleDisplayId, checkArticleForm } from "./articles.desk.schemas";
import { claimedGalleyKind, precheckGalley } from "./galley-format";

describe("galley formats", () => {
  it("reads the kind from the extension, else from the browser's content type", () => {
    expect(claimedGalleyKind("paper.PDF")).toBe("pdf");
    expect(claimedGalleyKind("full.htm")).toBe("html");
    expect(claimedGalleyKind("source.latex")).toBe("latex");
    expect(claimedGalleyKind("book.epub")).toBe("epub");
    expect(claimedGalleyKind("setup.exe", "application/pdf")).toBeNull();
    expect(claimedGalleyKind("noextension", "application/xml")).toBe("xml");
    expect(claimedGalleyKind("noextension", "")).toBeNull();
  });

  it("refuses before sending what the server would refuse by name or size", () => {
    expect(precheckGalley({ name: "a.docx", size: 10 })).toBe(
      'File "a.docx" is not a valid galley format. Please upload PDF, HTML, XML, ePUB, or LaTeX files.',
    );
    expect(precheckGalley({ name: "a.pdf", size: 52428801 })).toBe(
      "File is too large. File size must be less than 50MB.",
    );
    expect(precheckGalley({ name: "a.pdf", size: 52428800 })).toBeNull();
  });
});

describe("article display", () => {
  it("pads numbers to three digits and shows N/A before the first publication", () => {
    expect(articleDisplayId(7)).toBe("007");
    expect(articleDisplayId(1234)).toBe("1234");
    expect(articleDisplayId(null)).toBe("N/A");
  });

  it("refuses a form that is not an object", () => {
    expect(checkArticleForm(null).ok).toBe(false);
    expect(checkArticleForm([1, 2]).ok).toBe(false);
  });
});
