import type { InvoiceStatus } from "./invoices.constants";

export type ApcSettings = {
  enabled: boolean;
  inrAmountMinor: number;
  gstRateBasisPoints: number;
  publisherName: string;
  publisherAddress: string;
  publisherGstin: string;
  usdAmountMinor: number;
  waiverCountries: string[];
  bankDetails: string;
  upiId: string;
  publicationWaitsForPayment: boolean;
};

/** A journal's own charges as the APC page lists them (amounts written, GST included for India). */
export type JournalCharges = { shortName: string; title: string; indian: string; international: string };

export type InvoiceView = {
  id: string;
  number: string;
  status: InvoiceStatus;
  statusLabel: string;
  currency: string;
  category: "indian" | "international";
  total: string;
  totalMinor: number;
  listAmount: string;
  taxable: string;
  gst: string | null;
  gstRate: string | null;
  refunded: string | null;
  issuedAt: string;
  paidAt: string | null;
  /** The number of the invoice this one replaces (after a partial waiver). */
  replaces: string | null;
  /** The number of the revised invoice that replaced this cancelled one (after a partial waiver). */
  replacedBy: string | null;
  /** What the waiver took off the invoice this one replaces, as the PDF prints it; null for none. */
  waived: string | null;
  recipient: { name: string; email: string; country: string | null };
  /** The invoice's PDF: stored, being made by its job, or its job failed for good. */
  pdf: InvoiceDocumentState;
  /** The receipt's PDF once a payment is confirmed; null before. */
  receipt: InvoiceDocumentState | null;
  bankDetails: string | null;
  upiId: string | null;
  payments: {
    id: string;
    method: string;
    reference: string;
    paidOn: string;
    amount: string;
    status: "reported" | "confirmed" | "rejected";
    hasFile: boolean;
  }[];
  waivers: {
    id: string;
    reason: string;
    status: "pending" | "granted" | "refused";
    waived: string | null;
    note: string | null;
    createdAt: string;
  }[];
  ledger: { id: string; kind: string; amount: string | null; at: string; byAuthor: boolean }[];
  can: {
    requestWaiver: boolean;
    reportPayment: boolean;
    payOnline: boolean;
    decideWaiver: boolean;
    confirmPayment: boolean;
    refund: boolean;
    cancel: boolean;
    /** An editor may have a document whose job failed made again. */
    makeDocumentAgain: boolean;
  };
};

export type InvoiceDocumentState = "ready" | "preparing" | "failed";

export type InvoicesTabData = {
  invoices: InvoiceView[];
  editor: boolean;
  /** The editor may issue an invoice by hand (none counts, the manuscript is accepted, the journal charges). */
  canIssue: boolean;
  chargesEnabled: boolean;
  refundPercent: number;
  refundWindowDays: number;
};

/** The answer of POST /submission/:id/invoices and of the Charges settings endpoint. */
export type InvoiceActionAnswer = {
  ok: boolean;
  message: string;
  fieldErrors?: Record<string, string>;
  /** Where to send the browser next ('Pay online': the provider's payment page). */
  redirect?: string;
};

export type InvoiceListRow = {
  id: string;
  number: string;
  journal: string;
  submissionId: string | null;
  submissionCode: string;
  recipient: string;
  currency: string;
  total: string;
  status: InvoiceStatus;
  statusLabel: string;
  issuedAt: string;
  paidAt: string | null;
};

export type InvoiceTotalsRow = {
  journal: string;
  currency: string;
  invoices: number;
  invoiced: string;
  paid: string;
  waived: string;
  refunded: string;
  outstanding: string;
};
