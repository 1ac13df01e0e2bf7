import { BarChart3, Trash2 } from "lucide-react";
import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import { toast } from "~/components/ui/toast";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { CITATION_TOASTS, postCitationChange } from "~/modules/citations/citation-change";
import {
  EXTERNAL_DESCRIPTION,
  EXTERNAL_TITLE,
  INTERNAL_DESCRIPTION,
  INTERNAL_TITLE,
  InternalCitationsList,
  METRIC_CARD_CLASS,
  METRIC_CARDS,
  MetricCardBody,
  USAGE_DESCRIPTION,
  UsageTable,
  type InternalCitation,
  type MetricCounts,
  type MetricPanel,
  type MonthlyUsage,
} from "./citation-metrics-parts";

// What the dialogs show beyond the stored lists (the add form, the history charts, the external
// citations' tabs) is a script chunk of its own, fetched when a dialog opens: the article page's
// scripts stay within their budget (tests/e2e/public/page-weight.spec.ts).
const AddCitationForm = lazy(() =>
  import("~/modules/citations/components/citation-manager").then((m) => ({ default: m.AddCitationForm })),
);
const MetricsHistory = lazy(() =>
  import("~/modules/metrics-history/components/metrics-history").then((m) => ({ default: m.MetricsHistory })),
);
const ExternalCitationsPanel = lazy(() =>
  import("~/modules/external-citations/components/external-citations-panel").then((m) => ({
    default: m.ExternalCitationsPanel,
  })),
);

type Details = {
  internal: InternalCitation[];
  external: {
    id: string;
    source: string;
    title: string;
    journalName: string | null;
    url: string | null;
    publicationDate: string | null;
  }[];
};

/**
 * The four Citation Metrics cards, each opening a dialog with what the database holds. With
 * `canManage` (citations.manage on the article's journal) the Internal Citations dialog adds and
 * removes citing articles; the server checks the same permission.
 */
export function CitationMetrics({
  basePath,
  counts,
  usage,
  canManage = false,
}: {
  basePath: string;
  counts: MetricCounts;
  usage: MonthlyUsage;
  canManage?: boolean;
}) {
  const [open, setOpen] = useState<MetricPanel | null>(null);
  const [details, setDetails] = useState<Details | null>(null);
  const [failed, setFailed] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);
  const revalidator = useRevalidator();

  const load = useCallback(
    (fresh: boolean) =>
      fetch(`${basePath}/citations`, fresh ? { cache: "no-store" } : undefined)
        .then((r) => (r.ok ? r.json() : Promise.reject(new Error(String(r.status)))))
        .then((json: Details) => {
          setFailed(false);
          setDetails(json);
        })
        .catch(() => setFailed(true)),
    [basePath],
  );

  useEffect(() => {
    if ((open === "internal" || open === "external") && !details) void load(canManage);
  }, [open, details, load, canManage]);

  /** After a change: the list again (never from the browser's cache) and the page's counts. */
  const changed = useCallback(() => {
    void load(true);
    void revalidator.revalidate();
  }, [load, revalidator]);

  const remove = async (citingId: string) => {
    setRemoving(citingId);
    const answer = await postCitationChange(basePath, { intent: "remove", citingArticleId: citingId });
    setRemoving(null);
    if (!answer.ok) {
      toast.error(CITATION_TOASTS.removeFailed, { description: answer.message });
      return;
    }
    toast.success(CITATION_TOASTS.removed);
    changed();
  };

  return (
    <div>
      <div className="grid grid-cols-2 gap-3">
        {METRIC_CARDS.map((c) => (
          <button key={c.key} type="button" onClick={() => setOpen(c.key)} className={METRIC_CARD_CLASS}>
            <MetricCardBody card={c} counts={counts} />
          </button>
        ))}
      </div>
      <Button variant="outline" size="sm" className="mt-3 w-full" onClick={() => setOpen("external")}>
        <BarChart3 /> View External Citation Analytics
      </Button>

      <Dialog open={open !== null} onOpenChange={(o) => !o && setOpen(null)}>
        <DialogContent className={`max-h-[90vh] overflow-y-auto ${open === "external" ? "max-w-3xl" : "max-w-xl"}`}>
          {open === "internal" && (
            <>
              <DialogHeader>
                <DialogTitle>{INTERNAL_TITLE}</DialogTitle>
                <DialogDescription>{INTERNAL_DESCRIPTION}</DialogDescription>
              </DialogHeader>
              {failed ? (
                <p className="text-sm text-red-700">Failed to load citations</p>
              ) : !details ? (
                <p className="text-sm text-slate-600">Loading…</p>
              ) : (
                <InternalCitationsList
                  items={details.internal}
                  action={
                    canManage
                      ? (c) => (
                          <Button
                            type="button"
                            variant="outline"
                            size="sm"
                            className="mt-2"
                            disabled={removing !== null}
                            onClick={() => void remove(c.id)}
                            aria-label={`Remove the citation by ${c.title}`}
                          >
                            <Trash2 aria-hidden="true" /> Remove
                          </Button>
                        )
                      : undefined
                  }
                />
              )}
              <Suspense fallback={<ChunkLoading />}>
                {canManage ? <AddCitationForm basePath={basePath} onChanged={changed} /> : null}
                <MetricsHistory basePath={basePath} metric="citationCount" label="Citations" />
              </Suspense>
            </>
          )}
          {(open === "downloads" || open === "views") && (
            <>
              <DialogHeader>
                <DialogTitle>{open === "downloads" ? "Downloads" : "Views"}</DialogTitle>
                <DialogDescription>{USAGE_DESCRIPTION}</DialogDescription>
              </DialogHeader>
              <UsageTable which={open} counts={counts} usage={usage} />
              <Suspense fallback={<ChunkLoading />}>
                <MetricsHistory
                  basePath={basePath}
                  metric={open === "downloads" ? "downloadCount" : "viewCount"}
                  label={open === "downloads" ? "Downloads" : "Views"}
                />
              </Suspense>
            </>
          )}
          {open === "external" && (
            <>
              {/* The header stays outside the boundary: a fallback whose title mounts and unmounts
                  re-rendered the dialog, which made Preact's Suspense try the panel again, for ever. */}
              <DialogHeader>
                <DialogTitle>{EXTERNAL_TITLE}</DialogTitle>
                <DialogDescription>{EXTERNAL_DESCRIPTION}</DialogDescription>
              </DialogHeader>
              <Suspense fallback={<ChunkLoading />}>
                <ExternalCitationsPanel basePath={basePath} />
              </Suspense>
            </>
          )}
        </DialogContent>
      </Dialog>
    </div>
  );
}

/** Shown for the moment a dialog's script chunk takes to arrive. */
function ChunkLoading() {
  return (
    <p className="text-sm text-slate-600" role="status">
      Loading…
    </p>
  );
}
