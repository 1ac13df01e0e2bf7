import { SearchX, TextCursorInput } from "lucide-react";
import { redirect } from "react-router";
import { Link } from "~/components/link";
import { pageMeta } from "~/lib/seo";
import { SearchFilters } from "~/modules/search/components/search-filters";
import { SearchResultItem } from "~/modules/search/components/search-result-item";
import { SEARCH_MAX_QUERY_LENGTH } from "~/modules/search/search.constants";
import { searchHref, parseSearchParams } from "~/modules/search/search.schemas";
import { searchArticles } from "~/modules/search/search.service.server";
import type { Route } from "./+types/search";
import { formatCount } from "~/lib/format-count";

/** Reader search: every answer is a URL (a GET form), rendered on the server. */
export async function loader({ url }: Route.LoaderArgs) {
  const page = await searchArticles(parseSearchParams(url.searchParams));
  if (page.kind === "redirect") throw redirect(page.location, 302);
  return page;
}

export function meta(args: Route.MetaArgs) {
  const q = args.loaderData?.params.q;
  return pageMeta(args, {
    title: q ? `Search: ${q}` : "Search Articles",
    description:
      "Search every published article of our journals by title, abstract, keyword, author, ORCID iD or DOI, and narrow by journal, year and article type.",
    path: "/search",
    // Result pages are endless variations of one another: crawlers should follow the articles instead.
  }).map((tag) => ("name" in tag && tag.name === "robots" ? { name: "robots", content: "noindex, follow" } : tag));
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { params, journals, asked, tooLong, correction, total, allWordsTotal, totalIsEstimate, results, pageCount } =
    loaderData;
  const firstWithSomeWords = results.findIndex((r) => !r.allWords);
  const journalTitle = params.journal ? journals.find((j) => j.shortName === params.journal)?.title : undefined;
  return (
    <main className="bg-slate-50">
      <section className="border-b border-slate-200 bg-white">
        <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
          <h1 className="font-serif text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">Search Articles</h1>
          <p className="mt-2 mb-6 text-sm text-slate-600">
            Every published article of our journals: search titles, abstracts, keywords, authors, ORCID iDs and DOIs.
          </p>
          <SearchFilters params={params} journals={journals} />
        </div>
      </section>
      <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:px-8">
        {correction ? <CorrectionNotice params={params} correction={correction} /> : null}
        {tooLong ? (
          <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 px-6 py-12 text-center">
            <TextCursorInput className="mx-auto size-10 text-amber-700" aria-hidden="true" />
            <h2 className="mt-3 text-lg font-semibold text-slate-900">Your search is too long</h2>
            <p className="mt-1 text-sm text-slate-700">
              Use at most {SEARCH_MAX_QUERY_LENGTH} characters: a few words of the title, a keyword, an author or a DOI.
            </p>
          </div>
        ) : !asked ? (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center text-slate-600">
            Type a word, an author&apos;s name, an ORCID iD or a DOI to search the articles.
          </p>
        ) : results.length === 0 ? (
          <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
            <SearchX className="mx-auto size-10 text-slate-400" aria-hidden="true" />
            <h2 className="mt-3 text-lg font-semibold text-slate-900">No articles found</h2>
            <p className="mt-1 text-sm text-slate-600">
              Try other words, fewer filters, or{" "}
              <Link to={searchHref({ q: params.q, orcid: params.orcid })} className="text-blue-700 underline">
                search all journals
              </Link>
              .
            </p>
          </div>
        ) : (
          <section aria-labelledby="results-title">
            <h2 id="results-title" className="text-sm text-slate-700" aria-live="polite">
              {totalIsEstimate ? "About " : ""}
              {total === 1 ? "1 article" : `${formatCount(total)} articles`}
              {allWordsTotal < total
                ? allWordsTotal === 0
                  ? " with some of your words"
                  : ` (${formatCount(allWordsTotal)} with all of your words)`
                : ""}
              {params.orcid ? ` by the author with ORCID iD ${params.orcid}` : ""}
              {journalTitle ? ` in ${journalTitle}` : ""}
              {params.sort === "newest" ? ", newest first" : ", best matches first"}
            </h2>
            {firstWithSomeWords !== 0 ? (
              <ol className="mt-2 rounded-xl border border-slate-200 bg-white px-5">
                {(firstWithSomeWords < 0 ? results : results.slice(0, firstWithSomeWords)).map((r) => (
                  <SearchResultItem key={r.href} result={r} />
                ))}
              </ol>
            ) : null}
            {firstWithSomeWords >= 0 ? (
              <>
                <h2 id="some-words-title" className="mt-6 text-sm font-semibold text-slate-700">
                  {allWordsTotal === 0
                    ? "No article holds all of your words. Articles with most of them:"
                    : "Articles with some of your words:"}
                </h2>
                <ol
                  aria-labelledby="some-words-title"
                  className="mt-2 rounded-xl border border-slate-200 bg-white px-5"
                >
                  {results.slice(firstWithSomeWords).map((r) => (
                    <SearchResultItem key={r.href} result={r} />
                  ))}
                </ol>
              </>
            ) : null}
            <Pager params={params} pageCount={pageCount} />
          </section>
        )}
      </div>
    </main>
  );
}

/** "Showing results for …, search instead for …" when the page searched a corrected query, else "Did you mean …?". */
function CorrectionNotice({
  params,
  correction,
}: {
  params: Route.ComponentProps["loaderData"]["params"];
  correction: NonNullable<Route.ComponentProps["loaderData"]["correction"]>;
}) {
  const corrected = (
    <Link
      to={searchHref({ ...params, q: correction.query, exact: false, page: 1 })}
      className="font-semibold text-blue-700 italic underline"
    >
      {correction.query}
    </Link>
  );
  return (
    <p className="mb-4 rounded-lg border border-blue-200 bg-blue-50 px-4 py-3 text-sm text-slate-800" role="status">
      {correction.applied ? (
        <>
          Showing results for {corrected}.{" "}
          <span className="block sm:inline">
            Search instead for{" "}
            <Link to={searchHref({ ...params, exact: true, page: 1 })} className="break-words text-blue-700 underline">
              {params.q}
            </Link>
          </span>
        </>
      ) : (
        <>Did you mean {corrected}?</>
      )}
    </p>
  );
}

function Pager({ params, pageCount }: { params: Route.ComponentProps["loaderData"]["params"]; pageCount: number }) {
  if (pageCount <= 1) return null;
  const linkClass =
    "inline-flex h-9 items-center rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-100";
  return (
    <nav aria-label="Result pages" className="mt-6 flex items-center justify-between gap-4">
      {params.page > 1 ? (
        <Link to={searchHref({ ...params, page: params.page - 1 })} className={linkClass} rel="prev">
          Previous
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-slate-600">
        Page {params.page} of {pageCount}
      </span>
      {params.page < pageCount ? (
        <Link to={searchHref({ ...params, page: params.page + 1 })} className={linkClass} rel="next">
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
