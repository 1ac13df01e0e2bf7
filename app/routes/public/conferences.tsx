import { CalendarDays, CalendarX, Clock, History, Radio } from "lucide-react";
import { useLocation } from "react-router";
import { Link } from "~/components/link";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { pageMeta } from "~/lib/seo";
import { ConferenceCard } from "~/modules/conferences/components/conference-card";
import { ConferenceFilters } from "~/modules/conferences/components/conference-filters";
import { ConferencePagination } from "~/modules/conferences/components/conference-pagination";
import { parseConferenceListQuery } from "~/modules/conferences/conferences.schemas";
import { findPublicConferences } from "~/modules/conferences/conferences.service.server";
import { isUnindexedPage } from "~/modules/sitemap/sitemap.service.server";
import type { Route } from "./+types/conferences";

export async function loader({ url }: Route.LoaderArgs) {
  const query = parseConferenceListQuery(url.searchParams);
  const [listing, noindex] = await Promise.all([findPublicConferences(query), isUnindexedPage(url.pathname)]);
  return { query, listing, noindex };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "Conferences & Events",
    description:
      "Upcoming, live and past conferences, symposia, workshops and seminars in pharmaceutical and health sciences, with dates, deadlines and organizer contacts.",
    path: "/conferences",
  });
}

export default function ConferencesPage({ loaderData }: Route.ComponentProps) {
  const { query, listing } = loaderData;
  const location = useLocation();
  const filtered = Boolean(query.q || query.type || query.status);
  const first = (listing.page - 1) * listing.pageSize + 1;
  const last = first + listing.items.length - 1;

  const stats = [
    { label: "Total Events", value: listing.counts.total, icon: CalendarDays, tone: "bg-blue-50 text-blue-700" },
    { label: "Upcoming", value: listing.counts.upcoming, icon: Clock, tone: "bg-indigo-50 text-indigo-700" },
    { label: "Live Now", value: listing.counts.live, icon: Radio, tone: "bg-emerald-50 text-emerald-700" },
    { label: "Past Events", value: listing.counts.past, icon: History, tone: "bg-slate-100 text-slate-700" },
  ];

  return (
    <main>
      <section
        className="text-white"
        style={{ background: "linear-gradient(135deg, #0c4a6e 0%, #1e3a8a 55%, #4c1d95 100%)" }}
      >
        <div className="mx-auto max-w-7xl px-4 pt-14 pb-28 sm:px-6 md:pt-20 md:pb-32 lg:px-8">
          <p className="text-sm font-semibold tracking-wider text-blue-200 uppercase">Events</p>
          <h1 className="mt-2 font-serif text-3xl font-bold tracking-tight md:text-5xl">Conferences &amp; Events</h1>
          <p className="mt-4 max-w-2xl text-base text-blue-100 md:text-lg">
            Meet the research community behind our journals. Find conferences, symposia, workshops and seminars in
            pharmaceutical and health sciences, with their dates and submission deadlines.
          </p>
        </div>
      </section>

      <div className="mx-auto max-w-7xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
        <section aria-label="Event counts" className="-mt-20 grid grid-cols-2 gap-3 md:-mt-24 md:grid-cols-4 md:gap-4">
          {stats.map((s) => (
            <Card key={s.label} className="flex items-center gap-3 p-4 md:p-5">
              <span className={`flex size-10 shrink-0 items-center justify-center rounded-lg md:size-12 ${s.tone}`}>
                <s.icon className="size-5 md:size-6" aria-hidden="true" />
              </span>
              <div className="min-w-0">
                <p className="text-2xl font-bold text-slate-900 md:text-3xl">{s.value}</p>
                <p className="truncate text-xs font-medium text-slate-600 md:text-sm">{s.label}</p>
              </div>
            </Card>
          ))}
        </section>

        <ConferenceFilters q={query.q} type={query.type} status={query.status} />

        {listing.items.length === 0 ? (
          <Card className="flex flex-col items-center gap-3 px-6 py-16 text-center">
            <CalendarX className="size-12 text-slate-300" aria-hidden="true" />
            <h2 className="text-xl font-semibold text-slate-900">No conferences found</h2>
            <p className="max-w-md text-sm text-slate-600">
              {filtered
                ? "No conference matches these filters. Try other words or clear the filters."
                : "There are no conferences listed yet. Please check back later."}
            </p>
            {filtered ? (
              <Link to="/conferences" className={buttonVariants({ variant: "outline" })}>
                Clear filters
              </Link>
            ) : null}
          </Card>
        ) : (
          <section aria-label="Conferences" className="space-y-6">
            <p className="text-sm text-slate-600" aria-live="polite">
              Showing {first}–{last} of {listing.matching} {listing.matching === 1 ? "conference" : "conferences"}
            </p>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {listing.items.map((c) => (
                <li key={c.id}>
                  <ConferenceCard conference={c} headingLevel={2} />
                </li>
              ))}
            </ul>
            <ConferencePagination
              page={listing.page}
              pageCount={listing.pageCount}
              pathname={location.pathname}
              search={new URLSearchParams(location.search)}
            />
          </section>
        )}
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  return (
    <main className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="font-serif text-2xl font-bold text-slate-900">Conferences &amp; Events</h1>
      <p className="mt-4 text-slate-600">An unexpected error occurred</p>
      <Link to="/conferences" className={`${buttonVariants({ variant: "outline" })} mt-6`} reloadDocument>
        Try again
      </Link>
    </main>
  );
}
