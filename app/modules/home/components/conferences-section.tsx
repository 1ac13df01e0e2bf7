import { ArrowRight, CalendarX2 } from "lucide-react";
import { Link } from "~/components/link";
import { ConferenceCard } from "~/modules/conferences/components/conference-card";
import type { PublicConference } from "~/modules/conferences/conference.types";
import { SectionHeading } from "./section-heading";

/** The home page shows this many conferences (spec 9). */
export const HOME_CONFERENCE_LIMIT = 6;

export function ConferencesSection({ conferences, total }: { conferences: PublicConference[]; total: number }) {
  const shown = conferences.slice(0, HOME_CONFERENCE_LIMIT);
  return (
    <section aria-labelledby="conferences-heading" className="bg-slate-50 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="conferences-heading" eyebrow="Events" title="Our Conferences">
          <p>Conferences, symposia, workshops and seminars where our research community meets.</p>
        </SectionHeading>
        {shown.length === 0 ? (
          <div className="mt-10 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
            <CalendarX2 className="size-10 text-slate-400" aria-hidden="true" />
            <p className="mt-4 text-slate-600">No conferences available at the moment.</p>
          </div>
        ) : (
          <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((conference) => (
              <ConferenceCard key={conference.id} conference={conference} />
            ))}
          </div>
        )}
        {total > HOME_CONFERENCE_LIMIT ? (
          <div className="mt-10 flex justify-center">
            <Link
              to="/conferences"
              className="inline-flex h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-6 text-sm font-semibold text-slate-900 shadow-sm hover:bg-slate-50"
            >
              View All Conferences
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </div>
        ) : null}
      </div>
    </section>
  );
}
