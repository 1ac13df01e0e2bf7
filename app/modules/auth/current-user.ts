import type { RoleGrant } from "./roles";

export type UserStatus = "active" | "inactive";

/**
 * The signed-in user as loaders, actions, API handlers and the UI see it (from `getCurrentUser`).
 * Roles are sorted by priority (admin, editor, reviewer, author); a role with a `journalId` holds
 * for that journal only, one with `journalId` null for every journal.
 */
export type CurrentUser = {
  id: string;
  name: string;
  email: string;
  status: UserStatus;
  roles: RoleGrant[];
};
