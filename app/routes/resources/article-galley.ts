import { redirect } from "react-router";
import { orHttpError } from "~/lib/http.server";
import { clientAddressContext } from "~/lib/request-context";
import { getArticleGalley, openReaderGalley } from "~/modules/articles/articles.public.service.server";
import { htmlGalleyFolder, htmlGalleyPagePath } from "~/modules/articles/html-galley-policy";
import { requireDownloadAccess } from "~/modules/journal-settings/download-access.server";
import { recordArticleUsage } from "~/modules/usage/usage.service.server";
import type { Route } from "./+types/article-galley";

/**
 * A galley of a published article at a stable URL on the article's own path: counted as a download,
 * then streamed itself (like `…/pdf`), so a bookmarked or shared link keeps working and crawlers,
 * which robots.txt lets in here but not into /files/, can follow the page's button. PDFs open
 * inline, other files download under their name. An HTML galley is a page of its own in its folder,
 * beside the files it shows (article-galley-file.ts, ADR 072): this address sends the reader there.
 * Signed, expiring /files/ URLs are for private files (manuscripts) only.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { journal, article, galley, retraction } = await orHttpError(() =>
    getArticleGalley(params.shortName, params.volume, params.articleNumber, params.galleyId),
  );
  if (galley.kind === "html")
    throw redirect(
      htmlGalleyPagePath(
        htmlGalleyFolder(params.shortName, params.volume, params.articleNumber, galley.id),
        galley.fileName,
      ),
    );
  const cacheControl = await requireDownloadAccess(
    request,
    journal.id,
    `/journal/${params.shortName}/article/${params.volume}/${params.articleNumber}`,
  );
  // A retracted article's PDF comes stamped 'RETRACTED' on every page (ADR 066).
  const stored = await openReaderGalley(galley, retraction);
  if (!stored) throw new Response("File not found.", { status: 404 });
  await recordArticleUsage(article.id, "request", request, context.get(clientAddressContext));
  const disposition = galley.kind === "pdf" ? "inline" : "attachment";
  return new Response(stored.body, {
    headers: {
      "content-type": galley.mimeType,
      "content-length": String(stored.sizeBytes),
      "content-disposition": `${disposition}; filename*=UTF-8''${encodeURIComponent(galley.fileName)}`,
      "cache-control": cacheControl,
      "x-content-type-options": "nosniff",
    },
  });
}
