// How the endpoints that scripts call with fetch (resource routes outside the dashboard layout)
// answer: JSON {message}, never cached, every failure with its status and the user-facing text,
// never a 500 page for a known failure.
import { AppError } from "./errors";
import { logger } from "./logger.server";
import { RateLimitError } from "./rate-limit.server";

const NO_STORE = { "cache-control": "private, no-store" } as const;

/** What a failed endpoint answers, and what a success may add to. */
export type EndpointAnswer = { message: string };

export function noStoreJson(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: NO_STORE });
}

/**
 * A method the endpoint does not take: 405 with the methods it does (RFC 9110 asks for Allow).
 * Endpoints that only take posts export it as their loader, so a GET is not the router's 400.
 */
export function methodNotAllowed(allow = "POST"): Response {
  const answer = noStoreJson({ message: "Method Not Allowed" } satisfies EndpointAnswer, 405);
  answer.headers.set("allow", allow);
  return answer;
}

/**
 * Runs an endpoint's work. An AppError becomes JSON {message} with its status; anything else is
 * logged and answered 500 with `failureMessage` (the spec's 'Failed to ...' toast text).
 */
export async function answerJson(work: () => Promise<Response>, failureMessage: string): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Response) return error;
    if (error instanceof RateLimitError) {
      const answer = noStoreJson({ message: error.message } satisfies EndpointAnswer, error.status);
      answer.headers.set("retry-after", String(error.retryAfterSeconds));
      return answer;
    }
    if (error instanceof AppError)
      return noStoreJson({ message: error.message } satisfies EndpointAnswer, error.status);
    logger.error({ err: error }, "endpoint failed");
    return noStoreJson({ message: failureMessage } satisfies EndpointAnswer, 500);
  }
}
