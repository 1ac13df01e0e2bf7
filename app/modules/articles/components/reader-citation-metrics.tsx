import { BarChart3 } from "lucide-react";
import { Button } from "~/components/ui/button";
import { NativeDialog } from "~/components/ui/native-dialog";
import { RenderOnce } from "~/modules/reader-pages/render-once";
import { EXTERNAL_CITATION_MESSAGES } from "~/modules/external-citations/external-citations.constants";
import { METRICS_HISTORY_MESSAGES } from "~/modules/metrics-history/metrics-history.constants";
import {
  EXTERNAL_DESCRIPTION,
  EXTERNAL_TITLE,
  INTERNAL_DESCRIPTION,
  INTERNAL_TITLE,
  METRIC_CARD_CLASS,
  METRIC_CARDS,
  MetricCardBody,
  USAGE_DESCRIPTION,
  type MetricCounts,
} from "./citation-metrics-parts";

const dialogId = (panel: string) => `metrics-${panel}`;

/**
 * Where the server renders a dialog's panel (routes/resources/article-metrics-panel.ts), after the
 * article's address (`data-fragment-base`): the dialogs are then the same on every article.
 */
const metricsPanel = (panel: string) => `metrics/${panel}`;

/**
 * Citation Metrics on a reader page (ADR 034): the four cards open native dialogs; what the
 * dialogs hold beyond the cards' figures (the citing articles, the monthly downloads and views,
 * the histories, the external citations) is rendered by the server when a dialog first opens
 * (the monthly tables were 50 of an article page's 909 elements, ADR 092). The dialogs themselves
 * are the same on every article, rendered once and copied into the next reader pages (ADR 038).
 * Read-only: managing citations is the application's (citation-metrics.tsx), which a signed-in
 * browser gets.
 */
export function ReaderCitationMetrics({ basePath, counts }: { basePath: string; counts: MetricCounts }) {
  const panel = (name: string, failed: string) => (
    <div data-fragment={metricsPanel(name)} data-fragment-failed={failed} className="space-y-4">
      <p className="text-sm text-slate-600">Loading…</p>
    </div>
  );
  return (
    <div data-fragment-base={basePath}>
      <div className="grid grid-cols-2 gap-3">
        {METRIC_CARDS.map((c) => (
          <button
            key={c.key}
            type="button"
            data-dialog-open={dialogId(c.key)}
            aria-haspopup="dialog"
            className={METRIC_CARD_CLASS}
          >
            <MetricCardBody card={c} counts={counts} />
          </button>
        ))}
      </div>
      <Button
        variant="outline"
        size="sm"
        className="mt-3 w-full"
        type="button"
        data-dialog-open={dialogId("external")}
        aria-haspopup="dialog"
      >
        <BarChart3 /> View External Citation Analytics
      </Button>

      <RenderOnce id="metrics-dialogs" inputs={[]}>
        <NativeDialog
          id={dialogId("internal")}
          title={INTERNAL_TITLE}
          description={INTERNAL_DESCRIPTION}
          className="max-w-xl"
        >
          {panel("internal", "Failed to load citations")}
        </NativeDialog>
        {(["downloads", "views"] as const).map((which) => (
          <NativeDialog
            key={which}
            id={dialogId(which)}
            title={which === "downloads" ? "Downloads" : "Views"}
            description={USAGE_DESCRIPTION}
            className="max-w-xl"
          >
            {panel(which, METRICS_HISTORY_MESSAGES.loadFailed)}
          </NativeDialog>
        ))}
        <NativeDialog
          id={dialogId("external")}
          title={EXTERNAL_TITLE}
          description={EXTERNAL_DESCRIPTION}
          className="max-w-3xl"
        >
          {panel("external", EXTERNAL_CITATION_MESSAGES.loadFailed)}
        </NativeDialog>
      </RenderOnce>
    </div>
  );
}
