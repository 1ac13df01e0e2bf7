import { Link } from "~/components/link";
import { cn } from "~/lib/utils";
import { JOURNAL_TABS, journalSectionHref, journalTabAnchor, type JournalTab } from "../journals.public.schemas";

/**
 * The journal page's tabs are links (?tab=...#journal-tab-...): the server renders the selected
 * tab. On a reader page a tab is a page load, in the application a client navigation that replaces
 * the history entry; either way the browser scrolls to the chosen tab's link, which brings the row
 * into view below the sticky header and, on a narrow screen where the row scrolls sideways, that
 * tab into the row's view.
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
  return (
    <nav aria-label="Journal sections" className="border-b border-slate-200 bg-white">
      <ul className="relative mx-auto flex journal-width gap-1 overflow-x-auto px-4 [scrollbar-width:none] sm:px-6 lg:px-8">
        {JOURNAL_TABS.map((tab) => {
          const selected = tab.id === active;
          return (
            <li key={tab.id} className="shrink-0">
              <Link
                id={journalTabAnchor(tab.id)}
                to={journalSectionHref(shortName, tab.id)}
                replace
                aria-current={selected ? "page" : undefined}
                className={cn(
                  "inline-flex h-12 scroll-mt-16 items-center border-b-2 px-3 text-sm font-medium whitespace-nowrap transition-colors",
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
