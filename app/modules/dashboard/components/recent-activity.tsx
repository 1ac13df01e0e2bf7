import { Inbox } from "lucide-react";
import { Link } from "~/components/link";
import { RelativeTime } from "~/components/dashboard/relative-time";
import { Card } from "~/components/ui/card";
import { cn } from "~/lib/utils";
import type { RecentSubmission } from "../dashboard.types";

const STATUS_CLASSES: Record<string, string> = {
  submitted: "bg-slate-100 text-slate-800",
  under_review: "bg-amber-100 text-amber-800",
  revision_requested: "bg-orange-100 text-orange-800",
  accepted: "bg-blue-100 text-blue-800",
  rejected: "bg-red-100 text-red-800",
  published: "bg-emerald-100 text-emerald-800",
};

/** The 3 latest submissions the user may see: title, code, relative date and status. */
export function RecentActivity({ items, now }: { items: RecentSubmission[]; now: number }) {
  return (
    <Card className="flex flex-col">
      <div className="border-b border-slate-200 px-5 py-4">
        <h2 className="text-base font-semibold text-slate-900">Recent Activity</h2>
        <p className="text-sm text-slate-600">The latest submissions</p>
      </div>
      {items.length === 0 ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-2 px-5 py-10 text-center">
          <Inbox className="size-8 text-slate-400" aria-hidden="true" />
          <p className="text-sm font-medium text-slate-700">No recent activity</p>
          <p className="text-sm text-slate-500">Submissions will appear here once they are made.</p>
        </div>
      ) : (
        <ul className="divide-y divide-slate-100">
          {items.map((item) => (
            <li key={item.id} className="flex flex-col gap-2 px-5 py-4 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <Link
                  to={`/submission/${item.id}`}
                  className="line-clamp-2 text-sm font-medium text-slate-900 hover:text-blue-700 hover:underline"
                >
                  {item.title}
                </Link>
                <p className="mt-1 flex flex-wrap items-center gap-x-2 text-xs text-slate-500">
                  <span className="font-mono font-semibold text-slate-700">{item.code}</span>
                  <span aria-hidden="true">·</span>
                  <RelativeTime date={item.submittedAt} now={now} />
                </p>
              </div>
              <span
                className={cn(
                  "inline-flex w-fit shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize",
                  STATUS_CLASSES[item.status] ?? "bg-slate-100 text-slate-800",
                )}
              >
                {item.statusLabel}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
