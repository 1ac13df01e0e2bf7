import { and, asc, desc, eq, isNotNull, isNull, ne, notInArray, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { accounts, roleAssignments, submissionTasks, submissions, users } from "~/db/schema";
import type { RoleName } from "~/modules/auth/roles";
import type { ManagedUserStatus, SortDirection, UserSortKey } from "./users.constants";
import type { ManagedRoleGrant, ManagedUser, UserCounts } from "./users.types";

/**
 * The words of a user's name and e-mail address as a full-text vector. It must stay exactly the
 * expression of the index `users_search_idx` (migration 0002_users_search) or searches stop using it.
 * The punctuation of addresses and names separates words ("ada.smith@uni.edu": ada, smith, uni, edu).
 */
const searchVector = sql`to_tsvector('simple'::regconfig, translate(users.name || ' ' || users.email, '@.-_+/''', '       '))`;

/**
 * The roles of the user whose id is `userId` as JSON, highest priority first, with the short name of
 * a journal-scoped role. Column references in raw SQL are written qualified: Drizzle leaves them
 * unqualified in single-table selects, where a subquery would read its own `id`.
 */
const rolesJsonOf = (userId: SQLWrapper) => sql<ManagedRoleGrant[]>`coalesce((
  select json_agg(json_build_object('role', ra.role, 'journalId', ra.journal_id, 'journalShortName', j.short_name)
    order by ra.role, j.short_name nulls first)
  from role_assignments ra left join journals j on j.id = ra.journal_id
  where ra.user_id = ${userId}
), '[]'::json)`;

export type UserFilter = {
  /** A prefix tsquery (see search-terms.ts), or null for no search. */
  tsQuery: string | null;
  status: ManagedUserStatus | null;
  role: RoleName | null;
};

function filterCondition(filter: UserFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.tsQuery) conditions.push(sql`${searchVector} @@ to_tsquery('simple'::regconfig, ${filter.tsQuery})`);
  if (filter.status) conditions.push(eq(users.status, filter.status));
  if (filter.role) {
    conditions.push(
      sql`exists (select 1 from role_assignments ra where ra.user_id = users.id and ra.role = ${filter.role})`,
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

type SortColumns = { id: SQLWrapper; name: SQLWrapper; email: SQLWrapper; status: SQLWrapper; createdAt: SQLWrapper };

/** The ORDER BY of a sort over `t`; ties are broken by creation, then id, so pages never overlap. */
function sortOrder(t: SortColumns, sort: UserSortKey, dir: SortDirection): SQL[] {
  const order = dir === "asc" ? asc : desc;
  const first: Record<UserSortKey, SQLWrapper> = {
    created: t.createdAt,
    // lower(name) is indexed (users_name_lower_idx); e-mail addresses are stored lower-cased.
    name: sql`lower(${t.name})`,
    email: t.email,
    status: t.status,
  };
  const orderBy = [order(first[sort])];
  if (sort === "status") orderBy.push(order(t.createdAt));
  orderBy.push(order(t.id));
  return orderBy;
}

/**
 * One page of users matching the filter, in the asked order. The page is cut first (in a derived
 * table, on the indexes) and only its rows get their roles: rows skipped by OFFSET cost no lookup.
 */
export async function findUserPage(
  db: Db,
  opts: { filter: UserFilter; sort: UserSortKey; dir: SortDirection; limit: number; offset: number },
): Promise<ManagedUser[]> {
  const page = db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      status: users.status,
      createdAt: users.createdAt,
      image: users.image,
    })
    .from(users)
    .where(filterCondition(opts.filter))
    .orderBy(...sortOrder(users, opts.sort, opts.dir))
    .limit(opts.limit)
    .offset(opts.offset)
    .as("page");
  return db
    .select({
      id: page.id,
      name: page.name,
      email: page.email,
      status: page.status,
      createdAt: page.createdAt,
      image: page.image,
      roles: rolesJsonOf(sql`"page"."id"`),
    })
    .from(page)
    .orderBy(...sortOrder(page, opts.sort, opts.dir));
}

/**
 * The count cards (every user) and the number of users matching the filter, in one statement: the
 * cards count the table once, the filtered count runs on the indexes of its conditions.
 */
export async function countUsers(db: Db, filter: UserFilter): Promise<UserCounts & { matching: number }> {
  const condition = filterCondition(filter);
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      active: sql<number>`(count(*) filter (where users.status = 'active'))::int`,
      inactive: sql<number>`(count(*) filter (where users.status = 'inactive'))::int`,
      admins: sql<number>`(select count(distinct ra.user_id) from role_assignments ra where ra.role = 'admin')::int`,
      matching: condition
        ? sql<number>`(select count(*) from users where ${condition})::int`
        : sql<number>`count(*)::int`,
    })
    .from(users);
  return row;
}

/** One user with their roles, or undefined. */
export async function findManagedUser(db: Db, userId: string): Promise<ManagedUser | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      status: users.status,
      createdAt: users.createdAt,
      image: users.image,
      roles: rolesJsonOf(sql`users.id`),
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export async function findUserIdByEmail(db: Db, email: string): Promise<string | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return row?.id;
}

/** Active users holding the admin role for every journal, other than `exceptUserId`. */
export async function countOtherActiveAdmins(db: Db, exceptUserId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${roleAssignments.userId})::int` })
    .from(roleAssignments)
    .innerJoin(users, eq(users.id, roleAssignments.userId))
    .where(
      and(
        eq(roleAssignments.role, "admin"),
        isNull(roleAssignments.journalId),
        eq(users.status, "active"),
        ne(users.id, exceptUserId),
      ),
    );
  return row?.n ?? 0;
}

// Arbitrary, fixed: the key of the transaction-scoped lock below.
const USER_ADMINISTRATION_LOCK = 727_301;

/**
 * Serializes the changes that could leave the platform without an active admin (two admins
 * demoting each other at the same moment), until the transaction ends.
 */
export async function lockUserAdministration(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${USER_ADMINISTRATION_LOCK})`);
}

export async function insertUser(
  tx: Db,
  user: { id: string; name: string; email: string; status: ManagedUserStatus; affiliation?: string | null },
): Promise<{ id: string; createdAt: Date }> {
  const [row] = await tx
    .insert(users)
    .values({ ...user, emailVerified: false })
    .returning({ id: users.id, createdAt: users.createdAt });
  return row;
}

/** The e-mail and password login of a user, as Better Auth stores it (provider "credential"). */
export async function insertCredentialAccount(
  tx: Db,
  account: { id: string; userId: string; passwordHash: string },
): Promise<void> {
  await tx.insert(accounts).values({
    id: account.id,
    accountId: account.userId,
    providerId: "credential",
    userId: account.userId,
    password: account.passwordHash,
  });
}

/**
 * Makes `roles` the user's roles for every journal: others of those are removed, missing ones
 * added. Roles held for one journal only are left as they are.
 */
export async function setGlobalRoles(tx: Db, userId: string, roles: readonly RoleName[]): Promise<void> {
  await tx
    .delete(roleAssignments)
    .where(
      and(
        eq(roleAssignments.userId, userId),
        isNull(roleAssignments.journalId),
        roles.length > 0 ? notInArray(roleAssignments.role, [...roles]) : undefined,
      ),
    );
  if (roles.length > 0) {
    await tx
      .insert(roleAssignments)
      .values(roles.map((role) => ({ userId, role, journalId: null })))
      .onConflictDoNothing();
  }
}

/**
 * Makes `grants` the user's roles held for one journal each: the others are removed, missing ones
 * added. A journal that does not exist fails on the foreign key (the caller turns it into a 400).
 */
export async function setJournalRoles(
  tx: Db,
  userId: string,
  grants: readonly { role: RoleName; journalId: string }[],
): Promise<void> {
  await tx.delete(roleAssignments).where(and(eq(roleAssignments.userId, userId), isNotNull(roleAssignments.journalId)));
  if (grants.length > 0) {
    await tx
      .insert(roleAssignments)
      .values(grants.map((g) => ({ userId, role: g.role, journalId: g.journalId })))
      .onConflictDoNothing();
  }
}

export async function updateUserFields(
  tx: Db,
  userId: string,
  fields: { name?: string; status?: ManagedUserStatus },
): Promise<boolean> {
  const rows = await tx.update(users).set(fields).where(eq(users.id, userId)).returning({ id: users.id });
  return rows.length > 0;
}

/** Whether the user created a submission or is assigned a task (both refuse the user's deletion). */
export async function ownsContent(db: Db, userId: string): Promise<boolean> {
  const result = await db.execute(sql`
    select (exists (select 1 from ${submissions} where ${submissions.createdBy} = ${userId})
      or exists (select 1 from ${submissionTasks} where ${submissionTasks.assignedTo} = ${userId})) as owns`);
  // Both drivers (pg and PGlite) answer raw SQL with `{ rows }`.
  return Boolean((result as unknown as { rows: { owns: boolean }[] }).rows[0]?.owns);
}

/** Deletes the user; sessions, accounts, roles and notifications go with them (ON DELETE CASCADE). */
export async function deleteUserRow(tx: Db, userId: string): Promise<boolean> {
  const rows = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  return rows.length > 0;
}

// --- One's own account (the settings page).

export type AccountProfile = {
  id: string;
  email: string;
  name: string;
  affiliation: string | null;
  orcid: string | null;
  interests: string[];
  status: ManagedUserStatus;
  createdAt: Date;
};

export async function findAccountProfile(db: Db, userId: string): Promise<AccountProfile | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      affiliation: users.affiliation,
      orcid: users.orcid,
      interests: users.interests,
      status: users.status,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export async function updateAccountProfile(
  db: Db,
  userId: string,
  fields: { name: string; affiliation: string | null; orcid: string | null; interests: string[] },
): Promise<boolean> {
  const rows = await db.update(users).set(fields).where(eq(users.id, userId)).returning({ id: users.id });
  return rows.length > 0;
}

/** The SQLSTATE of a database error, looking through the wrappers drivers and Drizzle add. */
export function databaseErrorCode(err: unknown): string | undefined {
  for (let e = err, depth = 0; e && typeof e === "object" && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** Adds one role grant (nothing when the user holds it already). */
export async function addRoleGrant(
  tx: Db,
  grant: { userId: string; role: RoleName; journalId: string | null },
): Promise<void> {
  await tx.insert(roleAssignments).values(grant).onConflictDoNothing();
}
