import { badgeVariants } from "~/components/ui/badge";
import { cn } from "~/lib/utils";
import { ROLE_BADGE_CLASSES, ROLE_LABELS, ROLE_NAMES } from "~/modules/auth/roles";
import type { ManagedRoleGrant } from "../users.types";

/**
 * A user's roles as the list shows them: 'Editor' for a role held for every journal, 'Editor
 * (FJPHS, IJEBR)' for one held for chosen journals.
 */
export function managedRoleLabels(
  roles: readonly ManagedRoleGrant[],
): { role: ManagedRoleGrant["role"]; label: string }[] {
  return ROLE_NAMES.flatMap((role) => {
    const grants = roles.filter((r) => r.role === role);
    if (grants.length === 0) return [];
    if (grants.some((g) => g.journalId === null)) return [{ role, label: ROLE_LABELS[role] }];
    const journals = grants.map((g) => (g.journalShortName ?? "journal").toUpperCase()).sort();
    return [{ role, label: `${ROLE_LABELS[role]} (${journals.join(", ")})` }];
  });
}

export function ManagedRoleBadges({ roles }: { roles: readonly ManagedRoleGrant[] }) {
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Roles">
      {managedRoleLabels(roles).map(({ role, label }) => (
        <li key={role} className={cn(badgeVariants(), ROLE_BADGE_CLASSES[role])} data-role={role}>
          {label}
        </li>
      ))}
    </ul>
  );
}
