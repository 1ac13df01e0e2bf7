import { PanelLeft } from "lucide-react";
import { memo } from "react";
import { useMatches } from "react-router";
import { UserMenu } from "~/modules/auth/components/user-menu";
import type { CurrentUser } from "~/modules/auth/current-user";
import type { SidebarEntry } from "~/modules/dashboard/dashboard-nav";
import { HydrationSlice } from "../hydration-slice";
import { dashboardPageTitle } from "./dashboard-handle";
import { SIDEBAR_ID } from "./dashboard-sidebar";
import { MobileSidebar } from "./mobile-sidebar";
import { useSidebar } from "./sidebar-context";

/**
 * Rendered again only when the user changes: the header renders again with every update of the
 * router (its title reads the matches), the menu need not.
 */
const ShellUserMenu = memo(UserMenu);

/**
 * The shell's top bar: navigation toggles, the page title and the user menu. The menu is a slice of
 * the page's hydration of its own (HydrationSlice), and so are the mobile sheet's links.
 */
export function DashboardHeader({
  user,
  entries,
  title,
}: {
  user: Pick<CurrentUser, "name" | "email" | "roles">;
  entries: SidebarEntry[];
  /** Overrides the title from the route handles (error screens). */
  title?: string;
}) {
  const { open, toggle } = useSidebar();
  const matches = useMatches();
  // Solid background: a backdrop filter would make the header the containing block of the
  // mobile sheet (position: fixed), squeezing it into the header's height.
  return (
    <header className="sticky top-0 z-30 flex h-14 shrink-0 items-center gap-2 border-b border-slate-200 bg-white px-3 sm:px-4 print:hidden">
      <MobileSidebar entries={entries} />
      <button
        type="button"
        onClick={toggle}
        aria-controls={SIDEBAR_ID}
        aria-expanded={open}
        aria-label="Toggle sidebar"
        title="Toggle sidebar (Ctrl+B)"
        className="hidden size-9 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 md:flex"
      >
        <PanelLeft className="size-5" aria-hidden="true" />
      </button>
      <span className="hidden h-5 w-px bg-slate-200 md:block" aria-hidden="true" />
      <p className="min-w-0 flex-1 truncate px-1 text-sm font-semibold text-slate-900 sm:text-base" data-page-title="">
        {title ?? dashboardPageTitle(matches)}
      </p>
      <HydrationSlice>
        <ShellUserMenu user={user} className="block" />
      </HydrationSlice>
    </header>
  );
}
