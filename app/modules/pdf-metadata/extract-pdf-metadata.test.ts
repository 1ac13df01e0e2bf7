import fs from "node:fs";
import path from "node:path";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { AppError } from "~/lib/errors";
import { abstractText, generatePapers } from "~tests/fixtures/pdf-layouts/generate";
import { extractPdfMetadata } from "./extract-pdf-metadata.server";

const CORPUS = path.resolve(import.meta.dirname, "../../../../shared/corpus/pdf-metadata");
const corpusPdf = (name: string) => new Uint8Array(fs.readFileSync(path.join(CORPUS, name)));
const normalise = (text: string | null | undefined) =>
  (text ?? "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

describe("extractPdfMetadata on real papers", () => {
  it("reads test1.pdf (BMC, running header, raised affiliation numbers, asterisk)", async () => {
    const found = await extractPdfMetadata(corpusPdf("test1.pdf"));
    expect(found.title).toBe(
      "Complications related to deep venous thrombosis prophylaxis in trauma: a systematic review of the literature",
    );
    expect(found.authors[0].name).toBe("Indraneel Datta");
    expect(found.authors.map((a) => a.name)).toEqual([
      "Indraneel Datta",
      "Chad G Ball",
      "Lucas Rudmik",
      "S Morad Hameed",
      "John B Kortbeek",
    ]);
    expect(found.authors[1]).toMatchObject({ email: "ball.chad@gmail.com", isCorresponding: true });
    expect(found.authors[0].affiliation).toBe("Department of Surgery, University of Calgary, Calgary, Canada");
    expect(found.doi).toBe("10.1186/1752-2897-4-1");
    expect(found.abstract).toMatch(/^Deep venous thrombosis prophylaxis is essential to the appropriate management/);
    expect(found.abstract).toMatch(/they must be appropriately utilized\.$/);
    expect(found.articleType).toBe("review_article");
    expect(found.receivedDate).toBe("2009-06-02");
    expect(found.acceptedDate).toBe("2010-01-06");
    expect(found.pageCount).toBe(4);
  });

  it("reads test3.pdf and ignores its 'Microsoft Word' Info title", async () => {
    const found = await extractPdfMetadata(corpusPdf("test3.pdf"));
    expect(found.title).toBe("Phytochemical and Biological investigations of Phoenix paludosa Roxb.");
    expect(found.title).not.toMatch(/Microsoft Word/);
    expect(found.authors[0].name).toBe("Farzana Alam");
    expect(found.authors.at(-1)).toMatchObject({ name: "Mohammad A. Rashid", isCorresponding: true });
    expect(found.authors.at(-1)?.email).toMatch(/rashid/);
    expect(found.doi).toBeNull();
    expect(found.abstract).toMatch(/^Lupeol \(1\), epilupeol \(2\) and β-sitosterol \(3\) were isolated/);
    expect(found.keywords).toContain("Brine shrimp lethality bioassay");
  });
});

describe("extractPdfMetadata on generated layouts", () => {
  it("reads each development layout's title, authors, abstract, keywords, DOI and dates", async () => {
    const papers = await generatePapers("development", 8, 7);
    for (const paper of papers) {
      const found = await extractPdfMetadata(paper.bytes);
      const truth = paper.truth;
      const context = `${paper.id}`;
      expect(normalise(found.title), context).toBe(normalise(truth.title));
      expect(
        found.authors.map((a) => a.name),
        context,
      ).toEqual(truth.authors.map((a) => a.name));
      expect(found.doi, context).toBe(truth.doi);
      expect(normalise(found.abstract), context).toContain(normalise(abstractText(truth).split(". ")[0]));
      expect(found.keywords, context).toEqual(truth.keywords);
      expect([found.receivedDate, found.revisedDate, found.acceptedDate, found.publishedDate], context).toEqual([
        truth.receivedDate,
        truth.revisedDate,
        truth.acceptedDate,
        truth.publishedDate,
      ]);
      const corresponding = truth.authors.find((a) => a.isCorresponding);
      expect(found.authors.find((a) => a.isCorresponding)?.email, context).toBe(corresponding?.email);
    }
  });

  // Seeds the e2e journey drew and failed on: the title's last line, "narrative review" or
  // "review", reads alone as a type label, and was left out ("…pre-eclampsia: a").
  it.each([9447, 100023])(
    "reads the whole title when its wrapped last line reads as a type label (held-out seed %i)",
    async (seed) => {
      const [paper] = await generatePapers("held-out", 1, seed);
      const found = await extractPdfMetadata(paper.bytes);
      expect(normalise(found.title)).toBe(normalise(paper.truth.title));
      expect(found.authors.map((a) => a.name)).toEqual(paper.truth.authors.map((a) => a.name));
      expect(found.doi).toBe(paper.truth.doi);
    },
  );
});

describe("two names around an 'and'", () => {
  // Seeds whose author line the generator drew with " and " over the end of the name before it
  // (pdf-lib's measure took kerning off, its drawing does not): the page read "Lefèvreand Inês
  // Benali" and the e2e journey, which draws a seed at random, failed on it.
  it.each([
    ["held-out", 101],
    ["held-out", 104],
    ["held-out", 2130],
    ["development", 193],
    ["development", 875],
  ] as const)("reads both authors of a %s paper that prints 'X and Y' (seed %i)", async (set, seed) => {
    const [paper] = await generatePapers(set, 1, seed);
    const found = await extractPdfMetadata(paper.bytes);
    expect(found.authors.map((a) => a.name)).toEqual(paper.truth.authors.map((a) => a.name));
  });

  it("keeps the space pdf.js gives as an item of its own between names set tight", async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([595.28, 841.89]);
    const times = await doc.embedFont(StandardFonts.TimesRoman);
    const at = (text: string, x: number, y: number, size: number) => page.drawText(text, { x, y, size, font: times });
    at("Kinetics of metformin release from", 54, 760, 22);
    at("chitosan microspheres in vitro", 54, 733, 22);
    // Set tight, as kerned type is: the space after the name is 1.1 pt where the font has 2.75.
    at("Joaquín V. Brâncusi", 54, 700, 11);
    at(" and Rafael Z. Rahimi", 54 + times.widthOfTextAtSize("Joaquín V. Brâncusi", 11), 700, 11);
    at("Department of Pharmaceutics, University of Porto, Porto, Portugal", 54, 686, 8.5);
    at("Abstract", 54, 660, 10.5);
    at("Microspheres of chitosan released metformin over twelve hours in phosphate buffer.", 54, 646, 9.5);
    const found = await extractPdfMetadata(await doc.save());
    expect(found.authors.map((a) => a.name)).toEqual(["Joaquín V. Brâncusi", "Rafael Z. Rahimi"]);
  });
});

describe("extractPdfMetadata on bad input", () => {
  it("refuses bytes that are not a PDF with a 422", async () => {
    const error = await extractPdfMetadata(new TextEncoder().encode("this is not a PDF at all")).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 422, message: "Failed to extract metadata" });
  });

  it("refuses an empty buffer", async () => {
    await expect(extractPdfMetadata(new Uint8Array())).rejects.toMatchObject({ status: 422 });
  });

  it("gives nulls, not a crash, for a blank one-page PDF", async () => {
    const doc = await PDFDocument.create();
    doc.addPage();
    const found = await extractPdfMetadata(await doc.save());
    expect(found).toEqual({
      title: null,
      authors: [],
      abstract: null,
      keywords: [],
      doi: null,
      articleType: null,
      receivedDate: null,
      revisedDate: null,
      acceptedDate: null,
      publishedDate: null,
      pageCount: 1,
      language: null,
      otherAbstracts: [],
      confidence: {},
      readable: true,
    });
  });
});
