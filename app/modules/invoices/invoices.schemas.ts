// The forms of article processing charges, checked on the server (the browser's checks are a
// convenience): the journal's Charges settings, waiver requests and decisions, payment reports, refunds.
import { z } from "zod";
import { isCountryCode } from "~/lib/countries";
import { INVOICE_MESSAGES as M, REFERENCE_MAX, WAIVER_REASON_MAX, WAIVER_REASON_MIN } from "./invoices.constants";
import { parseMoney } from "./invoice-money";

type Parsed<T> = { ok: true; data: T } | { ok: false; message: string; fieldErrors: Record<string, string> };

function result<T>(schema: z.ZodType<T>, input: unknown, message: string = M.settingsInvalid): Parsed<T> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join(".") || "form";
    fieldErrors[key] ??= issue.message;
  }
  return {
    ok: false,
    message: Object.keys(fieldErrors).length === 1 ? Object.values(fieldErrors)[0]! : message,
    fieldErrors,
  };
}

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters.`);
const amount = (message: string) =>
  z.string().transform((v, ctx) => {
    const minor = parseMoney(v);
    if (minor === null) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return minor;
  });
const flag = z
  .string()
  .optional()
  .transform((v) => v === "on" || v === "true");

const GSTIN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

export const apcSettingsSchema = z.object({
  enabled: flag,
  inrAmount: amount("Please enter the charge for Indian authors, e.g. 3000.00."),
  gstRate: z
    .string()
    .trim()
    .regex(/^\d{1,2}(\.\d{1,2})?$/, "Please enter a GST rate between 0 and 99.99, e.g. 18.")
    .transform((v) => Math.round(Number(v) * 100)),
  publisherName: text(200),
  publisherAddress: text(500),
  publisherGstin: z
    .string()
    .trim()
    .toUpperCase()
    .refine((v) => v === "" || GSTIN.test(v), "A GSTIN has 15 characters, e.g. 27AAPFU0939F1ZV."),
  usdAmount: amount("Please enter the charge for international authors, e.g. 150.00."),
  waiverCountries: z
    .string()
    .transform((v) => [
      ...new Set(
        v
          .split(/[\s,]+/)
          .map((c) => c.trim().toUpperCase())
          .filter(Boolean),
      ),
    ])
    .refine((list) => list.every(isCountryCode), "Please list countries by their two-letter codes, e.g. NP, AF.")
    .refine((list) => !list.includes("IN"), "India cannot be on the waiver list: Indian authors pay in rupees."),
  bankDetails: text(1000),
  upiId: z
    .string()
    .trim()
    .refine((v) => v === "" || /^[A-Za-z0-9._-]{2,256}@[A-Za-z]{2,64}$/.test(v), "A UPI id looks like name@bank."),
  publicationWaitsForPayment: flag,
});

export type ApcSettingsInput = {
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

export function parseApcSettings(form: Record<string, string>): Parsed<ApcSettingsInput> {
  const parsed = result(apcSettingsSchema, form);
  if (!parsed.ok) return parsed;
  const { inrAmount, gstRate, usdAmount, ...rest } = parsed.data;
  return {
    ok: true,
    data: { ...rest, inrAmountMinor: inrAmount, gstRateBasisPoints: gstRate, usdAmountMinor: usdAmount },
  };
}

const invoiceId = z.string().trim().min(1, M.invalidRequest);
const note = z
  .string()
  .optional()
  .transform((v) => v?.trim().slice(0, WAIVER_REASON_MAX) || null);

export function parseWaiverRequest(form: Record<string, string>) {
  return result(
    z.object({
      invoiceId,
      reason: z
        .string()
        .trim()
        .min(WAIVER_REASON_MIN, M.waiverReasonLength)
        .max(WAIVER_REASON_MAX, M.waiverReasonLength),
    }),
    form,
  );
}

export type WaiverDecisionInput =
  | { decision: "refuse"; note: string | null }
  | { decision: "grant"; full: boolean; waivedMinor: number | null; note: string | null };

export function parseWaiverDecision(form: Record<string, string>): Parsed<WaiverDecisionInput & { invoiceId: string }> {
  const base = result(z.object({ invoiceId, decision: z.enum(["grant", "refuse"], M.invalidRequest), note }), form);
  if (!base.ok) return base;
  if (base.data.decision === "refuse")
    return { ok: true, data: { invoiceId: base.data.invoiceId, decision: "refuse", note: base.data.note } };
  const full = form.extent === "full";
  const waivedMinor = full ? null : parseMoney(form.waivedAmount ?? "");
  if (!full && (waivedMinor === null || waivedMinor <= 0)) {
    return { ok: false, message: M.waiverAmountInvalid, fieldErrors: { waivedAmount: M.waiverAmountInvalid } };
  }
  return {
    ok: true,
    data: { invoiceId: base.data.invoiceId, decision: "grant", full, waivedMinor, note: base.data.note },
  };
}

export type PaymentReportInput = {
  method: "bank_transfer" | "upi";
  reference: string;
  paidOn: string;
  amountMinor: number;
};

export function parsePaymentReport(
  form: Record<string, string>,
  today: string,
): Parsed<PaymentReportInput & { invoiceId: string }> {
  const parsed = result(
    z.object({
      invoiceId,
      method: z.enum(["bank_transfer", "upi"], M.paymentMethodInvalid),
      reference: z
        .string()
        .trim()
        .min(1, M.paymentReferenceRequired)
        .max(REFERENCE_MAX, M.paymentReferenceRequired)
        .regex(/^[A-Za-z0-9@._/ -]+$/, M.paymentReferenceRequired),
      paidOn: z
        .string()
        .trim()
        .regex(/^\d{4}-\d{2}-\d{2}$/, M.paymentDateInvalid)
        .refine(
          (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && d <= today && d >= "2000-01-01",
          M.paymentDateInvalid,
        ),
      amount: amount(M.paymentAmountInvalid).refine((v) => v > 0, M.paymentAmountInvalid),
    }),
    form,
    M.invalidRequest,
  );
  if (!parsed.ok) return parsed;
  const { amount: amountMinor, ...rest } = parsed.data;
  return { ok: true, data: { ...rest, amountMinor } };
}

export type RefundInput = {
  reason: "withdrawn_before_typesetting" | "other";
  amountMinor: number | null;
  note: string | null;
};

export function parseRefund(form: Record<string, string>): Parsed<RefundInput & { invoiceId: string }> {
  const parsed = result(
    z.object({ invoiceId, reason: z.enum(["withdrawn_before_typesetting", "other"], M.invalidRequest), note }),
    form,
    M.invalidRequest,
  );
  if (!parsed.ok) return parsed;
  const amountMinor = parsed.data.reason === "other" ? parseMoney(form.amount ?? "") : null;
  if (parsed.data.reason === "other" && (amountMinor === null || amountMinor <= 0)) {
    return { ok: false, message: M.refundAmountInvalid, fieldErrors: { amount: M.refundAmountInvalid } };
  }
  return { ok: true, data: { ...parsed.data, amountMinor } };
}

export function parseInvoiceNote(form: Record<string, string>) {
  return result(z.object({ invoiceId, note }), form, M.invalidRequest);
}
