// How the file endpoints (resource routes outside the dashboard layout) answer: JSON {message} for
// fetch and XMLHttpRequest callers, never cached, every failure with its status and the user-facing
// text, never a 500 page for a known failure.
import { redirect } from "react-router";
import { AppError } from "~/lib/errors";
import { logger } from "~/lib/logger.server";
import { RateLimitError } from "~/lib/rate-limit.server";
import type { CurrentUser } from "~/modules/auth/current-user";
import { getCurrentUser, requireUser } from "~/modules/auth/session.server";
import { FILE_MESSAGES } from "./submission-files.constants";
import type { DownloadLink, FileEndpointAnswer } from "./submission-files.types";

const NO_STORE = { "cache-control": "private, no-store" } as const;

export function noStoreJson(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: NO_STORE });
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
      const answer = noStoreJson({ message: error.message } satisfies FileEndpointAnswer, error.status);
      answer.headers.set("retry-after", String(error.retryAfterSeconds));
      return answer;
    }
    if (error instanceof AppError)
      return noStoreJson({ message: error.message } satisfies FileEndpointAnswer, error.status);
    logger.error({ err: error }, "file endpoint failed");
    return noStoreJson({ message: failureMessage } satisfies FileEndpointAnswer, 500);
  }
}

/** The signed-in user of a fetch call: 401 'User not authenticated' for a visitor. */
export async function requireApiUser(request: Request): Promise<CurrentUser> {
  const user = await getCurrentUser(request);
  if (!user) throw new AppError("unauthenticated", 401, FILE_MESSAGES.notAuthenticated);
  return user;
}

/** Whether the caller asked for the link as JSON (`?format=json`) instead of a redirect. */
export function wantsJson(request: Request): boolean {
  return new URL(request.url).searchParams.get("format") === "json";
}

/**
 * A download endpoint: with `?format=json` the signed link as JSON (the Files tab's buttons);
 * otherwise, for a plain link, a visitor is sent to sign in and a reader is redirected (302) to
 * the signed URL, or gets the failure as text.
 */
export async function answerDownload(
  { request, url }: { request: Request; url: URL },
  link: (user: CurrentUser) => Promise<DownloadLink>,
): Promise<Response> {
  if (wantsJson(request)) {
    return answerJson(async () => noStoreJson(await link(await requireApiUser(request))), FILE_MESSAGES.linkFailed);
  }
  const user = await requireUser({ request, url });
  try {
    const signed = await link(user);
    return redirect(signed.url, { headers: NO_STORE });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return new Response(error.message, {
      status: error.status,
      headers: { ...NO_STORE, "content-type": "text/plain; charset=utf-8" },
    });
  }
}
