import { badgeVariants } from "~/components/ui/badge";
import { cn } from "~/lib/utils";
import { ROLE_BADGE_CLASSES, ROLE_LABELS, roleNames, type RoleGrant } from "../roles";

/** One badge per role held (admin red, editor purple, reviewer blue, author green), highest first. */
export function RoleBadges({ roles, className }: { roles: readonly RoleGrant[]; className?: string }) {
  const names = roleNames(roles);
  if (names.length === 0) return null;
  return (
    <ul className={cn("flex flex-wrap gap-1.5", className)} aria-label="Roles">
      {names.map((role) => (
        <li key={role} className={cn(badgeVariants(), ROLE_BADGE_CLASSES[role])} data-role={role}>
          {ROLE_LABELS[role]}
        </li>
      ))}
    </ul>
  );
}
