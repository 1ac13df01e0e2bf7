// @both-backends: invoice_totals is kept by a PL/pgSQL trigger, which each engine runs.
// The admins' invoice totals and the invoice lists' counts by status, read from invoice_totals (kept
// by a trigger on invoices, issue 43, ADR 070), say what the invoices themselves say after every
// kind of write: an invoice issued, its status changed, its amounts changed (a partial waiver, a
// refund), moved to another currency or journal, several changed in one statement, and deleted.
// Invoices are written directly: the services that write them have their own tests (invoices.test.ts).
import { asc, count, eq, inArray, notInArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { invoices, journals } from "~/db/schema";
import { findInvoicePage, invoiceTotals } from "~/modules/invoices/invoices.repository.server";
import { INVOICE_FILTERS } from "~/modules/invoices/invoices.constants";
import { journalId } from "../factories/catalogue";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";

let platform: TestPlatform;
const db = (): Db => platform.services.database.db;

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(async () => {
  await platform?.stop();
});

let sequence = 0;
async function issue(journal: string, currency: string, listAmountMinor: number, totalMinor = listAmountMinor) {
  sequence += 1;
  const [row] = await db()
    .insert(invoices)
    .values({
      journalId: journal,
      financialYear: 2026,
      sequence: 90_000 + sequence,
      number: `TEST/2026-27/${sequence}`,
      recipientName: "An Author",
      recipientEmail: "author@example.org",
      category: currency === "INR" ? "indian" : "international",
      currency,
      listAmountMinor,
      totalMinor,
      taxableMinor: totalMinor,
      gstMinor: 0,
      gstRateBasisPoints: 0,
      issuer: { publisherName: "", publisherAddress: "", publisherGstin: "", bankDetails: "", upiId: "" },
      submissionTitle: "A paper",
      submissionCode: `TEST-${sequence}`,
    })
    .returning({ id: invoices.id });
  return row!.id;
}

/** The totals as every invoice says them (the query the table replaced). */
async function recountTotals() {
  return db()
    .select({
      journalId: invoices.journalId,
      journalTitle: journals.title,
      currency: invoices.currency,
      invoices: count(),
      invoicedMinor: sql<number>`coalesce(sum(${invoices.listAmountMinor}), 0)::bigint`.mapWith(Number),
      paidMinor:
        sql<number>`coalesce(sum(${invoices.totalMinor}) filter (where ${invoices.status} in ('paid', 'refunded')), 0)::bigint`.mapWith(
          Number,
        ),
      waivedMinor:
        sql<number>`coalesce(sum(case when ${invoices.status} = 'waived' then ${invoices.listAmountMinor} else ${invoices.listAmountMinor} - ${invoices.totalMinor} end), 0)::bigint`.mapWith(
          Number,
        ),
      refundedMinor: sql<number>`coalesce(sum(${invoices.refundedMinor}), 0)::bigint`.mapWith(Number),
      outstandingMinor:
        sql<number>`coalesce(sum(${invoices.totalMinor}) filter (where ${invoices.status} in ('issued', 'payment_reported')), 0)::bigint`.mapWith(
          Number,
        ),
    })
    .from(invoices)
    .innerJoin(journals, eq(journals.id, invoices.journalId))
    .where(notInArray(invoices.status, ["cancelled"]))
    .groupBy(invoices.journalId, journals.title, invoices.currency)
    .orderBy(asc(journals.title), asc(invoices.currency));
}

describe("invoice totals", () => {
  it("sum and count what the invoices say after every kind of write", async () => {
    const fjphs = await journalId(db(), "fjphs");
    const ijcpms = await journalId(db(), "ijcpms");
    const now = new Date();
    const scopes = [null, [], [fjphs], [ijcpms], [fjphs, ijcpms]];
    const check = async (when: string) => {
      expect(await invoiceTotals(db()), when).toEqual(await recountTotals());
      for (const journalIds of scopes) {
        for (const filter of INVOICE_FILTERS) {
          const { total } = await findInvoicePage(db(), { journalIds, filter, limit: 1, offset: 0, now });
          // The count as the list's rows say it: every row of the filter, read along the page.
          const { rows } = await findInvoicePage(db(), { journalIds, filter, limit: 10_000, offset: 0, now });
          expect(total, `${when}: ${filter} of ${JSON.stringify(journalIds)}`).toBe(rows.length);
        }
      }
    };
    await check("none yet");
    const a = await issue(fjphs, "INR", 1_180_000);
    const b = await issue(fjphs, "USD", 50_000);
    const c = await issue(ijcpms, "INR", 1_180_000);
    const d = await issue(ijcpms, "INR", 1_180_000);
    await check("issued");
    expect((await invoiceTotals(db())).length).toBe(3);
    await db().update(invoices).set({ status: "payment_reported" }).where(eq(invoices.id, a));
    await check("a payment reported");
    await db().update(invoices).set({ status: "paid", paidAt: now }).where(eq(invoices.id, a));
    await check("paid");
    await db().update(invoices).set({ totalMinor: 590_000, taxableMinor: 590_000 }).where(eq(invoices.id, c));
    await check("partly waived (the amount asked changed)");
    await db().update(invoices).set({ status: "cancelled" }).where(eq(invoices.id, c));
    await check("cancelled (replaced by a revised invoice)");
    await db().update(invoices).set({ status: "waived", totalMinor: 0 }).where(eq(invoices.id, d));
    await check("waived in full");
    await db().update(invoices).set({ status: "refunded", refundedMinor: 885_000 }).where(eq(invoices.id, a));
    await check("refunded");
    await db().update(invoices).set({ refundedMinor: 1_180_000 }).where(eq(invoices.id, a));
    await check("refunded the rest (amount alone)");
    await db()
      .update(invoices)
      .set({ currency: "EUR", listAmountMinor: 45_000, totalMinor: 45_000 })
      .where(eq(invoices.id, b));
    await check("another currency");
    await db().update(invoices).set({ journalId: ijcpms }).where(eq(invoices.id, b));
    await check("moved to another journal");
    await db().update(invoices).set({ recipientName: "Renamed" }).where(eq(invoices.id, b));
    await check("a name changed");
    await db()
      .update(invoices)
      .set({ status: "issued" })
      .where(inArray(invoices.id, [a, b, d]));
    await check("three changed in one statement");
    await db().delete(invoices).where(eq(invoices.id, b));
    await check("deleted");
    // Every filter was counted over something (the comparisons above compared something).
    expect(await invoiceTotals(db())).not.toEqual([]);
  });
});
