import { BookOpenText, Minus, Quote, TrendingDown, TrendingUp, Trophy, Users, type LucideIcon } from "lucide-react";
import { cn } from "~/lib/utils";
import { formatCount } from "~/lib/format-count";

/** The site metrics as the page receives them (see app/modules/metrics). */
export type HomeMetrics = {
  researchPapers: { total: number; lastYear: number; growth: number | null };
  activeResearchers: { total: number };
  citations: { total: number; growth: number | null };
  impactFactor: { average: number | null };
};

export function MetricsSection({ metrics }: { metrics: HomeMetrics }) {
  return (
    <section aria-labelledby="metrics-heading" className="relative z-10 mx-auto -mt-16 max-w-7xl px-4 sm:px-6 lg:px-8">
      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xl shadow-slate-900/5 sm:p-8">
        <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
          <h2 id="metrics-heading" className="font-serif text-2xl font-bold text-slate-900">
            Journal Metrics
          </h2>
          <p className="text-sm text-slate-500">Computed from our published catalogue.</p>
        </div>
        <dl
          className={cn(
            "mt-6 grid grid-cols-2 gap-3 sm:gap-4",
            metrics.impactFactor.average === null ? "lg:grid-cols-3" : "lg:grid-cols-4",
          )}
        >
          <MetricCard
            icon={BookOpenText}
            tone="blue"
            label="Research Papers"
            value={formatCount(metrics.researchPapers.total)}
          >
            {metrics.researchPapers.growth === null ? (
              <span className="text-slate-500">
                {formatCount(metrics.researchPapers.lastYear)} in the last 12 months
              </span>
            ) : (
              <Trend growth={metrics.researchPapers.growth} period="previous 12 months" />
            )}
          </MetricCard>
          <MetricCard
            icon={Users}
            tone="emerald"
            label="Active Researchers"
            value={formatCount(metrics.activeResearchers.total)}
          >
            <span className="text-slate-500">Distinct authors of published articles</span>
          </MetricCard>
          <MetricCard icon={Quote} tone="violet" label="Citations" value={formatCount(metrics.citations.total)}>
            {metrics.citations.growth === null ? (
              <span className="text-slate-500">No trend data yet</span>
            ) : (
              <Trend growth={metrics.citations.growth} period="previous 30 days" />
            )}
          </MetricCard>
          {/* Shown only when an editor entered one for some journal: never an invented figure. */}
          {metrics.impactFactor.average === null ? null : (
            <MetricCard
              icon={Trophy}
              tone="amber"
              label="Impact Factor"
              value={metrics.impactFactor.average.toFixed(1)}
            >
              <span className="text-slate-500">Average across our journals</span>
            </MetricCard>
          )}
        </dl>
      </div>
    </section>
  );
}

const TONES = {
  blue: "bg-blue-50 text-blue-700",
  emerald: "bg-emerald-50 text-emerald-700",
  violet: "bg-violet-50 text-violet-700",
  amber: "bg-amber-50 text-amber-700",
} as const;

function MetricCard({
  icon: Icon,
  tone,
  label,
  value,
  children,
}: {
  icon: LucideIcon;
  tone: keyof typeof TONES;
  label: string;
  value: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-col rounded-xl border border-slate-100 bg-slate-50/60 p-4 sm:p-5">
      {/* The icon is part of the term: a <dl> group holds only <dt> and <dd>. */}
      <dt className="flex flex-col items-start gap-2 text-sm font-semibold text-slate-600 sm:flex-row sm:items-center sm:gap-3">
        <span
          aria-hidden="true"
          className={cn("flex size-9 shrink-0 items-center justify-center rounded-lg sm:size-10", TONES[tone])}
        >
          <Icon className="size-5" aria-hidden="true" />
        </span>
        {label}
      </dt>
      <dd className="mt-3 text-2xl font-bold tracking-tight text-slate-900 tabular-nums sm:mt-4 sm:text-3xl">
        {value}
      </dd>
      <dd className="mt-1.5 text-xs leading-snug font-medium">{children}</dd>
    </div>
  );
}

/** A change in plain colours: fewer papers or citations in one period is ordinary, not an alarm. */
function Trend({ growth, period }: { growth: number; period: string }) {
  const Icon = growth > 0 ? TrendingUp : growth < 0 ? TrendingDown : Minus;
  const sign = growth > 0 ? "+" : growth < 0 ? "−" : "";
  return (
    <span className={cn("inline-flex items-center gap-1", growth > 0 ? "text-emerald-700" : "text-slate-500")}>
      <Icon className="size-3.5" aria-hidden="true" />
      {sign}
      {Math.abs(growth)}% vs {period}
    </span>
  );
}
