import { CalendarClock, ExternalLink, RefreshCw } from "lucide-react";
import { Link } from "~/components/link";
import { Badge } from "~/components/ui/badge";
import type { SitemapListEntry } from "../sitemap.types";
import { formatPriority } from "../sitemap-xml";
import { isExternalUrl, priorityTone, titleCase } from "../sitemap-labels";

/** One page of the sitemap: title link, address, description, priority, change frequency, date. */
export function SitemapEntryItem({ entry }: { entry: SitemapListEntry }) {
  const external = isExternalUrl(entry.url);
  const linkClass =
    "text-base font-semibold text-slate-900 decoration-blue-600/40 underline-offset-4 hover:text-blue-700 hover:underline";
  return (
    <li className="flex min-w-0 flex-col gap-2 rounded-lg border border-slate-200 p-4 transition-colors hover:border-blue-200 hover:bg-blue-50/30">
      <div className="min-w-0">
        {external ? (
          <a href={entry.url} target="_blank" rel="noopener noreferrer" className={linkClass}>
            {entry.title}
            <ExternalLink
              className="ml-1 inline size-3.5 align-baseline text-slate-400"
              aria-label="(opens in a new tab)"
            />
          </a>
        ) : (
          <Link to={entry.url} className={linkClass} prefetch="none">
            {entry.title}
          </Link>
        )}
        <p className="mt-0.5 truncate font-mono text-xs text-slate-500">{entry.url}</p>
      </div>
      {entry.description ? <p className="line-clamp-2 text-sm text-slate-600">{entry.description}</p> : null}
      <div className="mt-auto flex flex-wrap items-center gap-2 text-xs text-slate-600">
        <Badge variant={priorityTone(entry.priority)} title="Priority">
          Priority {formatPriority(entry.priority)}
        </Badge>
        <Badge variant="outline" title="Change frequency">
          <RefreshCw className="size-3" aria-hidden="true" />
          {titleCase(entry.changeFrequency)}
        </Badge>
        <span className="inline-flex items-center gap-1">
          <CalendarClock className="size-3.5 text-slate-400" aria-hidden="true" />
          Updated <time dateTime={entry.updatedIso}>{entry.updated}</time>
        </span>
      </div>
    </li>
  );
}
