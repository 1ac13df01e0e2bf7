import { describe, expect, it } from "vitest";
import {
  chooseTitle,
  embeddedAuthors,
  embeddedDoi,
  embeddedKeywords,
  embeddedTitle,
  foldTight,
  printedIn,
  type EmbeddedMetadata,
} from "./embedded";

const meta = (over: Partial<EmbeddedMetadata>): EmbeddedMetadata => ({
  xmp: {},
  infoTitle: null,
  infoAuthor: null,
  infoSubject: null,
  infoKeywords: null,
  ...over,
});

describe("embedded metadata", () => {
  it("finds a string in the page whatever the line breaks and hyphens", () => {
    const page = foldTight("Effects of metformin\non the gut-\nbrain axis DOI 10.1186/s12934‑018‑1017‑5");
    expect(printedIn("Effects of metformin on the gut-brain axis", page)).toBe(true);
    expect(printedIn("10.1186/s12934-018-1017-5", page)).toBe(true);
    expect(printedIn("Effects of aspirin", page)).toBe(false);
  });

  it("reads the title from dc:title, else a usable Info title", () => {
    expect(embeddedTitle(meta({ xmp: { "dc:title": "Growth of basil under drought" } }))).toBe(
      "Growth of basil under drought",
    );
    expect(embeddedTitle(meta({ xmp: { "dc:title": "pone.0115884 1..14" } }))).toBeNull();
    expect(embeddedTitle(meta({ infoTitle: "2527349.dvi" }))).toBeNull();
  });

  it("prefers the named title only when the page prints it", () => {
    const page = foldTight("Clinical Study\nAutologous Fat Grafting Reduces Pain in Irradiated Breast");
    const named = "Autologous Fat Grafting Reduces Pain in Irradiated Breast";
    const choose = (fromPage: string | null, name: string) => chooseTitle(fromPage, name, page, page);
    // A label glued before the title.
    expect(choose(`Clinical Study ${named}`, named)).toBe(named);
    // The journal's name taken for the title.
    expect(choose("Journal of Plastic Surgery", named)).toBe(named);
    // A title cut to its first lines.
    expect(choose("Autologous Fat Grafting Reduces", named)).toBe(named);
    // Not printed: the page's title stands.
    expect(choose("Autologous Fat Grafting", "Template title of the journal")).toBe("Autologous Fat Grafting");
    // A named title cut short yields to the page's whole one.
    expect(choose(named, "Autologous Fat Grafting Reduces Pain in Irrad")).toBe(named);
  });

  it("takes a named title that disagrees with the page's only when it is set in large type", () => {
    const page = foldTight("Journal of Plant Studies 2020, 4:12\nGrowth of basil under drought");
    const large = foldTight("Growth of basil under drought");
    expect(chooseTitle("Growth of basil under drought", "Journal of Plant Studies", page, large)).toBe(
      "Growth of basil under drought",
    );
    expect(chooseTitle(null, "Journal of Plant Studies", page, large)).toBeNull();
    expect(chooseTitle("Journal of Plant Studies", "Growth of basil under drought", page, large)).toBe(
      "Growth of basil under drought",
    );
  });

  it("reads the DOI from prism:doi or dc:identifier", () => {
    expect(embeddedDoi(meta({ xmp: { "prism:doi": "10.1038/s41598-017-15724-8" } }))).toBe(
      "10.1038/s41598-017-15724-8",
    );
    expect(embeddedDoi(meta({ xmp: { "dc:identifier": "doi:10.1155/2016/2527349" } }))).toBe("10.1155/2016/2527349");
    expect(embeddedDoi(meta({ infoSubject: "Veterinary World, doi: 10.14202/vetworld.2016.1348-1354" }))).toBe(
      "10.14202/vetworld.2016.1348-1354",
    );
    expect(embeddedDoi(meta({}))).toBeNull();
  });

  it("reads authors one per entry, 'family, given' or all in one entry", () => {
    expect(embeddedAuthors(meta({ xmp: { "dc:creator": ["Jane Roe", "José García"] } }))).toEqual([
      "Jane Roe",
      "José García",
    ]);
    expect(embeddedAuthors(meta({ xmp: { "dc:creator": ["Roe, Jane", "Chandra Nair, Rajiv"] } }))).toEqual([
      "Jane Roe",
      "Rajiv Chandra Nair",
    ]);
    expect(embeddedAuthors(meta({ infoAuthor: "Jane Roe, Ann Lee and Tom Bell" }))).toEqual([
      "Jane Roe",
      "Ann Lee",
      "Tom Bell",
    ]);
    expect(embeddedAuthors(meta({ xmp: { "dc:creator": [""] } }))).toBeNull();
    expect(embeddedAuthors(meta({ infoAuthor: "csproduction" }))).toBeNull();
  });

  it("reads keywords from dc:subject or the Info keywords", () => {
    expect(embeddedKeywords(meta({ xmp: { "dc:subject": ["basil", "drought stress"] } }))).toEqual([
      "basil",
      "drought stress",
    ]);
    expect(embeddedKeywords(meta({ xmp: { "dc:subject": ["Basil; ISSR; RAPD"] } }))).toEqual(["Basil", "ISSR", "RAPD"]);
    expect(embeddedKeywords(meta({ infoKeywords: "broilers, garlic, holy basil" }))).toEqual([
      "broilers",
      "garlic",
      "holy basil",
    ]);
  });
});
