import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { cn } from "../../../lib/utils";
import { JOURNAL_TABS, journalPageHref, type JournalTab } from "../journal-page.schemas";

/**
 * The journal page's tabs are links (?tab=...): the server renders the selected tab, links work
 * without JavaScript, and with it the switch is a client navigation that replaces the history entry.
 */
export function JournalTabsNav({
  shortName,
  active,
  accentColor,
}: {
  shortName: string;
  active: JournalTab;
  accentColor: string;
}) {
  const listRef = useRef<HTMLUListElement>(null);
  // On narrow screens the tab row scrolls sideways: keep the selected tab in sight (horizontally only).
  useEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current) return;
    list.scrollLeft = current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
  }, [active]);
  return (
    <nav aria-label="Journal sections" className="border-b border-slate-200 bg-white">
      <ul
        ref={listRef}
        className="relative mx-auto flex journal-width gap-1 overflow-x-auto px-4 [scrollbar-width:none] sm:px-6 lg:px-8"
      >
        {JOURNAL_TABS.map((tab) => {
          const selected = tab.id === active;
          return (
            <li key={tab.id} className="shrink-0">
              <Link
                to={journalPageHref(shortName, tab.id)}
                replace
                preventScrollReset
                aria-current={selected ? "page" : undefined}
                className={cn(
                  "inline-flex h-12 items-center border-b-2 px-3 text-sm font-medium whitespace-nowrap transition-colors",
                  selected
                    ? "text-slate-900"
                    : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900",
                )}
                style={selected ? { borderColor: accentColor, color: accentColor } : undefined}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
