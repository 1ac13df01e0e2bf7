import { and, asc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { noticeDigestItems, noticePreferences, roleAssignments, users } from "~/db/schema";
import type { EditorNotice, NoticeDelivery } from "./notice-preferences";

/** The user's chosen deliveries (notices without a row are delivered right away). */
export async function findNoticePreferences(db: Db, userId: string) {
  return db
    .select({ notice: noticePreferences.notice, delivery: noticePreferences.delivery })
    .from(noticePreferences)
    .where(eq(noticePreferences.userId, userId));
}

/** The user's delivery of one notice, or undefined when they never chose. */
export async function findNoticeDelivery(db: Db, userId: string, notice: EditorNotice) {
  const [row] = await db
    .select({ delivery: noticePreferences.delivery })
    .from(noticePreferences)
    .where(and(eq(noticePreferences.userId, userId), eq(noticePreferences.notice, notice)))
    .limit(1);
  return row?.delivery as NoticeDelivery | undefined;
}

export async function upsertNoticePreferences(
  db: Db,
  userId: string,
  rows: readonly { notice: EditorNotice; delivery: NoticeDelivery }[],
) {
  if (rows.length === 0) return;
  await db
    .insert(noticePreferences)
    .values(rows.map((r) => ({ userId, notice: r.notice, delivery: r.delivery })))
    .onConflictDoUpdate({
      target: [noticePreferences.userId, noticePreferences.notice],
      set: { delivery: sql`excluded.delivery`, updatedAt: sql`now()` },
    });
}

export async function insertDigestItem(
  db: Db,
  item: { userId: string; notice: EditorNotice; detail: Record<string, string | null> },
) {
  await db.insert(noticeDigestItems).values(item);
}

/** Users with notices waiting for their digest, a page at a time (by user id). */
export async function findUsersWithPendingDigest(db: Db, after: string | null, limit: number) {
  const rows = await db
    .selectDistinct({ userId: noticeDigestItems.userId })
    .from(noticeDigestItems)
    .where(
      and(isNull(noticeDigestItems.sentAt), after === null ? undefined : sql`${noticeDigestItems.userId} > ${after}`),
    )
    .orderBy(asc(noticeDigestItems.userId))
    .limit(limit);
  return rows.map((r) => r.userId);
}

/**
 * The user's waiting notices, oldest first, locked for this transaction; rows another instance's
 * digest holds are skipped (it sends them).
 */
export async function lockPendingDigestItems(db: Db, userId: string, limit: number) {
  return db
    .select({
      id: noticeDigestItems.id,
      notice: noticeDigestItems.notice,
      detail: noticeDigestItems.detail,
      createdAt: noticeDigestItems.createdAt,
    })
    .from(noticeDigestItems)
    .where(and(eq(noticeDigestItems.userId, userId), isNull(noticeDigestItems.sentAt)))
    .orderBy(asc(noticeDigestItems.createdAt), asc(noticeDigestItems.id))
    .limit(limit)
    .for("update", { skipLocked: true });
}

export async function markDigestItemsSent(db: Db, ids: readonly string[], at: Date) {
  if (ids.length === 0) return;
  await db.update(noticeDigestItems).set({ sentAt: at }).where(inArray(noticeDigestItems.id, ids));
}

/** The active user's name and e-mail (the digest's recipient). */
export async function findActiveRecipient(db: Db, userId: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.status, "active")))
    .limit(1);
  return row;
}

/** The active editors of a journal (of it, or of every journal), by name. */
export async function findJournalEditors(db: Db, journalId: string, limit: number) {
  return db
    .selectDistinct({ id: users.id, name: users.name, email: users.email })
    .from(roleAssignments)
    .innerJoin(users, eq(users.id, roleAssignments.userId))
    .where(
      and(
        eq(roleAssignments.role, "editor"),
        or(isNull(roleAssignments.journalId), eq(roleAssignments.journalId, journalId)),
        eq(users.status, "active"),
      ),
    )
    .orderBy(asc(users.name), asc(users.id))
    .limit(limit);
}

/** The site's active admins (of every journal), by name. */
export async function findSiteAdmins(db: Db, limit: number) {
  return db
    .selectDistinct({ id: users.id, name: users.name, email: users.email })
    .from(roleAssignments)
    .innerJoin(users, eq(users.id, roleAssignments.userId))
    .where(and(eq(roleAssignments.role, "admin"), isNull(roleAssignments.journalId), eq(users.status, "active")))
    .orderBy(asc(users.name), asc(users.id))
    .limit(limit);
}
