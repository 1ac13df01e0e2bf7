import { orHttpError } from "~/lib/http.server";
import { renderMetricsPanel } from "~/modules/articles/metrics-panels.server";
import type { Route } from "./+types/article-metrics-panel";

/** GET: a Citation Metrics dialog's panel for a reader page, as an HTML fragment (public, read-only). */
export async function loader({ params }: Route.LoaderArgs) {
  const html = await orHttpError(() =>
    renderMetricsPanel(params.panel, {
      shortName: params.shortName,
      volume: params.volume,
      articleNumber: params.articleNumber,
    }),
  );
  return new Response(html, {
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "public, max-age=60" },
  });
}
