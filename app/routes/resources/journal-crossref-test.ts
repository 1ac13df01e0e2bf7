import { CROSSREF_MESSAGES as M } from "~/modules/crossref/crossref.constants";
import { testCrossrefConnectionAs } from "~/modules/crossref/crossref.service.server";
import { answerJson, methodNotAllowed, noStoreJson } from "~/lib/json-endpoint.server";
import { requireApiUser } from "~/modules/auth/session.server";
import type { Route } from "./+types/journal-crossref-test";

/** The endpoint only takes posts: a GET or HEAD is answered 405, not by the router's 400 and a logged stack. */
export function loader() {
  return methodNotAllowed();
}

/**
 * POST /api/journals/:journalId/crossref-test: signs in to the journal's Crossref system with its
 * stored credentials. 200 {success, message: 'Connection successful' | 'Connection failed', reason?}
 * for the journal's editors and admins; 401, 403, 404 {message}.
 */
export async function action({ request, params }: Route.ActionArgs) {
  return answerJson(async () => {
    if (request.method !== "POST") return methodNotAllowed();
    const user = await requireApiUser(request);
    return noStoreJson(await testCrossrefConnectionAs(user, params.journalId));
  }, M.connectionFailed);
}
