import { CheckCircle2, ClipboardList, FileText, type LucideIcon } from "lucide-react";
import { Card } from "../../../components/ui/card";
import type { DashboardHome } from "../dashboard.types";

const SCOPE_NOTE: Record<DashboardHome["scope"], string> = {
  all: "Across all journals",
  journals: "Your journals and your own",
  own: "Your own submissions",
};

/** The three submission counts of the dashboard home (counted in SQL; zeros are real zeros). */
export function StatCards({ stats, scope }: Pick<DashboardHome, "stats" | "scope">) {
  const cards: { label: string; value: number; note: string; icon: LucideIcon; tint: string }[] = [
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
      note: "Published articles",
      icon: CheckCircle2,
      tint: "bg-emerald-100 text-emerald-700",
    },
  ];
  return (
    <ul className="grid gap-4 sm:grid-cols-3" aria-label="Submission statistics">
      {cards.map(({ label, value, note, icon: Icon, tint }) => (
        <li key={label}>
          <Card className="flex items-start justify-between gap-4 p-5">
            <div>
              <p className="text-sm font-medium text-slate-600">{label}</p>
              <p className="mt-2 text-3xl font-bold tracking-tight text-slate-900 tabular-nums" data-stat={label}>
                {value.toLocaleString("en-US")}
              </p>
              <p className="mt-1 text-xs text-slate-500">{note}</p>
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
