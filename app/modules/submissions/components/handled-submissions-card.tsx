import { UserCheck } from "lucide-react";
import { Link } from "~/components/link";
import { Card } from "~/components/ui/card";
import type { SubmissionListRow } from "../submissions.types";
import { SubmissionStatusBadge } from "./submission-status-badge";

/**
 * My Tasks' 'Submissions I handle' (issue 37): the submissions this editor is a handling editor
 * of, newest first, each linked to its Reviews tab, with the way to the whole list.
 */
export function HandledSubmissionsCard({ rows, matching }: { rows: SubmissionListRow[]; matching: number }) {
  return (
    <Card className="overflow-hidden">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 p-4">
        <h2 id="handled-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <UserCheck className="size-5 text-blue-700" aria-hidden="true" />
          Submissions I handle
        </h2>
        {matching > 0 ? (
          <Link to="/dashboard/submissions?assigned=me" className="text-sm font-medium text-blue-700 hover:underline">
            {matching > rows.length ? `See all ${matching}` : "Open in Submissions"}
          </Link>
        ) : null}
      </div>
      {rows.length === 0 ? (
        <p className="px-4 py-6 text-sm text-slate-600">No submission is assigned to you as its handling editor.</p>
      ) : (
        <ul className="divide-y divide-slate-200" aria-label="Submissions I handle">
          {rows.map((r) => (
            <li
              key={r.id}
              className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
            >
              <div className="min-w-0">
                <p className="font-mono text-xs text-slate-500">{r.code}</p>
                <Link
                  to={`/submission/${r.id}?tab=reviews`}
                  className="break-words font-medium text-slate-900 hover:underline"
                >
                  {r.title}
                </Link>
              </div>
              <SubmissionStatusBadge status={r.status} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
