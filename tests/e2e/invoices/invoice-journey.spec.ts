// Article processing charges end to end (issue 41, ADR 064), in Chromium with the SMTP sink: the
// admin sets a new journal's charges (publication waits for payment); an Indian author's manuscript
// is accepted and the invoice PDF arrives by e-mail (read back with pdf.js: number, GST, amount);
// the author asks for a waiver, the editor grants part of it and the revised invoice arrives; the
// replaced invoice downloads marked VOID, and the Mailbox lists the first e-mail's PDF; the
// issue cannot be published yet; the author reports a UPI payment; a webhook with a wrong signature
// changes nothing; the editor confirms the payment and the receipt arrives; the issue is published.
// The Invoices tab is checked at 390 px too.
import fs from "node:fs";
import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { openPdf, pageString } from "../../helpers/pdfs";
import type { ReceivedMail } from "../../helpers/smtp-sink";
import { capturedPaymentEvent } from "../../helpers/fake-payment-provider";
import { expectNoSeriousViolations } from "../accessibility/axe-helpers";
import { authPost, e2eAdmin } from "../auth-api";
import { collectPageErrors, hydrated } from "../helpers";
import { receivedMail } from "../mailbox";
import { submitThroughEndpoint } from "../submission-wizard";

const shotsDir = () => process.env.E2E_SHOTS_DIR ?? test.info().outputPath("screens");
const toastText = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

async function signedIn(browser: Browser, how: "sign-up" | "sign-in", data: Record<string, string>) {
  const context = await browser.newContext();
  await authPost(context.request, how === "sign-up" ? "/sign-up/email" : "/sign-in/email", data);
  const page = await context.newPage();
  return { context, page, errors: collectPageErrors(page) };
}

async function attachedPdfText(mail: ReceivedMail): Promise<string> {
  const pdf = mail.attachments.find((a) => a.mimeType === "application/pdf");
  expect(pdf, `a PDF attached to "${mail.subject}"`).toBeTruthy();
  return pageString(await openPdf(new Uint8Array(Buffer.from(pdf!.contentBase64, "base64"))), 1);
}

/** Lower-case letters only: a short name is 3-10 of them. */
function letters(n: number): string {
  return Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");
}

function invoiceCard(page: Page, number: string): Locator {
  return page
    .getByTestId("invoice")
    .filter({ has: page.getByRole("heading", { name: `Invoice ${number}`, exact: true }) });
}

/** Publishes the issue from the desk, saying yes to publishing without a public galley if asked. */
async function publishIssue(page: Page, issueTitle: string) {
  await page.goto("/dashboard/issues");
  await hydrated(page);
  const card = page.getByRole("listitem").filter({ hasText: issueTitle });
  await card.getByRole("button", { name: /^Publish / }).click();
  const anyway = page.getByRole("button", { name: "Publish anyway" });
  const toast = page.locator("[data-sonner-toast]").first();
  await expect(anyway.or(toast)).toBeVisible();
  if (await anyway.isVisible()) await anyway.click();
}

test("article processing charges: invoice, partial waiver, UPI payment, receipt; publication waits for payment", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const adminLogin = e2eAdmin();
  test.skip(!adminLogin, "needs E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD (set by npm test)");
  fs.mkdirSync(shotsDir(), { recursive: true });
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const shortName = letters(8);
  const journalTitle = `Journal of Charges ${tag}`;
  const issueTitle = `Charges issue ${tag}`;
  const authorEmail = `e2e-apc-author-${tag}@example.org`;
  const title = `Curcumin in oral delivery ${tag}`;
  const fy = (() => {
    const ist = new Date(Date.now() + 330 * 60_000);
    const y = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
    return `${y}-${String((y + 1) % 100).padStart(2, "0")}`;
  })();
  const first = `${shortName.toUpperCase()}/${fy}/0001`;
  const revised = `${shortName.toUpperCase()}/${fy}/0002`;

  const admin = await signedIn(browser, "sign-in", adminLogin!);
  const author = await signedIn(browser, "sign-up", {
    name: `Asha Author ${tag}`,
    email: authorEmail,
    password: "e2e-author-secret",
  });

  let submissionId = "";
  let journalId = "";
  await test.step("The admin creates a journal (not yet public), its first issue, and sets its charges", async () => {
    const page = admin.page;
    await page.goto("/dashboard/journals");
    const created = await admin.context.request.post("/dashboard/journals", {
      headers: { origin: new URL(page.url()).origin },
      form: { intent: "create", title: journalTitle, shortName, status: "inactive", publicationFrequency: "monthly" },
    });
    expect(created.status()).toBe(200);

    await page.goto("/dashboard/issues");
    await hydrated(page);
    await page.getByRole("button", { name: "New Issue" }).click();
    const dialog = page.getByRole("dialog", { name: "Create Issue" });
    await dialog.getByLabel("Journal").selectOption({ label: journalTitle });
    await dialog.getByLabel("Volume").fill("1");
    await dialog.getByLabel("Issue Number").fill("1");
    await dialog.getByLabel("Title").fill(issueTitle);
    await dialog.getByRole("button", { name: "Create Issue" }).click();
    await expect(toastText(page, "Issue created successfully")).toBeVisible();

    await page.goto(`/journal/${shortName}/settings`);
    await hydrated(page);
    const charges = /\/api\/journals\/([0-9a-f-]{36})\/charges/;
    const panelLoaded = page.waitForRequest((r) => charges.test(r.url()));
    await page.getByRole("tab", { name: "Charges" }).click();
    journalId = charges.exec((await panelLoaded).url())![1]!;
    const form = page.getByRole("form", { name: "Article Processing Charges" });
    await expect(form.getByLabel("GST rate (%)")).toBeVisible();
    await expectNoSeriousViolations(page, "Journal Settings, Charges");
    await form.getByRole("switch", { name: /Charge article processing charges/ }).check();
    await expect(form.getByLabel("Indian authors (INR, including GST)")).toHaveValue("3000.00");
    await expect(form.getByLabel("GST rate (%)")).toHaveValue("18");
    await form.getByLabel("Publisher (on invoices)").fill("Scholarly Press Publications");
    await form.getByLabel("Publisher's GSTIN").fill("bad");
    await form.getByRole("button", { name: "Save Settings" }).click();
    await expect(form.getByText("A GSTIN has 15 characters, e.g. 27AAPFU0939F1ZV.")).toBeVisible();
    await form.getByLabel("Publisher's GSTIN").fill("29AAPFU0939F1ZV");
    await form
      .getByLabel("Bank details (printed on invoices)")
      .fill("A/c 1234567890, State Bank of India, IFSC SBIN0001234");
    await form.getByLabel("UPI id (Indian authors)").fill("scholarlypress@sbi");
    await form.getByRole("switch", { name: /Publication waits for payment/ }).check();
    await form.getByRole("button", { name: "Save Settings" }).click();
    await expect(toastText(page, "Article processing charges saved.")).toBeVisible();
  });

  await test.step("The Indian author's manuscript is accepted, and the invoice PDF arrives by e-mail", async () => {
    // The journal is public only while its manuscript is submitted: the home page's specs count the four.
    const setStatus = async (status: "active" | "inactive") => {
      const answer = await admin.context.request.post("/dashboard/journals", {
        headers: { origin: new URL(admin.page.url()).origin },
        form: { intent: "update", journalId, title: journalTitle, shortName, status, publicationFrequency: "monthly" },
      });
      expect(answer.status()).toBe(200);
    };
    await setStatus("active");
    await author.page.goto(`/dashboard/submissions/new?journal=${shortName}`);
    submissionId = await submitThroughEndpoint(author, journalId, {
      title,
      authors: [
        { name: `Asha Author ${tag}`, email: authorEmail, affiliation: "Manipal College", orcid: "", country: "IN" },
      ],
    });
    await setStatus("inactive");

    const page = admin.page;
    await page.goto(`/submission/${submissionId}`);
    await hydrated(page);
    await page.getByRole("button", { name: "Edit", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Submission" });
    await dialog.locator("#edit-status").selectOption("accepted");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(toastText(page, "Submission updated successfully")).toBeVisible();
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: "Create article" }).click();
    await expect(page).toHaveURL(/\/dashboard\/articles\?edit=/);

    const mail = await receivedMail(authorEmail, /^Invoice for your accepted article/, 30_000);
    const text = await attachedPdfText(mail);
    for (const part of [first, "TAX INVOICE", "GSTIN: 29AAPFU0939F1ZV", "GST @ 18%", "INR 457.63", "INR 3000.00"]) {
      expect(text, part).toContain(part);
    }
    expect(text).toContain("Three Thousand Rupees Only");
  });

  await test.step("The author asks for a waiver on the Invoices tab (checked at 390 px too)", async () => {
    const page = author.page;
    await page.goto(`/submission/${submissionId}?tab=invoices`);
    await hydrated(page);
    const card = invoiceCard(page, first);
    await expect(card.getByTestId("invoice-status")).toHaveText("Issued");
    await expect(card.getByTestId("invoice-total")).toHaveText("₹3,000.00");
    await card.getByText("Request a waiver").click();
    await card
      .getByLabel("Why should the charge be waived?")
      .fill("Our department has no grant for publication charges.");
    await expectNoSeriousViolations(page, "the author's Invoices tab");
    await card.getByRole("button", { name: "Request waiver" }).click();
    await expect(toastText(page, "Waiver request sent to the editors.")).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${shotsDir()}/invoices-tab-phone.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  await test.step("The editor grants part of the waiver; the revised invoice arrives", async () => {
    const page = admin.page;
    await page.goto(`/submission/${submissionId}?tab=invoices`);
    await hydrated(page);
    const card = invoiceCard(page, first);
    await card.getByText("Decide the waiver request").click();
    await expectNoSeriousViolations(page, "the editor's Invoices tab");
    await card.getByLabel("Amount waived (INR), for a partial waiver").fill("1000");
    await card.getByRole("button", { name: "Grant waiver" }).click();
    await expect(toastText(page, "Waiver granted.")).toBeVisible();
    await expect(invoiceCard(page, revised).getByTestId("invoice-total")).toHaveText("₹2,000.00");
    const mail = await receivedMail(authorEmail, /^Your waiver request was granted/, 30_000);
    const text = await attachedPdfText(mail);
    expect(text).toContain(revised);
    expect(text).toContain(`Revised invoice: replaces invoice ${first}`);
    expect(text).toContain("INR 2000.00");
  });

  await test.step("The replaced invoice downloads marked VOID; the Mailbox lists the e-mailed PDF", async () => {
    const page = admin.page;
    const replaced = invoiceCard(page, first);
    await expect(replaced.getByTestId("invoice-status")).toHaveText("Cancelled");
    await expect(replaced).toContainText(`replaced by ${revised}`);
    const href = await replaced.getByRole("link", { name: "Invoice PDF" }).getAttribute("href");
    const download = await admin.context.request.get(href!);
    expect(download.status()).toBe(200);
    const voided = await pageString(await openPdf(new Uint8Array(await download.body())), 1);
    expect(voided).toContain(`VOID – replaced by invoice ${revised}`);

    // The Mailbox (newest first, 25 a page) holds the first invoice's e-mail with its PDF.
    const subject = `Invoice for your accepted article (${first})`;
    for (let n = 1; n <= 10; n++) {
      await page.goto(`/dashboard/mailbox?page=${n}`);
      const link = page.getByRole("link", { name: subject }).first();
      if (await link.isVisible()) {
        await link.click();
        break;
      }
    }
    await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
    const fileName = `invoice-${first.replace(/[^A-Za-z0-9-]+/g, "-")}.pdf`;
    const attachment = page.getByTestId("mail-attachment");
    await expect(attachment).toContainText(fileName);
    await expect(attachment).toContainText("application/pdf");
    await hydrated(page);
    const saved = page.waitForEvent("download");
    await attachment.getByRole("link", { name: `Download ${fileName}` }).click();
    const file = await saved;
    expect(file.suggestedFilename()).toBe(fileName);
    const sent = await pageString(await openPdf(new Uint8Array(fs.readFileSync((await file.path())!))), 1);
    expect(sent).toContain(first);
    expect(sent).not.toContain("VOID");
    await expectNoSeriousViolations(page, "a Mailbox message with an attachment");
    await page.screenshot({ path: `${shotsDir()}/mailbox-message-attachment.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${shotsDir()}/mailbox-message-attachment-phone.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  await test.step("The issue cannot be published while the invoice is unpaid", async () => {
    await publishIssue(admin.page, issueTitle);
    await expect(
      admin.page.getByText(
        "This article cannot be published yet: its article processing charge invoice is not paid or waived",
      ),
    ).toBeVisible();
  });

  await test.step("The author reports a UPI payment", async () => {
    const page = author.page;
    await page.goto(`/submission/${submissionId}?tab=invoices`);
    await hydrated(page);
    const card = invoiceCard(page, revised);
    await card.getByText("Report a payment").click();
    await card.getByLabel("Paid by").selectOption("upi");
    await card.getByLabel("Bank reference or UPI transaction id").fill("412345678901");
    await card.getByLabel("Date of payment").fill(new Date().toISOString().slice(0, 10));
    await expect(card.getByLabel("Amount paid (INR)")).toHaveValue("2000.00");
    await card.getByRole("button", { name: "Report payment" }).click();
    await expect(toastText(page, "Payment reported. The editors will confirm it.")).toBeVisible();
    await expect(card.getByTestId("invoice-status")).toHaveText("Payment reported");
  });

  await test.step("A webhook with a wrong signature changes nothing", async () => {
    const page = admin.page;
    await page.goto(`/submission/${submissionId}?tab=invoices`);
    const invoiceId = await invoiceCard(page, revised)
      .getByRole("link", { name: "Invoice PDF" })
      .getAttribute("href")
      .then((href) => href!.split("/")[2]!);
    const forged = capturedPaymentEvent({ id: invoiceId, totalMinor: 200_000, currency: "INR" }, { secret: "a-guess" });
    const answer = await admin.context.request.post("/api/payments/razorpay/webhook", {
      headers: forged.headers,
      data: forged.body,
    });
    expect(answer.status()).toBe(400);
    await page.reload();
    await expect(invoiceCard(page, revised).getByTestId("invoice-status")).toHaveText("Payment reported");
  });

  await test.step("The editor confirms the payment; the receipt arrives; the issue is published", async () => {
    const page = admin.page;
    await page.goto(`/submission/${submissionId}?tab=invoices`);
    await hydrated(page);
    const card = invoiceCard(page, revised);
    await card.getByText("Confirm the reported payment").click();
    await card.getByRole("button", { name: "Confirm payment" }).click();
    await expect(toastText(page, "Payment confirmed. The receipt is on its way to the author.")).toBeVisible();
    await expect(card.getByTestId("invoice-status")).toHaveText("Paid");
    const mail = await receivedMail(authorEmail, /^Payment received: your receipt/, 30_000);
    const text = await attachedPdfText(mail);
    expect(text).toContain("PAYMENT RECEIPT");
    expect(text).toContain(revised);
    expect(text).toContain("INR 2000.00");

    await publishIssue(page, issueTitle);
    await expect(toastText(page, "Issue published successfully")).toBeVisible();
  });

  await test.step("The editors' invoice list shows it paid this month, exports it, and fits a phone", async () => {
    const page = admin.page;
    await page.goto("/dashboard/invoices?filter=paid_this_month");
    await hydrated(page);
    const list = page.getByRole("list", { name: "Invoices" });
    await expect(list.getByRole("link", { name: revised })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Totals per journal and currency" })).toBeVisible();
    await expectNoSeriousViolations(page, "the invoice list");
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${shotsDir()}/invoice-list-phone.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 900 });
    const csv = await admin.context.request.get("/dashboard/invoices/export.csv?filter=paid_this_month");
    expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    const text = await csv.text();
    expect(text).toContain(`${revised},${shortName.toUpperCase()},`);
    expect(text).toContain(",INR,3000.00,1694.92,18.00,305.08,2000.00,Paid,");
  });

  // The admin's refusals were expected: the bad GSTIN (400) and the unpaid publication (409).
  expect(admin.errors.filter((e) => !/Failed to load resource: .*status of (400|409)/.test(e))).toEqual([]);
  expect(author.errors).toEqual([]);
  for (const a of [admin, author]) await a.context.close();
});
