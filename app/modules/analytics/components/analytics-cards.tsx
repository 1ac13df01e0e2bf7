import { Clock, Eye, MousePointerClick, Search, type LucideIcon } from "lucide-react";
import { Card } from "~/components/ui/card";
import { cn } from "~/lib/utils";
import { ANALYTICS_MESSAGES as M } from "../analytics.constants";
import type { AnalyticsScreen, CardFigure } from "../analytics.types";
import { formatMinutesSeconds, formatTrend } from "../trend";
import { formatCount } from "~/lib/format-count";

type CardSpec = {
  key: keyof AnalyticsScreen["cards"];
  label: string;
  icon: LucideIcon;
  tone: string;
  format: (value: number) => string;
  /** Search figures say 'Not connected' until there is search data. */
  search?: true;
};

const CARDS: CardSpec[] = [
  {
    key: "pageViews",
    label: "Total Page Views",
    icon: Eye,
    tone: "bg-blue-50 text-blue-700",
    format: formatCount,
  },
  {
    key: "searchImpressions",
    label: "Search Impressions",
    icon: Search,
    tone: "bg-green-50 text-green-700",
    format: formatCount,
    search: true,
  },
  {
    key: "clickThroughRate",
    label: "Click-Through Rate",
    icon: MousePointerClick,
    tone: "bg-amber-50 text-amber-700",
    format: (v) => `${(v * 100).toFixed(1)}%`,
    search: true,
  },
  {
    key: "timeOnPage",
    label: "Avg. Time on Page",
    icon: Clock,
    tone: "bg-purple-50 text-purple-700",
    format: formatMinutesSeconds,
  },
];

function Trend({ figure, period }: { figure: CardFigure; period: number }) {
  if (figure.trend === null) return null;
  return (
    <p
      className={cn("text-xs font-medium", figure.trend >= 0 ? "text-green-700" : "text-red-700")}
      title={`Compared with the previous ${period} days`}
    >
      {formatTrend(figure.trend)} <span className="font-normal text-slate-500">vs previous {period} days</span>
    </p>
  );
}

/** The four figures of the period, each with its change against the previous period when there was data. */
export function AnalyticsCards({ screen }: { screen: AnalyticsScreen }) {
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:gap-4" aria-label="Analytics summary">
      {CARDS.map(({ key, label, icon: Icon, tone, format, search }) => {
        const figure = screen.cards[key];
        const empty = search && !screen.search.connected ? M.notConnected : "No data yet";
        return (
          <li key={key}>
            <Card className="flex h-full items-start gap-3 p-4">
              <span className={`flex size-10 shrink-0 items-center justify-center rounded-lg ${tone}`}>
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div className="min-w-0">
                <p className="text-sm leading-tight text-slate-600">{label}</p>
                <p className="text-2xl font-bold tabular-nums text-slate-900" data-testid={`card-${key}`}>
                  {figure.value === null ? (
                    <span className="text-base font-semibold text-slate-500">{empty}</span>
                  ) : (
                    format(figure.value)
                  )}
                </p>
                <Trend figure={figure} period={screen.period} />
              </div>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
