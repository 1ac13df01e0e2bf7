import { CheckCircle2, Clock, FileText, ShieldCheck } from "lucide-react";
import { CountCards, type CountCard } from "~/components/dashboard/count-cards";
import type { SubmissionCounts } from "../submissions.types";

const CARDS: readonly CountCard<keyof SubmissionCounts>[] = [
  { key: "total", label: "Total Submissions", icon: FileText, tone: "bg-blue-50 text-blue-700" },
  { key: "submitted", label: "Submitted", icon: CheckCircle2, tone: "bg-sky-50 text-sky-700" },
  { key: "underReview", label: "Under Review", icon: Clock, tone: "bg-amber-50 text-amber-700" },
  { key: "copeCompliant", label: "COPE Compliant", icon: ShieldCheck, tone: "bg-emerald-50 text-emerald-700" },
];

/**
 * The list's four stat cards over every submission the user may list, whatever the filters. COPE
 * Compliant counts those whose authorship declaration says all authors consent.
 */
export function SubmissionStatsCards({ counts }: { counts: SubmissionCounts }) {
  return <CountCards label="Submission counts" cards={CARDS} counts={counts} />;
}
