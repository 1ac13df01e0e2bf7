import { ArrowRight, BadgeCheck, BookOpen, Scale, Search, Send } from "lucide-react";
import { Form } from "react-router";
import { Link } from "~/components/link";
import { journalMatchLine } from "./journal-search-filter";
import { JOURNAL_SEARCH_INPUT_MAX } from "./journal-search-limits";
import { HeroSlideshow } from "./hero-slideshow";
import { REVIEW_TYPE_LABELS, type JournalReviewType } from "~/modules/journal-settings/journal-settings.defaults";
import { newSubmissionPath } from "~/modules/submissions/submission-paths";

type HomeHeroProps = {
  /** The search the page was asked for (?q=), with how many journals match it. */
  query: string;
  matchCount: number;
  /** The review type all the journals use, null when they differ: only a shared one is named. */
  reviewType: JournalReviewType | null;
};

/**
 * The hero: what the journals are, the journal search and the slideshow. The search is a GET form
 * (the page filtered by the server); with scripts the journals are filtered as the visitor types
 * (the reader script's journal-filter.ts, on the data-journal-filter attributes).
 */
export function HomeHero({ query, matchCount, reviewType }: HomeHeroProps) {
  const searching = query.trim().length > 0;
  return (
    <section className="relative overflow-hidden bg-slate-950 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[linear-gradient(135deg,#0b1b45_0%,#172f7a_45%,#1d4ed8_100%)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 opacity-40 [background-image:linear-gradient(rgba(255,255,255,0.06)_1px,transparent_1px),linear-gradient(90deg,rgba(255,255,255,0.06)_1px,transparent_1px)] [background-size:40px_40px] [mask-image:radial-gradient(ellipse_at_top_left,black,transparent_75%)]"
      />
      <div aria-hidden="true" className="absolute -top-40 -right-24 size-[32rem] rounded-full bg-sky-400/20 blur-3xl" />
      {/* One column as wide as the screen on phones: an auto column took its content's width (388 px)
          and the section's overflow-hidden cut the text at 360 px. */}
      <div className="relative mx-auto grid max-w-7xl grid-cols-1 items-center gap-12 px-4 pt-14 pb-24 sm:px-6 md:grid-cols-[1.1fr_1fr] md:pt-20 md:pb-32 lg:px-8">
        <div className="min-w-0">
          <p className="inline-flex items-center gap-2 rounded-full border border-white/20 bg-white/10 px-3 py-1 text-xs font-semibold tracking-wide text-white">
            <span className="size-1.5 rounded-full bg-emerald-400" aria-hidden="true" />
            Open access · Peer reviewed
          </p>
          <h1 className="mt-5 font-serif text-4xl leading-[1.1] font-bold tracking-tight sm:text-5xl md:text-[2.6rem] lg:text-[3.4rem]">
            Advancing pharmaceutical and health science, openly.
          </h1>
          <p className="mt-5 max-w-xl text-base leading-relaxed text-blue-100 sm:text-lg">
            Peer-reviewed, open-access journals publishing original research, reviews and case reports, free to read and
            free to reuse for researchers, clinicians and students everywhere.
          </p>

          {/* Keyed by the search: a new one (a client navigation) starts from the server's page. */}
          <Form key={query} method="get" action="/" role="search" className="mt-8 max-w-xl" preventScrollReset>
            <label htmlFor="journal-search" className="sr-only">
              Search journals by title or description
            </label>
            <div className="flex items-center gap-2 rounded-xl bg-white p-1.5 shadow-xl ring-1 ring-black/5">
              <Search className="ml-2.5 size-5 shrink-0 text-slate-400" aria-hidden="true" />
              <input
                id="journal-search"
                name="q"
                type="search"
                defaultValue={query}
                data-journal-filter=""
                maxLength={JOURNAL_SEARCH_INPUT_MAX}
                placeholder="Search journals…"
                autoComplete="off"
                className="h-10 min-w-0 flex-1 rounded-lg bg-transparent px-2 text-base text-slate-900 placeholder:text-slate-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
              />
              <button
                type="submit"
                className="h-10 shrink-0 rounded-lg bg-blue-700 px-4 text-sm font-semibold text-white transition-colors hover:bg-blue-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-2"
              >
                Search
              </button>
            </div>
            <p className="mt-2 min-h-5 text-sm text-blue-100" aria-live="polite">
              <span data-journal-filter-line="" hidden={!searching}>
                <span data-journal-filter-count="">{searching ? journalMatchLine(matchCount) : ""}</span>{" "}
                <a href="#journals" className="font-semibold text-white underline underline-offset-2">
                  See journals
                </a>
              </span>
            </p>
          </Form>

          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Link
              to={newSubmissionPath()}
              className="inline-flex h-12 items-center justify-center gap-2 rounded-lg bg-white px-6 whitespace-nowrap text-base font-semibold text-blue-800 shadow-lg transition hover:bg-blue-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-blue-900"
            >
              <Send className="size-4" aria-hidden="true" />
              Submit Manuscript
            </Link>
            <Link
              to="/journals"
              className="inline-flex h-12 items-center justify-center gap-2 rounded-lg border border-white/30 px-6 whitespace-nowrap text-base font-semibold text-white transition hover:bg-white/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
            >
              Browse Journals
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </div>

          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-blue-100">
            <li className="flex items-center gap-2">
              <BadgeCheck className="size-4 text-emerald-300" aria-hidden="true" />
              {reviewType ? REVIEW_TYPE_LABELS[reviewType] : "Peer-reviewed journals"}
            </li>
            <li className="flex items-center gap-2">
              <BookOpen className="size-4 text-emerald-300" aria-hidden="true" />
              CC BY 4.0 licence
            </li>
            <li className="flex items-center gap-2">
              <Scale className="size-4 text-emerald-300" aria-hidden="true" />
              COPE &amp; ICMJE standards
            </li>
          </ul>
        </div>
        <HeroSlideshow className="hidden md:block" />
      </div>
    </section>
  );
}
