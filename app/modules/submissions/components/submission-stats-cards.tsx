import { CheckCircle2, Clock, FileText, ShieldCheck } from "lucide-react";
import { Card } from "../../../components/ui/card";
import type { SubmissionCounts } from "../submissions.types";

const CARDS = [
  { key: "total", label: "Total Submissions", icon: FileText, tone: "bg-blue-50 text-blue-700" },
  { key: "submitted", label: "Submitted", icon: CheckCircle2, tone: "bg-sky-50 text-sky-700" },
  { key: "underReview", label: "Under Review", icon: Clock, tone: "bg-amber-50 text-amber-700" },
  { key: "copeCompliant", label: "COPE Compliant", icon: ShieldCheck, tone: "bg-emerald-50 text-emerald-700" },
] as const;

/**
 * The list's four stat cards over every submission the user may list, whatever the filters. COPE
 * Compliant counts those whose authorship declaration says all authors consent.
 */
export function SubmissionStatsCards({ counts }: { counts: SubmissionCounts }) {
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4" aria-label="Submission counts">
      {CARDS.map(({ key, label, icon: Icon, tone }) => (
        <li key={key}>
          <Card className="flex h-full items-center gap-3 p-4">
            <span className={`flex size-10 shrink-0 items-center justify-center rounded-lg ${tone}`}>
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div className="min-w-0">
              <p className="text-sm leading-tight text-slate-600">{label}</p>
              <p className="text-2xl font-bold tabular-nums text-slate-900" data-testid={`count-${key}`}>
                {counts[key].toLocaleString("en-US")}
              </p>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
