// User management (spec 001 section 2, "User Management"): admins list, create, edit, (de)activate
// and delete accounts. Every function takes the acting user and checks `users.manage` itself.
import crypto from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import type { Db } from "~/db/client.server";
import { AppError } from "~/lib/errors";
import { logger } from "~/lib/logger.server";
import { db } from "~/lib/services.server";
import { createPasswordSetLink, PASSWORD_SET_DAYS, revokeUserSessions } from "~/modules/auth/auth.service.server";
import type { CurrentUser } from "~/modules/auth/current-user";
import { requirePermission } from "~/modules/auth/permissions.server";
import type { RoleName } from "~/modules/auth/roles";
import { queueMail } from "~/modules/mail/mail.service.server";
import { notifyAdminsOfNewUser } from "~/modules/notifications/notifications.service.server";
import { prefixTsQuery } from "./search-terms";
import { USER_MESSAGES, USERS_ACCESS_DENIED, USERS_PAGE_SIZE, type ManagedUserStatus } from "./users.constants";
import {
  addRoleGrant,
  countOtherActiveAdmins,
  countUsers,
  databaseErrorCode,
  deleteUserRow,
  findManagedUser,
  findUserIdByEmail,
  findUserPage,
  insertCredentialAccount,
  insertUser,
  lockUserAdministration,
  ownsContent,
  setGlobalRoles,
  setJournalRoles,
  updateUserFields,
  type UserFilter,
} from "./users.repository.server";
import type { CreateUserInput, UpdateUserInput } from "./users.schemas";
import type { ManagedUser, UserListPage, UserListQuery } from "./users.types";

const UNIQUE_VIOLATION = "23505";
const FOREIGN_KEY_VIOLATION = "23503";

/** Throws AppError 403 (the spec's Access Denied text) unless the user is an admin. */
export function requireUserManager(actor: CurrentUser): void {
  requirePermission(actor, "users.manage", undefined, USERS_ACCESS_DENIED.message);
}

/**
 * One page of the user list with the count cards: one paged query and one counting statement. The
 * filters and sorts run on indexes (search: users_search_idx; status: users_status_created_at_idx;
 * role: role_assignments' unique index; sort: the created_at, lower(name) and e-mail indexes); only
 * the four cards count the whole table (about 2 ms for 10,000 users on PostgreSQL).
 */
export async function findUsers(actor: CurrentUser, query: UserListQuery): Promise<UserListPage> {
  requireUserManager(actor);
  const filter: UserFilter = {
    tsQuery: prefixTsQuery(query.search),
    status: query.status === "all" ? null : query.status,
    role: query.role === "all" ? null : query.role,
  };
  const [users, { matching, ...counts }] = await Promise.all([
    findUserPage(db(), {
      filter,
      sort: query.sort,
      dir: query.dir,
      limit: USERS_PAGE_SIZE,
      offset: (query.page - 1) * USERS_PAGE_SIZE,
    }),
    countUsers(db(), filter),
  ]);
  return {
    query,
    counts,
    users,
    matching,
    pageCount: Math.max(1, Math.ceil(matching / USERS_PAGE_SIZE)),
    pageSize: USERS_PAGE_SIZE,
  };
}

/** The roles a user holds for every journal (those the user form edits). */
export function globalRoleNames(user: Pick<ManagedUser, "roles">): RoleName[] {
  return user.roles.filter((r) => r.journalId === null).map((r) => r.role);
}

/**
 * Creates an account with an e-mail and password login, its roles and its status in one
 * transaction, and queues the 'account-created' e-mail with a link to choose a password (active
 * accounts) and the admins' 'new_user' notifications in it. The
 * password is hashed by Better Auth's own hasher, as at sign-up. 409 when the address is taken.
 */
export async function createUser(actor: CurrentUser, input: CreateUserInput): Promise<{ id: string }> {
  requireUserManager(actor);
  if (await findUserIdByEmail(db(), input.email))
    throw new AppError("users.email_taken", 409, USER_MESSAGES.emailTaken);
  // Hashing is deliberately slow: it happens before the transaction, which on PGlite blocks every query.
  const passwordHash = await hashPassword(input.password);
  const id = crypto.randomUUID();
  const name = input.name || input.email.split("@")[0];
  try {
    await db().transaction(async (tx) => {
      const user = await insertUser(tx, { id, name, email: input.email, status: input.status });
      await insertCredentialAccount(tx, { id: crypto.randomUUID(), userId: id, passwordHash });
      await setGlobalRoles(tx, id, input.roles);
      if (input.journalRoles) await setJournalRoles(tx, id, input.journalRoles);
      await notifyAdminsOfNewUser(tx, { id, name, createdAt: user.createdAt });
      // The owner chooses their own password through a link (the admin's password is only a
      // start). An account created inactive hears nothing until someone activates it.
      if (input.status === "active") {
        const url = await createPasswordSetLink(tx, id);
        await queueMail(tx, {
          to: input.email,
          template: "account-created",
          data: { fullName: name, createdBy: actor.name, url, expiresInDays: PASSWORD_SET_DAYS },
        });
      }
    });
  } catch (err) {
    // Two admins creating the same address at once: the unique index decides.
    if (databaseErrorCode(err) === UNIQUE_VIOLATION) {
      throw new AppError("users.email_taken", 409, USER_MESSAGES.emailTaken);
    }
    throw unknownJournalOr(err);
  }
  logger.info({ userId: id, by: actor.id }, "user created by an admin");
  return { id };
}

/**
 * Changes a user's name, status and roles: those held for every journal and those held for chosen
 * journals (an editor of one journal sees and manages that journal's work only).
 * Refused (nothing changed): removing one's own admin role (400); deactivating or demoting the last
 * active admin (409). Deactivating a user signs them out everywhere.
 */
export async function updateUser(
  actor: CurrentUser,
  userId: string,
  input: Omit<UpdateUserInput, "userId">,
): Promise<void> {
  requireUserManager(actor);
  const deactivated = await db()
    .transaction(async (tx) => {
      await lockUserAdministration(tx);
      const before = await findManagedUser(tx, userId);
      if (!before) throw new AppError("users.not_found", 404, USER_MESSAGES.notFound);
      const wasAdmin = globalRoleNames(before).includes("admin");
      const staysAdmin = input.roles.includes("admin");
      if (userId === actor.id && wasAdmin && !staysAdmin) {
        throw new AppError("users.own_admin_role", 400, USER_MESSAGES.removeOwnAdmin);
      }
      if (before.status === "active" && wasAdmin && (!staysAdmin || input.status === "inactive")) {
        if ((await countOtherActiveAdmins(tx, userId)) === 0) {
          const message = staysAdmin ? USER_MESSAGES.lastAdminDeactivate : USER_MESSAGES.lastAdminDemote;
          throw new AppError("users.last_admin", 409, message);
        }
      }
      await updateUserFields(tx, userId, { name: input.name, status: input.status });
      await setGlobalRoles(tx, userId, input.roles);
      if (input.journalRoles) await setJournalRoles(tx, userId, input.journalRoles);
      return before.status === "active" && input.status === "inactive";
    })
    .catch((err: unknown) => {
      throw unknownJournalOr(err);
    });
  if (deactivated) await revokeUserSessions(userId);
  logger.info({ userId, by: actor.id, status: input.status, roles: input.roles }, "user updated by an admin");
}

/** A journal grant naming a journal deleted meanwhile fails on the foreign key: a 400 with a clear message. */
function unknownJournalOr(err: unknown): unknown {
  if (databaseErrorCode(err) === FOREIGN_KEY_VIOLATION) {
    return new AppError("users.unknown_journal", 400, USER_MESSAGES.unknownJournal);
  }
  return err;
}

/**
 * Activates or deactivates a user (the row's toggle). Deactivating the last active admin is refused
 * (409); a deactivated user is signed out everywhere at once.
 */
export async function setUserStatus(actor: CurrentUser, userId: string, status: ManagedUserStatus): Promise<void> {
  requireUserManager(actor);
  const deactivated = await db().transaction(async (tx) => {
    await lockUserAdministration(tx);
    const before = await findManagedUser(tx, userId);
    if (!before) throw new AppError("users.not_found", 404, USER_MESSAGES.notFound);
    if (status === "inactive" && before.status === "active" && globalRoleNames(before).includes("admin")) {
      if ((await countOtherActiveAdmins(tx, userId)) === 0) {
        throw new AppError("users.last_admin", 409, USER_MESSAGES.lastAdminDeactivate);
      }
    }
    await updateUserFields(tx, userId, { status });
    return before.status === "active" && status === "inactive";
  });
  if (deactivated) await revokeUserSessions(userId);
  logger.info({ userId, by: actor.id, status }, "user status changed by an admin");
}

/**
 * Deletes a user and what is theirs alone (sessions, logins, roles, notifications). Refused, with
 * nothing changed: oneself (400), the last active admin (409), and a user who created submissions
 * or is assigned tasks (409: the editorial record keeps its authors; deactivate them instead).
 */
export async function deleteUser(actor: CurrentUser, userId: string): Promise<void> {
  requireUserManager(actor);
  if (userId === actor.id) throw new AppError("users.delete_self", 400, USER_MESSAGES.deleteSelf);
  try {
    await db().transaction(async (tx) => {
      await lockUserAdministration(tx);
      const before = await findManagedUser(tx, userId);
      if (!before) throw new AppError("users.not_found", 404, USER_MESSAGES.notFound);
      if (before.status === "active" && globalRoleNames(before).includes("admin")) {
        if ((await countOtherActiveAdmins(tx, userId)) === 0) {
          throw new AppError("users.last_admin", 409, USER_MESSAGES.lastAdminDelete);
        }
      }
      if (await ownsContent(tx, userId)) throw new AppError("users.owns_content", 409, USER_MESSAGES.ownsContent);
      await deleteUserRow(tx, userId);
    });
  } catch (err) {
    // Content created between the check and the delete: the foreign key refuses it the same way.
    if (databaseErrorCode(err) === FOREIGN_KEY_VIOLATION) {
      throw new AppError("users.owns_content", 409, USER_MESSAGES.ownsContent);
    }
    throw err;
  }
  logger.info({ userId, by: actor.id }, "user deleted by an admin");
}

/** A password nobody knows, hashed: the start of an account whose owner chooses theirs by link. */
export async function unusablePasswordHash(): Promise<string> {
  return hashPassword(crypto.randomBytes(32).toString("base64url"));
}

/**
 * The account of someone invited by e-mail to review, made when they accept (inside that
 * transaction): an active user with the reviewer role for the journal and an e-mail and password
 * login whose password they choose through the returned link. `passwordHash` comes from
 * `unusablePasswordHash()`, called before the transaction (hashing is slow).
 */
export async function createInvitedReviewerAccount(
  tx: Db,
  input: { name: string; affiliation: string | null; email: string; journalId: string; passwordHash: string },
): Promise<{ id: string; passwordSetUrl: string }> {
  const id = crypto.randomUUID();
  const user = await insertUser(tx, {
    id,
    name: input.name,
    affiliation: input.affiliation,
    email: input.email,
    status: "active",
  });
  await insertCredentialAccount(tx, { id: crypto.randomUUID(), userId: id, passwordHash: input.passwordHash });
  await setJournalRoles(tx, id, [{ role: "reviewer", journalId: input.journalId }]);
  await notifyAdminsOfNewUser(tx, { id, name: input.name, createdAt: user.createdAt });
  logger.info({ userId: id }, "reviewer account created from an invitation");
  return { id, passwordSetUrl: await createPasswordSetLink(tx, id, "/dashboard/reviews") };
}

/**
 * An account brought in from another system (an OJS users file, ADR 065): active, with `roles`
 * for one journal and a password nobody knows; its owner is mailed a link to choose one. Null,
 * with nothing changed, when the address already has an account. `passwordHash` comes from
 * `unusablePasswordHash()`, made once before the transaction (hashing is slow).
 */
export async function createImportedAccount(
  tx: Db,
  input: {
    name: string;
    email: string;
    affiliation: string | null;
    journalId: string;
    roles: readonly RoleName[];
    passwordHash: string;
    invitedBy: string;
  },
): Promise<string | null> {
  if (await findUserIdByEmail(tx, input.email)) return null;
  const id = crypto.randomUUID();
  const user = await insertUser(tx, {
    id,
    name: input.name,
    affiliation: input.affiliation,
    email: input.email,
    status: "active",
  });
  await insertCredentialAccount(tx, { id: crypto.randomUUID(), userId: id, passwordHash: input.passwordHash });
  await setJournalRoles(
    tx,
    id,
    input.roles.map((role) => ({ role, journalId: input.journalId })),
  );
  await notifyAdminsOfNewUser(tx, { id, name: input.name, createdAt: user.createdAt });
  const url = await createPasswordSetLink(tx, id);
  await queueMail(tx, {
    to: input.email,
    template: "account-created",
    data: { fullName: input.name, createdBy: input.invitedBy, url, expiresInDays: PASSWORD_SET_DAYS },
  });
  return id;
}

/** Gives a user the reviewer role for a journal (kept when they hold it already). */
export async function grantJournalReviewerRole(tx: Db, userId: string, journalId: string): Promise<void> {
  await addRoleGrant(tx, { userId, role: "reviewer", journalId });
}
