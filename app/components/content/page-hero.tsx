import { ArrowLeft, type LucideIcon } from "lucide-react";
import type * as React from "react";
import { Link } from "../link";

type PageHeroProps = {
  title: string;
  lead: React.ReactNode;
  /** Breadcrumb label of this page; defaults to the title. */
  crumb?: string;
  eyebrow?: string;
  icon?: LucideIcon;
  /** Shown as "Last updated: …" for legal texts. */
  updated?: string;
  /** Small facts under the lead, e.g. "Follows COPE". */
  highlights?: readonly string[];
  actions?: React.ReactNode;
};

/** The dark band that opens every static page: breadcrumb back to Home, H1, lead and actions. */
export function PageHero({ title, lead, crumb, eyebrow, icon: Icon, updated, highlights, actions }: PageHeroProps) {
  return (
    <header className="relative overflow-hidden bg-slate-900 text-white print:bg-white print:text-slate-900">
      <div
        aria-hidden
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(59,130,246,0.35),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(14,165,233,0.18),transparent_50%)] print:hidden"
      />
      <div className="relative mx-auto max-w-7xl px-4 pt-8 pb-12 sm:px-6 sm:pt-10 sm:pb-14 lg:px-8 print:px-0 print:py-4">
        <nav aria-label="Breadcrumb" className="print:hidden">
          <ol className="flex flex-wrap items-center gap-2 text-sm text-slate-300">
            <li>
              <Link
                to="/"
                className="inline-flex items-center gap-1.5 rounded font-medium text-white/90 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
              >
                <ArrowLeft aria-hidden className="size-4" />
                Home
              </Link>
            </li>
            <li aria-hidden className="text-slate-500">
              /
            </li>
            <li aria-current="page" className="text-slate-300">
              {crumb ?? title}
            </li>
          </ol>
        </nav>
        {eyebrow ? (
          <p className="mt-8 inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold uppercase tracking-wider text-blue-100 ring-1 ring-white/15 ring-inset print:hidden">
            {Icon ? <Icon aria-hidden className="size-3.5" /> : null}
            {eyebrow}
          </p>
        ) : null}
        <h1
          className={`${eyebrow ? "mt-4" : "mt-8"} max-w-3xl font-serif text-3xl font-bold tracking-tight text-balance sm:text-4xl lg:text-[2.75rem] lg:leading-[1.1] print:mt-0`}
        >
          {title}
        </h1>
        <div className="mt-4 max-w-3xl text-base leading-7 text-slate-300 sm:text-lg sm:leading-8 print:text-slate-700">
          {lead}
        </div>
        {updated || (highlights && highlights.length > 0) ? (
          <ul className="mt-6 flex flex-wrap gap-2 text-xs font-medium sm:text-sm">
            {updated ? (
              <li className="rounded-full bg-white/10 px-3 py-1 text-slate-100 ring-1 ring-white/15 ring-inset print:text-slate-700 print:ring-slate-300">
                Last updated: {updated}
              </li>
            ) : null}
            {highlights?.map((h) => (
              <li
                key={h}
                className="rounded-full bg-white/10 px-3 py-1 text-slate-100 ring-1 ring-white/15 ring-inset print:text-slate-700 print:ring-slate-300"
              >
                {h}
              </li>
            ))}
          </ul>
        ) : null}
        {actions ? <div className="mt-8 flex flex-wrap gap-3 print:hidden">{actions}</div> : null}
      </div>
    </header>
  );
}
