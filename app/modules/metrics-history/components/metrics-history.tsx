import { Camera } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { toast } from "~/components/ui/toast";
import { Button } from "~/components/ui/button";
import { METRICS_HISTORY_MESSAGES as M } from "../metrics-history.constants";
import type { MetricKey, MetricsHistoryView } from "../metrics-history.types";
import { HistoryLineChart } from "./history-line-chart";

/**
 * The history of one of the article's counters, from its recorded snapshots: a line chart, or a
 * plain statement that there is none yet. Editors and admins of the journal may record a snapshot.
 */
export function MetricsHistory({ basePath, metric, label }: { basePath: string; metric: MetricKey; label: string }) {
  const [view, setView] = useState<MetricsHistoryView | null>(null);
  const [failed, setFailed] = useState(false);
  const [recording, setRecording] = useState(false);

  const load = useCallback(() => {
    fetch(`${basePath}/metrics-history`, { headers: { accept: "application/json" } })
      .then((r) => (r.ok ? (r.json() as Promise<MetricsHistoryView>) : Promise.reject(new Error(String(r.status)))))
      .then((v) => {
        setView(v);
        setFailed(false);
      })
      .catch(() => setFailed(true));
  }, [basePath]);

  useEffect(load, [load]);

  async function record() {
    setRecording(true);
    try {
      const response = await fetch(`${basePath}/metrics-history`, {
        method: "POST",
        body: new URLSearchParams({ intent: "snapshot" }),
      });
      const answer = (await response.json().catch(() => ({}))) as { message?: string };
      if (!response.ok) {
        toast.error(
          M.recordFailed,
          answer.message && answer.message !== M.recordFailed ? { description: answer.message } : {},
        );
        return;
      }
      toast.success(M.recorded);
      load();
    } catch {
      toast.error(M.recordFailed);
    } finally {
      setRecording(false);
    }
  }

  return (
    <HistorySection
      label={label}
      metric={metric}
      view={view}
      failed={failed}
      action={
        view?.canRecord ? (
          <Button variant="outline" size="sm" onClick={record} disabled={recording}>
            <Camera aria-hidden /> {recording ? "Recording…" : "Record snapshot"}
          </Button>
        ) : null
      }
    />
  );
}

/**
 * The history section itself, from a view already at hand (also rendered by the server alone, in a
 * reader page's Citation Metrics dialog: ~/modules/articles/metrics-panels.server.tsx).
 */
export function HistorySection({
  label,
  metric,
  view,
  failed = false,
  action = null,
}: {
  label: string;
  metric: MetricKey;
  view: MetricsHistoryView | null;
  failed?: boolean;
  action?: React.ReactNode;
}) {
  return (
    <section aria-label={`${label} history`} className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-slate-900">{label} over time</h3>
        {action}
      </div>
      {failed ? (
        <p className="text-sm text-red-700">{M.loadFailed}</p>
      ) : !view ? (
        <p className="text-sm text-slate-600">Loading…</p>
      ) : view.points.length === 0 ? (
        <p className="text-sm text-slate-600">{M.empty}</p>
      ) : (
        <HistoryLineChart label={label} points={view.points.map((p) => ({ at: p.recordedAt, value: p[metric] }))} />
      )}
    </section>
  );
}
