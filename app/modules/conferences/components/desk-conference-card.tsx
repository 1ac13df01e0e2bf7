import { CalendarDays, Clock, MapPin, User } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/lib/utils";
import {
  CONFERENCE_BADGE_LABELS,
  CONFERENCE_TYPE_LABELS,
  conferenceBadge,
  formatConferenceDate,
  type ConferenceBadge,
} from "../conference-display";
import type { DeskConference } from "../conference-desk.types";
import { upcomingDeadlines } from "../conference-deadlines";
import { ConferenceCardMenu } from "./conference-card-menu";
import { ConferenceCover } from "./conference-cover";

const BADGE_STYLES: Record<ConferenceBadge, string> = {
  upcoming: "bg-blue-600 text-white",
  live: "bg-emerald-700 text-white",
  past: "bg-slate-600 text-white",
  cancelled: "bg-red-600 text-white",
};

/**
 * One conference of the dashboard's grid (spec 001 section 2): time badge, type badge, clamped
 * description, start date, location, creator, creation date and the deadlines still ahead.
 */
export function DeskConferenceCard({
  conference,
  canManage,
  interactive,
  onEdit,
  onDelete,
}: {
  conference: DeskConference;
  canManage: boolean;
  interactive: boolean;
  onEdit: (c: DeskConference) => void;
  onDelete: (c: DeskConference) => void;
}) {
  const badge = conferenceBadge(conference);
  const deadlines = upcomingDeadlines(conference);
  const headingId = `conference-${conference.id}-heading`;
  return (
    <li
      className="render-when-near flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm [--render-when-near-size:27rem]"
      aria-labelledby={headingId}
      data-conference-id={conference.id}
    >
      <div className="relative h-36 shrink-0">
        <ConferenceCover conference={conference} sizes="(min-width: 1280px) 22rem, (min-width: 768px) 45vw, 100vw" />
        <div className="absolute top-3 left-3 flex flex-wrap gap-2">
          <Badge className={cn("border-transparent shadow-sm", BADGE_STYLES[badge])}>
            {CONFERENCE_BADGE_LABELS[badge]}
          </Badge>
          <Badge className="border-transparent bg-white/90 text-slate-800 shadow-sm">
            {CONFERENCE_TYPE_LABELS[conference.conferenceType] ?? conference.conferenceType}
          </Badge>
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <h2 id={headingId} className="line-clamp-2 text-base leading-snug font-semibold text-slate-900">
            {conference.title}
          </h2>
          <ConferenceCardMenu
            conference={conference}
            canManage={canManage}
            interactive={interactive}
            onEdit={onEdit}
            onDelete={onDelete}
          />
        </div>
        {conference.description ? (
          <p className="line-clamp-2 text-sm text-slate-600">{conference.description}</p>
        ) : null}
        <dl className="space-y-1.5 text-sm text-slate-700">
          <div className="flex items-center gap-2">
            <dt className="sr-only">Starts</dt>
            <CalendarDays className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
            <dd>
              <time dateTime={conference.startDate}>{formatConferenceDate(conference.startDate)}</time>
            </dd>
          </div>
          {conference.location ? (
            <div className="flex items-center gap-2">
              <dt className="sr-only">Location</dt>
              <MapPin className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
              <dd className="truncate">{conference.location}</dd>
            </div>
          ) : null}
          {/* Conferences loaded with the demo content, or whose creator was deleted, have none. */}
          {conference.creatorName ? (
            <div className="flex items-center gap-2 text-xs text-slate-500">
              <User className="size-3.5 shrink-0" aria-hidden="true" />
              <dt>Created by</dt>
              <dd className="truncate font-medium text-slate-700">{conference.creatorName}</dd>
            </div>
          ) : null}
          <div className="flex items-center gap-2 text-xs text-slate-500">
            <Clock className="size-3.5 shrink-0" aria-hidden="true" />
            <dt>Created</dt>
            <dd className="font-medium text-slate-700">
              <time dateTime={conference.createdAt}>{formatConferenceDate(conference.createdAt)}</time>
            </dd>
          </div>
        </dl>
        {deadlines.length > 0 ? (
          <div className="mt-auto rounded-lg bg-amber-50 p-3 text-xs text-amber-950">
            <p className="mb-1 font-semibold">Upcoming Deadlines</p>
            <dl className="space-y-0.5">
              {deadlines.map((d) => (
                <div key={d.label} className="flex justify-between gap-3">
                  <dt>{d.label}</dt>
                  <dd className="font-medium">
                    <time dateTime={d.value}>{formatConferenceDate(d.value)}</time>
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        ) : null}
      </div>
    </li>
  );
}
