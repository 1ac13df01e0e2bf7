import { Link } from "~/components/link";
import { cn } from "~/lib/utils";
import { SUBMISSION_TABS, type SubmissionTab } from "../submissions.constants";

/** The tab a `?tab=` value names (Details when missing or unknown). */
export function parseSubmissionTab(value: string | null): SubmissionTab {
  return SUBMISSION_TABS.find((t) => t.key === value)?.key ?? "details";
}

/**
 * The detail page's eight tabs as links (`?tab=files`): each tab is its own URL, so tabs work
 * without scripts, can be bookmarked and come back with the browser's Back button.
 */
export function SubmissionTabsNav({
  active,
  pending,
  unread,
  hidden,
}: {
  active: SubmissionTab;
  pending?: SubmissionTab | null;
  /** Unread messages per tab (the Messages tab's discussions, ADR 068), shown as a count. */
  unread?: Partial<Record<SubmissionTab, number>>;
  /** Tabs this reader has no part in (the stages' tabs before acceptance, a copyeditor's review tabs). */
  hidden?: readonly SubmissionTab[];
}) {
  return (
    <nav aria-label="Submission sections">
      {/* On a phone the row wraps: a row that scrolled sideways hid Messages and the stages' tabs. */}
      <ul className="flex flex-wrap items-center gap-1 rounded-lg bg-slate-100 p-1 text-slate-600 sm:inline-flex">
        {SUBMISSION_TABS.filter((tab) => !hidden?.includes(tab.key)).map((tab) => {
          const current = tab.key === active;
          return (
            <li key={tab.key}>
              <Link
                to={{ search: tab.key === "details" ? "" : `?tab=${tab.key}` }}
                preventScrollReset
                aria-current={current ? "page" : undefined}
                className={cn(
                  "inline-flex items-center whitespace-nowrap rounded-md px-3 py-1.5 text-sm font-medium transition-all hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600",
                  current && "bg-white text-slate-900 shadow-sm",
                  pending === tab.key && !current && "bg-white/60",
                )}
              >
                {tab.label}
                {unread?.[tab.key] ? (
                  <span
                    className="ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-blue-700 px-1.5 text-xs font-semibold text-white"
                    data-testid={`tab-unread-${tab.key}`}
                  >
                    {unread[tab.key]}
                    <span className="sr-only"> unread</span>
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
