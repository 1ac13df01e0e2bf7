import { useEffect } from "react";
import { Toaster } from "~/components/ui/toast";
import { isRouteErrorResponse, Links, Outlet, ScrollRestoration } from "react-router";
import { ScriptsAfterFirstPaint } from "~/components/layout/scripts-after-first-paint";
import type { Route } from "./+types/root";
import { services } from "~/lib/services.server";
import { hasSignedInMarker } from "~/modules/auth/signed-in-marker";
import { ReaderRenderContext } from "~/components/link";
import { useReaderRender } from "~/modules/reader-pages/reader-pages";
import { ReaderMeta } from "~/modules/reader-pages/reader-meta";
import { READER_SCRIPT_URL } from "~/modules/reader-pages/reader-script-url";
import { markHydrated } from "~/modules/reader-pages/script/after-hydration";
import "./app.css";
import interRegular from "@fontsource/inter/files/inter-latin-400-normal.woff2?url";
import merriweatherBold from "@fontsource/merriweather/files/merriweather-latin-700-normal.woff2?url";

/**
 * The body text's face and the headings' are fetched with the stylesheet, not after it: text first
 * drawn in a fallback face and redrawn in its own moves the page (layout shift) as it loads.
 */
export function links(): Route.LinkDescriptors {
  return [interRegular, merriweatherBold].map((href) => ({
    rel: "preload",
    as: "font",
    type: "font/woff2",
    href,
    crossOrigin: "anonymous",
  }));
}

/** signedInBrowser: whether reader pages go to this browser as the application (ADR 034). */
export function loader({ request }: Route.LoaderArgs) {
  return { publicUrl: services().env.publicUrl, signedInBrowser: hasSignedInMarker(request.headers.get("cookie")) };
}

export function Layout({ children }: { children: React.ReactNode }) {
  // A reader page has no application scripts: the reader script below is its only one.
  const reader = useReaderRender();
  // The reader script waits for this before it adds to the page (script/after-hydration.ts).
  useEffect(markHydrated, []);
  return (
    // The reader script marks this element (data-reader-script) before React hydrates it: an
    // attribute React never renders, not a mismatch.
    <html lang="en" data-reader-page={reader ? "" : undefined} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <ReaderMeta />
        <Links />
      </head>
      <body className="min-h-screen bg-white font-sans text-slate-900 antialiased">
        <ReaderRenderContext.Provider value={reader}>{children}</ReaderRenderContext.Provider>
        {/* The behaviour of the HTML-first components (ADR 034): on a reader page the only script. */}
        <script async type="module" src={READER_SCRIPT_URL} />
        {reader ? null : (
          <>
            {/* At the foot of the window: at the top they covered the page headers' buttons (New Issue,
                Save) for seconds after each action. On a phone they sit above the floating
                assistant and back-to-top buttons. */}
            <Toaster richColors closeButton position="bottom-center" mobileOffset={{ bottom: 76 }} />
            <ScrollRestoration />
            <ScriptsAfterFirstPaint />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="mx-auto max-w-xl p-12 text-center">
      <h1 className="font-serif text-3xl font-bold">
        {status === 404 ? "Oops! Page not found" : "Something went wrong"}
      </h1>
      <p className="mt-4 text-slate-600">
        {status === 404 ? "The page you are looking for does not exist." : "Something went wrong. Please try again."}
      </p>
      <a href="/" className="mt-6 inline-block rounded-md bg-blue-700 px-4 py-2 font-medium text-white">
        Return to Home
      </a>
    </main>
  );
}
