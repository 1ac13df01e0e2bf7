import {
  isRouteErrorResponse,
  Link,
  Outlet,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { SiteShell } from "../../components/layout/site-shell";
import { AnalyticsBeacon } from "../../modules/analytics/components/analytics-beacon";
import type { NavJournal } from "../../components/layout/site-links";
import { hasSessionCookie, loadSession } from "../../modules/auth/session.server";
import { listPublicJournalsWithoutCounts } from "../../modules/journals/journals.service.server";
import type { Route } from "./+types/layout";

/** Public pages are the same for every visitor: the page cache may serve them for 30 seconds. */
const PUBLIC_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=30";

/** Browsers discover the site's search from every public page (OpenSearch). */
export function links() {
  return [
    { rel: "search", type: "application/opensearchdescription+xml", title: "Scholarly Press", href: "/opensearch.xml" },
  ];
}

export function headers() {
  return { "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL };
}

/**
 * A page requested with a session cookie may show who is signed in: no shared cache may keep it,
 * and the session's Set-Cookie (the renewed cookie, or the removal of a stale one) goes out with it.
 * Anonymous requests cost nothing here.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request }, next) => {
    const response = await next();
    if (!hasSessionCookie(request)) return response;
    const { headers } = await loadSession(request);
    const personal = new Response(response.body, response);
    for (const cookie of headers.getSetCookie()) personal.headers.append("Set-Cookie", cookie);
    personal.headers.set("Cache-Control", "private, no-store");
    return personal;
  },
];

// `request` is optional for callers outside a request (tests read the journal list this way).
export async function loader({ request }: Pick<Route.LoaderArgs, "request">) {
  // Only a request with a session cookie costs a session lookup.
  const [journals, session] = await Promise.all([
    listPublicJournalsWithoutCounts(),
    hasSessionCookie(request) ? loadSession(request) : null,
  ]);
  const navJournals: NavJournal[] = journals.map((j) => ({
    shortName: j.shortName,
    title: j.title,
    gradient: j.theme.gradients.hero,
  }));
  const user = session?.user ?? null;
  return {
    navJournals,
    year: new Date().getFullYear(),
    user: user ? { name: user.name, email: user.email, roles: user.roles } : null,
  };
}

// The header's journal list rarely changes: reload it after form posts only, not on every link click.
// Signing in and out happens on /auth: arriving there or leaving it reloads the header's user.
export function shouldRevalidate({
  formMethod,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  return currentUrl.pathname === "/auth" || nextUrl.pathname === "/auth";
}

export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  return (
    <SiteShell journals={loaderData.navJournals} year={loaderData.year} user={loaderData.user}>
      <Outlet />
      <AnalyticsBeacon />
    </SiteShell>
  );
}

/** Errors a page does not handle itself still show inside the site header and footer. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const shell = useRouteLoaderData<typeof loader>("routes/public/layout");
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <SiteShell
      journals={shell?.navJournals ?? []}
      year={shell?.year ?? new Date().getFullYear()}
      user={shell?.user ?? null}
    >
      <main className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
        <p className="text-sm font-semibold uppercase tracking-wider text-blue-700">{notFound ? "404" : "Error"}</p>
        <h1 className="mt-3 font-serif text-3xl font-bold text-slate-900 sm:text-4xl">
          {notFound ? "Oops! Page not found" : "Unexpected error"}
        </h1>
        <p className="mt-4 text-slate-600">
          {notFound
            ? "The page you are looking for does not exist or has been moved."
            : "Something went wrong. Please try again."}
        </p>
        <Link
          to="/"
          className="mt-8 inline-flex h-10 items-center rounded-md bg-blue-700 px-5 text-sm font-semibold text-white hover:bg-blue-800"
        >
          Return to Home
        </Link>
      </main>
    </SiteShell>
  );
}
