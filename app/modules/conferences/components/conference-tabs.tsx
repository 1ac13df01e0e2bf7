import { Link } from "~/components/link";
import { cn } from "~/lib/utils";
import type { ConferenceCounts } from "../conferences.service.server";
import { CONFERENCE_TABS, type ConferenceTab } from "../conferences.constants";
import { conferenceDeskSearch, type ConferenceDeskQuery } from "../conferences.schemas";

const LABELS: Record<ConferenceTab, string> = { all: "All", upcoming: "Upcoming", live: "Live", past: "Past" };

/**
 * All, Upcoming, Live and Past with their counts (of the conferences matching the filters). Links,
 * so every tab has its own URL and works without scripts; the current one is marked for assistive
 * technology with aria-current.
 */
export function ConferenceTabs({ query, counts }: { query: ConferenceDeskQuery; counts: ConferenceCounts }) {
  return (
    <nav aria-label="Conference tabs">
      <ul className="inline-flex flex-wrap items-center gap-1 rounded-lg bg-slate-100 p-1 text-slate-600">
        {CONFERENCE_TABS.map((tab) => {
          const count = tab === "all" ? counts.total : counts[tab];
          const current = query.tab === tab;
          return (
            <li key={tab}>
              <Link
                to={`.${conferenceDeskSearch(query, { tab, page: 1 })}`}
                aria-current={current ? "page" : undefined}
                preventScrollReset
                className={cn(
                  "inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:outline-none",
                  current ? "bg-white text-slate-900 shadow-sm" : "hover:text-slate-900",
                )}
              >
                {LABELS[tab]}
                <span
                  className={cn(
                    "rounded-full px-1.5 text-xs tabular-nums",
                    current ? "bg-blue-100 text-blue-800" : "bg-slate-200 text-slate-700",
                  )}
                >
                  {count}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
