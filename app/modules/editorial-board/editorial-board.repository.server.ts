import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { editorialBoardMembers as members } from "../../db/schema";

// E-mail is deliberately not selected: no public viewer may see it yet.
const publicMemberColumns = {
  id: members.id,
  name: members.name,
  role: members.role,
  affiliation: members.affiliation,
  bio: members.bio,
  avatarUrl: members.avatarUrl,
  expertise: members.expertise,
  displayOrder: members.displayOrder,
};

const activeOf = (journalId: string) => and(eq(members.journalId, journalId), eq(members.isActive, true));

/** Active members of a journal's board in display order, at most `limit`. */
export async function findActiveBoardMembers(db: Db, journalId: string, limit: number) {
  return db
    .select(publicMemberColumns)
    .from(members)
    .where(activeOf(journalId))
    .orderBy(asc(members.displayOrder), asc(members.name))
    .limit(limit);
}

export type PublicBoardMemberRow = Awaited<ReturnType<typeof findActiveBoardMembers>>[number];

/** Member count, distinct affiliations (case- and space-insensitive) and total expertise tags. */
export async function countBoardStats(db: Db, journalId: string) {
  const [row] = await db
    .select({
      members: sql<number>`count(*)::int`,
      institutions: sql<number>`count(distinct nullif(lower(trim(${members.affiliation})), ''))::int`,
      expertiseTags: sql<number>`coalesce(sum(cardinality(${members.expertise})), 0)::int`,
    })
    .from(members)
    .where(activeOf(journalId));
  return row ?? { members: 0, institutions: 0, expertiseTags: 0 };
}
