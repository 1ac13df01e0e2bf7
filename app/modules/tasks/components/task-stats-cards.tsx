import { CheckCircle2, CircleDashed, ClipboardList, Loader, RotateCcw } from "lucide-react";
import { Card } from "~/components/ui/card";
import type { TaskCounts } from "../tasks.types";
import { formatCount } from "~/lib/format-count";

const CARDS = [
  { key: "total", label: "Total Tasks", icon: ClipboardList, tone: "bg-blue-50 text-blue-700" },
  { key: "notStarted", label: "Not Started", icon: CircleDashed, tone: "bg-slate-100 text-slate-600" },
  { key: "inProgress", label: "In Progress", icon: Loader, tone: "bg-indigo-50 text-indigo-700" },
  { key: "completed", label: "Completed", icon: CheckCircle2, tone: "bg-emerald-50 text-emerald-700" },
  { key: "needRevision", label: "Need Revision", icon: RotateCcw, tone: "bg-amber-50 text-amber-700" },
] as const;

/** The five count cards of My Tasks: every task the user sees, whatever the search and filter. */
export function TaskStatsCards({ counts }: { counts: TaskCounts }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5 lg:gap-4" aria-label="Task counts">
      {CARDS.map(({ key, label, icon: Icon, tone }, index) => (
        <li key={key} className={index === 0 ? "col-span-2 sm:col-span-1" : undefined}>
          <Card className="h-full p-4">
            <div className="flex items-start justify-between gap-2">
              <p className="text-sm leading-tight text-slate-600">{label}</p>
              <span className={`flex size-7 shrink-0 items-center justify-center rounded-md ${tone}`}>
                <Icon className="size-4" aria-hidden="true" />
              </span>
            </div>
            <p className="mt-1 text-2xl font-bold tabular-nums text-slate-900" data-testid={`count-${key}`}>
              {formatCount(counts[key])}
            </p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
