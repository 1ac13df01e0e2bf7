import { Loader2 } from "lucide-react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "~/components/ui/toast";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { FieldError, fieldA11y, FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { useFetcherAnswer } from "~/lib/use-fetcher-answer";
import { cn } from "~/lib/utils";
import { MIN_PASSWORD } from "~/modules/auth/auth.schemas";
import { ROLE_BADGE_CLASSES, ROLE_LABELS, ROLE_NAMES, type RoleName } from "~/modules/auth/roles";
import { JOURNAL_SCOPED_ROLES } from "../users.schemas";
import { USER_MESSAGES } from "../users.constants";
import type { UserFieldErrors } from "../users.schemas";
import type { ManagedUser, UserActionData } from "../users.types";
import { useFieldErrors } from "~/lib/use-field-errors";

function isJournalScopedRole(role: RoleName): boolean {
  return (JOURNAL_SCOPED_ROLES as readonly string[]).includes(role);
}

function perRole<T>(value: (role: RoleName) => T): Record<RoleName, T> {
  return {
    admin: value("admin"),
    editor: value("editor"),
    copyeditor: value("copyeditor"),
    layout_editor: value("layout_editor"),
    reviewer: value("reviewer"),
    author: value("author"),
  };
}

export type RoleJournalChoice = { id: string; shortName: string; title: string };

type Scope = "all" | "some";

/**
 * The roles, each held for every journal or for chosen journals (an editor of FJPHS only, a
 * reviewer for two journals). A role for every journal is posted as `roles`, a role for a journal
 * as `journalRoles` = `role:journalId`; the server checks both again.
 */
function RolesField({
  grants,
  journals,
  error,
}: {
  grants: readonly { role: RoleName; journalId: string | null }[];
  journals: readonly RoleJournalChoice[];
  error?: string;
}) {
  const [held, setHeld] = useState(() => perRole((r) => grants.some((g) => g.role === r)));
  const [scope, setScope] = useState(() =>
    perRole<Scope>((r) => {
      const of = grants.filter((g) => g.role === r);
      return of.length > 0 && of.every((g) => g.journalId !== null) ? "some" : "all";
    }),
  );
  const [chosen, setChosen] = useState(() =>
    perRole<ReadonlySet<string>>(
      (r) => new Set(grants.flatMap((g) => (g.role === r && g.journalId !== null ? [g.journalId] : []))),
    ),
  );
  const toggleJournal = (role: RoleName, id: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current[role]);
      if (on) next.add(id);
      else next.delete(id);
      return { ...current, [role]: next };
    });

  return (
    <fieldset className="space-y-2" aria-describedby={error ? "user-roles-error" : undefined}>
      <legend className="text-sm font-medium text-slate-800">Roles</legend>
      <ul className="space-y-2">
        {ROLE_NAMES.map((role) => {
          const scoped = isJournalScopedRole(role) && journals.length > 0;
          return (
            <li key={role} className="rounded-md border border-slate-200 px-3 py-2 has-[:checked]:border-blue-300">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <label className="flex cursor-pointer items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={held[role]}
                    onChange={(event) => setHeld({ ...held, [role]: event.currentTarget.checked })}
                    className="size-4 accent-blue-700"
                    data-role-checkbox={role}
                  />
                  <span className={cn("rounded-full px-2 py-0.5 text-xs font-semibold", ROLE_BADGE_CLASSES[role])}>
                    {ROLE_LABELS[role]}
                  </span>
                </label>
                {held[role] && scoped ? (
                  <NativeSelect
                    aria-label={`${ROLE_LABELS[role]}: for which journals`}
                    value={scope[role]}
                    onChange={(event) => setScope({ ...scope, [role]: event.currentTarget.value as Scope })}
                    className="h-8 w-auto py-0 text-xs"
                  >
                    <option value="all">All journals</option>
                    <option value="some">Chosen journals</option>
                  </NativeSelect>
                ) : held[role] ? (
                  <span className="text-xs text-slate-500">All journals</span>
                ) : null}
              </div>
              {held[role] && (!scoped || scope[role] === "all") ? (
                <input type="hidden" name="roles" value={role} />
              ) : null}
              {held[role] && scoped && scope[role] === "some" ? (
                <div
                  role="group"
                  aria-label={`${ROLE_LABELS[role]} for these journals`}
                  className="mt-2 grid gap-1.5 sm:grid-cols-2"
                >
                  {journals.map((j) => (
                    <label key={j.id} className="flex items-center gap-2 text-xs text-slate-700" title={j.title}>
                      <input
                        type="checkbox"
                        name="journalRoles"
                        value={`${role}:${j.id}`}
                        checked={chosen[role].has(j.id)}
                        onChange={(event) => toggleJournal(role, j.id, event.currentTarget.checked)}
                        className="size-3.5 accent-blue-700"
                      />
                      <span className="font-semibold">{j.shortName.toUpperCase()}</span>
                      <span className="truncate">{j.title}</span>
                    </label>
                  ))}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      <FieldError id="user-roles-error" message={error} />
    </fieldset>
  );
}

export type UserFormDialogProps = {
  /** The user to edit, or null to add one. */
  user: ManagedUser | null;
  /** The journals a role may be given for. */
  journals: readonly RoleJournalChoice[];
  onClose: () => void;
};

/** Add User / Edit User (spec 001 section 5, "User form"). Mount it to open it. */
export function UserFormDialog({ user, journals, onClose }: UserFormDialogProps) {
  const fetcher = useFetcher<UserActionData>();
  const busy = fetcher.state !== "idle";
  const result = fetcher.data;
  const { errors, onInput } = useFieldErrors<keyof UserFieldErrors>(
    result && !result.ok ? result.fieldErrors : undefined,
  );
  const editing = user !== null;

  useFetcherAnswer(result, (answer) => {
    if (answer.ok) {
      toast.success(answer.message);
      onClose();
    } else {
      // A field's own error is shown under it; the toast is for what no field explains.
      if (Object.keys(answer.fieldErrors ?? {}).length === 0) toast.error(answer.message || USER_MESSAGES.saveFailed);
    }
  });

  const grants = user ? user.roles : [{ role: "author" as const, journalId: null }];

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent aria-describedby="user-form-description">
        <DialogHeader>
          <DialogTitle>{editing ? "Edit User" : "Add User"}</DialogTitle>
          <DialogDescription id="user-form-description">
            {editing
              ? "Update the user's name, status and roles, for every journal or for chosen journals."
              : "Create an account with an e-mail and password."}
          </DialogDescription>
        </DialogHeader>
        <fetcher.Form method="post" noValidate className="space-y-4" onInput={onInput}>
          {editing ? <input type="hidden" name="userId" value={user.id} /> : null}
          <FormField id="user-email" label="Email" error={errors.email}>
            {editing ? (
              <Input id="user-email" type="email" value={user.email} readOnly disabled />
            ) : (
              <Input
                id="user-email"
                name="email"
                type="email"
                autoComplete="off"
                placeholder="user@institution.edu"
                required
                {...fieldA11y("user-email", { error: errors.email })}
              />
            )}
          </FormField>
          {editing ? null : (
            <FormField id="user-password" label="Password" error={errors.password}>
              <Input
                id="user-password"
                name="password"
                type="password"
                autoComplete="new-password"
                placeholder={`Enter password (min ${MIN_PASSWORD} characters)`}
                required
                minLength={MIN_PASSWORD}
                {...fieldA11y("user-password", { error: errors.password })}
              />
            </FormField>
          )}
          <FormField id="user-name" label="Full Name" error={errors.name}>
            <Input
              id="user-name"
              name="name"
              autoComplete="off"
              placeholder="Dr. Jane Smith"
              defaultValue={user?.name ?? ""}
              {...fieldA11y("user-name", { error: errors.name })}
            />
          </FormField>
          <FormField id="user-status" label="Status" error={errors.status}>
            <NativeSelect id="user-status" name="status" defaultValue={user?.status ?? "active"}>
              <option value="active">Active</option>
              <option value="inactive">Inactive</option>
            </NativeSelect>
          </FormField>
          <RolesField grants={grants} journals={journals} error={errors.roles ?? errors.journalRoles} />
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" name="intent" value={editing ? "update" : "create"} disabled={busy}>
              {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              {busy ? "Saving..." : editing ? "Update User" : "Create User"}
            </Button>
          </div>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
