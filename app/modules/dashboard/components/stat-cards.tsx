import { CheckCircle2, ClipboardList, FileText, type LucideIcon } from "lucide-react";
import { Link } from "~/components/link";
import { Card } from "~/components/ui/card";
import type { DashboardHome } from "../dashboard.types";
import { formatCount } from "~/lib/format-count";

const SCOPE_NOTE: Record<DashboardHome["scope"], string> = {
  all: "Across all journals",
  journals: "Your journals and your own",
  own: "Your own submissions",
};

/**
 * The three submission counts of the dashboard home (counted in SQL; zeros are real zeros). Under
 * Published, the articles the scope's journals have published in all (`catalogueArticles`): a
 * link to the articles desk for those who manage articles.
 */
export function StatCards({
  stats,
  scope,
  catalogueArticles,
  managesArticles,
}: Pick<DashboardHome, "stats" | "scope" | "catalogueArticles"> & { managesArticles: boolean }) {
  const catalogue =
    catalogueArticles === null
      ? null
      : `${formatCount(catalogueArticles)} ${catalogueArticles === 1 ? "article" : "articles"} in ${scope === "all" ? "the journals" : "your journals"}`;
  const cards: {
    label: string;
    value: number;
    note: string;
    icon: LucideIcon;
    tint: string;
    more?: string | null;
  }[] = [
    {
      label: "Total Submissions",
      value: stats.totalSubmissions,
      note: SCOPE_NOTE[scope],
      icon: FileText,
      tint: "bg-blue-100 text-blue-700",
    },
    {
      label: "Active Reviews",
      value: stats.activeReviews,
      note: "Under review",
      icon: ClipboardList,
      tint: "bg-amber-100 text-amber-700",
    },
    {
      label: "Published",
      value: stats.published,
      note: "Submissions published",
      icon: CheckCircle2,
      tint: "bg-emerald-100 text-emerald-700",
      more: catalogue,
    },
  ];
  return (
    <ul className="grid gap-4 sm:grid-cols-3" aria-label="Submission statistics">
      {cards.map(({ label, value, note, icon: Icon, tint, more }) => (
        <li key={label}>
          <Card className="flex h-full items-start justify-between gap-4 p-5">
            <div>
              <p className="text-sm font-medium text-slate-600">{label}</p>
              <p className="mt-2 text-3xl font-bold tracking-tight text-slate-900 tabular-nums" data-stat={label}>
                {formatCount(value)}
              </p>
              <p className="mt-1 text-xs text-slate-500">{note}</p>
              {more &&
                (managesArticles ? (
                  <Link
                    to="/dashboard/articles"
                    className="mt-1 block text-xs font-medium text-blue-700 hover:underline"
                  >
                    {more}
                  </Link>
                ) : (
                  <p className="mt-1 text-xs text-slate-500">{more}</p>
                ))}
            </div>
            <span className={`flex size-10 shrink-0 items-center justify-center rounded-lg ${tint}`}>
              <Icon className="size-5" aria-hidden="true" />
            </span>
          </Card>
        </li>
      ))}
    </ul>
  );
}
