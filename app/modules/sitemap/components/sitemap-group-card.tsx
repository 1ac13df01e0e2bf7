import {
  BookOpen,
  CalendarDays,
  ChevronLeft,
  ChevronRight,
  FileText,
  Globe,
  Layers,
  Newspaper,
  type LucideIcon,
} from "lucide-react";
import { Link } from "~/components/link";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { cn } from "~/lib/utils";
import { SITEMAP_GROUP_PAGE_SIZE } from "../sitemap.constants";
import type { SitemapGroup } from "../sitemap.types";
import { SitemapEntryItem } from "./sitemap-entry-item";
import { formatCount } from "~/lib/format-count";

const ICONS: Record<string, { icon: LucideIcon; tone: string }> = {
  static: { icon: FileText, tone: "bg-blue-50 text-blue-700" },
  journal: { icon: BookOpen, tone: "bg-indigo-50 text-indigo-700" },
  issue: { icon: Layers, tone: "bg-violet-50 text-violet-700" },
  article: { icon: Newspaper, tone: "bg-emerald-50 text-emerald-700" },
  conference: { icon: CalendarDays, tone: "bg-amber-50 text-amber-700" },
};

export function groupAnchor(pageType: string): string {
  return `group-${pageType}`;
}

export function groupPageHref(pageType: string, page: number): string {
  return `/sitemap?${new URLSearchParams({ type: pageType, page: String(page) })}`;
}

/**
 * A page-type group. In the overview it shows the first entries and a "Show more" link; when the
 * group is focused (?type=...&page=N) it pages with plain links, so it works without JavaScript.
 */
export function SitemapGroupCard({ group, focused }: { group: SitemapGroup; focused: boolean }) {
  const { icon: Icon, tone } = ICONS[group.pageType] ?? { icon: Globe, tone: "bg-slate-100 text-slate-700" };
  const first = (group.page - 1) * SITEMAP_GROUP_PAGE_SIZE + 1;
  const shownTo = first + group.entries.length - 1;
  const headingId = `${groupAnchor(group.pageType)}-heading`;

  return (
    <Card
      id={groupAnchor(group.pageType)}
      className="scroll-mt-24 overflow-hidden"
      aria-labelledby={headingId}
      role="region"
    >
      <div className="flex flex-wrap items-center gap-3 border-b border-slate-100 bg-slate-50/60 px-5 py-4 sm:px-6">
        <span className={cn("flex size-10 shrink-0 items-center justify-center rounded-lg", tone)}>
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {group.heading}
          </h2>
          <p className="text-sm text-slate-600">
            {group.total === 1 ? "1 page" : `${formatCount(group.total)} pages`}
            {focused && group.entries.length > 0 ? ` · showing ${formatCount(first)}–${formatCount(shownTo)}` : null}
          </p>
        </div>
      </div>

      {group.entries.length === 0 ? (
        <p className="px-6 py-10 text-center text-sm text-slate-600">No sitemap entries found...</p>
      ) : (
        <ul className="grid gap-3 p-3 sm:p-5 lg:grid-cols-2">
          {group.entries.map((e) => (
            <SitemapEntryItem key={e.url} entry={e} />
          ))}
        </ul>
      )}

      {focused ? (
        <GroupPagination group={group} />
      ) : group.pageCount > 1 ? (
        <div className="border-t border-slate-100 px-5 py-3 sm:px-6">
          <Link to={groupPageHref(group.pageType, 2)} className={buttonVariants({ variant: "outline", size: "sm" })}>
            Show more
            <span className="text-slate-500">({formatCount(group.total - group.entries.length)} more)</span>
            <ChevronRight aria-hidden="true" />
          </Link>
        </div>
      ) : null}
    </Card>
  );
}

function GroupPagination({ group }: { group: SitemapGroup }) {
  if (group.pageCount <= 1) return null;
  const { page, pageCount, pageType } = group;
  const navClass = (disabled: boolean) =>
    cn(buttonVariants({ variant: "outline", size: "sm" }), disabled && "pointer-events-none opacity-50");
  return (
    <nav
      aria-label={`${group.heading} pages`}
      className="flex items-center justify-between gap-2 border-t border-slate-100 px-5 py-3 sm:px-6"
    >
      {/* Past the last page, Previous leads back to the last one. */}
      <Link
        to={groupPageHref(pageType, Math.max(1, Math.min(page - 1, pageCount)))}
        className={navClass(page <= 1)}
        aria-disabled={page <= 1}
        rel="prev"
      >
        <ChevronLeft aria-hidden="true" />
        Previous
      </Link>
      <span className="text-sm text-slate-600">
        Page {formatCount(page)} of {formatCount(pageCount)}
      </span>
      <Link
        to={groupPageHref(pageType, Math.min(pageCount, page + 1))}
        className={navClass(page >= pageCount)}
        aria-disabled={page >= pageCount}
        rel="next"
      >
        Next
        <ChevronRight aria-hidden="true" />
      </Link>
    </nav>
  );
}
