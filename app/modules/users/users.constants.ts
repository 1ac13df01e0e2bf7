// User management (spec 001 section 2 "User Management", sections 5 and 8): limits and the
// messages shown to admins, word for word where the spec gives them.

/** Rows per page of the user list. */
export const USERS_PAGE_SIZE = 25;

/** Longest search text accepted (longer input is cut). */
export const MAX_SEARCH_LENGTH = 100;

export const USER_STATUSES = ["active", "inactive"] as const;
export type ManagedUserStatus = (typeof USER_STATUSES)[number];

/** Columns the list can be sorted by (Roles and Actions are not sortable). */
export const USER_SORT_KEYS = ["name", "email", "status", "created"] as const;
export type UserSortKey = (typeof USER_SORT_KEYS)[number];
export type SortDirection = "asc" | "desc";

export const USERS_ACCESS_DENIED = {
  title: "Access Denied",
  message: "You need admin privileges to access user management.",
} as const;

export const USER_MESSAGES = {
  empty: "No users found matching your criteria.",
  deleteConfirm: "Are you sure you want to delete this user? This action cannot be undone.",
  created: "User created successfully",
  updated: "User updated successfully",
  deleted: "User deleted successfully",
  statusUpdated: (status: ManagedUserStatus) => `User status updated to ${status}`,
  saveFailed: "Failed to save user. Please try again.",
  unknownJournalRole: "Choose each journal role from the list.",
  adminForEveryJournal: "The admin role is held for every journal.",
  unknownJournal: "One of the chosen journals no longer exists. Reload the page and choose again.",
  statusFailed: "Failed to update user status",
  deleteFailed: "Failed to delete user",
  emailAndPasswordRequired: "Email and password are required.",
  emailTaken: "A user with this email already exists.",
  notFound: "User not found.",
  deleteSelf: "You cannot delete your own account.",
  removeOwnAdmin: "You cannot remove your own admin role.",
  lastAdminDelete: "You cannot delete the last active admin. Make another user an active admin first.",
  lastAdminDeactivate: "You cannot deactivate the last active admin. Make another user an active admin first.",
  lastAdminDemote:
    "You cannot remove the admin role from the last active admin. Make another user an active admin first.",
  ownsContent: "This user has submissions or assigned tasks and cannot be deleted. Deactivate the account instead.",
} as const;

/** What a post to /dashboard/users asks for (the form's `intent`). */
export const USER_INTENTS = ["create", "update", "set-status", "delete"] as const;
export type UserIntent = (typeof USER_INTENTS)[number];

export function isUserIntent(value: unknown): value is UserIntent {
  return typeof value === "string" && (USER_INTENTS as readonly string[]).includes(value);
}
