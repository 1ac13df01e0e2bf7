import { ArrowLeft, CalendarDays, Clock, ExternalLink, Mail, MapPin, User } from "lucide-react";
import { data, isRouteErrorResponse } from "react-router";
import { Link } from "~/components/link";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { AppError } from "~/lib/errors";
import { jsonLd, pageMeta, publicUrlFrom } from "~/lib/seo";
import { cn } from "~/lib/utils";
import { ConferenceCover } from "~/modules/conferences/components/conference-cover";
import { conferenceCoverAttributes } from "~/modules/conferences/conference-cover-image";
import { upcomingDeadlines } from "~/modules/conferences/conference-deadlines";
import { getPublicConference } from "~/modules/conferences/conference-desk.service.server";
import {
  CONFERENCE_BADGE_LABELS,
  CONFERENCE_TYPE_LABELS,
  conferenceBadge,
  formatConferenceDate,
  formatConferenceDates,
  organizerEmail,
  safeWebsiteUrl,
} from "~/modules/conferences/conference-display";
import { conferenceJsonLd } from "~/modules/conferences/conference-json-ld";
import { conferencePath } from "~/modules/conferences/conference-paths";
import { isUnindexedPage } from "~/modules/sitemap/sitemap.service.server";
import type { Route } from "./+types/conference";

export async function loader({ params, url }: Route.LoaderArgs) {
  try {
    const [conference, noindex] = await Promise.all([getPublicConference(params.id), isUnindexedPage(url.pathname)]);
    return { conference, noindex };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) throw data({ message: error.message }, { status: 404 });
    throw error;
  }
}

export function meta(args: Route.MetaArgs) {
  const conference = args.loaderData?.conference;
  if (!conference) {
    return pageMeta(args, {
      title: "Conference not found",
      description: "The conference you are looking for does not exist or has been removed.",
    }).map((tag) => ("name" in tag && tag.name === "robots" ? { name: "robots", content: "noindex" } : tag));
  }
  const path = conferencePath(conference.id);
  const base = publicUrlFrom(args);
  const when = formatConferenceDates(conference.startDate, conference.endDate);
  return pageMeta(args, {
    title: conference.title,
    description:
      conference.description ??
      `${CONFERENCE_TYPE_LABELS[conference.conferenceType]}, ${when}${conference.location ? `, ${conference.location}` : ""}.`,
    path,
    image: conferenceCoverAttributes(conference.coverImageKey)?.src,
    extra: [jsonLd(conferenceJsonLd(conference, `${base}${path}`, base))],
  });
}

const BADGE_STYLES = {
  upcoming: "bg-blue-600 text-white",
  live: "bg-emerald-700 text-white",
  past: "bg-slate-600 text-white",
  cancelled: "bg-red-600 text-white",
} as const;

export default function ConferencePage({ loaderData }: Route.ComponentProps) {
  const { conference } = loaderData;
  const badge = conferenceBadge(conference);
  const website = safeWebsiteUrl(conference.websiteUrl);
  const email = organizerEmail(conference.organizerContact);
  const deadlines = upcomingDeadlines(conference);

  return (
    <main className="mx-auto max-w-5xl px-4 py-8 sm:px-6 md:py-12 lg:px-8">
      <Link
        to="/conferences"
        className="inline-flex items-center gap-1.5 text-sm font-medium text-blue-800 hover:underline focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:outline-none"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        All conferences
      </Link>
      <article className="mt-4 space-y-8">
        <header className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
          <div className="relative h-48 md:h-72">
            <ConferenceCover conference={conference} sizes="(min-width: 1024px) 64rem, 100vw" eager />
          </div>
          <div className="space-y-3 p-6">
            <div className="flex flex-wrap gap-2">
              <Badge className={cn("border-transparent", BADGE_STYLES[badge])}>{CONFERENCE_BADGE_LABELS[badge]}</Badge>
              <Badge variant="outline">{CONFERENCE_TYPE_LABELS[conference.conferenceType]}</Badge>
            </div>
            <h1 className="font-serif text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">
              {conference.title}
            </h1>
            <dl className="flex flex-wrap gap-x-6 gap-y-2 text-slate-700">
              <div className="flex items-center gap-2">
                <dt className="sr-only">Dates</dt>
                <CalendarDays className="size-5 text-slate-400" aria-hidden="true" />
                <dd>
                  <time dateTime={conference.startDate}>
                    {formatConferenceDates(conference.startDate, conference.endDate)}
                  </time>
                </dd>
              </div>
              {conference.location ? (
                <div className="flex items-center gap-2">
                  <dt className="sr-only">Location</dt>
                  <MapPin className="size-5 text-slate-400" aria-hidden="true" />
                  <dd>{conference.location}</dd>
                </div>
              ) : null}
            </dl>
          </div>
        </header>

        <div className="grid gap-8 md:grid-cols-[minmax(0,1fr)_18rem]">
          <section aria-labelledby="about-heading" className="space-y-3">
            <h2 id="about-heading" className="text-xl font-semibold text-slate-900">
              About this event
            </h2>
            {conference.description ? (
              <p className="whitespace-pre-line text-slate-700">{conference.description}</p>
            ) : (
              <p className="text-slate-600">The organizers have not published a description yet.</p>
            )}
          </section>

          <aside className="space-y-4">
            <Card className="p-5">
              <h2 className="flex items-center gap-2 font-semibold text-slate-900">
                <Clock className="size-4 text-slate-500" aria-hidden="true" />
                Upcoming Deadlines
              </h2>
              {deadlines.length > 0 ? (
                <dl className="mt-3 space-y-2 text-sm">
                  {deadlines.map((d) => (
                    <div key={d.label} className="flex justify-between gap-3">
                      <dt className="text-slate-600">{d.label}</dt>
                      <dd className="font-medium text-slate-900">
                        <time dateTime={d.value}>{formatConferenceDate(d.value)}</time>
                      </dd>
                    </div>
                  ))}
                </dl>
              ) : (
                <p className="mt-3 text-sm text-slate-600">No deadlines ahead.</p>
              )}
            </Card>
            {website || conference.organizerContact ? (
              <Card className="space-y-3 p-5">
                <h2 className="font-semibold text-slate-900">Contact</h2>
                {conference.organizerContact ? (
                  <p className="flex items-start gap-2 text-sm text-slate-700">
                    <User className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
                    <span className="break-words">
                      <span className="sr-only">Organizer: </span>
                      {email ? (
                        <a href={`mailto:${email}`} className="text-blue-800 underline-offset-2 hover:underline">
                          {email}
                        </a>
                      ) : (
                        conference.organizerContact
                      )}
                    </span>
                  </p>
                ) : null}
                <div className="flex flex-wrap gap-2">
                  {website ? (
                    <a
                      href={website}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={buttonVariants({ variant: "default", size: "sm" })}
                    >
                      <ExternalLink aria-hidden="true" />
                      Visit Website
                      <span className="sr-only"> (opens in a new tab)</span>
                    </a>
                  ) : null}
                  {email ? (
                    <a href={`mailto:${email}`} className={buttonVariants({ variant: "outline", size: "sm" })}>
                      <Mail aria-hidden="true" />
                      Contact Organizer
                    </a>
                  ) : null}
                </div>
              </Card>
            ) : null}
          </aside>
        </div>
      </article>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="font-serif text-3xl font-bold text-slate-900">
        {missing ? "Conference not found" : "Failed to load the conference"}
      </h1>
      <p className="mt-3 text-slate-600">
        {missing
          ? "The conference you are looking for does not exist or has been removed."
          : "An unexpected error occurred"}
      </p>
      <Link to="/conferences" className={cn(buttonVariants({ variant: "outline" }), "mt-6")}>
        All conferences
      </Link>
    </main>
  );
}
