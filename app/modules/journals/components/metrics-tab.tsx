import { Award, BookOpen, Download, Eye, FileText, Quote } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import type { JournalArticleMetrics } from "~/modules/articles/articles.service.server";
import type { JournalTheme } from "../journal-themes";
import { formatCount } from "~/lib/format-count";

type Figure = { label: string; value: string | null; empty: string; icon: LucideIcon; note?: string };

/** Only figures computed from our own records; where there are none yet, the card says so. */
export function MetricsTab({
  impactFactor,
  issueCount,
  metrics,
  theme,
}: {
  impactFactor: number | null;
  issueCount: number;
  metrics: JournalArticleMetrics;
  theme: JournalTheme;
}) {
  const figures: Figure[] = [
    {
      label: "Impact Factor",
      value: impactFactor != null ? String(impactFactor) : null,
      empty: "No impact factor yet",
      icon: Award,
    },
    {
      label: "Published Articles",
      value: metrics.publishedArticles ? formatCount(metrics.publishedArticles) : null,
      empty: "No articles published yet",
      icon: FileText,
    },
    {
      label: "Issues Published",
      value: issueCount ? formatCount(issueCount) : null,
      empty: "No issues published yet",
      icon: BookOpen,
    },
    {
      label: "Total Citations",
      value: metrics.totalCitations ? formatCount(metrics.totalCitations) : null,
      empty: "No citation data yet",
      icon: Quote,
      note: "Recorded citations of published articles",
    },
    {
      label: "Total Downloads",
      value: metrics.totalDownloads ? formatCount(metrics.totalDownloads) : null,
      empty: "No download data yet",
      icon: Download,
      note: "Article file downloads on this site",
    },
    {
      label: "Total Views",
      value: metrics.totalViews ? formatCount(metrics.totalViews) : null,
      empty: "No view data yet",
      icon: Eye,
      note: "Article page views on this site",
    },
  ];
  const max = Math.max(0, ...metrics.perYear.map((y) => y.count));
  const first = metrics.perYear[0]?.year;
  const last = metrics.perYear[metrics.perYear.length - 1]?.year;

  return (
    <div className="space-y-8">
      <section aria-labelledby="metrics-heading">
        <h2 id="metrics-heading" className="text-2xl font-bold text-slate-900">
          Journal Metrics
        </h2>
        <p className="mt-1 text-sm text-slate-600">Figures computed from this journal&apos;s published record.</p>
        <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {figures.map(({ label, value, empty, icon: Icon, note }) => (
            <div key={label} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <dt className="flex items-center gap-2 text-sm font-medium text-slate-600">
                <span
                  className="flex size-8 items-center justify-center rounded-lg"
                  style={{ background: theme.gradients.light, color: theme.colors.primary }}
                >
                  <Icon className="size-4" aria-hidden />
                </span>
                {label}
              </dt>
              <dd className="mt-3">
                {value != null ? (
                  <span className="text-3xl font-bold text-slate-900">{value}</span>
                ) : (
                  <span className="text-base font-medium text-slate-500">{empty}</span>
                )}
                {note && value != null ? <span className="mt-1 block text-xs text-slate-500">{note}</span> : null}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section
        aria-labelledby="per-year-heading"
        className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <h3 id="per-year-heading" className="font-semibold text-slate-900">
          Articles Published per Year{first && last ? ` (${first}-${last})` : ""}
        </h3>
        {max === 0 ? (
          <p className="mt-3 text-sm text-slate-600">No articles were published in the last five years.</p>
        ) : (
          <ul className="mt-4 space-y-3">
            {metrics.perYear.map((y) => (
              <li key={y.year} className="grid grid-cols-[3rem_minmax(0,1fr)_4rem] items-center gap-3 text-sm">
                <span className="font-medium text-slate-700">{y.year}</span>
                <span className="h-3 overflow-hidden rounded-full bg-slate-100" aria-hidden>
                  <span
                    className="block h-full rounded-full"
                    style={{ width: `${(y.count / max) * 100}%`, background: theme.gradients.accent }}
                  />
                </span>
                <span className="text-right font-semibold text-slate-900">{formatCount(y.count)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
