import { Award, BookOpen, CalendarDays, FileText, LockOpen, ShieldCheck } from "lucide-react";
import { Link } from "~/components/link";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { SiteSearchBox } from "~/modules/search/components/site-search-box";
import { JournalHeaderBand } from "~/modules/journal-themes/components/journal-header-band";
import type { PublicJournal } from "../journals.service.server";
import { frequencyLabel, impactFactorLabel } from "../journal-format";
import { journalSectionHref } from "../journals.public.schemas";
import { journalCoverImage } from "../journal-cover-image";

type HeroJournal = Pick<
  PublicJournal,
  | "shortName"
  | "title"
  | "abbreviation"
  | "category"
  | "impactFactor"
  | "issn"
  | "eissn"
  | "publicationFrequency"
  | "coverImageKey"
  | "status"
  | "theme"
>;

export function JournalHero({ journal }: { journal: HeroJournal }) {
  const cover = journalCoverImage(journal);
  const archived = journal.status === "archived";
  return (
    <JournalHeaderBand theme={journal.theme} as="section">
      <div className="relative mx-auto grid journal-width gap-10 px-4 py-12 sm:px-6 md:py-16 lg:grid-cols-[1fr_auto] lg:px-8">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="onDark">{journal.category}</Badge>
            <Badge variant="onDark">
              <LockOpen className="size-3" aria-hidden /> Open Access
            </Badge>
            {journal.impactFactor == null ? null : (
              <Badge variant="onDark">
                <Award className="size-3" aria-hidden /> Impact Factor {impactFactorLabel(journal.impactFactor)}
              </Badge>
            )}
          </div>
          <h1 className="mt-5 max-w-4xl font-serif text-3xl font-bold leading-tight sm:text-4xl lg:text-5xl">
            {journal.title}
          </h1>
          {journal.abbreviation ? <p className="mt-2 text-base italic text-white/90">{journal.abbreviation}</p> : null}
          <dl className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-white/90">
            {journal.issn ? (
              <div className="flex items-center gap-1.5">
                <FileText className="size-4" aria-hidden />
                <dt>ISSN (Print):</dt>
                <dd className="font-medium">{journal.issn}</dd>
              </div>
            ) : null}
            {journal.eissn ? (
              <div className="flex items-center gap-1.5">
                <FileText className="size-4" aria-hidden />
                <dt>ISSN (Online):</dt>
                <dd className="font-medium">{journal.eissn}</dd>
              </div>
            ) : null}
            <div className="flex items-center gap-1.5">
              <CalendarDays className="size-4" aria-hidden />
              <dt className="sr-only">Publication frequency</dt>
              <dd className="font-medium">{frequencyLabel(journal.publicationFrequency)}</dd>
            </div>
            <div className="flex items-center gap-1.5">
              <ShieldCheck className="size-4" aria-hidden />
              <dt className="sr-only">Review</dt>
              <dd className="font-medium">Peer Reviewed</dd>
            </div>
          </dl>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            {archived ? (
              <p className="rounded-lg border border-white/40 bg-white/10 px-4 py-2.5 text-sm font-medium">
                Archived: this journal no longer accepts submissions.
              </p>
            ) : (
              <Button asChild variant="light" size="lg">
                <Link to={journalSectionHref(journal.shortName, "submission")}>Make Submission</Link>
              </Button>
            )}
            <Button asChild size="lg" className="border border-white/40 bg-white/10 text-white hover:bg-white/20">
              <Link to="/author-guidelines">
                <BookOpen aria-hidden /> Author Guidelines
              </Link>
            </Button>
          </div>
          <SiteSearchBox
            id="journal-search"
            journal={journal.shortName}
            label={`Search ${journal.title}`}
            placeholder={`Search articles in ${journal.shortName.toUpperCase()}`}
            className="mt-6 max-w-md"
            inputClassName="h-11 border-white/40 text-base"
          />
        </div>
        {cover ? (
          <img
            {...cover}
            sizes="14rem"
            alt={`Cover of ${journal.title}`}
            className="hidden h-auto w-56 self-center rounded-xl object-cover shadow-2xl ring-4 ring-white/20 lg:block"
          />
        ) : (
          <div
            aria-hidden
            className="hidden w-56 flex-col justify-between self-center rounded-xl border border-white/25 bg-black/20 p-6 shadow-2xl backdrop-blur lg:flex lg:aspect-[3/4]"
          >
            {/* Dark glass and white text: it sits where the band is lightest, under the accent's glow. */}
            <span className="text-sm font-semibold uppercase tracking-widest">{journal.shortName}</span>
            <span className="font-serif text-xl font-bold leading-snug">{journal.abbreviation ?? journal.title}</span>
            <span className="text-xs">Open Access · Peer Reviewed</span>
          </div>
        )}
      </div>
    </JournalHeaderBand>
  );
}
