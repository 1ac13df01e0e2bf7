import { CheckCircle2, ClipboardList, MailQuestion } from "lucide-react";
import { formatCount } from "~/lib/format-count";
import type { ReviewerStats } from "../dashboard.types";
import { StatCardList, type StatCard } from "./stat-cards";

/**
 * A reviewer's three counts on the dashboard home, in place of the submission counts (which
 * count a reviewer's own submissions, so read "Active Reviews 0" beside reviews waiting for
 * them): invitations to answer, reviews being written, reviews submitted, each as the Reviews
 * list counts them, with those overdue said under them.
 */
export function ReviewerStatCards({ stats }: { stats: ReviewerStats }) {
  const cards: StatCard[] = [
    {
      label: "Invitations Waiting",
      value: stats.invited,
      note: "Awaiting your answer",
      icon: MailQuestion,
      tint: "bg-blue-100 text-blue-700",
      more: stats.invitedOverdue > 0 ? `${formatCount(stats.invitedOverdue)} past the answer date` : null,
    },
    {
      label: "Active Reviews",
      value: stats.active,
      note: "Accepted, not yet submitted",
      icon: ClipboardList,
      tint: "bg-amber-100 text-amber-700",
      more: stats.activeOverdue > 0 ? `${formatCount(stats.activeOverdue)} overdue` : null,
    },
    {
      label: "Completed Reviews",
      value: stats.completed,
      note: "Reviews submitted",
      icon: CheckCircle2,
      tint: "bg-emerald-100 text-emerald-700",
    },
  ];
  return <StatCardList label="Review statistics" cards={cards} />;
}
