import {
  CircleDot,
  FilePen,
  FilePlus2,
  FileX2,
  Globe,
  PencilLine,
  RefreshCw,
  Sparkles,
  Undo2,
  type LucideIcon,
} from "lucide-react";
import { formatDateTimeUtc } from "~/lib/format-date";
import { describeArticleEvent, eventReason } from "../article-history";
import type { ArticleHistoryEntry } from "../articles.desk.types";

const ICONS: Record<string, LucideIcon> = {
  created: Sparkles,
  published: Globe,
  withdrawn: Undo2,
  edited: PencilLine,
  status_changed: RefreshCw,
  galley_added: FilePlus2,
  galley_replaced: FilePen,
  galley_updated: FilePen,
  galley_moved: FilePen,
  galley_deleted: FileX2,
};

/** The article's history, newest first: who did what, and when. */
export function ArticleHistoryList({ entries }: { entries: ArticleHistoryEntry[] }) {
  if (entries.length === 0) return <p className="text-sm text-slate-600">No history has been recorded yet.</p>;
  return (
    <ol
      className="relative space-y-4 before:absolute before:bottom-2 before:left-3.5 before:top-2 before:w-px before:bg-slate-200"
      aria-label="Article history"
    >
      {entries.map((entry) => {
        const Icon = ICONS[entry.kind] ?? CircleDot;
        const reason = eventReason(entry.kind, entry.detail);
        return (
          <li key={entry.id} className="relative flex gap-3" data-event-kind={entry.kind}>
            <span className="relative z-10 flex size-7 shrink-0 items-center justify-center rounded-full border border-slate-200 bg-white text-slate-600">
              <Icon className="size-3.5" aria-hidden="true" />
            </span>
            <div className="min-w-0 pt-0.5">
              <p className="break-words text-sm text-slate-800">
                <span className="font-semibold text-slate-900">{entry.actorName ?? "A deleted user"}</span>{" "}
                {describeArticleEvent(entry.kind, entry.detail)}
              </p>
              {reason ? (
                <p className="mt-1 whitespace-pre-line break-words rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700">
                  {reason}
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
  );
}
