import type * as React from "react";
import type { SitePage } from "~/content/site-pages";
import { cn } from "~/lib/utils";
import { PageHero } from "./page-hero";
import { RelatedLinks } from "./related-links";
import { TableOfContents, type TocItem } from "./table-of-contents";

type StaticPageProps = React.ComponentProps<typeof PageHero> & {
  toc?: readonly TocItem[];
  tocTitle?: string;
  tocOpenOnMobile?: boolean;
  related: readonly SitePage[];
  children: React.ReactNode;
};

/**
 * The frame of every policy, guideline and legal page: hero, a reading column of prose width with
 * an optional sticky table of contents beside it, and related links at the end.
 */
export function StaticPage({ toc, tocTitle, tocOpenOnMobile, related, children, ...hero }: StaticPageProps) {
  const hasToc = !!toc && toc.length > 0;
  return (
    <main id="main-content" className="bg-white">
      <PageHero {...hero} />
      <div
        className={cn(
          "mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8 print:px-0 print:py-6",
          hasToc && "lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-14 print:block",
        )}
      >
        {hasToc ? (
          <div className="print:hidden">
            <TableOfContents items={toc} title={tocTitle} openOnMobile={tocOpenOnMobile} />
          </div>
        ) : null}
        <article className="min-w-0 max-w-3xl print:max-w-none">{children}</article>
      </div>
      <RelatedLinks pages={related} />
    </main>
  );
}
