import { redirect } from "react-router";
import { orHttpError } from "../../lib/http.server";
import { clientAddressContext } from "../../lib/request-context";
import { services } from "../../lib/services.server";
import { signedFilePath } from "../../lib/storage.server";
import { getArticleGalley } from "../../modules/article-detail/article-detail.service.server";
import { recordArticleUsage } from "../../modules/usage/usage.service.server";
import type { Route } from "./+types/article-galley";

/**
 * A galley download: counted, then handed over as a signed URL valid for 300 seconds. PDFs open
 * inline (a new tab), other files download under their name. `?format=json` answers the URL
 * instead of redirecting, for the page's download button.
 */
export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  const { article, galley } = await orHttpError(() =>
    getArticleGalley(params.shortName, params.volume, params.articleNumber, params.galleyId),
  );
  await recordArticleUsage(article.id, "request", request, context.get(clientAddressContext));
  const token = services().signer.sign({
    key: galley.storageKey,
    fileName: galley.fileName,
    mimeType: galley.mimeType,
    disposition: galley.kind === "pdf" ? "inline" : "attachment",
  });
  const signedUrl = signedFilePath(token);
  if (url.searchParams.get("format") === "json") {
    return Response.json(
      { url: signedUrl, fileName: galley.fileName, kind: galley.kind },
      { headers: { "cache-control": "no-store" } },
    );
  }
  return redirect(signedUrl, { headers: { "cache-control": "no-store" } });
}
