import { Download, Eye, Pencil, Trash2 } from "lucide-react";
import { Link } from "~/components/link";
import { InGroups } from "~/components/in-groups";
import { HYDRATION_SLICE_ROWS } from "~/components/hydration-slice";
import { Button } from "~/components/ui/button";
import { Skeleton } from "~/components/ui/skeleton";
import { formatDay } from "~/lib/format-date";
import { SUBMISSION_TYPE_LABELS } from "../submissions.constants";
import type { SubmissionListRow } from "../submissions.types";
import { SubmissionStatusBadge } from "./submission-status-badge";

const iconLink =
  "inline-flex size-9 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 [&_svg]:size-4";

type RowActionsProps = {
  row: SubmissionListRow;
  onDelete: (row: SubmissionListRow) => void;
  /** False until scripts run: the delete dialog needs them. */
  interactive: boolean;
};

/** View; Edit (admins, editors); Download Manuscript (when there is one); Delete (admins). */
function RowActions({ row, onDelete, interactive }: RowActionsProps) {
  return (
    <div className="flex justify-end gap-0.5">
      <Link to={`/submission/${row.id}`} className={iconLink} title="View">
        <Eye aria-hidden="true" />
        <span className="sr-only">View {row.code}</span>
      </Link>
      {row.canEdit ? (
        <Link to={`/submission/${row.id}?edit=1`} className={iconLink} title="Edit">
          <Pencil aria-hidden="true" />
          <span className="sr-only">Edit {row.code}</span>
        </Link>
      ) : null}
      {row.hasManuscript ? (
        // A resource route: a plain link (302 to a signed download URL), not a client navigation.
        <a href={`/submission/${row.id}/manuscript`} className={iconLink} title="Download Manuscript" download>
          <Download aria-hidden="true" />
          <span className="sr-only">Download manuscript of {row.code}</span>
        </a>
      ) : null}
      {row.canDelete ? (
        <Button
          type="button"
          variant="ghost"
          size="icon"
          title="Delete"
          className="size-9 text-red-600 hover:bg-red-50"
          disabled={!interactive}
          onClick={() => onDelete(row)}
        >
          <Trash2 aria-hidden="true" />
          <span className="sr-only">Delete {row.code}</span>
        </Button>
      ) : null}
    </div>
  );
}

function SubmittedDate({ row }: { row: SubmissionListRow }) {
  return <time dateTime={row.submittedAt}>{formatDay(row.submittedAt)}</time>;
}

export type SubmissionsTableProps = {
  rows: SubmissionListRow[];
  onDelete: (row: SubmissionListRow) => void;
  interactive: boolean;
};

/** The submissions list: a table from tablets up, one card per submission on phones. */
export function SubmissionsTable({ rows, onDelete, interactive }: SubmissionsTableProps) {
  return (
    <>
      <ul className="divide-y divide-slate-100 md:hidden" aria-label="Submissions">
        <InGroups items={rows} size={HYDRATION_SLICE_ROWS}>
          {(row) => (
            <li key={row.id} className="render-when-near space-y-2 p-4" data-submission-id={row.id}>
              <div className="flex items-start justify-between gap-3">
                <span className="font-mono text-xs font-semibold text-slate-700">{row.code}</span>
                <SubmissionStatusBadge status={row.status} />
              </div>
              <Link
                to={`/submission/${row.id}`}
                className="block break-words font-medium text-slate-900 hover:text-blue-700 hover:underline"
              >
                {row.title}
              </Link>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-xs text-slate-500">
                  {SUBMISSION_TYPE_LABELS[row.submissionType]} · <SubmittedDate row={row} />
                </p>
                <RowActions row={row} onDelete={onDelete} interactive={interactive} />
              </div>
            </li>
          )}
        </InGroups>
      </ul>
      {/* `relative`: the screen-reader labels (absolutely positioned) stay inside the scrolling box. */}
      <div className="relative hidden overflow-x-auto md:block">
        <table className="w-full min-w-[48rem] text-left text-sm">
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className="px-4 py-3">
                ID
              </th>
              <th scope="col" className="px-4 py-3">
                Title
              </th>
              <th scope="col" className="px-4 py-3">
                Type
              </th>
              <th scope="col" className="px-4 py-3">
                Status
              </th>
              <th scope="col" className="whitespace-nowrap px-4 py-3">
                Submitted
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                Actions
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            <InGroups items={rows} size={HYDRATION_SLICE_ROWS}>
              {(row) => (
                <tr key={row.id} className="hover:bg-slate-50/70" data-submission-id={row.id}>
                  <td className="whitespace-nowrap px-4 py-3 font-mono text-xs font-semibold text-slate-700">
                    {row.code}
                  </td>
                  <td className="max-w-md px-4 py-3">
                    <Link
                      to={`/submission/${row.id}`}
                      className="line-clamp-2 font-medium text-slate-900 hover:text-blue-700 hover:underline"
                    >
                      {row.title}
                    </Link>
                  </td>
                  <td className="whitespace-nowrap px-4 py-3 text-slate-700">
                    {SUBMISSION_TYPE_LABELS[row.submissionType]}
                  </td>
                  <td className="px-4 py-3">
                    <SubmissionStatusBadge status={row.status} />
                  </td>
                  <td className="whitespace-nowrap px-4 py-3 text-slate-700">
                    <SubmittedDate row={row} />
                  </td>
                  <td className="px-4 py-3">
                    <RowActions row={row} onDelete={onDelete} interactive={interactive} />
                  </td>
                </tr>
              )}
            </InGroups>
          </tbody>
        </table>
      </div>
    </>
  );
}

/** The table's place while the list loads (spec 002 section 2.1: skeletons). */
export function SubmissionsTableSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <ul className="divide-y divide-slate-100" aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        <li key={i} className="flex items-center gap-4 px-4 py-4">
          <Skeleton className="h-4 w-20 shrink-0" />
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="hidden h-4 w-28 sm:block" />
          <Skeleton className="h-5 w-20 rounded-full" />
        </li>
      ))}
    </ul>
  );
}
