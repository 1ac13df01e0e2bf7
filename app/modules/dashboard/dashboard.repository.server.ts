import { and, count, desc, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import {
  journals,
  publishedArticleDays,
  reviewAssignments,
  stageAssignments,
  submissionStages,
  submissions,
} from "~/db/schema";
import type { SubmissionStats } from "./dashboard.types";
import type { SubmissionScope } from "~/modules/submissions/submission-scope";

function scopeCondition(scope: SubmissionScope): SQL | undefined {
  if (scope.all) return undefined;
  const own = eq(submissions.createdBy, scope.ownerId);
  return scope.journalIds.length > 0 ? or(own, inArray(submissions.journalId, scope.journalIds)) : own;
}

/**
 * The user's work waiting: their review assignments not yet answered or written, their stage
 * assignments on accepted submissions whose stage is the one they are assigned to (no stage row
 * yet: the first stage, where an assignment can only be), and their own submissions whose editor
 * asked for a revision (the submitter sends it).
 */
export async function countWorkWaiting(
  db: Db,
  userId: string,
): Promise<{ reviews: number; stages: number; revisions: number }> {
  const [reviews, stages, revisions] = await Promise.all([
    db
      .select({ n: count() })
      .from(reviewAssignments)
      .where(and(eq(reviewAssignments.reviewerId, userId), inArray(reviewAssignments.state, ["invited", "accepted"]))),
    db
      .select({ n: count() })
      .from(stageAssignments)
      .innerJoin(submissions, eq(submissions.id, stageAssignments.submissionId))
      .leftJoin(submissionStages, eq(submissionStages.submissionId, stageAssignments.submissionId))
      .where(
        and(
          eq(stageAssignments.userId, userId),
          eq(submissions.status, "accepted"),
          or(isNull(submissionStages.stage), sql`${submissionStages.stage}::text = ${stageAssignments.stage}::text`),
        ),
      ),
    db
      .select({ n: count() })
      .from(submissions)
      .where(and(eq(submissions.createdBy, userId), eq(submissions.status, "revision_requested"))),
  ]);
  return { reviews: reviews[0]?.n ?? 0, stages: stages[0]?.n ?? 0, revisions: revisions[0]?.n ?? 0 };
}

/** The three counts of the dashboard home in one scan of the scoped submissions. */
export async function countSubmissionStats(db: Db, scope: SubmissionScope): Promise<SubmissionStats> {
  const [row] = await db
    .select({
      totalSubmissions: count(),
      activeReviews: sql<number>`count(*) filter (where ${submissions.status} = 'under_review')`.mapWith(Number),
      published: sql<number>`count(*) filter (where ${submissions.status} = 'published')`.mapWith(Number),
    })
    .from(submissions)
    .where(scopeCondition(scope));
  return row ?? { totalSubmissions: 0, activeReviews: 0, published: 0 };
}

/**
 * The published articles of the scope's journals (every journal's for `all`), from the counters
 * the articles' triggers keep (migration 0024): a few rows per journal and day, whatever the size
 * of the catalogue. Null for a scope of one's own submissions, which has no journals.
 */
export async function countCatalogueArticles(db: Db, scope: SubmissionScope): Promise<number | null> {
  if (!scope.all && scope.journalIds.length === 0) return null;
  const days = publishedArticleDays;
  const [row] = await db
    .select({ articles: sql<number>`coalesce(sum(${days.articles}), 0)`.mapWith(Number) })
    .from(days)
    .where(scope.all ? undefined : inArray(days.journalId, scope.journalIds));
  return row?.articles ?? 0;
}

export type RecentSubmissionRow = {
  id: string;
  title: string;
  status: (typeof submissions.status.enumValues)[number];
  submissionNumber: number | null;
  submissionDate: Date;
  journalShortName: string | null;
};

/** The latest scoped submissions by submission date, newest first. */
export async function findRecentSubmissions(
  db: Db,
  scope: SubmissionScope,
  limit: number,
): Promise<RecentSubmissionRow[]> {
  return db
    .select({
      id: submissions.id,
      title: submissions.title,
      status: submissions.status,
      submissionNumber: submissions.submissionNumber,
      submissionDate: submissions.submissionDate,
      journalShortName: journals.shortName,
    })
    .from(submissions)
    .leftJoin(journals, eq(journals.id, submissions.journalId))
    .where(scopeCondition(scope))
    .orderBy(desc(submissions.submissionDate), desc(submissions.id))
    .limit(limit);
}
