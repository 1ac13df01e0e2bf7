import { createContext, useContext } from "react";
import { Link as RouterLink, type LinkProps } from "react-router";

/** Whether this render is a reader page's (ADR 034): provided once by the root layout. */
export const ReaderRenderContext = createContext(false);

/** A target a plain anchor reaches just as the router would: a path from the root, or another site. */
const ABSOLUTE = /^(\/(?!\/)|https?:|mailto:|#)/;

/**
 * React Router's Link, or on a reader page a plain anchor. A reader page is never hydrated, so its
 * links are anchors either way; the router's per-link work (resolving the path, its click and
 * prefetch handlers) was an eighth of the issue page's render, 300 links long. A relative or
 * object `to` keeps the router's Link, which resolves it against the route.
 */
export function Link(props: LinkProps) {
  const reader = useContext(ReaderRenderContext);
  if (!reader || typeof props.to !== "string" || !ABSOLUTE.test(props.to)) return <RouterLink {...props} />;
  const {
    to,
    discover: _discover,
    prefetch: _prefetch,
    preventScrollReset: _preventScrollReset,
    relative: _relative,
    reloadDocument: _reloadDocument,
    replace: _replace,
    state: _state,
    viewTransition: _viewTransition,
    ...anchor
  } = props;
  return <a {...anchor} href={to} />;
}
