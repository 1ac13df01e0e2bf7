import { ChevronLeft, ChevronRight } from "lucide-react";
import { HydrationSlice } from "../hydration-slice";
import { Link } from "../link";
import { formatCount } from "~/lib/format-count";
import { cn } from "~/lib/utils";
import { pageWindow } from "~/modules/journals/page-window";

const linkClass =
  "inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-700 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600";
const disabledClass = "pointer-events-none opacity-40";

export type ListPaginationProps = {
  /** The page the URL asks for (it may lie past the last page when rows went away meanwhile). */
  page: number;
  /** Rows matching the filters, on every page. */
  matching: number;
  pageCount: number;
  pageSize: number;
  /** Rows on this page. */
  shown: number;
  /** What the list counts, already singular or plural for `matching` ("submission", "tasks"). */
  noun: string;
  /** The link to page `p`; it keeps the list's search, filters and sort. */
  href: (p: number) => string;
};

/**
 * "Showing 21-40 of 1,234 submissions" and the page links under a dashboard list. Plain links, so
 * paging works without scripts and every page has its own URL. A slice of the page's hydration of
 * its own (HydrationSlice): it comes after the list, when the page's slice has had its time.
 */
export function ListPagination(props: ListPaginationProps) {
  return (
    <HydrationSlice>
      <Pagination {...props} />
    </HydrationSlice>
  );
}

function Pagination({ page: requested, matching, pageCount, pageSize, shown, noun, href }: ListPaginationProps) {
  const page = Math.min(requested, pageCount);
  const first = shown > 0 ? (requested - 1) * pageSize + 1 : 0;
  const last = shown > 0 ? first + shown - 1 : 0;
  return (
    <div className="flex flex-col items-center justify-between gap-3 border-t border-slate-200 px-4 py-3 sm:flex-row">
      <p className="text-sm text-slate-600" aria-live="polite">
        {shown > 0
          ? `Showing ${formatCount(first)}-${formatCount(last)} of ${formatCount(matching)} ${noun}`
          : `${formatCount(matching)} ${noun}`}
      </p>
      {pageCount > 1 ? (
        <nav aria-label="Pages" className="flex flex-wrap items-center justify-center gap-1">
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
                  p === requested && "border-blue-700 bg-blue-700 text-white hover:bg-blue-800",
                )}
                aria-current={p === requested ? "page" : undefined}
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
