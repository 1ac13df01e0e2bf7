import { Form } from "react-router";
import { NativeSelect } from "~/components/ui/native-select";
import { articleTypeLabel } from "~/modules/articles/article-format";
import { ARTICLE_TYPES, SEARCH_MAX_QUERY_LENGTH, SEARCH_MAX_YEAR, SEARCH_MIN_YEAR } from "../search.constants";
import type { SearchParams } from "../search.schemas";

const fieldClass =
  "h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:outline-none";

/**
 * The search form with its filters and sort: a GET form, so every search is a URL that can be
 * shared, bookmarked and opened without scripts.
 */
export function SearchFilters({
  params,
  journals,
}: {
  params: SearchParams;
  journals: { shortName: string; title: string }[];
}) {
  return (
    <Form method="get" action="/search" role="search" aria-label="Search articles" className="space-y-4">
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor="search-q" className="sr-only">
          Search articles
        </label>
        {/* Grows only in a row: in the phone's column a flex basis of 0 squeezed it to one line. */}
        <input
          id="search-q"
          type="search"
          name="q"
          defaultValue={params.q}
          maxLength={SEARCH_MAX_QUERY_LENGTH}
          placeholder="Title, abstract, keyword, author, ORCID or DOI"
          className={`${fieldClass} h-11 text-base sm:flex-1`}
        />
        {params.orcid ? <input type="hidden" name="orcid" value={params.orcid} /> : null}
        <button
          type="submit"
          className="inline-flex h-11 items-center justify-center rounded-md bg-blue-700 px-6 text-sm font-semibold text-white hover:bg-blue-800 focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-2 focus-visible:outline-none"
        >
          Search
        </button>
      </div>
      <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <legend className="sr-only">Filters</legend>
        <div className="space-y-1 lg:col-span-2">
          <label htmlFor="search-journal" className="text-xs font-medium text-slate-700">
            Journal
          </label>
          <NativeSelect id="search-journal" name="journal" defaultValue={params.journal ?? ""}>
            <option value="">All journals</option>
            {journals.map((j) => (
              <option key={j.shortName} value={j.shortName}>
                {j.title}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid grid-cols-2 gap-2">
          <div className="space-y-1">
            <label htmlFor="search-from" className="text-xs font-medium text-slate-700">
              From year
            </label>
            <input
              id="search-from"
              name="from"
              type="number"
              inputMode="numeric"
              min={SEARCH_MIN_YEAR}
              max={SEARCH_MAX_YEAR}
              defaultValue={params.yearFrom ?? ""}
              className={fieldClass}
            />
          </div>
          <div className="space-y-1">
            <label htmlFor="search-to" className="text-xs font-medium text-slate-700">
              To year
            </label>
            <input
              id="search-to"
              name="to"
              type="number"
              inputMode="numeric"
              min={SEARCH_MIN_YEAR}
              max={SEARCH_MAX_YEAR}
              defaultValue={params.yearTo ?? ""}
              className={fieldClass}
            />
          </div>
        </div>
        <div className="space-y-1">
          <label htmlFor="search-type" className="text-xs font-medium text-slate-700">
            Article type
          </label>
          <NativeSelect id="search-type" name="type" defaultValue={params.type ?? ""}>
            <option value="">All types</option>
            {ARTICLE_TYPES.map((t) => (
              <option key={t} value={t}>
                {articleTypeLabel(t)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-1">
          <label htmlFor="search-sort" className="text-xs font-medium text-slate-700">
            Sort by
          </label>
          <NativeSelect id="search-sort" name="sort" defaultValue={params.sort}>
            <option value="relevance">Relevance</option>
            <option value="newest">Newest</option>
          </NativeSelect>
        </div>
      </fieldset>
      <noscript>
        <p className="text-xs text-slate-600">Choose filters, then press Search.</p>
      </noscript>
    </Form>
  );
}
