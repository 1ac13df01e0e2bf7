import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  docBytes,
  docxBytes,
  exeBytes,
  odtBytes,
  pdfBytes,
  rtfBytes,
  texBytes,
  xlsBytes,
  zipBytes,
} from "~tests/factories/manuscript-files";
import { SNIFF_HEAD_BYTES, sniffManuscriptFormat } from "./content-sniff.server";
import type { ManuscriptFormat } from "./manuscript-format";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sp-sniff-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

let counter = 0;
async function sniff(bytes: Uint8Array, claimed: ManuscriptFormat | null = null) {
  const file = path.join(dir, `f${counter++}`);
  fs.writeFileSync(file, bytes);
  return sniffManuscriptFormat(file, Buffer.from(bytes.subarray(0, SNIFF_HEAD_BYTES)), claimed);
}

describe("telling a manuscript's format from its content", () => {
  it("recognises PDF, Word 97 (DOC), DOCX, ODT and RTF by their bytes", async () => {
    expect(await sniff(pdfBytes())).toBe("pdf");
    expect(await sniff(docBytes())).toBe("doc");
    expect(await sniff(docxBytes())).toBe("docx");
    expect(await sniff(odtBytes())).toBe("odt");
    expect(await sniff(rtfBytes())).toBe("rtf");
  });

  it("takes LaTeX source only when the name says .tex and the content is text", async () => {
    expect(await sniff(texBytes(), "tex")).toBe("tex");
    expect(await sniff(texBytes(), null)).toBeNull();
    expect(await sniff(exeBytes(), "tex")).toBeNull();
  });

  it("refuses look-alikes: an executable, a spreadsheet, a plain ZIP, text", async () => {
    expect(await sniff(exeBytes(), "pdf")).toBeNull();
    expect(await sniff(xlsBytes(), "doc")).toBeNull();
    expect(await sniff(zipBytes([{ name: "readme.txt", data: "hello" }]), "docx")).toBeNull();
    expect(await sniff(new TextEncoder().encode("just some text"), "pdf")).toBeNull();
    expect(await sniff(new Uint8Array(0), "pdf")).toBeNull();
  });

  it("finds the Word stream name even when it lies across two read chunks", async () => {
    const bytes = new Uint8Array(3 * 1024 * 1024);
    bytes.set(docBytes().subarray(0, 512));
    bytes.set(new Uint8Array(Buffer.from("WordDocument", "utf16le")), 1024 * 1024 - 7);
    expect(await sniff(bytes)).toBe("doc");
  });

  it("does not take a truncated ZIP for a DOCX", async () => {
    const docx = docxBytes();
    expect(await sniff(docx.subarray(0, docx.length - 30), "docx")).toBeNull();
  });
});
