import { CalendarDays, Clock, ExternalLink, Mail, MapPin } from "lucide-react";
import { Link } from "~/components/link";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { cn } from "~/lib/utils";
import {
  CONFERENCE_BADGE_LABELS,
  CONFERENCE_TYPE_LABELS,
  conferenceBadge,
  formatConferenceDate,
  formatConferenceDates,
  organizerEmail,
  safeWebsiteUrl,
  type ConferenceBadge,
} from "../conference-display";
import { conferencePath } from "../conference-paths";
import { ConferenceCover } from "./conference-cover";
import type { PublicConference } from "../conference.types";

const BADGE_STYLES: Record<ConferenceBadge, string> = {
  upcoming: "bg-blue-600 text-white",
  live: "bg-emerald-700 text-white",
  past: "bg-slate-600 text-white",
  cancelled: "bg-red-600 text-white",
};

/** `headingLevel`: 3 under a section's h2 (home), 2 in a list right under the page's h1 (/conferences). */
export function ConferenceCard({
  conference,
  headingLevel = 3,
}: {
  conference: PublicConference;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  const badge = conferenceBadge(conference);
  const website = safeWebsiteUrl(conference.websiteUrl);
  const email = organizerEmail(conference.organizerContact);
  const deadlines = [
    { label: "Registration deadline", value: conference.registrationDeadline },
    { label: "Abstract deadline", value: conference.abstractSubmissionDeadline },
    { label: "Paper deadline", value: conference.paperSubmissionDeadline },
  ].filter((d): d is { label: string; value: string } => Boolean(d.value));

  return (
    <Card className="flex h-full flex-col overflow-hidden transition-shadow hover:shadow-md">
      <div className="relative h-40 shrink-0">
        <ConferenceCover conference={conference} sizes="(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw" />
        <div className="absolute top-3 left-3 flex flex-wrap gap-2">
          <Badge className={cn("border-transparent shadow-sm", BADGE_STYLES[badge])}>
            {CONFERENCE_BADGE_LABELS[badge]}
          </Badge>
          <Badge className="border-transparent bg-white/90 text-slate-800 shadow-sm">
            {CONFERENCE_TYPE_LABELS[conference.conferenceType] ?? conference.conferenceType}
          </Badge>
        </div>
      </div>

      <div className="flex flex-1 flex-col gap-3 p-5">
        <Heading className="line-clamp-2 text-lg leading-snug font-semibold text-slate-900">
          <Link
            to={conferencePath(conference.id)}
            className="hover:text-blue-800 hover:underline focus-visible:rounded focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:outline-none"
          >
            {conference.title}
          </Link>
        </Heading>
        {conference.description ? (
          <p className="line-clamp-3 text-sm text-slate-600">{conference.description}</p>
        ) : null}

        <dl className="space-y-1.5 text-sm text-slate-700">
          {conference.location ? (
            <div className="flex items-start gap-2">
              <dt className="sr-only">Location</dt>
              <MapPin className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden="true" />
              <dd>{conference.location}</dd>
            </div>
          ) : null}
          <div className="flex items-start gap-2">
            <dt className="sr-only">Dates</dt>
            <CalendarDays className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden="true" />
            <dd>
              <time dateTime={conference.startDate}>
                {formatConferenceDates(conference.startDate, conference.endDate)}
              </time>
            </dd>
          </div>
        </dl>

        {deadlines.length > 0 ? (
          <dl className="space-y-1 rounded-lg bg-slate-50 p-3 text-xs text-slate-600">
            {deadlines.map((d) => (
              <div key={d.label} className="flex items-center justify-between gap-3">
                <dt className="flex items-center gap-1.5">
                  <Clock className="size-3.5 text-slate-400" aria-hidden="true" />
                  {d.label}
                </dt>
                <dd className="font-medium text-slate-800">
                  <time dateTime={d.value}>{formatConferenceDate(d.value)}</time>
                </dd>
              </div>
            ))}
          </dl>
        ) : null}

        {website || email ? (
          <div className="mt-auto flex flex-wrap gap-2 pt-2">
            {website ? (
              <Button asChild variant="outline" size="sm">
                <a href={website} target="_blank" rel="noopener noreferrer">
                  <ExternalLink aria-hidden="true" />
                  Website
                  <span className="sr-only"> of {conference.title} (opens in a new tab)</span>
                </a>
              </Button>
            ) : null}
            {email ? (
              <Button asChild variant="ghost" size="sm">
                <a href={`mailto:${email}`}>
                  <Mail aria-hidden="true" />
                  Contact
                  <span className="sr-only"> the organizers of {conference.title}</span>
                </a>
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </Card>
  );
}
