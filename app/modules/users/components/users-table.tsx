import { ArrowDown, ArrowUp, ArrowUpDown, Pencil, Power, Trash2 } from "lucide-react";
import { useFetcher } from "react-router";
import { InGroups } from "~/components/in-groups";
import { HYDRATION_SLICE_ROWS } from "~/components/hydration-slice";
import { Link } from "~/components/link";
import { toast } from "~/components/ui/toast";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { useFetcherAnswer } from "~/lib/use-fetcher-answer";
import { UserAvatar } from "~/modules/auth/components/user-avatar";
import { USER_MESSAGES, type UserSortKey } from "../users.constants";
import { nextSortDirection, userListSearch } from "../users.schemas";
import type { ManagedUser, UserActionData, UserListQuery } from "../users.types";
import { formatDay } from "~/lib/format-date";
import { ManagedRoleBadges } from "./managed-role-badges";

type Column = { key: UserSortKey | "roles" | "actions"; label: string; className?: string };

const COLUMNS: Column[] = [
  { key: "name", label: "Name" },
  { key: "email", label: "Email" },
  { key: "status", label: "Status" },
  { key: "created", label: "Created", className: "whitespace-nowrap" },
  { key: "roles", label: "Roles" },
  { key: "actions", label: "Actions", className: "text-right" },
];

const SORTABLE = new Set<string>(["name", "email", "status", "created"]);

function SortHeader({ column, query }: { column: Column; query: UserListQuery }) {
  const key = column.key as UserSortKey;
  const active = query.sort === key;
  const Icon = !active ? ArrowUpDown : query.dir === "asc" ? ArrowUp : ArrowDown;
  const href = `.${userListSearch(query, { sort: key, dir: nextSortDirection(query, key), page: 1 })}`;
  return (
    <Link
      to={href}
      className="inline-flex items-center gap-1 rounded hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
      preventScrollReset
    >
      {column.label}
      <Icon className={active ? "size-3.5 text-slate-900" : "size-3.5 text-slate-400"} aria-hidden="true" />
      <span className="sr-only">
        {active ? `, sorted ${query.dir === "asc" ? "ascending" : "descending"}` : ", sort"}
      </span>
    </Link>
  );
}

/** Toggles a user between active and inactive; works as a plain form post without scripts. */
function StatusToggle({ user }: { user: ManagedUser }) {
  const fetcher = useFetcher<UserActionData>();
  const next = user.status === "active" ? "inactive" : "active";
  const busy = fetcher.state !== "idle";
  // The answer arrives before the list reloads (which may drop this row from a filtered list).
  useFetcherAnswer(fetcher.data, (result) => {
    if (result.ok) toast.success(result.message);
    else toast.error(USER_MESSAGES.statusFailed, { description: result.message });
  });
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="userId" value={user.id} />
      <input type="hidden" name="status" value={next} />
      <Button
        type="submit"
        name="intent"
        value="set-status"
        variant="ghost"
        size="icon"
        disabled={busy}
        title={next === "inactive" ? "Deactivate" : "Activate"}
        className={next === "inactive" ? "text-amber-700 hover:bg-amber-50" : "text-emerald-700 hover:bg-emerald-50"}
      >
        <Power aria-hidden="true" />
        <span className="sr-only">
          {next === "inactive" ? "Deactivate" : "Activate"} {user.name}
        </span>
      </Button>
    </fetcher.Form>
  );
}

type RowActionsProps = {
  user: ManagedUser;
  self: boolean;
  onEdit: (user: ManagedUser) => void;
  onDelete: (user: ManagedUser) => void;
  interactive: boolean;
};

function RowActions({ user, self, onEdit, onDelete, interactive }: RowActionsProps) {
  return (
    <div className="flex justify-end gap-1">
      <Button
        type="button"
        variant="ghost"
        size="icon"
        title="Edit"
        disabled={!interactive}
        onClick={() => onEdit(user)}
      >
        <Pencil aria-hidden="true" />
        <span className="sr-only">Edit {user.name}</span>
      </Button>
      <StatusToggle user={user} />
      <Button
        type="button"
        variant="ghost"
        size="icon"
        title={self ? "You cannot delete your own account" : "Delete"}
        className="text-red-600 hover:bg-red-50"
        disabled={!interactive || self}
        onClick={() => onDelete(user)}
      >
        <Trash2 aria-hidden="true" />
        <span className="sr-only">Delete {user.name}</span>
      </Button>
    </div>
  );
}

/** Phones: one card per user instead of the table's columns. */
function UserCards({ users, currentUserId, ...actions }: Omit<UsersTableProps, "query">) {
  return (
    <ul className="divide-y divide-slate-100 md:hidden" aria-label="Users">
      <InGroups items={users} size={HYDRATION_SLICE_ROWS}>
        {(user) => {
          const self = user.id === currentUserId;
          return (
            <li key={user.id} className="render-when-near space-y-3 p-4" data-user-id={user.id}>
              <div className="flex items-start gap-3">
                <UserAvatar name={user.name} email={user.email} className="size-9 text-xs" />
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-slate-900">
                    {user.name}
                    {self ? <span className="ml-1.5 text-xs font-normal text-slate-500">(you)</span> : null}
                  </p>
                  <p className="break-all text-sm text-slate-600">{user.email}</p>
                </div>
                <Badge variant={user.status === "active" ? "success" : "secondary"} className="capitalize">
                  {user.status}
                </Badge>
              </div>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <div className="flex flex-wrap items-center gap-2 text-xs text-slate-500">
                  {user.roles.length > 0 ? <ManagedRoleBadges roles={user.roles} /> : <span>No roles</span>}
                  <span>
                    Created <time dateTime={new Date(user.createdAt).toISOString()}>{formatDay(user.createdAt)}</time>
                  </span>
                </div>
                <RowActions user={user} self={self} {...actions} />
              </div>
            </li>
          );
        }}
      </InGroups>
    </ul>
  );
}

export type UsersTableProps = {
  users: ManagedUser[];
  query: UserListQuery;
  currentUserId: string;
  onEdit: (user: ManagedUser) => void;
  onDelete: (user: ManagedUser) => void;
  /** False until scripts run: the dialogs behind Edit and Delete need them. */
  interactive: boolean;
};

/** The user list: sortable by name, e-mail, status and creation; one row of actions per user. */
export function UsersTable({ users, query, currentUserId, onEdit, onDelete, interactive }: UsersTableProps) {
  return (
    <>
      <UserCards
        users={users}
        currentUserId={currentUserId}
        onEdit={onEdit}
        onDelete={onDelete}
        interactive={interactive}
      />
      {/* `relative`: the screen-reader labels (absolutely positioned) stay inside the scrolling box. */}
      <div className="relative hidden overflow-x-auto md:block">
        <table className="w-full min-w-[52rem] text-left text-sm">
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600">
            <tr>
              {COLUMNS.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  className={`px-4 py-3 ${column.className ?? ""}`}
                  aria-sort={query.sort === column.key ? (query.dir === "asc" ? "ascending" : "descending") : undefined}
                >
                  {SORTABLE.has(column.key) ? <SortHeader column={column} query={query} /> : column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            <InGroups items={users} size={HYDRATION_SLICE_ROWS}>
              {(user) => {
                const self = user.id === currentUserId;
                return (
                  <tr key={user.id} className="hover:bg-slate-50/70" data-user-id={user.id}>
                    <td className="px-4 py-3">
                      <div className="flex items-center gap-3">
                        <UserAvatar name={user.name} email={user.email} className="size-8 text-xs" />
                        <span className="font-medium text-slate-900">
                          {user.name}
                          {self ? <span className="ml-1.5 text-xs font-normal text-slate-500">(you)</span> : null}
                        </span>
                      </div>
                    </td>
                    <td className="px-4 py-3 text-slate-700">{user.email}</td>
                    <td className="px-4 py-3">
                      <Badge variant={user.status === "active" ? "success" : "secondary"} className="capitalize">
                        {user.status}
                      </Badge>
                    </td>
                    <td className="whitespace-nowrap px-4 py-3 text-slate-700">
                      <time dateTime={new Date(user.createdAt).toISOString()}>{formatDay(user.createdAt)}</time>
                    </td>
                    <td className="px-4 py-3">
                      {user.roles.length > 0 ? (
                        <ManagedRoleBadges roles={user.roles} />
                      ) : (
                        <span className="text-xs text-slate-500">No roles</span>
                      )}
                    </td>
                    <td className="px-4 py-3">
                      <RowActions
                        user={user}
                        self={self}
                        onEdit={onEdit}
                        onDelete={onDelete}
                        interactive={interactive}
                      />
                    </td>
                  </tr>
                );
              }}
            </InGroups>
          </tbody>
        </table>
      </div>
    </>
  );
}
