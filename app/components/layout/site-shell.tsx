import type { ReactNode } from "react";
import type { JournalReviewType } from "~/modules/journal-settings/journal-settings.defaults";
import { AssistantLauncher } from "~/modules/assistant/components/assistant-launcher";
import { ScrollToTop } from "./scroll-to-top";
import { SiteFooter } from "./site-footer";
import { SiteHeader, type HeaderUser } from "./site-header";
import type { NavJournal } from "./site-links";
import { RenderOnce } from "~/modules/reader-pages/render-once";

/**
 * Header, page content, footer and, in the bottom corner, the scroll-to-top button and the
 * assistant's chat button of every public page (side by side, so neither covers the other; below
 * the sticky header, so an open mobile menu covers them).
 */
export function SiteShell({
  journals,
  reviewType,
  year,
  user,
  children,
}: {
  journals: NavJournal[];
  /** The review type all the journals use, null when they differ (the footer names only a shared one). */
  reviewType: JournalReviewType | null;
  year: number;
  /** The signed-in reader, null for a visitor, undefined until the browser knows. */
  user: HeaderUser | null | undefined;
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
      <RenderOnce id="footer" inputs={[journals, reviewType, year]}>
        <SiteFooter journals={journals} reviewType={reviewType} year={year} />
      </RenderOnce>
      <div className="pointer-events-none fixed right-4 bottom-4 z-30 flex items-center gap-3 print:hidden sm:right-5 sm:bottom-5">
        <ScrollToTop className="static" />
        <RenderOnce id="assistant" inputs={[]}>
          <AssistantLauncher />
        </RenderOnce>
      </div>
    </div>
  );
}
