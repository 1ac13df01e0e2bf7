import { answerJson, methodNotAllowed, noStoreJson } from "~/lib/json-endpoint.server";
import { receivePaymentWebhook } from "~/modules/invoices/payment-webhook.server";
import type { Route } from "./+types/payment-webhook";

/** The endpoint only takes posts: a GET or HEAD is answered 405, not by the router's 400 and a logged stack. */
export function loader() {
  return methodNotAllowed();
}

/**
 * POST /api/payments/razorpay/webhook: the online payment provider's signed events (ADR 064). No
 * session: the signature is the authentication; a forged or replayed event changes nothing.
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  return answerJson(async () => {
    const body = await request.text();
    const { status, result } = await receivePaymentWebhook(body, request.headers);
    return noStoreJson({ result }, status);
  }, "The event could not be processed.");
}
