import { ArrowRight, SearchX } from "lucide-react";
import { Link } from "react-router";
import { JournalCard, type JournalCardData } from "../../journals/components/journal-card";
import { SectionHeading } from "./section-heading";

type JournalsSectionProps = {
  journals: (JournalCardData & { id: string })[];
  total: number;
  query: string;
  onClear: () => void;
};

export function JournalsSection({ journals, total, query, onClear }: JournalsSectionProps) {
  const searching = query.trim().length > 0;
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
          {searching ? (
            <p>
              {journals.length} of {total} journals match “{query.trim()}”.{" "}
              <Link
                to="/"
                onClick={onClear}
                preventScrollReset
                className="font-semibold text-blue-700 underline underline-offset-2"
              >
                Clear search
              </Link>
            </p>
          ) : (
            <p>
              Peer-reviewed, open-access journals across pharmaceutical sciences, clinical pharmacology and
              evidence-based health research.
            </p>
          )}
        </SectionHeading>

        {journals.length === 0 ? (
          <div className="mt-10 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-14 text-center">
            <SearchX className="size-10 text-slate-400" aria-hidden="true" />
            <p className="mt-4 font-semibold text-slate-900">
              {searching ? "No journals match your search." : "No journals are published yet."}
            </p>
            {searching ? (
              <p className="mt-1 text-sm text-slate-600">Try another word from a journal's title or description.</p>
            ) : null}
          </div>
        ) : (
          <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {journals.map((journal) => (
              <JournalCard key={journal.id} journal={journal} />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
