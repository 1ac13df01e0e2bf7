import { redirect } from "react-router";
import { authPath } from "~/modules/auth/redirects";
import { getCurrentUser } from "~/modules/auth/session.server";
import { getJournalSettings } from "./journal-settings.service.server";

/**
 * A journal whose access controls require registration serves its article files to signed-in
 * readers only: a visitor is sent to sign in, and comes back to the article's page (`articlePath`).
 * Returns the Cache-Control the file answer may carry: files behind sign-in are never kept by
 * shared caches.
 */
export async function requireDownloadAccess(request: Request, journalId: string, articlePath: string): Promise<string> {
  const { accessControls } = await getJournalSettings(journalId);
  if (!accessControls.requireRegistration) return "public, max-age=3600";
  if (!(await getCurrentUser(request))) throw redirect(authPath(articlePath));
  return "private, no-store";
}

/** Whether the journal's files need a signed-in reader (the article page says so on its buttons). */
export async function downloadsNeedSignIn(journalId: string): Promise<boolean> {
  return (await getJournalSettings(journalId)).accessControls.requireRegistration;
}
