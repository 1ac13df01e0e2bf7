// Article processing charges (issue 41, ADR 064): defaults from /article-processing-charges, the
// statuses as people read them, refund rules from /refund-policy, and every user-facing message.

export const INVOICE_STATUSES = ["issued", "payment_reported", "paid", "waived", "refunded", "cancelled"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  issued: "Issued",
  payment_reported: "Payment reported",
  paid: "Paid",
  waived: "Waived",
  refunded: "Refunded",
  cancelled: "Cancelled",
};

/** The charges the APC page states: 3,000 rupees including GST (18%), 150 US dollars. */
export const APC_DEFAULTS = {
  enabled: false,
  inrAmountMinor: 300_000,
  gstRateBasisPoints: 1_800,
  usdAmountMinor: 15_000,
  publisherName: "",
  publisherAddress: "",
  publisherGstin: "",
  waiverCountries: [] as string[],
  bankDetails: "",
  upiId: "",
  publicationWaitsForPayment: false,
};

/** /refund-policy: a request within 30 days of payment; 75% when withdrawn before typesetting; none after publication. */
export const REFUND_WINDOW_DAYS = 30;
export const WITHDRAWAL_REFUND_PERCENT = 75;

export const PAYMENT_METHOD_LABELS = { bank_transfer: "Bank transfer", upi: "UPI", online: "Online" } as const;

/** The editors' list: the filters it offers. */
export const INVOICE_FILTERS = ["all", "unpaid_30", "waived", "paid_this_month", "payment_reported"] as const;
export type InvoiceFilter = (typeof INVOICE_FILTERS)[number];
export const INVOICE_FILTER_LABELS: Record<InvoiceFilter, string> = {
  all: "All invoices",
  unpaid_30: "Unpaid over 30 days",
  waived: "Waived",
  paid_this_month: "Paid this month",
  payment_reported: "Payment to confirm",
};
export const INVOICE_PAGE_SIZE = 25;
/** A CSV export holds at most this many rows (the newest first); narrow the filter for more. */
export const INVOICE_EXPORT_LIMIT = 10_000;

export const WAIVER_REASON_MIN = 10;
export const WAIVER_REASON_MAX = 2_000;
export const REFERENCE_MAX = 100;
export const RECEIPT_MAX_BYTES = 10 * 1024 * 1024;
export const RECEIPT_TYPES = ["application/pdf", "image/png", "image/jpeg"] as const;

export const INVOICE_MESSAGES = {
  notFound: "Invoice not found.",
  accessDenied: "Access Denied: You need editor or admin privileges to manage invoices.",
  settingsSaved: "Article processing charges saved.",
  invalidRequest: "Invalid request.",
  waiverRequested: "Waiver request sent to the editors.",
  waiverPending: "A waiver request is already waiting for the editors.",
  waiverNotOpen: "A waiver can only be requested while the invoice is unpaid.",
  waiverReasonLength: `Please give a reason of ${WAIVER_REASON_MIN} to ${WAIVER_REASON_MAX} characters.`,
  noPendingWaiver: "There is no waiver request to decide.",
  waiverGranted: "Waiver granted.",
  waiverRefused: "Waiver request refused.",
  waiverAmountInvalid: "The waived amount must be more than zero and at most the invoice's total.",
  paymentReported: "Payment reported. The editors will confirm it.",
  onlinePaymentStarted: "Taking you to the payment page...",
  paymentNotOpen: "A payment can only be reported for an unpaid invoice.",
  paymentReferenceRequired: "Please enter the bank transfer reference or UPI transaction id.",
  paymentDateInvalid: "Please enter the date of the payment (not in the future).",
  paymentAmountInvalid: "Please enter the amount paid, e.g. 3000.00.",
  paymentMethodInvalid: "Please choose bank transfer or UPI.",
  receiptTooLarge: "The receipt must be a PDF, PNG or JPEG file of at most 10 MB.",
  noReportedPayment: "There is no reported payment to confirm.",
  paymentConfirmed: "Payment confirmed. The receipt is on its way to the author.",
  paymentRejected: "Reported payment rejected.",
  refundRecorded: "Refund recorded.",
  refundNotAllowed: "This invoice cannot be refunded.",
  refundAfterPublication: "No refund after publication (refund policy).",
  refundWindowPassed: `Refunds must be requested within ${REFUND_WINDOW_DAYS} days of payment (refund policy).`,
  refundAmountInvalid: "The refund must be more than zero and at most the amount paid.",
  cancelled: "Invoice cancelled.",
  issued: "Invoice issued. It is on its way to the author.",
  chargesOff: "This journal does not charge article processing charges: turn them on in Journal Settings, Charges.",
  notAccepted: "An invoice is issued only for an accepted manuscript.",
  invoiceExists: "This submission already has an invoice; cancel it first to issue another.",
  cancelNotAllowed: "Only an unpaid invoice can be cancelled.",
  awaitingPayment:
    "This article cannot be published yet: its article processing charge invoice is not paid or waived (Journal Settings, Charges).",
  settingsInvalid: "Please correct the highlighted fields.",
  documentQueued: "The PDF is being made again. It will be e-mailed to the author.",
  documentNotFailed: "Only a PDF that could not be made can be made again.",
} as const;
