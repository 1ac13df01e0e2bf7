import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { extractPdfMetadata } from "../extract-pdf-metadata.server";
import type { Line } from "../layout.types";
import { findReferences } from "./references";

const CORPUS = path.resolve(import.meta.dirname, "../../../../../shared/corpus/pdf-metadata");

let y = 0;
function line(page: number, text: string, fontSize = 8.5, furniture = false): Line {
  y += 12;
  return { page, text, marked: text, x: 50, y, width: 400, fontSize, bold: false, runs: [], column: 0, furniture };
}

const LIST = [
  line(2, "Discussion of the results ends here."),
  line(2, "References", 11),
  line(2, "1. Higuchi T. Mechanism of sustained-action medication. J Pharm Sci. 1963;52:1145-"),
  line(2, "9."),
  line(2, "2. Costa P, Sousa Lobo JM. Modeling and comparison of dissolution profiles. Eur J"),
  line(2, "Pharm Sci. 2001;13(2):123-33."),
  line(2, "Journal of Tests 2024;1:1-9", 7, true),
  line(3, "3. Smart JD. The basics and underlying mechanisms of mucoadhesion. Adv Drug Deliv"),
  line(3, "Rev. 2005;57(11):1556-68."),
  line(3, "Acknowledgements", 11),
  line(3, "We thank the reviewers."),
];

describe("the reference list of a PDF", () => {
  it("reads numbered references, joining wrapped lines and skipping page furniture", () => {
    expect(
      findReferences(
        [
          { page: 2, lines: LIST.filter((l) => l.page === 2) },
          { page: 3, lines: LIST.filter((l) => l.page === 3) },
        ],
        3,
      ),
    ).toEqual([
      "Higuchi T. Mechanism of sustained-action medication. J Pharm Sci. 1963;52:1145-9.",
      "Costa P, Sousa Lobo JM. Modeling and comparison of dissolution profiles. Eur J Pharm Sci. 2001;13(2):123-33.",
      "Smart JD. The basics and underlying mechanisms of mucoadhesion. Adv Drug Deliv Rev. 2005;57(11):1556-68.",
    ]);
  });

  it("offers nothing when a page after the heading was not read (the list would be cut short)", () => {
    expect(findReferences([{ page: 2, lines: LIST.filter((l) => l.page === 2) }], 3)).toBeNull();
  });

  it("offers nothing for unnumbered or out-of-order entries, or for too few", () => {
    const unnumbered = [
      line(1, "References", 11),
      line(1, "Smith J. A study. 2020."),
      line(1, "Rao A. Another. 2021."),
    ];
    expect(findReferences([{ page: 1, lines: unnumbered }], 1)).toBeNull();
    const skipped = [
      line(1, "References", 11),
      line(1, "1. One. 2020."),
      line(1, "3. Three. 2021."),
      line(1, "4. Four."),
    ];
    expect(findReferences([{ page: 1, lines: skipped }], 1)).toBeNull();
    const two = [line(1, "References", 11), line(1, "1. One. 2020."), line(1, "2. Two. 2021.")];
    expect(findReferences([{ page: 1, lines: two }], 1)).toBeNull();
  });

  it("reads the 79 references of a real four-page BMC paper, ending before the citation notice", async () => {
    const found = await extractPdfMetadata(new Uint8Array(fs.readFileSync(path.join(CORPUS, "test1.pdf"))));
    expect(found.references).toHaveLength(79);
    expect(found.references![0]).toBe(
      "Kudsk KA, Fabian TC, Baum S, Gold RE, Mangiante E, Voeller G: Silent deep vein thrombosis in immobilized multiple trauma patients. Am J Surg 1989, 158:515-9.",
    );
    expect(found.references!.at(-1)).toMatch(/consensus conference\. Surg Obes Relat Dis 2006, 2:200-12\.$/);
  });
});
