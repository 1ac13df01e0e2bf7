import { Loader2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../../components/ui/dialog";
import { Input, Label } from "../../../components/ui/input";
import { cn } from "../../../lib/utils";
import { MIN_PASSWORD } from "../../auth/auth.schemas";
import { ROLE_BADGE_CLASSES, ROLE_LABELS, ROLE_NAMES, type RoleName } from "../../auth/roles";
import { USER_MESSAGES } from "../users.constants";
import type { UserFieldErrors } from "../users.schemas";
import type { ManagedUser, UserActionData } from "../users.types";
import { NativeSelect } from "./native-select";

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="text-sm text-red-600">
      {message}
    </p>
  ) : null;
}

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
  const errors: UserFieldErrors = result && !result.ok ? (result.fieldErrors ?? {}) : {};
  const editing = user !== null;

  const handled = useRef<UserActionData | undefined>(undefined);
  useEffect(() => {
    if (!result || handled.current === result) return;
    handled.current = result;
    if (result.ok) {
      toast.success(result.message);
      onClose();
    } else {
      toast.error(result.message || USER_MESSAGES.saveFailed);
    }
  }, [result, onClose]);

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
        <fetcher.Form method="post" noValidate className="space-y-4">
          {editing ? <input type="hidden" name="userId" value={user.id} /> : null}
          <div className="space-y-1.5">
            <Label htmlFor="user-email">Email</Label>
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
                aria-invalid={errors.email ? true : undefined}
                aria-describedby={errors.email ? "user-email-error" : undefined}
              />
            )}
            <FieldError id="user-email-error" message={errors.email} />
          </div>
          {editing ? null : (
            <div className="space-y-1.5">
              <Label htmlFor="user-password">Password</Label>
              <Input
                id="user-password"
                name="password"
                type="password"
                autoComplete="new-password"
                placeholder={`Enter password (min ${MIN_PASSWORD} characters)`}
                required
                minLength={MIN_PASSWORD}
                aria-invalid={errors.password ? true : undefined}
                aria-describedby={errors.password ? "user-password-error" : undefined}
              />
              <FieldError id="user-password-error" message={errors.password} />
            </div>
          )}
          <div className="space-y-1.5">
            <Label htmlFor="user-name">Full Name</Label>
            <Input
              id="user-name"
              name="name"
              autoComplete="off"
              placeholder="Dr. Jane Smith"
              defaultValue={user?.name ?? ""}
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={errors.name ? "user-name-error" : undefined}
            />
            <FieldError id="user-name-error" message={errors.name} />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="user-status">Status</Label>
            <NativeSelect id="user-status" name="status" defaultValue={user?.status ?? "active"}>
              <option value="active">Active</option>
              <option value="inactive">Inactive</option>
            </NativeSelect>
            <FieldError id="user-status-error" message={errors.status} />
          </div>
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
