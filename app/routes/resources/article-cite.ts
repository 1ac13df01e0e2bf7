import { data } from "react-router";
import { orHttpError } from "~/lib/http.server";
import { getArticleCitation, CITATION_FORMATS } from "~/modules/citations/citations.service.server";
import type { Route } from "./+types/article-cite";

/** The article's reference: APA, MLA, Chicago, Vancouver as text; BibTeX and RIS as files. */
export async function loader({ params }: Route.LoaderArgs) {
  const format = params.format;
  if (!(format in CITATION_FORMATS)) throw data({ message: "Unknown citation format" }, { status: 404 });
  const citation = await orHttpError(() =>
    getArticleCitation(params.shortName, params.volume, params.articleNumber, format as keyof typeof CITATION_FORMATS),
  );
  const headers: Record<string, string> = {
    "content-type": citation.contentType,
    "cache-control": "public, max-age=300",
  };
  if (citation.fileName) headers["content-disposition"] = `attachment; filename="${citation.fileName}"`;
  return new Response(citation.body, { headers });
}
