import { Search } from "lucide-react";
import { Form } from "react-router";
import { cn } from "~/lib/utils";
import { SEARCH_MAX_QUERY_LENGTH } from "../search.constants";

/**
 * A search form that sends readers to /search (a plain GET form: it works before scripts load and
 * without them). With `journal`, the search is scoped to that journal.
 */
export function SiteSearchBox({
  id,
  journal,
  label = "Search articles",
  placeholder = "Search articles",
  className,
  inputClassName,
}: {
  id: string;
  journal?: string;
  label?: string;
  placeholder?: string;
  className?: string;
  inputClassName?: string;
}) {
  return (
    <Form method="get" action="/search" role="search" aria-label={label} className={cn("relative", className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-slate-500"
        aria-hidden="true"
      />
      <input
        id={id}
        type="search"
        name="q"
        required
        maxLength={SEARCH_MAX_QUERY_LENGTH}
        placeholder={placeholder}
        autoComplete="off"
        className={cn(
          "h-9 w-full rounded-md border border-slate-300 bg-white pr-3 pl-8 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:outline-none",
          inputClassName,
        )}
      />
      {journal ? <input type="hidden" name="journal" value={journal} /> : null}
    </Form>
  );
}
