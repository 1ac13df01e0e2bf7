import { Download, Eye, Globe, Quote } from "lucide-react";
import type { ReactNode } from "react";
import { articlePath } from "~/lib/paths";
import { formatCount } from "~/lib/format-count";

// What both Citation Metrics (the application's, citation-metrics.tsx, and the reader page's,
// reader-citation-metrics.tsx) show: the four cards, the citing articles and the monthly table.

export type MetricCounts = { citationCount: number; downloadCount: number; viewCount: number; mentionCount: number };
export type MonthlyUsage = { month: string; label: string; downloads: number; views: number }[];
export type MetricPanel = "internal" | "downloads" | "views" | "external";
export type InternalCitation = {
  id: string;
  title: string;
  authorList: string;
  publicationDate: string | null;
  context: string | null;
  journalShortName: string;
  volumeNumber: number;
  articleNumber: number;
};

export const METRIC_CARDS: { key: MetricPanel; label: string; icon: typeof Quote; count: keyof MetricCounts }[] = [
  { key: "internal", label: "Citations", icon: Quote, count: "citationCount" },
  { key: "downloads", label: "Downloads", icon: Download, count: "downloadCount" },
  { key: "views", label: "Views", icon: Eye, count: "viewCount" },
  { key: "external", label: "External Citations", icon: Globe, count: "mentionCount" },
];

export const METRIC_CARD_CLASS =
  "rounded-lg border border-slate-200 p-3 text-left transition hover:border-blue-300 hover:bg-blue-50/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600";

/** A card's content: icon, figure and label. */
export function MetricCardBody({ card, counts }: { card: (typeof METRIC_CARDS)[number]; counts: MetricCounts }) {
  return (
    <>
      <card.icon className="size-4 text-blue-700" aria-hidden />
      <div className="mt-1 text-2xl font-bold text-slate-900" data-testid={`metric-${card.key}`}>
        {formatCount(counts[card.count])}
      </div>
      <div className="text-xs text-slate-600">{card.label}</div>
    </>
  );
}

/** The citing articles of the Internal Citations dialog; `action` adds a control to each (Remove). */
export function InternalCitationsList({
  items,
  action,
}: {
  items: InternalCitation[];
  action?: (item: InternalCitation) => ReactNode;
}) {
  if (items.length === 0) return <p className="text-sm text-slate-600">No citing articles recorded yet.</p>;
  return (
    <ul className="space-y-3">
      {items.map((c) => (
        <li key={c.id} className="rounded-lg border border-slate-200 p-3 text-sm">
          <a
            href={articlePath(c.journalShortName, c.volumeNumber, c.articleNumber)}
            className="font-medium text-blue-800 hover:underline"
          >
            {c.title}
          </a>
          <div className="text-slate-600">{c.authorList}</div>
          <div className="text-xs text-slate-500">{c.publicationDate ?? "n.d."}</div>
          {c.context && <p className="mt-1 text-slate-700 italic">“{c.context}”</p>}
          {action?.(c)}
        </li>
      ))}
    </ul>
  );
}

/** The Downloads or Views dialog's total and month-by-month table. */
export function UsageTable({
  which,
  counts,
  usage,
}: {
  which: "downloads" | "views";
  counts: MetricCounts;
  usage: MonthlyUsage;
}) {
  const label = which === "downloads" ? "Downloads" : "Views";
  return (
    <>
      <p className="text-3xl font-bold">
        {formatCount(which === "downloads" ? counts.downloadCount : counts.viewCount)}
      </p>
      <table className="w-full text-sm">
        <thead>
          <tr className="text-left text-slate-500">
            <th className="py-1 font-medium">Month</th>
            <th className="py-1 text-right font-medium">{label}</th>
          </tr>
        </thead>
        <tbody>
          {usage.map((u) => (
            <tr key={u.month} className="border-t border-slate-100">
              <td className="py-1">{u.label}</td>
              <td className="py-1 text-right tabular-nums">{which === "downloads" ? u.downloads : u.views}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

export const USAGE_DESCRIPTION =
  "Counted on our server following COUNTER rules: robots are excluded and repeated clicks by the same reader within 30 seconds count once.";
export const INTERNAL_TITLE = "Citations on this platform";
export const INTERNAL_DESCRIPTION = "Articles published in our journals that cite this article.";
export const EXTERNAL_TITLE = "External Citation Analytics";
export const EXTERNAL_DESCRIPTION =
  "Citations of this article found in Crossref (through OpenCitations), PubMed and Semantic Scholar, as last fetched. Google Scholar offers no API and is not included.";
