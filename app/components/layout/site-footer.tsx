import { Link } from "../link";
import { cn } from "~/lib/utils";
import { journalPath } from "~/lib/paths";
import type { JournalReviewType } from "~/modules/journal-settings/journal-settings.defaults";
import { peerReviewPhrase } from "~/modules/journal-settings/review-model";
import { SiteLogo } from "./site-logo";
import { LEGAL_LINKS, POLICY_GROUPS, QUICK_LINKS, type NavJournal, type SiteLink } from "./site-links";

const POLICY_LINKS = POLICY_GROUPS.flatMap((g) => g.links);

export function SiteFooter({
  journals,
  reviewType,
  year,
}: {
  journals: NavJournal[];
  /** The review type all the journals use: named only then, as each journal chooses its own. */
  reviewType: JournalReviewType | null;
  year: number;
}) {
  return (
    <footer className="bg-slate-950 text-slate-400 print:hidden">
      {/* Room at the bottom, so the floating buttons never cover the last line. */}
      <div className="mx-auto max-w-7xl px-4 pt-14 pb-24 sm:px-6 lg:px-8">
        <div className="grid gap-10 lg:grid-cols-12">
          <div className="lg:col-span-4">
            <SiteLogo inverted />
            <p className="mt-5 max-w-sm text-sm leading-relaxed">
              Scholarly Press publishes peer-reviewed, open-access journals in pharmaceutical and health sciences,
              following COPE and ICMJE standards{reviewType ? ` with ${peerReviewPhrase(reviewType)}` : ""}.
            </p>
            <div className="mt-6 max-w-sm rounded-lg border border-slate-800 bg-slate-900/60 p-4 text-xs leading-relaxed">
              <p className="font-semibold text-slate-200">Open access</p>
              <p className="mt-1">
                Articles are free to read and reuse under the{" "}
                <a
                  href="https://creativecommons.org/licenses/by/4.0/"
                  rel="license noopener"
                  target="_blank"
                  className="text-blue-300 underline underline-offset-2 hover:text-blue-200 hover:decoration-2"
                >
                  Creative Commons Attribution 4.0 licence (CC BY 4.0)
                </a>
                . Authors keep their copyright.
              </p>
            </div>
          </div>
          <div className="grid grid-cols-2 gap-8 sm:grid-cols-3 lg:col-span-8">
            <FooterColumn title="Journals">
              {journals.map((j) => (
                <li key={j.shortName}>
                  <Link to={journalPath(j.shortName)} className="group block text-sm hover:text-white">
                    <span className="font-semibold text-slate-200 group-hover:text-white">
                      {j.shortName.toUpperCase()}
                    </span>
                    <span className="mt-0.5 block text-xs leading-snug text-slate-400 group-hover:text-slate-300">
                      {j.title}
                    </span>
                  </Link>
                </li>
              ))}
            </FooterColumn>
            <FooterColumn title="Quick links">
              <LinkItems links={QUICK_LINKS} />
            </FooterColumn>
            <FooterColumn
              title="Policies"
              className="col-span-2 sm:col-span-1"
              listClassName="grid grid-cols-2 gap-x-6 gap-y-3 space-y-0 sm:block sm:space-y-3"
            >
              <LinkItems links={POLICY_LINKS} />
            </FooterColumn>
          </div>
        </div>
        <div className="mt-12 flex flex-col gap-4 border-t border-slate-800 pt-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>© {year} Scholarly Press. All rights reserved.</p>
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              <LinkItems links={LEGAL_LINKS} />
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}

function FooterColumn({
  title,
  className,
  listClassName,
  children,
}: {
  title: string;
  className?: string;
  listClassName?: string;
  children: React.ReactNode;
}) {
  return (
    <nav aria-label={title} className={className}>
      <h2 className="text-xs font-semibold uppercase tracking-wider text-slate-200">{title}</h2>
      <ul className={cn("mt-4 space-y-3", listClassName)}>{children}</ul>
    </nav>
  );
}

function LinkItems({ links }: { links: SiteLink[] }) {
  return links.map((link) => (
    <li key={link.to}>
      <Link to={link.to} reloadDocument={link.document} className="text-sm transition-colors hover:text-white">
        {link.label}
      </Link>
    </li>
  ));
}
