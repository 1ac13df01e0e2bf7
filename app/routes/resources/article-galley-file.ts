import { orHttpError } from "~/lib/http.server";
import { clientAddressContext } from "~/lib/request-context";
import { getHtmlGalleyFile, openReaderGalley } from "~/modules/articles/articles.public.service.server";
import { htmlGalleyFolder, htmlGalleyPolicy } from "~/modules/articles/html-galley-policy";
import { requireDownloadAccess } from "~/modules/journal-settings/download-access.server";
import { recordArticleUsage } from "~/modules/usage/usage.service.server";
import type { Route } from "./+types/article-galley-file";

/**
 * An HTML galley shown as a page, and the files it shows (its images, its stylesheets) beside it,
 * by their names (ADR 072): `…/galley/{id}/{its file name}` is the page, `…/galley/{id}/{name}`
 * one of its files. Both under a sandboxing Content-Security-Policy that lets the page load only
 * this folder's files; the page counts as a download of the article.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { journal, article, galley, file, isPage } = await orHttpError(() =>
    getHtmlGalleyFile(params.shortName, params.volume, params.articleNumber, params.galleyId, params.fileName),
  );
  const cacheControl = await requireDownloadAccess(
    request,
    journal.id,
    `/journal/${params.shortName}/article/${params.volume}/${params.articleNumber}`,
  );
  const stored = await openReaderGalley({ storageKey: file.storageKey, kind: "html" }, null);
  if (!stored) throw new Response("File not found.", { status: 404 });
  if (isPage) await recordArticleUsage(article.id, "request", request, context.get(clientAddressContext));
  const folder = htmlGalleyFolder(params.shortName, params.volume, params.articleNumber, galley.id);
  return new Response(stored.body, {
    headers: {
      "content-type": file.mimeType,
      "content-length": String(stored.sizeBytes),
      "content-disposition": `inline; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      "content-security-policy": htmlGalleyPolicy(new URL(request.url).origin, folder),
      "cache-control": cacheControl,
      "x-content-type-options": "nosniff",
    },
  });
}
