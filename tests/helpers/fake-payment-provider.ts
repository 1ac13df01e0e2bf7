// A stand-in for the online payment provider (Razorpay's webhook format): builds a
// `payment.captured` event for an invoice and signs it as the provider does (HMAC-SHA256 of the
// raw body with the webhook secret, hex, in X-Razorpay-Signature; the event id in X-Razorpay-Event-Id).
import crypto from "node:crypto";
import http from "node:http";

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

export const FAKE_KEY_ID = "rzp_test_fake";
export const FAKE_KEY_SECRET = "fake-key-secret";

type Link = {
  id: string;
  amount: number;
  currency: string;
  notes: Record<string, string>;
  callbackUrl: string;
  status: "created" | "paid";
};

export type FakeProvider = {
  url: string;
  links: Map<string, Link>;
  /** The payer pays on the link's page: the provider sends its signed `payment_link.paid` event. */
  pay: (linkId: string) => Promise<void>;
  close: () => Promise<void>;
};

/**
 * A local stand-in for the provider's Payment Links API: `POST /v1/payment_links` with HTTP Basic
 * key id and secret (401 otherwise; 400 for an amount under 100 minor units or a missing currency),
 * answering `{ id, short_url, status }`; the link's page at `short_url`; and, when the link is paid,
 * the signed webhook handed to `deliver` (the platform's endpoint, or an HTTP POST to it).
 */
export async function startFakeProvider(deliver: (event: SignedEvent) => Promise<void>): Promise<FakeProvider> {
  const links = new Map<string, Link>();
  const expectedAuth = `Basic ${Buffer.from(`${FAKE_KEY_ID}:${FAKE_KEY_SECRET}`).toString("base64")}`;
  let base = "";
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      };
      const path = new URL(req.url ?? "/", base).pathname;
      if (req.method === "POST" && path === "/v1/payment_links") {
        if (req.headers.authorization !== expectedAuth) {
          return send(401, { error: { code: "BAD_REQUEST_ERROR", description: "Authentication failed" } });
        }
        const body = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") as {
          amount?: number;
          currency?: string;
          notes?: Record<string, string>;
          callback_url?: string;
        };
        if (!Number.isInteger(body.amount) || body.amount! < 100 || !body.currency) {
          return send(400, { error: { code: "BAD_REQUEST_ERROR", description: "The amount must be at least 100." } });
        }
        const id = `plink_${crypto.randomBytes(7).toString("hex")}`;
        links.set(id, {
          id,
          amount: body.amount!,
          currency: body.currency,
          notes: body.notes ?? {},
          callbackUrl: body.callback_url ?? "",
          status: "created",
        });
        return send(200, { id, short_url: `${base}/pay/${id}`, status: "created", amount: body.amount });
      }
      const page = /^\/pay\/(plink_[0-9a-f]+)$/.exec(path);
      if (page && req.method === "GET" && links.has(page[1]!)) {
        const link = links.get(page[1]!)!;
        res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        return res.end(
          `<!doctype html><title>Pay</title><form method="post"><button>Pay ${link.currency} ${link.amount / 100}</button></form>`,
        );
      }
      if (page && req.method === "POST" && links.has(page[1]!)) {
        const link = links.get(page[1]!)!;
        void fake
          .pay(link.id)
          .then(() => {
            res.writeHead(302, { location: link.callbackUrl });
            res.end();
          })
          .catch(() => send(500, {}));
        return;
      }
      send(404, { error: { code: "NOT_FOUND" } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const fake: FakeProvider = {
    url: base,
    links,
    async pay(linkId) {
      const link = links.get(linkId);
      if (!link) throw new Error(`no payment link ${linkId}`);
      link.status = "paid";
      const paymentId = `pay_${crypto.randomBytes(7).toString("hex")}`;
      const body = JSON.stringify({
        entity: "event",
        account_id: "acc_fake",
        event: "payment_link.paid",
        contains: ["payment_link", "payment"],
        payload: {
          payment_link: { entity: { id: link.id, status: "paid", amount: link.amount, notes: link.notes } },
          payment: {
            entity: {
              id: paymentId,
              entity: "payment",
              amount: link.amount,
              currency: link.currency,
              status: "captured",
            },
          },
        },
        created_at: Math.floor(Date.now() / 1000),
      });
      await deliver({
        body,
        headers: {
          "content-type": "application/json",
          "x-razorpay-signature": crypto.createHmac("sha256", FAKE_WEBHOOK_SECRET).update(body).digest("hex"),
          "x-razorpay-event-id": `evt_${crypto.randomBytes(7).toString("hex")}`,
        },
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}
