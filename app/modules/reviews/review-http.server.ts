// How the peer review forms are answered by the pages' actions: {ok, message, intent} with the
// status of the refusal, never a thrown error page for a known refusal.
import { data } from "react-router";
import { AppError } from "~/lib/errors";
import { REVIEW_MESSAGES } from "./reviews.constants";
import type { Parsed } from "./reviews.schemas";
import type { ReviewActionData } from "./reviews.types";

export function reviewAnswer(intent: string, ok: boolean, message: string, status = ok ? 200 : 400) {
  return data<ReviewActionData>({ intent, ok, message }, { status });
}

/** Runs a use case after its form parsed; a refusal becomes its status and message. */
export async function runReviewIntent<T>(
  intent: string,
  parsed: Parsed<T>,
  work: (input: T) => Promise<unknown>,
  success: string,
) {
  if (!parsed.ok) return reviewAnswer(intent, false, parsed.message, 400);
  try {
    await work(parsed.data);
    return reviewAnswer(intent, true, success);
  } catch (err) {
    if (err instanceof AppError) return reviewAnswer(intent, false, err.message, err.status);
    throw err;
  }
}

export const invalidReviewRequest = (intent: string) =>
  reviewAnswer(intent, false, REVIEW_MESSAGES.invalidRequest, 400);
