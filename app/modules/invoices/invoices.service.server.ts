// Article processing charges (issue 41, ADR 064): a journal's charges, the invoice issued in the
// acceptance's transaction, waivers, reported and confirmed payments, refunds, the publication
// gate. Every change writes its ledger entry (who, when, what, how much) in the same transaction;
// the PDFs and their e-mails are made by a job after it commits (invoices.jobs.server.ts).
import crypto from "node:crypto";
import fs from "node:fs";
import type { Db } from "~/db/client.server";
import type { Invoice } from "~/db/schema";
import { countryName } from "~/lib/countries";
import { AppError } from "~/lib/errors";
import { enqueueJob } from "~/lib/jobs.server";
import { contentChanged } from "~/lib/content-changes.server";
import { logger } from "~/lib/logger.server";
import { db, services } from "~/lib/services.server";
import { signedDownloadUrl } from "~/lib/storage.server";
import type { CurrentUser } from "~/modules/auth/current-user";
import { can } from "~/modules/auth/permissions";
import { editorialReplyTo } from "~/modules/journal-settings/journal-settings.service.server";
import { queueMail } from "~/modules/mail/mail.service.server";
import { editorialOffice } from "~/modules/notifications/editor-notices.service.server";
import { type AccessibleSubmission, loadSubmissionFor } from "~/modules/submissions/submission-access.server";
import { submissionInvoicee, typesettingBegun } from "~/modules/submissions/submission-charges.server";
import type { ReceivedFile } from "~/modules/submission-files/upload.server";
import {
  APC_DEFAULTS,
  INVOICE_EXPORT_LIMIT,
  INVOICE_MESSAGES as M,
  INVOICE_PAGE_SIZE,
  INVOICE_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  REFUND_WINDOW_DAYS,
  WITHDRAWAL_REFUND_PERCENT,
  type InvoiceFilter,
  type InvoiceStatus,
} from "./invoices.constants";
import { INVOICE_DOCUMENT_JOB, type InvoiceDocumentPayload } from "./invoices.jobs.constants";
import {
  claimProviderEvent,
  findApcSettings,
  findCurrentInvoice,
  findInvoice,
  findInvoicePage,
  findInvoicesOfSubmission,
  findJournalsWithOwnCharges,
  findLatestDocumentJobs,
  findLedger,
  findPayment,
  findPayments,
  findWaiverRequests,
  journalOfInvoice,
  insertInvoice,
  insertLedgerEntry,
  insertPayment,
  insertWaiverRequest,
  invoiceTotals,
  nextInvoiceSequence,
  updateInvoice,
  updatePayment,
  updateWaiverRequest,
  upsertApcSettings,
} from "./invoices.repository.server";
import { cancelledInvoicePdf, type Cancellation } from "./cancelled-invoice-pdf.server";
import { createPaymentLink, onlinePaymentsEnabled } from "./payment-provider.server";
import type { ApcSettingsInput, PaymentReportInput, RefundInput, WaiverDecisionInput } from "./invoices.schemas";
import type {
  ApcSettings,
  InvoiceDocumentState,
  InvoiceListRow,
  InvoicesTabData,
  InvoiceTotalsRow,
  InvoiceView,
  JournalCharges,
} from "./invoices.types";
import { financialYearLabel, financialYearOf, formatMoney, formatRate, invoiceNumber, splitGst } from "./invoice-money";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => new AppError("invoices.not_found", 404, M.notFound);
const conflict = (message: string) => new AppError("invoices.conflict", 409, message);
const denied = () => new AppError("forbidden", 403, M.accessDenied);

// --- Settings ------------------------------------------------------------------------------------

/** The journal's charges, the APC page's defaults where it has saved none. */
export async function getApcSettings(journalId: string, dbOrTx: Db = db()): Promise<ApcSettings> {
  const row = UUID.test(journalId) ? await findApcSettings(dbOrTx, journalId) : undefined;
  if (!row) return { ...APC_DEFAULTS, waiverCountries: [] };
  const { journalId: _j, updatedAt: _u, ...values } = row;
  return values;
}

function requireJournalEditor(user: CurrentUser, journalId: string): void {
  if (!can(user, "invoices.manage", { journalId })) throw denied();
}

/** The Charges section of Journal Settings: the journal's editors and admins. */
export async function loadApcSettingsFor(user: CurrentUser, journalId: string): Promise<ApcSettings> {
  if (!UUID.test(journalId)) throw notFound();
  requireJournalEditor(user, journalId);
  return getApcSettings(journalId);
}

export async function saveApcSettings(user: CurrentUser, journalId: string, input: ApcSettingsInput): Promise<void> {
  if (!UUID.test(journalId)) throw notFound();
  requireJournalEditor(user, journalId);
  await upsertApcSettings(db(), { journalId, ...input });
  logger.info({ journalId, by: user.id }, "article processing charges saved");
  // The APC page lists a journal's own amounts (journalsWithOwnCharges): its cached copy goes.
  contentChanged();
}

/** An amount as the APC page writes it: "₹4,500", "US$275", "₹4,500.50". */
function publicAmount(minor: number, currency: "INR" | "USD"): string {
  const money = formatMoney(minor, currency).replace(/\.00$/, "");
  return currency === "USD" ? `US${money}` : money;
}

/**
 * For the APC page, public: the journals whose invoices carry amounts other than the page's
 * standard ones, so that no author is invoiced an amount the site never showed them.
 */
export async function journalsWithOwnCharges(): Promise<JournalCharges[]> {
  const rows = await findJournalsWithOwnCharges(db());
  return rows.map((r) => ({
    shortName: r.shortName,
    title: r.title,
    indian: publicAmount(r.inrAmountMinor, "INR"),
    international: publicAmount(r.usdAmountMinor, "USD"),
  }));
}

// --- Issuing on acceptance ------------------------------------------------------------------------

type SubmissionRef = Pick<
  AccessibleSubmission,
  "id" | "journalId" | "journalShortName" | "journalTitle" | "title" | "code"
>;

/**
 * In the acceptance's transaction: when the journal charges, the corresponding author's invoice
 * (INR with GST for an author in India, USD otherwise), numbered from the journal's counter for the
 * financial year (its row stays locked until the acceptance commits, so concurrent acceptances get
 * consecutive numbers and a rolled-back one leaves no gap), waived at once for an author in a
 * country on the journal's waiver list; its PDF and e-mail follow by job. Nothing when the
 * submission already has an invoice that counts.
 */
export async function issueInvoiceOnAcceptance(
  tx: Db,
  actorId: string,
  submission: SubmissionRef,
  now = new Date(),
): Promise<Invoice | null> {
  const settings = await getApcSettings(submission.journalId, tx);
  if (!settings.enabled) return null;
  if (await findCurrentInvoice(tx, submission.id)) return null;
  const invoicee = await submissionInvoicee(tx, submission.id);
  if (!invoicee) return null;
  const indian = invoicee.country === "IN";
  const currency = indian ? "INR" : "USD";
  const listAmountMinor = indian ? settings.inrAmountMinor : settings.usdAmountMinor;
  const rate = indian ? settings.gstRateBasisPoints : 0;
  const waived = !!invoicee.country && settings.waiverCountries.includes(invoicee.country);
  const invoice = await issue(tx, {
    actorId,
    submission,
    invoicee,
    category: indian ? "indian" : "international",
    currency,
    listAmountMinor,
    totalMinor: listAmountMinor,
    rate,
    settings,
    now,
  });
  if (waived) {
    await updateInvoice(tx, invoice.id, { status: "waived" });
    await insertLedgerEntry(tx, {
      invoiceId: invoice.id,
      actorId: null,
      kind: "waived",
      amountMinor: listAmountMinor,
      currency,
      detail: { reason: "country_on_waiver_list", country: invoicee.country },
    });
  }
  return invoice;
}

async function issue(
  tx: Db,
  p: {
    actorId: string | null;
    submission: SubmissionRef;
    invoicee: NonNullable<Awaited<ReturnType<typeof submissionInvoicee>>>;
    category: "indian" | "international";
    currency: string;
    listAmountMinor: number;
    totalMinor: number;
    rate: number;
    settings: ApcSettings;
    now: Date;
    replaces?: Invoice;
    waivedMinor?: number;
  },
): Promise<Invoice> {
  const fy = financialYearOf(p.now);
  const sequence = await nextInvoiceSequence(tx, p.submission.journalId, fy);
  const { taxableMinor, gstMinor } = splitGst(p.totalMinor, p.rate);
  const invoice = await insertInvoice(tx, {
    journalId: p.submission.journalId,
    submissionId: p.submission.id,
    financialYear: fy,
    sequence,
    number: invoiceNumber(p.submission.journalShortName, fy, sequence),
    replacesInvoiceId: p.replaces?.id ?? null,
    recipientUserId: p.invoicee.accountId,
    recipientName: p.invoicee.name,
    recipientEmail: p.invoicee.email,
    recipientAffiliation: p.invoicee.affiliation,
    recipientCountry: p.invoicee.country,
    category: p.category,
    currency: p.currency,
    listAmountMinor: p.listAmountMinor,
    totalMinor: p.totalMinor,
    taxableMinor,
    gstMinor,
    gstRateBasisPoints: p.rate,
    issuer: {
      publisherName: p.settings.publisherName,
      publisherAddress: p.settings.publisherAddress,
      publisherGstin: p.settings.publisherGstin,
      bankDetails: p.settings.bankDetails,
      upiId: p.settings.upiId,
    },
    submissionTitle: p.submission.title,
    submissionCode: p.submission.code,
    issuedAt: p.now,
  });
  await insertLedgerEntry(tx, {
    invoiceId: invoice.id,
    actorId: p.actorId,
    kind: "issued",
    amountMinor: p.totalMinor,
    currency: p.currency,
    detail: {
      number: invoice.number,
      taxableMinor,
      gstMinor,
      gstRateBasisPoints: p.rate,
      ...(p.replaces ? { replaces: p.replaces.number, waivedMinor: p.waivedMinor } : {}),
    },
  });
  await enqueueDocument(tx, {
    invoiceId: invoice.id,
    document: "invoice",
    occasion: p.replaces ? "waiver_granted" : "invoice_issued",
  });
  return invoice;
}

function enqueueDocument(tx: Db, payload: InvoiceDocumentPayload) {
  return enqueueJob(tx, INVOICE_DOCUMENT_JOB, payload);
}

// --- The Invoices tab -----------------------------------------------------------------------------

function isEditorOf(user: CurrentUser, journalId: string): boolean {
  return can(user, "invoices.manage", { journalId });
}

/** Whose invoice it is: the account that submitted the manuscript (or the invoice's own recipient). */
function ownsInvoice(user: CurrentUser, submission: Pick<AccessibleSubmission, "createdBy">, invoice?: Invoice) {
  return submission.createdBy === user.id || (invoice?.recipientUserId != null && invoice.recipientUserId === user.id);
}

function money(minor: number, currency: string) {
  return formatMoney(minor, currency);
}

/**
 * What the Invoices tab shows: the submission's invoices with their payments, waiver requests and
 * ledger, to its author and the journal's editors (the caller loaded the submission for the user,
 * so others never get here).
 */
export async function loadInvoicesTab(user: CurrentUser, submission: AccessibleSubmission): Promise<InvoicesTabData> {
  const database = db();
  const editor = isEditorOf(user, submission.journalId);
  const settings = await getApcSettings(submission.journalId, database);
  const list = await findInvoicesOfSubmission(database, submission.id);
  const visible = editor ? list : list.filter((i) => ownsInvoice(user, submission, i));
  const ids = visible.map((i) => i.id);
  const [payments, waivers, ledger] = await Promise.all([
    findPayments(database, ids),
    findWaiverRequests(database, ids),
    findLedger(database, ids),
  ]);
  const byId = new Map(list.map((i) => [i.id, i]));
  const paid = new Set(payments.filter((p) => p.status === "confirmed").map((p) => p.invoiceId));
  const documentJobs = await findLatestDocumentJobs(
    database,
    visible.filter((i) => !i.pdfKey || (!i.receiptKey && paid.has(i.id))).map((i) => i.id),
  );
  const documentState = (i: Invoice, document: InvoiceDocumentPayload["document"]): InvoiceDocumentState =>
    (document === "invoice" ? i.pdfKey : i.receiptKey)
      ? "ready"
      : documentJobs.get(`${i.id}:${document}`)?.status === "failed"
        ? "failed"
        : "preparing";
  const invoices: InvoiceView[] = visible.map((i) => {
    const pdf = documentState(i, "invoice");
    const receipt = paid.has(i.id) ? documentState(i, "receipt") : null;
    const own = ownsInvoice(user, submission, i);
    const open = i.status === "issued" || i.status === "payment_reported";
    const pendingWaiver = waivers.some((w) => w.invoiceId === i.id && w.status === "pending");
    const reported = payments.filter((p) => p.invoiceId === i.id && p.status === "reported");
    const replaced = i.replacesInvoiceId ? byId.get(i.replacesInvoiceId) : undefined;
    return {
      id: i.id,
      number: i.number,
      status: i.status as InvoiceStatus,
      statusLabel: INVOICE_STATUS_LABELS[i.status as InvoiceStatus],
      currency: i.currency,
      category: i.category,
      total: money(i.totalMinor, i.currency),
      totalMinor: i.totalMinor,
      listAmount: money(i.listAmountMinor, i.currency),
      taxable: money(i.taxableMinor, i.currency),
      gst: i.gstMinor > 0 ? money(i.gstMinor, i.currency) : null,
      gstRate: i.gstMinor > 0 ? formatRate(i.gstRateBasisPoints) : null,
      refunded: i.refundedMinor > 0 ? money(i.refundedMinor, i.currency) : null,
      issuedAt: i.issuedAt.toISOString(),
      paidAt: i.paidAt?.toISOString() ?? null,
      replaces: replaced?.number ?? null,
      replacedBy: list.find((r) => r.replacesInvoiceId === i.id)?.number ?? null,
      waived: replaced ? money(replaced.totalMinor - i.totalMinor, i.currency) : null,
      recipient: { name: i.recipientName, email: i.recipientEmail, country: countryName(i.recipientCountry) },
      pdf,
      receipt,
      bankDetails: i.issuer.bankDetails || null,
      upiId: i.category === "indian" ? i.issuer.upiId || null : null,
      payments: payments
        .filter((p) => p.invoiceId === i.id)
        .map((p) => ({
          id: p.id,
          method: PAYMENT_METHOD_LABELS[p.method],
          reference: p.reference,
          paidOn: p.paidOn,
          amount: money(p.amountMinor, p.currency),
          status: p.status,
          hasFile: !!p.receiptFileKey,
        })),
      waivers: waivers
        .filter((w) => w.invoiceId === i.id)
        .map((w) => ({
          id: w.id,
          reason: w.reason,
          status: w.status,
          waived: w.waivedMinor != null ? money(w.waivedMinor, i.currency) : null,
          note: w.note,
          createdAt: w.createdAt.toISOString(),
        })),
      ledger: ledger
        .filter((e) => e.invoiceId === i.id)
        .map((e) => ({
          id: e.id,
          kind: e.kind,
          amount: e.amountMinor != null && e.currency ? money(e.amountMinor, e.currency) : null,
          at: e.createdAt.toISOString(),
          byAuthor: e.actorId != null && e.actorId === submission.createdBy,
        })),
      can: {
        requestWaiver: own && open && !pendingWaiver && reported.length === 0,
        reportPayment: own && i.status === "issued" && !pendingWaiver && i.totalMinor > 0,
        payOnline: own && i.status === "issued" && !pendingWaiver && i.totalMinor > 0 && onlinePaymentsEnabled(),
        decideWaiver: editor && pendingWaiver && open,
        confirmPayment: editor && reported.length > 0 && i.status === "payment_reported",
        refund: editor && i.status === "paid",
        cancel: editor && open,
        makeDocumentAgain: editor && (pdf === "failed" || receipt === "failed"),
      },
    };
  });
  const current = list.some((i) => i.status !== "cancelled");
  return {
    invoices,
    editor,
    canIssue:
      editor && settings.enabled && !current && (submission.status === "accepted" || submission.status === "published"),
    chargesEnabled: settings.enabled,
    refundPercent: WITHDRAWAL_REFUND_PERCENT,
    refundWindowDays: REFUND_WINDOW_DAYS,
  };
}

/** 404 unless the user may see the submission (its author, the journal's editors, admins). */
export async function checkInvoicesAccess(user: CurrentUser, submissionId: string): Promise<void> {
  await loadSubmissionFor(user, submissionId);
}

// --- Changes on the tab ---------------------------------------------------------------------------

type Locked = { submission: AccessibleSubmission; invoice: Invoice; editor: boolean; own: boolean };

/** The submission (as the user may see it) and its invoice, locked for the change. */
async function lockFor(tx: Db, user: CurrentUser, submissionId: string, invoiceId: string): Promise<Locked> {
  const submission = await loadSubmissionFor(user, submissionId, { tx });
  if (!UUID.test(invoiceId)) throw notFound();
  const invoice = await findInvoice(tx, invoiceId, { forUpdate: true });
  if (!invoice || invoice.submissionId !== submission.id) throw notFound();
  const editor = isEditorOf(user, submission.journalId);
  const own = ownsInvoice(user, submission, invoice);
  if (!editor && !own) throw notFound();
  return { submission, invoice, editor, own };
}

function requireOwner(l: Locked) {
  if (!l.own) throw new AppError("forbidden", 403, "Only the author may do this.");
}
function requireEditor(l: Locked) {
  if (!l.editor) throw denied();
}

const tabUrl = (submissionId: string) => `/submission/${submissionId}?tab=invoices`;

async function mailAuthor(
  tx: Db,
  invoice: Invoice,
  submission: SubmissionRef,
  occasion: string,
  extra: { note?: string | null; amount?: string } = {},
) {
  await queueMail(tx, {
    to: invoice.recipientEmail,
    template: "invoice-notice",
    replyTo: await editorialReplyTo(submission.journalId, tx),
    journalId: submission.journalId,
    data: {
      fullName: invoice.recipientName,
      occasion,
      invoiceNumber: invoice.number,
      amount: extra.amount ?? money(invoice.totalMinor, invoice.currency),
      note: extra.note ?? undefined,
      submissionTitle: submission.title,
      formattedSubmissionId: submission.code,
      journalName: submission.journalTitle,
      url: tabUrl(submission.id),
    },
  });
}

/** One notice of the invoice to the journal's editors, or to the admins of a journal without editors. */
async function mailEditors(tx: Db, invoice: Invoice, submission: SubmissionRef, occasion: string, note?: string) {
  for (const editor of await editorialOffice(tx, submission.journalId)) {
    await queueMail(tx, {
      to: editor.email,
      template: "invoice-notice",
      journalId: submission.journalId,
      data: {
        fullName: editor.name,
        occasion,
        invoiceNumber: invoice.number,
        amount: money(invoice.totalMinor, invoice.currency),
        note,
        submissionTitle: submission.title,
        formattedSubmissionId: submission.code,
        journalName: submission.journalTitle,
        url: tabUrl(submission.id),
      },
    });
  }
}

/** The author asks for a waiver, with a reason; the journal's editors are told. */
export async function requestWaiver(user: CurrentUser, submissionId: string, invoiceId: string, reason: string) {
  await db().transaction(async (tx) => {
    const l = await lockFor(tx, user, submissionId, invoiceId);
    requireOwner(l);
    if (l.invoice.status !== "issued") throw conflict(M.waiverNotOpen);
    const waivers = await findWaiverRequests(tx, [l.invoice.id]);
    if (waivers.some((w) => w.status === "pending")) throw conflict(M.waiverPending);
    await insertWaiverRequest(tx, { invoiceId: l.invoice.id, reason, requestedBy: user.id });
    await insertLedgerEntry(tx, {
      invoiceId: l.invoice.id,
      actorId: user.id,
      kind: "waiver_requested",
      detail: { reason },
    });
    await mailEditors(tx, l.invoice, l.submission, "waiver_requested", reason);
  });
}

/**
 * An editor decides the pending waiver request: refused (the invoice stands), granted in full (the
 * invoice is waived) or in part (the invoice is cancelled and a revised one, with a new number, asks
 * for the rest). The author is told either way.
 */
export async function decideWaiver(
  user: CurrentUser,
  submissionId: string,
  invoiceId: string,
  input: WaiverDecisionInput,
  now = new Date(),
) {
  await db().transaction(async (tx) => {
    const l = await lockFor(tx, user, submissionId, invoiceId);
    requireEditor(l);
    const pending = (await findWaiverRequests(tx, [l.invoice.id])).find((w) => w.status === "pending");
    if (!pending || (l.invoice.status !== "issued" && l.invoice.status !== "payment_reported")) {
      throw conflict(M.noPendingWaiver);
    }
    const { invoice, submission } = l;
    if (input.decision === "refuse") {
      await updateWaiverRequest(tx, pending.id, {
        status: "refused",
        note: input.note,
        decidedBy: user.id,
        decidedAt: now,
      });
      await insertLedgerEntry(tx, {
        invoiceId: invoice.id,
        actorId: user.id,
        kind: "waiver_refused",
        detail: { note: input.note },
      });
      await mailAuthor(tx, invoice, submission, "waiver_refused", { note: input.note });
      return;
    }
    const waivedMinor = input.full ? invoice.totalMinor : input.waivedMinor;
    if (!waivedMinor || waivedMinor <= 0 || waivedMinor > invoice.totalMinor) {
      throw new AppError("invoices.waiver_amount", 400, M.waiverAmountInvalid);
    }
    await updateWaiverRequest(tx, pending.id, {
      status: "granted",
      waivedMinor,
      note: input.note,
      decidedBy: user.id,
      decidedAt: now,
    });
    await insertLedgerEntry(tx, {
      invoiceId: invoice.id,
      actorId: user.id,
      kind: "waiver_granted",
      amountMinor: waivedMinor,
      currency: invoice.currency,
      detail: { note: input.note, full: waivedMinor === invoice.totalMinor },
    });
    if (waivedMinor === invoice.totalMinor) {
      await updateInvoice(tx, invoice.id, { status: "waived" });
      await mailAuthor(tx, invoice, submission, "waiver_granted", {
        note: input.note,
        amount: money(0, invoice.currency),
      });
      return;
    }
    await updateInvoice(tx, invoice.id, { status: "cancelled" });
    await insertLedgerEntry(tx, {
      invoiceId: invoice.id,
      actorId: user.id,
      kind: "cancelled",
      detail: { reason: "replaced_after_partial_waiver" },
    });
    const invoicee = {
      name: invoice.recipientName,
      email: invoice.recipientEmail,
      affiliation: invoice.recipientAffiliation,
      country: invoice.recipientCountry,
      accountId: invoice.recipientUserId ?? submission.createdBy,
    };
    const settings = await getApcSettings(submission.journalId, tx);
    await issue(tx, {
      actorId: user.id,
      submission,
      invoicee,
      category: invoice.category,
      currency: invoice.currency,
      listAmountMinor: invoice.listAmountMinor,
      totalMinor: invoice.totalMinor - waivedMinor,
      rate: invoice.gstRateBasisPoints,
      settings: { ...settings, ...invoice.issuer },
      now,
      replaces: invoice,
      waivedMinor,
    });
  });
}

/** The receipt file's checks before it is stored: as the other uploads (upload.server.ts). */
export type ReceiptFile = ReceivedFile<"pdf" | "png" | "jpeg">;

/**
 * The author reports a payment (bank transfer reference or UPI transaction id, date, amount, and a
 * receipt file if they have one); the invoice waits for an editor's confirmation and the editors
 * are told.
 */
export async function reportPayment(
  user: CurrentUser,
  submissionId: string,
  invoiceId: string,
  input: PaymentReportInput,
  receipt: ReceiptFile | null,
) {
  // The upload is stored first (outside the transaction: no slow I/O there); a refused report
  // removes it again.
  const storage = services().storage;
  const key = receipt ? `invoice-payments/${invoiceId}/${crypto.randomUUID()}` : null;
  if (receipt && key) await storage.put(key, fs.createReadStream(receipt.tempPath));
  try {
    await db().transaction(async (tx) => {
      const l = await lockFor(tx, user, submissionId, invoiceId);
      requireOwner(l);
      if (l.invoice.status !== "issued" || l.invoice.totalMinor === 0) throw conflict(M.paymentNotOpen);
      const payment = await insertPayment(tx, {
        invoiceId: l.invoice.id,
        method: input.method,
        reference: input.reference,
        paidOn: input.paidOn,
        amountMinor: input.amountMinor,
        currency: l.invoice.currency,
        receiptFileKey: key,
        receiptFileName: receipt?.fileName ?? null,
        receiptMimeType: receipt?.mimeType ?? null,
        reportedBy: user.id,
      });
      await updateInvoice(tx, l.invoice.id, { status: "payment_reported" });
      await insertLedgerEntry(tx, {
        invoiceId: l.invoice.id,
        actorId: user.id,
        kind: "payment_reported",
        amountMinor: input.amountMinor,
        currency: l.invoice.currency,
        detail: { paymentId: payment.id, method: input.method, reference: input.reference, paidOn: input.paidOn },
      });
      await mailEditors(
        tx,
        l.invoice,
        l.submission,
        "payment_reported",
        `${PAYMENT_METHOD_LABELS[input.method]} ${input.reference} of ${money(input.amountMinor, l.invoice.currency)} on ${input.paidOn}`,
      );
    });
  } catch (err) {
    if (key) await storage.delete(key).catch(() => undefined);
    throw err;
  }
}

/**
 * 'Pay online': the author of an unpaid invoice gets the provider's payment link for its exact
 * amount (asked outside any transaction), recorded in the ledger; the signed webhook pays it.
 */
export async function startOnlinePayment(user: CurrentUser, submissionId: string, invoiceId: string): Promise<string> {
  const database = db();
  const submission = await loadSubmissionFor(user, submissionId);
  const invoice = UUID.test(invoiceId) ? await findInvoice(database, invoiceId) : undefined;
  if (!invoice || invoice.submissionId !== submission.id) throw notFound();
  if (!ownsInvoice(user, submission, invoice)) {
    if (isEditorOf(user, submission.journalId)) throw new AppError("forbidden", 403, "Only the author may do this.");
    throw notFound();
  }
  if (!onlinePaymentsEnabled()) throw new AppError("payments.not_configured", 404, "Online payments are not set up.");
  if (invoice.status !== "issued" || invoice.totalMinor === 0) throw conflict(M.paymentNotOpen);
  const link = await createPaymentLink({
    invoiceId: invoice.id,
    invoiceNumber: invoice.number,
    amountMinor: invoice.totalMinor,
    currency: invoice.currency,
    customer: { name: invoice.recipientName, email: invoice.recipientEmail },
    description: `Article processing charge, invoice ${invoice.number} (${invoice.submissionCode})`,
    callbackUrl: `${services().env.publicUrl}${tabUrl(submission.id)}`,
  });
  await insertLedgerEntry(database, {
    invoiceId: invoice.id,
    actorId: user.id,
    kind: "online_payment_started",
    amountMinor: invoice.totalMinor,
    currency: invoice.currency,
    detail: { paymentLinkId: link.id },
  });
  return link.url;
}

/** An editor confirms the reported payment: the invoice is paid, and the receipt PDF is made and e-mailed. */
export async function confirmPayment(user: CurrentUser, submissionId: string, invoiceId: string, now = new Date()) {
  await db().transaction(async (tx) => {
    const l = await lockFor(tx, user, submissionId, invoiceId);
    requireEditor(l);
    const payment = (await findPayments(tx, [l.invoice.id])).find((p) => p.status === "reported");
    if (!payment || l.invoice.status !== "payment_reported") throw conflict(M.noReportedPayment);
    await markPaid(tx, user.id, l.invoice, payment.id, payment.amountMinor, now);
  });
}

async function markPaid(
  tx: Db,
  actorId: string | null,
  invoice: Invoice,
  paymentId: string,
  amountMinor: number,
  now: Date,
) {
  await updatePayment(tx, paymentId, { status: "confirmed", decidedBy: actorId, decidedAt: now });
  await updateInvoice(tx, invoice.id, { status: "paid", paidAt: now });
  await insertLedgerEntry(tx, {
    invoiceId: invoice.id,
    actorId,
    kind: "paid",
    amountMinor,
    currency: invoice.currency,
    detail: { paymentId },
  });
  await enqueueDocument(tx, { invoiceId: invoice.id, document: "receipt", occasion: "payment_confirmed", paymentId });
}

/** An editor finds no such payment: the report is rejected and the invoice is open again. */
export async function rejectPayment(
  user: CurrentUser,
  submissionId: string,
  invoiceId: string,
  note: string | null,
  now = new Date(),
) {
  await db().transaction(async (tx) => {
    const l = await lockFor(tx, user, submissionId, invoiceId);
    requireEditor(l);
    const payment = (await findPayments(tx, [l.invoice.id])).find((p) => p.status === "reported");
    if (!payment || l.invoice.status !== "payment_reported") throw conflict(M.noReportedPayment);
    await updatePayment(tx, payment.id, { status: "rejected", decidedBy: user.id, decidedAt: now });
    await updateInvoice(tx, l.invoice.id, { status: "issued" });
    await insertLedgerEntry(tx, {
      invoiceId: l.invoice.id,
      actorId: user.id,
      kind: "payment_rejected",
      detail: { paymentId: payment.id, note },
    });
    await mailAuthor(tx, l.invoice, l.submission, "payment_rejected", { note });
  });
}

/**
 * A refund by the refund policy: none once the article is published, only within 30 days of
 * payment; a withdrawal before typesetting returns 75% of what was paid; another reason (a payment
 * made twice, say) the amount the editor enters, at most what was paid.
 */
export async function recordRefund(
  user: CurrentUser,
  submissionId: string,
  invoiceId: string,
  input: RefundInput,
  now = new Date(),
) {
  await db().transaction(async (tx) => {
    const l = await lockFor(tx, user, submissionId, invoiceId);
    requireEditor(l);
    const { invoice, submission } = l;
    if (invoice.status !== "paid" || !invoice.paidAt) throw conflict(M.refundNotAllowed);
    if (submission.status === "published") throw conflict(M.refundAfterPublication);
    if (now.getTime() - invoice.paidAt.getTime() > REFUND_WINDOW_DAYS * 86_400_000)
      throw conflict(M.refundWindowPassed);
    let amountMinor: number;
    if (input.reason === "withdrawn_before_typesetting") {
      if (await typesettingBegun(tx, submission.id)) throw conflict(M.refundNotAllowed);
      amountMinor = Math.floor((invoice.totalMinor * WITHDRAWAL_REFUND_PERCENT) / 100);
    } else {
      amountMinor = input.amountMinor ?? 0;
      if (amountMinor <= 0 || amountMinor > invoice.totalMinor) {
        throw new AppError("invoices.refund_amount", 400, M.refundAmountInvalid);
      }
    }
    await updateInvoice(tx, invoice.id, { status: "refunded", refundedMinor: amountMinor });
    await insertLedgerEntry(tx, {
      invoiceId: invoice.id,
      actorId: user.id,
      kind: "refunded",
      amountMinor,
      currency: invoice.currency,
      detail: { reason: input.reason, note: input.note },
    });
    await mailAuthor(tx, invoice, submission, "refund_recorded", {
      note: input.note,
      amount: money(amountMinor, invoice.currency),
    });
  });
}

/**
 * An editor issues the invoice by hand: for a manuscript accepted before the journal charged, or
 * after cancelling one (the author's country was missing or wrong), in the category chosen.
 */
export async function issueInvoiceByEditor(
  user: CurrentUser,
  submissionId: string,
  category: "indian" | "international",
  now = new Date(),
): Promise<void> {
  await db().transaction(async (tx) => {
    const submission = await loadSubmissionFor(user, submissionId, { tx, forUpdate: true });
    if (!isEditorOf(user, submission.journalId)) throw denied();
    const settings = await getApcSettings(submission.journalId, tx);
    if (!settings.enabled) throw conflict(M.chargesOff);
    if (submission.status !== "accepted" && submission.status !== "published") throw conflict(M.notAccepted);
    if (await findCurrentInvoice(tx, submission.id)) throw conflict(M.invoiceExists);
    const invoicee = await submissionInvoicee(tx, submission.id);
    if (!invoicee) throw notFound();
    const indian = category === "indian";
    const listAmountMinor = indian ? settings.inrAmountMinor : settings.usdAmountMinor;
    await issue(tx, {
      actorId: user.id,
      submission,
      invoicee,
      category,
      currency: indian ? "INR" : "USD",
      listAmountMinor,
      totalMinor: listAmountMinor,
      rate: indian ? settings.gstRateBasisPoints : 0,
      settings,
      now,
    });
  });
}

/** An editor cancels an unpaid invoice (issued in error); its number stays used. */
export async function cancelInvoice(user: CurrentUser, submissionId: string, invoiceId: string, note: string | null) {
  await db().transaction(async (tx) => {
    const l = await lockFor(tx, user, submissionId, invoiceId);
    requireEditor(l);
    if (l.invoice.status !== "issued" && l.invoice.status !== "payment_reported") throw conflict(M.cancelNotAllowed);
    await updateInvoice(tx, l.invoice.id, { status: "cancelled" });
    await insertLedgerEntry(tx, { invoiceId: l.invoice.id, actorId: user.id, kind: "cancelled", detail: { note } });
  });
}

/**
 * An editor has an invoice's PDF or its receipt made again after its job failed for good (storage
 * away for the hours of its retries): a new job with the failed one's occasion, which stores the
 * PDF and e-mails it to the author as the first would have.
 */
export async function makeDocumentAgain(
  user: CurrentUser,
  submissionId: string,
  invoiceId: string,
  document: InvoiceDocumentPayload["document"],
) {
  await db().transaction(async (tx) => {
    const l = await lockFor(tx, user, submissionId, invoiceId);
    requireEditor(l);
    const latest = (await findLatestDocumentJobs(tx, [l.invoice.id])).get(`${l.invoice.id}:${document}`);
    const stored = document === "invoice" ? l.invoice.pdfKey : l.invoice.receiptKey;
    if (stored || latest?.status !== "failed") throw conflict(M.documentNotFailed);
    await enqueueDocument(tx, { ...latest.payload, invoiceId: l.invoice.id, document });
  });
}

/**
 * After a document job's last attempt failed: the journal's editors are told by e-mail, with the
 * Invoices tab, where they can have it made again. An invoice without its submission has no tab.
 */
export async function tellEditorsOfFailedDocument(database: Db, payload: InvoiceDocumentPayload) {
  await database.transaction(async (tx) => {
    const invoice = await findInvoice(tx, payload.invoiceId);
    if (!invoice?.submissionId) return;
    const journal = await journalOfInvoice(tx, invoice.journalId);
    const submission: SubmissionRef = {
      id: invoice.submissionId,
      journalId: invoice.journalId,
      journalShortName: journal?.shortName ?? "",
      journalTitle: journal?.title ?? "",
      title: invoice.submissionTitle,
      code: invoice.submissionCode,
    };
    const what = payload.document === "invoice" ? "The invoice's PDF" : "The receipt";
    await mailEditors(tx, invoice, submission, "document_failed", `${what} could not be made.`);
  });
}

// --- Publication -----------------------------------------------------------------------------------

/**
 * In the publishing transaction: refused (409, with the reason) while the journal publishes only
 * paid or waived articles and the submission's invoice is neither. A submission without an invoice
 * (accepted before the journal charged) is not held back.
 */
export async function assertChargesSettled(tx: Db, journalId: string, submissionId: string | null): Promise<void> {
  if (!submissionId) return;
  const settings = await getApcSettings(journalId, tx);
  if (!settings.enabled || !settings.publicationWaitsForPayment) return;
  const invoice = await findCurrentInvoice(tx, submissionId);
  if (invoice && invoice.status !== "paid" && invoice.status !== "waived") {
    throw new AppError("invoices.awaiting_payment", 409, M.awaitingPayment);
  }
}

// --- Documents -------------------------------------------------------------------------------------

/** When and how a cancelled invoice ended: its ledger's cancellation, and the revised invoice that replaced it. */
async function cancellationOf(invoice: Invoice): Promise<Cancellation> {
  const [ledger, siblings] = await Promise.all([
    findLedger(db(), [invoice.id]),
    invoice.submissionId ? findInvoicesOfSubmission(db(), invoice.submissionId) : [],
  ]);
  return {
    on: ledger.filter((e) => e.kind === "cancelled").at(-1)?.createdAt ?? invoice.updatedAt,
    replacedBy: siblings.find((i) => i.replacesInvoiceId === invoice.id)?.number ?? null,
  };
}

/**
 * The stored invoice or receipt PDF, or a payment's uploaded file, for its author and the journal's
 * editors. A cancelled invoice's PDF is its copy marked CANCELLED or VOID (ADR 084).
 */
export async function invoiceDocument(
  user: CurrentUser,
  invoiceId: string,
  which: "invoice" | "receipt" | { paymentId: string },
): Promise<{ key: string; fileName: string; mimeType: string }> {
  if (!UUID.test(invoiceId)) throw notFound();
  const invoice = await findInvoice(db(), invoiceId);
  if (!invoice?.submissionId) throw notFound();
  const submission = await loadSubmissionFor(user, invoice.submissionId).catch(() => {
    throw notFound();
  });
  if (!isEditorOf(user, invoice.journalId) && !ownsInvoice(user, submission, invoice)) throw notFound();
  const safe = invoice.number.replace(/[^A-Za-z0-9-]+/g, "-");
  if (which === "invoice") {
    if (!invoice.pdfKey) throw notFound();
    if (invoice.status === "cancelled") {
      const key = await cancelledInvoicePdf(invoice.pdfKey, await cancellationOf(invoice));
      if (!key) throw notFound();
      return { key, fileName: `invoice-${safe}-cancelled.pdf`, mimeType: "application/pdf" };
    }
    return { key: invoice.pdfKey, fileName: `invoice-${safe}.pdf`, mimeType: "application/pdf" };
  }
  if (which === "receipt") {
    if (!invoice.receiptKey) throw notFound();
    return { key: invoice.receiptKey, fileName: `receipt-${safe}.pdf`, mimeType: "application/pdf" };
  }
  if (!UUID.test(which.paymentId)) throw notFound();
  const payment = await findPayment(db(), which.paymentId);
  if (!payment || payment.invoiceId !== invoice.id || !payment.receiptFileKey) throw notFound();
  return {
    key: payment.receiptFileKey,
    fileName: payment.receiptFileName ?? "payment-receipt",
    mimeType: payment.receiptMimeType ?? "application/octet-stream",
  };
}

/** A short-lived signed link to an invoice document (for the Invoices tab's download buttons). */
export async function invoiceDocumentLink(
  user: CurrentUser,
  invoiceId: string,
  which: "invoice" | "receipt" | { paymentId: string },
): Promise<{ url: string; fileName: string }> {
  const file = await invoiceDocument(user, invoiceId, which);
  const url = await signedDownloadUrl(services(), {
    key: file.key,
    fileName: file.fileName,
    mimeType: file.mimeType,
    disposition: file.mimeType === "application/pdf" ? "inline" : "attachment",
  });
  return { url, fileName: file.fileName };
}

// --- Online payments (the provider's signed webhook) ----------------------------------------------

/**
 * A verified `payment.captured` event of the provider: the invoice is paid (with its receipt) once;
 * the same event again (a replay) or one for an invoice that is no longer open changes nothing.
 */
export async function applyOnlinePayment(event: {
  eventId: string;
  invoiceId: string;
  paymentId: string;
  amountMinor: number;
  currency: string;
  now?: Date;
}): Promise<"applied" | "ignored"> {
  if (!UUID.test(event.invoiceId)) return "ignored";
  return db().transaction(async (tx) => {
    const invoice = await findInvoice(tx, event.invoiceId, { forUpdate: true });
    if (!invoice) return "ignored";
    if (!(await claimProviderEvent(tx, event.eventId, invoice.id))) return "ignored";
    const open = invoice.status === "issued" || invoice.status === "payment_reported";
    if (!open || event.currency !== invoice.currency || event.amountMinor !== invoice.totalMinor) return "ignored";
    const now = event.now ?? new Date();
    const payment = await insertPayment(tx, {
      invoiceId: invoice.id,
      method: "online",
      reference: event.paymentId,
      paidOn: now.toISOString().slice(0, 10),
      amountMinor: event.amountMinor,
      currency: event.currency,
      reportedBy: null,
    });
    await markPaid(tx, null, invoice, payment.id, event.amountMinor, now);
    return "applied";
  });
}

// --- The editors' invoice list, its CSV export, and the admins' totals ----------------------------

/** The journals whose invoices the user manages: null for every journal (a role held for all). */
function managedJournals(user: CurrentUser): string[] | null {
  const grants = user.roles.filter((g) => g.role === "editor" || g.role === "admin");
  if (grants.length === 0 || user.status === "inactive") throw denied();
  if (grants.some((g) => g.journalId === null)) return null;
  return [...new Set(grants.map((g) => g.journalId!))];
}

function listRow(r: { invoice: Invoice; journalShortName: string; journalTitle: string }): InvoiceListRow {
  const i = r.invoice;
  return {
    id: i.id,
    number: i.number,
    journal: r.journalShortName.toUpperCase(),
    submissionId: i.submissionId,
    submissionCode: i.submissionCode,
    recipient: i.recipientName,
    currency: i.currency,
    total: money(i.totalMinor, i.currency),
    status: i.status as InvoiceStatus,
    statusLabel: INVOICE_STATUS_LABELS[i.status as InvoiceStatus],
    issuedAt: i.issuedAt.toISOString(),
    paidAt: i.paidAt?.toISOString() ?? null,
  };
}

/** One page of the invoices of the journals the user edits (every journal for an admin of all), newest first. */
export async function listInvoices(
  user: CurrentUser,
  q: { filter: InvoiceFilter; page: number },
  now = new Date(),
): Promise<{
  rows: InvoiceListRow[];
  total: number;
  page: number;
  pageCount: number;
  totals: InvoiceTotalsRow[] | null;
}> {
  const journalIds = managedJournals(user);
  const page = Number.isSafeInteger(q.page) && q.page >= 1 ? q.page : 1;
  const database = db();
  const { rows, total } = await findInvoicePage(database, {
    journalIds,
    filter: q.filter,
    limit: INVOICE_PAGE_SIZE,
    offset: (page - 1) * INVOICE_PAGE_SIZE,
    now,
  });
  const totals = can(user, "invoices.viewTotals")
    ? (await invoiceTotals(database)).map((t) => ({
        journal: t.journalTitle,
        currency: t.currency,
        invoices: t.invoices,
        invoiced: money(t.invoicedMinor, t.currency),
        paid: money(t.paidMinor, t.currency),
        waived: money(t.waivedMinor, t.currency),
        refunded: money(t.refundedMinor, t.currency),
        outstanding: money(t.outstandingMinor, t.currency),
      }))
    : null;
  return { rows: rows.map(listRow), total, page, pageCount: Math.max(1, Math.ceil(total / INVOICE_PAGE_SIZE)), totals };
}

function csvCell(value: string | number | null): string {
  const text = value == null ? "" : String(value);
  // A cell that a spreadsheet would read as a formula is written as text.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The filtered invoices as CSV for accounting: amounts in major units with two decimals, one currency column. */
export async function exportInvoicesCsv(user: CurrentUser, filter: InvoiceFilter, now = new Date()): Promise<string> {
  const journalIds = managedJournals(user);
  const { rows } = await findInvoicePage(db(), { journalIds, filter, limit: INVOICE_EXPORT_LIMIT, offset: 0, now });
  const decimal = (minor: number) =>
    `${minor < 0 ? "-" : ""}${Math.trunc(Math.abs(minor) / 100)}.${String(Math.abs(minor) % 100).padStart(2, "0")}`;
  const header = [
    "Invoice number",
    "Journal",
    "Financial year",
    "Submission",
    "Billed to",
    "E-mail",
    "Country",
    "Currency",
    "Charge",
    "Taxable value",
    "GST rate (%)",
    "GST",
    "Total",
    "Status",
    "Issued",
    "Paid",
    "Refunded",
  ];
  const lines = [header.map(csvCell).join(",")];
  for (const { invoice: i, journalShortName } of rows) {
    lines.push(
      [
        i.number,
        journalShortName.toUpperCase(),
        // As Indian accounts name it ("2026-27"), the form the invoice number carries too.
        financialYearLabel(i.financialYear),
        i.submissionCode,
        i.recipientName,
        i.recipientEmail,
        i.recipientCountry,
        i.currency,
        decimal(i.listAmountMinor),
        decimal(i.taxableMinor),
        decimal(i.gstRateBasisPoints),
        decimal(i.gstMinor),
        decimal(i.totalMinor),
        INVOICE_STATUS_LABELS[i.status as InvoiceStatus],
        i.issuedAt.toISOString().slice(0, 10),
        i.paidAt?.toISOString().slice(0, 10) ?? "",
        decimal(i.refundedMinor),
      ]
        .map(csvCell)
        .join(","),
    );
  }
  return `${lines.join("\r\n")}\r\n`;
}
