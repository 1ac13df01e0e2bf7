// A cancelled invoice is downloaded marked as such (ADR 084): 'CANCELLED' across every page with
// the day, or 'VOID' and the number of the revised invoice that replaced it after a partial waiver.
// The PDF stored at issue is what the author was e-mailed and stays as it is; the marked copy is
// stamped over it on the first download and stored beside it, so the download stays a signed link
// (object storage serves it) and a later change to the invoice's layout never alters what was
// issued. A cancelled invoice never changes again, so the copy never goes stale. The original is
// our own pdf-lib output, not an upload, so it is parsed here rather than in the sandbox.
import { PDFDocument } from "pdf-lib";
import { stampPages, type PageStamp } from "~/lib/pdf/stamp";
import { services } from "~/lib/services.server";

export type Cancellation = { on: Date; replacedBy: string | null };

/** What the marked copy says: the word across the page and the line at its top. */
export function cancellationStamp(c: Cancellation): PageStamp {
  const day = c.on.toISOString().slice(0, 10);
  return c.replacedBy
    ? { word: "VOID", line: `VOID – replaced by invoice ${c.replacedBy} on ${day}. Nothing is due on this invoice.` }
    : { word: "CANCELLED", line: `CANCELLED on ${day}. Nothing is due on this invoice.` };
}

/** Where the marked copy of the PDF stored at `pdfKey` is kept. */
export function cancelledCopyKey(pdfKey: string): string {
  return pdfKey.replace(/\.pdf$/, "") + "-cancelled.pdf";
}

/**
 * The storage key of the marked copy, stamped and stored now if it is not there yet; null when the
 * original is missing from storage. Two first downloads at once both write the same copy.
 */
export async function cancelledInvoicePdf(pdfKey: string, cancellation: Cancellation): Promise<string | null> {
  const { storage } = services();
  const key = cancelledCopyKey(pdfKey);
  if (await storage.exists(key)) return key;
  const stored = await storage.get(pdfKey);
  if (!stored) return null;
  const doc = await PDFDocument.load(new Uint8Array(await new Response(stored.stream).arrayBuffer()), {
    updateMetadata: false,
  });
  await stampPages(doc, cancellationStamp(cancellation));
  await storage.put(key, await doc.save());
  return key;
}
