import { and, asc, count, eq, gt, gte, ilike, lt, lte, ne, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { builtOnce } from "~/db/prepared.server";
import { conferences, users } from "~/db/schema";
import type { ConferenceDateStatus, ConferenceType } from "./conference-display";
import type { ConferenceInput } from "./conference-form.schemas";
import type { ConferenceStatus } from "./conferences.constants";

export type ConferenceFilters = {
  search?: string;
  type?: ConferenceType;
  /** The date bucket (the time badge), computed from the dates at `now`. */
  status?: ConferenceDateStatus;
  /** The status stored by hand in the form (the dashboard's status filter). */
  storedStatus?: ConferenceStatus;
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
  coverImageKey: conferences.coverImageKey,
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
  if (filters.storedStatus) conditions.push(sql`${conferences.status} = ${filters.storedStatus}`);
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

/** All conferences (matching `filters`), and how many fall in each date bucket at `now`, in one pass. */
export async function countConferencesByDateStatus(db: Db, now: Date, filters: ConferenceFilters = {}) {
  const [row] = await db
    .select({
      total: count(),
      upcoming: sql<number>`count(*) filter (where ${dateStatusCondition("upcoming", now)})`.mapWith(Number),
      live: sql<number>`count(*) filter (where ${dateStatusCondition("live", now)})`.mapWith(Number),
      past: sql<number>`count(*) filter (where ${dateStatusCondition("past", now)})`.mapWith(Number),
    })
    .from(conferences)
    .where(whereFor(filters, now));
  return row ?? { total: 0, upcoming: 0, live: 0, past: 0 };
}

/** The first `limit` conferences by start date, with the number of all conferences. */
export async function findFirstConferences(db: Db, limit: number) {
  const rows = await firstConferencesQuery(db).execute({ limit });
  return { rows, total: rows[0]?.total ?? 0 };
}

const firstConferencesQuery = builtOnce("first_conferences", (db, statement) =>
  db
    .select({ ...publicConferenceColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(conferences)
    .orderBy(asc(conferences.startDate), asc(conferences.id))
    .limit(sql.placeholder("limit"))
    .prepare(statement),
);

// --- The dashboard (/dashboard/conferences): the rows with their creator, and the writes.

/** One page of the dashboard's list, by start date, with the creator's name and the row's dates. */
export async function findDeskConferencesPage(
  db: Db,
  params: { filters: ConferenceFilters; now: Date; limit: number; offset: number },
) {
  return db
    .select({
      ...publicConferenceColumns,
      createdAt: conferences.createdAt,
      creatorName: users.name,
    })
    .from(conferences)
    .leftJoin(users, eq(users.id, conferences.createdBy))
    .where(whereFor(params.filters, params.now))
    .orderBy(asc(conferences.startDate), asc(conferences.id))
    .limit(params.limit)
    .offset(params.offset);
}

export type DeskConferenceRow = Awaited<ReturnType<typeof findDeskConferencesPage>>[number];

/** One conference by id (public columns), or undefined. */
export async function findConferenceById(db: Db, id: string) {
  const [row] = await db.select(publicConferenceColumns).from(conferences).where(eq(conferences.id, id));
  return row;
}

/** The conference's cover key, locking its row until the transaction ends; undefined when it is gone. */
export async function lockConference(tx: Db, id: string) {
  const [row] = await tx
    .select({ id: conferences.id, coverImageKey: conferences.coverImageKey })
    .from(conferences)
    .where(eq(conferences.id, id))
    .for("update");
  return row;
}

export async function insertConference(tx: Db, input: ConferenceInput & { createdBy: string }) {
  const [row] = await tx.insert(conferences).values(input).returning({ id: conferences.id });
  return row!.id;
}

export async function updateConferenceRow(
  tx: Db,
  id: string,
  change: Partial<ConferenceInput> & { coverImageKey?: string | null; coverImageUrl?: string | null },
) {
  await tx
    .update(conferences)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(conferences.id, id));
}

export async function deleteConferenceRow(tx: Db, id: string) {
  await tx.delete(conferences).where(eq(conferences.id, id));
}
