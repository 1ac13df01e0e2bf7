import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "~/components/link";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/utils";

/** Page numbers to show: the first, the last, and two either side of the current, with gaps as null. */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  const pages = new Set([1, pageCount]);
  for (let p = page - 2; p <= page + 2; p++) if (p >= 1 && p <= pageCount) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1] > 1) out.push(null);
    out.push(p);
  });
  return out;
}

/** Page links that keep the current filters (plain links: they work without JavaScript). */
export function ConferencePagination({
  page,
  pageCount,
  pathname,
  search,
}: {
  page: number;
  pageCount: number;
  pathname: string;
  search: URLSearchParams;
}) {
  if (pageCount <= 1) return null;
  const href = (p: number) => {
    const params = new URLSearchParams(search);
    if (p === 1) params.delete("page");
    else params.set("page", String(p));
    const qs = params.toString();
    return qs ? `${pathname}?${qs}` : pathname;
  };
  const navClass = (disabled: boolean) =>
    cn(buttonVariants({ variant: "outline", size: "sm" }), disabled && "pointer-events-none opacity-50");

  return (
    <nav aria-label="Conference pages" className="flex flex-wrap items-center justify-center gap-1.5">
      <Link to={href(Math.max(1, page - 1))} className={navClass(page <= 1)} aria-disabled={page <= 1} rel="prev">
        <ChevronLeft aria-hidden="true" />
        <span className="hidden sm:inline">Previous</span>
      </Link>
      {pageWindow(page, pageCount).map((p, i) =>
        p === null ? (
          <span key={`gap-${i}`} className="px-1 text-slate-400" aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            key={p}
            to={href(p)}
            aria-current={p === page ? "page" : undefined}
            aria-label={`Page ${p}`}
            className={cn(buttonVariants({ variant: p === page ? "default" : "outline", size: "sm" }), "min-w-9")}
          >
            {p}
          </Link>
        ),
      )}
      <Link
        to={href(Math.min(pageCount, page + 1))}
        className={navClass(page >= pageCount)}
        aria-disabled={page >= pageCount}
        rel="next"
      >
        <span className="hidden sm:inline">Next</span>
        <ChevronRight aria-hidden="true" />
      </Link>
    </nav>
  );
}
