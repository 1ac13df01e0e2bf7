import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { editorialBoardMembers as members, journals } from "~/db/schema";

// E-mail is deliberately not selected: no public viewer may see it yet.
const publicMemberColumns = {
  id: members.id,
  name: members.name,
  role: members.role,
  affiliation: members.affiliation,
  bio: members.bio,
  avatarUrl: members.avatarUrl,
  avatarImageKey: members.avatarImageKey,
  orcid: members.orcid,
  expertise: members.expertise,
  displayOrder: members.displayOrder,
};

/** The board's one order, public and in the manager: display order, then name, then id (no ties). */
const boardOrder = [asc(members.displayOrder), asc(members.name), asc(members.id)];

const activeOf = (journalId: string) => and(eq(members.journalId, journalId), eq(members.isActive, true));

/** Active members of a journal's board in display order, at most `limit`. */
export async function findActiveBoardMembers(db: Db, journalId: string, limit: number) {
  return db
    .select(publicMemberColumns)
    .from(members)
    .where(activeOf(journalId))
    .orderBy(...boardOrder)
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

// --- The Editorial Board Manager (admin).

/** The journal whose board is managed, whatever its status. */
export async function findBoardJournal(db: Db, journalId: string) {
  const [row] = await db
    .select({ id: journals.id, title: journals.title, shortName: journals.shortName, status: journals.status })
    .from(journals)
    .where(eq(journals.id, journalId));
  return row;
}

/** Locks the journal's row: changes to one board happen one after another (its size, its order). */
export async function lockBoardJournal(tx: Db, journalId: string): Promise<boolean> {
  const rows = await tx.select({ id: journals.id }).from(journals).where(eq(journals.id, journalId)).for("update");
  return rows.length > 0;
}

/** A journal's id from its short name (a readable link to its board), whatever its status. */
export async function findJournalIdByShortName(db: Db, shortName: string): Promise<string | undefined> {
  const [row] = await db.select({ id: journals.id }).from(journals).where(eq(journals.shortName, shortName));
  return row?.id;
}

const managerColumns = {
  ...publicMemberColumns,
  email: members.email,
  isActive: members.isActive,
};

/** Every member of a journal's board, active or not, in board order, at most `limit`. */
export async function findBoardMembers(db: Db, journalId: string, limit: number) {
  return db
    .select(managerColumns)
    .from(members)
    .where(eq(members.journalId, journalId))
    .orderBy(...boardOrder)
    .limit(limit);
}

export type BoardMemberRow = Awaited<ReturnType<typeof findBoardMembers>>[number];

const stateColumns = {
  id: members.id,
  journalId: members.journalId,
  name: members.name,
  role: members.role,
  isActive: members.isActive,
  displayOrder: members.displayOrder,
  avatarImageKey: members.avatarImageKey,
};

export type MemberState = { [K in keyof typeof stateColumns]: (typeof members.$inferSelect)[K] };

export async function findMemberState(db: Db, memberId: string): Promise<MemberState | undefined> {
  const [row] = await db.select(stateColumns).from(members).where(eq(members.id, memberId));
  return row;
}

/** The member's row, locked until the transaction ends. */
export async function lockMemberState(tx: Db, memberId: string): Promise<MemberState | undefined> {
  const [row] = await tx.select(stateColumns).from(members).where(eq(members.id, memberId)).for("update");
  return row;
}

/** The whole board of a journal, locked, in board order: the rows a move renumbers. */
export async function lockBoardOrder(tx: Db, journalId: string) {
  return tx
    .select({ id: members.id, name: members.name, displayOrder: members.displayOrder })
    .from(members)
    .where(eq(members.journalId, journalId))
    .orderBy(...boardOrder)
    .for("update");
}

export async function countBoardMembers(tx: Db, journalId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(members).where(eq(members.journalId, journalId));
  return row?.n ?? 0;
}

type MemberValues = Partial<Omit<typeof members.$inferInsert, "id" | "journalId" | "createdAt">>;

export async function insertMember(tx: Db, values: typeof members.$inferInsert): Promise<string> {
  const [row] = await tx.insert(members).values(values).returning({ id: members.id });
  return row!.id;
}

export async function updateMemberRow(tx: Db, memberId: string, values: MemberValues): Promise<void> {
  await tx.update(members).set(values).where(eq(members.id, memberId));
}

export async function deleteMemberRow(tx: Db, memberId: string): Promise<void> {
  await tx.delete(members).where(eq(members.id, memberId));
}

/** Whom a stored photo belongs to, and whether the public sees that member (active, active journal). */
export async function findAvatarOwner(db: Db, memberId: string) {
  const [row] = await db
    .select({
      journalId: members.journalId,
      avatarImageKey: members.avatarImageKey,
      isPublic: sql<boolean>`(${members.isActive} and ${journals.status} = 'active')`,
    })
    .from(members)
    .innerJoin(journals, eq(journals.id, members.journalId))
    .where(eq(members.id, memberId));
  return row;
}

/** The ids of a journal's members who have a photo (their folders go when the journal goes). */
export async function findMembersWithAvatars(db: Db, journalId: string): Promise<string[]> {
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.journalId, journalId), sql`${members.avatarImageKey} is not null`));
  return rows.map((r) => r.id);
}
