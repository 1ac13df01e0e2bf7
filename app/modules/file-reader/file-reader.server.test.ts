import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { decompressionBombPdf } from "~tests/factories/decompression-bomb";
import { watchThisProcess } from "~tests/helpers/server-watch";
import { SandboxLimitError } from "~/lib/sandbox/sandbox-errors";
import { extractPdfMetadata, readPdfProperties } from "~/modules/pdf-metadata/extract-pdf-metadata.server";
import { readUntrustedFile } from "./file-reader.server";

const MB = 1024 * 1024;
const TOO_LARGE = "The file could not be read: it is too large when decompressed";

// One page whose content stream inflates to 1 GiB of zeros, about 1 MB on disk.
const bomb = decompressionBombPdf();

describe("reading a decompression bomb in the sandbox", () => {
  it("abandons the PDF's page past the memory limit; this process neither grows nor stalls", async () => {
    expect(bomb.length).toBeLessThan(1.2 * MB);
    const watch = watchThisProcess();
    const read = readUntrustedFile("pdf-first-page", bomb);
    await expect(read).rejects.toBeInstanceOf(SandboxLimitError);
    await expect(read).rejects.toThrow(TOO_LARGE);
    const { grewByBytes, longestGapMs } = watch.stop();
    expect(grewByBytes).toBeLessThan(300 * MB);
    expect(longestGapMs).toBeLessThan(1_000);
  });

  it("answers the galley's metadata extraction with a 422 that says why", async () => {
    const watch = watchThisProcess();
    const extraction = extractPdfMetadata(bomb);
    await expect(extraction).rejects.toMatchObject({ status: 422, message: TOO_LARGE });
    const { grewByBytes, longestGapMs } = watch.stop();
    expect(grewByBytes).toBeLessThan(300 * MB);
    expect(longestGapMs).toBeLessThan(1_000);
  });

  it("reads its Info author from the Info dictionary alone, without decoding the page", async () => {
    expect(await readUntrustedFile("pdf-info", bomb)).toEqual({ pageCount: 1, infoAuthor: "Ada Author" });
    // What an upload stores: the author, and why the file cannot be shown.
    expect(await readPdfProperties(bomb)).toEqual({ infoAuthor: "Ada Author", error: TOO_LARGE });
  });

  it("reads an ordinary PDF afterwards in a fresh child", async () => {
    const doc = await PDFDocument.create();
    doc.addPage();
    doc.setAuthor("Grace Hopper");
    expect(await readPdfProperties(await doc.save())).toEqual({ infoAuthor: "Grace Hopper", error: null });
  });

  it("has no author and no error for bytes pdf.js cannot read at all", async () => {
    const junk = new TextEncoder().encode("%PDF-1.7\nnothing else");
    expect(await readPdfProperties(junk)).toEqual({ infoAuthor: null, error: null });
  });
});
