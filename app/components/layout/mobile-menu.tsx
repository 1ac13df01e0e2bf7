import { ChevronDown, LogIn, Menu, X } from "lucide-react";
import type { ReactNode } from "react";
import { Link, NavLink } from "../link";
import { cn } from "~/lib/utils";
import { SignOutButton } from "~/modules/auth/components/sign-out-button";
import { UserMenuLinks, UserSummary } from "~/modules/auth/components/user-menu";
import { journalPath } from "~/lib/paths";
import { JournalCover } from "~/modules/journals/components/journal-cover";
import type { HeaderUser } from "./site-header";
import { HEADER_JOURNAL_LIMIT, POLICY_GROUPS, type NavJournal } from "./site-links";
import { useSignInPath } from "~/modules/auth/use-sign-in-path";
import { RenderOnce } from "~/modules/reader-pages/render-once";

const itemClass = "flex items-center rounded-lg px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-50";

/**
 * The menu below the md breakpoint (768px): a <details> disclosure, so it opens without scripts too;
 * the reader script closes it like a menu (menus.ts).
 */
export function MobileMenu({ journals, user = null }: { journals: NavJournal[]; user?: HeaderUser | null }) {
  const signInPath = useSignInPath();
  return (
    <details data-menu="" className="group/menu md:hidden">
      <summary
        aria-label="Menu"
        className="flex size-10 cursor-pointer list-none items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 [&::-webkit-details-marker]:hidden"
      >
        <Menu className="size-6 group-open/menu:hidden" aria-hidden="true" />
        <X className="hidden size-6 group-open/menu:block" aria-hidden="true" />
      </summary>
      <nav
        aria-label="Main"
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-slate-200 bg-white px-4 pt-2 pb-6 shadow-lg"
      >
        <ul className="space-y-0.5">
          <li>
            <NavLink to="/" end className={({ isActive }) => cn(itemClass, isActive && "text-blue-700")}>
              Home
            </NavLink>
          </li>
          <li>
            <Section title="Journals">
              <RenderOnce id="menu-journals" inputs={[journals]}>
                <ul className="space-y-1 pb-2">
                  {journals.slice(0, HEADER_JOURNAL_LIMIT).map((j) => (
                    <li key={j.shortName}>
                      <Link
                        to={journalPath(j.shortName)}
                        className="flex items-center gap-3 rounded-lg px-3 py-2 hover:bg-slate-50"
                      >
                        <JournalCover variant="thumb" shortName={j.shortName} gradient={j.gradient} />
                        <span className="min-w-0">
                          <span className="block text-sm font-bold tracking-wide text-slate-900">
                            {j.shortName.toUpperCase()}
                          </span>
                          <span className="line-clamp-1 text-xs text-slate-600">{j.title}</span>
                        </span>
                      </Link>
                    </li>
                  ))}
                  <li>
                    <Link to="/journals" className="block px-3 py-2 text-sm font-semibold text-blue-700">
                      View all journals
                    </Link>
                  </li>
                </ul>
              </RenderOnce>
            </Section>
          </li>
          <li>
            <NavLink to="/conferences" className={({ isActive }) => cn(itemClass, isActive && "text-blue-700")}>
              Conferences
            </NavLink>
          </li>
          <li>
            <Section title="Policies">
              <RenderOnce id="menu-policies" inputs={[]}>
                <div className="space-y-4 px-3 pb-3">
                  {POLICY_GROUPS.map((group) => (
                    <div key={group.title}>
                      <p className="text-xs font-semibold uppercase tracking-wider text-slate-500">{group.title}</p>
                      <ul className="mt-1">
                        {group.links.map((link) => (
                          <li key={link.to}>
                            <Link to={link.to} className="block py-1.5 text-sm text-slate-700 hover:text-blue-700">
                              {link.label}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    </div>
                  ))}
                </div>
              </RenderOnce>
            </Section>
          </li>
          <li>
            <NavLink to="/contact" className={({ isActive }) => cn(itemClass, isActive && "text-blue-700")}>
              Contact
            </NavLink>
          </li>
        </ul>
        {user ? (
          <section className="mt-4 rounded-xl border border-slate-200 p-3" aria-label="Account">
            <UserSummary user={user} />
            <UserMenuLinks className="mt-3 space-y-0.5" itemClassName="py-2.5 text-base" />
            <SignOutButton className="mt-3 justify-center border border-slate-200 py-2.5 text-base" />
          </section>
        ) : (
          <Link
            to={signInPath}
            className="mt-4 flex h-11 items-center justify-center gap-2 rounded-lg bg-blue-700 text-base font-semibold text-white hover:bg-blue-800"
          >
            <LogIn className="size-4" aria-hidden="true" />
            Sign In
          </Link>
        )}
      </nav>
    </details>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details className="group/section">
      <summary className={cn(itemClass, "cursor-pointer list-none justify-between [&::-webkit-details-marker]:hidden")}>
        {title}
        <ChevronDown
          className="size-5 text-slate-500 transition-transform group-open/section:rotate-180"
          aria-hidden="true"
        />
      </summary>
      {children}
    </details>
  );
}
