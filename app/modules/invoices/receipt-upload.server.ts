// A payment's receipt (a bank slip or a UPI screenshot): PDF, PNG or JPEG, claimed by its name and
// checked by its first bytes, through the same streaming upload as every other file (upload.server.ts).
import fs from "node:fs/promises";
import type { UploadFormatRules } from "~/modules/submission-files/upload.server";
import { INVOICE_MESSAGES } from "./invoices.constants";

export type ReceiptFormat = "pdf" | "png" | "jpeg";

const MIME: Record<ReceiptFormat, string> = { pdf: "application/pdf", png: "image/png", jpeg: "image/jpeg" };
const MAGIC: Record<ReceiptFormat, number[]> = {
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpeg: [0xff, 0xd8, 0xff],
};

function claimed(fileName: string): ReceiptFormat | null {
  const ext = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (ext === "pdf") return "pdf";
  if (ext === "png") return "png";
  if (ext === "jpg" || ext === "jpeg") return "jpeg";
  return null;
}

export const RECEIPT_UPLOAD_RULES: UploadFormatRules<ReceiptFormat> = {
  claimed: (fileName) => claimed(fileName),
  matches: async (filePath, head, format) => {
    const bytes = head.length ? head : await fs.readFile(filePath).then((b) => b.subarray(0, 16));
    return MAGIC[format].every((b, i) => bytes[i] === b);
  },
  mimeType: (format) => MIME[format],
  invalidFormat: () => INVOICE_MESSAGES.receiptTooLarge,
  contentMismatch: () => INVOICE_MESSAGES.receiptTooLarge,
};
