import { Link } from "~/components/link";
import { Card } from "~/components/ui/card";
import type { MyReviewItem } from "../reviews.types";
import { AssignmentStateBadge } from "./review-badges";

const GROUPS: { key: MyReviewItem["group"]; title: string; empty: string }[] = [
  { key: "overdue", title: "Overdue", empty: "Nothing overdue." },
  { key: "awaiting", title: "Awaiting your response", empty: "No invitations waiting." },
  { key: "in_progress", title: "In progress", empty: "No reviews in progress." },
  { key: "completed", title: "Completed", empty: "No completed reviews yet." },
];

/** /dashboard/reviews: the reviewer's assignments in four groups, each linking to its review page. */
export function MyReviewsList({ items }: { items: MyReviewItem[] }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {GROUPS.map((g) => {
        const rows = items.filter((i) => i.group === g.key);
        return (
          <Card key={g.key} className="space-y-3 p-4" data-testid={`reviews-${g.key}`}>
            <h2 className="text-base font-semibold text-slate-900">
              {g.title} <span className="text-slate-600">({rows.length})</span>
            </h2>
            {rows.length === 0 ? (
              <p className="text-sm text-slate-600">{g.empty}</p>
            ) : (
              <ul className="space-y-2">
                {rows.map((r) => (
                  <li key={r.id} className="rounded-md border border-slate-200 p-3 text-sm">
                    <Link
                      to={`/review/${r.id}`}
                      className="font-medium text-blue-700 underline-offset-2 hover:underline"
                    >
                      {r.submissionTitle}
                    </Link>
                    <div className="mt-1 flex flex-wrap items-center gap-2 text-slate-600">
                      <span className="font-mono">{r.submissionCode}</span>
                      <span>Round {r.round}</span>
                      <AssignmentStateBadge state={r.state} />
                      <span>{r.state === "invited" ? `Answer by ${r.responseDueDate}` : `Due ${r.reviewDueDate}`}</span>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        );
      })}
    </div>
  );
}
