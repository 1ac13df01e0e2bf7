import { ExternalLink } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { MetricsHistory } from "~/modules/metrics-history/components/metrics-history";
import { EXTERNAL_CITATION_MESSAGES as M } from "../external-citations.constants";
import type { ExternalCitationsView } from "../external-citations.types";
import { CitationsPerYearChart } from "./citations-per-year-chart";
import { FetchCitationsForm } from "./fetch-citations-form";
import { formatCount } from "~/lib/format-count";
import { formatDateTimeUtc } from "~/lib/format-date";

const AUTHORS_SHOWN = 3;
const authorList = (names: string[]) =>
  names.length === 0
    ? "Author not available"
    : names.length > AUTHORS_SHOWN
      ? `${names.slice(0, AUTHORS_SHOWN).join(", ")}, et al.`
      : names.join(", ");
/**
 * The External Citations dialog's content: tabs Overview, Citations, Analytics and Sources over
 * what the database holds, and 'Fetch citations' for the journal's editors and admins.
 */
export function ExternalCitationsPanel({ basePath }: { basePath: string }) {
  const [view, setView] = useState<ExternalCitationsView | null>(null);
  const [failed, setFailed] = useState(false);
  const [historyKey, setHistoryKey] = useState(0);
  // The page's External Citations card shows articles.mention_count: read the page again after a fetch.
  const revalidator = useRevalidator();

  const load = useCallback(() => {
    fetch(`${basePath}/external-citations`, { headers: { accept: "application/json" } })
      .then((r) => (r.ok ? (r.json() as Promise<ExternalCitationsView>) : Promise.reject(new Error(String(r.status)))))
      .then((v) => {
        setView(v);
        setFailed(false);
      })
      .catch(() => setFailed(true));
  }, [basePath]);

  useEffect(load, [load]);

  return (
    <>
      {failed ? (
        <p className="text-sm text-red-700">{M.loadFailed}</p>
      ) : !view ? (
        <p className="text-sm text-slate-600">Loading…</p>
      ) : (
        <>
          {view.canFetch &&
            (view.hasDoi ? (
              <FetchCitationsForm
                basePath={basePath}
                onFetched={() => {
                  load();
                  setHistoryKey((k) => k + 1);
                  void revalidator.revalidate();
                }}
              />
            ) : (
              <p className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">{M.noDoi}</p>
            ))}
          <ExternalCitationsTabs
            view={view}
            history={
              <MetricsHistory key={historyKey} basePath={basePath} metric="mentionCount" label="External citations" />
            }
          />
        </>
      )}
    </>
  );
}

/**
 * The four tabs over a view already at hand. `history` is the Analytics tab's history section;
 * `forceMount` renders every panel (the inactive ones hidden) for a page without React, where the
 * reader script switches them (reader-pages/script/tabs.ts).
 */
export function ExternalCitationsTabs({
  view,
  history,
  forceMount,
}: {
  view: ExternalCitationsView;
  history: React.ReactNode;
  forceMount?: true;
}) {
  return (
    <Tabs defaultValue="overview" data-static-tabs={forceMount ? "" : undefined}>
      <TabsList>
        <TabsTrigger value="overview">Overview</TabsTrigger>
        <TabsTrigger value="citations">Citations</TabsTrigger>
        <TabsTrigger value="analytics">Analytics</TabsTrigger>
        <TabsTrigger value="sources">Sources</TabsTrigger>
      </TabsList>
      <TabsContent forceMount={forceMount} value="overview" className="mt-4 space-y-3">
        {view.total === 0 ? (
          <p className="text-sm text-slate-600">{M.empty}</p>
        ) : (
          <>
            <div className="flex items-baseline gap-2">
              <span className="text-3xl font-bold text-slate-900" data-testid="external-total">
                {formatCount(view.total)}
              </span>
              <span className="text-sm text-slate-600">
                distinct citing work{view.total === 1 ? "" : "s"} (a work found by several sources counts once)
              </span>
            </div>
            <ul className="grid grid-cols-1 gap-2 sm:grid-cols-3">
              {view.bySource.map((s) => (
                <li key={s.source} className="rounded-lg border border-slate-200 p-3">
                  <div className="text-xl font-semibold text-slate-900">{formatCount(s.count)}</div>
                  <div className="text-xs text-slate-600">{s.label}</div>
                </li>
              ))}
            </ul>
          </>
        )}
        <p className="text-xs text-slate-600">
          Latest update: {view.latestUpdate ? formatDateTimeUtc(view.latestUpdate) : "never fetched"}
        </p>
      </TabsContent>
      <TabsContent forceMount={forceMount} value="citations" className="mt-4">
        {view.citations.length === 0 ? (
          <p className="text-sm text-slate-600">{M.empty}</p>
        ) : (
          <>
            <ul className="space-y-2" aria-label="External citations">
              {view.citations.map((c) => (
                <li key={c.id} className="rounded-lg border border-slate-200 p-3 text-sm">
                  <div className="font-medium text-slate-900">
                    {c.url ? (
                      <a
                        href={c.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="inline-flex items-start gap-1 text-blue-800 hover:underline"
                      >
                        {c.title}
                        <ExternalLink className="mt-0.5 size-3.5 shrink-0" aria-hidden />
                        <span className="sr-only">(opens in a new tab)</span>
                      </a>
                    ) : (
                      c.title
                    )}
                  </div>
                  <div className="text-slate-600">{authorList(c.authors)}</div>
                  <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-600">
                    {c.journalName && <span className="italic">{c.journalName}</span>}
                    <span>{c.year ?? "n.d."}</span>
                    {c.sources.map((label) => (
                      <Badge key={label} variant="secondary">
                        {label}
                      </Badge>
                    ))}
                  </div>
                </li>
              ))}
            </ul>
            {view.citations.length >= view.listLimit && (
              <p className="mt-2 text-xs text-slate-600">The {view.listLimit} most recent are listed.</p>
            )}
          </>
        )}
      </TabsContent>
      <TabsContent forceMount={forceMount} value="analytics" className="mt-4 space-y-5">
        <section aria-label="Citations per year" className="space-y-2">
          <h3 className="text-sm font-semibold text-slate-900">Citations per year</h3>
          {view.byYear.length === 0 ? (
            <p className="text-sm text-slate-600">
              {view.total === 0 ? M.empty : "None of the citing works has a publication date."}
            </p>
          ) : (
            <CitationsPerYearChart years={view.byYear} />
          )}
          {view.undated > 0 && (
            <p className="text-xs text-slate-600">
              {view.undated} citing work{view.undated === 1 ? " has" : "s have"} no publication date and{" "}
              {view.undated === 1 ? "is" : "are"} not in the chart.
            </p>
          )}
        </section>
        {history}
      </TabsContent>
      <TabsContent forceMount={forceMount} value="sources" className="mt-4">
        <ul className="space-y-2">
          {view.sources.map((s) => (
            <li
              key={s.source}
              className="rounded-lg border border-slate-200 p-3 text-sm"
              data-testid={`source-${s.source}`}
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-semibold text-slate-900">{s.label}</span>
                {!s.queryable ? (
                  <Badge variant="outline">Cannot be queried</Badge>
                ) : s.status === "failed" ? (
                  <Badge variant="danger">Last fetch failed</Badge>
                ) : s.status === "ok" ? (
                  <Badge variant="success">Queried</Badge>
                ) : (
                  <Badge variant="secondary">Not fetched yet</Badge>
                )}
              </div>
              <p className="mt-1 text-xs text-slate-600">{s.note}</p>
              {s.queryable && (
                <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-xs text-slate-700 sm:grid-cols-3">
                  <div>
                    <dt className="text-slate-500">Last fetched</dt>
                    <dd>{s.lastFetched ? formatDateTimeUtc(s.lastFetched) : "Never"}</dd>
                  </div>
                  <div>
                    <dt className="text-slate-500">Citations stored</dt>
                    <dd>{formatCount(s.count)}</dd>
                  </div>
                  {s.reportedTotal !== null && (
                    <div>
                      <dt className="text-slate-500">Total the source reports</dt>
                      <dd>{formatCount(s.reportedTotal)}</dd>
                    </div>
                  )}
                </dl>
              )}
              {s.status === "failed" && s.error && <p className="mt-1 text-xs text-red-700">{s.error}</p>}
            </li>
          ))}
        </ul>
      </TabsContent>
    </Tabs>
  );
}
