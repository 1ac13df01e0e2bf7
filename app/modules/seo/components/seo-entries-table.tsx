import { ExternalLink } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { InGroups } from "~/components/in-groups";
import { HYDRATION_SLICE_ROWS } from "~/components/hydration-slice";
import { pageTypeHeading, titleCase } from "~/modules/sitemap/sitemap-labels";
import type { SeoEntryRow } from "../seo.types";
import { IndexedToggle } from "./indexed-toggle";
import { PriorityCell } from "./priority-cell";
import { formatDay } from "~/lib/format-date";

// 'MMM dd, yyyy' (002 section 9), in UTC so the server's HTML and the browser's render agree.
const HEADINGS = ["URL", "Type", "Priority", "Frequency", "Indexed", "Last modified"];

/** The SEO manager's table: one row per sitemap entry, with inline priority editing and the indexed toggle. */
export function SeoEntriesTable({ rows, interactive }: { rows: SeoEntryRow[]; interactive: boolean }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[52rem] text-left text-sm">
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold uppercase text-slate-600">
          <tr>
            {HEADINGS.map((h) => (
              <th key={h} scope="col" className="px-4 py-3 whitespace-nowrap">
                {h}
              </th>
            ))}
            <th scope="col" className="px-4 py-3">
              <span className="sr-only">Open</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          <InGroups items={rows} size={HYDRATION_SLICE_ROWS}>
            {(row) => (
              <tr key={row.id} data-testid="seo-row" data-url={row.url} className="align-middle">
                <td className="max-w-md px-4 py-3">
                  <p className="font-mono text-xs break-all text-slate-900">{row.url}</p>
                  <p className="mt-0.5 line-clamp-1 text-xs text-slate-600">{row.title}</p>
                </td>
                <td className="px-4 py-3">
                  <Badge variant="secondary" title={pageTypeHeading(row.pageType)}>
                    {titleCase(row.pageType)}
                  </Badge>
                </td>
                <td className="px-4 py-3">
                  <PriorityCell
                    entryId={row.id}
                    url={row.url}
                    priority={row.priority}
                    setByHand={row.prioritySetByHand}
                    interactive={interactive}
                  />
                </td>
                <td className="px-4 py-3 capitalize text-slate-700">{row.changeFrequency}</td>
                <td className="px-4 py-3">
                  <IndexedToggle entryId={row.id} url={row.url} isIndexed={row.isIndexed} interactive={interactive} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                  <time dateTime={row.lastModified}>{formatDay(row.lastModified)}</time>
                </td>
                <td className="px-4 py-3 text-right">
                  <a
                    href={row.url}
                    target="_blank"
                    rel="noreferrer"
                    className="inline-flex items-center gap-1 text-xs font-medium text-blue-700 underline-offset-2 hover:underline"
                  >
                    <ExternalLink className="size-3.5" aria-hidden="true" />
                    Open
                    <span className="sr-only"> {row.url} (opens in a new tab)</span>
                  </a>
                </td>
              </tr>
            )}
          </InGroups>
        </tbody>
      </table>
    </div>
  );
}
