// The job that makes an invoice's or receipt's PDF after the change that caused it has committed:
// rendered with pdf-lib, stored, then, in one short transaction, its key on the invoice and the
// e-mail with the PDF attached (none for an invoice cancelled by then). A document already stored is
// not made or sent again. After the last attempt the journal's editors are told; the Invoices tab
// lets them have it made again.
import { PermanentJobError, type JobHandlers, type JobRun } from "~/lib/jobs.server";
import { countryName } from "~/lib/countries";
import { services } from "~/lib/services.server";
import { editorialReplyTo } from "~/modules/journal-settings/journal-settings.service.server";
import { queueMail } from "~/modules/mail/mail.service.server";
import { INVOICE_DOCUMENT_JOB, type InvoiceDocumentPayload } from "./invoices.jobs.constants";
import {
  findInvoice,
  findPayment,
  findWaiverRequests,
  journalOfInvoice,
  updateInvoice,
} from "./invoices.repository.server";
import { formatMoney } from "./invoice-money";
import { renderInvoicePdf, renderReceiptPdf } from "./invoice-pdf.server";
import { tellEditorsOfFailedDocument } from "./invoices.service.server";

function payloadOf(raw: Record<string, unknown>): InvoiceDocumentPayload {
  const { invoiceId, document, occasion, paymentId } = raw;
  if (typeof invoiceId !== "string" || (document !== "invoice" && document !== "receipt")) {
    throw new PermanentJobError("invoices.document job without invoiceId or document");
  }
  return {
    invoiceId,
    document,
    occasion: occasion as InvoiceDocumentPayload["occasion"],
    ...(typeof paymentId === "string" ? { paymentId } : {}),
  };
}

export function invoiceJobHandlers(): JobHandlers {
  return {
    [INVOICE_DOCUMENT_JOB]: {
      run: makeDocument,
      onFailed: (raw, { db }) => tellEditorsOfFailedDocument(db, payloadOf(raw)),
    },
  };
}

/** Makes, stores and e-mails one document; its editors can have it made again should this fail for good. */
const makeDocument: JobRun = async (raw, { db }) => {
  const p = payloadOf(raw);
  const invoice = await findInvoice(db, p.invoiceId);
  if (!invoice) return;
  if (p.document === "invoice" ? invoice.pdfKey : invoice.receiptKey) return;
  const journal = await journalOfInvoice(db, invoice.journalId);
  const ctx = { journalTitle: journal?.title ?? "", countryName: countryName(invoice.recipientCountry) };
  let bytes: Uint8Array;
  if (p.document === "invoice") {
    const replaced = invoice.replacesInvoiceId ? await findInvoice(db, invoice.replacesInvoiceId) : undefined;
    bytes = await renderInvoicePdf(invoice, {
      ...ctx,
      replaces: replaced?.number ?? null,
      waivedMinor: replaced ? replaced.totalMinor - invoice.totalMinor : 0,
    });
  } else {
    const payment = p.paymentId ? await findPayment(db, p.paymentId) : undefined;
    if (!payment) throw new PermanentJobError(`invoices.document: payment ${p.paymentId} not found`);
    bytes = await renderReceiptPdf(invoice, payment, ctx);
  }
  const key = `invoices/${invoice.journalId}/${invoice.id}/${p.document}.pdf`;
  await services().storage.put(key, bytes);
  const safe = invoice.number.replace(/[^A-Za-z0-9-]+/g, "-");
  const fileName = `${p.document}-${safe}.pdf`;
  const note =
    p.occasion === "waiver_granted" && invoice.replacesInvoiceId
      ? (await findWaiverRequests(db, [invoice.replacesInvoiceId])).find((w) => w.status === "granted")?.note
      : null;
  await db.transaction(async (tx) => {
    const current = await findInvoice(tx, invoice.id, { forUpdate: true });
    if (!current || (p.document === "invoice" ? current.pdfKey : current.receiptKey)) return;
    await updateInvoice(tx, invoice.id, p.document === "invoice" ? { pdfKey: key } : { receiptKey: key });
    // Cancelled before its PDF was made (a partial waiver at once, a wrong currency): it is kept for
    // the Invoices tab, marked on download, and not sent as if it were due.
    if (p.document === "invoice" && current.status === "cancelled") return;
    await queueMail(tx, {
      to: invoice.recipientEmail,
      template: "invoice-notice",
      replyTo: await editorialReplyTo(invoice.journalId, tx),
      journalId: invoice.journalId,
      attachments: [{ fileName, storageKey: key, contentType: "application/pdf" }],
      data: {
        fullName: invoice.recipientName,
        occasion: p.occasion,
        invoiceNumber: invoice.number,
        amount: formatMoney(invoice.totalMinor, invoice.currency),
        note: note ?? undefined,
        submissionTitle: invoice.submissionTitle,
        formattedSubmissionId: invoice.submissionCode,
        journalName: journal?.title,
        url: invoice.submissionId ? `/submission/${invoice.submissionId}?tab=invoices` : "/dashboard/invoices",
      },
    });
  });
};
