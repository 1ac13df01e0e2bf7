// Public conference queries: the home page section and the /conferences listing.
import { db } from "~/lib/services.server";
import type { PublicConference } from "./conference.types";
import {
  countConferences,
  countConferencesByDateStatus,
  findConferencesPage,
  findFirstConferences,
  type ConferenceRow,
} from "./conferences.repository.server";
import { CONFERENCES_PAGE_SIZE, type ConferenceListQuery } from "./conferences.schemas";

export type { PublicConference } from "./conference.types";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toPublicConference(row: ConferenceRow): PublicConference {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    location: row.location,
    conferenceType: row.conferenceType,
    status: row.status,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    registrationDeadline: iso(row.registrationDeadline),
    abstractSubmissionDeadline: iso(row.abstractSubmissionDeadline),
    paperSubmissionDeadline: iso(row.paperSubmissionDeadline),
    websiteUrl: row.websiteUrl,
    organizerContact: row.organizerContact,
    coverImageUrl: row.coverImageUrl,
    coverImageKey: row.coverImageKey,
  };
}

/** The first `limit` conferences by start date, and how many there are in all (home page). */
export async function listHomeConferences(limit: number): Promise<{ items: PublicConference[]; total: number }> {
  const { rows, total } = await findFirstConferences(db(), Math.max(1, Math.floor(limit)));
  return { items: rows.slice(0, Math.max(0, limit)).map(toPublicConference), total };
}

export type ConferenceCounts = { total: number; upcoming: number; live: number; past: number };

export type ConferenceListing = {
  items: PublicConference[];
  /** Conferences matching the filters. */
  matching: number;
  page: number;
  pageCount: number;
  pageSize: number;
  /** Unfiltered counts for the summary cards. */
  counts: ConferenceCounts;
};

/** One page of the public listing with its filters applied, plus the summary counts. */
export async function findPublicConferences(
  query: ConferenceListQuery,
  now: Date = new Date(),
): Promise<ConferenceListing> {
  const database = db();
  const filters = { search: query.q, type: query.type, status: query.status };
  const [counts, matching] = await Promise.all([
    countConferencesByDateStatus(database, now),
    countConferences(database, filters, now),
  ]);
  const pageSize = CONFERENCES_PAGE_SIZE;
  const pageCount = Math.max(1, Math.ceil(matching / pageSize));
  // A page past the end (an old link after deletions) shows the last page rather than nothing.
  const page = Math.min(Math.max(1, query.page), pageCount);
  const rows =
    matching === 0
      ? []
      : await findConferencesPage(database, { filters, now, limit: pageSize, offset: (page - 1) * pageSize });
  return { items: rows.map(toPublicConference), matching, page, pageCount, pageSize, counts };
}
