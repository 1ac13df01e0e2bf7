import { describe, expect, it } from "vitest";
import { sanitizeFileName } from "./file-name";

describe("sanitizeFileName", () => {
  it.each([
    ["../../etc/passwd.pdf", "passwd.pdf"],
    ["..\\..\\windows\\system32\\paper.docx", "paper.docx"],
    ["C:\\Users\\ada\\My Paper.pdf", "My Paper.pdf"],
    ["...hidden.pdf", "hidden.pdf"],
    ["  spaced \t name .pdf", "spaced name .pdf"],
    ['what<is>"this"?.pdf', "what_is__this__.pdf"],
    ["bell\u0007\u0000name.pdf", "bellname.pdf"],
    ["evil\u202Efdp.exe", "evilfdp.exe"],
    ["Étude de cas.pdf", "Étude de cas.pdf"],
  ])("shows %j as %j", (raw, shown) => {
    expect(sanitizeFileName(raw)).toBe(shown);
  });

  it("falls back to a plain name when nothing is left", () => {
    expect(sanitizeFileName("../../")).toBe("manuscript");
    expect(sanitizeFileName("...")).toBe("manuscript");
  });

  it("shortens a very long name but keeps its extension", () => {
    const name = sanitizeFileName(`${"a".repeat(500)}.pdf`);
    expect(name).toHaveLength(200);
    expect(name.endsWith(".pdf")).toBe(true);
  });
});
