import type { ReactNode } from "react";
import type { CurrentUser } from "~/modules/auth/current-user";
import type { SidebarEntry } from "~/modules/dashboard/dashboard-nav";
import { HydrationSlice } from "../hydration-slice";
import { ScrollToTop } from "../layout/scroll-to-top";
import { DashboardHeader } from "./dashboard-header";
import { DashboardSidebar } from "./dashboard-sidebar";
import { SidebarProvider } from "./sidebar-context";

/**
 * The signed-in frame: collapsible sidebar, header with the user menu, content, scroll-to-top. The
 * sidebar, the header and the content are each a slice of the page's hydration (HydrationSlice).
 */
export function DashboardShell({
  user,
  entries,
  sidebarOpen,
  title,
  children,
}: {
  user: Pick<CurrentUser, "name" | "email" | "roles">;
  entries: SidebarEntry[];
  sidebarOpen: boolean;
  title?: string;
  children: ReactNode;
}) {
  return (
    <SidebarProvider defaultOpen={sidebarOpen}>
      <a
        href="#content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow-lg"
      >
        Skip to content
      </a>
      <div className="flex min-h-svh bg-slate-50">
        <HydrationSlice>
          <DashboardSidebar entries={entries} />
        </HydrationSlice>
        <div className="flex min-w-0 flex-1 flex-col">
          <HydrationSlice>
            <DashboardHeader user={user} entries={entries} title={title} />
          </HydrationSlice>
          <main
            id="content"
            className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 lg:px-8 lg:py-8 [&_.overflow-x-auto]:relative"
          >
            <HydrationSlice>{children}</HydrationSlice>
          </main>
        </div>
      </div>
      <ScrollToTop />
    </SidebarProvider>
  );
}
