import { and, asc, count, desc, eq, inArray, notInArray, or, sql, type SQL } from "drizzle-orm";
import { anyOf } from "~/db/any-of.server";
import type { Db } from "~/db/client.server";
import {
  journalSettings,
  journals,
  submissionAuthors,
  submissionCounters,
  submissionCounts,
  submissionEvents,
  submissionFiles,
  submissionHandlingEditors,
  submissions,
  users,
} from "~/db/schema";
import type { SubmissionScope } from "./submission-scope";
import type { ReviewStage, SubmissionStatus, SubmissionType } from "./submissions.constants";
import type { SubmissionCounts } from "./submissions.types";

/**
 * The words of a submission's title and abstract as a full-text vector: the stored generated column
 * `search_vector` (migration 0005_submissions_list_speed, GIN index `submissions_search_vector_idx`),
 * not in the Drizzle schema so that whole-row selects do not carry it.
 */
const searchVector = sql`"submissions"."search_vector"`;

/** Whether the submission has its initial manuscript (written qualified: used inside subqueries). */
const hasInitialFile = sql<boolean>`exists (select 1 from submission_files f where f.submission_id = "submissions"."id" and f.is_initial)`;

export type SubmissionFilter = {
  /** A prefix tsquery (see users/search-terms.ts), or null for no search. */
  tsQuery: string | null;
  status: SubmissionStatus | null;
  type: SubmissionType | null;
  /** Only the submissions this user is a handling editor of. */
  handledBy: string | null;
  /** Only the submissions whose review stands there (today in UTC for what is overdue). */
  reviewStage: ReviewStage | null;
  /** The submissions of `reviewStage`, when read first (findReviewStageIds): tested instead of it. */
  reviewStageIds?: readonly string[];
};

/**
 * The conditions of `round` ("r") being the submission's latest round of review (one probe of the
 * rounds' unique index; as NOT EXISTS a later round, PostgreSQL hashed every round of the table),
 * and of that round having an assignment in one of `states`, read through review_assignments
 * (round_id, state) (ADR 070).
 */
const isLatestRound = sql`r.round_number = (select max(later.round_number) from review_rounds later
  where later.submission_id = r.submission_id)`;
const roundHas = (states: string) =>
  sql.raw(`exists (select 1 from review_assignments a where a.round_id = r.id and a.state in (${states}))`);

/**
 * The stages whose submissions are few and computed from the few rows that make them: the query of
 * their submissions' ids (read from those rows, not from the submissions), and what the submission
 * row must say besides (ADR 070).
 */
const STAGE_FROM_ROWS: Partial<Record<ReviewStage, { ids: SQL; row?: SQL }>> = {
  // Today in UTC, as the due dates are written (current_date would follow the session's time zone).
  // Read from the overdue assignments (a few), not per submission (ADR 070).
  reviews_overdue: {
    ids: sql`select a.submission_id from review_assignments a
      where (a.state = 'invited' and a.response_due_date < (now() at time zone 'utc')::date)
        or (a.state = 'accepted' and a.review_due_date < (now() at time zone 'utc')::date)`,
  },
  // The open rounds with no assignment still answered or reviewed and one completed, from the
  // counts kept on each round (migration 0057) through the partial index of those rounds
  // (review_rounds_decision_ready_idx, ~2,000 entries), each asked whether it is its submission's
  // latest round; it had probed the assignments of all 6,700 open rounds (18,000 buffers; ADR 070).
  // The submission's status is tested where its row is read anyway (the count, the page).
  all_reviews_in: {
    ids: sql`select r.submission_id from review_rounds r
      where r.status = 'open' and r.pending_assignments = 0 and r.completed_assignments > 0
        and r.round_number = (select max(later.round_number) from review_rounds later
          where later.submission_id = r.submission_id)`,
    row: sql`${submissions.status} = 'under_review'`,
  },
};

/** The condition of each review stage on a submissions row. */
function reviewStageCondition(stage: ReviewStage): SQL {
  const fromRows = STAGE_FROM_ROWS[stage];
  // The array is computed once: as a semi-join PostgreSQL tested rows one by one (ADR 070).
  if (fromRows) return and(fromRows.row, sql`${submissions.id} = any(array(${fromRows.ids}))`)!;
  switch (stage) {
    case "awaiting_reviewers":
      // Under review (or just submitted) with nobody invited, reviewing or done in its open round
      // (no round yet counts as an open one).
      return sql`${submissions.status} in ('submitted', 'under_review')
        and not exists (select 1 from review_rounds r where r.submission_id = ${submissions.id} and ${isLatestRound}
          and (r.status <> 'open' or ${roundHas("'invited', 'accepted', 'completed'")}))`;
    case "revision_due":
      return sql`${submissions.status} = 'revision_requested'`;
    default:
      throw new Error(`no condition for the review stage ${stage}`);
  }
}

/** The review stages whose submissions are few and computed from the few rows that make them. */
export const STAGES_READ_FIRST = Object.keys(STAGE_FROM_ROWS) as ReviewStage[];

/**
 * The ids of the submissions in `stage` (any scope) as the rows that make it say, read once so
 * that the count and the page test a list instead of each computing the stage again ('decision
 * needed' tests every open round). For a stage read from its rows, the list may hold submissions
 * the stage's row condition leaves out (filterConditions tests it with the list). With
 * `handledBy` ('Assigned to me'), only those the editor handles: the count and the page then read
 * the editor's few instead of every listed submission (1,332 overdue: 5,300 buffers each).
 */
export async function findReviewStageIds(
  db: Db,
  stage: ReviewStage,
  handledBy: string | null = null,
): Promise<string[]> {
  const fromRows = STAGE_FROM_ROWS[stage];
  if (!fromRows) {
    const rows = await db
      .select({ id: submissions.id })
      .from(submissions)
      .where(and(reviewStageCondition(stage), handledBy ? handledByCondition(handledBy) : undefined));
    return rows.map((r) => r.id);
  }
  const rows = await db
    .select({ id: sql<string>`x.submission_id` })
    .from(sql`(${fromRows.ids}) x`)
    .where(
      handledBy
        ? sql`exists (select 1 from ${submissionHandlingEditors} h where h.submission_id = x.submission_id and h.editor_id = ${handledBy})`
        : undefined,
    )
    .groupBy(sql`1`);
  return rows.map((r) => r.id);
}

function scopeCondition(scope: SubmissionScope): SQL | undefined {
  if (scope.all) return undefined;
  const own = scope.assigned
    ? or(
        eq(submissions.createdBy, scope.ownerId),
        sql`exists (select 1 from stage_assignments sa where sa.submission_id = ${submissions.id} and sa.user_id = ${scope.ownerId})`,
      )!
    : eq(submissions.createdBy, scope.ownerId);
  return scope.journalIds.length > 0 ? or(own, inArray(submissions.journalId, scope.journalIds)) : own;
}

/**
 * The filter's conditions. A search matching few submissions (`fewMatches`) reads their ids from
 * the full-text index first: otherwise PostgreSQL walks the date index newest first and tests every
 * row until a page is full, which for a rare word means the whole table (measured on 100,000
 * submissions: 200 ms that way, 3 ms this way). A search matching many fills a page early on the
 * date index (under 1 ms), where collecting every match first would cost more.
 */
function filterConditions(filter: SubmissionFilter, fewMatches = false, scope?: SubmissionScope): SQL[] {
  const conditions: SQL[] = [];
  if (filter.tsQuery && fewMatches) {
    conditions.push(sql`${submissions.id} = any(array(
      select s.id from submissions s
      where s.search_vector @@ to_tsquery('simple'::regconfig, ${filter.tsQuery})))`);
  } else if (filter.tsQuery) {
    conditions.push(sql`${searchVector} @@ to_tsquery('simple'::regconfig, ${filter.tsQuery})`);
  }
  if (filter.status) conditions.push(eq(submissions.status, filter.status));
  if (filter.type) conditions.push(eq(submissions.submissionType, filter.type));
  if (filter.reviewStageIds) {
    // One text parameter, not one per id; and what the stage asks of the row itself.
    conditions.push(anyOf(submissions.id, filter.reviewStageIds, "uuid"));
    const row = filter.reviewStage && STAGE_FROM_ROWS[filter.reviewStage]?.row;
    if (row) conditions.push(row);
  } else if (filter.reviewStage && fewMatches) {
    // As for a search: the few matching ids first, not a test of every row along the date index
    // (reviews overdue, page 50: 290 ms that way on 100,000 submissions; ADR 070). The stage is
    // tested only on the scoped submissions of the handling editor when 'Assigned to me' is on
    // (as the count does): tested on every candidate, one journal's editor's 'awaiting reviewers'
    // read 6,362 submissions' rounds to keep 107 (58 ms against 6).
    const narrowed = and(
      scope && scopeCondition(scope),
      reviewStageCondition(filter.reviewStage),
      filter.handledBy ? handledByCondition(filter.handledBy) : undefined,
    );
    conditions.push(sql`${submissions.id} = any(array(select submissions.id from submissions where ${narrowed}))`);
  } else if (filter.reviewStage) {
    conditions.push(reviewStageCondition(filter.reviewStage));
  }
  if (filter.handledBy) conditions.push(handledByCondition(filter.handledBy));
  return conditions;
}

/** The submission has `editorId` among its handling editors. */
const handledByCondition = (editorId: string) => sql`exists (select 1 from ${submissionHandlingEditors} h
  where h.submission_id = ${submissions.id} and h.editor_id = ${editorId})`;

export type SubmissionPageRow = {
  id: string;
  journalId: string;
  journalShortName: string;
  submissionNumber: number;
  title: string;
  submissionType: SubmissionType;
  status: SubmissionStatus;
  submissionDate: Date;
  createdBy: string;
  hasManuscript: boolean;
};

/**
 * One page of the scoped submissions matching the filter, newest first (ties by id: pages never
 * overlap; read from the index submissions_date_id_idx). Whether each has its manuscript is asked
 * for the page's ids afterwards: as a subquery of the page, PostgreSQL hashed every initial file
 * of the table first (50 ms on 100,000 submissions).
 */
export async function findSubmissionPage(
  db: Db,
  opts: { scope: SubmissionScope; filter: SubmissionFilter; fewMatches: boolean; limit: number; offset: number },
): Promise<SubmissionPageRow[]> {
  const rows = await db
    .select({
      id: submissions.id,
      journalId: submissions.journalId,
      journalShortName: journals.shortName,
      submissionNumber: submissions.submissionNumber,
      title: submissions.title,
      submissionType: submissions.submissionType,
      status: submissions.status,
      submissionDate: submissions.submissionDate,
      createdBy: submissions.createdBy,
    })
    .from(submissions)
    .innerJoin(journals, eq(journals.id, submissions.journalId))
    .where(and(scopeCondition(opts.scope), ...filterConditions(opts.filter, opts.fewMatches, opts.scope)))
    .orderBy(desc(submissions.submissionDate), desc(submissions.id))
    .limit(opts.limit)
    .offset(opts.offset);
  if (rows.length === 0) return [];
  const withManuscript = await db
    .selectDistinct({ id: submissionFiles.submissionId })
    .from(submissionFiles)
    .where(
      and(
        inArray(
          submissionFiles.submissionId,
          rows.map((r) => r.id),
        ),
        eq(submissionFiles.isInitial, true),
      ),
    );
  const has = new Set(withManuscript.map((r) => r.id));
  return rows.map((r) => ({ ...r, hasManuscript: has.has(r.id) }));
}

/**
 * The stat cards (every scoped submission) and the number matching the filter, in one statement.
 * COPE Compliant: the authorship declaration says all authors consent. For admins and journal
 * editors the cards are read from submission_counts (kept by a trigger: a few rows per journal),
 * plus, for an editor, their own submissions to other journals (read through the owner index);
 * counting 100,000 index entries cost 12-20 ms a request (ADR 070). An author's own list (and a
 * copyeditor's, with the submissions assigned to them) is counted from the submissions' indexes:
 * the statuses from submissions_status_scope_idx, COPE compliance from the partial
 * submissions_cope_compliant_idx.
 */
export async function countSubmissions(
  db: Db,
  scope: SubmissionScope,
  filter: SubmissionFilter,
  /** Matches counted at most to one more than this (null: all of them). */
  cap: number | null = null,
): Promise<SubmissionCounts & { matching: number }> {
  const scoped = scopeCondition(scope);
  const filters = filterConditions(filter);
  const matchingOf = (all: SQL<number>) =>
    filters.length === 0
      ? all
      : cap === null
        ? sql<number>`(select count(*) from submissions where ${and(scoped, ...filters)})::int`
        : sql<number>`(select count(*) from (select 1 from submissions where ${and(scoped, ...filters)}
            limit ${cap + 1}) m)::int`;
  const copeCompliant = sql`(${submissions.authorshipDeclaration} ->> 'allAuthorsConsent') = 'true'`;
  if (scope.all || (scope.journalIds.length > 0 && !scope.assigned)) {
    // The editor's own submissions to journals outside their scope (normally none).
    const elsewhere = scope.all
      ? null
      : and(eq(submissions.createdBy, scope.ownerId), notInArray(submissions.journalId, scope.journalIds));
    const own = (condition?: SQL) =>
      elsewhere ? sql` + (select count(*) from submissions where ${and(elsewhere, condition)})` : sql``;
    const total = sql<number>`(coalesce(sum(${submissionCounts.submissions}), 0)${own()})::int`;
    const byStatus = (status: SubmissionStatus) =>
      sql<number>`(coalesce(sum(${submissionCounts.submissions}) filter (where ${submissionCounts.status} = ${status}), 0)${own(
        eq(submissions.status, status),
      )})::int`;
    const cope = sql<number>`(coalesce(sum(${submissionCounts.submissions}) filter (where ${submissionCounts.copeCompliant}), 0)${own(
      copeCompliant,
    )})::int`;
    const [row] = await db
      .select({
        total,
        submitted: byStatus("submitted"),
        underReview: byStatus("under_review"),
        copeCompliant: cope,
        matching: matchingOf(total),
      })
      .from(submissionCounts)
      .where(scope.all ? undefined : inArray(submissionCounts.journalId, scope.journalIds));
    return row ?? { total: 0, submitted: 0, underReview: 0, copeCompliant: 0, matching: 0 };
  }
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      submitted: sql<number>`(count(*) filter (where ${submissions.status} = 'submitted'))::int`,
      underReview: sql<number>`(count(*) filter (where ${submissions.status} = 'under_review'))::int`,
      copeCompliant: sql<number>`(select count(*) from submissions where ${and(scoped, copeCompliant)})::int`,
      matching: matchingOf(sql<number>`count(*)::int`),
    })
    .from(submissions)
    .where(scoped);
  return row ?? { total: 0, submitted: 0, underReview: 0, copeCompliant: 0, matching: 0 };
}

/** The full submission row with its journal and the submitting user's name and e-mail. */
export async function findSubmissionRecord(db: Db, id: string) {
  const [row] = await db
    .select({
      submission: submissions,
      journalShortName: journals.shortName,
      journalTitle: journals.title,
      creatorName: users.name,
      creatorEmail: users.email,
      hasManuscript: hasInitialFile,
    })
    .from(submissions)
    .innerJoin(journals, eq(journals.id, submissions.journalId))
    .leftJoin(users, eq(users.id, submissions.createdBy))
    .where(eq(submissions.id, id))
    .limit(1);
  return row;
}

export type SubmissionRecord = NonNullable<Awaited<ReturnType<typeof findSubmissionRecord>>>;

export async function findSubmissionAuthors(db: Db, submissionId: string) {
  return db
    .select({
      position: submissionAuthors.position,
      name: submissionAuthors.name,
      email: submissionAuthors.email,
      affiliation: submissionAuthors.affiliation,
      orcid: submissionAuthors.orcid,
      country: submissionAuthors.country,
      isCorresponding: submissionAuthors.isCorresponding,
    })
    .from(submissionAuthors)
    .where(eq(submissionAuthors.submissionId, submissionId))
    .orderBy(asc(submissionAuthors.position));
}

/**
 * The journal's next submission number. The upsert takes the counter row's lock until the
 * transaction ends, so concurrent submissions to one journal wait their turn and a rollback gives
 * the number back: numbers never repeat and leave no gaps.
 */
export async function bumpSubmissionCounter(tx: Db, journalId: string): Promise<number> {
  const [row] = await tx
    .insert(submissionCounters)
    .values({ journalId, lastNumber: 1 })
    .onConflictDoUpdate({
      target: submissionCounters.journalId,
      set: { lastNumber: sql`${submissionCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: submissionCounters.lastNumber });
  return row.lastNumber;
}

export type NewSubmissionRow = typeof submissions.$inferInsert;

export async function insertSubmission(
  tx: Db,
  values: NewSubmissionRow,
): Promise<{ id: string; submissionDate: Date; createdAt: Date }> {
  const [row] = await tx
    .insert(submissions)
    .values(values)
    .returning({ id: submissions.id, submissionDate: submissions.submissionDate, createdAt: submissions.createdAt });
  return row;
}

export type AuthorRow = {
  name: string;
  email: string;
  affiliation: string | null;
  orcid: string | null;
  /** ISO 3166-1 alpha-2 (ADR 064). */
  country?: string | null;
};

/** Makes `authors` the submission's authors, in order; the first is the corresponding author. */
export async function replaceSubmissionAuthors(tx: Db, submissionId: string, authors: readonly AuthorRow[]) {
  await tx.delete(submissionAuthors).where(eq(submissionAuthors.submissionId, submissionId));
  if (authors.length === 0) return;
  await tx.insert(submissionAuthors).values(
    authors.map((a, i) => ({
      submissionId,
      position: i + 1,
      name: a.name,
      email: a.email,
      affiliation: a.affiliation,
      orcid: a.orcid,
      country: a.country ?? null,
      isCorresponding: i === 0,
    })),
  );
}

export async function updateSubmissionFields(
  tx: Db,
  id: string,
  fields: Partial<
    Pick<
      NewSubmissionRow,
      | "title"
      | "abstract"
      | "submissionType"
      | "keywords"
      | "coverLetter"
      | "suggestedReviewers"
      | "status"
      | "adminNotes"
      | "reviewerComments"
    >
  >,
): Promise<void> {
  if (Object.keys(fields).length === 0) return;
  await tx.update(submissions).set(fields).where(eq(submissions.id, id));
}

/** The storage keys of the submission's files (to remove them once its deletion has committed). */
export async function findSubmissionFileKeys(db: Db, submissionId: string): Promise<string[]> {
  const rows = await db
    .select({ key: submissionFiles.storageKey })
    .from(submissionFiles)
    .where(eq(submissionFiles.submissionId, submissionId));
  return rows.map((r) => r.key);
}

/** Deletes the submission; authors, files' rows, events and tasks go with it (ON DELETE CASCADE). */
export async function deleteSubmissionRow(tx: Db, id: string): Promise<boolean> {
  const rows = await tx.delete(submissions).where(eq(submissions.id, id)).returning({ id: submissions.id });
  return rows.length > 0;
}

/** The submission's history, newest first, with the name of who did each thing. */
export async function findSubmissionEvents(db: Db, submissionId: string, limit: number) {
  return db
    .select({
      id: submissionEvents.id,
      kind: submissionEvents.kind,
      detail: submissionEvents.detail,
      actorName: users.name,
      createdAt: submissionEvents.createdAt,
    })
    .from(submissionEvents)
    .leftJoin(users, eq(users.id, submissionEvents.actorId))
    .where(eq(submissionEvents.submissionId, submissionId))
    .orderBy(desc(submissionEvents.createdAt), desc(submissionEvents.id))
    .limit(limit);
}

/** The settings groups a submission depends on (resolved with resolveJournalSettings). */
const settingsColumns = {
  submissionGuidelines: journalSettings.submissionGuidelines,
  editorialWorkflow: journalSettings.editorialWorkflow,
  publicationWorkflow: journalSettings.publicationWorkflow,
  emailNotifications: journalSettings.emailNotifications,
};

/** Journals open to submissions (status active), by title, with their settings groups. */
export async function findActiveJournals(db: Db) {
  return db
    .select({
      id: journals.id,
      shortName: journals.shortName,
      title: journals.title,
      ...settingsColumns,
    })
    .from(journals)
    .leftJoin(journalSettings, eq(journalSettings.journalId, journals.id))
    .where(eq(journals.status, "active"))
    .orderBy(asc(journals.title));
}

/** A journal's status and names with its settings groups (undefined: no such journal). */
export async function findJournalWithSettings(db: Db, journalId: string) {
  const [row] = await db
    .select({
      id: journals.id,
      shortName: journals.shortName,
      title: journals.title,
      status: journals.status,
      ...settingsColumns,
    })
    .from(journals)
    .leftJoin(journalSettings, eq(journalSettings.journalId, journals.id))
    .where(eq(journals.id, journalId))
    .limit(1);
  return row;
}

export async function findUserContact(db: Db, userId: string): Promise<{ name: string; email: string } | undefined> {
  const [row] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId));
  return row;
}

/** How many times a submission's status was changed to `status` (its history's status events). */
export async function countStatusChangesTo(db: Db, submissionId: string, status: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(submissionEvents)
    .where(
      and(
        eq(submissionEvents.submissionId, submissionId),
        eq(submissionEvents.kind, "status_changed"),
        sql`${submissionEvents.detail}->>'to' = ${status}`,
      ),
    );
  return row?.n ?? 0;
}
