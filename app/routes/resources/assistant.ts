import { methodNotAllowed } from "~/lib/json-endpoint.server";
import { clientAddressContext } from "~/lib/request-context";
import { askAssistant } from "~/modules/assistant/assistant.service.server";
import type { Route } from "./+types/assistant";

const NO_STORE = { "cache-control": "private, no-store" };

/** The endpoint only takes posts: a GET or HEAD is answered 405, not by the router's 400 and a logged stack. */
export function loader() {
  return methodNotAllowed();
}

/**
 * The contact assistant (spec 000 section 7, "ai-agent"): `{ question }` as JSON or a form field in,
 * `{ response, sources, passages, composed }` out; 400 with `{ message }` for an empty or overlong
 * question, 429 with `{ message }` and Retry-After when the client asks too often.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  let question: unknown;
  if ((request.headers.get("content-type") ?? "").includes("application/json")) {
    const body = (await request.json().catch(() => null)) as { question?: unknown } | null;
    question = body?.question;
  } else {
    question = (await request.formData().catch(() => null))?.get("question");
  }
  const result = await askAssistant(question, { address: context.get(clientAddressContext) });
  if (!result.ok) {
    const headers: Record<string, string> = { ...NO_STORE };
    if (result.retryAfterSeconds) headers["retry-after"] = String(result.retryAfterSeconds);
    return Response.json({ message: result.message }, { status: result.status, headers });
  }
  return Response.json(result.reply, { headers: NO_STORE });
}
