import { CalendarDays, Clock, ExternalLink, Mail, MapPin, Presentation } from "lucide-react";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { cn } from "../../../lib/utils";
import {
  CONFERENCE_BADGE_LABELS,
  CONFERENCE_TYPE_LABELS,
  conferenceBadge,
  formatConferenceDate,
  formatConferenceDates,
  organizerEmail,
  safeWebsiteUrl,
  type ConferenceBadge,
  type ConferenceType,
} from "../conference-display";
import type { PublicConference } from "../conference.types";

const BADGE_STYLES: Record<ConferenceBadge, string> = {
  upcoming: "bg-blue-600 text-white",
  live: "bg-emerald-700 text-white",
  past: "bg-slate-600 text-white",
  cancelled: "bg-red-600 text-white",
};

// Placeholder covers follow the journal palettes so a card without an image still looks intended.
const PLACEHOLDER_GRADIENTS: Record<ConferenceType, string> = {
  academic: "linear-gradient(135deg, #0c4a6e 0%, #0369a1 50%, #0284c7 100%)",
  workshop: "linear-gradient(135deg, #064e3b 0%, #047857 50%, #059669 100%)",
  symposium: "linear-gradient(135deg, #3b0764 0%, #6b21a8 50%, #7e22ce 100%)",
  seminar: "linear-gradient(135deg, #7c2d12 0%, #c2410c 50%, #ea580c 100%)",
  other: "linear-gradient(135deg, #1e293b 0%, #334155 50%, #475569 100%)",
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
        {conference.coverImageUrl ? (
          <img src={conference.coverImageUrl} alt="" loading="lazy" className="h-full w-full object-cover" />
        ) : (
          <div
            className="flex h-full w-full items-center justify-center text-white/80"
            style={{ background: PLACEHOLDER_GRADIENTS[conference.conferenceType] ?? PLACEHOLDER_GRADIENTS.other }}
            aria-hidden="true"
          >
            <Presentation className="size-12" strokeWidth={1.5} />
          </div>
        )}
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
        <Heading className="line-clamp-2 text-lg leading-snug font-semibold text-slate-900">{conference.title}</Heading>
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
