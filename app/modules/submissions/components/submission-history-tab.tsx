import {
  CircleDot,
  FilePen,
  FilePlus2,
  FileX2,
  ListChecks,
  PencilLine,
  RefreshCw,
  Send,
  type LucideIcon,
} from "lucide-react";
import { formatDateTimeUtc } from "~/lib/format-date";
import { Card } from "~/components/ui/card";
import { describeSubmissionEvent, eventActorLabel, eventComment } from "../submission-history";
import type { SubmissionHistoryEntry } from "../submissions.types";

const ICONS: Record<string, LucideIcon> = {
  submitted: Send,
  edited: PencilLine,
  status_changed: RefreshCw,
  file_uploaded: FilePlus2,
  file_replaced: FilePen,
  file_deleted: FileX2,
  task_created: ListChecks,
  task_status_changed: ListChecks,
  task_deleted: ListChecks,
};

/** The History tab: every recorded change of the submission, newest first, with who and when. */
export function SubmissionHistoryTab({ entries, limit }: { entries: SubmissionHistoryEntry[]; limit: number }) {
  if (entries.length === 0) {
    return (
      <Card className="px-6 py-12 text-center">
        <p className="text-sm text-slate-600">No history has been recorded for this submission yet.</p>
      </Card>
    );
  }
  return (
    <Card className="p-4 sm:p-6">
      <h2 className="sr-only">History</h2>
      <ol className="relative space-y-5 before:absolute before:bottom-2 before:left-4 before:top-2 before:w-px before:bg-slate-200">
        {entries.map((entry) => {
          const Icon = ICONS[entry.kind] ?? CircleDot;
          const comment = eventComment(entry.detail);
          return (
            <li key={entry.id} className="relative flex gap-3" data-event-kind={entry.kind}>
              <span className="relative z-10 flex size-8 shrink-0 items-center justify-center rounded-full border border-slate-200 bg-white text-slate-600">
                <Icon className="size-4" aria-hidden="true" />
              </span>
              <div className="min-w-0 pt-1">
                <p className="break-words text-sm text-slate-800">
                  <span className="font-semibold text-slate-900">
                    {entry.actorName ?? eventActorLabel(entry.detail) ?? "A deleted user"}
                  </span>{" "}
                  {describeSubmissionEvent(entry.kind, entry.detail)}
                </p>
                {comment ? (
                  <p className="mt-1 whitespace-pre-line break-words rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700">
                    {comment}
                  </p>
                ) : null}
                <p className="mt-0.5 text-xs text-slate-500">
                  <time dateTime={entry.at}>{formatDateTimeUtc(entry.at)}</time>
                </p>
              </div>
            </li>
          );
        })}
      </ol>
      {entries.length >= limit ? (
        <p className="mt-5 text-xs text-slate-500">Showing the latest {limit} entries.</p>
      ) : null}
    </Card>
  );
}
