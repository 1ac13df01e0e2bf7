import type { EntryContext } from "react-router";
import { hasSignedInMarker } from "../auth/signed-in-marker";
import { isReaderPage } from "./reader-pages";

/**
 * Whether the server renders this request as a reader page (the same decision as useReaderRender,
 * made where the page is streamed): a reader page asked by a browser without a session.
 */
export function isReaderRender(request: Request, context: EntryContext): boolean {
  if (hasSignedInMarker(request.headers.get("cookie"))) return false;
  const matches = context.staticHandlerContext.matches.map((m) => ({
    handle: context.routeModules[m.route.id]?.handle,
  }));
  return isReaderPage(matches);
}

/**
 * The context of a page that will not be hydrated: without the stream of loader data that React
 * Router writes into the page for hydration. The stream is left unread rather than cancelled: its
 * data is encoded as soon as it is made, and a cancelled stream then fails its own write (an
 * error built with its stack on every page) and keeps its five-second timer armed.
 */
export function withoutHydrationData(context: EntryContext): EntryContext {
  return { ...context, serverHandoffStream: undefined };
}
