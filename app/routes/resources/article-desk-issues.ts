import { ARTICLE_MESSAGES } from "~/modules/articles/articles.desk.constants";
import { listIssuesForArticles } from "~/modules/articles/articles.desk.service.server";
import { answerJson, noStoreJson } from "~/lib/json-endpoint.server";
import { requireApiUser } from "~/modules/auth/session.server";
import type { Route } from "./+types/article-desk-issues";

/** GET /dashboard/articles/issues/:journalId: the issues of a journal the user manages, newest first, as JSON {issues}. */
export async function loader({ request, params }: Route.LoaderArgs) {
  return answerJson(async () => {
    const user = await requireApiUser(request);
    return noStoreJson({ issues: await listIssuesForArticles(user, params.journalId) });
  }, ARTICLE_MESSAGES.loadFailed);
}
