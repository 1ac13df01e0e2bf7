import { renderToStaticMarkup } from "react-dom/server";
import { AppError } from "~/lib/errors";
import { getArticleCitationDetails } from "~/modules/citations/citations.service.server";
import { ExternalCitationsTabs } from "~/modules/external-citations/components/external-citations-panel";
import { getExternalCitationsView } from "~/modules/external-citations/external-citations.service.server";
import { HistorySection } from "~/modules/metrics-history/components/metrics-history";
import { getMetricsHistory } from "~/modules/metrics-history/metrics-history.service.server";
import { getArticlePage } from "./articles.public.service.server";
import { InternalCitationsList, UsageTable } from "./components/citation-metrics-parts";

type ArticleAt = { shortName: string; volume: string; articleNumber: string };

/**
 * A reader page's Citation Metrics dialog panel (components/reader-citation-metrics.tsx) as an HTML
 * fragment: what a visitor sees in the application's dialogs, from the same services, rendered
 * here because the reader page has no React. 404 for an unknown panel or article.
 */
export async function renderMetricsPanel(panel: string, at: ArticleAt): Promise<string> {
  // Ids of its own (tabs), apart from the page's.
  const render = (element: React.ReactElement) =>
    renderToStaticMarkup(element, { identifierPrefix: `metrics-${panel}-` });
  const history = () => getMetricsHistory(null, at.shortName, at.volume, at.articleNumber);
  switch (panel) {
    case "internal": {
      const [details, view] = await Promise.all([
        getArticleCitationDetails(at.shortName, at.volume, at.articleNumber),
        history(),
      ]);
      return render(
        <>
          <InternalCitationsList items={details.internal} />
          <HistorySection label="Citations" metric="citationCount" view={view} />
        </>,
      );
    }
    case "downloads":
    case "views": {
      // The total and the months of the page's chart, from the page's own statement.
      const [page, view] = await Promise.all([getArticlePage(at.shortName, at.volume, at.articleNumber), history()]);
      return render(
        <>
          <UsageTable which={panel} counts={page.article} usage={page.monthlyUsage} />
          {panel === "downloads" ? (
            <HistorySection label="Downloads" metric="downloadCount" view={view} />
          ) : (
            <HistorySection label="Views" metric="viewCount" view={view} />
          )}
        </>,
      );
    }
    case "external": {
      const [external, view] = await Promise.all([
        getExternalCitationsView(null, at.shortName, at.volume, at.articleNumber),
        history(),
      ]);
      return render(
        <ExternalCitationsTabs
          view={external}
          history={<HistorySection label="External citations" metric="mentionCount" view={view} />}
          forceMount
        />,
      );
    }
    default:
      throw new AppError("not_found", 404, "Not found.");
  }
}
