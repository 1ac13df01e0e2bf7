import { Loader2 } from "lucide-react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../../components/ui/dialog";
import { FieldError, fieldA11y, FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { NativeSelect } from "../../../components/ui/native-select";
import { useFetcherAnswer } from "../../../lib/use-fetcher-answer";
import { cn } from "../../../lib/utils";
import { MIN_PASSWORD } from "../../auth/auth.schemas";
import { ROLE_BADGE_CLASSES, ROLE_LABELS, ROLE_NAMES, type RoleName } from "../../auth/roles";
import { USER_MESSAGES } from "../users.constants";
import type { UserFieldErrors } from "../users.schemas";
import type { ManagedUser, UserActionData } from "../users.types";
import { useFieldErrors } from "../../../lib/use-field-errors";

function RolesField({ defaultRoles, error }: { defaultRoles: readonly RoleName[]; error?: string }) {
  return (
    <fieldset className="space-y-2" aria-describedby={error ? "user-roles-error" : undefined}>
      <legend className="text-sm font-medium text-slate-800">Roles</legend>
      <div className="grid grid-cols-2 gap-2">
        {ROLE_NAMES.map((role) => (
          <label
            key={role}
            className="flex cursor-pointer items-center gap-2 rounded-md border border-slate-200 px-3 py-2 text-sm has-[:checked]:border-blue-300 has-[:checked]:bg-blue-50/60"
          >
            <input
              type="checkbox"
              name="roles"
              value={role}
              defaultChecked={defaultRoles.includes(role)}
              className="size-4 accent-blue-700"
            />
            <span className={cn("rounded-full px-2 py-0.5 text-xs font-semibold", ROLE_BADGE_CLASSES[role])}>
              {ROLE_LABELS[role]}
            </span>
          </label>
        ))}
      </div>
      <FieldError id="user-roles-error" message={error} />
    </fieldset>
  );
}

export type UserFormDialogProps = {
  /** The user to edit, or null to add one. */
  user: ManagedUser | null;
  onClose: () => void;
};

/** Add User / Edit User (spec 001 section 5, "User form"). Mount it to open it. */
export function UserFormDialog({ user, onClose }: UserFormDialogProps) {
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

  const globalRoles = user ? user.roles.filter((r) => r.journalId === null).map((r) => r.role) : (["author"] as const);
  const journalRoles = user ? user.roles.filter((r) => r.journalId !== null) : [];

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent aria-describedby="user-form-description">
        <DialogHeader>
          <DialogTitle>{editing ? "Edit User" : "Add User"}</DialogTitle>
          <DialogDescription id="user-form-description">
            {editing ? "Update the user's name, status and roles." : "Create an account with an e-mail and password."}
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
          <RolesField defaultRoles={globalRoles} error={errors.roles} />
          {journalRoles.length > 0 ? (
            <p className="rounded-md bg-slate-50 p-3 text-xs text-slate-600">
              Also holds, for one journal only (not changed here):{" "}
              {journalRoles
                .map((r) => `${ROLE_LABELS[r.role]} (${r.journalShortName?.toUpperCase() ?? "journal"})`)
                .join(", ")}
            </p>
          ) : null}
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
