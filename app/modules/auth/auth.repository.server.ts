import { and, asc, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { rateLimits, roleAssignments, sessions, users, verifications } from "~/db/schema";
import type { CurrentUser } from "./current-user";
import { ROLE_NAMES, type RoleGrant } from "./roles";

/** The user with every role they hold, in one query; null when there is no such user. */
export async function findUserWithRoles(db: Db, userId: string): Promise<CurrentUser | null> {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      status: users.status,
      role: roleAssignments.role,
      journalId: roleAssignments.journalId,
    })
    .from(users)
    .leftJoin(roleAssignments, eq(roleAssignments.userId, users.id))
    .where(eq(users.id, userId));
  const first = rows[0];
  if (!first) return null;
  const roles: RoleGrant[] = rows
    .filter((r): r is typeof r & { role: NonNullable<typeof r.role> } => r.role !== null)
    .map((r) => ({ role: r.role, journalId: r.journalId }))
    .sort(
      (a, b) =>
        ROLE_NAMES.indexOf(a.role) - ROLE_NAMES.indexOf(b.role) || (a.journalId ?? "").localeCompare(b.journalId ?? ""),
    );
  return { id: first.id, name: first.name, email: first.email, status: first.status, roles };
}

export async function findUserStatus(db: Db, userId: string): Promise<"active" | "inactive" | null> {
  const [row] = await db.select({ status: users.status }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.status ?? null;
}

/** Gives the user a role for every journal (idempotent). */
export async function grantGlobalRole(db: Db, userId: string, role: RoleGrant["role"]): Promise<void> {
  await db.insert(roleAssignments).values({ userId, role, journalId: null }).onConflictDoNothing();
}

/** Ends every session of the user (used when an account is deactivated). */
export async function deleteSessionsOfUser(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Stores a one-time verification value (Better Auth's table: identifier, value, expiry). */
export async function insertVerification(db: Db, row: { identifier: string; value: string; expiresAt: Date }) {
  await db.insert(verifications).values({ id: crypto.randomUUID(), ...row });
}

/** The account of an e-mail address (already lowercased), or null. */
export async function findUserByEmail(
  db: Db,
  email: string,
): Promise<{ id: string; name: string; email: string } | null> {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row ?? null;
}

/** Ends one session (by its token). */
export async function deleteSessionByToken(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.token, token));
}

// Counters of the sign-in throttle and of the sign-up notices, in Better Auth's rate_limits table
// (key, count, last_request). Their keys never look like Better Auth's own (`<address>|<path>`).
// For these rows `last_request` holds the time (ms since the epoch) until which the counter
// counts, always in the future while it matters: Better Auth's pruning, which deletes rows whose
// last_request lies a window in the past, removes them only after they have run out.

export type ThrottleCounter = { count: number; until: number };

export async function findThrottleCounter(db: Db, key: string): Promise<ThrottleCounter | null> {
  const [row] = await db
    .select({ count: rateLimits.count, until: rateLimits.lastRequest })
    .from(rateLimits)
    .where(eq(rateLimits.key, key))
    .limit(1);
  return row ? { count: row.count, until: Number(row.until) } : null;
}

/** The counters of these keys that exist (in any order). */
export async function findThrottleCounters(db: Db, keys: string[]): Promise<(ThrottleCounter & { key: string })[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .select({ key: rateLimits.key, count: rateLimits.count, until: rateLimits.lastRequest })
    .from(rateLimits)
    .where(inArray(rateLimits.key, keys));
  return rows.map((row) => ({ key: row.key, count: row.count, until: Number(row.until) }));
}

/**
 * Takes the slot `key` until `until`, in one statement, if it is free: missing, or held only up to
 * `now`. False when it is held (by a concurrent request, too): each slot has one holder at a time.
 */
export async function claimThrottleSlot(db: Db, key: string, now: number, until: number): Promise<boolean> {
  const rows = await db
    .insert(rateLimits)
    .values({ id: crypto.randomUUID(), key, count: 1, lastRequest: until })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: { count: 1, lastRequest: until },
      setWhere: sql`${rateLimits.lastRequest} <= ${now}`,
    })
    .returning({ key: rateLimits.key });
  return rows.length > 0;
}

/**
 * Adds one to the counter, in one statement (concurrent requests each get their own number). A
 * counter that has run out (or none) starts again at 1, counting until `now + windowMs`.
 */
export async function bumpThrottleCounter(
  db: Db,
  key: string,
  now: number,
  windowMs: number,
): Promise<ThrottleCounter> {
  const [row] = await db
    .insert(rateLimits)
    .values({ id: crypto.randomUUID(), key, count: 1, lastRequest: now + windowMs })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.lastRequest} <= ${now} then 1 else ${rateLimits.count} + 1 end`,
        lastRequest: sql`case when ${rateLimits.lastRequest} <= ${now} then ${now + windowMs}::bigint else ${rateLimits.lastRequest} end`,
      },
    })
    .returning({ count: rateLimits.count, until: rateLimits.lastRequest });
  return { count: row.count, until: Number(row.until) };
}

/** Takes one back from a counter that still counts (never below zero). */
export async function releaseThrottleCounter(db: Db, key: string, now: number): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(and(eq(rateLimits.key, key), gt(rateLimits.lastRequest, now)));
}

/** Writes the counter as given (created or replaced). */
export async function setThrottleCounter(db: Db, key: string, counter: ThrottleCounter): Promise<void> {
  await db
    .insert(rateLimits)
    .values({ id: crypto.randomUUID(), key, count: counter.count, lastRequest: counter.until })
    .onConflictDoUpdate({ target: rateLimits.key, set: { count: counter.count, lastRequest: counter.until } });
}

export async function deleteThrottleCounters(db: Db, keys: string[]): Promise<void> {
  if (keys.length) await db.delete(rateLimits).where(inArray(rateLimits.key, keys));
}

/**
 * Active users holding `role` for every journal or for this one: reviewers to invite, editors who may
 * be marked recommend-only, copyeditors and layout editors to assign (admins are not role holders
 * here: they always decide).
 */
export async function findJournalRoleHolders(db: Db, role: RoleGrant["role"], journalId: string, limit: number) {
  return db
    .selectDistinct({ id: users.id, name: users.name, email: users.email })
    .from(roleAssignments)
    .innerJoin(users, eq(users.id, roleAssignments.userId))
    .where(
      and(
        eq(roleAssignments.role, role),
        or(isNull(roleAssignments.journalId), eq(roleAssignments.journalId, journalId)),
        eq(users.status, "active"),
      ),
    )
    .orderBy(asc(users.name), asc(users.id))
    .limit(limit);
}
