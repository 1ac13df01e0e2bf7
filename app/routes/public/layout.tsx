import { useEffect, useState } from "react";
import {
  isRouteErrorResponse,
  Outlet,
  useMatches,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { Link } from "~/components/link";
import { SiteShell } from "~/components/layout/site-shell";
import { AnalyticsBeacon } from "~/modules/analytics/components/analytics-beacon";
import type { NavJournal } from "~/components/layout/site-links";
import { hasSignedInMarker } from "~/modules/auth/signed-in-marker";
import { useViewer, ViewerContext, viewerUrl, type Viewer, type ViewerArticleRef } from "~/modules/auth/viewer";
import type { JournalReviewType } from "~/modules/journal-settings/journal-settings.defaults";
import { sharedReviewType } from "~/modules/journal-settings/review-model";
import { listPublicJournalsWithoutCounts, type PublicJournal } from "~/modules/journals/journals.service.server";
import { PUBLIC_PAGE_CACHE_CONTROL } from "~/modules/page-cache/cache-policy";
import { useReaderRender } from "~/modules/reader-pages/reader-pages";
import type { Route } from "./+types/layout";

/** Browsers discover the site's search from every public page (OpenSearch). */
export function links() {
  return [
    { rel: "search", type: "application/opensearchdescription+xml", title: "Scholarly Press", href: "/opensearch.xml" },
  ];
}

/** A reader page (ADR 034) differs with the signed-in marker cookie: shared caches keep both. */
export function headers() {
  return { "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL, Vary: "Cookie" };
}

/**
 * The shell of every public page. It is the same for every reader, signed in or not (nothing here
 * reads the session), so the page cache serves it to all of them; the reader's own parts come from
 * GET /api/session in the browser (see ViewerProvider).
 */
export async function loader() {
  const journals = await listPublicJournalsWithoutCounts();
  let navJournals = navJournalsOf.get(journals);
  if (!navJournals) {
    navJournals = journals.map((j) => ({ shortName: j.shortName, title: j.title, gradient: j.theme.gradients.hero }));
    navJournalsOf.set(journals, navJournals);
  }
  return { navJournals, reviewType: sharedReviewType(journals), year: new Date().getFullYear() };
}

/** The same list for the same journals, so that the header and footer rendered once are recognised (RenderOnce). */
const navJournalsOf = new WeakMap<readonly PublicJournal[], NavJournal[]>();

/** A page whose personal parts depend on its article says which one in its route handle. */
export type ViewerHandle = { viewerArticle?: (loaderData: unknown) => ViewerArticleRef | null };

const VISITOR: Viewer = { user: null, article: null };
/** sessionStorage: this tab has asked GET /api/session once. */
const VIEWER_CHECKED = "sp.viewer-checked";

/** Whether this tab asked once already (storage that a browser refuses counts as not yet). */
function tabAskedOnce(): boolean {
  try {
    return sessionStorage.getItem(VIEWER_CHECKED) === "1";
  } catch {
    return false;
  }
}

function rememberTabAsked(): void {
  try {
    sessionStorage.setItem(VIEWER_CHECKED, "1");
  } catch {
    // Without storage the tab simply asks on every page, as before.
  }
}

/**
 * Asks GET /api/session for the reader's personal parts once the page has hydrated, again when the
 * page's article changes, and after every revalidation of the shell (`revision`: sign-in, sign-out
 * and other form posts); a visitor's browser (no signed-in marker) asks once per tab. Until the
 * answer the viewer is undefined and the header keeps the space of its Sign In link, so nothing
 * moves when it arrives.
 */
function ViewerProvider({ revision, children }: { revision: unknown; children: React.ReactNode }) {
  const matches = useMatches();
  let article: ViewerArticleRef | null = null;
  for (const match of matches) {
    const ref = (match.handle as ViewerHandle | undefined)?.viewerArticle?.(match.loaderData);
    if (ref) article = ref;
  }
  const url = viewerUrl(article);
  const [viewer, setViewer] = useState<{ url: string; viewer: Viewer } | undefined>(undefined);
  // A reader page goes only to browsers without a session, and is never hydrated: a visitor's.
  const reader = useReaderRender();
  useEffect(() => {
    const controller = new AbortController();
    // A browser without the signed-in marker is a visitor's: no request, once this tab has asked
    // the server (which sets the marker for a session that predates it).
    const visitor = !hasSignedInMarker(document.cookie) && tabAskedOnce();
    const answer: Promise<Viewer> = visitor
      ? Promise.resolve(VISITOR)
      : fetch(url, { signal: controller.signal, headers: { accept: "application/json" } }).then((r) => {
          rememberTabAsked();
          return r.ok ? (r.json() as Promise<Viewer>) : VISITOR;
        });
    answer
      .then((v) => {
        if (!controller.signal.aborted) setViewer({ url, viewer: v });
      })
      .catch(() => {
        if (!controller.signal.aborted) setViewer({ url, viewer: VISITOR });
      });
    return () => controller.abort();
  }, [url, revision]);
  // A new article's page keeps the reader but not the previous article's parts until its answer.
  const current = reader
    ? VISITOR
    : viewer && (viewer.url === url ? viewer.viewer : { user: viewer.viewer.user, article: null });
  return <ViewerContext.Provider value={current}>{children}</ViewerContext.Provider>;
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
    <ViewerProvider revision={loaderData}>
      <PublicShell journals={loaderData.navJournals} reviewType={loaderData.reviewType} year={loaderData.year}>
        <Outlet />
        <AnalyticsBeacon />
      </PublicShell>
    </ViewerProvider>
  );
}

function PublicShell({
  journals,
  reviewType,
  year,
  children,
}: {
  journals: NavJournal[];
  reviewType: JournalReviewType | null;
  year: number;
  children: React.ReactNode;
}) {
  const viewer = useViewer();
  return (
    <SiteShell
      journals={journals}
      reviewType={reviewType}
      year={year}
      user={viewer === undefined ? undefined : viewer.user}
    >
      {children}
    </SiteShell>
  );
}

/** Errors a page does not handle itself still show inside the site header and footer. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const shell = useRouteLoaderData<typeof loader>("routes/public/layout");
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <ViewerProvider revision={shell}>
      <PublicShell
        journals={shell?.navJournals ?? []}
        reviewType={shell?.reviewType ?? null}
        year={shell?.year ?? new Date().getFullYear()}
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
      </PublicShell>
    </ViewerProvider>
  );
}
