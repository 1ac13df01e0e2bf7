import { count, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { journals, submissions } from "../../db/schema";
import type { SubmissionStats } from "./dashboard.types";
import type { SubmissionScope } from "./submission-scope";

function scopeCondition(scope: SubmissionScope): SQL | undefined {
  if (scope.all) return undefined;
  const own = eq(submissions.createdBy, scope.ownerId);
  return scope.journalIds.length > 0 ? or(own, inArray(submissions.journalId, scope.journalIds)) : own;
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
