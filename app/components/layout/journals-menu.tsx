import { ArrowRight } from "lucide-react";
import { Link } from "../link";
import { journalPath } from "~/lib/paths";
import { JournalCover } from "~/modules/journals/components/journal-cover";
import { HEADER_JOURNAL_LIMIT, type NavJournal } from "./site-links";

/** The Journals dropdown: the active journals (up to HEADER_JOURNAL_LIMIT), in the preferred order. */
export function JournalsMenu({ journals }: { journals: NavJournal[] }) {
  const shown = journals.slice(0, HEADER_JOURNAL_LIMIT);
  return (
    <div className="w-[24rem]">
      <p className="px-5 pt-4 pb-2 text-xs font-semibold uppercase tracking-wider text-slate-500">Our journals</p>
      {shown.length === 0 ? (
        <p className="px-5 pb-4 text-sm text-slate-600">No journals are published yet.</p>
      ) : (
        <ul className="px-2 pb-2">
          {shown.map((j) => (
            <li key={j.shortName}>
              <Link
                to={journalPath(j.shortName)}
                className="flex items-center gap-3 rounded-lg px-3 py-2.5 transition-colors hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-blue-600"
              >
                <JournalCover variant="thumb" shortName={j.shortName} gradient={j.gradient} />
                <span className="min-w-0">
                  <span className="block text-sm font-bold tracking-wide text-slate-900">
                    {j.shortName.toUpperCase()}
                  </span>
                  <span className="line-clamp-2 text-xs leading-snug text-slate-600">{j.title}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link
        to="/journals"
        className="flex items-center justify-between border-t border-slate-100 bg-slate-50 px-5 py-3 text-sm font-semibold text-blue-700 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-blue-600"
      >
        View all journals
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </div>
  );
}
