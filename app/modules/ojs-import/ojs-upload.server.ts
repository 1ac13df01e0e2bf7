// What the Import screen's upload accepts (ADR 065): a file that starts as XML, by its name or
// content type, then by its first bytes. Everything else about it (DOCTYPE, format) is judged when
// the run reads it in the sandbox.
import type { UploadFormatRules } from "~/modules/submission-files/upload.server";
import { checkEnvelope } from "./ojs-envelope";
import { OJS_MESSAGES as M } from "./ojs-import.constants";

export const OJS_UPLOAD_RULES: UploadFormatRules<"xml"> = {
  claimed: (fileName, mimeType) =>
    /\.xml$/i.test(fileName) || /^(application|text)\/xml\b/i.test(mimeType) ? "xml" : null,
  // A DOCTYPE passes here so that the run refuses it with its own message (the reader decides).
  matches: async (_filePath, head) => {
    const envelope = checkEnvelope(head);
    return "root" in envelope || envelope.code === "doctype";
  },
  mimeType: () => "application/xml",
  invalidFormat: () => M.notXmlUpload,
  contentMismatch: () => M.notXmlUpload,
};
