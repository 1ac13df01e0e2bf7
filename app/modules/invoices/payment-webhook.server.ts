// The online payment provider's webhook (Razorpay's format, ADR 064): the body signed with the
// shared secret (HMAC-SHA256, hex, in X-Razorpay-Signature), each event named by X-Razorpay-Event-Id.
// A wrong or missing signature is refused before the body is read as JSON; an event seen before
// changes nothing; a captured payment of an open invoice's exact amount pays it (with its receipt).
import crypto from "node:crypto";
import { AppError } from "~/lib/errors";
import { logger } from "~/lib/logger.server";
import { services } from "~/lib/services.server";
import { applyOnlinePayment } from "./invoices.service.server";

export function razorpaySignature(body: string, secret: string): string {
  return crypto.createHmac("sha256", secret).update(body, "utf8").digest("hex");
}

function signatureMatches(body: string, secret: string, given: string | null): boolean {
  if (!given || !/^[0-9a-f]{64}$/i.test(given)) return false;
  const expected = Buffer.from(razorpaySignature(body, secret), "hex");
  return crypto.timingSafeEqual(expected, Buffer.from(given, "hex"));
}

type PaymentEntity = {
  id?: string;
  amount?: number;
  currency?: string;
  status?: string;
  notes?: { invoice_id?: string };
};
type ProviderEvent = {
  event?: string;
  payload?: {
    payment?: { entity?: PaymentEntity };
    payment_link?: { entity?: { notes?: { invoice_id?: string } } };
  };
};

/** The events that pay: a captured payment, and a paid payment link (whose notes name the invoice). */
const PAYING_EVENTS = ["payment.captured", "payment_link.paid"];

/** Handles one delivery; answers what the provider needs to stop retrying (or 400 when forged). */
export async function receivePaymentWebhook(
  body: string,
  headers: Headers,
): Promise<{ status: number; result: string }> {
  const secret = services().env.RAZORPAY_WEBHOOK_SECRET;
  if (!secret) throw new AppError("payments.not_configured", 404, "Online payments are not set up.");
  if (!signatureMatches(body, secret, headers.get("x-razorpay-signature"))) {
    logger.warn("payment webhook refused: bad signature");
    throw new AppError("payments.bad_signature", 400, "Invalid signature.");
  }
  const eventId = headers.get("x-razorpay-event-id")?.trim();
  if (!eventId || eventId.length > 100) throw new AppError("payments.no_event_id", 400, "Missing event id.");
  let event: ProviderEvent;
  try {
    event = JSON.parse(body) as ProviderEvent;
  } catch {
    throw new AppError("payments.bad_body", 400, "Invalid body.");
  }
  const payment = event.payload?.payment?.entity;
  const invoiceId = payment?.notes?.invoice_id ?? event.payload?.payment_link?.entity?.notes?.invoice_id;
  if (!PAYING_EVENTS.includes(event.event ?? "") || !payment?.id || !invoiceId) {
    return { status: 200, result: "ignored" };
  }
  if (!Number.isSafeInteger(payment.amount) || typeof payment.currency !== "string") {
    return { status: 200, result: "ignored" };
  }
  const result = await applyOnlinePayment({
    eventId,
    invoiceId,
    paymentId: payment.id.slice(0, 100),
    amountMinor: payment.amount!,
    currency: payment.currency!,
  });
  logger.info({ eventId, invoiceId, result }, "payment webhook");
  return { status: 200, result };
}
