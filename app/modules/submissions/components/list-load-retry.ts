// The submissions list's loading in the browser (spec 002 sections 2.1, 4 and 9): a failed load is
// tried again, up to 3 attempts in all, and the screen shows 'Retrying... (attempt n/3)' meanwhile;
// after the last attempt the route's error state ('Failed to load submissions', 'Try Again') shows.
import { useSyncExternalStore } from "react";
import { isRouteErrorResponse } from "react-router";
import { SUBMISSION_LIST_ATTEMPTS } from "../submissions.constants";

let attempt = 0;
const listeners = new Set<() => void>();

function setAttempt(value: number) {
  attempt = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The attempt under way (1, 2, 3), or 0 when no load is running. */
export function useListLoadAttempt(): number {
  return useSyncExternalStore(
    subscribe,
    () => attempt,
    () => 0,
  );
}

/**
 * Whether a failed load may succeed when tried again: a network failure or a server error. A
 * redirect (to sign in) or a refusal (403) is final.
 */
export function isRetryableLoadError(error: unknown): boolean {
  if (error instanceof Response) return error.status >= 500;
  if (isRouteErrorResponse(error)) return error.status >= 500;
  return true;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `load`, trying again after a retryable failure (a short pause between attempts). */
export async function loadWithRetries<T>(
  load: () => Promise<T>,
  attempts = SUBMISSION_LIST_ATTEMPTS,
  pauseMs = (n: number) => 500 * n,
): Promise<T> {
  try {
    for (let n = 1; ; n++) {
      setAttempt(n);
      try {
        return await load();
      } catch (error) {
        if (n >= attempts || !isRetryableLoadError(error)) throw error;
        await sleep(pauseMs(n));
      }
    }
  } finally {
    setAttempt(0);
  }
}
