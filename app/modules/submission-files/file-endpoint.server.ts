// The download endpoints of submission files: a signed link as JSON for the Files tab's buttons,
// or a redirect to it for a plain link.
import { redirect } from "react-router";
import { AppError } from "~/lib/errors";
import { answerJson, noStoreJson } from "~/lib/json-endpoint.server";
import type { CurrentUser } from "~/modules/auth/current-user";
import { requireApiUser, requireUser } from "~/modules/auth/session.server";
import { FILE_MESSAGES } from "./submission-files.constants";
import type { DownloadLink } from "./submission-files.types";

const NO_STORE = { "cache-control": "private, no-store" } as const;

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
