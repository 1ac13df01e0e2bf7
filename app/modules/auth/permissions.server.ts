import { AppError } from "~/lib/errors";
import type { CurrentUser } from "./current-user";
import { can, type Action, type Resource } from "./permissions";

/**
 * Throws AppError 403 `forbidden` unless `user` may do `action` (see `can`). The message is what
 * the client shows; the spec's wording for most screens is the default, "Insufficient permissions".
 * Get the user with `requireUser(args)` first: a visitor is sent to sign in, not refused.
 */
export function requirePermission(
  user: CurrentUser,
  action: Action,
  resource?: Resource,
  message = "Insufficient permissions",
): void {
  if (!can(user, action, resource)) throw new AppError("forbidden", 403, message);
}
