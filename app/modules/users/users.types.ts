import type { RoleName } from "~/modules/auth/roles";
import type { ManagedUserStatus, SortDirection, UserIntent, UserSortKey } from "./users.constants";
import type { UserFieldErrors } from "./users.schemas";

/** One role a listed user holds: for every journal (`journalId` null) or for one journal. */
export type ManagedRoleGrant = { role: RoleName; journalId: string | null; journalShortName: string | null };

/** A row of the user list (spec 001 section 3, "User (admin view)"). */
export type ManagedUser = {
  id: string;
  name: string;
  email: string;
  status: ManagedUserStatus;
  createdAt: Date;
  image: string | null;
  /** Highest priority first. */
  roles: ManagedRoleGrant[];
};

/** The four count cards: every user, whatever the filters. */
export type UserCounts = { total: number; active: number; inactive: number; admins: number };

/** The list's filters, sort and page, as read from the URL. */
export type UserListQuery = {
  search: string;
  status: "all" | ManagedUserStatus;
  role: "all" | RoleName;
  sort: UserSortKey;
  dir: SortDirection;
  page: number;
};

export type UserListPage = {
  query: UserListQuery;
  counts: UserCounts;
  users: ManagedUser[];
  /** Users matching the filters (all pages). */
  matching: number;
  pageCount: number;
  pageSize: number;
};

/** The answer of /dashboard/users' action: a message for the toast, field errors for the dialog. */
export type UserActionData = {
  intent: UserIntent | null;
  ok: boolean;
  message: string;
  fieldErrors?: UserFieldErrors;
};
