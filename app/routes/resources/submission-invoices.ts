import { AppError } from "~/lib/errors";
import { answerJson, methodNotAllowed, noStoreJson } from "~/lib/json-endpoint.server";
import { containsNul } from "~/lib/nul";
import { requireApiUser } from "~/modules/auth/session.server";
import { INVOICE_MESSAGES as M, RECEIPT_MAX_BYTES } from "~/modules/invoices/invoices.constants";
import {
  cancelInvoice,
  checkInvoicesAccess,
  confirmPayment,
  decideWaiver,
  issueInvoiceByEditor,
  makeDocumentAgain,
  recordRefund,
  rejectPayment,
  reportPayment,
  requestWaiver,
  startOnlinePayment,
  type ReceiptFile,
} from "~/modules/invoices/invoices.service.server";
import {
  parseInvoiceNote,
  parsePaymentReport,
  parseRefund,
  parseWaiverDecision,
  parseWaiverRequest,
} from "~/modules/invoices/invoices.schemas";
import type { InvoiceActionAnswer } from "~/modules/invoices/invoices.types";
import { RECEIPT_UPLOAD_RULES } from "~/modules/invoices/receipt-upload.server";
import { acquireUploadSlot } from "~/modules/submission-files/upload-limits.server";
import { receiveFileUpload } from "~/modules/submission-files/upload.server";
import type { Route } from "./+types/submission-invoices";

type Parsed<T> = { ok: true; data: T } | { ok: false; message: string; fieldErrors: Record<string, string> };

const refused = (p: { message: string; fieldErrors: Record<string, string> }) =>
  noStoreJson({ ok: false, message: p.message, fieldErrors: p.fieldErrors } satisfies InvoiceActionAnswer, 400);
const done = (message: string) => noStoreJson({ ok: true, message } satisfies InvoiceActionAnswer);

async function run<T>(parsed: Parsed<T>, work: (data: T) => Promise<unknown>, message: string): Promise<Response> {
  if (!parsed.ok) return refused(parsed);
  await work(parsed.data);
  return done(message);
}

/** The endpoint only takes posts: a GET or HEAD is answered 405, not by the router's 400 and a logged stack. */
export function loader() {
  return methodNotAllowed();
}

/**
 * POST /submission/:id/invoices: the Invoices tab's changes as JSON {ok, message, fieldErrors}.
 * The author: request-waiver, report-payment (multipart, with an optional receipt file); the
 * journal's editors: decide-waiver, confirm-payment, reject-payment, refund, cancel,
 * make-document-again (an invoice's or receipt's PDF whose job failed). Who may not see
 * the submission gets 404 before anything is read; the services check every permission.
 */
export async function action({ request, params }: Route.ActionArgs) {
  return answerJson(async () => {
    if (request.method !== "POST") return methodNotAllowed();
    const user = await requireApiUser(request);
    await checkInvoicesAccess(user, params.id);
    const multipart = /^multipart\/form-data/i.test(request.headers.get("content-type") ?? "");
    let fields: Record<string, string> = {};
    let receipt: ReceiptFile | null = null;
    let dispose = async () => {};
    let release = () => {};
    try {
      if (multipart) {
        release = acquireUploadSlot(user.id);
        const upload = await receiveFileUpload(request, { maxBytes: RECEIPT_MAX_BYTES, formats: RECEIPT_UPLOAD_RULES });
        fields = upload.fields;
        receipt = upload.file;
        dispose = upload.dispose;
      } else {
        const form = await request.formData().catch(() => {
          throw new AppError("invoices.invalid", 400, M.invalidRequest);
        });
        for (const [key, value] of form) if (typeof value === "string") fields[key] = value;
      }
      if (containsNul(fields)) throw new AppError("invoices.invalid", 400, M.invalidRequest);
      const id = params.id;
      switch (fields.intent) {
        case "request-waiver":
          return run(
            parseWaiverRequest(fields),
            (d) => requestWaiver(user, id, d.invoiceId, d.reason),
            M.waiverRequested,
          );
        case "decide-waiver":
          return run(
            parseWaiverDecision(fields),
            ({ invoiceId, ...d }) => decideWaiver(user, id, invoiceId, d),
            fields.decision === "refuse" ? M.waiverRefused : M.waiverGranted,
          );
        case "report-payment":
          return run(
            parsePaymentReport(fields, new Date().toISOString().slice(0, 10)),
            ({ invoiceId, ...d }) => reportPayment(user, id, invoiceId, d, receipt),
            M.paymentReported,
          );
        case "confirm-payment":
          return run(parseInvoiceNote(fields), (d) => confirmPayment(user, id, d.invoiceId), M.paymentConfirmed);
        case "reject-payment":
          return run(parseInvoiceNote(fields), (d) => rejectPayment(user, id, d.invoiceId, d.note), M.paymentRejected);
        case "refund":
          return run(
            parseRefund(fields),
            ({ invoiceId, ...d }) => recordRefund(user, id, invoiceId, d),
            M.refundRecorded,
          );
        case "pay-online": {
          if (!fields.invoiceId) throw new AppError("invoices.invalid", 400, M.invalidRequest);
          const redirect = await startOnlinePayment(user, id, fields.invoiceId);
          return noStoreJson({ ok: true, message: M.onlinePaymentStarted, redirect } satisfies InvoiceActionAnswer);
        }
        case "issue": {
          const category = fields.category === "indian" || fields.category === "international" ? fields.category : null;
          if (!category) throw new AppError("invoices.invalid", 400, M.invalidRequest);
          await issueInvoiceByEditor(user, id, category);
          return done(M.issued);
        }
        case "cancel":
          return run(parseInvoiceNote(fields), (d) => cancelInvoice(user, id, d.invoiceId, d.note), M.cancelled);
        case "make-document-again": {
          const document = fields.document === "invoice" || fields.document === "receipt" ? fields.document : null;
          if (!document || !fields.invoiceId) throw new AppError("invoices.invalid", 400, M.invalidRequest);
          await makeDocumentAgain(user, id, fields.invoiceId, document);
          return done(M.documentQueued);
        }
        default:
          throw new AppError("invoices.invalid", 400, M.invalidRequest);
      }
    } finally {
      await dispose();
      release();
    }
  }, "The invoice could not be changed. Please try again.");
}
