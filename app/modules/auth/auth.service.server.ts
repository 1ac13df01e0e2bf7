import { logger } from "~/lib/logger.server";
import { db } from "~/lib/services.server";
import { queueMail } from "~/modules/mail/mail.service.server";
import { notifyAdminsOfNewUser } from "~/modules/notifications/notifications.service.server";
import crypto from "node:crypto";
import type { Db } from "~/db/client.server";
import { services } from "~/lib/services.server";
import {
  bumpThrottleCounter,
  deleteSessionByToken,
  deleteSessionsOfUser,
  findUserByEmail,
  findUserStatus,
  findUserWithRoles,
  grantGlobalRole,
  insertVerification,
} from "./auth.repository.server";
import type { CurrentUser } from "./current-user";
import { authPath } from "./redirects";
import { counterKey } from "./sign-in-throttle.server";

/** Lifetime of a password reset link, in minutes (Better Auth's resetPasswordTokenExpiresIn). */
export const PASSWORD_RESET_MINUTES = 60;

/**
 * A new account: the role 'author' for every journal, a 'new_user' notification for each admin
 * (announced to their live dashboards at commit) and the welcome e-mail, in one transaction
 * (called by Better Auth once the user is stored).
 */
export async function onUserCreated(user: { id: string; name: string; email: string; createdAt: Date }): Promise<void> {
  await db().transaction(async (tx) => {
    await grantGlobalRole(tx, user.id, "author");
    await notifyAdminsOfNewUser(tx, user);
    await queueMail(tx, { to: user.email, template: "welcome", data: { name: user.name } });
  });
  logger.info({ userId: user.id }, "account created");
}

/** The owner of an address is told of sign-ups with it at most once in this many minutes. */
export const SIGN_UP_NOTICE_MINUTES = 60;

/**
 * Someone used the sign-up form with an address that already has an account (docs/decisions/012):
 * the account stays as it is, and its owner gets an e-mail saying so, with the way to sign in or
 * choose a new password. At most one such e-mail per SIGN_UP_NOTICE_MINUTES, so the form cannot
 * be used to flood someone's mailbox.
 */
export async function notifyOwnerOfSignUpAttempt(email: string): Promise<void> {
  const owner = await findUserByEmail(db(), email.trim().toLowerCase());
  if (!owner) return;
  const key = counterKey("sign-up:notice", owner.email);
  const counted = await bumpThrottleCounter(db(), key, Date.now(), SIGN_UP_NOTICE_MINUTES * 60_000);
  if (counted.count > 1) return;
  await queueMail(db(), { to: owner.email, template: "sign-up-attempt", data: { name: owner.name } });
  logger.info({ userId: owner.id }, "sign-up attempted with the address of an account; owner notified");
}

/** Ends one session, by its token. */
export async function endSession(token: string): Promise<void> {
  await deleteSessionByToken(db(), token);
}

/** Queues the password reset e-mail with Better Auth's link (it leads to the Reset Password form of /auth). */
export async function queuePasswordResetMail(user: { name: string; email: string }, url: string): Promise<void> {
  await queueMail(db(), {
    to: user.email,
    template: "password-reset",
    data: { name: user.name, url, expiresInMinutes: PASSWORD_RESET_MINUTES },
  });
}

/** How long the link to choose a password, sent to a person whose account an admin created, stays valid. */
export const PASSWORD_SET_DAYS = 7;

/**
 * A link with which a new account's owner chooses their password, written in the caller's
 * transaction. It is a Better Auth password reset token (`reset-password:<token>` in the
 * verifications table, as its request-password-reset endpoint writes it), so Better Auth's own
 * reset endpoints check and consume it; only its lifetime is longer. The users test follows the
 * link through Better Auth, so a change of that format cannot pass unnoticed. The form it opens
 * carries `then` on to the sign-in that follows.
 */
export async function createPasswordSetLink(tx: Db, userId: string, then = "/dashboard"): Promise<string> {
  const token = crypto.randomBytes(18).toString("base64url");
  await insertVerification(tx, {
    identifier: `reset-password:${token}`,
    value: userId,
    expiresAt: new Date(Date.now() + PASSWORD_SET_DAYS * 24 * 60 * 60 * 1000),
  });
  // After choosing the password the owner signs in and goes on to `then` (a reviewer to Reviews).
  return `${services().env.publicUrl}/api/auth/reset-password/${token}?callbackURL=${encodeURIComponent(authPath(then))}`;
}

/** The user and their roles; null when the account does not exist. */
export async function getUserWithRoles(userId: string): Promise<CurrentUser | null> {
  return findUserWithRoles(db(), userId);
}

export async function isUserActive(userId: string): Promise<boolean> {
  return (await findUserStatus(db(), userId)) === "active";
}

/** Signs the user out everywhere (for example when an admin deactivates the account). */
export async function revokeUserSessions(userId: string): Promise<void> {
  await deleteSessionsOfUser(db(), userId);
}
