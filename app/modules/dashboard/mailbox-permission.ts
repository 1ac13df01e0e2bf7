import type { Action } from "~/modules/auth/permissions";

/**
 * Reading the mailbox (every e-mail the platform sent or holds, password reset links included):
 * admins of all journals, the same people as user management. The permission table has no entry
 * of its own for it yet.
 */
export const MAILBOX_ACTION: Action = "users.manage";

export const MAILBOX_DENIED_MESSAGE = "You need admin privileges to read the mailbox.";
