import { MessagesSquare } from "lucide-react";
import { formatDateTimeUtc } from "~/lib/format-date";
import { Badge } from "~/components/ui/badge";
import type { AssistantQuestionRow } from "../assistant.types";

/**
 * One page of the assistant's questions: each question with when it was asked, how it was answered
 * (by a model, from the pages, or not at all), the answer itself (folded) and the pages it linked.
 */
export function AssistantQuestionList({ rows, searched }: { rows: AssistantQuestionRow[]; searched: boolean }) {
  if (rows.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 px-6 py-14 text-center">
        <MessagesSquare className="size-9 text-slate-400" aria-hidden="true" />
        <p className="text-base font-semibold text-slate-800">
          {searched ? "No questions match." : "No questions yet."}
        </p>
        {searched ? null : (
          <p className="text-sm text-slate-600">
            Questions readers ask the assistant on the public pages appear here with its answers.
          </p>
        )}
      </div>
    );
  }
  return (
    <ol className="divide-y divide-slate-100" aria-label="Questions">
      {rows.map((r) => (
        <li key={r.id} className="space-y-2 px-4 py-4 sm:px-6">
          <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
            <time dateTime={r.askedAt}>{formatDateTimeUtc(r.askedAt)}</time>
            {r.sources.length === 0 ? (
              <Badge variant="warning">No answer found</Badge>
            ) : r.composed ? (
              <Badge variant="secondary">Composed by {r.model ?? "a model"}</Badge>
            ) : (
              <Badge variant="secondary">From the pages</Badge>
            )}
          </div>
          <p className="font-medium break-words text-slate-900">{r.question}</p>
          <details className="group rounded-md bg-slate-50 px-3 py-2 text-sm">
            <summary className="cursor-pointer font-medium text-slate-700 focus-visible:rounded focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:outline-none">
              Answer
            </summary>
            <p className="mt-2 break-words whitespace-pre-line text-slate-800">{r.answer}</p>
          </details>
          {r.sources.length > 0 ? (
            <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs" aria-label="Linked pages">
              {r.sources.map((s) => (
                <li key={s.url}>
                  <a href={s.url} className="font-medium text-blue-800 underline hover:text-blue-900">
                    {s.title}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
