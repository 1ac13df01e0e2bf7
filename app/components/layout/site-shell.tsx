import type { ReactNode } from "react";
import { ScrollToTop } from "./scroll-to-top";
import { SiteFooter } from "./site-footer";
import { SiteHeader, type HeaderUser } from "./site-header";
import type { NavJournal } from "./site-links";

/** Header, page content, footer and the scroll-to-top button of every public page. */
export function SiteShell({
  journals,
  year,
  user = null,
  children,
}: {
  journals: NavJournal[];
  year: number;
  user?: HeaderUser | null;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow-lg"
      >
        Skip to content
      </a>
      <SiteHeader journals={journals} user={user} />
      <div id="content" className="flex-1">
        {children}
      </div>
      <SiteFooter journals={journals} year={year} />
      <ScrollToTop />
    </div>
  );
}
