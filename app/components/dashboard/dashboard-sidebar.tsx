import { memo } from "react";
import { cn } from "~/lib/utils";
import type { SidebarEntry } from "~/modules/dashboard/dashboard-nav";
import { HydrationSlice } from "../hydration-slice";
import { Link } from "../link";
import { DashboardNavList } from "./dashboard-nav-list";
import { useSidebar } from "./sidebar-context";
import { SIDEBAR_WIDTH, SIDEBAR_WIDTH_ICON } from "./sidebar-state";

export const SIDEBAR_ID = "dashboard-sidebar";

/** The mark and name of the platform, linking to the dashboard home; the mark alone when collapsed. */
export function DashboardBrand({ collapsed = false }: { collapsed?: boolean }) {
  return (
    <Link
      to="/dashboard"
      className="flex min-w-0 items-center gap-2.5 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
      // Collapsed, only the mark shows: the link is named here. Open, by its visible words.
      aria-label={collapsed ? "Scholarly Press dashboard" : undefined}
    >
      <img src="/favicon.svg" alt="" width={32} height={32} className="size-8 shrink-0 rounded-lg shadow-sm" />
      {!collapsed && (
        <span className="flex min-w-0 flex-col leading-none">
          <span className="truncate font-serif text-base font-bold tracking-tight text-slate-900">Scholarly Press</span>{" "}
          <span className="mt-1 text-[10px] font-semibold tracking-[0.18em] text-blue-700 uppercase">Dashboard</span>
        </span>
      )}
    </Link>
  );
}

/**
 * The desktop sidebar (768px and wider): 16rem open, 3rem collapsed to icons. The white column
 * runs the page's whole height (the aside stretches with the content); what it holds stays in
 * view (sticky, one screen high), so the background never stops partway down a tall page. Its
 * links are a slice of the page's hydration of their own (HydrationSlice), and it is rendered again
 * only when its entries or its state change: the router's updates after hydration (the routes
 * of the page's links, fetched as they show) rendered the whole shell again in one task.
 */
export const DashboardSidebar = memo(function DashboardSidebar({ entries }: { entries: SidebarEntry[] }) {
  const { open } = useSidebar();
  return (
    <aside
      id={SIDEBAR_ID}
      data-state={open ? "expanded" : "collapsed"}
      aria-label="Dashboard"
      style={{ width: open ? SIDEBAR_WIDTH : SIDEBAR_WIDTH_ICON }}
      className="hidden shrink-0 border-r border-slate-200 bg-white transition-[width] duration-200 ease-out md:block print:hidden"
    >
      <div className="sticky top-0 flex h-svh flex-col">
        <div
          className={cn("flex h-14 shrink-0 items-center border-b border-slate-200", open ? "px-4" : "justify-center")}
        >
          <DashboardBrand collapsed={!open} />
        </div>
        <nav
          aria-label="Dashboard navigation"
          className={cn("flex flex-1 flex-col py-4", open ? "overflow-y-auto px-3" : "overflow-visible px-1.5")}
        >
          <HydrationSlice>
            <DashboardNavList entries={entries} collapsed={!open} />
          </HydrationSlice>
        </nav>
      </div>
    </aside>
  );
});
