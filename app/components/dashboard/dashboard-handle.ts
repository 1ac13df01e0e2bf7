import type { MetaDescriptor, UIMatch } from "react-router";
import { SITE_NAME } from "~/lib/seo";

/**
 * What a dashboard route exports as `handle` for the shell: the title shown in the header, fixed
 * or computed from the route's loader data (`loaderData` is undefined while it loads or failed).
 *   export const handle: DashboardHandle = { title: "User Management" };
 */
export type DashboardHandle = { title?: string | ((loaderData: unknown) => string | undefined) };

/** The header title: that of the deepest route that names one, else "Dashboard". */
export function dashboardPageTitle(matches: readonly UIMatch[]): string {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as DashboardHandle | undefined;
    const title = typeof handle?.title === "function" ? handle.title(matches[i]!.loaderData) : handle?.title;
    if (title) return title;
  }
  return "Dashboard";
}

/**
 * `meta` of a dashboard page: "{title} | Scholarly Press", never indexed (the server also sends
 * `X-Robots-Tag: noindex` and `Cache-Control: private, no-store` for every dashboard response).
 */
export function dashboardMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | ${SITE_NAME}` }, { name: "robots", content: "noindex, nofollow" }];
}
