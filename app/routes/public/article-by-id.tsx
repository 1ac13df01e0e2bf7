import { redirect } from "react-router";
import { orHttpError } from "~/lib/http.server";
import { resolveArticlePath } from "~/modules/articles/articles.public.service.server";
import type { Route } from "./+types/article-by-id";

/** /journal/{shortName}/article/{articleId}: a permanent redirect to the canonical article URL. */
export async function loader({ params }: Route.LoaderArgs) {
  throw redirect(await orHttpError(() => resolveArticlePath(params.shortName, params.articleId)), 301);
}

export { ErrorBoundary } from "./article";

export default function ArticleById() {
  return null;
}
