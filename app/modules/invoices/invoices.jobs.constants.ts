/** Renders an invoice's PDF (or its receipt), stores it and e-mails it to the author with the occasion's message. */
export const INVOICE_DOCUMENT_JOB = "invoices.document";

export type InvoiceDocumentPayload = {
  invoiceId: string;
  document: "invoice" | "receipt";
  occasion: "invoice_issued" | "waiver_granted" | "payment_confirmed";
  paymentId?: string;
};
