// The invoice and receipt PDFs (pdf-lib, the standard Helvetica fonts), rendered by a job, never
// inside a request's transaction. Everything printed comes from the invoice row as issued, so a
// PDF made again later says the same thing.
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";
import type { Invoice, InvoicePayment } from "~/db/schema";
import { winAnsi } from "~/lib/pdf/pdf-text";
import { wrapBreakingWords } from "~/lib/pdf/wrap";
import { PAYMENT_METHOD_LABELS } from "./invoices.constants";
import { amountInWords } from "./amount-in-words.server";
import { formatRate, plainMoney } from "./invoice-money";

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.38, 0.42, 0.48);
const RULE = rgb(0.8, 0.83, 0.87);

type Pen = { page: PDFPage; y: number; regular: PDFFont; bold: PDFFont };

function text(pen: Pen, value: string, opts: { x?: number; size?: number; bold?: boolean; color?: typeof INK } = {}) {
  const size = opts.size ?? 10;
  const font = opts.bold ? pen.bold : pen.regular;
  const width = A4.width - MARGIN - (opts.x ?? MARGIN);
  for (const line of wrapBreakingWords(winAnsi(value), font, size, width)) {
    pen.page.drawText(line, { x: opts.x ?? MARGIN, y: pen.y, size, font, color: opts.color ?? INK });
    pen.y -= size * 1.4;
  }
}

function rightText(pen: Pen, value: string, opts: { size?: number; bold?: boolean } = {}) {
  const size = opts.size ?? 10;
  const font = opts.bold ? pen.bold : pen.regular;
  const line = winAnsi(value);
  pen.page.drawText(line, {
    x: A4.width - MARGIN - font.widthOfTextAtSize(line, size),
    y: pen.y,
    size,
    font,
    color: INK,
  });
}

function rule(pen: Pen) {
  pen.page.drawLine({
    start: { x: MARGIN, y: pen.y + 4 },
    end: { x: A4.width - MARGIN, y: pen.y + 4 },
    thickness: 0.75,
    color: RULE,
  });
  pen.y -= 10;
}

/** A label on the left and an amount on the right. */
function row(pen: Pen, label: string, amount: string, bold = false) {
  pen.page.drawText(winAnsi(label), { x: MARGIN, y: pen.y, size: 10, font: bold ? pen.bold : pen.regular, color: INK });
  rightText(pen, amount, { bold });
  pen.y -= 16;
}

async function start(title: string): Promise<{ doc: PDFDocument; pen: Pen }> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setCreator("Scholarly Press");
  doc.setProducer("pdf-lib");
  const page = doc.addPage([A4.width, A4.height]);
  const [regular, bold] = await Promise.all([
    doc.embedFont(StandardFonts.Helvetica),
    doc.embedFont(StandardFonts.HelveticaBold),
  ]);
  return { doc, pen: { page, y: A4.height - MARGIN - 10, regular, bold } };
}

function issuerBlock(pen: Pen, invoice: Invoice, journalTitle: string) {
  const issuer = invoice.issuer;
  text(pen, issuer.publisherName || journalTitle, { size: 14, bold: true });
  if (issuer.publisherName) text(pen, `for ${journalTitle}`, { color: MUTED });
  if (issuer.publisherAddress) text(pen, issuer.publisherAddress, { color: MUTED });
  if (issuer.publisherGstin && invoice.category === "indian") text(pen, `GSTIN: ${issuer.publisherGstin}`);
  pen.y -= 8;
}

function date(d: Date | string): string {
  return (typeof d === "string" ? d : d.toISOString()).slice(0, 10);
}

function billedTo(pen: Pen, invoice: Invoice, countryName: string | null) {
  text(pen, "Billed to", { bold: true });
  text(pen, invoice.recipientName);
  if (invoice.recipientAffiliation) text(pen, invoice.recipientAffiliation, { color: MUTED });
  if (countryName) text(pen, countryName, { color: MUTED });
  text(pen, invoice.recipientEmail, { color: MUTED });
  pen.y -= 6;
  text(pen, `Article processing charge for the accepted manuscript ${invoice.submissionCode}:`);
  text(pen, `"${invoice.submissionTitle}"`, { color: MUTED });
  pen.y -= 8;
}

/** The invoice: publisher and GSTIN, number and dates, the charge with its GST lines, the amount in words, how to pay. */
export async function renderInvoicePdf(
  invoice: Invoice,
  ctx: { journalTitle: string; countryName: string | null; replaces?: string | null; waivedMinor?: number },
): Promise<Uint8Array> {
  const { doc, pen } = await start(`Invoice ${invoice.number}`);
  issuerBlock(pen, invoice, ctx.journalTitle);
  text(pen, invoice.category === "indian" && invoice.gstMinor > 0 ? "TAX INVOICE" : "INVOICE", {
    size: 16,
    bold: true,
  });
  text(pen, `Invoice number: ${invoice.number}`, { bold: true });
  text(pen, `Date of issue: ${date(invoice.issuedAt)}`);
  if (ctx.replaces) text(pen, `Revised invoice: replaces invoice ${ctx.replaces}`);
  pen.y -= 8;
  billedTo(pen, invoice, ctx.countryName);
  rule(pen);
  const c = invoice.currency;
  row(pen, "Article processing charge", plainMoney(invoice.listAmountMinor, c));
  if (ctx.waivedMinor) row(pen, "Waiver granted", plainMoney(-ctx.waivedMinor, c));
  if (invoice.gstMinor > 0 || invoice.category === "indian") {
    row(pen, "Taxable value", plainMoney(invoice.taxableMinor, c));
    row(pen, `GST @ ${formatRate(invoice.gstRateBasisPoints)}`, plainMoney(invoice.gstMinor, c));
  }
  rule(pen);
  row(pen, "Total due", plainMoney(invoice.totalMinor, c), true);
  text(pen, `Amount in words: ${amountInWords(invoice.totalMinor, c)}`, { color: MUTED });
  if (invoice.category === "indian" && invoice.gstMinor > 0) {
    text(pen, "The amount includes GST.", { color: MUTED });
  }
  pen.y -= 12;
  if (invoice.totalMinor > 0) {
    text(pen, "How to pay", { bold: true });
    if (invoice.issuer.bankDetails) text(pen, `Bank transfer: ${invoice.issuer.bankDetails}`);
    if (invoice.issuer.upiId && invoice.category === "indian") text(pen, `UPI: ${invoice.issuer.upiId}`);
    text(pen, `Please quote ${invoice.number} with your payment and report it on the submission's Invoices tab.`, {
      color: MUTED,
    });
  } else {
    text(pen, "Nothing is due: the charge has been waived in full.", { bold: true });
  }
  return doc.save();
}

/** The receipt of a confirmed payment. */
export async function renderReceiptPdf(
  invoice: Invoice,
  payment: InvoicePayment,
  ctx: { journalTitle: string; countryName: string | null },
): Promise<Uint8Array> {
  const { doc, pen } = await start(`Receipt for ${invoice.number}`);
  issuerBlock(pen, invoice, ctx.journalTitle);
  text(pen, "PAYMENT RECEIPT", { size: 16, bold: true });
  text(pen, `For invoice: ${invoice.number}`, { bold: true });
  text(pen, `Date of receipt: ${date(payment.decidedAt ?? payment.createdAt)}`);
  pen.y -= 8;
  billedTo(pen, invoice, ctx.countryName);
  rule(pen);
  row(pen, "Amount received", plainMoney(payment.amountMinor, payment.currency), true);
  text(pen, `Amount in words: ${amountInWords(payment.amountMinor, payment.currency)}`, { color: MUTED });
  if (invoice.gstMinor > 0) {
    row(
      pen,
      `of which GST @ ${formatRate(invoice.gstRateBasisPoints)}`,
      plainMoney(invoice.gstMinor, invoice.currency),
    );
  }
  pen.y -= 4;
  text(pen, `Paid by: ${PAYMENT_METHOD_LABELS[payment.method]}, reference ${payment.reference}, on ${payment.paidOn}`);
  pen.y -= 8;
  text(pen, "Thank you. This receipt confirms that the invoice above is paid in full.", { color: MUTED });
  return doc.save();
}
