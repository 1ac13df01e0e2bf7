import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { cn } from "../../../lib/utils";
import { pageWindow } from "../../journal-page/page-window";
import { myTasksSearch } from "../tasks.schemas";
import type { MyTasksQuery } from "../tasks.types";

const linkClass =
  "inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-700 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600";
const disabledClass = "pointer-events-none opacity-40";

/** "Showing 21-40 of 57 tasks" and the page links (the search and filter are kept). */
export function TasksPagination({
  query,
  matching,
  pageCount,
  pageSize,
  shown,
}: {
  query: MyTasksQuery;
  matching: number;
  pageCount: number;
  pageSize: number;
  shown: number;
}) {
  const page = Math.min(query.page, pageCount);
  const first = shown > 0 ? (query.page - 1) * pageSize + 1 : 0;
  const last = shown > 0 ? first + shown - 1 : 0;
  const href = (p: number) => `.${myTasksSearch(query, { page: p })}`;
  const noun = matching === 1 ? "task" : "tasks";
  return (
    <div className="flex flex-col items-center justify-between gap-3 border-t border-slate-200 px-4 py-3 sm:flex-row">
      <p className="text-sm text-slate-600" aria-live="polite">
        {shown > 0
          ? `Showing ${first.toLocaleString("en-US")}-${last.toLocaleString("en-US")} of ${matching.toLocaleString("en-US")} ${noun}`
          : `${matching.toLocaleString("en-US")} ${noun}`}
      </p>
      {pageCount > 1 ? (
        <nav aria-label="Pages" className="flex flex-wrap items-center gap-1">
          <Link
            to={href(page - 1)}
            className={cn(linkClass, page <= 1 && disabledClass)}
            aria-disabled={page <= 1 || undefined}
            rel="prev"
          >
            <ChevronLeft className="size-4" aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">Previous</span>
          </Link>
          {pageWindow(page, pageCount).map((p, i) =>
            p === "gap" ? (
              <span key={`gap-${i}`} className="px-1 text-slate-400" aria-hidden="true">
                …
              </span>
            ) : (
              <Link
                key={p}
                to={href(p)}
                className={cn(
                  linkClass,
                  "px-2",
                  p === query.page && "border-blue-700 bg-blue-700 text-white hover:bg-blue-800",
                )}
                aria-current={p === query.page ? "page" : undefined}
                aria-label={`Page ${p}`}
              >
                {p}
              </Link>
            ),
          )}
          <Link
            to={href(page + 1)}
            className={cn(linkClass, page >= pageCount && disabledClass)}
            aria-disabled={page >= pageCount || undefined}
            rel="next"
          >
            <span className="sr-only sm:not-sr-only">Next</span>
            <ChevronRight className="size-4" aria-hidden="true" />
          </Link>
        </nav>
      ) : null}
    </div>
  );
}
