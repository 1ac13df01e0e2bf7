// The blind copy's rewriting itself (run here in the test's process; the server runs it in the
// sandbox): no byte of the copy, inflated, names the author, and the copy still opens.
import { describe, expect, it } from "vitest";
import {
  docxNaming,
  odtNaming,
  pdfNaming,
  pdfText,
  unzippedText,
  zipEntryNames,
} from "~tests/factories/named-documents";
import { openPdf } from "~tests/helpers/pdfs";
import { makeBlindCopy } from "./blind-copy.child.server";

const NAME = "Asha Author";

async function copied(format: "pdf" | "docx" | "odt", bytes: Uint8Array): Promise<Uint8Array> {
  const result = await makeBlindCopy({ format, bytes });
  if (!result.ok) throw new Error(result.reason);
  return result.bytes;
}

describe("makeBlindCopy", () => {
  it("removes a PDF's Info, XMP and comment authors, keeping its pages", async () => {
    const original = await pdfNaming(NAME);
    expect(pdfText(original)).toContain(NAME);
    const copy = await copied("pdf", original);
    expect(pdfText(copy)).not.toContain(NAME);
    const pdf = await openPdf(copy);
    expect(pdf.numPages).toBe(1);
    const { info, metadata } = await pdf.getMetadata();
    expect(JSON.stringify(info)).not.toContain(NAME);
    expect(metadata).toBeNull();
    const [annotation] = await (await pdf.getPage(1)).getAnnotations();
    expect(annotation).toMatchObject({
      titleObj: { str: "Author" },
      contentsObj: { str: "Cite our earlier paper here" },
    });
  });

  it("removes a DOCX's people: core, app and custom properties, comments' and changes' authors", async () => {
    const original = docxNaming(NAME);
    expect(unzippedText(original)).toContain(NAME);
    const copy = await copied("docx", original);
    const text = unzippedText(copy);
    expect(text).not.toContain(NAME);
    expect(text).toContain("<dc:title>On blind review</dc:title>");
    expect(text).toContain('w:author="Author"');
    expect(zipEntryNames(copy)).toEqual(zipEntryNames(original));
  });

  it("removes an ODT's meta.xml people and comments' authors, its mimetype first", async () => {
    const copy = await copied("odt", odtNaming(NAME));
    const text = unzippedText(copy);
    expect(text).not.toContain(NAME);
    expect(text).toContain("<dc:title>On blind review</dc:title>");
    expect(zipEntryNames(copy)[0]).toBe("mimetype");
    // Stored, as ODF requires: its name and content readable at the start of the file.
    expect(Buffer.from(copy.subarray(30, 38 + 39)).toString("latin1")).toBe(
      "mimetypeapplication/vnd.oasis.opendocument.text",
    );
  });

  it("says why when the file is no document it can read", async () => {
    const result = await makeBlindCopy({ format: "docx", bytes: new TextEncoder().encode("not a zip") });
    expect(result).toEqual({
      ok: false,
      reason: "The file could not be read: its document properties cannot be removed",
    });
  });
});
