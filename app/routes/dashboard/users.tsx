import { UserPlus } from "lucide-react";
import { useCallback, useState } from "react";
import { data, redirect } from "react-router";
import { lazyDialog } from "~/components/ui/lazy-dialog";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { dashboardMeta, type DashboardHandle } from "~/components/dashboard/dashboard-handle";
import { ListPagination } from "~/components/dashboard/list-pagination";
import { PageHeading } from "~/components/dashboard/page-heading";
import { AppError } from "~/lib/errors";
import { useHydrated } from "~/lib/use-hydrated";
import { can } from "~/modules/auth/permissions";
import { requireUser } from "~/modules/auth/session.server";
import { UserFilters } from "~/modules/users/components/user-filters";
import { UserStatsCards } from "~/modules/users/components/user-stats-cards";
import { UsersTable } from "~/modules/users/components/users-table";
import { isUserIntent, USER_MESSAGES, USERS_ACCESS_DENIED } from "~/modules/users/users.constants";
import {
  createUserSchema,
  deleteUserSchema,
  parseUserForm,
  parseUserListQuery,
  setUserStatusSchema,
  updateUserSchema,
  userFormValues,
  userListSearch,
} from "~/modules/users/users.schemas";
import { createUser, deleteUser, findUsers, setUserStatus, updateUser } from "~/modules/users/users.service.server";
import type { ManagedUser, UserActionData } from "~/modules/users/users.types";
import { listJournalChoices } from "~/modules/journals/journals.desk.service.server";
import type { Route } from "./+types/users";

// Dialogs load when first opened, not with the page (ADR 076).
const UserFormDialog = lazyDialog(() =>
  import("~/modules/users/components/user-form-dialog").then((m) => m.UserFormDialog),
);
const DeleteUserDialog = lazyDialog(() =>
  import("~/modules/users/components/delete-user-dialog").then((m) => m.DeleteUserDialog),
);

export const handle: DashboardHandle = { title: "User Management" };

export function meta() {
  return dashboardMeta("User Management");
}

/** A signed-in user who is not an admin: 403 with the spec's Access Denied text (rendered by the layout). */
function accessDenied(): never {
  throw data({ message: USERS_ACCESS_DENIED.message }, { status: 403 });
}

export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await requireUser({ request, url });
  if (!can(user, "users.manage")) accessDenied();
  const page = await findUsers(user, parseUserListQuery(url.searchParams));
  // A page past the end (users were deleted, or a stale link): the last page instead.
  if (page.users.length === 0 && page.matching > 0) {
    throw redirect(`/dashboard/users${userListSearch(page.query, { page: page.pageCount })}`);
  }
  return { ...page, currentUserId: user.id, journals: await listJournalChoices(user) };
}

export async function action({ request, url }: Route.ActionArgs) {
  const user = await requireUser({ request, url });
  if (!can(user, "users.manage")) accessDenied();
  const form = await request.formData();
  const intent = form.get("intent");
  if (!isUserIntent(intent)) {
    return data<UserActionData>({ intent: null, ok: false, message: USER_MESSAGES.saveFailed }, { status: 400 });
  }
  const values = userFormValues(form);
  const refused = (message: string, status: number, fieldErrors?: UserActionData["fieldErrors"]) =>
    data<UserActionData>({ intent, ok: false, message, fieldErrors }, { status });

  try {
    switch (intent) {
      case "create": {
        const parsed = parseUserForm(createUserSchema, values);
        if (!parsed.ok) return refused(parsed.message, 400, parsed.fieldErrors);
        await createUser(user, parsed.data);
        return data<UserActionData>({ intent, ok: true, message: USER_MESSAGES.created });
      }
      case "update": {
        const parsed = parseUserForm(updateUserSchema, values);
        if (!parsed.ok) return refused(parsed.message, 400, parsed.fieldErrors);
        const { userId, ...changes } = parsed.data;
        await updateUser(user, userId, changes);
        return data<UserActionData>({ intent, ok: true, message: USER_MESSAGES.updated });
      }
      case "set-status": {
        const parsed = parseUserForm(setUserStatusSchema, values);
        if (!parsed.ok) return refused(parsed.message, 400, parsed.fieldErrors);
        await setUserStatus(user, parsed.data.userId, parsed.data.status);
        return data<UserActionData>({ intent, ok: true, message: USER_MESSAGES.statusUpdated(parsed.data.status) });
      }
      case "delete": {
        const parsed = parseUserForm(deleteUserSchema, values);
        if (!parsed.ok) return refused(parsed.message, 400, parsed.fieldErrors);
        await deleteUser(user, parsed.data.userId);
        return data<UserActionData>({ intent, ok: true, message: USER_MESSAGES.deleted });
      }
    }
  } catch (err) {
    if (err instanceof AppError) {
      if (err.status === 403) accessDenied();
      return refused(err.message, err.status);
    }
    throw err;
  }
}

export default function UsersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { query, counts, users, matching, pageCount, pageSize, currentUserId, journals } = loaderData;
  const [editing, setEditing] = useState<ManagedUser | "new" | null>(null);
  const [deleting, setDeleting] = useState<ManagedUser | null>(null);
  const closeEditor = useCallback(() => setEditing(null), []);
  const closeDelete = useCallback(() => setDeleting(null), []);
  // The dialogs need scripts; until they run, Edit and Delete stay disabled.
  const interactive = useHydrated();

  return (
    <div className="space-y-6">
      <PageHeading
        title="User Management"
        subtitle="Manage accounts, their roles and their access to the dashboard."
        actions={
          <Button
            type="button"
            {...UserFormDialog.preloadProps}
            onClick={() => setEditing("new")}
            disabled={!interactive}
          >
            <UserPlus aria-hidden="true" />
            Add User
          </Button>
        }
      />

      {actionData ? (
        // Shown when a form was posted without scripts (with scripts, the answer is a toast).
        <p
          role={actionData.ok ? "status" : "alert"}
          className={
            actionData.ok
              ? "rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900"
              : "rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900"
          }
        >
          {actionData.message}
        </p>
      ) : null}

      <UserStatsCards counts={counts} />

      <Card className="overflow-hidden">
        <div className="border-b border-slate-200 p-4">
          <UserFilters key={userListSearch(query, { page: 1 })} query={query} />
        </div>
        {users.length > 0 ? (
          <UsersTable
            users={users}
            query={query}
            currentUserId={currentUserId}
            onEdit={setEditing}
            onDelete={setDeleting}
            interactive={interactive}
          />
        ) : (
          <p className="px-4 py-12 text-center text-sm text-slate-600">{USER_MESSAGES.empty}</p>
        )}
        <ListPagination
          page={query.page}
          matching={matching}
          pageCount={pageCount}
          pageSize={pageSize}
          shown={users.length}
          noun={matching === 1 ? "user" : "users"}
          href={(p) => `.${userListSearch(query, { page: p })}`}
        />
      </Card>

      {editing ? (
        <UserFormDialog user={editing === "new" ? null : editing} journals={journals} onClose={closeEditor} />
      ) : null}
      {deleting ? <DeleteUserDialog user={deleting} onClose={closeDelete} /> : null}
    </div>
  );
}
