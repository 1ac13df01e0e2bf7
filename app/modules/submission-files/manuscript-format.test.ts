import { describe, expect, it } from "vitest";
import {
  FILE_TOO_LARGE,
  MANUSCRIPT_MAX_BYTES,
  acceptAttribute,
  fileTooLargeMessage,
  formatFileSize,
  formatOfFileName,
  invalidFormatMessage,
  precheckManuscript,
} from "./manuscript-format";

describe("formatFileSize", () => {
  it.each([
    [0, "0 Bytes"],
    [1, "1 Bytes"],
    [1023, "1023 Bytes"],
    [1024, "1 KB"],
    [1536, "1.5 KB"],
    [1024 * 1024 - 1, "1 MB"],
    [2.34 * 1024 * 1024, "2.34 MB"],
    [MANUSCRIPT_MAX_BYTES, "50 MB"],
    [1024 ** 3, "1 GB"],
    [5.5 * 1024 ** 4, "5632 GB"],
  ])("shows %d bytes as %s", (bytes, shown) => {
    expect(formatFileSize(bytes)).toBe(shown);
  });

  it("shows nonsense sizes as 0 Bytes", () => {
    expect(formatFileSize(-5)).toBe("0 Bytes");
    expect(formatFileSize(Number.NaN)).toBe("0 Bytes");
  });
});

describe("the file picker and the messages", () => {
  it("accepts the extensions and MIME types of the allowed formats only", () => {
    expect(acceptAttribute(["pdf", "doc", "docx"])).toBe(
      ".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    expect(acceptAttribute(["tex"])).toBe(".tex,.latex,application/x-tex,text/x-tex");
  });

  it("reads the format a name claims, whatever its case", () => {
    expect(formatOfFileName("Paper.PDF")).toBe("pdf");
    expect(formatOfFileName("paper.final.docx")).toBe("docx");
    expect(formatOfFileName("source.latex")).toBe("tex");
    expect(formatOfFileName("setup.exe")).toBeNull();
    expect(formatOfFileName("README")).toBeNull();
  });

  it("words the limits as the spec does", () => {
    expect(fileTooLargeMessage(MANUSCRIPT_MAX_BYTES)).toBe(FILE_TOO_LARGE);
    expect(fileTooLargeMessage(10 * 1024 * 1024)).toBe("File is too large. File size must be less than 10MB.");
    expect(invalidFormatMessage("x.exe", ["pdf", "doc", "docx"])).toBe(
      'File "x.exe" is not a valid manuscript format. Please upload PDF, DOC or DOCX files.',
    );
  });

  it("refuses in the browser what the server would refuse by name or size", () => {
    const rules = { allowedFormats: ["pdf", "docx"] as const, maxFileBytes: MANUSCRIPT_MAX_BYTES };
    expect(precheckManuscript({ name: "a.pdf", size: 10 }, rules)).toBeNull();
    expect(precheckManuscript({ name: "a.doc", size: 10 }, rules)).toBe(
      'File "a.doc" is not a valid manuscript format. Please upload PDF or DOCX files.',
    );
    expect(precheckManuscript({ name: "a.pdf", size: MANUSCRIPT_MAX_BYTES + 1 }, rules)).toBe(FILE_TOO_LARGE);
    expect(precheckManuscript({ name: "a.pdf", size: MANUSCRIPT_MAX_BYTES }, rules)).toBeNull();
    expect(precheckManuscript({ name: "a.pdf", size: 0 }, rules)).toBe('File "a.pdf" is empty.');
  });
});
