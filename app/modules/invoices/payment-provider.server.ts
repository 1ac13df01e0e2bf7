// 'Pay online' through the payment provider's payment links (Razorpay's Payment Links API, ADR
// 064): the platform asks for a link for the invoice's exact amount, carrying the invoice's id in
// its notes, and sends the author there; the provider's signed webhook then marks the invoice paid.
import { AppError } from "~/lib/errors";
import { services } from "~/lib/services.server";

const TIMEOUT_MS = 15_000;

export function onlinePaymentsEnabled(): boolean {
  const env = services().env;
  return !!(env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET && env.RAZORPAY_WEBHOOK_SECRET);
}

export type PaymentLinkRequest = {
  invoiceId: string;
  invoiceNumber: string;
  amountMinor: number;
  currency: string;
  customer: { name: string; email: string };
  description: string;
  callbackUrl: string;
};

/** Creates the provider's payment link; its id and the URL to send the payer to. */
export async function createPaymentLink(req: PaymentLinkRequest): Promise<{ id: string; url: string }> {
  const env = services().env;
  if (!onlinePaymentsEnabled()) throw new AppError("payments.not_configured", 404, "Online payments are not set up.");
  const auth = Buffer.from(`${env.RAZORPAY_KEY_ID}:${env.RAZORPAY_KEY_SECRET}`).toString("base64");
  let response: Response;
  try {
    response = await fetch(new URL("/v1/payment_links", env.RAZORPAY_API_URL), {
      method: "POST",
      headers: { authorization: `Basic ${auth}`, "content-type": "application/json" },
      body: JSON.stringify({
        amount: req.amountMinor,
        currency: req.currency,
        accept_partial: false,
        // Unique per link: a second 'Pay online' for the same invoice asks for a new one.
        reference_id: `${req.invoiceNumber}-${Date.now().toString(36)}`.slice(0, 40),
        description: req.description.slice(0, 2048),
        customer: { name: req.customer.name, email: req.customer.email },
        notify: { sms: false, email: false },
        callback_url: req.callbackUrl,
        callback_method: "get",
        notes: { invoice_id: req.invoiceId, invoice_number: req.invoiceNumber },
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new AppError(
      "payments.unreachable",
      502,
      "The payment provider could not be reached. Please try again later.",
    );
  }
  const body = (await response.json().catch(() => null)) as { id?: unknown; short_url?: unknown } | null;
  if (!response.ok || typeof body?.id !== "string" || typeof body.short_url !== "string") {
    throw new AppError("payments.refused", 502, "The payment provider refused the payment. Please try again later.");
  }
  const url = new URL(body.short_url);
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new AppError("payments.refused", 502, "The payment provider refused the payment. Please try again later.");
  }
  return { id: body.id, url: url.toString() };
}
