// Article processing charges (issue 41, ADR 064): a journal's charges, the invoices issued on
// acceptance, payments and waivers, and the append-only ledger of every change. Money is integer
// minor units (paise, cents) with its ISO 4217 currency; nothing here is a float.
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, id, updatedAt } from "./columns";
import { journals } from "./journals";
import { submissions } from "./submissions";

export const invoiceStatus = pgEnum("invoice_status", [
  "issued",
  "payment_reported",
  "paid",
  "waived",
  "refunded",
  "cancelled",
]);
export const invoiceCategory = pgEnum("invoice_category", ["indian", "international"]);
export const invoicePaymentMethod = pgEnum("invoice_payment_method", ["bank_transfer", "upi", "online"]);
export const invoicePaymentStatus = pgEnum("invoice_payment_status", ["reported", "confirmed", "rejected"]);
export const waiverRequestStatus = pgEnum("waiver_request_status", ["pending", "granted", "refused"]);

/** A journal's article processing charges. No row, or `enabled` false: the journal issues no invoices. */
export const apcSettings = pgTable("apc_settings", {
  journalId: uuid()
    .primaryKey()
    .references(() => journals.id, { onDelete: "cascade" }),
  enabled: boolean().notNull().default(false),
  /** Indian authors: the charge including GST, in paise. */
  inrAmountMinor: integer().notNull(),
  /** GST rate in basis points (1800 = 18%), included in the INR amount. */
  gstRateBasisPoints: integer().notNull(),
  publisherName: text().notNull().default(""),
  publisherAddress: text().notNull().default(""),
  publisherGstin: text().notNull().default(""),
  /** International authors: the charge in cents (no GST: an export of services). */
  usdAmountMinor: integer().notNull(),
  /** ISO 3166-1 alpha-2 codes whose authors are waived on acceptance. */
  waiverCountries: text().array().notNull().default([]),
  bankDetails: text().notNull().default(""),
  upiId: text().notNull().default(""),
  /** Articles of this journal are published only once their invoice is paid or waived. */
  publicationWaitsForPayment: boolean().notNull().default(false),
  updatedAt: updatedAt(),
});

/**
 * The last invoice number per journal and financial year (April-March, named by the year it
 * starts). Locked with the acceptance's transaction (`insert ... on conflict do update ...
 * returning`), so concurrent acceptances take consecutive numbers and a rollback gives its number back.
 */
export const invoiceCounters = pgTable(
  "invoice_counters",
  {
    journalId: uuid()
      .notNull()
      .references(() => journals.id, { onDelete: "cascade" }),
    financialYear: integer().notNull(),
    lastNumber: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.journalId, t.financialYear] })],
);

export const invoices = pgTable(
  "invoices",
  {
    id: id(),
    journalId: uuid()
      .notNull()
      .references(() => journals.id, { onDelete: "restrict" }),
    submissionId: uuid().references(() => submissions.id, { onDelete: "set null" }),
    financialYear: integer().notNull(),
    sequence: integer().notNull(),
    /** As printed: "FJPHS/2026-27/0001". */
    number: text().notNull(),
    /** The kind of document: an invoice, or a revised invoice replacing one after a partial waiver. */
    replacesInvoiceId: uuid(),
    recipientUserId: text().references(() => users.id, { onDelete: "set null" }),
    recipientName: text().notNull(),
    recipientEmail: text().notNull(),
    recipientAffiliation: text(),
    recipientCountry: text(),
    category: invoiceCategory().notNull(),
    currency: text().notNull(),
    /** What the charge was before any waiver (including GST). */
    listAmountMinor: integer().notNull(),
    /** What this invoice asks for, including GST. */
    totalMinor: integer().notNull(),
    /** Taxable value and GST of `totalMinor`; zero GST for international authors. */
    taxableMinor: integer().notNull(),
    gstMinor: integer().notNull(),
    gstRateBasisPoints: integer().notNull(),
    /** The journal's publisher, GSTIN and payment details as printed on this invoice. */
    issuer: jsonb()
      .$type<{
        publisherName: string;
        publisherAddress: string;
        publisherGstin: string;
        bankDetails: string;
        upiId: string;
      }>()
      .notNull(),
    submissionTitle: text().notNull(),
    submissionCode: text().notNull(),
    status: invoiceStatus().notNull().default("issued"),
    /** Stored PDF of the invoice and, once paid, of its receipt (rendered by jobs, ADR 064). */
    pdfKey: text(),
    receiptKey: text(),
    issuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp({ withTimezone: true }),
    refundedMinor: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique().on(t.journalId, t.financialYear, t.sequence),
    index().on(t.submissionId),
    // The invoices list, newest first: of some journals, of every journal, and by status (ADR 070).
    // NULLS FIRST as ORDER BY ... DESC reads them; an index DESC NULLS LAST is not used for it.
    index().on(t.journalId, t.issuedAt.desc().nullsFirst(), t.sequence.desc().nullsFirst()),
    index().on(t.recipientUserId),
    index("invoices_issued_idx").on(t.issuedAt.desc().nullsFirst(), t.sequence.desc().nullsFirst()),
    index("invoices_status_issued_idx").on(t.status, t.issuedAt.desc().nullsFirst(), t.sequence.desc().nullsFirst()),
    // 'Paid this month': the few paid since the month began, not every paid invoice.
    index().on(t.status, t.paidAt),
  ],
);

/**
 * The invoices per journal, currency and status with their summed amounts: the admins' totals and
 * the lists' counts by status read these few rows instead of every invoice (ADR 070). Kept by a
 * trigger on `invoices` in the writing transaction (migration 0055); the application never writes it.
 */
export const invoiceTotals = pgTable(
  "invoice_totals",
  {
    journalId: uuid()
      .notNull()
      .references(() => journals.id, { onDelete: "cascade" }),
    currency: text().notNull(),
    status: invoiceStatus().notNull(),
    invoices: integer().notNull().default(0),
    listAmountMinor: bigint({ mode: "number" }).notNull().default(0),
    totalMinor: bigint({ mode: "number" }).notNull().default(0),
    refundedMinor: bigint({ mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.journalId, t.currency, t.status] })],
);

/** A payment reported by the author (or made online), confirmed or rejected by an editor. */
export const invoicePayments = pgTable(
  "invoice_payments",
  {
    id: id(),
    invoiceId: uuid()
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    method: invoicePaymentMethod().notNull(),
    /** Bank transfer reference, UPI transaction id, or the provider's payment id. */
    reference: text().notNull(),
    paidOn: date({ mode: "string" }).notNull(),
    amountMinor: integer().notNull(),
    currency: text().notNull(),
    receiptFileKey: text(),
    receiptFileName: text(),
    receiptMimeType: text(),
    status: invoicePaymentStatus().notNull().default("reported"),
    reportedBy: text().references(() => users.id, { onDelete: "set null" }),
    decidedBy: text().references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.invoiceId, t.createdAt)],
);

export const invoiceWaiverRequests = pgTable(
  "invoice_waiver_requests",
  {
    id: id(),
    invoiceId: uuid()
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    reason: text().notNull(),
    requestedBy: text().references(() => users.id, { onDelete: "set null" }),
    status: waiverRequestStatus().notNull().default("pending"),
    /** The part waived when granted, in the invoice's minor units. */
    waivedMinor: integer(),
    note: text(),
    decidedBy: text().references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.invoiceId, t.createdAt)],
);

/**
 * Every change to an invoice, in order: who, when, what, and the amount it moved. Append-only:
 * a trigger (migration of ADR 064) refuses UPDATE and DELETE, so the history is never rewritten.
 */
export const invoiceLedger = pgTable(
  "invoice_ledger",
  {
    id: id(),
    invoiceId: uuid()
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    actorId: text().references(() => users.id, { onDelete: "set null" }),
    kind: text().notNull(),
    amountMinor: integer(),
    currency: text(),
    detail: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [index().on(t.invoiceId, t.createdAt)],
);

/** Online payment provider events already applied (their ids), so a replayed webhook changes nothing. */
export const paymentProviderEvents = pgTable("payment_provider_events", {
  eventId: text().primaryKey(),
  invoiceId: uuid().references(() => invoices.id, { onDelete: "restrict" }),
  receivedAt: createdAt(),
});

export type Invoice = typeof invoices.$inferSelect;
export type InvoicePayment = typeof invoicePayments.$inferSelect;
export type InvoiceWaiverRequest = typeof invoiceWaiverRequests.$inferSelect;
export type InvoiceLedgerEntry = typeof invoiceLedger.$inferSelect;
export type ApcSettingsRow = typeof apcSettings.$inferSelect;
