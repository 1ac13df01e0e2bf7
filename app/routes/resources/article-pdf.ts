import { orHttpError } from "~/lib/http.server";
import { clientAddressContext } from "~/lib/request-context";
import { getArticleGalley, openReaderGalley } from "~/modules/articles/articles.public.service.server";
import { requireDownloadAccess } from "~/modules/journal-settings/download-access.server";
import { recordArticleUsage } from "~/modules/usage/usage.service.server";
import type { Route } from "./+types/article-pdf";

/** The stable same-host PDF address that Google Scholar's citation_pdf_url points to. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { journal, article, galley, retraction } = await orHttpError(() =>
    getArticleGalley(params.shortName, params.volume, params.articleNumber, "pdf"),
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
  return new Response(stored.body, {
    headers: {
      "content-type": "application/pdf",
      "content-length": String(stored.sizeBytes),
      "content-disposition": `inline; filename*=UTF-8''${encodeURIComponent(galley.fileName)}`,
      "cache-control": cacheControl,
      "x-content-type-options": "nosniff",
    },
  });
}
