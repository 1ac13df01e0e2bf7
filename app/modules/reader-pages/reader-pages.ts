import { useMatches, useRouteLoaderData } from "react-router";

/**
 * Reader pages (ADR 034): the public pages most people read (the home, journal, issue and article
 * pages) are sent to a browser without a session as finished HTML with no framework at all; the
 * small reader script (./script) gives them their dialogs, menus and toasts. A browser with a
 * session (the signed-in marker) gets the same pages hydrated as the application, for its
 * personal parts.
 */
export type ReaderPageHandle = { readerPage?: true };

/** What a reader page exports as (or in) its route handle. */
export const READER_PAGE: ReaderPageHandle = { readerPage: true };

/** Whether the deepest matched route is a reader page. */
export function isReaderPage(matches: readonly { handle?: unknown }[]): boolean {
  const last = matches.at(-1)?.handle as ReaderPageHandle | undefined;
  return last?.readerPage === true;
}

/** What the root loader says of the request, for the decision below. */
export type RootReaderData = { signedInBrowser: boolean };

/**
 * Whether this render is a reader page's: on the server, for a reader page asked by a browser
 * without a session. In the browser it is always false: a reader page is never hydrated, so a
 * page that renders in the browser is the application's.
 */
export function useReaderRender(): boolean {
  const matches = useMatches();
  const root = useRouteLoaderData("root") as RootReaderData | undefined;
  return import.meta.env.SSR && isReaderPage(matches) && root?.signedInBrowser === false;
}
