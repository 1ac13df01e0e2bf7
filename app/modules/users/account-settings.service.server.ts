// One's own account (the settings page): every signed-in user, and only their own row; the user
// always comes from the session, never from the request.
import { APIError } from "better-auth/api";
import { getAuth } from "~/lib/auth.server";
import { AppError } from "~/lib/errors";
import { logger } from "~/lib/logger.server";
import { db } from "~/lib/services.server";
import type { CurrentUser } from "~/modules/auth/current-user";
import { requirePermission } from "~/modules/auth/permissions.server";
import { SETTINGS_NOTICES, type PasswordChangeInput, type ProfileInput } from "./account-settings.schemas";
import { findAccountProfile, updateAccountProfile, type AccountProfile } from "./users.repository.server";

export type AccountSettings = AccountProfile & { roles: CurrentUser["roles"] };

export async function getAccountSettings(user: CurrentUser): Promise<AccountSettings> {
  requirePermission(user, "profile.update");
  const profile = await findAccountProfile(db(), user.id);
  if (!profile) throw new AppError("users.not_found", 404, "User not found.");
  return { ...profile, roles: user.roles };
}

/** Saves the user's full name, affiliation, ORCID iD and areas of interest (validated and normalized). */
export async function updateOwnProfile(user: CurrentUser, input: ProfileInput): Promise<void> {
  requirePermission(user, "profile.update");
  const updated = await updateAccountProfile(db(), user.id, input);
  if (!updated) throw new AppError("users.not_found", 404, "User not found.");
}

/**
 * Changes the user's password through Better Auth (it checks the current password and hashes the
 * new one), ending every other session. Returns the Set-Cookie headers of the session that
 * replaces the current one. A wrong current password: AppError 400.
 */
export async function changeOwnPassword(
  user: CurrentUser,
  request: Request,
  input: PasswordChangeInput,
): Promise<{ setCookie: string[] }> {
  requirePermission(user, "profile.update");
  try {
    const { headers } = await getAuth().api.changePassword({
      body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: true },
      headers: request.headers,
      returnHeaders: true,
    });
    logger.info({ userId: user.id }, "password changed");
    return { setCookie: headers.getSetCookie() };
  } catch (err) {
    if (err instanceof APIError) {
      const code = (err.body as { code?: string } | undefined)?.code;
      if (code === "INVALID_PASSWORD") {
        throw new AppError("users.wrong_password", 400, SETTINGS_NOTICES.currentPasswordWrong.text);
      }
      if (code === "CREDENTIAL_ACCOUNT_NOT_FOUND") {
        throw new AppError("users.no_password", 400, SETTINGS_NOTICES.noPassword.text);
      }
      if (err.statusCode === 401) throw new AppError("users.signed_out", 401, "Please sign in again.");
      if (err.statusCode < 500 && err.message) throw new AppError("users.password_refused", 400, err.message);
    }
    throw err;
  }
}
