import { AlertTriangle } from "lucide-react";
import type { ReactNode } from "react";
import { isRouteErrorResponse, Outlet, useRouteLoaderData, type ShouldRevalidateFunctionArgs } from "react-router";
import { AccessDenied } from "~/components/dashboard/access-denied";
import { dashboardMeta } from "~/components/dashboard/dashboard-handle";
import { DashboardShell } from "~/components/dashboard/dashboard-shell";
import { NotFoundCard } from "~/components/dashboard/not-found-card";
import { sidebarOpenFromCookie } from "~/components/dashboard/sidebar-state";
import { StatusCard } from "~/components/dashboard/status-card";
import { DASHBOARD_LAYOUT_ID, type DashboardShellData } from "~/components/dashboard/use-dashboard-user";
import { loadSession, requireUser } from "~/modules/auth/session.server";
import { dashboardSidebarEntries } from "~/modules/dashboard/dashboard-nav";
import type { Route } from "./+types/layout";

/**
 * Every dashboard response is personal: never stored by a cache (the page cache skips requests with
 * cookies anyway), never indexed, and it carries the session's Set-Cookie (a renewed cookie, or the
 * removal of a stale one). Set here rather than in each page's `headers`, so no page can forget.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request }, next) => {
    const response = await next();
    const personal = new Response(response.body, response);
    const sent = new Set(personal.headers.getSetCookie());
    const { headers } = await loadSession(request);
    for (const cookie of headers.getSetCookie()) if (!sent.has(cookie)) personal.headers.append("Set-Cookie", cookie);
    personal.headers.set("Cache-Control", "private, no-store");
    personal.headers.set("X-Robots-Tag", "noindex, nofollow");
    return personal;
  },
];

export function meta() {
  return dashboardMeta("Dashboard");
}

/** The signed-in user (a visitor goes to /auth and comes back), their sidebar and its saved state. */
export async function loader({ request, url }: Route.LoaderArgs): Promise<DashboardShellData> {
  const user = await requireUser({ request, url });
  return {
    user,
    nav: dashboardSidebarEntries(user),
    sidebarOpen: sidebarOpenFromCookie(request.headers.get("cookie")),
  };
}

// The shell's user and sidebar change only through form posts (profile, roles): links and list
// filters reload the page's own data only, and a page that retries its loader (the submissions list)
// is not undone by the shell failing alongside it. Every page loader checks the session itself.
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod && formMethod !== "GET" ? defaultShouldRevalidate : false;
}

export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  return (
    <DashboardShell user={loaderData.user} entries={loaderData.nav} sidebarOpen={loaderData.sidebarOpen}>
      <Outlet />
    </DashboardShell>
  );
}

/**
 * A screen's 403 shows the Access Denied card and its 404 a not-found card, inside the shell when
 * the user is known. The message is the one the loader sent (`{ message }`).
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const shell = useRouteLoaderData<DashboardShellData>(DASHBOARD_LAYOUT_ID);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error) ? messageOf(error.data) : undefined;
  let title: string;
  let card: ReactNode;
  if (status === 403) {
    title = "Access Denied";
    card = <AccessDenied message={message} />;
  } else if (status === 404) {
    title = "Not Found";
    card = <NotFoundCard message={message} />;
  } else {
    title = "Error";
    card = (
      <StatusCard
        icon={AlertTriangle}
        tone="danger"
        title="Something went wrong"
        message="Something went wrong. Please try again."
      />
    );
  }
  if (!shell) return <main className="min-h-svh bg-slate-50 px-4">{card}</main>;
  return (
    <DashboardShell user={shell.user} entries={shell.nav} sidebarOpen={shell.sidebarOpen} title={title}>
      {card}
    </DashboardShell>
  );
}

function messageOf(data: unknown): string | undefined {
  if (typeof data === "string" && data) return data;
  if (data && typeof data === "object" && "message" in data && typeof data.message === "string") return data.message;
  return undefined;
}
