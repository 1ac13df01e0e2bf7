// A stand-in for the online payment provider (Razorpay's webhook format): builds a
// `payment.captured` event for an invoice and signs it as the provider does (HMAC-SHA256 of the
// raw body with the webhook secret, hex, in X-Razorpay-Signature; the event id in X-Razorpay-Event-Id).
import crypto from "node:crypto";

export const FAKE_WEBHOOK_SECRET = "fake-razorpay-webhook-secret";

export type SignedEvent = { body: string; headers: Record<string, string> };

export function capturedPaymentEvent(
  invoice: { id: string; totalMinor: number; currency: string },
  opts: { eventId?: string; secret?: string; paymentId?: string } = {},
): SignedEvent {
  const eventId = opts.eventId ?? `evt_${crypto.randomBytes(7).toString("hex")}`;
  const body = JSON.stringify({
    entity: "event",
    account_id: "acc_fake",
    event: "payment.captured",
    contains: ["payment"],
    payload: {
      payment: {
        entity: {
          id: opts.paymentId ?? `pay_${crypto.randomBytes(7).toString("hex")}`,
          entity: "payment",
          amount: invoice.totalMinor,
          currency: invoice.currency,
          status: "captured",
          method: "upi",
          notes: { invoice_id: invoice.id },
        },
      },
    },
    created_at: Math.floor(Date.now() / 1000),
  });
  const signature = crypto
    .createHmac("sha256", opts.secret ?? FAKE_WEBHOOK_SECRET)
    .update(body)
    .digest("hex");
  return {
    body,
    headers: { "content-type": "application/json", "x-razorpay-signature": signature, "x-razorpay-event-id": eventId },
  };
}
