// Drizzle queries of article processing charges; every function takes the database or the
// transaction first. The ledger is only ever inserted into (a trigger refuses the rest).
import { and, asc, count, desc, eq, gte, inArray, lt, ne, notInArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import {
  apcSettings,
  invoiceCounters,
  invoiceLedger,
  invoicePayments,
  invoices,
  invoiceTotals as invoiceTotalsTable,
  invoiceWaiverRequests,
  jobs,
  journals,
  paymentProviderEvents,
  type Invoice,
} from "~/db/schema";
import { APC_DEFAULTS, type InvoiceFilter } from "./invoices.constants";
import { INVOICE_DOCUMENT_JOB, type InvoiceDocumentPayload } from "./invoices.jobs.constants";

export async function findApcSettings(db: Db, journalId: string) {
  const [row] = await db.select().from(apcSettings).where(eq(apcSettings.journalId, journalId)).limit(1);
  return row;
}

/** The active journals that invoice at amounts of their own, not the APC page's standard ones. */
export async function findJournalsWithOwnCharges(db: Db) {
  return db
    .select({
      shortName: journals.shortName,
      title: journals.title,
      inrAmountMinor: apcSettings.inrAmountMinor,
      usdAmountMinor: apcSettings.usdAmountMinor,
    })
    .from(apcSettings)
    .innerJoin(journals, eq(journals.id, apcSettings.journalId))
    .where(
      and(
        eq(apcSettings.enabled, true),
        eq(journals.status, "active"),
        sql`(${apcSettings.inrAmountMinor}, ${apcSettings.usdAmountMinor}) <> (${APC_DEFAULTS.inrAmountMinor}, ${APC_DEFAULTS.usdAmountMinor})`,
      ),
    )
    .orderBy(asc(journals.title));
}

export async function upsertApcSettings(db: Db, values: typeof apcSettings.$inferInsert): Promise<void> {
  const { journalId: _journalId, ...set } = values;
  await db
    .insert(apcSettings)
    .values(values)
    .onConflictDoUpdate({ target: apcSettings.journalId, set: { ...set, updatedAt: new Date() } });
}

/**
 * The next invoice number of the journal and financial year. The upsert takes the counter row's
 * lock until the caller's transaction ends: a concurrent acceptance waits, then reads the committed
 * number; a rolled-back one gives its number back. So numbers have no gaps and no repeats.
 */
export async function nextInvoiceSequence(tx: Db, journalId: string, financialYear: number): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ journalId, financialYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.journalId, invoiceCounters.financialYear],
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  return row!.lastNumber;
}

export async function insertInvoice(tx: Db, values: typeof invoices.$inferInsert): Promise<Invoice> {
  const [row] = await tx.insert(invoices).values(values).returning();
  return row!;
}

export async function updateInvoice(tx: Db, id: string, set: Partial<typeof invoices.$inferInsert>): Promise<void> {
  await tx
    .update(invoices)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(invoices.id, id));
}

export async function findInvoice(db: Db, id: string, opts: { forUpdate?: boolean } = {}) {
  const query = db.select().from(invoices).where(eq(invoices.id, id)).limit(1);
  const [row] = opts.forUpdate ? await query.for("update") : await query;
  return row;
}

export async function findInvoicesOfSubmission(db: Db, submissionId: string): Promise<Invoice[]> {
  return db
    .select()
    .from(invoices)
    .where(eq(invoices.submissionId, submissionId))
    .orderBy(desc(invoices.issuedAt), desc(invoices.sequence))
    .limit(50);
}

/** The invoice of a submission that still counts: the newest one not cancelled. */
export async function findCurrentInvoice(db: Db, submissionId: string) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.submissionId, submissionId), ne(invoices.status, "cancelled")))
    .orderBy(desc(invoices.issuedAt), desc(invoices.sequence))
    .limit(1);
  return row;
}

export async function insertLedgerEntry(tx: Db, values: typeof invoiceLedger.$inferInsert): Promise<void> {
  await tx.insert(invoiceLedger).values(values);
}

export async function findLedger(db: Db, invoiceIds: string[]) {
  if (invoiceIds.length === 0) return [];
  return db
    .select()
    .from(invoiceLedger)
    .where(inArray(invoiceLedger.invoiceId, invoiceIds))
    .orderBy(asc(invoiceLedger.createdAt))
    .limit(500);
}

export async function insertPayment(tx: Db, values: typeof invoicePayments.$inferInsert) {
  const [row] = await tx.insert(invoicePayments).values(values).returning();
  return row!;
}

export async function updatePayment(tx: Db, id: string, set: Partial<typeof invoicePayments.$inferInsert>) {
  await tx.update(invoicePayments).set(set).where(eq(invoicePayments.id, id));
}

export async function findPayments(db: Db, invoiceIds: string[]) {
  if (invoiceIds.length === 0) return [];
  return db
    .select()
    .from(invoicePayments)
    .where(inArray(invoicePayments.invoiceId, invoiceIds))
    .orderBy(asc(invoicePayments.createdAt))
    .limit(200);
}

export async function findPayment(db: Db, id: string) {
  const [row] = await db.select().from(invoicePayments).where(eq(invoicePayments.id, id)).limit(1);
  return row;
}

export async function insertWaiverRequest(tx: Db, values: typeof invoiceWaiverRequests.$inferInsert) {
  await tx.insert(invoiceWaiverRequests).values(values);
}

export async function updateWaiverRequest(tx: Db, id: string, set: Partial<typeof invoiceWaiverRequests.$inferInsert>) {
  await tx.update(invoiceWaiverRequests).set(set).where(eq(invoiceWaiverRequests.id, id));
}

export async function findWaiverRequests(db: Db, invoiceIds: string[]) {
  if (invoiceIds.length === 0) return [];
  return db
    .select()
    .from(invoiceWaiverRequests)
    .where(inArray(invoiceWaiverRequests.invoiceId, invoiceIds))
    .orderBy(asc(invoiceWaiverRequests.createdAt))
    .limit(200);
}

/** Records a provider's event id once; false when it was seen before (a replay). */
export async function claimProviderEvent(tx: Db, eventId: string, invoiceId: string): Promise<boolean> {
  const rows = await tx
    .insert(paymentProviderEvents)
    .values({ eventId, invoiceId })
    .onConflictDoNothing()
    .returning({ eventId: paymentProviderEvents.eventId });
  return rows.length > 0;
}

const UNPAID: ("issued" | "payment_reported")[] = ["issued", "payment_reported"];

function filterCondition(filter: InvoiceFilter, now: Date): SQL | undefined {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  switch (filter) {
    case "unpaid_30":
      return and(inArray(invoices.status, UNPAID), lt(invoices.issuedAt, new Date(now.getTime() - 30 * 86_400_000)));
    case "waived":
      return eq(invoices.status, "waived");
    case "paid_this_month":
      return and(eq(invoices.status, "paid"), gte(invoices.paidAt, monthStart));
    case "payment_reported":
      return eq(invoices.status, "payment_reported");
    default:
      return undefined;
  }
}

/** Invoices of the given journals (all journals when `journalIds` is null), newest first, paged. */
export async function findInvoicePage(
  db: Db,
  q: { journalIds: string[] | null; filter: InvoiceFilter; limit: number; offset: number; now: Date },
) {
  const where = and(
    q.journalIds ? (q.journalIds.length ? inArray(invoices.journalId, q.journalIds) : sql`false`) : undefined,
    filterCondition(q.filter, q.now),
  );
  // A filter by status alone (or none) is counted from invoice_totals: a few rows, not every
  // invoice of the journals (an admin's 58,000: 4 ms at load 0-1; ADR 070). The date filters count
  // their few rows through their indexes.
  const byStatus = STATUS_ONLY[q.filter];
  const t = invoiceTotalsTable;
  const counted =
    byStatus === undefined
      ? db.select({ n: count() }).from(invoices).where(where)
      : db
          .select({ n: sql<number>`coalesce(sum(${t.invoices}), 0)::int`.mapWith(Number) })
          .from(t)
          .where(
            and(
              q.journalIds ? (q.journalIds.length ? inArray(t.journalId, q.journalIds) : sql`false`) : undefined,
              byStatus ? eq(t.status, byStatus) : undefined,
            ),
          );
  const [rows, [total]] = await Promise.all([
    db
      .select({ invoice: invoices, journalShortName: journals.shortName, journalTitle: journals.title })
      .from(invoices)
      .innerJoin(journals, eq(journals.id, invoices.journalId))
      .where(where)
      .orderBy(desc(invoices.issuedAt), desc(invoices.sequence))
      .limit(q.limit)
      .offset(q.offset),
    counted,
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The filters that are a status alone (null: every status), counted from invoice_totals. */
const STATUS_ONLY: Partial<Record<InvoiceFilter, Invoice["status"] | null>> = {
  all: null,
  waived: "waived",
  payment_reported: "payment_reported",
};

/**
 * Sums per journal and currency: invoiced (not cancelled), paid, waived, refunded and outstanding.
 * Read from invoice_totals (kept by a trigger: a row per journal, currency and status), not from
 * every invoice (58,000 index entries: 18 ms a request at load 0-1; ADR 070). A sum of a status's
 * amounts is the sum of its invoices' amounts, so each figure is the old per-invoice one.
 */
export async function invoiceTotals(db: Db) {
  const t = invoiceTotalsTable;
  return (
    db
      .select({
        journalId: t.journalId,
        journalTitle: journals.title,
        currency: t.currency,
        invoices: sql<number>`sum(${t.invoices})::int`.mapWith(Number),
        invoicedMinor: sql<number>`coalesce(sum(${t.listAmountMinor}), 0)::bigint`.mapWith(Number),
        paidMinor:
          sql<number>`coalesce(sum(${t.totalMinor}) filter (where ${t.status} in ('paid', 'refunded')), 0)::bigint`.mapWith(
            Number,
          ),
        waivedMinor:
          sql<number>`coalesce(sum(case when ${t.status} = 'waived' then ${t.listAmountMinor} else ${t.listAmountMinor} - ${t.totalMinor} end), 0)::bigint`.mapWith(
            Number,
          ),
        refundedMinor: sql<number>`coalesce(sum(${t.refundedMinor}), 0)::bigint`.mapWith(Number),
        outstandingMinor:
          sql<number>`coalesce(sum(${t.totalMinor}) filter (where ${t.status} in ('issued', 'payment_reported')), 0)::bigint`.mapWith(
            Number,
          ),
      })
      .from(t)
      .innerJoin(journals, eq(journals.id, t.journalId))
      .where(notInArray(t.status, ["cancelled"]))
      .groupBy(t.journalId, journals.title, t.currency)
      // A row whose invoices all left it (changed status, deleted) stays at zero: no group of none.
      .having(sql`sum(${t.invoices}) > 0`)
      .orderBy(asc(journals.title), asc(t.currency))
      .limit(500)
  );
}

/** The journal's title and short name as an invoice prints them. */
export async function journalOfInvoice(db: Db, journalId: string) {
  const [row] = await db
    .select({ title: journals.title, shortName: journals.shortName })
    .from(journals)
    .where(eq(journals.id, journalId))
    .limit(1);
  return row;
}

/**
 * The latest job making each of these invoices' documents (an invoice's PDF, its receipt): its
 * status and payload, keyed `invoiceId:document`. Read only for invoices still without a document,
 * so a scan of the jobs table is rare and short (finished jobs are purged).
 */
export async function findLatestDocumentJobs(db: Db, invoiceIds: string[]) {
  if (invoiceIds.length === 0) return new Map<string, { status: string; payload: InvoiceDocumentPayload }>();
  const invoiceId = sql<string>`${jobs.payload} ->> 'invoiceId'`;
  const document = sql<string>`${jobs.payload} ->> 'document'`;
  const rows = await db
    .selectDistinctOn([invoiceId, document], { status: jobs.status, payload: jobs.payload })
    .from(jobs)
    .where(and(eq(jobs.kind, INVOICE_DOCUMENT_JOB), inArray(invoiceId, invoiceIds)))
    .orderBy(invoiceId, document, desc(jobs.createdAt), desc(jobs.id));
  return new Map(
    rows.map((r) => {
      const payload = r.payload as InvoiceDocumentPayload;
      return [`${payload.invoiceId}:${payload.document}`, { status: r.status, payload }];
    }),
  );
}
