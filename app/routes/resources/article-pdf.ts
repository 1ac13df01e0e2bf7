import { orHttpError } from "~/lib/http.server";
import { clientAddressContext } from "~/lib/request-context";
import { services } from "~/lib/services.server";
import { getArticleGalley } from "~/modules/articles/articles.public.service.server";
import { requireDownloadAccess } from "~/modules/journal-settings/download-access.server";
import { recordArticleUsage } from "~/modules/usage/usage.service.server";
import type { Route } from "./+types/article-pdf";

/** The stable same-host PDF address that Google Scholar's citation_pdf_url points to. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { journal, article, galley } = await orHttpError(() =>
    getArticleGalley(params.shortName, params.volume, params.articleNumber, "pdf"),
  );
  const cacheControl = await requireDownloadAccess(
    request,
    journal.id,
    `/journal/${params.shortName}/article/${params.volume}/${params.articleNumber}`,
  );
  const stored = await services().storage.get(galley.storageKey);
  if (!stored) throw new Response("File not found.", { status: 404 });
  await recordArticleUsage(article.id, "request", request, context.get(clientAddressContext));
  return new Response(stored.stream, {
    headers: {
      "content-type": "application/pdf",
      "content-length": String(stored.sizeBytes),
      "content-disposition": `inline; filename*=UTF-8''${encodeURIComponent(galley.fileName)}`,
      "cache-control": cacheControl,
      "x-content-type-options": "nosniff",
    },
  });
}
