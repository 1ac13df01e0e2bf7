import { ArrowRight } from "lucide-react";
import { Link } from "~/components/link";
import { cn } from "~/lib/utils";
import { journalPath } from "~/lib/paths";
import { journalCoverImage } from "../journal-cover-image";
import type { JournalTheme } from "../journal-themes";
import { JournalCover } from "./journal-cover";
import { formatCount } from "~/lib/format-count";

export type JournalCardData = {
  shortName: string;
  title: string;
  description: string | null;
  category: string;
  impactFactor: number | null;
  /** The uploaded (or fetched) cover's stored sizes; without one the card draws the theme's banner. */
  coverImageKey: string | null;
  issn: string | null;
  eissn: string | null;
  issueCount: number;
  articleCount: number;
  theme: Pick<JournalTheme, "gradients" | "colors">;
};

/** "IF 2.4": the badge of a journal whose impact factor was entered; none is invented (ADR 060). */
export function impactFactorLabel(impactFactor: number): string {
  return `IF ${impactFactor.toFixed(1)}`;
}

/**
 * A journal in a grid; the whole card links to the journal home. `headingLevel`: 3 under a
 * section's h2 (home), 2 in a grid right under the page's h1 (/journals).
 */
export function JournalCard({
  journal,
  className,
  headingLevel = 3,
}: {
  journal: JournalCardData;
  className?: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  const cover = journalCoverImage(journal);
  const issn = journal.issn ? `ISSN ${journal.issn}` : journal.eissn ? `e-ISSN ${journal.eissn}` : "ISSN pending";
  return (
    <Link
      to={journalPath(journal.shortName)}
      className={cn(
        "group flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition duration-200 hover:-translate-y-1 hover:shadow-xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-2 motion-reduce:hover:translate-y-0",
        className,
      )}
    >
      <div className="relative">
        {cover ? (
          <img
            {...cover}
            sizes="(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw"
            alt={`Cover of ${journal.title}`}
            loading="lazy"
            decoding="async"
            className="h-36 w-full object-cover"
          />
        ) : (
          <JournalCover
            variant="banner"
            shortName={journal.shortName}
            title={journal.category}
            gradient={journal.theme.gradients.hero}
          />
        )}
        <div className="absolute inset-x-4 top-4 flex items-center justify-between gap-2">
          <span
            className="rounded-full bg-white/95 px-2.5 py-0.5 text-xs font-bold tracking-wide shadow-sm"
            style={{ color: journal.theme.colors.primary }}
          >
            {journal.shortName.toUpperCase()}
          </span>
          {journal.impactFactor == null ? null : (
            <span className="rounded-full border border-white/40 bg-black/15 px-2.5 py-0.5 text-xs font-semibold text-white backdrop-blur-sm">
              {impactFactorLabel(journal.impactFactor)}
            </span>
          )}
        </div>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <Heading className="font-serif text-lg font-semibold leading-snug text-slate-900 transition-colors group-hover:text-blue-800">
          {journal.title}
        </Heading>
        {journal.description ? (
          <p className="mt-2 line-clamp-3 text-sm leading-relaxed text-slate-600">{journal.description}</p>
        ) : null}
        <p className="mt-auto pt-4 text-xs font-medium text-slate-500">{issn}</p>
        <dl
          className={cn(
            "mt-3 grid divide-x divide-slate-200 rounded-lg bg-slate-50 py-2.5 text-center",
            journal.impactFactor == null ? "grid-cols-2" : "grid-cols-3",
          )}
        >
          <Stat label="Issues" value={formatCount(journal.issueCount)} />
          <Stat label="Articles" value={formatCount(journal.articleCount)} />
          {journal.impactFactor == null ? null : <Stat label="Impact" value={journal.impactFactor.toFixed(1)} />}
        </dl>
        <span
          className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold"
          style={{ color: journal.theme.colors.primary }}
        >
          Explore journal
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" aria-hidden="true" />
        </span>
      </div>
    </Link>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col-reverse px-1">
      <dt className="text-[11px] font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="text-base font-bold text-slate-900">{value}</dd>
    </div>
  );
}
