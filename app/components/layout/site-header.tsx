import { LogIn, Search } from "lucide-react";
import { useLocation } from "react-router";
import { Link, NavLink } from "../link";
import { cn } from "~/lib/utils";
import { UserMenu } from "~/modules/auth/components/user-menu";
import { SiteSearchBox } from "~/modules/search/components/site-search-box";
import type { CurrentUser } from "~/modules/auth/current-user";
import { JournalsMenu } from "./journals-menu";
import { MobileMenu } from "./mobile-menu";
import { NavDropdown } from "./nav-dropdown";
import { PoliciesMenu } from "./policies-menu";
import { SiteLogo } from "./site-logo";
import { POLICY_GROUPS, type NavJournal } from "./site-links";
import { useSignInPath } from "~/modules/auth/use-sign-in-path";
import { RenderOnce } from "~/modules/reader-pages/render-once";

/** What the header shows of a signed-in user. */
export type HeaderUser = Pick<CurrentUser, "name" | "email" | "roles">;

const POLICY_PATHS = new Set(POLICY_GROUPS.flatMap((g) => g.links.map((l) => l.to)));

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "flex h-16 items-center px-2 text-sm font-medium whitespace-nowrap lg:px-3 transition-colors hover:text-blue-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-blue-600",
    isActive ? "text-blue-700" : "text-slate-700",
  );

/**
 * The sticky site header: logo, main navigation with the Journals and Policies menus, and Sign In
 * for a visitor or the avatar menu for a signed-in user (`user` undefined: not known yet).
 */
export function SiteHeader({ journals, user }: { journals: NavJournal[]; user: HeaderUser | null | undefined }) {
  const { pathname } = useLocation();
  const signInPath = useSignInPath();
  return (
    <header className="sticky top-0 z-40 print:hidden border-b border-slate-200/80 bg-white/90 backdrop-blur-md supports-[backdrop-filter]:bg-white/80">
      <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <SiteLogo />
        <nav aria-label="Main" className="hidden items-center md:flex">
          <NavLink to="/" end className={linkClass}>
            Home
          </NavLink>
          <NavDropdown
            label="Journals"
            active={pathname === "/journals" || pathname.startsWith("/journal/")}
            className="relative"
            panelClassName="left-0"
          >
            <RenderOnce id="header-journals" inputs={[journals]}>
              <JournalsMenu journals={journals} />
            </RenderOnce>
          </NavDropdown>
          <NavLink to="/conferences" className={linkClass}>
            Conferences
          </NavLink>
          <NavDropdown
            label="Policies"
            active={POLICY_PATHS.has(pathname)}
            panelClassName="inset-x-4 sm:inset-x-6 lg:inset-x-8"
          >
            <RenderOnce id="header-policies" inputs={[]}>
              <PoliciesMenu />
            </RenderOnce>
          </NavDropdown>
          <NavLink to="/contact" className={linkClass}>
            Contact
          </NavLink>
        </nav>
        <div className="flex items-center gap-2">
          {pathname === "/search" ? null : (
            <>
              <SiteSearchBox id="header-search" className="hidden w-44 lg:block xl:w-56" />
              <Link
                to="/search"
                aria-label="Search articles"
                className="inline-flex size-9 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 hover:text-blue-700 focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:outline-none lg:hidden"
              >
                <Search className="size-5" aria-hidden="true" />
              </Link>
            </>
          )}
          {/* The reader's slot keeps one width whatever it holds: the browser learns who is signed in
              after the (shared, cached) page arrived, and nothing moves when it does. Until then it
              holds a hidden Sign In link (visibility, so out of the tab order and the accessibility
              tree), shown at once where scripts do not run and nobody will fill the slot. */}
          <div data-testid="header-reader" className="hidden w-32 shrink-0 justify-end md:flex">
            {user ? (
              <UserMenu user={user} />
            ) : (
              <Link
                to={signInPath}
                className={cn(
                  "inline-flex h-9 items-center gap-2 rounded-md bg-blue-700 px-4 text-sm whitespace-nowrap font-semibold text-white shadow-sm transition-colors hover:bg-blue-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-2",
                  user === undefined && "invisible [@media(scripting:none)]:visible",
                )}
              >
                <LogIn className="size-4" aria-hidden="true" />
                Sign In
              </Link>
            )}
          </div>
          <MobileMenu journals={journals} user={user ?? null} />
        </div>
      </div>
    </header>
  );
}
