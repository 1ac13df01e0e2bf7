// The personal parts of the public pages. Public pages are the same for every reader and are
// served from the page cache to visitors and signed-in readers alike; the browser then asks
// GET /api/session for who is signed in (the header's avatar menu) and, on an article page, for
// what only a signed-in reader gets there (Email Author's address, the citation editor's buttons).
import { AppError } from "~/lib/errors";
import { getArticleContact } from "~/modules/articles/articles.public.service.server";
import { can } from "./permissions";
import { loadSession } from "./session.server";
import type { Viewer, ViewerArticleRef } from "./viewer";

/** The article a public page names in `?journal=&volume=&article=`, or null. */
export function articleRefOf(url: URL): ViewerArticleRef | null {
  const shortName = url.searchParams.get("journal");
  const volume = url.searchParams.get("volume");
  const articleNumber = url.searchParams.get("article");
  return shortName && volume && articleNumber ? { shortName, volume, articleNumber } : null;
}

/**
 * The reader of a request: null for a visitor (and nothing else is looked up), else their name,
 * e-mail and roles, and for `article` (when it is public) what its page offers them. The session's
 * renewed cookie, or the removal of a stale one, goes out in `headers`.
 */
export async function getViewer(
  request: Request,
  article: ViewerArticleRef | null,
): Promise<{ viewer: Viewer; headers: Headers }> {
  const { user, headers } = await loadSession(request);
  if (!user) return { viewer: { user: null, article: null }, headers };
  let articlePart: Viewer["article"] = null;
  if (article) {
    try {
      const { journalId, recipient } = await getArticleContact(
        article.shortName,
        article.volume,
        article.articleNumber,
      );
      articlePart = {
        ...article,
        recipient,
        canManageCitations: can(user, "citations.manage", { journalId }),
      };
    } catch (err) {
      // No such public article (or a malformed reference): the page has no personal part.
      if (!(err instanceof AppError)) throw err;
    }
  }
  return { viewer: { user: { name: user.name, email: user.email, roles: user.roles }, article: articlePart }, headers };
}
