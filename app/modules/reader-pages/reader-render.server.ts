import type { EntryContext } from "react-router";
import { hasSignedInMarker } from "~/modules/auth/signed-in-marker";
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
 * Router writes into the page for hydration. React Router encodes that data when the stream is
 * first read (patched, ADR 041); the copy is made from the property descriptors so that it is
 * never read here, and so never encoded.
 */
export function withoutHydrationData(context: EntryContext): EntryContext {
  return Object.defineProperties(
    {},
    {
      ...Object.getOwnPropertyDescriptors(context),
      serverHandoffStream: { value: undefined, enumerable: true },
    },
  ) as EntryContext;
}
