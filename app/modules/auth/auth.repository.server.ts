import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { roleAssignments, sessions, users, verifications } from "../../db/schema";
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
