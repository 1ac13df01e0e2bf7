import { Menu, X } from "lucide-react";
import { memo, useRef } from "react";
import type { SidebarEntry } from "~/modules/dashboard/dashboard-nav";
import { HydrationSlice } from "../hydration-slice";
import { useDetailsDismiss } from "../layout/use-details-dismiss";
import { DashboardBrand } from "./dashboard-sidebar";
import { DashboardNavList } from "./dashboard-nav-list";
import { SIDEBAR_WIDTH_MOBILE } from "./sidebar-state";

/**
 * Below 768px the sidebar is an off-canvas sheet (18rem) opened from the header. Built on
 * <details>, so it opens without scripts; with scripts it closes on navigation, Escape and a tap
 * on the backdrop. Its links are a slice of the page's hydration of their own (HydrationSlice); it
 * is rendered again only when its entries change (DashboardSidebar).
 */
export const MobileSidebar = memo(function MobileSidebar({ entries }: { entries: SidebarEntry[] }) {
  const ref = useRef<HTMLDetailsElement>(null);
  useDetailsDismiss(ref);
  const close = () => {
    if (ref.current) ref.current.open = false;
  };
  return (
    <details ref={ref} className="group/sheet md:hidden">
      <summary
        aria-label="Open navigation"
        className="flex size-9 cursor-pointer list-none items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 [&::-webkit-details-marker]:hidden"
      >
        <Menu className="size-5" aria-hidden="true" />
      </summary>
      <div className="fixed inset-0 z-50 bg-slate-950/40" aria-hidden="true" onClick={close} />
      <div
        style={{ width: SIDEBAR_WIDTH_MOBILE }}
        className="fixed inset-y-0 left-0 z-50 flex max-w-[85vw] flex-col bg-white shadow-2xl"
      >
        <div className="flex h-14 shrink-0 items-center justify-between border-b border-slate-200 px-4">
          <DashboardBrand />
          <button
            type="button"
            onClick={close}
            aria-label="Close navigation"
            className="flex size-9 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        <nav aria-label="Dashboard navigation" className="flex flex-1 flex-col overflow-y-auto px-3 py-4">
          <HydrationSlice>
            <DashboardNavList entries={entries} />
          </HydrationSlice>
        </nav>
      </div>
    </details>
  );
});
