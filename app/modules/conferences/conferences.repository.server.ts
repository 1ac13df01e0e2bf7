import { and, asc, count, gt, gte, ilike, lt, lte, ne, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { conferences } from "../../db/schema";
import type { ConferenceDateStatus, ConferenceType } from "./conference-display";

export type ConferenceFilters = {
  search?: string;
  type?: ConferenceType;
  status?: ConferenceDateStatus;
};

const publicConferenceColumns = {
  id: conferences.id,
  title: conferences.title,
  description: conferences.description,
  location: conferences.location,
  conferenceType: conferences.conferenceType,
  status: conferences.status,
  startDate: conferences.startDate,
  endDate: conferences.endDate,
  registrationDeadline: conferences.registrationDeadline,
  abstractSubmissionDeadline: conferences.abstractSubmissionDeadline,
  paperSubmissionDeadline: conferences.paperSubmissionDeadline,
  websiteUrl: conferences.websiteUrl,
  organizerContact: conferences.organizerContact,
  coverImageUrl: conferences.coverImageUrl,
};

export type ConferenceRow = Awaited<ReturnType<typeof findConferencesPage>>[number];

// Mirrors conferenceBadge(): a cancelled conference shows 'Cancelled', so it belongs to no date bucket.
function dateStatusCondition(status: ConferenceDateStatus, now: Date): SQL {
  const notCancelled = ne(conferences.status, "cancelled");
  switch (status) {
    case "upcoming":
      return and(notCancelled, gt(conferences.startDate, now))!;
    case "live":
      return and(notCancelled, lte(conferences.startDate, now), gte(conferences.endDate, now))!;
    case "past":
      return and(notCancelled, lte(conferences.startDate, now), lt(conferences.endDate, now))!;
  }
}

/** Escapes LIKE wildcards so a visitor's '%' or '_' is matched literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function whereFor(filters: ConferenceFilters, now: Date): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.search) {
    const pattern = likePattern(filters.search);
    conditions.push(
      or(
        ilike(conferences.title, pattern),
        ilike(conferences.description, pattern),
        ilike(conferences.location, pattern),
      ),
    );
  }
  if (filters.type) conditions.push(sql`${conferences.conferenceType} = ${filters.type}`);
  if (filters.status) conditions.push(dateStatusCondition(filters.status, now));
  return and(...conditions);
}

/** One page of conferences matching the filters, by start date (earliest first). */
export async function findConferencesPage(
  db: Db,
  params: { filters: ConferenceFilters; now: Date; limit: number; offset: number },
) {
  return db
    .select(publicConferenceColumns)
    .from(conferences)
    .where(whereFor(params.filters, params.now))
    .orderBy(asc(conferences.startDate), asc(conferences.id))
    .limit(params.limit)
    .offset(params.offset);
}

/** How many conferences match the filters. */
export async function countConferences(db: Db, filters: ConferenceFilters, now: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(conferences).where(whereFor(filters, now));
  return row?.n ?? 0;
}

/** All conferences, and how many fall in each date bucket at `now`, in one pass. */
export async function countConferencesByDateStatus(db: Db, now: Date) {
  const [row] = await db
    .select({
      total: count(),
      upcoming: sql<number>`count(*) filter (where ${dateStatusCondition("upcoming", now)})`.mapWith(Number),
      live: sql<number>`count(*) filter (where ${dateStatusCondition("live", now)})`.mapWith(Number),
      past: sql<number>`count(*) filter (where ${dateStatusCondition("past", now)})`.mapWith(Number),
    })
    .from(conferences);
  return row ?? { total: 0, upcoming: 0, live: 0, past: 0 };
}

/** The first `limit` conferences by start date, with the number of all conferences. */
export async function findFirstConferences(db: Db, limit: number) {
  const rows = await db
    .select({ ...publicConferenceColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(conferences)
    .orderBy(asc(conferences.startDate), asc(conferences.id))
    .limit(limit);
  return { rows, total: rows[0]?.total ?? 0 };
}
