import { createContext, useContext } from "react";
import {
  Link as RouterLink,
  NavLink as RouterNavLink,
  useLocation,
  type LinkProps,
  type NavLinkProps,
} from "react-router";

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

/** A path from the root without a query or fragment: what a NavLink's active state compares. */
const PLAIN_PATH = /^\/(?!\/)[^?#]*$/;

/**
 * React Router's NavLink, or on a reader page a plain anchor with the same `aria-current` and
 * class, worked out as the router does (the location's path is the link's, or below it unless
 * `end`; case-insensitive). The router's NavLink resolved its path and read the navigation state
 * for each of the header's links on every rendered page.
 */
export function NavLink(props: NavLinkProps) {
  const reader = useContext(ReaderRenderContext);
  const { pathname } = useLocation();
  const { to, end = false, className, caseSensitive, children, style } = props;
  if (
    !reader ||
    typeof to !== "string" ||
    !PLAIN_PATH.test(to) ||
    caseSensitive ||
    typeof children === "function" ||
    typeof style === "function"
  ) {
    return <RouterNavLink {...props} />;
  }
  const active = isActivePath(pathname.toLowerCase(), to.toLowerCase(), end);
  const state = { isActive: active, isPending: false, isTransitioning: false };
  const {
    "aria-current": current = "page",
    end: _end,
    caseSensitive: _caseSensitive,
    className: _className,
    style: _style,
    to: _to,
    children: _children,
    ...rest
  } = props;
  return (
    <Link
      {...rest}
      aria-current={active ? current : undefined}
      className={
        typeof className === "function" ? className(state) : [className, active && "active"].filter(Boolean).join(" ")
      }
      style={style}
      to={to}
    >
      {children}
    </Link>
  );
}

/** React Router's rule for a NavLink's active state, for a location and a link path (both lower-cased). */
function isActivePath(location: string, path: string, end: boolean): boolean {
  if (location === path) return true;
  const slashAt = path !== "/" && path.endsWith("/") ? path.length - 1 : path.length;
  return !end && location.startsWith(path) && location.charAt(slashAt) === "/";
}
