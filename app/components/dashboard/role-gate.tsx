import { Loader2 } from "lucide-react";
import type { ReactNode } from "react";
import { can, type Action, type Resource } from "../../modules/auth/permissions";
import { AccessDenied } from "./access-denied";
import { useDashboardUser } from "./use-dashboard-user";

/** The spec's fallback while roles load. */
export function CheckingPermissions() {
  return (
    <div role="status" className="flex items-center justify-center gap-2 py-16 text-sm text-slate-600">
      <Loader2 className="size-4 animate-spin" aria-hidden="true" />
      Checking permissions...
    </div>
  );
}

/**
 * Shows `children` when the signed-in user may do `action`, `denied` (the Access Denied card)
 * otherwise, and `fallback` ('Checking permissions...') while the user's roles are not known in the
 * browser yet. The server renders with the roles known, so the fallback appears during client
 * transitions at most. It only decides what to show: loaders and actions check permissions
 * themselves.
 */
export function RoleGate({
  action,
  resource,
  children,
  fallback = <CheckingPermissions />,
  denied = <AccessDenied />,
}: {
  action: Action;
  resource?: Resource;
  children: ReactNode;
  fallback?: ReactNode;
  denied?: ReactNode;
}) {
  const user = useDashboardUser();
  if (!user) return <>{fallback}</>;
  return <>{can(user, action, resource) ? children : denied}</>;
}
