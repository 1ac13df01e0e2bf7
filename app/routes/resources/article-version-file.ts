import { orHttpError } from "~/lib/http.server";
import { services } from "~/lib/services.server";
import { getArticleVersionFile } from "~/modules/articles/articles.versions.service.server";
import { requireDownloadAccess } from "~/modules/journal-settings/download-access.server";
import type { Route } from "./+types/article-version-file";

/** A file of an earlier version of an article (ADR 066): the copy kept when the version was replaced. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const { journal, galley } = await orHttpError(() =>
    getArticleVersionFile(params.shortName, params.volume, params.articleNumber, params.version, params.file),
  );
  const cacheControl = await requireDownloadAccess(
    request,
    journal.id,
    `/journal/${params.shortName}/article/${params.volume}/${params.articleNumber}`,
  );
  const stored = await services().storage.get(galley.storageKey);
  if (!stored) throw new Response("File not found.", { status: 404 });
  const disposition = galley.kind === "pdf" ? "inline" : "attachment";
  return new Response(stored.stream, {
    headers: {
      "content-type": galley.mimeType,
      "content-length": String(stored.sizeBytes),
      "content-disposition": `${disposition}; filename*=UTF-8''${encodeURIComponent(galley.fileName)}`,
      "cache-control": cacheControl,
      "x-content-type-options": "nosniff",
    },
  });
}
