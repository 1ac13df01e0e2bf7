import { ArrowRight, SearchX } from "lucide-react";
import { Link } from "~/components/link";
import { JournalCard, type JournalCardData } from "~/modules/journals/components/journal-card";
import { journalMatchSummary } from "./journal-search-filter";
import { SectionHeading } from "./section-heading";

type JournalsSectionProps = {
  journals: (JournalCardData & { id: string })[];
  /** The search the page was asked for (?q=) and the journals that match it. */
  search: { q: string; matchIds: string[] } | null;
};

/**
 * Our Journals: every journal is sent, those that do not match the search hidden, so that the
 * reader script (journal-filter.ts) can show and hide them as the visitor types, by the same rule
 * (`matchesJournalQuery`) and with the same lines.
 */
export function JournalsSection({ journals, search }: JournalsSectionProps) {
  const searching = search !== null;
  const matches = new Set(search?.matchIds ?? journals.map((j) => j.id));
  const shown = matches.size;
  return (
    <section id="journals" aria-labelledby="journals-heading" className="scroll-mt-20 bg-white py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="journals-heading"
          eyebrow="Publishing with us"
          title="Our Journals"
          action={
            <Link
              to="/journals"
              className="inline-flex items-center gap-1.5 text-sm font-semibold text-blue-700 hover:text-blue-900"
            >
              All journals
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          }
        >
          <p data-journal-filter-idle="" hidden={searching}>
            Peer-reviewed, open-access journals across pharmaceutical sciences, clinical pharmacology and evidence-based
            health research.
          </p>
          <p data-journal-filter-summary="" hidden={!searching}>
            <span data-journal-filter-count="">
              {search ? journalMatchSummary(shown, journals.length, search.q) : ""}
            </span>{" "}
            <Link
              to="/#journals"
              data-journal-filter-clear=""
              className="font-semibold text-blue-700 underline underline-offset-2"
            >
              Clear search
            </Link>
          </p>
        </SectionHeading>

        <div
          data-journal-filter-empty=""
          hidden={shown > 0}
          className="mt-10 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-14 text-center"
        >
          <SearchX className="size-10 text-slate-400" aria-hidden="true" />
          {journals.length === 0 ? (
            <p className="mt-4 font-semibold text-slate-900">No journals are published yet.</p>
          ) : (
            <>
              <p className="mt-4 font-semibold text-slate-900">No journals match your search.</p>
              <p className="mt-1 text-sm text-slate-600">Try another word from a journal's title or description.</p>
            </>
          )}
        </div>
        {journals.length > 0 ? (
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {journals.map((journal) => (
              <li
                key={journal.id}
                data-journal-filter-item=""
                data-title={journal.title}
                data-description={journal.description ?? ""}
                hidden={!matches.has(journal.id)}
                className="flex"
              >
                <JournalCard journal={journal} className="w-full" />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
