import { RouterContextProvider } from "react-router";

/**
 * What React Router hands a loader or action for `request`: the page's own `url` (for a document
 * request the same as `request.url`), route params and a fresh context.
 */
export function routeArgs(
  request: Request,
  params: Record<string, string> = {},
  context: RouterContextProvider = new RouterContextProvider(),
) {
  return { request, url: new URL(request.url), params, context, pattern: "" };
}
