import { BarChart3, Download, Eye, Globe, Quote, Trash2 } from "lucide-react";
import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../../components/ui/dialog";
import { CITATION_TOASTS, postCitationChange } from "../../citations/citation-change";
import { articlePath } from "../../issues/issue-paths";

// What the dialogs show beyond the stored lists (the add form, the history charts, the external
// citations' tabs) is a script chunk of its own, fetched when a dialog opens: the article page's
// scripts stay within their budget (tests/e2e/public/page-weight.spec.ts).
const AddCitationForm = lazy(() =>
  import("../../citations/components/citation-manager").then((m) => ({ default: m.AddCitationForm })),
);
const MetricsHistory = lazy(() =>
  import("../../metrics-history/components/metrics-history").then((m) => ({ default: m.MetricsHistory })),
);
const ExternalCitationsPanel = lazy(() =>
  import("../../external-citations/components/external-citations-panel").then((m) => ({
    default: m.ExternalCitationsPanel,
  })),
);

type Counts = { citationCount: number; downloadCount: number; viewCount: number; mentionCount: number };
type Usage = { month: string; label: string; downloads: number; views: number }[];
type Details = {
  internal: {
    id: string;
    title: string;
    authorList: string;
    publicationDate: string | null;
    context: string | null;
    journalShortName: string;
    volumeNumber: number;
    articleNumber: number;
  }[];
  external: {
    id: string;
    source: string;
    title: string;
    journalName: string | null;
    url: string | null;
    publicationDate: string | null;
  }[];
};
type Which = "internal" | "downloads" | "views" | "external";

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
  counts: Counts;
  usage: Usage;
  canManage?: boolean;
}) {
  const [open, setOpen] = useState<Which | null>(null);
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

  const cards: { key: Which; label: string; value: number; icon: typeof Quote }[] = [
    { key: "internal", label: "Citations", value: counts.citationCount, icon: Quote },
    { key: "downloads", label: "Downloads", value: counts.downloadCount, icon: Download },
    { key: "views", label: "Views", value: counts.viewCount, icon: Eye },
    { key: "external", label: "External Citations", value: counts.mentionCount, icon: Globe },
  ];

  return (
    <div>
      <div className="grid grid-cols-2 gap-3">
        {cards.map((c) => (
          <button
            key={c.key}
            type="button"
            onClick={() => setOpen(c.key)}
            className="rounded-lg border border-slate-200 p-3 text-left transition hover:border-blue-300 hover:bg-blue-50/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
          >
            <c.icon className="size-4 text-blue-700" aria-hidden />
            <div className="mt-1 text-2xl font-bold text-slate-900" data-testid={`metric-${c.key}`}>
              {c.value.toLocaleString("en-US")}
            </div>
            <div className="text-xs text-slate-600">{c.label}</div>
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
                <DialogTitle>Citations on this platform</DialogTitle>
                <DialogDescription>Articles published in our journals that cite this article.</DialogDescription>
              </DialogHeader>
              {failed ? (
                <p className="text-sm text-red-700">Failed to load citations</p>
              ) : !details ? (
                <p className="text-sm text-slate-600">Loading…</p>
              ) : details.internal.length === 0 ? (
                <p className="text-sm text-slate-600">No citing articles recorded yet.</p>
              ) : (
                <ul className="space-y-3">
                  {details.internal.map((c) => (
                    <li key={c.id} className="rounded-lg border border-slate-200 p-3 text-sm">
                      <Link
                        to={articlePath(c.journalShortName, c.volumeNumber, c.articleNumber)}
                        className="font-medium text-blue-800 hover:underline"
                      >
                        {c.title}
                      </Link>
                      <div className="text-slate-600">{c.authorList}</div>
                      <div className="text-xs text-slate-500">{c.publicationDate ?? "n.d."}</div>
                      {c.context && <p className="mt-1 text-slate-700 italic">“{c.context}”</p>}
                      {canManage ? (
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
                      ) : null}
                    </li>
                  ))}
                </ul>
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
                <DialogDescription>
                  Counted on our server following COUNTER rules: robots are excluded and repeated clicks by the same
                  reader within 30 seconds count once.
                </DialogDescription>
              </DialogHeader>
              <p className="text-3xl font-bold">
                {(open === "downloads" ? counts.downloadCount : counts.viewCount).toLocaleString("en-US")}
              </p>
              <table className="w-full text-sm">
                <thead>
                  <tr className="text-left text-slate-500">
                    <th className="py-1 font-medium">Month</th>
                    <th className="py-1 text-right font-medium">{open === "downloads" ? "Downloads" : "Views"}</th>
                  </tr>
                </thead>
                <tbody>
                  {usage.map((u) => (
                    <tr key={u.month} className="border-t border-slate-100">
                      <td className="py-1">{u.label}</td>
                      <td className="py-1 text-right tabular-nums">{open === "downloads" ? u.downloads : u.views}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
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
            <Suspense
              fallback={
                <>
                  <DialogHeader>
                    <DialogTitle>External Citation Analytics</DialogTitle>
                  </DialogHeader>
                  <ChunkLoading />
                </>
              }
            >
              <ExternalCitationsPanel basePath={basePath} />
            </Suspense>
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
