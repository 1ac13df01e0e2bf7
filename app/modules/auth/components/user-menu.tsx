import { ChevronDown, LayoutDashboard, Settings, UserRound, type LucideIcon } from "lucide-react";
import { useRef } from "react";
import { Link } from "~/components/link";
import { useDetailsDismiss } from "~/components/layout/use-details-dismiss";
import { cn } from "~/lib/utils";
import type { CurrentUser } from "../current-user";
import { initials } from "../roles";
import { RoleBadges } from "./role-badges";
import { SignOutButton } from "./sign-out-button";
import { UserAvatar } from "./user-avatar";

/** Full name, e-mail and role badges of the signed-in user. */
export function UserSummary({ user }: { user: Pick<CurrentUser, "name" | "email" | "roles"> }) {
  return (
    <div className="flex items-start gap-3">
      <UserAvatar name={user.name} email={user.email} className="size-10" />
      <div className="min-w-0">
        <p className="truncate text-sm font-semibold text-slate-900">{user.name}</p>
        <p className="truncate text-xs text-slate-600">{user.email}</p>
        <RoleBadges roles={user.roles} className="mt-2" />
      </div>
    </div>
  );
}

/** The account links of the avatar menu (spec 000 section 2.2): Dashboard, Profile, Settings. */
export const USER_MENU_LINKS: { label: string; to: string; icon: LucideIcon }[] = [
  { label: "Dashboard", to: "/dashboard", icon: LayoutDashboard },
  { label: "Profile", to: "/dashboard/settings#profile", icon: UserRound },
  { label: "Settings", to: "/dashboard/settings", icon: Settings },
];

/** Dashboard, Profile and Settings as a list of links, styled like the Sign out button. */
export function UserMenuLinks({ className, itemClassName }: { className?: string; itemClassName?: string }) {
  return (
    <ul className={className}>
      {USER_MENU_LINKS.map(({ label, to, icon: Icon }) => (
        <li key={label}>
          <Link
            to={to}
            className={cn(
              "flex w-full items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600",
              itemClassName,
            )}
          >
            <Icon className="size-4" aria-hidden="true" />
            {label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The header's avatar menu for a signed-in user (md and wider unless `className` says otherwise).
 * Built on <details>, so it opens without scripts too; with scripts it closes on Escape, outside
 * clicks and navigation.
 */
export function UserMenu({
  user,
  className,
}: {
  user: Pick<CurrentUser, "name" | "email" | "roles">;
  className?: string;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  useDetailsDismiss(ref);
  return (
    <details ref={ref} data-nav-dropdown="" className={cn("group/user relative hidden md:block", className)}>
      <summary
        // The name starts with the initials the button shows (WCAG 2.5.3, label in name): a
        // voice-control user says what they see.
        aria-label={`${initials(user.name, user.email)}: Signed in as ${user.name}`}
        className="flex cursor-pointer list-none items-center gap-1 rounded-full p-0.5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-2 [&::-webkit-details-marker]:hidden"
      >
        <UserAvatar name={user.name} email={user.email} />
        <ChevronDown
          className="size-4 text-slate-500 transition-transform group-open/user:rotate-180"
          aria-hidden="true"
        />
      </summary>
      <div className="absolute top-full right-0 z-50 mt-2 w-72 rounded-xl border border-slate-200 bg-white p-2 shadow-xl ring-1 ring-black/5">
        <div className="px-2 pt-2 pb-3">
          <UserSummary user={user} />
        </div>
        <UserMenuLinks className="border-t border-slate-100 py-1" />
        <div className="border-t border-slate-100 pt-1">
          <SignOutButton />
        </div>
      </div>
    </details>
  );
}
