// Article processing charges (issue 41, ADR 064) through the pages' loaders and actions: a
// journal's charges, the invoice issued on acceptance (its PDF read back with pdf.js), a partial
// waiver with a revised invoice, a reported UPI payment confirmed with a receipt, publication held
// until paid, refunds by the policy, the editors' list, CSV and totals, the append-only ledger, and
// gapless numbers when acceptances happen at once.
import { and, asc, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { articles, invoiceLedger, invoicePayments, invoices, jobs, mailMessages, type Invoice } from "~/db/schema";
import { onContentChange } from "~/lib/content-changes.server";
import { startJobWorker, type JobContext, type JobRun } from "~/lib/jobs.server";
import { publishArticle } from "~/modules/articles/articles.publishing.service.server";
import { getCurrentUser } from "~/modules/auth/session.server";
import { INVOICE_MESSAGES } from "~/modules/invoices/invoices.constants";
import { nextInvoiceSequence } from "~/modules/invoices/invoices.repository.server";
import { invoiceJobHandlers } from "~/modules/invoices/invoices.jobs.server";
import { INVOICE_DOCUMENT_JOB } from "~/modules/invoices/invoices.jobs.constants";
import { financialYearLabel, financialYearOf } from "~/modules/invoices/invoice-money";
import type { InvoicesTabData } from "~/modules/invoices/invoices.types";
import * as invoicesPage from "~/routes/dashboard/invoices";
import * as submissionPage from "~/routes/dashboard/submission";
import * as apcPage from "~/routes/public/pages/article-processing-charges";
import * as chargesEndpoint from "~/routes/resources/journal-charges";
import * as invoicesExport from "~/routes/resources/invoices-export";
import * as invoiceDocument from "~/routes/resources/invoice-document";
import * as invoicesEndpoint from "~/routes/resources/submission-invoices";
import * as paymentWebhook from "~/routes/resources/payment-webhook";
import { createIssue, journalId } from "../factories/catalogue";
import { createActors, createApiApp, type Actor, type Actors } from "../helpers/actors";
import {
  capturedPaymentEvent,
  FAKE_KEY_ID,
  FAKE_KEY_SECRET,
  FAKE_WEBHOOK_SECRET,
  startFakeProvider,
  type FakeProvider,
  type SignedEvent,
} from "../helpers/fake-payment-provider";
import { openPdf, pageString } from "../helpers/pdfs";
import { routeArgs } from "../helpers/route-args";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";
import { editForm } from "./authorization-fixtures";
import { load, pdfBytes, post, postSubmission, wizardData } from "./submissions-helpers";

let platform: TestPlatform;
let provider: FakeProvider;
let actors: Actors;
let fjphs: string;
const db = (): Db => platform.services.database.db;

beforeAll(async () => {
  provider = await startFakeProvider(async (event) => {
    expect((await deliverWebhook(event)).status).toBe(200);
  });
  platform = await startTestPlatform({
    env: {
      RAZORPAY_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
      RAZORPAY_KEY_ID: FAKE_KEY_ID,
      RAZORPAY_KEY_SECRET: FAKE_KEY_SECRET,
      RAZORPAY_API_URL: provider.url,
    },
  });
  actors = await createActors(platform, { seeded: true, label: "invoices" });
  fjphs = await journalId(db(), "fjphs");
});
afterAll(async () => {
  await platform.stop();
  await provider.close();
});

async function deliverWebhook(event: SignedEvent) {
  const request = new Request(`${platform.services.env.publicUrl}/api/payments/razorpay/webhook`, {
    method: "POST",
    headers: event.headers,
    body: event.body,
  });
  const response = (await (paymentWebhook.action as (a: unknown) => Promise<Response>)(
    routeArgs(request, {}),
  )) as Response;
  return { status: response.status, json: (await response.json()) as { result?: string } };
}

const CHARGES = {
  enabled: "on",
  inrAmount: "3000.00",
  gstRate: "18",
  usdAmount: "150",
  publisherName: "Scholarly Press Publications",
  publisherAddress: "12 MG Road, Bengaluru 560001",
  publisherGstin: "29AAPFU0939F1ZV",
  waiverCountries: "NP, AF",
  bankDetails: "Scholarly Press, A/c 1234567890, State Bank of India, IFSC SBIN0001234",
  upiId: "scholarlypress@sbi",
  publicationWaitsForPayment: "on",
};

async function saveCharges(actor: Actor, fields: Record<string, string>) {
  const request = actor.request(`/api/journals/${fjphs}/charges`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
  const response = (await (chargesEndpoint.action as (a: unknown) => Promise<Response>)(
    routeArgs(request, { journalId: fjphs }),
  )) as Response;
  return { status: response.status, json: (await response.json()) as { ok?: boolean; message: string } };
}

/** Submits as the author (the corresponding author from `country`) and accepts it as the editor. */
async function acceptedSubmission(country: string, title = "Solid lipid nanoparticles of curcumin") {
  const authors = [
    { name: "Ada Author", email: "ada@example.org", affiliation: "Manipal College", orcid: "", country },
  ];
  const answer = await postSubmission(actors.author, wizardData(fjphs, { title, authors }), {
    name: "manuscript.pdf",
    bytes: new Uint8Array(await pdfBytes(title)),
  });
  expect(answer.status).toBe(201);
  const id = String(answer.json.id);
  const accepted = await post(
    submissionPage.action,
    actors.editor,
    `/submission/${id}`,
    { intent: "update", data: editForm({ status: "accepted", title, authors }) },
    { id },
  );
  expect(accepted.status).toBe(200);
  return id;
}

async function invoicesOf(submissionId: string): Promise<Invoice[]> {
  return db().select().from(invoices).where(eq(invoices.submissionId, submissionId)).orderBy(asc(invoices.sequence));
}

/** Runs the queued invoice document jobs as the worker would. */
async function runDocumentJobs() {
  const { run } = invoiceJobHandlers()[INVOICE_DOCUMENT_JOB] as { run: JobRun };
  const queued = await db()
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, INVOICE_DOCUMENT_JOB), eq(jobs.status, "queued")));
  for (const job of queued) {
    await run(job.payload, { db: db(), jobId: job.id, kind: job.kind, attempt: 1, maxAttempts: 8 } as JobContext);
    await db().update(jobs).set({ status: "done" }).where(eq(jobs.id, job.id));
  }
  return queued.length;
}

async function storedPdfText(key: string): Promise<string> {
  const stored = await platform.services.storage.get(key);
  const bytes = new Uint8Array(await new Response(stored!.stream).arrayBuffer());
  return pageString(await openPdf(bytes), 1);
}

/** The invoice's PDF as `actor` downloads it: GET /invoices/:id/invoice, then the signed link it redirects to. */
async function downloadedInvoice(actor: Actor, invoiceId: string) {
  const path = `/invoices/${invoiceId}/invoice`;
  const answer = await load(invoiceDocument.loader, actor, path, { invoiceId, document: "invoice" });
  expect(answer.status).toBe(302);
  const served = await createApiApp().request(`${platform.services.env.publicUrl}${answer.location}`);
  expect(served.status).toBe(200);
  const bytes = new Uint8Array(await served.arrayBuffer());
  return { text: await pageString(await openPdf(bytes), 1), disposition: served.headers.get("content-disposition") };
}

async function change(actor: Actor, submissionId: string, fields: Record<string, string>) {
  const request = actor.request(`/submission/${submissionId}/invoices`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
  const response = (await (invoicesEndpoint.action as (a: unknown) => Promise<Response>)(
    routeArgs(request, { id: submissionId }),
  )) as Response;
  const data = (await response.json()) as { ok?: boolean; message: string; fieldErrors?: Record<string, string> };
  return { status: response.status, data };
}

async function tab(actor: Actor, submissionId: string) {
  return load<{ tab: { key: string; data: InvoicesTabData } }>(
    submissionPage.loader,
    actor,
    `/submission/${submissionId}?tab=invoices`,
    { id: submissionId },
  );
}

const fy = financialYearLabel(financialYearOf(new Date()));

describe("article processing charges", () => {
  it("lets the journal's editors set the charges, with the fields' messages; authors are refused", async () => {
    expect((await saveCharges(actors.author, CHARGES)).status).toBe(403);
    const bad = await saveCharges(actors.editor, { ...CHARGES, publisherGstin: "123", inrAmount: "3,000.123" });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ ok: false });
    const saved = await saveCharges(actors.editor, CHARGES);
    expect(saved).toEqual({ status: 200, json: { ok: true, message: INVOICE_MESSAGES.settingsSaved } });
  });

  it("shows the APC page's readers a journal's own amounts once its editors save them, and only then", async () => {
    const listed = async () =>
      (await load<{ journalCharges: unknown[] }>(apcPage.loader, actors.author, "/article-processing-charges")).data!
        .journalCharges;
    expect(await listed()).toEqual([]);
    let changes = 0;
    const stop = onContentChange(() => changes++);
    try {
      expect((await saveCharges(actors.editor, { ...CHARGES, inrAmount: "4500.50", usdAmount: "275" })).status).toBe(
        200,
      );
      expect(changes).toBeGreaterThan(0);
      expect(await listed()).toEqual([
        { shortName: "fjphs", title: expect.any(String), indian: "₹4,500.50", international: "US$275" },
      ]);
      // Invoicing turned off, or the standard amounts again: nothing of its own to show.
      await saveCharges(actors.editor, { ...CHARGES, enabled: "", inrAmount: "4500", usdAmount: "275" });
      expect(await listed()).toEqual([]);
      await saveCharges(actors.editor, CHARGES);
      expect(await listed()).toEqual([]);
    } finally {
      stop();
    }
  });

  it("invoices the Indian author on acceptance, with GST, e-mails the PDF, and follows a partial waiver, a UPI payment, its receipt and publication", async () => {
    const id = await acceptedSubmission("IN");
    const [invoice] = await invoicesOf(id);
    expect(invoice).toMatchObject({
      number: `FJPHS/${fy}/0001`,
      currency: "INR",
      category: "indian",
      listAmountMinor: 300_000,
      totalMinor: 300_000,
      taxableMinor: 254_237,
      gstMinor: 45_763,
      status: "issued",
      recipientEmail: "ada@example.org",
    });
    expect(await runDocumentJobs()).toBe(1);
    const [withPdf] = await invoicesOf(id);
    const text = await storedPdfText(withPdf!.pdfKey!);
    for (const part of [
      `FJPHS/${fy}/0001`,
      "TAX INVOICE",
      "GSTIN: 29AAPFU0939F1ZV",
      "INR 2542.37",
      "GST @ 18%",
      "INR 457.63",
      "INR 3000.00",
      "Three Thousand Rupees Only",
      "UPI: scholarlypress@sbi",
    ]) {
      expect(text, part).toContain(part);
    }
    const [mail] = await db()
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.recipient, "ada@example.org"), eq(mailMessages.template, "invoice-notice")));
    expect(mail!.attachments).toEqual([
      { fileName: `invoice-FJPHS-${fy}-0001.pdf`, storageKey: withPdf!.pdfKey, contentType: "application/pdf" },
    ]);

    // The author and the journal's editors see it on the Invoices tab; another author does not.
    const authorTab = await tab(actors.author, id);
    expect(authorTab.data!.tab.data.invoices[0]).toMatchObject({ status: "issued", total: "₹3,000.00" });
    expect(authorTab.data!.tab.data.invoices[0]!.can).toMatchObject({ requestWaiver: true, confirmPayment: false });
    expect((await tab(actors.otherAuthor, id)).status).toBe(404);
    expect((await tab(actors.editor, id)).data!.tab.data.editor).toBe(true);

    // Publication waits for payment.
    const [issue] = [await createIssue(db(), { journalId: fjphs, volumeNumber: 41, issueNumber: 1, status: "draft" })];
    const created = await post(
      submissionPage.action,
      actors.editor,
      `/submission/${id}`,
      { intent: "create-article" },
      { id },
    );
    expect(created.status).toBe(302);
    const [article] = await db().select().from(articles).where(eq(articles.submissionId, id));
    await db().update(articles).set({ issueId: issue!.id }).where(eq(articles.id, article!.id));
    const editor = (await getCurrentUser(actors.editor.request("/")))!;
    await expect(publishArticle(editor, article!.id)).rejects.toMatchObject({
      status: 409,
      message: INVOICE_MESSAGES.awaitingPayment,
    });

    // A waiver request, refused to an editor's own account, granted in part by the editor.
    expect(
      (await change(actors.author, id, { intent: "request-waiver", invoiceId: invoice!.id, reason: "short" })).status,
    ).toBe(400);
    const requested = await change(actors.author, id, {
      intent: "request-waiver",
      invoiceId: invoice!.id,
      reason: "Our lab has no grant for publication charges this year.",
    });
    expect(requested.data).toMatchObject({ ok: true, message: INVOICE_MESSAGES.waiverRequested });
    const byAuthor = await change(actors.author, id, {
      intent: "decide-waiver",
      invoiceId: invoice!.id,
      decision: "grant",
      extent: "full",
    });
    expect(byAuthor.status).toBe(403);
    const granted = await change(actors.editor, id, {
      intent: "decide-waiver",
      invoiceId: invoice!.id,
      decision: "grant",
      extent: "partial",
      waivedAmount: "1000",
      note: "One third waived.",
    });
    expect(granted.data).toMatchObject({ ok: true });
    const [old, revised] = await invoicesOf(id);
    expect(old).toMatchObject({ status: "cancelled" });
    expect(revised).toMatchObject({
      number: `FJPHS/${fy}/0002`,
      replacesInvoiceId: old!.id,
      status: "issued",
      listAmountMinor: 300_000,
      totalMinor: 200_000,
      taxableMinor: 169_492,
      gstMinor: 30_508,
    });
    await runDocumentJobs();
    const revisedText = await storedPdfText((await invoicesOf(id))[1]!.pdfKey!);
    expect(revisedText).toContain(`Revised invoice: replaces invoice FJPHS/${fy}/0001`);
    expect(revisedText).toContain("Waiver granted");
    expect(revisedText).toContain("Two Thousand Rupees Only");
    // The tab shows the waiver's line as the PDF prints it, so that its figures add up.
    const revisedView = (await tab(actors.author, id)).data!.tab.data.invoices.find((i) => i.id === revised!.id);
    expect(revisedView).toMatchObject({ replaces: `FJPHS/${fy}/0001`, waived: "₹1,000.00", total: "₹2,000.00" });
    // The replaced invoice downloads marked void, naming its successor and the day; the revised one is not marked.
    const oldView = (await tab(actors.author, id)).data!.tab.data.invoices.find((i) => i.id === old!.id);
    expect(oldView).toMatchObject({ status: "cancelled", statusLabel: "Cancelled", replacedBy: `FJPHS/${fy}/0002` });
    const voided = await downloadedInvoice(actors.author, old!.id);
    expect(voided.text).toContain("VOID");
    expect(voided.text).toContain(
      `VOID – replaced by invoice FJPHS/${fy}/0002 on ${new Date().toISOString().slice(0, 10)}`,
    );
    expect(voided.text).toContain(`Invoice number: FJPHS/${fy}/0001`);
    expect(voided.disposition).toContain(`invoice-FJPHS-${fy}-0001-cancelled.pdf`);
    expect((await downloadedInvoice(actors.editor, old!.id)).text).toContain("VOID");
    expect(await storedPdfText(old!.pdfKey!)).not.toContain("VOID");
    const open = (await downloadedInvoice(actors.author, revised!.id)).text;
    expect(open).toContain(`Invoice number: FJPHS/${fy}/0002`);
    expect(open).not.toMatch(/VOID|CANCELLED/);

    // A UPI payment reported by the author, confirmed by the editor: paid, with a receipt e-mailed.
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const bad = await change(actors.author, id, {
      intent: "report-payment",
      invoiceId: revised!.id,
      method: "upi",
      reference: "",
      paidOn: future,
      amount: "2000",
    });
    expect(bad.status).toBe(400);
    expect(bad.data!.fieldErrors).toMatchObject({
      reference: INVOICE_MESSAGES.paymentReferenceRequired,
      paidOn: INVOICE_MESSAGES.paymentDateInvalid,
    });
    const today = new Date().toISOString().slice(0, 10);
    const reported = await change(actors.author, id, {
      intent: "report-payment",
      invoiceId: revised!.id,
      method: "upi",
      reference: "412345678901",
      paidOn: today,
      amount: "2000.00",
    });
    expect(reported.data).toMatchObject({ ok: true, message: INVOICE_MESSAGES.paymentReported });
    expect((await change(actors.author, id, { intent: "confirm-payment", invoiceId: revised!.id })).status).toBe(403);
    const confirmed = await change(actors.editor, id, { intent: "confirm-payment", invoiceId: revised!.id });
    expect(confirmed.data).toMatchObject({ ok: true, message: INVOICE_MESSAGES.paymentConfirmed });
    await runDocumentJobs();
    const paid = (await invoicesOf(id))[1]!;
    expect(paid.status).toBe("paid");
    const receipt = await storedPdfText(paid.receiptKey!);
    expect(receipt).toContain("PAYMENT RECEIPT");
    expect(receipt).toContain("INR 2000.00");
    expect(receipt).toContain("UPI, reference 412345678901");
    const receiptMails = await db()
      .select({ attachments: mailMessages.attachments, subject: mailMessages.subject })
      .from(mailMessages)
      .where(and(eq(mailMessages.recipient, "ada@example.org"), sql`${mailMessages.subject} like 'Payment received%'`));
    expect(receiptMails[0]!.attachments![0]!.fileName).toBe(`receipt-FJPHS-${fy}-0002.pdf`);
    expect((await downloadedInvoice(actors.author, revised!.id)).text).not.toMatch(/VOID|CANCELLED/);

    // Paid: it may be published now, and then nothing is refunded.
    const published = await publishArticle(editor, article!.id);
    expect(published.path).toContain("/journal/fjphs/article/41/");
    const refund = await change(actors.editor, id, {
      intent: "refund",
      invoiceId: revised!.id,
      reason: "withdrawn_before_typesetting",
    });
    expect(refund.status).toBe(409);
    expect(refund.data!.message).toBe(INVOICE_MESSAGES.refundAfterPublication);

    // The ledger tells the whole story, and cannot be rewritten.
    const ledger = await db()
      .select({ kind: invoiceLedger.kind, amount: invoiceLedger.amountMinor })
      .from(invoiceLedger)
      .where(eq(invoiceLedger.invoiceId, revised!.id))
      .orderBy(asc(invoiceLedger.createdAt));
    expect(ledger).toEqual([
      { kind: "issued", amount: 200_000 },
      { kind: "payment_reported", amount: 200_000 },
      { kind: "paid", amount: 200_000 },
    ]);
    await expect(db().update(invoiceLedger).set({ amountMinor: 1 })).rejects.toThrow();
    await expect(db().delete(invoiceLedger)).rejects.toThrow();
  });

  it("invoices an international author in dollars without GST, waives a listed country at once, and refunds 75% on withdrawal before typesetting", async () => {
    const us = await acceptedSubmission("US", "International curcumin");
    const [usInvoice] = await invoicesOf(us);
    expect(usInvoice).toMatchObject({ currency: "USD", totalMinor: 15_000, gstMinor: 0, status: "issued" });
    const np = await acceptedSubmission("NP", "Himalayan curcumin");
    const [npInvoice] = await invoicesOf(np);
    expect(npInvoice).toMatchObject({ currency: "USD", status: "waived" });

    // The report carries the bank's slip: checked by its content as every upload is.
    const report = (file: File) => {
      const form = new FormData();
      for (const [k, v] of Object.entries({
        intent: "report-payment",
        invoiceId: usInvoice!.id,
        method: "bank_transfer",
        reference: "SWIFT-0099",
        paidOn: new Date().toISOString().slice(0, 10),
        amount: "150",
      }))
        form.set(k, v);
      form.set("file", file);
      const request = actors.author.request(`/submission/${us}/invoices`, { method: "POST", body: form });
      return (invoicesEndpoint.action as (a: unknown) => Promise<Response>)(routeArgs(request, { id: us }));
    };
    const fake = await report(new File(["not a picture"], "slip.png", { type: "image/png" }));
    expect(fake.status).toBe(400);
    expect(((await fake.json()) as { message: string }).message).toBe(INVOICE_MESSAGES.receiptTooLarge);
    expect((await invoicesOf(us))[0]!.status).toBe("issued");
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    expect((await report(new File([new Uint8Array(png)], "slip.png", { type: "image/png" }))).status).toBe(200);
    const [withSlip] = await db().select().from(invoicePayments).where(eq(invoicePayments.invoiceId, usInvoice!.id));
    expect(withSlip).toMatchObject({ receiptFileName: "slip.png", receiptMimeType: "image/png", amountMinor: 15_000 });
    const stored = await platform.services.storage.get(withSlip!.receiptFileKey!);
    expect(Buffer.from(await new Response(stored!.stream).arrayBuffer())).toEqual(png);
    await change(actors.editor, us, { intent: "confirm-payment", invoiceId: usInvoice!.id });
    const refunded = await change(actors.editor, us, {
      intent: "refund",
      invoiceId: usInvoice!.id,
      reason: "withdrawn_before_typesetting",
      note: "Withdrawn by the authors.",
    });
    expect(refunded.data).toMatchObject({ ok: true });
    expect((await invoicesOf(us))[0]).toMatchObject({ status: "refunded", refundedMinor: 11_250 });
  });

  it("lists the editors' invoices with filters, exports them as CSV, and shows admins the totals", async () => {
    const page = await load<{ rows: { number: string; status: string }[]; totals: unknown[] | null }>(
      invoicesPage.loader,
      actors.editor,
      "/dashboard/invoices?filter=paid_this_month",
    );
    expect(page.data!.rows.map((r) => r.status)).toEqual(["paid"]);
    expect(page.data!.totals).toBeNull();
    expect((await load(invoicesPage.loader, actors.author, "/dashboard/invoices")).status).toBe(403);
    const admin = await load<{ totals: { journal: string; currency: string; invoiced: string }[] }>(
      invoicesPage.loader,
      actors.admin,
      "/dashboard/invoices?filter=waived",
    );
    expect(admin.data!.totals).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ currency: "INR", invoiced: "₹3,000.00", paid: "₹2,000.00", waived: "₹1,000.00" }),
        expect.objectContaining({ currency: "USD", refunded: "$112.50" }),
      ]),
    );
    const response = (await (invoicesExport.loader as (a: unknown) => Promise<Response>)(
      routeArgs(actors.editor.request("/dashboard/invoices/export.csv?filter=all")),
    )) as Response;
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const csv = await response.text();
    expect(csv.split("\r\n")[0]).toContain("Invoice number,Journal,Financial year");
    // The financial year as Indian accounts name it ("2026-27"), as in the invoice number.
    expect(csv).toContain(`FJPHS/${fy}/0002,FJPHS,${fy},`);
    expect(csv).toContain(",INR,3000.00,1694.92,18.00,305.08,2000.00,Paid,");
  });

  it("marks an invoice paid from the provider's signed webhook once; a forged or replayed event changes nothing", async () => {
    const id = await acceptedSubmission("IN", "Paid online");
    const [invoice] = await invoicesOf(id);
    const deliver = deliverWebhook;
    const ledgerOf = () => db().select().from(invoiceLedger).where(eq(invoiceLedger.invoiceId, invoice!.id));
    const before = await ledgerOf();

    const forged = capturedPaymentEvent(invoice!, { secret: "not-the-secret" });
    expect((await deliver(forged)).status).toBe(400);
    const tampered = capturedPaymentEvent({ ...invoice!, totalMinor: 100 });
    expect(
      (await deliver({ ...tampered, body: tampered.body.replace('"amount":100', '"amount":300000') })).status,
    ).toBe(400);
    expect((await invoicesOf(id))[0]!.status).toBe("issued");
    expect(await ledgerOf()).toEqual(before);

    const genuine = capturedPaymentEvent(invoice!);
    expect(await deliver(genuine)).toEqual({ status: 200, json: { result: "applied" } });
    expect((await invoicesOf(id))[0]).toMatchObject({ status: "paid" });
    const paidLedger = await ledgerOf();
    expect(paidLedger.map((e) => e.kind)).toEqual(["issued", "paid"]);
    // The same event again, or another for the paid invoice: nothing more.
    expect(await deliver(genuine)).toEqual({ status: 200, json: { result: "ignored" } });
    expect(await deliver(capturedPaymentEvent(invoice!))).toEqual({ status: 200, json: { result: "ignored" } });
    expect(await ledgerOf()).toEqual(paidLedger);
    await runDocumentJobs();
    expect((await invoicesOf(id))[0]!.receiptKey).toBeTruthy();
  });

  it("lets the author pay online through the provider's payment link, which its signed webhook settles", async () => {
    const id = await acceptedSubmission("IN", "Paid through a link");
    const [invoice] = await invoicesOf(id);
    expect((await tab(actors.author, id)).data!.tab.data.invoices[0]!.can.payOnline).toBe(true);
    expect((await change(actors.editor, id, { intent: "pay-online", invoiceId: invoice!.id })).status).toBe(403);
    const started = await change(actors.author, id, { intent: "pay-online", invoiceId: invoice!.id });
    expect(started.status).toBe(200);
    const redirect = (started.data as { redirect?: string }).redirect!;
    expect(redirect).toMatch(new RegExp(`^${provider.url}/pay/plink_`));
    const link = provider.links.get(redirect.split("/").at(-1)!)!;
    expect(link).toMatchObject({ amount: 300_000, currency: "INR", notes: { invoice_id: invoice!.id } });
    expect(link.callbackUrl).toBe(`${platform.services.env.publicUrl}/submission/${id}?tab=invoices`);
    await provider.pay(link.id);
    expect((await invoicesOf(id))[0]).toMatchObject({ status: "paid" });
    const kinds = await db()
      .select({ kind: invoiceLedger.kind })
      .from(invoiceLedger)
      .where(eq(invoiceLedger.invoiceId, invoice!.id))
      .orderBy(asc(invoiceLedger.createdAt));
    expect(kinds.map((k) => k.kind)).toEqual(["issued", "online_payment_started", "paid"]);
    expect((await change(actors.author, id, { intent: "pay-online", invoiceId: invoice!.id })).status).toBe(409);
  });

  it("lets an editor issue the invoice again by hand after cancelling one sent in the wrong currency", async () => {
    const id = await acceptedSubmission("", "An author who gave no country");
    const [usd] = await invoicesOf(id);
    expect(usd).toMatchObject({ currency: "USD", status: "issued", recipientCountry: null });
    expect((await change(actors.editor, id, { intent: "issue", category: "indian" })).status).toBe(409);
    await runDocumentJobs();
    expect((await downloadedInvoice(actors.author, usd!.id)).text).not.toMatch(/VOID|CANCELLED/);
    expect(
      (await change(actors.editor, id, { intent: "cancel", invoiceId: usd!.id, note: "Indian author." })).status,
    ).toBe(200);
    // Cancelled: the PDF downloads marked so, with the day, for the author and the editors alike.
    const cancelled = await downloadedInvoice(actors.author, usd!.id);
    expect(cancelled.text).toContain(`CANCELLED on ${new Date().toISOString().slice(0, 10)}`);
    expect(cancelled.text).not.toContain("VOID");
    expect((await downloadedInvoice(actors.editor, usd!.id)).text).toContain("CANCELLED on");
    expect((await tab(actors.author, id)).data!.tab.data.invoices[0]).toMatchObject({
      statusLabel: "Cancelled",
      replacedBy: null,
    });
    expect((await tab(actors.editor, id)).data!.tab.data.canIssue).toBe(true);
    expect((await tab(actors.author, id)).data!.tab.data.canIssue).toBe(false);
    expect((await change(actors.author, id, { intent: "issue", category: "indian" })).status).toBe(403);
    const issued = await change(actors.editor, id, { intent: "issue", category: "indian" });
    expect(issued.data).toMatchObject({ ok: true, message: INVOICE_MESSAGES.issued });
    const [, inr] = await invoicesOf(id);
    expect(inr).toMatchObject({ currency: "INR", totalMinor: 300_000, gstMinor: 45_763, sequence: usd!.sequence + 1 });

    // Unpaid for more than 30 days: the editors' filter finds it, and not the fresh ones.
    const listed = async (filter: string) =>
      (
        await load<{ rows: { number: string }[] }>(
          invoicesPage.loader,
          actors.editor,
          `/dashboard/invoices?filter=${filter}`,
        )
      ).data!.rows.map((r) => r.number);
    expect(await listed("unpaid_30")).toEqual([]);
    await db()
      .update(invoices)
      .set({ issuedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(invoices.id, inr!.id));
    expect(await listed("unpaid_30")).toEqual([inr!.number]);
    expect(await listed("waived")).not.toContain(inr!.number);
  });

  it("does not e-mail an invoice cancelled before its PDF was made, and keeps the PDF marked", async () => {
    const id = await acceptedSubmission("", "A cancelled invoice not to be sent");
    const [usd] = await invoicesOf(id);
    expect(
      (await change(actors.editor, id, { intent: "cancel", invoiceId: usd!.id, note: "Wrong currency." })).status,
    ).toBe(200);
    await runDocumentJobs();
    const [stored] = await db().select({ pdfKey: invoices.pdfKey }).from(invoices).where(eq(invoices.id, usd!.id));
    expect(stored!.pdfKey).toBeTruthy();
    expect((await downloadedInvoice(actors.author, usd!.id)).text).toContain("CANCELLED on");
    const sent = await db()
      .select({ subject: mailMessages.subject })
      .from(mailMessages)
      .where(and(eq(mailMessages.template, "invoice-notice"), sql`${mailMessages.text} like ${`%${usd!.number}%`}`));
    expect(sent).toEqual([]);
  });

  it("gives a rolled-back acceptance's number to the next one, which waits for it", async () => {
    let first: number | undefined;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const rolledBack = db()
      .transaction(async (tx) => {
        first = await nextInvoiceSequence(tx, fjphs, 2099);
        await held;
        throw new Error("the acceptance failed");
      })
      .catch((err: Error) => err.message);
    while (first === undefined) await new Promise((resolve) => setTimeout(resolve, 5));
    // The second acceptance asks while the first still holds the counter row.
    const second = db().transaction((tx) => nextInvoiceSequence(tx, fjphs, 2099));
    setTimeout(release, 50);
    expect(await rolledBack).toBe("the acceptance failed");
    expect(await second).toBe(first);
  });

  it("numbers invoices without gaps when acceptances happen at once", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      const title = `Concurrent acceptance ${i}`;
      const authors = [
        { name: "Ada Author", email: "ada@example.org", affiliation: "Manipal", orcid: "", country: "IN" },
      ];
      const answer = await postSubmission(actors.author, wizardData(fjphs, { title, authors }), {
        name: "m.pdf",
        bytes: new Uint8Array(await pdfBytes(title)),
      });
      ids.push(String(answer.json.id));
    }
    const before = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(invoices)
      .where(eq(invoices.journalId, fjphs));
    const answers = await Promise.all(
      ids.map((id, i) => {
        const authors = [
          { name: "Ada Author", email: "ada@example.org", affiliation: "Manipal", orcid: "", country: "IN" },
        ];
        return post(
          submissionPage.action,
          actors.editor,
          `/submission/${id}`,
          { intent: "update", data: editForm({ status: "accepted", title: `Concurrent acceptance ${i}`, authors }) },
          { id },
        );
      }),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const rows = await db()
      .select({ sequence: invoices.sequence })
      .from(invoices)
      .where(eq(invoices.journalId, fjphs))
      .orderBy(asc(invoices.sequence));
    const sequences = rows.map((r) => r.sequence);
    expect(sequences).toEqual(Array.from({ length: before[0]!.n + 4 }, (_, i) => i + 1));
  });

  it("tells the editors when an invoice's PDF cannot be made, and lets them have it made again", async () => {
    await runDocumentJobs(); // the earlier tests' documents, made as usual
    const id = await acceptedSubmission("IN", "A PDF that storage refused");
    const [invoice] = await invoicesOf(id);
    const storage = platform.services.storage;
    const put = storage.put;
    storage.put = async () => {
      throw new Error("storage away");
    };
    const worker = startJobWorker(invoiceJobHandlers(), { db: db(), pollIntervalMs: 10, backoffMs: () => 5 });
    try {
      await expect
        .poll(
          async () =>
            (await db().select().from(jobs).where(eq(jobs.kind, INVOICE_DOCUMENT_JOB))).find(
              (j) => j.payload.invoiceId === invoice!.id,
            )?.status,
          { timeout: 10_000 },
        )
        .toBe("failed");
    } finally {
      await worker.stop();
      storage.put = put;
    }
    const editorMails = await db()
      .select({ subject: mailMessages.subject, text: mailMessages.text })
      .from(mailMessages)
      .where(and(eq(mailMessages.template, "invoice-notice"), sql`${mailMessages.subject} like 'An invoice PDF%'`));
    const told = editorMails.filter((m) => m.subject.includes(invoice!.number));
    expect(told.length).toBeGreaterThan(0);
    expect(told[0]!.text).toContain("The invoice's PDF could not be made.");

    // The tab says so; the editors may have it made again, the author may not.
    const editorView = (await tab(actors.editor, id)).data!.tab.data.invoices[0]!;
    expect(editorView).toMatchObject({ pdf: "failed", receipt: null });
    expect(editorView.can.makeDocumentAgain).toBe(true);
    expect((await tab(actors.author, id)).data!.tab.data.invoices[0]!.can.makeDocumentAgain).toBe(false);
    const again = (fields: Record<string, string>, actor = actors.editor) =>
      change(actor, id, { intent: "make-document-again", invoiceId: invoice!.id, ...fields });
    expect((await again({ document: "invoice" }, actors.author)).status).toBe(403);
    expect((await again({ document: "contract" })).status).toBe(400);
    expect(await again({ document: "receipt" })).toMatchObject({
      status: 409,
      data: { message: INVOICE_MESSAGES.documentNotFailed },
    });
    expect(await again({ document: "invoice" })).toMatchObject({
      status: 200,
      data: { ok: true, message: INVOICE_MESSAGES.documentQueued },
    });
    expect((await tab(actors.editor, id)).data!.tab.data.invoices[0]).toMatchObject({ pdf: "preparing" });
    expect((await again({ document: "invoice" })).status).toBe(409); // already on its way

    // Made with the first job's occasion, stored and e-mailed to the author once.
    expect(await runDocumentJobs()).toBe(1);
    const [made] = await invoicesOf(id);
    expect(await storedPdfText(made!.pdfKey!)).toContain(invoice!.number);
    const authorMails = await db()
      .select({ subject: mailMessages.subject, attachments: mailMessages.attachments })
      .from(mailMessages)
      .where(
        and(
          eq(mailMessages.recipient, "ada@example.org"),
          sql`${mailMessages.subject} like ${`%(${invoice!.number})`}`,
        ),
      );
    expect(authorMails).toHaveLength(1);
    expect(authorMails[0]!.subject).toContain("Invoice for your accepted article");
    expect(authorMails[0]!.attachments).toHaveLength(1);
    expect((await tab(actors.author, id)).data!.tab.data.invoices[0]).toMatchObject({ pdf: "ready" });
    expect((await again({ document: "invoice" })).status).toBe(409);
  });
});
