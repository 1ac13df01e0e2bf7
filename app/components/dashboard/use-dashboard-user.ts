import { useRouteLoaderData } from "react-router";
import type { CurrentUser } from "~/modules/auth/current-user";
import type { SidebarEntry } from "~/modules/dashboard/dashboard-nav";

/** The route id of the dashboard layout (routes/dashboard/layout.tsx). */
export const DASHBOARD_LAYOUT_ID = "routes/dashboard/layout";

/** What the dashboard layout's loader returns. */
export type DashboardShellData = {
  user: CurrentUser;
  nav: SidebarEntry[];
  sidebarOpen: boolean;
};

/** The signed-in user of the dashboard, or undefined while the layout's data is not there (yet). */
export function useDashboardUser(): CurrentUser | undefined {
  return useRouteLoaderData<DashboardShellData>(DASHBOARD_LAYOUT_ID)?.user;
}
